/**
 * Tournaments in the database. The pure cores (platform/tournaments) decide
 * everything — pairings, byes, standings, the ladder's order — and this
 * service stores their state, creates each started round's matches through
 * the MatchService (every seat accepted, so they start at once), records
 * results from the transaction that finishes a match, and tells listeners
 * (the Discord adapter) what to post once it has committed.
 */
import type { Outcome } from '../../core/game.js';
import type { AnyGame } from '../../games/registry.js';
import { Prisma, type Db } from '../db/client.js';
import type { MatchChange, MatchRecord, MatchService, Tx, UserRef } from '../matches/service.js';
import {
  TournamentError,
  acceptChallenge,
  addEntrant,
  computeStandings,
  createLadder,
  createTournament,
  declineChallenge,
  disqualifyPlayer,
  dropPlayer,
  expireChallenges,
  forfeitNoShow,
  issueChallenge,
  joinLadder,
  leaveLadder,
  LadderError,
  pauseTournament,
  recordChallengeResult,
  recordResult,
  repairRound,
  resumeTournament,
  startRound,
  startTournament,
  withdrawChallenge,
  type Format,
  type Ladder,
  type LogEntry,
  type PlayerId,
  type Standing,
  type Table,
  type TableResult,
  type Tournament,
} from './index.js';
import type { Tournament as TournamentRow } from '../../generated/prisma/client.js';
import { log as logger } from '../../logger.js';
import { displayRating } from '../ratings/index.js';
import { AsyncPlay } from '../clock/service.js';
import { parseTimeControl, timeControlCode } from '../clock/time-control.js';
import { afterCommit } from '../matches/after-commit.js';
import { placesByUser } from '../ratings/rated-result.js';
import type { RatingService } from '../ratings/service.js';
import { swissRoundsFor } from './swiss.js';
import { inShardScope, type ShardScope } from '../scheduler/scheduler.js';

export type TournamentFormat = Format | 'ladder';

/** What the `state` column holds. `posted`: log entries already announced. */
export type StoredState =
  | {
      kind: 'bracket';
      t: Tournament;
      posted: number;
      held: boolean;
      checkIn: boolean;
      timeControl?: string | null;
      /** Swiss without a number of rounds: set at the start to fit the field (swissRoundsFor). */
      autoRounds?: boolean;
      options?: GameOptions;
    }
  | { kind: 'ladder'; ladder: Ladder; log: LogEntry[]; posted: number; timeControl?: string | null; options?: GameOptions };

/** The game's /challenge options every match of a tournament is played with (e.g. { mode: 'teams' }); absent: the defaults. */
export type GameOptions = Record<string, string>;

export interface CreateTournamentInput {
  guildId: string;
  channelId: string;
  name: string;
  game: string;
  format: TournamentFormat;
  createdBy: UserRef;
  rated: boolean;
  rounds?: number;
  seeding?: 'rating' | 'random';
  cap?: number | null;
  signupMinutes?: number | null;
  checkIn?: boolean;
  /** Largest table for multi-seat games (Swiss only). */
  tableSize?: number | null;
  /** Ladder: how many places above a player may challenge, and hours to answer. */
  reach?: number;
  answerHours?: number;
  /** Time control code for every match (platform/clock: none, live:<min>, days:<n>); null: the server's default. */
  timeControl?: string | null;
  /** The game's options for every match, as /challenge takes them; they must be rated ones. */
  options?: GameOptions;
}

/** Announced after a change commits: new log lines and matches to open. */
export interface TournamentUpdate {
  tournament: TournamentRow;
  state: StoredState;
  log: LogEntry[];
  created: MatchRecord[];
}

type Listener = (update: TournamentUpdate) => Promise<void> | void;

export class CompetitionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: string, message: string): never => {
  throw new CompetitionError(code, message);
};

export const stateOf = (row: Pick<TournamentRow, 'state'>): StoredState => row.state as unknown as StoredState;
export const logOf = (s: StoredState): LogEntry[] => (s.kind === 'bracket' ? s.t.log : s.log);

