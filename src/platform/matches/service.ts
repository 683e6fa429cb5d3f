/**
 * The match lifecycle: challenge → accept → active → finished, and `act`, the
 * one way a move reaches the database: apply through the engine, then
 * `UPDATE … WHERE version = expected` plus the action rows, in one
 * transaction. The service owns time and randomness (seeds); it never
 * interprets game rules — it asks the engine.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  RuleError,
  canonicalJson,
  findOfferedChoice,
  type Action,
  type GameEvent,
  type Outcome,
  type Seat,
  type SeatSpec,
} from '../../core/game.js';
import { t, type Text } from '../../core/text.js';
import type { AnyGame, GameRegistry } from '../../games/registry.js';
import type { BotLevel } from '../../core/search/index.js';
import { BotThread, botLevelOf, moveSeed } from './bots.js';
import { inlineRenderer, type Renderer } from '../render-pool.js';
import { log } from '../../logger.js';
import { transactionConflicts, transactionSeconds } from '../../metrics.js';
import { Prisma, sqlPool, type Db } from '../db/client.js';
import { inPgTransaction, prismaSql, sqlOf, type Sql } from '../db/sql.js';
import { MatchError } from './errors.js';
import { readMatch, type MatchRecord } from './match-rows.js';
import { storeRecord } from '../records/records.js';
import { storeUnlocks, unlocksBySeat } from '../records/unlocks.js';
import type { Match, MatchSeat } from '../../generated/prisma/client.js';

export interface UserRef {
  id: string;
  username: string;
  locale?: string | null;
}

export type { MatchRecord } from './match-rows.js';

export interface ChallengeInput {
  game: string;
  guildId: string | null;
  channelId: string | null;
  challenger: UserRef;
  /**
   * The other places, in seat order after the challenger. A null is an empty
   * place: a bot sits there while `bots` remain, else it is dropped.
   */
  opponents: (UserRef | null)[];
  /** Automated seats: in the empty places first, then after everyone. */
  bots?: number;
  /** How they play (default normal). */
  botLevel?: BotLevel;
  options?: unknown;
}

/** One applied move and the events it produced (private ones included). */
export interface AppliedMove {
  seat: Seat;
  action: Action;
  events: GameEvent[];
}

export interface ActResult {
  match: MatchRecord;
  events: GameEvent[];
  /** Moves applied: the player's, then any automated seats'. */
  applied: AppliedMove[];
}

export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** What just changed, handed to transaction hooks (clocks, timers, ratings…). */
export interface MatchChange {
  kind: 'challenged' | 'started' | 'moved' | 'finished' | 'declined' | 'abandoned' | 'cancelled';
  matchId: string;
  game: string;
  /** The version after the change. */
  version: number;
  /** The engine state after the change (null before the match starts). */
  state: unknown;
  at: Date;
}

/**
 * Runs inside the transaction that writes the change, so whatever it records
 * (a deadline, a timer) commits or rolls back with the move itself.
 */
export type TransactionHook = (tx: Tx, change: MatchChange) => Promise<void>;

/** The same, written with plain statements, so that it also runs in the move path's `pg` transaction. */
export type SqlHook = (sql: Sql, change: MatchChange) => Promise<void>;

type ChangeKind = MatchChange['kind'];

/** A hook and the changes it has work for (it is not called for the others). */
type Registered<H> = { hook: H; kinds: ReadonlySet<ChangeKind> };

const EVERY_CHANGE: readonly ChangeKind[] = ['challenged', 'started', 'moved', 'finished', 'declined', 'abandoned', 'cancelled'];

/** Automated seats may chain moves; this bounds a runaway engine. */
const MAX_BOT_MOVES_PER_ACT = 2000;

export class MatchService {
  private readonly hooks: Registered<TransactionHook>[] = [];
  private readonly sqlHooks: Registered<SqlHook>[] = [];

  constructor(
    readonly db: Db,
    private readonly games: GameRegistry,
    private readonly now: () => Date = () => new Date(),
    /** Where automated seats think (bots.ts); by default inline. */
    readonly bots: BotThread = new BotThread(),
    /** Where pictures are drawn and encoded (render-pool.ts); by default inline. */
    readonly renders: Renderer = inlineRenderer,
  ) {
    // Record boards and unlocks (GameModule.record, unlocks): written with the change that ends the match.
    this.addSqlHook(
      async (sql, change) => {
        const engine = this.engine(change.game);
        await storeRecord(sql, engine, change.matchId, change.state, change.at);
        await storeUnlocks(sql, engine, change.matchId, change.state);
      },
      ['finished'],
    );
  }

  addTransactionHook(hook: TransactionHook, kinds: readonly ChangeKind[] = EVERY_CHANGE): void {
    this.hooks.push({ hook, kinds: new Set(kinds) });
  }

