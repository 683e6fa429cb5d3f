/**
 * Asynchronous play wired to the match service: per-seat clocks updated in
 * the transaction of every move (a transaction hook), durable jobs for the
 * "your move" mention, reminders, digests, time-outs, auto-forfeits, bot
 * take-overs and challenge expiry, plus the player- and moderator-facing
 * operations (claim the win, vacations, reminder settings, /match end).
 *
 * Database work happens inside transactions; what players see (thread posts,
 * DMs, message refreshes) goes through an AsyncNotifier after the commit.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Outcome, Seat } from '../../core/game.js';
import { t, type Locale, type Text } from '../../core/text.js';
import { log } from '../../logger.js';
import { formatDuration } from './duration.js';
import { nextReminder, type ReminderPreference } from './reminders.js';
import { createMatchClock, seatDeadline, type MatchClock, type PausesBySeat } from './seat-clock.js';
import { checkClaim, evaluateTimeouts, nextClockEvent, type TimeoutAction, type TimeoutPolicy } from './timeouts.js';
import type { Interval } from './time.js';
import type { TimeControl } from './time-control.js';
import { endVacation, isOnVacation, requestVacation, type VacationRequest } from './vacation.js';
import type { Db } from '../db/client.js';
import { MatchError } from '../matches/errors.js';
import { readMatchIn } from '../matches/match-rows.js';
import { prismaSql, sqlOf, type Sql } from '../db/sql.js';
import type { MatchChange, MatchRecord, MatchService, Tx, UserRef } from '../matches/service.js';
import {
  cancelJobs,
  scheduleJob,
  scheduleJobs,
  type AfterCommit,
  type JobRow,
  type NewJob,
  type Scheduler,
} from '../scheduler/scheduler.js';
import { discordTime, matchUrl, owedBy, seatTimeLeft, timeControlOf } from './display.js';
import { multiSeatTimeout } from './policy.js';
import {
  asJson,
  challengeTtlMs,
  defaultTimeControl,
  graceMs,
  loadAsyncSettings,
  reminderPreferenceOf,
  type AsyncSettings,
} from './settings.js';

/** Where players hear about their clocks. Implemented over Discord in src/discord/handlers/clock.ts. */
export interface AsyncNotifier {
  /** Re-draws the match message, and posts the public events of moves not yet told in its thread. */
  refresh(matchId: string): Promise<void>;
  /**
   * Posts in the match's thread (or channel), pinging only `mentions`;
   * `recap`: a reminder to this seat, followed by what happened since its last move (public events only).
   */
  post(m: MatchRecord, text: Text, mentions: string[], recap?: { seat: number }): Promise<void>;
  /**
   * A direct message; 'closed' when the user does not accept DMs (Discord error 50007).
   * `recap`: a reminder, followed by what happened in that match since the seat's last move (its private events too).
   */
  dm(userId: string, text: Text, locale: Locale, recap?: { match: MatchRecord; seat: number }): Promise<'sent' | 'closed' | 'failed'>;
  /** Closes an expired challenge's message and tells the challenger in its channel. */
  challengeExpired(m: MatchRecord, text: Text, mentions: string[]): Promise<void>;
  /** A time-out ended the match (after its line was posted): say what else the end means (e.g. that it is not rated). */
  finished?(m: MatchRecord): Promise<void>;
  /** Everything about a change was said: if it ended the match, the result follows (optional). */
  settle?(matchId: string): Promise<void>;
}

export const JOB = {
  mention: 'async.mention',
  clock: 'async.clock',
  remind: 'async.remind',
  digest: 'async.digest',
  autoplay: 'async.autoplay',
  challengeExpiry: 'async.challenge-expiry',
} as const;

/** Match jobs recomputed on every change of an active match ("mention" is not: it must survive to fire once). */
const MATCH_CLOCK_JOBS = [JOB.clock, JOB.remind, JOB.autoplay, JOB.challengeExpiry];

/**
 * A player who moved this recently is at the table: when the move comes back
 * to them (an opponent's reaction, a quick turn), they are not pinged.
 */
export const AT_THE_TABLE_MS = 3 * 60_000;

/** How long a "your move" mention waits for the match's thread to exist. */
const MENTION_WAIT_MS = 60_000;

const requested = new AsyncLocalStorage<TimeControl>();
const attached = new WeakMap<MatchService, AsyncPlay>();

/** The AsyncPlay installed on a match service, if any (handlers reach it through their service). */
export function asyncPlayOf(service: MatchService): AsyncPlay | null {
  return attached.get(service) ?? null;
}

type SeatRow = MatchRecord['seats'][number];

export type ClaimResult = { ok: true; against: Seat[]; action: TimeoutAction; match: MatchRecord } | { ok: false; reason: string };

export class AsyncPlay {
  private notifier: AsyncNotifier | null = null;
  private readonly locale: Locale;
  private readonly multiSeat: (game: string) => TimeoutPolicy['multiSeat'];