export class TournamentService {
  private readonly listeners: Listener[] = [];
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly matches: MatchService,
    private readonly ratings: RatingService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  onUpdate(listener: Listener): void {
    this.listeners.push(listener);
  }

  async create(input: CreateTournamentInput): Promise<TournamentRow> {
    const engine = this.matches.engine(input.game);
    const options = input.options && Object.keys(input.options).length > 0 ? input.options : undefined;
    const parsed = engine.options.safeParse(options ?? {});
    if (!parsed.success) return fail('bad-options', parsed.error.issues.map((i) => i.message).join('; '));
    // A solo or co-op mode changes no rating: no tournament or ladder plays it.
    if (engine.rated?.(parsed.data) === false)
      fail('unrated-mode', `${engine.name} is not rated with these options: no tournament or ladder`);
    const counts = seatCountsFor(engine, parsed.data);
    const id = crypto.randomUUID();
    const timeControl = input.timeControl
      ? timeControlCode(parseTimeControl(input.timeControl) ?? fail('bad-time-control', `Unknown time control ${input.timeControl}`))
      : null;
    const chosen = options ? { options } : {};
    let state: StoredState;
    if (input.format === 'ladder') {
      if (!counts.includes(2)) fail('duels-only', 'A ladder is for two-player games');
      state = {
        kind: 'ladder',
        ladder: createLadder({ reach: input.reach ?? 3, answerWithinMs: (input.answerHours ?? 48) * 3_600_000 }),
        log: [],
        posted: 0,
        timeControl,
        ...chosen,
      };
    } else {
      if (input.format !== 'swiss' && !counts.includes(2)) fail('duels-only', `${input.format} is for two-player games`);
      const tableSize = input.format === 'swiss' ? tableRange(counts, input.tableSize) : { min: 2, max: 2 };
      const t = wrap(() =>
        createTournament(id, {
          format: input.format as Format,
          rounds: input.rounds ?? 5,
          tableSize,
          seeding: input.seeding ?? 'rating',
          rngSeed: id,
        }),
      );
      const autoRounds = input.format === 'swiss' && input.rounds === undefined;
      state = {
        kind: 'bracket',
        t,
        posted: 0,
        held: false,
        checkIn: input.checkIn ?? false,
        timeControl,
        ...(autoRounds ? { autoRounds } : {}),
        ...chosen,
      };
    }
    await this.db.guild.upsert({ where: { id: input.guildId }, create: { id: input.guildId }, update: {} });
    await this.upsertUser(input.createdBy);
    return this.db.tournament.create({
      data: {
        id,
        guildId: input.guildId,
        channelId: input.channelId,
        name: input.name,
        game: input.game,
        format: input.format,
        rated: input.rated,
        createdById: input.createdBy.id,
        cap: input.cap ?? null,
        signupClosesAt: input.signupMinutes ? new Date(this.now().getTime() + input.signupMinutes * 60_000) : null,
        status: input.format === 'ladder' ? 'running' : 'signup',
        state: state as unknown as Prisma.InputJsonValue,
      },
    });
  }

  async get(id: string): Promise<TournamentRow> {
    const row = await this.db.tournament.findUnique({ where: { id } }).catch(() => null);
    return row ?? fail('unknown-tournament', 'No such tournament');
  }

  /**
   * The tournament named by an id that came from outside (an option, a
   * button), only if it belongs to `guildId`: another server's tournament is
   * answered exactly like one that does not exist.
   */
  async getInGuild(id: string, guildId: string | null): Promise<TournamentRow> {
    const row = guildId === null ? null : await this.db.tournament.findFirst({ where: { id, guildId } }).catch(() => null);
    return row ?? fail('unknown-tournament', 'No such tournament');
  }

  async listOpen(guildId: string): Promise<TournamentRow[]> {
    return this.db.tournament.findMany({
      where: { guildId, status: { in: ['signup', 'checkin', 'running', 'paused'] } },
      orderBy: { createdAt: 'desc' },
      take: 25,
    });
  }