  addSqlHook(hook: SqlHook, kinds: readonly ChangeKind[] = EVERY_CHANGE): void {
    this.sqlHooks.push({ hook, kinds: new Set(kinds) });
  }

  private async runHooks(tx: Tx, change: Omit<MatchChange, 'at'>): Promise<void> {
    const full = { ...change, at: this.now() };
    for (const { hook, kinds } of this.hooks) if (kinds.has(full.kind)) await hook(tx, full);
    await this.runSqlHooks(prismaSql(tx), full);
  }

  private async runSqlHooks(sql: Sql, change: MatchChange): Promise<void> {
    for (const { hook, kinds } of this.sqlHooks) if (kinds.has(change.kind)) await hook(sql, change);
  }

  /** A change no Prisma hook has work for is written on a plain `pg` transaction (docs/scaling.md). */
  private needsPrisma(kind: ChangeKind): boolean {
    return this.hooks.some((h) => h.kinds.has(kind));
  }

  engine(gameId: string): AnyGame {
    const g = this.games.get(gameId);
    if (!g) throw new MatchError('unknown_game', t('error.unknownGame', { game: gameId }));
    return g;
  }

  async get(matchId: string): Promise<MatchRecord> {
    if (!isUuid(matchId)) throw unknownMatch();
    const m = await readMatch(sqlPool(this.db), matchId);
    if (!m) throw unknownMatch();
    return m;
  }

  /**
   * The match named by an id that came from outside (a button, an option),
   * only if it belongs to `guildId` (null: a match outside any server):
   * another server's match is answered exactly like one that does not exist.
   */
  async getInGuild(matchId: string, guildId: string | null): Promise<MatchRecord> {
    const m = await this.get(matchId);
    if (m.guildId !== guildId) throw unknownMatch();
    return m;
  }

  async challenge(input: ChallengeInput): Promise<MatchRecord> {
    const engine = this.engine(input.game);
    const options = parseOptions(engine, input.options);
    const humans = [input.challenger, ...input.opponents.filter((o): o is UserRef => o !== null)];
    const ids = new Set(humans.map((h) => h.id));
    if (ids.size !== humans.length) throw new MatchError('bad_seats', t('error.duplicatePlayer'));
    const places = seatPlaces(input.challenger, input.opponents, botCount(engine, input.bots));
    const seatCount = places.length;
    if (seatCount < engine.seats.min || seatCount > engine.seats.max || !seatCountAllowed(engine, options, seatCount))
      throw seatCountError(engine, options);
    const teamOf = teamsOf(engine, options, seatCount);
    let botNumber = 0;
    const seats: SeatRow[] = places.map((p, seat) =>
      p === 'bot'
        ? { seat, userId: null, name: `Bot ${++botNumber}`, isBot: true, accepted: true, team: teamOf(seat) }
        : { seat, userId: p.id, name: p.username, isBot: false, accepted: seat === 0, team: teamOf(seat) },
    );
    assertCanStart(engine, options, seats);
    for (const h of humans) await this.upsertUser(h);
    const created = await this.create(engine, options, input, seats);
    log.info({ event: 'match.challenged', matchId: created.id, game: engine.id, seats: seatCount });
    // Only automated opponents: nobody to wait for.
    if (created.seats.every((s) => s.accepted)) return (await this.start(created)).match;
    return created;
  }

  /**
   * Opens a table anyone may join until the host starts it (an open lobby):
   * a challenged match whose seats are all accepted. The seat count is
   * checked when the host starts.
   */
  async openLobby(input: Omit<ChallengeInput, 'opponents'>): Promise<MatchRecord> {
    const engine = this.engine(input.game);
    const bots = botCount(engine, input.bots);
    if (1 + bots > engine.seats.max)
      throw new MatchError('bad_seats', t('error.seatCount', { game: engine.name, min: engine.seats.min, max: engine.seats.max }));
    const options = parseOptions(engine, input.options);
    await this.upsertUser(input.challenger);
    // The host, then any automated seats asked for; people who join sit after them.
    const seats = [
      { seat: 0, userId: input.challenger.id, name: input.challenger.username, isBot: false, accepted: true },
      ...botSeats(1, bots),
    ];
    const created = await this.create(engine, options, input, seats);
    log.info({ event: 'match.lobby_opened', matchId: created.id, game: engine.id });
    return created;
  }