  constructor(
    readonly db: Db,
    private readonly service: MatchService,
    readonly scheduler: Scheduler,
    private readonly now: () => Date = () => new Date(),
    opts: { locale?: Locale; multiSeat?: (game: string) => TimeoutPolicy['multiSeat'] } = {},
  ) {
    this.locale = opts.locale ?? 'en';
    this.multiSeat = opts.multiSeat ?? multiSeatTimeout;
    // A plain move touches only the clocks, in plain statements, so it can commit on the move path's pg transaction.
    service.addTransactionHook(
      (tx, change) => this.onChange(tx, change),
      ['challenged', 'started', 'finished', 'declined', 'abandoned', 'cancelled'],
    );
    service.addSqlHook((sql, change) => this.reconcile(sql, change.matchId, change.at, { locked: true }), ['moved']);
    scheduler.on(JOB.mention, (job, tx) => this.onMention(job, tx));
    scheduler.on(JOB.clock, (job, tx) => this.onClock(job, tx));
    scheduler.on(JOB.remind, (job, tx) => this.onRemind(job, tx));
    scheduler.on(JOB.digest, (job, tx) => this.onDigest(job, tx));
    scheduler.on(JOB.autoplay, (job, tx) => this.onAutoplay(job, tx));
    scheduler.on(JOB.challengeExpiry, (job, tx) => this.onChallengeExpiry(job, tx));
    attached.set(service, this);
  }

  setNotifier(notifier: AsyncNotifier): void {
    this.notifier = notifier;
  }

  /** Runs `fn` (a `service.challenge` call) with the time control the challenger picked. */
  static withTimeControl<T>(control: TimeControl | null, fn: () => Promise<T>): Promise<T> {
    return control ? requested.run(control, fn) : fn();
  }

  // ------------------------------------------------------------ the hook

  private async onChange(tx: Tx, change: MatchChange): Promise<void> {
    if (change.kind === 'challenged') {
      const m = await tx.match.findUniqueOrThrow({ where: { id: change.matchId }, select: { guildId: true } });
      const settings = await loadAsyncSettings(tx, m.guildId);
      const control = requested.getStore() ?? defaultTimeControl(settings, change.game);
      await tx.match.update({ where: { id: change.matchId }, data: { timeControl: asJson(control) } });
      await scheduleJob(tx, {
        kind: JOB.challengeExpiry,
        matchId: change.matchId,
        runAt: new Date(change.at.getTime() + challengeTtlMs(settings)),
      });
      return;
    }
    if (change.kind === 'finished') await this.rankRemovedLast(tx, change.matchId);
    // The service's UPDATE of the match row already holds its lock.
    await this.reconcile(tx, change.matchId, change.at, { locked: true });
  }