  /** Open tournaments first, then recently finished ones (standings stay browsable). */
  async listRecent(guildId: string): Promise<TournamentRow[]> {
    const rows = await this.db.tournament.findMany({ where: { guildId }, orderBy: { createdAt: 'desc' }, take: 50 });
    const open = (r: TournamentRow) => (r.status === 'finished' || r.status === 'cancelled' ? 1 : 0);
    return rows.sort((a, b) => open(a) - open(b)).slice(0, 25);
  }

  async setDiscordRefs(id: string, refs: { threadId?: string | null; messageId?: string | null }): Promise<void> {
    await this.db.tournament.update({ where: { id }, data: refs });
  }

  /** Manage Server or the creator. */
  isOrganiser(row: TournamentRow, userId: string, manageServer: boolean): boolean {
    return manageServer || row.createdById === userId;
  }

  standings(row: TournamentRow): Standing[] {
    const s = stateOf(row);
    if (s.kind === 'ladder') return [];
    return computeStandings(s.t.settings.format, s.t.entrants, s.t.rounds);
  }

  async join(id: string, user: UserRef): Promise<TournamentRow> {
    await this.upsertUser(user);
    const at = this.now();
    return this.mutate(id, async (s, row, tx) => {
      if (s.kind === 'ladder') {
        s.ladder = wrap(() => joinLadder(s.ladder, user.id));
        s.log.push({ action: 'join', by: user.id, at: at.getTime(), detail: `${user.id} joined` });
        return s;
      }
      if (row.signupClosesAt && at >= row.signupClosesAt) fail('signup-closed', 'Sign-up is closed');
      if (row.cap && s.t.entrants.length >= row.cap) fail('full', 'The tournament is full');
      const rating = await this.entryRating(tx, row, user.id);
      s.t = wrap(() => addEntrant(s.t, user.id, rating, at.getTime()));
      return s;
    });
  }