  /** Writes a new challenged match and its seats, with the hooks, in one transaction. */
  private async create(
    engine: AnyGame,
    options: unknown,
    input: Omit<ChallengeInput, 'opponents'>,
    seats: SeatRow[],
  ): Promise<MatchRecord> {
    if (input.guildId) await this.db.guild.upsert({ where: { id: input.guildId }, create: { id: input.guildId }, update: {} });
    return this.db
      .$transaction(async (tx) => {
        const row = await tx.match.create({
          data: {
            game: engine.id,
            options: options as Prisma.InputJsonValue,
            seed: randomBytes(16).toString('hex'),
            contentVersion: engine.contentVersion ?? '1',
            botLevel: input.botLevel ?? 'normal',
            guildId: input.guildId,
            channelId: input.channelId,
            createdById: input.challenger.id,
            seats: { create: seats },
          },
          include: { seats: { orderBy: { seat: 'asc' } } },
        });
        await this.runHooks(tx, { kind: 'challenged', matchId: row.id, game: row.game, version: row.version, state: null });
        return row;
      })
      .then((row) => this.get(row.id)); // as committed: the hooks set the clock and more
  }

  /** A lobby is a challenged match where nobody is left to accept (a named challenge starts as soon as everyone has). */
  isLobby(m: MatchRecord): boolean {
    return m.status === 'challenged' && m.seats.every((s) => s.accepted);
  }