  /**
   * Brings the seat clocks and the match's jobs in line with the stored state:
   * who owes a decision, since when, until when (vacations counted), the next
   * time-out, each seat's next reminder, bot moves for seats handed over.
   */
  async reconcile(
    db: Sql | Tx,
    matchId: string,
    at: Date,
    opts: { locked?: boolean; loaded?: { match: MatchRecord; pauses: PausesBySeat } } = {},
  ): Promise<void> {
    const sql = sqlOf(db);
    const m = opts.loaded?.match ?? (await readMatchIn(sql, matchId, { lock: !opts.locked }));
    if (!m) return;
    if (m.status !== 'active') {
      await sql.run(
        `UPDATE match_seats SET owed_since = NULL, deadline = NULL, paused_until = NULL, timed_out_at = NULL, last_reminded_at = NULL
         WHERE match_id = $1::uuid AND owed_since IS NOT NULL`,
        [matchId],
      );
      await cancelJobs(sql, { matchId });
      return;
    }
    const owing = new Set(
      this.service
        .engine(m.game)
        .prompts(m.state)
        .map((p) => p.seat),
    );
    const actions =
      m.version > m.clockVersion
        ? await sql.rows<{ seat: number }>('SELECT seat FROM match_actions WHERE match_id = $1::uuid AND seq > $2', [
            matchId,
            m.clockVersion,
          ])
        : [];
    const acted = new Set(actions.map((a) => a.seat));
    const control = timeControlOf(m);
    const timed = control.kind !== 'none';
    const pauses = opts.loaded?.pauses ?? (timed ? await this.pausesOf(sql, m) : {});
    const newlyOwed: SeatRow[] = [];
    const seats: SeatRow[] = [];
    const changed: SeatRow[] = [];
    for (const s of m.seats) {
      let next: SeatRow;
      if (!owing.has(s.seat) || !clocked(s)) {
        next = { ...s, ...idleSeat };
      } else {
        const keep = s.owedSince !== null && !acted.has(s.seat);
        const owedSince = keep ? s.owedSince! : at;
        const clock = createMatchClock(control, [String(s.seat)]);
        clock.seats[0]!.owedSince = owedSince.getTime();
        const seatPauses = pauses[String(s.seat)] ?? [];
        const deadline = seatDeadline(clock, String(s.seat), seatPauses);
        const pause = seatPauses.find((p) => p.startMs <= at.getTime() && at.getTime() < p.endMs);
        next = {
          ...s,
          owedSince,
          deadline: deadline === null ? null : new Date(deadline),
          pausedUntil: pause ? new Date(pause.endMs) : null,
          timedOutAt: keep ? s.timedOutAt : null,
          lastRemindedAt: keep ? s.lastRemindedAt : null,
        };
        if (s.owedSince === null && s.userId && !atTheTable(s, at)) newlyOwed.push(next);
      }
      if (acted.has(s.seat)) next = { ...next, actedAt: at };
      seats.push(next);
      if (seatClockChanged(s, next)) changed.push(next);
    }
    await writeSeatClocks(sql, matchId, changed);
    if (m.clockVersion !== m.version)
      await sql.run('UPDATE matches SET clock_version = $2, updated_at = now() WHERE id = $1::uuid', [matchId, m.version]);
    await cancelJobs(sql, { matchId, kinds: MATCH_CLOCK_JOBS });
    const jobs: NewJob[] = [];
    // Pinged: who is owed a move they were not owed before, unless they moved a moment ago (at the table, in their own turn).
    if (newlyOwed.length > 0) {
      jobs.push({
        kind: JOB.mention,
        matchId,
        runAt: at,
        payload: { seats: newlyOwed.map((s) => ({ seat: s.seat, owedSince: s.owedSince!.getTime() })) },
      });
    }
    if (seats.some((s) => owing.has(s.seat) && s.automatedAt !== null)) jobs.push({ kind: JOB.autoplay, matchId, runAt: at });
    if (timed) {
      const settings = await loadAsyncSettings(sql, m.guildId);
      // A deadline already past but not yet announced (its job was cancelled by this change) is handled at once.
      const overdue = seats.some((s) => clocked(s) && s.owedSince && s.deadline && s.deadline <= at && !s.timedOutAt);
      const next = overdue ? at.getTime() : nextClockEvent(clockOf(control, seats), at.getTime(), this.policy(m.game, settings), pauses);
      if (next !== null) jobs.push({ kind: JOB.clock, matchId, runAt: new Date(next) });
    }
    jobs.push(...(await this.reminderJobs(sql, m, seats, pauses, at)));
    await scheduleJobs(sql, jobs);
  }

  private async reminderJobs(sql: Sql, m: MatchRecord, seats: SeatRow[], pauses: PausesBySeat, at: Date): Promise<NewJob[]> {
    const waiting = seats.filter((s) => s.owedSince && s.userId && !s.timedOutAt);
    if (waiting.length === 0) return [];
    const users = await sql.rows<{ id: string; reminders: unknown }>('SELECT id, reminders FROM users WHERE id = ANY($1::text[])', [
      waiting.map((s) => s.userId!),
    ]);
    const jobs: NewJob[] = [];
    for (const s of waiting) {
      const preference = reminderPreferenceOf(users.find((u) => u.id === s.userId)?.reminders);
      const due = nextReminder(
        preference,
        {
          owedSince: s.owedSince!.getTime(),
          lastRemindedAt: s.lastRemindedAt?.getTime() ?? null,
          deadline: s.deadline?.getTime() ?? null,
          pauses: pauses[String(s.seat)] ?? [],
        },
        at.getTime(),
      );
      if (due?.kind === 'match') {
        jobs.push({
          kind: JOB.remind,
          matchId: m.id,
          userId: s.userId,
          runAt: new Date(due.at),
          payload: { seat: s.seat, owedSince: s.owedSince!.getTime() },
        });
      }
    }
    return jobs;
  }

  /** Seats removed after a time-out finish below everyone else, whatever the engine ranked. */
  private async rankRemovedLast(tx: Tx, matchId: string): Promise<void> {
    const m = await tx.match.findUnique({ where: { id: matchId }, include: { seats: true } });
    const removed = new Set(m?.seats.filter((s) => s.removedAt).map((s) => s.seat) ?? []);
    if (!m?.outcome || removed.size === 0) return;
    const outcome = m.outcome as unknown as Outcome;
    const ranking = outcome.ranking.map((g) => g.filter((s) => !removed.has(s))).filter((g) => g.length > 0);
    await tx.match.update({ where: { id: matchId }, data: { outcome: asJson({ ...outcome, ranking: [...ranking, [...removed]] }) } });
  }

  // ------------------------------------------------------------ jobs