  async leave(id: string, userId: string): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s, row) => {
      if (s.kind === 'ladder') {
        s.ladder = wrap(() => leaveLadder(s.ladder, userId, at));
        s.log.push({ action: 'leave', by: userId, at, detail: `${userId} left` });
        return s;
      }
      if (row.status !== 'signup' && row.status !== 'checkin') {
        s.t = wrap(() => dropPlayer(s.t, userId, userId, at, 'left'));
        return s;
      }
      if (!s.t.entrants.some((e) => e.id === userId)) fail('not-joined', 'You have not joined');
      s.t.entrants = s.t.entrants.filter((e) => e.id !== userId).map((e, i) => ({ ...e, seed: i + 1 }));
      s.t.log.push({ action: 'leave', by: userId, at, detail: `${userId} left` });
      return s;
    });
  }

  async checkIn(id: string, userId: string): Promise<TournamentRow> {
    return this.mutate(id, async (s, row, tx) => {
      if (row.status !== 'checkin' || s.kind !== 'bracket') fail('no-checkin', 'Check-in is not open');
      if (!(s as { t: Tournament }).t.entrants.some((e) => e.id === userId)) fail('not-joined', 'You have not joined');
      if (!row.checkedIn.includes(userId)) await tx.tournament.update({ where: { id }, data: { checkedIn: { push: userId } } });
      return s;
    });
  }

  /**
   * The organiser starts: with check-in, the first call opens check-in and
   * the second starts with those who checked in. Round 1 is paired and
   * held so it can be re-paired; `startRound` (or `start` again) opens it —
   * or at once with `openRound` (one Start in Discord). A Swiss tournament
   * created without a number of rounds gets the number that fits its field.
   */
  async start(id: string, by: string, opts: { openRound?: boolean } = {}): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s, row, tx) => {
      if (s.kind === 'ladder') return fail('ladder', 'A ladder runs from its creation');
      if (row.status === 'signup' && s.checkIn) {
        await tx.tournament.update({ where: { id }, data: { status: 'checkin' } });
        s.t.log.push({ action: 'check-in', by, at, detail: 'Check-in opened' });
        return s;
      }
      if (row.status === 'checkin') {
        const absent = s.t.entrants.filter((e) => !row.checkedIn.includes(e.id));
        s.t.entrants = s.t.entrants.filter((e) => row.checkedIn.includes(e.id));
        if (absent.length)
          s.t.log.push({ action: 'no-check-in', by, at, detail: `Removed (no check-in): ${absent.map((e) => e.id).join(', ')}` });
      }
      if (row.status !== 'signup' && row.status !== 'checkin') {
        s.t = wrap(() => startRound(s.t, by, at));
        s.held = false;
        return s;
      }
      if (s.autoRounds) s.t.settings.rounds = swissRoundsFor(s.t.entrants.length, s.t.settings.tableSize.max);
      s.t = wrap(() => startTournament(s.t, by, at));
      if (opts.openRound && s.t.rounds.at(-1)?.status === 'pending') s.t = wrap(() => startRound(s.t, by, at));
      s.held = s.t.rounds.at(-1)?.status === 'pending';
      return s;
    });
  }

  async drop(id: string, player: PlayerId, by: string, disqualify = false, reason = ''): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s, _row, tx) => {
      if (s.kind === 'ladder') {
        s.ladder = wrap(() => leaveLadder(s.ladder, player, at));
        s.log.push({ action: disqualify ? 'disqualify' : 'drop', by, at, detail: `${player}${reason ? `: ${reason}` : ''}` });
        return s;
      }
      const open = this.openTableOf(s.t, player);
      s.t = wrap(() =>
        disqualify ? disqualifyPlayer(s.t, player, by, at, reason || 'disqualified') : dropPlayer(s.t, player, by, at, reason || 'dropped'),
      );
      if (open) await this.cancelTableMatch(tx, id, open.id);
      return s;
    });
  }

  /** A no-show: the absent players lose the table; the match (if any) is cancelled. */
  async forfeit(id: string, tableId: string, absent: PlayerId[], by: string): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s, _row, tx) => {
      if (s.kind !== 'bracket') return fail('ladder', 'Not for a ladder');
      s.t = wrap(() => forfeitNoShow(s.t, tableId, absent, by, at));
      await this.cancelTableMatch(tx, id, tableId);
      return s;
    });
  }

  /** The organiser ends a table with a winner (everyone else shares second place). */
  async endMatch(id: string, tableId: string, winner: PlayerId | null, by: string): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s, _row, tx) => {
      if (s.kind !== 'bracket') return fail('ladder', 'Not for a ladder');
      const table = s.t.rounds.flatMap((r) => r.tables).find((tb) => tb.id === tableId) ?? fail('no-table', `No table ${tableId}`);
      const places = Object.fromEntries(table.players.map((p) => [p, winner === null ? 1 : p === winner ? 1 : 2]));
      s.t = wrap(() => recordResult(s.t, tableId, { kind: 'places', places }, by, at));
      await this.cancelTableMatch(tx, id, tableId);
      return s;
    });
  }

  async repair(id: string, by: string): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s) => {
      if (s.kind !== 'bracket') return fail('ladder', 'Not for a ladder');
      s.t = wrap(() => repairRound(s.t, by, at));
      return s;
    });
  }

  async pause(id: string, by: string): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s) => {
      if (s.kind !== 'bracket') return fail('ladder', 'Not for a ladder');
      s.t = wrap(() => pauseTournament(s.t, by, at));
      return s;
    });
  }

  /** Resuming pairs the next round if one is due, and holds it for the organiser (re-pair, then start). */
  async resume(id: string, by: string): Promise<TournamentRow> {
    const at = this.now().getTime();
    return this.mutate(id, async (s) => {
      if (s.kind !== 'bracket') return fail('ladder', 'Not for a ladder');
      s.t = wrap(() => resumeTournament(s.t, by, at));
      s.held = s.t.rounds.at(-1)?.status === 'pending';
      return s;
    });
  }

  /** Ladder: challenge a player above; the defender answers with the match's Accept / Decline. */
  async ladderChallenge(id: string, challenger: UserRef, defenderId: string): Promise<MatchRecord> {
    await this.upsertUser(challenger);
    const row = await this.get(id);
    const s = stateOf(row);
    if (s.kind !== 'ladder') fail('not-ladder', 'This tournament is not a ladder');
    const defender = await this.db.user.findUnique({ where: { id: defenderId } });
    if (!defender) fail('not-on-ladder', 'Both players must be on the ladder');
    // Validate first (reach, busy) so a refused challenge creates no match.
    wrap(() => issueChallenge((s as { ladder: Ladder }).ladder, 'check', challenger.id, defenderId, this.now().getTime()));
    const m = await this.withClock(s, () =>
      this.matches.challenge({
        game: row.game,
        guildId: row.guildId,
        channelId: row.threadId ?? row.channelId,
        challenger,
        opponents: [{ id: defender!.id, username: defender!.username }],
        options: s.options,
      }),
    );
    try {
      await this.mutate(id, async (st, _row, tx) => {
        if (st.kind !== 'ladder') return st;
        const at = this.now().getTime();
        st.ladder = wrap(() => issueChallenge(st.ladder, m.id, challenger.id, defenderId, at));
        st.log.push({ action: 'challenge', by: challenger.id, at, detail: `${challenger.id} challenges ${defenderId}` });
        await tx.matchCompetition.upsert({
          where: { matchId: m.id },
          create: { matchId: m.id, guildId: row.guildId, rated: row.rated, tournamentId: id, tableId: m.id },
          update: { rated: row.rated, tournamentId: id, tableId: m.id },
        });
        return st;
      });
    } catch (e) {
      await this.matches.abandon(m.id, challenger.id).catch(() => undefined);
      throw e;
    }
    return m;
  }

  /** Unanswered ladder challenges past their deadline become forfeits; their matches are cancelled. */
  /** With a scope (a sharded bot), only the ladders of the servers on those shards. */
  async expireLadders(scope?: ShardScope): Promise<number> {
    const all = await this.db.tournament.findMany({ where: { format: 'ladder', status: 'running' } });
    const ladders = all.filter((row) => inShardScope(row.guildId, scope));
    let expired = 0;
    const at = this.now().getTime();
    for (const row of ladders) {
      const s = stateOf(row);
      if (s.kind !== 'ladder' || !s.ladder.challenges.some((c) => c.status === 'pending' && at >= c.answerBy)) continue;
      await this.mutate(row.id, async (st, _row, tx) => {
        if (st.kind !== 'ladder') return st;
        const due = st.ladder.challenges.filter((c) => c.status === 'pending' && at >= c.answerBy);
        st.ladder = expireChallenges(st.ladder, at);
        for (const c of due) {
          expired++;
          st.log.push({ action: 'forfeit', by: null, at, detail: `${c.defender} did not answer ${c.challenger} in time` });
          await tx.match.updateMany({
            where: { id: c.id, status: 'challenged' },
            data: { status: 'cancelled', version: { increment: 1 }, finishedAt: new Date(at) },
          });
        }
        return st;
      });
    }
    return expired;
  }

  /** The changes `hook` has work for. */
  static readonly hookKinds = ['finished', 'started', 'declined', 'abandoned'] as const;

  /** The MatchService hook: results, ladder acceptances and declines, inside the match's transaction. */
  readonly hook = async (tx: Tx, change: MatchChange): Promise<void> => {
    if (!(TournamentService.hookKinds as readonly string[]).includes(change.kind)) return;
    const comp = await tx.matchCompetition.findUnique({ where: { matchId: change.matchId } });
    if (!comp?.tournamentId || !comp.tableId) return;
    const tournamentId = comp.tournamentId;
    const tableId = comp.tableId;
    const changed = await this.applyInTx(tx, tournamentId, async (s) => {
      const at = change.at.getTime();
      if (s.kind === 'ladder') {
        const c = s.ladder.challenges.find((x) => x.id === tableId);
        if (!c || c.status === 'done') return null;
        if (change.kind === 'started') s.ladder = acceptChallenge(s.ladder, c.id, Math.min(at, c.answerBy - 1));
        else if (change.kind === 'declined') {
          s.ladder = declineChallenge(s.ladder, c.id, at);
          s.log.push({ action: 'forfeit', by: c.defender, at, detail: `${c.defender} declined ${c.challenger}` });
        } else if (change.kind === 'abandoned') {
          s.ladder = withdrawChallenge(s.ladder, c.id, at);
          s.log.push({ action: 'withdraw', by: c.challenger, at, detail: `${c.challenger} withdrew the challenge to ${c.defender}` });
        } else {
          const winner = await this.winnerOf(tx, change.matchId);
          if (!winner) return null;
          if (c.status === 'pending') s.ladder = acceptChallenge(s.ladder, c.id, Math.min(at, c.answerBy - 1));
          s.ladder = recordChallengeResult(s.ladder, c.id, winner, at);
          s.log.push({ action: 'result', by: null, at, detail: `${winner} won ${c.challenger} v ${c.defender}` });
        }
        return s;
      }
      if (change.kind !== 'finished') return null;
      const result = await this.tableResultOf(tx, change.matchId);
      if (!result) return null;
      try {
        s.t = recordResult(s.t, tableId, result, null, at);
      } catch (e) {
        if (!(e instanceof TournamentError)) throw e;
        // A draw in elimination, or a table the organiser already settled: the organiser decides.
        s.t.log.push({ action: 'needs-organiser', by: null, at, detail: `${tableId}: ${e.message}` });
      }
      return s;
    });
    if (changed) afterCommit(this.db, change.matchId, change.version, async () => void (await this.sync(tournamentId)));
  };

  /**
   * Brings Discord-facing work up to date, idempotently and one at a time
   * per tournament: starts a due round, creates missing matches, and
   * announces log lines not yet posted.
   */
  sync(id: string, announceMissing = false): Promise<TournamentUpdate | null> {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.syncNow(id, announceMissing));
    this.queues.set(id, next);
    void next
      .finally(() => {
        if (this.queues.get(id) === next) this.queues.delete(id);
      })
      .catch(() => undefined);
    return next;
  }

  /** After the adapter binds: announce whatever happened while nobody listened. */
  async syncAll(scope?: ShardScope): Promise<void> {
    const recently = new Date(this.now().getTime() - 86_400_000);
    const open = await this.db.tournament.findMany({
      where: { OR: [{ status: { in: ['signup', 'checkin', 'running', 'paused'] } }, { status: 'finished', updatedAt: { gte: recently } }] },
      select: { id: true, state: true, guildId: true },
    });
    for (const row of open) {
      if (!inShardScope(row.guildId, scope)) continue;
      const s = stateOf(row);
      if (logOf(s).length > s.posted || (s.kind === 'bracket' && s.t.status === 'running')) await this.sync(row.id, true);
    }
  }

  /** Matches of a tournament, with their table ids. */
  async tableMatches(id: string): Promise<Map<string, string>> {
    const rows = await this.db.matchCompetition.findMany({ where: { tournamentId: id }, select: { matchId: true, tableId: true } });
    return new Map(rows.flatMap((r) => (r.tableId ? [[r.tableId, r.matchId] as [string, string]] : [])));
  }

  async tableOfMatch(matchId: string): Promise<string | null> {
    return (await this.db.matchCompetition.findUnique({ where: { matchId }, select: { tableId: true } }))?.tableId ?? null;
  }

  async userNames(ids: string[]): Promise<Map<string, string>> {
    const users = await this.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } });
    return new Map(users.map((u) => [u.id, u.username]));
  }

  private async syncNow(id: string, announceMissing: boolean): Promise<TournamentUpdate | null> {
    let row = await this.get(id);
    let s = stateOf(row);
    if (s.kind === 'bracket' && row.status === 'running' && !s.held && s.t.rounds.at(-1)?.status === 'pending') {
      row = await this.mutateQuiet(id, async (st) => {
        if (st.kind === 'bracket' && st.t.status === 'running' && !st.held && st.t.rounds.at(-1)?.status === 'pending')
          st.t = startRound(st.t, null, this.now().getTime());
        return st;
      });
      s = stateOf(row);
    }
    const created: MatchRecord[] = [];
    if (s.kind === 'bracket') {
      const round = s.t.rounds.at(-1);
      if (round?.status === 'started') {
        const existing = await this.tableMatches(id);
        for (const table of round.tables) {
          if (table.bye || table.result || existing.has(table.id)) continue;
          created.push(await this.createTableMatch(row, table));
        }
      }
    }
    // Nobody to tell yet (the Discord adapter binds on its first interaction): keep the lines for later.
    if (this.listeners.length === 0) return null;
    if (announceMissing && s.kind === 'bracket') {
      const open = await this.db.matchCompetition.findMany({
        where: { tournamentId: id, match: { messageId: null, status: 'active' } },
        select: { matchId: true },
      });
      for (const o of open) if (!created.some((m) => m.id === o.matchId)) created.push(await this.matches.get(o.matchId));
    }
    const log = logOf(s);
    if (log.length <= s.posted && created.length === 0) return null;
    const fresh = await this.mutateQuiet(id, async (st) => {
      st.posted = logOf(st).length;
      return st;
    });
    const update: TournamentUpdate = { tournament: fresh, state: stateOf(fresh), log: log.slice(s.posted), created };
    for (const l of this.listeners) {
      try {
        await l(update);
      } catch (e) {
        logger.error({ event: 'competition.listener_failed', tournamentId: id, err: e instanceof Error ? e.stack : String(e) });
      }
    }
    return update;
  }

  private async createTableMatch(row: TournamentRow, table: Table): Promise<MatchRecord> {
    const users = await this.db.user.findMany({ where: { id: { in: table.players } } });
    const ref = (p: string): UserRef => ({ id: p, username: users.find((u) => u.id === p)?.username ?? p });
    const [first, ...rest] = table.players.map(ref);
    const m = await this.withClock(stateOf(row), () =>
      this.matches.challenge({
        game: row.game,
        guildId: row.guildId,
        channelId: row.channelId,
        challenger: first!,
        opponents: rest,
        options: stateOf(row).options,
      }),
    );
    await this.db.matchCompetition.upsert({
      where: { matchId: m.id },
      create: { matchId: m.id, guildId: row.guildId, rated: row.rated, tournamentId: row.id, tableId: table.id },
      update: { rated: row.rated, tournamentId: row.id, tableId: table.id },
    });
    let last = m;
    for (const p of rest) last = (await this.matches.accept(m.id, p)).match;
    return last;
  }

  /** The tournament's time control reaches the transaction that creates the match (async play's hook). */
  private withClock<T>(s: StoredState, f: () => Promise<T>): Promise<T> {
    return AsyncPlay.withTimeControl(s.timeControl ? parseTimeControl(s.timeControl) : null, f);
  }

  private async winnerOf(tx: Tx, matchId: string): Promise<string | null> {
    const result = await this.tableResultOf(tx, matchId);
    if (!result || result.kind !== 'places') return null;
    const firsts = Object.entries(result.places).filter(([, p]) => p === 1);
    return firsts.length === 1 ? firsts[0]![0] : null;
  }

  private async tableResultOf(tx: Tx, matchId: string): Promise<TableResult | null> {
    const m = await tx.match.findUnique({ where: { id: matchId }, include: { seats: true } });
    const outcome = m?.outcome as Outcome | null;
    if (!m || !outcome) return null;
    return { kind: 'places', places: Object.fromEntries(placesByUser(m.seats, outcome)) };
  }

  private openTableOf(t: Tournament, player: PlayerId): Table | undefined {
    const round = t.rounds.at(-1);
    return round?.status === 'started' ? round.tables.find((tb) => !tb.bye && !tb.result && tb.players.includes(player)) : undefined;
  }

  /** The organiser settled a table: its match stops (cancelled) so nobody keeps playing it. */
  private async cancelTableMatch(tx: Tx, tournamentId: string, tableId: string): Promise<void> {
    const comp = await tx.matchCompetition.findFirst({ where: { tournamentId, tableId } });
    if (!comp) return;
    await tx.match.updateMany({
      where: { id: comp.matchId, status: { in: ['challenged', 'active'] } },
      data: { status: 'cancelled', version: { increment: 1 }, finishedAt: this.now() },
    });
  }

  private async entryRating(tx: Tx, row: TournamentRow, userId: string): Promise<number | null> {
    const season = await this.ratings.currentSeason(row.guildId, tx);
    const r = await tx.rating.findFirst({ where: { guildId: row.guildId, game: row.game, season, userId }, orderBy: { games: 'desc' } });
    return r ? displayRating({ mu: r.mu, sigma: r.sigma }) : null;
  }

  /** Applies `fn` under the tournament row's lock, saves, then syncs (organiser and player actions). */
  private async mutate(id: string, fn: (s: StoredState, row: TournamentRow, tx: Tx) => Promise<StoredState>): Promise<TournamentRow> {
    await this.db.$transaction((tx) => this.applyInTx(tx, id, (s, row) => fn(s, row, tx)));
    await this.sync(id);
    return this.get(id);
  }

  private async mutateQuiet(id: string, fn: (s: StoredState) => Promise<StoredState>): Promise<TournamentRow> {
    await this.db.$transaction((tx) => this.applyInTx(tx, id, fn));
    return this.get(id);
  }

  private async applyInTx(tx: Tx, id: string, fn: (s: StoredState, row: TournamentRow) => Promise<StoredState | null>): Promise<boolean> {
    await tx.$executeRaw`SELECT 1 FROM tournaments WHERE id = ${id}::uuid FOR UPDATE`;
    const row = await tx.tournament.findUnique({ where: { id } });
    if (!row) fail('unknown-tournament', 'No such tournament');
    const next = await fn(structuredClone(stateOf(row!)), row!);
    if (!next) return false;
    // `fn` may have moved the row's own status (check-in): read it back.
    const { status: current } = await tx.tournament.findUniqueOrThrow({ where: { id }, select: { status: true } });
    const status = next.kind === 'ladder' ? current : bracketStatus(next.t, current);
    await tx.tournament.update({
      where: { id },
      data: { state: next as unknown as Prisma.InputJsonValue, status, version: { increment: 1 } },
    });
    return true;
  }

  private async upsertUser(u: UserRef): Promise<void> {
    await this.db.user.upsert({
      where: { id: u.id },
      create: { id: u.id, username: u.username, locale: u.locale ?? null },
      update: { username: u.username },
    });
  }
}