  /**
   * Seats `user` at an open table, in the next free seat. The match row is
   * locked while the seat is chosen, so people joining at once queue up and
   * each gets a distinct seat while seats remain (no "moved on" refusal).
   */
  async join(matchId: string, user: UserRef): Promise<MatchRecord> {
    const m = await this.get(matchId);
    if (!this.isLobby(m)) throw badStatus(m);
    if (m.seats.some((s) => s.userId === user.id)) throw new MatchError('bad_seats', t('error.alreadySeated'));
    const engine = this.engine(m.game);
    await this.upsertUser(user);
    const seat = await this.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM matches WHERE id = ${m.id}::uuid FOR UPDATE`;
      const fresh = await tx.match.findUniqueOrThrow({ where: { id: m.id }, include: { seats: { orderBy: { seat: 'asc' } } } });
      if (!this.isLobby(fresh)) throw badStatus(fresh);
      if (fresh.seats.some((s) => s.userId === user.id)) throw new MatchError('bad_seats', t('error.alreadySeated'));
      if (fresh.seats.length >= engine.seats.max) throw new MatchError('bad_seats', t('error.tableFull', { max: engine.seats.max }));
      await tx.match.update({ where: { id: m.id }, data: { version: { increment: 1 } } });
      await tx.matchSeat.create({
        data: { matchId: m.id, seat: fresh.seats.length, userId: user.id, name: user.username, isBot: false, accepted: true },
      });
      return fresh.seats.length;
    });
    log.info({ event: 'match.joined', matchId: m.id, seat });
    return this.get(m.id);
  }

  /**
   * A player leaves an open table before it starts: their seat goes and the
   * seats after it move up one. The host cannot leave (they withdraw the
   * table with /match abandon).
   */
  async leave(matchId: string, userId: string): Promise<MatchRecord> {
    const m = await this.get(matchId);
    if (!this.isLobby(m)) throw badStatus(m);
    await this.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM matches WHERE id = ${m.id}::uuid FOR UPDATE`;
      const fresh = await tx.match.findUniqueOrThrow({ where: { id: m.id }, include: { seats: { orderBy: { seat: 'asc' } } } });
      if (!this.isLobby(fresh)) throw badStatus(fresh);
      if (fresh.createdById === userId) throw new MatchError('not_a_player', t('error.hostCannotLeave'));
      const mine = fresh.seats.find((x) => x.userId === userId);
      if (!mine) throw new MatchError('not_a_player', t('error.notSeated'));
      await tx.matchSeat.delete({ where: { matchId_seat: { matchId: m.id, seat: mine.seat } } });
      for (const s of fresh.seats.filter((x) => x.seat > mine.seat))
        await tx.matchSeat.update({ where: { matchId_seat: { matchId: m.id, seat: s.seat } }, data: { seat: s.seat - 1 } });
      await tx.match.update({ where: { id: m.id }, data: { version: { increment: 1 } } });
    });
    log.info({ event: 'match.left_table', matchId: m.id });
    return this.get(m.id);
  }

  /** The host starts an open table once it seats enough players. */
  async startLobby(matchId: string, userId: string): Promise<{ match: MatchRecord; events: GameEvent[] }> {
    // Someone taking a seat while the host clicks Start moves the version: start with the table as it now is.
    for (let attempt = 0; ; attempt++) {
      const m = await this.get(matchId);
      if (!this.isLobby(m)) throw badStatus(m);
      if (m.createdById !== userId) throw new MatchError('not_a_player', t('error.onlyHost'));
      const engine = this.engine(m.game);
      if (m.seats.length < engine.seats.min || !seatCountAllowed(engine, m.options, m.seats.length))
        throw seatCountError(engine, m.options);
      const teamOf = teamsOf(engine, m.options, m.seats.length);
      // Teams follow the seats taken (people joined one by one): recorded before the engine sets up.
      for (const s of m.seats.filter((x) => teamOf(x.seat) !== x.team))
        await this.db.matchSeat.update({ where: { matchId_seat: { matchId: m.id, seat: s.seat } }, data: { team: teamOf(s.seat) } });
      try {
        return await this.start(await this.get(m.id));
      } catch (e) {
        if (!(e instanceof MatchError && e.code === 'stale') || attempt >= 3) throw e;
      }
    }
  }

  async accept(matchId: string, user: UserRef): Promise<{ match: MatchRecord; started: boolean; events: GameEvent[] }> {
    const m = await this.get(matchId);
    if (m.status !== 'challenged') throw badStatus(m);
    const seat = m.seats.find((s) => s.userId === user.id);
    if (!seat) throw notAPlayer();
    if (seat.accepted) throw new MatchError('bad_status', t('error.alreadyAccepted'));
    await this.upsertUser(user);
    const changed = await this.db.matchSeat.updateMany({ where: { matchId, seat: seat.seat, accepted: false }, data: { accepted: true } });
    if (changed.count === 0) throw new MatchError('bad_status', t('error.alreadyAccepted'));
    const fresh = await this.get(matchId);
    if (!fresh.seats.every((s) => s.accepted)) return { match: fresh, started: false, events: [] };
    const started = await this.start(fresh);
    return { match: started.match, started: true, events: started.events };
  }

  async decline(matchId: string, userId: string): Promise<MatchRecord> {
    const m = await this.get(matchId);
    const seat = m.seats.find((s) => s.userId === userId);
    if (!seat) throw notAPlayer();
    if (m.status !== 'challenged' || seat.accepted) throw badStatus(m);
    return this.setStatus(m, 'declined', { version: m.version });
  }

  /** The challenger withdraws a challenge nobody has started yet. */
  async abandon(matchId: string, userId: string): Promise<MatchRecord> {
    const m = await this.get(matchId);
    if (m.createdById !== userId) throw new MatchError('not_a_player', t('error.onlyChallenger'));
    if (m.status !== 'challenged') throw badStatus(m);
    return this.setStatus(m, 'abandoned', { version: m.version });
  }

  /**
   * The match's channel or thread is gone from Discord: nobody can play it or
   * read it any more. A pending or running match is cancelled (unrated, its
   * clocks and reminders stop); null when it was already over.
   */
  async closeLost(matchId: string): Promise<MatchRecord | null> {
    const m = await this.get(matchId);
    if (m.status !== 'active' && m.status !== 'challenged') return null;
    return this.setStatus(m, 'cancelled', { version: m.version });
  }

  async resign(matchId: string, userId: string): Promise<MatchRecord> {
    const m = await this.get(matchId);
    if (m.status !== 'active') throw badStatus(m);
    const seat = m.seats.find((s) => s.userId === userId);
    if (!seat) throw notAPlayer();
    // In a team game the whole team loses with the one who resigns.
    const losing = (s: MatchSeat) => s.seat === seat.seat || (seat.team !== null && s.team === seat.team);
    const outcome: Outcome = {
      ranking: [m.seats.filter((s) => !losing(s)).map((s) => s.seat), m.seats.filter(losing).map((s) => s.seat)],
      reason: t('match.resigned', { name: seat.name }),
    };
    const now = this.now();
    const ok = await this.db.$transaction(async (tx) => {
      const done = await tx.match.updateMany({
        where: { id: m.id, version: m.version, status: 'active' },
        data: { status: 'finished', outcome: outcome as unknown as Prisma.InputJsonValue, finishedAt: now, version: { increment: 1 } },
      });
      if (done.count === 0) return false;
      await tx.matchSeat.update({ where: { matchId_seat: { matchId: m.id, seat: seat.seat } }, data: { resignedAt: now } });
      await this.runHooks(tx, { kind: 'finished', matchId: m.id, game: m.game, version: m.version + 1, state: m.state });
      return true;
    });
    if (!ok) throw stale();
    log.info({ event: 'match.resigned', matchId: m.id, seat: seat.seat });
    return this.get(m.id);
  }

  /**
   * Applies one move for `userId`, drawn for `expectedVersion`, plus the
   * moves of any automated seats that follow. Writes nothing on refusal.
   */
  async act(matchId: string, userId: string, action: Action, expectedVersion: number): Promise<ActResult> {
    const m = await this.get(matchId);
    if (m.status !== 'active') throw badStatus(m);
    const seats = m.seats.filter((s) => s.userId === userId).map((s) => s.seat);
    if (seats.length === 0) throw notAPlayer();
    if (m.version !== expectedVersion) {
      transactionConflicts.inc();
      throw stale();
    }
    const engine = this.engine(m.game);
    const state = this.stateOf(m);
    const prompts = engine.prompts(state);
    const seat = seats.find((s) => prompts.some((p) => p.seat === s));
    if (seat === undefined) throw new MatchError('not_your_turn', t('error.notYourTurn'));
    if (!findOfferedChoice(prompts, seat, action)) throw new MatchError('illegal', t('error.notOffered'));
    const mine = applyOrRefuse(engine, state, seat, action);
    const bots = await this.runBots(engine, mine.state, m.seats, m, m.version + 1);
    const applied: AppliedMove[] = [{ seat, action, events: mine.events }, ...bots.applied];
    await this.commit(m, bots.state, applied, engine.outcome(bots.state));
    const events = applied.flatMap((a) => a.events);
    log.info({
      event: 'match.act',
      matchId: m.id,
      seat,
      action: action.type,
      version: m.version + applied.length,
      botMoves: bots.applied.length,
    });
    return { match: await this.get(m.id), events, applied };
  }

  /**
   * Whether move suggestions may be offered (issue 19): never in a rated
   * match (one with only people, asked to be rated and not voided) nor in a
   * tournament or ladder match; matches with a bot are never rated.
   */
  async practice(m: MatchRecord): Promise<boolean> {
    const comp = await this.db.matchCompetition.findUnique({
      where: { matchId: m.id },
      select: { rated: true, voidedAt: true, tournamentId: true, tableId: true },
    });
    if (!comp) return true;
    if (comp.tournamentId !== null || comp.tableId !== null) return false;
    return !comp.rated || comp.voidedAt !== null || m.seats.some((s) => s.isBot);
  }

  /**
   * Claims the next-match offers of a finished match for one click: true for
   * the first caller only, so two players clicking at once start one match.
   */
  async claimNextOffer(matchId: string): Promise<boolean> {
    const claimed = await this.db.match.updateMany({
      where: { id: matchId, status: 'finished', nextTakenAt: null },
      data: { nextTakenAt: this.now() },
    });
    return claimed.count === 1;
  }

  /** Gives the offers back when the claimed click could not start its match. */
  async releaseNextOffer(matchId: string): Promise<void> {
    await this.db.match.update({ where: { id: matchId }, data: { nextTakenAt: null } });
  }

  /** Whether `seat` has made a move after `version` (a simultaneous prompt accepts older clicks only when it has not). */
  async movedSince(matchId: string, seat: Seat, version: number): Promise<boolean> {
    const moves = await this.db.matchAction.count({ where: { matchId, seat, seq: { gt: version } } });
    return moves > 0;
  }

  /** Rebuilds the state from the seed and the action log; compares with the stored one. */
  async replay(matchId: string): Promise<{ equal: boolean; replayed: unknown; stored: unknown }> {
    const m = await this.get(matchId);
    const engine = this.engine(m.game);
    const actions = await this.db.matchAction.findMany({ where: { matchId }, orderBy: { seq: 'asc' } });
    let state = engine.setup(m.options, this.seatSpecs(m), m.seed);
    for (const a of actions) state = engine.apply(state, a.seat, a.action as Action).state;
    return { equal: canonicalJson(state) === canonicalJson(m.state), replayed: state, stored: m.state };
  }

  async listForUser(
    userId: string,
    guildId: string | null,
    statuses: Match['status'][] = ['challenged', 'active'],
  ): Promise<MatchRecord[]> {
    return this.db.match.findMany({
      where: { status: { in: statuses }, ...(guildId ? { guildId } : {}), seats: { some: { userId } } },
      include: { seats: { orderBy: { seat: 'asc' } } },
      orderBy: { updatedAt: 'desc' },
      take: 50,
    });
  }

  /** The latest public event texts, oldest first. */
  async recentEvents(matchId: string, limit: number): Promise<Text[]> {
    const rows = await this.db.matchAction.findMany({
      where: { matchId },
      orderBy: { seq: 'desc' },
      take: limit,
      select: { events: true },
    });
    return rows
      .reverse()
      .flatMap((r) => r.events as Text[])
      .slice(-limit);
  }

  async setMessageRefs(
    matchId: string,
    refs: { threadId?: string | null; messageId?: string | null; channelId?: string | null },
  ): Promise<void> {
    await this.db.match.update({ where: { id: matchId }, data: refs });
  }

  stateOf(m: MatchRecord): unknown {
    if (m.state === null || typeof m.state !== 'object') {
      log.error({ event: 'match.corrupt', matchId: m.id }, 'active match without a state');
      throw new MatchError('corrupt', t('error.corrupt'));
    }
    // An active match whose state an earlier content wrote (GameModule.contentVersion) cannot go on under this one.
    const engine = this.engine(m.game);
    const current = engine.contentVersion ?? '1';
    if (m.status === 'active' && m.contentVersion !== current) {
      log.error(
        { event: 'match.content_changed', matchId: m.id, recorded: m.contentVersion, current },
        'active match of an earlier content',
      );
      throw new MatchError('corrupt', t('error.contentChanged', { game: engine.name }));
    }
    return m.state;
  }

  seatSpecs(m: MatchRecord): SeatSpec[] {
    return m.seats.map((s) => ({ name: s.name, bot: s.isBot, ...(s.team !== null ? { team: s.team } : {}) }));
  }

  private async start(m: MatchRecord): Promise<{ match: MatchRecord; events: GameEvent[] }> {
    const engine = this.engine(m.game);
    // Each seat's unlocks go into the options the match starts with (and is stored with, for replays).
    const options = engine.withUnlocks
      ? parseOptions(
          engine,
          engine.withUnlocks(
            m.options,
            await unlocksBySeat(
              sqlOf(this.db),
              m.game,
              m.seats.map((s) => (s.isBot ? null : s.userId)),
            ),
          ),
        )
      : m.options;
    const initial = engine.setup(options, this.seatSpecs(m), m.seed);
    const bots = await this.runBots(engine, initial, m.seats, m, 0);
    const outcome = engine.outcome(bots.state);
    const started = await this.db.$transaction(async (tx) => {
      const done = await tx.match.updateMany({
        where: { id: m.id, status: 'challenged', version: m.version },
        data: {
          status: 'active',
          options: options as Prisma.InputJsonValue,
          state: bots.state as Prisma.InputJsonValue,
          startedAt: this.now(),
          version: bots.applied.length,
          ...(outcome ? finishedData(outcome, this.now()) : {}),
        },
      });
      if (done.count === 0) return false;
      await insertActions(tx, m.id, 0, bots.applied);
      await this.runHooks(tx, { kind: 'started', matchId: m.id, game: m.game, version: bots.applied.length, state: bots.state });
      if (outcome)
        await this.runHooks(tx, { kind: 'finished', matchId: m.id, game: m.game, version: bots.applied.length, state: bots.state });
      return true;
    });
    if (!started) throw stale();
    log.info({ event: 'match.started', matchId: m.id, game: m.game });
    return { match: await this.get(m.id), events: bots.applied.flatMap((a) => a.events) };
  }

  /**
   * Ends an active match outside its rules (a time-out, a moderator) inside
   * the caller's transaction, running the hooks; false when the match moved on.
   */
  async finishInTx(tx: Tx, m: MatchRecord, outcome: Outcome): Promise<boolean> {
    const done = await tx.match.updateMany({
      where: { id: m.id, version: m.version, status: 'active' },
      data: { ...finishedData(outcome, this.now()), version: { increment: 1 } },
    });
    if (done.count === 0) return false;
    await this.runHooks(tx, { kind: 'finished', matchId: m.id, game: m.game, version: m.version + 1, state: m.state });
    return true;
  }

  /**
   * Lets the bot decide for `seats` (handed over after a time-out) inside the
   * caller's transaction, as for automated seats; the moves are logged like
   * any other, so replays still match. Null when the match moved on.
   */
  async autoplayInTx(tx: Tx, m: MatchRecord, seats: Seat[]): Promise<AppliedMove[] | null> {
    const engine = this.engine(m.game);
    const auto = new Set(seats);
    const bots = await this.runBots(
      engine,
      this.stateOf(m),
      m.seats.map((s) => (auto.has(s.seat) ? { ...s, isBot: true } : s)),
      m,
      m.version,
    );
    if (bots.applied.length === 0) return [];
    const outcome = engine.outcome(bots.state);
    const done = await tx.match.updateMany({
      where: { id: m.id, version: m.version, status: 'active' },
      data: {
        state: bots.state as Prisma.InputJsonValue,
        version: { increment: bots.applied.length },
        ...(outcome ? finishedData(outcome, this.now()) : {}),
      },
    });
    if (done.count === 0) return null;
    await insertActions(tx, m.id, m.version, bots.applied);
    await this.runHooks(tx, {
      kind: outcome ? 'finished' : 'moved',
      matchId: m.id,
      game: m.game,
      version: m.version + bots.applied.length,
      state: bots.state,
    });
    return bots.applied;
  }

  /**
   * The moves of automated seats from `state`, which is the match's version
   * `version`: each at the match's level, seeded by the match and the version
   * it is made at (bots.ts).
   */
  private async runBots(engine: AnyGame, state: unknown, seats: MatchSeat[], m: { id: string; botLevel?: string | null }, version: number) {
    const botSeats = new Set(seats.filter((s) => s.isBot).map((s) => s.seat));
    const applied: AppliedMove[] = [];
    const level = botLevelOf(m);
    for (let i = 0; i < MAX_BOT_MOVES_PER_ACT && botSeats.size > 0 && !engine.outcome(state); i++) {
      const prompt = engine.prompts(state).find((p) => botSeats.has(p.seat));
      if (!prompt) break;
      const action = await this.bots.move(engine, state, prompt.seat, seats.length, level, moveSeed(m.id, version + i));
      const r = engine.apply(state, prompt.seat, action);
      state = r.state;
      applied.push({ seat: prompt.seat, action, events: r.events });
    }
    return { state, applied };
  }

  /** Writes the moves if the match is still at `m.version` (else the move is stale). */
  private async commit(m: MatchRecord, state: unknown, applied: AppliedMove[], outcome: Outcome | null): Promise<void> {
    const stopTimer = transactionSeconds.startTimer();
    const change = {
      kind: outcome ? ('finished' as const) : ('moved' as const),
      matchId: m.id,
      game: m.game,
      version: m.version + applied.length,
      state,
    };
    const finished = outcome && finishedData(outcome, this.now());
    const ok = this.needsPrisma(change.kind)
      ? await this.db.$transaction(async (tx) => {
          if (!(await writeMove(prismaSql(tx), m, state, applied, finished))) return false;
          await this.runHooks(tx, change);
          return true;
        })
      : await inPgTransaction(
          this.db,
          async (sql) => {
            if (!(await writeMove(sql, m, state, applied, finished))) return false;
            await this.runSqlHooks(sql, { ...change, at: this.now() });
            return true;
          },
          (written) => !written,
        );
    stopTimer();
    if (!ok) {
      transactionConflicts.inc();
      throw stale();
    }
    if (outcome) log.info({ event: 'match.finished', matchId: m.id, ranking: outcome.ranking });
  }

  private async setStatus(
    m: MatchRecord,
    status: 'declined' | 'abandoned' | 'cancelled',
    where: { version: number },
  ): Promise<MatchRecord> {
    const ok = await this.db.$transaction(async (tx) => {
      const done = await tx.match.updateMany({
        where: { id: m.id, status: m.status, version: where.version },
        data: { status, version: { increment: 1 }, finishedAt: this.now() },
      });
      if (done.count === 0) return false;
      await this.runHooks(tx, { kind: status, matchId: m.id, game: m.game, version: where.version + 1, state: m.state });
      return true;
    });
    if (!ok) throw stale();
    log.info({ event: `match.${status}`, matchId: m.id });
    return this.get(m.id);
  }

  private async upsertUser(u: UserRef): Promise<void> {
    await this.db.user.upsert({
      where: { id: u.id },
      create: { id: u.id, username: u.username, locale: u.locale ?? null },
      update: { username: u.username, ...(u.locale ? { locale: u.locale } : {}) },
    });
  }
}