  private async onMention(job: JobRow, tx: Tx): Promise<AfterCommit | void> {
    const m = await findMatch(tx, job.matchId);
    if (!m || m.status !== 'active') return;
    const wanted = (job.payload as { seats: { seat: number; owedSince: number }[] }).seats;
    const still = wanted
      .map((w) => m.seats.find((s) => s.seat === w.seat && s.owedSince?.getTime() === w.owedSince))
      .filter((s): s is SeatRow => !!s?.userId);
    if (still.length === 0) return;
    // A match that just started may not have its thread yet (the Discord side opens it after the commit): wait a little.
    const startedMs = m.startedAt ? this.now().getTime() - m.startedAt.getTime() : Number.POSITIVE_INFINITY;
    if (!m.messageId && m.channelId && startedMs < MENTION_WAIT_MS) {
      await scheduleJob(tx, {
        kind: JOB.mention,
        matchId: m.id,
        runAt: new Date(this.now().getTime() + 2000),
        payload: asJson(job.payload),
      });
      return;
    }
    const mentions = [...new Set(still.map((s) => s.userId!))];
    const left = seatTimeLeft(still[0]!, this.now().getTime());
    const text = t(left === null ? 'clock.yourMove' : 'clock.yourMoveTimed', {
      mentions: mentions.map((id) => `<@${id}>`).join(' '),
      game: this.service.engine(m.game).name,
      ...(still[0]!.deadline ? { when: discordTime(still[0]!.deadline) } : {}),
    });
    return () => this.notify((n) => n.post(m, text, mentions));
  }

  private async onClock(job: JobRow, tx: Tx): Promise<AfterCommit | void> {
    const m = await lockMatch(tx, job.matchId);
    if (!m || m.status !== 'active') return;
    const now = this.now();
    const settings = await loadAsyncSettings(tx, m.guildId);
    const policy = this.policy(m.game, settings);
    const pauses = await this.pausesOf(tx, m);
    const verdicts = evaluateTimeouts(clockOf(timeControlOf(m), m.seats), now.getTime(), policy, pauses);
    const newly = verdicts.filter((v) => !m.seats[Number(v.seat)]!.timedOutAt);
    for (const v of newly) {
      const timedOutAt = new Date(v.timedOutAt);
      await tx.matchSeat.update({ where: { matchId_seat: { matchId: m.id, seat: Number(v.seat) } }, data: { timedOutAt } });
      m.seats[Number(v.seat)]!.timedOutAt = timedOutAt;
    }
    const due = verdicts.filter((v) => v.status === 'due').map((v) => Number(v.seat));
    const texts: { text: Text; mentions: string[] }[] = [];
    if (newly.some((v) => v.status === 'pending')) {
      const out = newly.filter((v) => v.status === 'pending').map((v) => m.seats[Number(v.seat)]!);
      const claimers = m.seats.filter((s) => s.userId && !verdicts.some((v) => Number(v.seat) === s.seat) && !s.removedAt);
      const action = newly[0]!.action;
      texts.push({
        text: t(action === 'forfeit-match' ? 'clock.timedOut' : `clock.timedOut.${action}`, {
          names: out.map((s) => s.name).join(', '),
          claimers: claimers.map((s) => `<@${s.userId}>`).join(' '),
          when: discordTime(Math.min(...newly.map((v) => v.autoForfeitAt))),
        }),
        mentions: claimers.map((s) => s.userId!),
      });
    }
    if (due.length > 0) {
      const done = await this.applyTimeout(tx, m, due, null);
      if (done) texts.push({ text: done, mentions: [] });
    } else {
      await this.reconcile(tx, m.id, now, { loaded: { match: m, pauses } });
    }
    if (!this.notifier) return;
    return async () => {
      await this.notify((n) => n.refresh(m.id));
      if (texts.length === 0) return;
      const latest = await this.service.get(m.id);
      for (const x of texts) await this.notify((n) => n.post(latest, x.text, x.mentions));
      if (latest.status === 'finished') await this.notify(async (n) => n.finished?.(latest));
      await this.notify(async (n) => n.settle?.(m.id));
    };
  }

  /**
   * What a time-out does to `against` (seats out of time): the match is
   * forfeited in two-seat play, else the seat goes to the bot or leaves, as
   * the game's policy says. Returns the line to post, or null when stale.
   */
  private async applyTimeout(tx: Tx, m: MatchRecord, against: Seat[], claimer: SeatRow | null): Promise<Text | null> {
    const settings = await loadAsyncSettings(tx, m.guildId);
    const policy = this.policy(m.game, settings);
    const clock = clockOf(timeControlOf(m), m.seats);
    const action: TimeoutAction = clock.seats.length <= 2 ? 'forfeit-match' : policy.multiSeat;
    const names = against.map((s) => m.seats[s]!.name).join(', ');
    if (action === 'forfeit-match') {
      const removed = m.seats.filter((s) => s.removedAt).map((s) => s.seat);
      const winners = m.seats.filter((s) => !against.includes(s.seat) && !s.removedAt).map((s) => s.seat);
      const reason = claimer ? t('clock.claimedReason', { names, claimer: claimer.name }) : t('clock.forfeitReason', { names });
      const outcome: Outcome = { ranking: [winners, against, removed].filter((g) => g.length > 0), reason };
      return (await this.service.finishInTx(tx, m, outcome)) ? reason : null;
    }
    const at = this.now();
    await tx.matchSeat.updateMany({
      where: { matchId: m.id, seat: { in: against } },
      data: { automatedAt: at, timedOutAt: null, owedSince: null, deadline: null, ...(action === 'remove-seat' ? { removedAt: at } : {}) },
    });
    const fresh = (await findMatch(tx, m.id))!;
    const applied = await this.service.autoplayInTx(tx, fresh, against);
    if (applied === null) throw new MatchError('stale', t('error.stale'));
    if (applied.length === 0) await this.reconcile(tx, m.id, at, { locked: true });
    return t(action === 'remove-seat' ? 'clock.removed' : 'clock.handedToBot', { names });
  }