function bracketStatus(t: Tournament, current: string): string {
  if (t.status === 'signup') return current === 'checkin' ? 'checkin' : 'signup';
  return t.status;
}

/** Core errors become CompetitionErrors with the same code. */
function wrap<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof TournamentError || e instanceof LadderError) throw new CompetitionError(e.code, e.message);
    throw e;
  }
}

/** The seat counts a table of this game may have with these options (two or more: a tournament table has opponents). */
export function seatCountsFor(engine: Pick<AnyGame, 'seats' | 'seatCounts'>, options: unknown): number[] {
  const { min, max } = engine.seats;
  const all = engine.seatCounts?.(options) ?? Array.from({ length: max - min + 1 }, (_, k) => min + k);
  return all.filter((n) => n >= 2 && n >= min && n <= max).sort((a, b) => a - b);
}

/**
 * A Swiss tournament's table sizes: the largest allowed count up to the one
 * asked (default: the smallest), down to where tables differ by at most one
 * seat (14 players at 3–4: 4, 4, 3, 3) — every size between allowed by the
 * game (2 or 4 players, not 3: tables of 4 only).
 */
export function tableRange(counts: readonly number[], asked?: number | null): { min: number; max: number } {
  const max = asked == null ? counts[0] : counts.filter((n) => n <= asked).at(-1);
  if (max === undefined) return fail('bad-table-size', `Tables of ${asked ?? '?'} do not fit: ${counts.join(', ')}`);
  let min = max === 2 ? 2 : Math.max(counts[0]!, Math.ceil(max / 2) + 1);
  while (min < max && !Array.from({ length: max - min + 1 }, (_, k) => min + k).every((n) => counts.includes(n))) min++;
  return { min, max };
}