interface SeatRow {
  seat: number;
  userId: string | null;
  name: string;
  isBot: boolean;
  accepted: boolean;
  team?: number | null;
}

/** The challenger, then each named opponent or a bot in an empty place (while bots remain), then the other bots. */
function seatPlaces(challenger: UserRef, opponents: (UserRef | null)[], bots: number): (UserRef | 'bot')[] {
  let left = bots;
  const places: (UserRef | 'bot')[] = [challenger];
  for (const o of opponents) {
    if (o) places.push(o);
    else if (left > 0) {
      places.push('bot');
      left--;
    }
  }
  for (; left > 0; left--) places.push('bot');
  return places;
}

/** Each seat's team under the game's teams for this many seats (null: every seat for itself). */
function teamsOf(engine: AnyGame, options: unknown, seatCount: number): (seat: number) => number | null {
  const teams = engine.teams?.(options, seatCount) ?? null;
  return (seat) => {
    const team = teams?.findIndex((group) => group.includes(seat)) ?? -1;
    return team >= 0 ? team : null;
  };
}

function botSeats(from: number, count: number): SeatRow[] {
  return Array.from({ length: count }, (_, k) => ({ seat: from + k, userId: null, name: `Bot ${k + 1}`, isBot: true, accepted: true }));
}

/** The automated seats asked for: a whole number the game's table can hold (the command's limits are not trusted). */
function botCount(engine: AnyGame, bots: number | undefined): number {
  const parsed = z
    .number()
    .int()
    .min(0)
    .max(engine.seats.max)
    .safeParse(bots ?? 0);
  if (!parsed.success) throw new MatchError('bad_seats', t('error.badBots', { max: engine.seats.max }));
  return parsed.data;
}