  private async onRemind(job: JobRow, tx: Tx): Promise<AfterCommit | void> {
    const m = await findMatch(tx, job.matchId);
    const p = job.payload as { seat: number; owedSince: number };
    const s = m?.seats.find((x) => x.seat === p.seat);
    if (!m || m.status !== 'active' || !s?.userId || s.owedSince?.getTime() !== p.owedSince || s.timedOutAt) return;
    const user = await tx.user.findUniqueOrThrow({ where: { id: s.userId } });
    const preference = reminderPreferenceOf(user.reminders);
    if (preference.kind !== 'every') return;
    const now = this.now();
    await tx.matchSeat.update({ where: { matchId_seat: { matchId: m.id, seat: s.seat } }, data: { lastRemindedAt: now } });
    const pauses = await this.vacationsOf(tx, s.userId);
    const next = nextReminder(
      preference,
      { owedSince: p.owedSince, lastRemindedAt: now.getTime(), deadline: s.deadline?.getTime() ?? null, pauses },
      now.getTime(),
    );
    if (next?.kind === 'match')
      await scheduleJob(tx, { kind: JOB.remind, matchId: m.id, userId: s.userId, runAt: new Date(next.at), payload: p });
    const left = seatTimeLeft(s, now.getTime());
    const text = t('clock.reminder', {
      mention: `<@${s.userId}>`,
      game: this.service.engine(m.game).name,
      left: left === null ? '—' : formatDuration(left, localeOf(user.locale, this.locale)),
      link: matchUrl(m),
    });
    return () => this.deliver(user, [m], text, s.seat);
  }

  private async onDigest(job: JobRow, tx: Tx): Promise<AfterCommit | void> {
    const user = job.userId ? await tx.user.findUnique({ where: { id: job.userId } }) : null;
    const preference = reminderPreferenceOf(user?.reminders);
    if (!user || preference.kind !== 'digest') return;
    const now = this.now();
    const vacations = await this.vacationsOf(tx, user.id);
    await scheduleDigest(tx, user.id, preference, now, vacations);
    if (isOnVacation(vacations, now.getTime())) return;
    const seats = await tx.matchSeat.findMany({
      where: { userId: user.id, owedSince: { not: null }, automatedAt: null, match: { status: 'active' } },
      include: { match: { include: { seats: { orderBy: { seat: 'asc' } } } } },
    });
    if (seats.length === 0) return;
    await tx.matchSeat.updateMany({ where: { userId: user.id, owedSince: { not: null } }, data: { lastRemindedAt: now } });
    const locale = localeOf(user.locale, this.locale);
    const matches = seats.map((s) => s.match);
    const lines = matches.map((m) => {
      const left = owedBy(m, user.id)
        .map((s) => seatTimeLeft(s, now.getTime()))
        .find((x) => x !== null);
      const opponents = m.seats
        .filter((s) => s.userId !== user.id)
        .map((s) => s.name)
        .join(', ');
      return `• **${this.service.engine(m.game).name}** — ${opponents}${left === undefined || left === null ? '' : ` — ${formatDuration(left, locale)}`} ${matchUrl(m)}`;
    });
    const text = t('clock.digest', { mention: `<@${user.id}>`, count: matches.length, lines: lines.join('\n') });
    return () => this.deliver(user, matches, text);
  }

  private async onAutoplay(job: JobRow, tx: Tx): Promise<AfterCommit | void> {
    const m = await lockMatch(tx, job.matchId);
    if (!m || m.status !== 'active') return;
    const owing = new Set(
      this.service
        .engine(m.game)
        .prompts(m.state)
        .map((p) => p.seat),
    );
    const seats = m.seats.filter((s) => s.automatedAt && owing.has(s.seat)).map((s) => s.seat);
    if (seats.length === 0) return;
    const applied = await this.service.autoplayInTx(tx, (await findMatch(tx, m.id))!, seats);
    if (!applied || applied.length === 0) return;
    // The refresh also posts the moves' public events in the thread (they are in the action log).
    return async () => {
      await this.notify((n) => n.refresh(m.id));
      await this.notify(async (n) => n.settle?.(m.id));
    };
  }

  private async onChallengeExpiry(job: JobRow, tx: Tx): Promise<AfterCommit | void> {
    const m = await findMatch(tx, job.matchId);
    if (!m || m.status !== 'challenged') return;
    const done = await tx.match.updateMany({
      where: { id: m.id, status: 'challenged', version: m.version },
      data: { status: 'cancelled', finishedAt: this.now(), version: { increment: 1 } },
    });
    if (done.count === 0) return;
    const settings = await loadAsyncSettings(tx, m.guildId);
    const text = t('challenge.expired', {
      mention: `<@${m.createdById}>`,
      game: this.service.engine(m.game).name,
      days: settings.challengeDays,
    });
    log.info({ event: 'match.challenge_expired', matchId: m.id });
    return () => this.notify(async (n) => n.challengeExpired(await this.service.get(m.id), text, [m.createdById]));
  }

  /** DM when the player asked for it and DMs are open; else (or when the DM fails) a mention in each match thread. */
  private async deliver(
    user: { id: string; locale: string | null; remindByDm: boolean; dmsClosed: boolean },
    matches: MatchRecord[],
    text: Text,
    recapSeat?: number,
  ): Promise<void> {
    const recapOf = (m: MatchRecord) => (recapSeat !== undefined && matches.length === 1 ? { match: m, seat: recapSeat } : undefined);
    if (user.remindByDm && !user.dmsClosed && this.notifier) {
      const sent = await this.notifier.dm(user.id, text, localeOf(user.locale, this.locale), recapOf(matches[0]!));
      if (sent === 'sent') return;
      if (sent === 'closed') {
        await this.db.user.update({ where: { id: user.id }, data: { dmsClosed: true } });
        log.info({ event: 'async.dms_closed', userId: user.id });
      }
    }
    for (const m of matches) await this.notify((n) => n.post(m, text, [user.id], recapOf(m)));
  }

  private async notify(fn: (n: AsyncNotifier) => Promise<void>): Promise<void> {
    if (!this.notifier) return;
    await fn(this.notifier).catch((e: unknown) => log.warn({ event: 'async.notify_failed', err: String(e) }));
  }

  // ------------------------------------------------------------ operations

  /** The "Claim the win" button: only when an opponent's time has run out and the grace period has not. */
  async claim(matchId: string, userId: string): Promise<ClaimResult> {
    const outcome = await this.db.$transaction(async (tx) => {
      const m = await lockMatch(tx, matchId);
      if (!m) throw new MatchError('unknown_match', t('error.unknownMatch'));
      if (m.status !== 'active') throw new MatchError('bad_status', t(`error.status.${m.status}`));
      const claimer = m.seats.find((s) => s.userId === userId && !s.removedAt);
      if (!claimer) return { ok: false as const, reason: 'not-a-seat' };
      const settings = await loadAsyncSettings(tx, m.guildId);
      const pauses = await this.pausesOf(tx, m);
      const check = checkClaim(
        clockOf(timeControlOf(m), m.seats),
        String(claimer.seat),
        this.now().getTime(),
        this.policy(m.game, settings),
        pauses,
      );
      if (!check.ok) return { ok: false as const, reason: check.reason };
      const against = check.against.map(Number);
      const text = await this.applyTimeout(tx, m, against, claimer);
      if (!text) throw new MatchError('stale', t('error.stale'));
      return { ok: true as const, against, action: check.action, text };
    });
    if (!outcome.ok) return outcome;
    const match = await this.service.get(matchId);
    log.info({ event: 'match.claimed', matchId, against: outcome.against, action: outcome.action });
    await this.notify((n) => n.refresh(matchId));
    await this.notify((n) => n.post(match, outcome.text, []));
    if (match.status === 'finished') await this.notify(async (n) => n.finished?.(match));
    await this.notify(async (n) => n.settle?.(matchId));
    return { ok: true, against: outcome.against, action: outcome.action, match };
  }

  /** `/match end`: a moderator ends any match of their server, recorded with who and why. */
  async endByModerator(matchId: string, guildId: string, moderator: UserRef, reason: string): Promise<MatchRecord> {
    await this.db.$transaction(async (tx) => {
      const m = await lockMatch(tx, matchId);
      if (!m || m.guildId !== guildId) throw new MatchError('unknown_match', t('error.unknownMatch'));
      const why = t('clock.endedByModerator', { name: moderator.username, reason });
      if (m.status === 'active') {
        const ranking = [
          m.seats.filter((s) => !s.removedAt).map((s) => s.seat),
          m.seats.filter((s) => s.removedAt).map((s) => s.seat),
        ].filter((g) => g.length > 0);
        if (!(await this.service.finishInTx(tx, m, { ranking, reason: why }))) throw new MatchError('stale', t('error.stale'));
      } else if (m.status === 'challenged') {
        await tx.match.update({ where: { id: m.id }, data: { status: 'cancelled', finishedAt: this.now(), version: { increment: 1 } } });
        await cancelJobs(tx, { matchId: m.id });
      } else {
        throw new MatchError('bad_status', t(`error.status.${m.status}`));
      }
      await tx.match.update({ where: { id: m.id }, data: { endedById: moderator.id, endReason: reason } });
    });
    log.info({ event: 'match.ended_by_moderator', matchId, moderator: moderator.id });
    return this.service.get(matchId);
  }