/**
 * A match is only created if it can start: the engine sets it up once with
 * the seats and options (a throwaway seed), so a challenge never waits for an
 * accept that would crash.
 */
function assertCanStart(engine: AnyGame, options: unknown, seats: SeatRow[]): void {
  const specs = seats.map((s) => ({ name: s.name, bot: s.isBot, ...(s.team !== undefined && s.team !== null ? { team: s.team } : {}) }));
  try {
    engine.setup(options, specs, 'setup-check');
  } catch (e) {
    if (e instanceof RuleError) throw new MatchError('bad_options', e.reason);
    log.warn({ event: 'match.cannot_start', game: engine.id, seats: seats.length, err: String(e) });
    throw new MatchError('bad_options', t('error.cannotStart', { game: engine.name }));
  }
}

function parseOptions(engine: AnyGame, raw: unknown): unknown {
  const parsed = engine.options.safeParse(raw ?? {});
  if (!parsed.success)
    throw new MatchError('bad_options', t('error.badOptions', { details: parsed.error.issues.map((i) => i.message).join('; ') }));
  return parsed.data;
}

/**
 * The versioned update and the action rows in one statement (one Prisma
 * query instead of two: each costs about a millisecond of CPU); false when
 * the match is no longer at `m.version`.
 */
async function writeMove(
  sql: Sql,
  m: MatchRecord,
  state: unknown,
  applied: AppliedMove[],
  finished: ReturnType<typeof finishedData> | null,
): Promise<boolean> {
  if (applied.length === 0) throw new Error('a move writes at least one action row');
  const inserted = await sql.run(
    `WITH moved AS (
      UPDATE matches SET state = $1::jsonb, version = version + $2, updated_at = now(),
        status = $3::match_status, outcome = $4::jsonb, finished_at = $5::timestamptz
      WHERE id = $6::uuid AND version = $7 AND status = 'active'
      RETURNING id
    )
    INSERT INTO match_actions (match_id, seq, seat, action, events, pictures)
    SELECT moved.id, a.seq, a.seat, a.action, a.events, a.pictures
    FROM moved CROSS JOIN jsonb_to_recordset($8::jsonb) AS a(seq int, seat int, action jsonb, events jsonb, pictures jsonb)`,
    [
      JSON.stringify(state),
      applied.length,
      finished ? 'finished' : 'active',
      finished ? JSON.stringify(finished.outcome) : null,
      finished ? finished.finishedAt.toISOString() : null,
      m.id,
      m.version,
      JSON.stringify(actionRows(m.version, applied)),
    ],
  );
  return inserted === applied.length;
}