  /** `/settings vacation`: whole days, bounded per month; pauses the player's clocks. */
  async startVacation(user: UserRef, guildId: string | null, days: number): Promise<VacationRequest & { matches: string[] }> {
    const now = this.now();
    const result = await this.db.$transaction(async (tx) => {
      await upsertUser(tx, user);
      const settings = await loadAsyncSettings(tx, guildId);
      const vacations = await this.vacationsOf(tx, user.id, 40);
      const request = requestVacation(vacations, now.getTime(), days, { maxDaysPerMonth: settings.vacationDaysPerMonth });
      if (!request.ok) return { ...request, matches: [] };
      await tx.vacation.create({
        data: { userId: user.id, startsAt: new Date(request.vacation.startMs), endsAt: new Date(request.vacation.endMs) },
      });
      return { ...request, matches: await this.reconcileUser(tx, user.id, now) };
    });
    for (const id of result.matches) await this.notify((n) => n.refresh(id));
    return result;
  }

  /** Ends a running vacation now: unused days return to the month's budget. */
  async endVacation(userId: string): Promise<{ ended: boolean; matches: string[] }> {
    const now = this.now();
    const result = await this.db.$transaction(async (tx) => {
      const running = await tx.vacation.findFirst({ where: { userId, startsAt: { lte: now }, endsAt: { gt: now } } });
      if (!running) return { ended: false, matches: [] };
      const [ended] = endVacation([{ startMs: running.startsAt.getTime(), endMs: running.endsAt.getTime() }], now.getTime());
      if (ended) await tx.vacation.update({ where: { id: running.id }, data: { endsAt: new Date(ended.endMs) } });
      else await tx.vacation.delete({ where: { id: running.id } });
      return { ended: true, matches: await this.reconcileUser(tx, userId, now) };
    });
    for (const id of result.matches) await this.notify((n) => n.refresh(id));
    return result;
  }

  /** `/settings notifications`: stores the preference and reschedules reminders and the digest. */
  async setReminders(user: UserRef, preference: ReminderPreference, byDm: boolean | null): Promise<void> {
    const now = this.now();
    await this.db.$transaction(async (tx) => {
      await upsertUser(tx, user);
      await tx.user.update({
        where: { id: user.id },
        data: { reminders: asJson(preference), ...(byDm !== null ? { remindByDm: byDm, ...(byDm ? { dmsClosed: false } : {}) } : {}) },
      });
      await cancelJobs(tx, { userId: user.id, kinds: [JOB.digest] });
      if (preference.kind === 'digest') await scheduleDigest(tx, user.id, preference, now, await this.vacationsOf(tx, user.id));
      await this.reconcileUser(tx, user.id, now);
    });
  }

  async preferences(userId: string) {
    const user = await this.db.user.findUnique({ where: { id: userId } });
    const now = this.now().getTime();
    const vacations = user ? await this.vacationsOf(this.db, userId, 40) : [];
    return {
      reminders: reminderPreferenceOf(user?.reminders),
      remindByDm: user?.remindByDm ?? false,
      dmsClosed: user?.dmsClosed ?? false,
      vacation: vacations.find((v) => v.startMs <= now && now < v.endMs) ?? null,
      vacations,
    };
  }

  /** Re-derives the clocks of every active match where the user owes a decision. */
  private async reconcileUser(tx: Tx, userId: string, at: Date): Promise<string[]> {
    const seats = await tx.matchSeat.findMany({
      where: { userId, owedSince: { not: null }, match: { status: 'active' } },
      select: { matchId: true },
    });
    // Always the same order, so two transactions locking several matches cannot deadlock.
    const ids = [...new Set(seats.map((s) => s.matchId))].sort();
    for (const id of ids) await this.reconcile(tx, id, at);
    return ids;
  }

  // ------------------------------------------------------------ helpers

  private policy(game: string, settings: AsyncSettings): TimeoutPolicy {
    return { graceMs: graceMs(settings), multiSeat: this.multiSeat(game) };
  }

  private async vacationsOf(tx: Tx | Db, userId: string, lookbackDays = 0): Promise<Interval[]> {
    const since = new Date(this.now().getTime() - lookbackDays * 86_400_000);
    const rows = await tx.vacation.findMany({
      where: { userId, endsAt: { gt: lookbackDays > 0 ? since : new Date(0) } },
      orderBy: { startsAt: 'asc' },
    });
    return rows.map((v) => ({ startMs: v.startsAt.getTime(), endMs: v.endsAt.getTime() }));
  }