/** The action rows of moves applied after `fromVersion`. */
function actionRows(fromVersion: number, applied: AppliedMove[]) {
  return applied.map((a, i) => {
    // Only public events are kept: private ones may name hidden cards.
    const shown = a.events.filter((e) => !e.visibleTo);
    return {
      seq: fromVersion + i + 1,
      seat: a.seat,
      action: a.action as Prisma.InputJsonValue,
      events: shown.map((e) => e.text) as Prisma.InputJsonValue,
      // Their pictures, for the thread (the publication outbox posts from these rows); null when none has one.
      pictures: shown.some((e) => e.picture) ? (shown.map((e) => e.picture ?? null) as Prisma.InputJsonValue) : null,
    };
  });
}

function finishedData(outcome: Outcome, at: Date) {
  return { status: 'finished' as const, outcome: outcome as unknown as Prisma.InputJsonValue, finishedAt: at };
}

async function insertActions(tx: Tx, matchId: string, fromVersion: number, applied: AppliedMove[]): Promise<void> {
  if (applied.length === 0) return;
  await tx.matchAction.createMany({
    data: actionRows(fromVersion, applied).map((row) => ({ matchId, ...row, pictures: row.pictures ?? Prisma.DbNull })),
  });
}

function applyOrRefuse(engine: AnyGame, state: unknown, seat: Seat, action: Action) {
  try {
    return engine.apply(state, seat, action);
  } catch (e) {
    if (e instanceof RuleError) throw new MatchError('illegal', e.reason);
    throw e;
  }
}

/** Whether a game's options allow this many seats (games may allow fewer counts than min..max). */
function seatCountAllowed(engine: AnyGame, options: unknown, count: number): boolean {
  return engine.seatCounts?.(options).includes(count) ?? true;
}

function seatCountError(engine: AnyGame, options: unknown): MatchError {
  const counts = engine.seatCounts?.(options);
  if (counts) return new MatchError('bad_seats', t('error.seatCounts', { game: engine.name, counts: counts.join(' / ') }));
  return new MatchError('bad_seats', t('error.seatCount', { game: engine.name, min: engine.seats.min, max: engine.seats.max }));
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);

const unknownMatch = () => new MatchError('unknown_match', t('error.unknownMatch'));
const notAPlayer = () => new MatchError('not_a_player', t('error.notAPlayer'));
const stale = () => new MatchError('stale', t('error.stale'));
const badStatus = (m: Match) => new MatchError('bad_status', t(`error.status.${m.status}`));