  private async pausesOf(db: Sql | Tx, m: MatchRecord): Promise<PausesBySeat> {
    const users = m.seats.filter((s) => s.userId).map((s) => s.userId!);
    if (users.length === 0) return {};
    const since = m.seats.reduce((min, s) => (s.owedSince && s.owedSince < min ? s.owedSince : min), this.now());
    const rows = await sqlOf(db).rows<{ userId: string; startsAt: Date; endsAt: Date }>(
      `SELECT user_id AS "userId", starts_at AS "startsAt", ends_at AS "endsAt" FROM vacations
       WHERE user_id = ANY($1::text[]) AND ends_at > $2::timestamptz ORDER BY starts_at`,
      [users, new Date(Math.min(since.getTime(), this.now().getTime())).toISOString()],
    );
    const out: Record<string, Interval[]> = {};
    for (const s of m.seats) {
      out[String(s.seat)] = rows
        .filter((v) => v.userId === s.userId)
        .map((v) => ({ startMs: v.startsAt.getTime(), endMs: v.endsAt.getTime() }));
    }
    return out;
  }
}

/** The seat moved within AT_THE_TABLE_MS before `at`. */
const atTheTable = (s: SeatRow, at: Date): boolean => s.actedAt !== null && at.getTime() - s.actedAt.getTime() < AT_THE_TABLE_MS;

const idleSeat = { owedSince: null, deadline: null, pausedUntil: null, timedOutAt: null, lastRemindedAt: null };

/** Seats that run a clock: humans still deciding for themselves. */
const clocked = (s: SeatRow): boolean => !s.isBot && s.userId !== null && s.automatedAt === null && s.removedAt === null;

/** The clock core's view of a match: every seat still in (bots never owe a timed decision). */
function clockOf(control: TimeControl, seats: readonly SeatRow[]): MatchClock {
  const clock = createMatchClock(
    control,
    seats.filter((s) => !s.removedAt).map((s) => String(s.seat)),
  );
  for (const c of clock.seats) {
    const s = seats.find((x) => String(x.seat) === c.seat)!;
    c.owedSince = clocked(s) ? (s.owedSince?.getTime() ?? null) : null;
  }
  return clock;
}

function seatClockChanged(a: SeatRow, b: SeatRow): boolean {
  const same = (x: Date | null, y: Date | null) => (x?.getTime() ?? null) === (y?.getTime() ?? null);
  return (
    !same(a.owedSince, b.owedSince) ||
    !same(a.deadline, b.deadline) ||
    !same(a.pausedUntil, b.pausedUntil) ||
    !same(a.timedOutAt, b.timedOutAt) ||
    !same(a.lastRemindedAt, b.lastRemindedAt) ||
    !same(a.actedAt, b.actedAt)
  );
}

/** The clock fields of the seats that changed, in one statement (a move changes two seats' clocks at once). */
async function writeSeatClocks(sql: Sql, matchId: string, seats: SeatRow[]): Promise<void> {
  if (seats.length === 0) return;
  const rows = seats.map((s) => ({
    seat: s.seat,
    owed_since: s.owedSince,
    deadline: s.deadline,
    paused_until: s.pausedUntil,
    timed_out_at: s.timedOutAt,
    last_reminded_at: s.lastRemindedAt,
    acted_at: s.actedAt,
  }));
  await sql.run(
    `UPDATE match_seats AS s SET owed_since = r.owed_since, deadline = r.deadline, paused_until = r.paused_until,
      timed_out_at = r.timed_out_at, last_reminded_at = r.last_reminded_at, acted_at = r.acted_at
    FROM jsonb_to_recordset($2::jsonb) AS r(seat int, owed_since timestamptz, deadline timestamptz,
      paused_until timestamptz, timed_out_at timestamptz, last_reminded_at timestamptz, acted_at timestamptz)
    WHERE s.match_id = $1::uuid AND s.seat = r.seat`,
    [matchId, JSON.stringify(rows)],
  );
}

async function findMatch(tx: Tx, matchId: string | null): Promise<MatchRecord | null> {
  return matchId ? readMatchIn(prismaSql(tx), matchId) : null;
}

/** Reads a match under its row lock, so clock updates never interleave with a move. */
async function lockMatch(tx: Tx, matchId: string | null): Promise<MatchRecord | null> {
  return matchId ? readMatchIn(prismaSql(tx), matchId, { lock: true }) : null;
}

async function scheduleDigest(
  tx: Tx,
  userId: string,
  preference: Extract<ReminderPreference, { kind: 'digest' }>,
  now: Date,
  vacations: Interval[],
): Promise<void> {
  const next = nextReminder(preference, { owedSince: now.getTime(), lastRemindedAt: now.getTime(), pauses: vacations }, now.getTime());
  if (next) await scheduleJob(tx, { kind: JOB.digest, userId, runAt: new Date(next.at) });
}

async function upsertUser(tx: Tx, u: UserRef): Promise<void> {
  await tx.user.upsert({
    where: { id: u.id },
    create: { id: u.id, username: u.username, locale: u.locale ?? null },
    update: { username: u.username },
  });
}

function localeOf(locale: string | null | undefined, fallback: Locale): Locale {
  return locale === 'fr' || locale === 'en' ? locale : fallback;
}
