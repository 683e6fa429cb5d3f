/**
 * Ratings in the database: one row per (server, game, mode, season, player),
 * updated inside the transaction that finishes a rated match, with every
 * change stored next to the match that caused it. Voiding a match rebuilds
 * the server's whole history with the pure core (ratings/recompute.ts), so
 * the result is exactly what it would be had the match never been played.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Outcome } from '../../core/game.js';
import { Prisma, type Db } from '../db/client.js';
import type { MatchChange, Tx } from '../matches/service.js';
import {
  decayedSkill,
  displayRating,
  leaderboard as rankRows,
  rateMatch,
  recompute,
  resetRating,
  type PlayerRating,
  type RatedMatch,
  type RatingChange,
  type RatingEvent,
  type ResetKind,
} from './index.js';
import { log } from '../../logger.js';
import { afterCommit } from '../matches/after-commit.js';
import { ratedShape } from './rated-result.js';
import { competitionSettingsOf, ratingConfigOf, type CompetitionSettings } from './settings.js';

export const TREND_DAYS = 7;
const DAY_MS = 86_400_000;

export interface RatingsUpdate {
  guildId: string;
  matchId: string;
  game: string;
  mode: string;
  changes: RatingChange[];
}

export interface LeaderboardQuery {
  guildId: string;
  game: string;
  mode?: string | null;
  season?: number | null;
  page?: number;
  pageSize?: number;
}

export interface LeaderboardEntry {
  rank: number;
  userId: string;
  name: string;
  rating: number;
  games: number;
  winRate: number;
  /** Displayed-rating change over the last TREND_DAYS days. */
  trend: number;
}

export interface LeaderboardPage {
  game: string;
  mode: string;
  season: number;
  currentSeason: number;
  minGames: number;
  page: number;
  pages: number;
  total: number;
  rows: LeaderboardEntry[];
}

export type ResultKind = 'win' | 'draw' | 'loss';

export interface ProfileResult {
  matchId: string;
  game: string;
  at: Date;
  result: ResultKind;
  place: number;
  players: number;
  rated: boolean;
  delta: number | null;
}

export interface Profile {
  userId: string;
  season: number;
  ratings: { game: string; mode: string; rating: number; games: number; wins: number; draws: number; losses: number }[];
  recent: ProfileResult[];
  streak: { kind: ResultKind; count: number } | null;
  headToHead: { opponentId: string; wins: number; draws: number; losses: number } | null;
}

type Listener = (update: RatingsUpdate) => Promise<void> | void;

/** Serialises rating writes per server: concurrent finishes never lose an update. */
async function lockGuild(tx: Tx, guildId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`ratings:${guildId}`}))`;
}

/**
 * The first instant after the server's last rated result or season start.
 * Taken under the server's lock, it makes the stored times follow the order
 * in which ratings were really updated, so a recompute replays them in
 * exactly that order even when matches finished at the same moment.
 */
async function nextInstant(tx: Tx, guildId: string): Promise<number> {
  const [played, season] = await Promise.all([
    tx.matchCompetition.aggregate({ where: { guildId, playedAt: { not: null } }, _max: { playedAt: true } }),
    tx.ratingSeason.aggregate({ where: { guildId }, _max: { startedAt: true } }),
  ]);
  return Math.max(played._max.playedAt?.getTime() ?? 0, season._max.startedAt?.getTime() ?? 0) + 1;
}

const toRating = (r: {
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  lastPlayedAt: Date | null;
}): PlayerRating => ({
  mu: r.mu,
  sigma: r.sigma,
  games: r.games,
  wins: r.wins,
  draws: r.draws,
  losses: r.losses,
  lastPlayedAt: r.lastPlayedAt?.getTime() ?? null,
});

export type UnratedReason = 'no-moves';

/** Whether each of the match's seats has at least one move in its log. */
async function everySeatMoved(tx: Tx, matchId: string, seats: number): Promise<boolean> {
  const moved = await tx.matchAction.findMany({ where: { matchId }, distinct: ['seat'], select: { seat: true } });
  return moved.length >= seats;
}

export function resultOf(place: number, places: readonly number[]): ResultKind {
  if (place !== Math.min(...places)) return 'loss';
  return places.filter((p) => p === place).length > 1 ? 'draw' : 'win';
}

/** Rated or not, as asked at /challenge: read by the 'challenged' hook in the transaction that creates the match. */
const requestedRated = new AsyncLocalStorage<boolean>();

export class RatingService {
  private readonly listeners: Listener[] = [];

  /** Runs `fn` (which creates a match) so the match is recorded rated or not; without it, matches are rated. */
  static withRated<T>(rated: boolean, fn: () => Promise<T>): Promise<T> {
    return requestedRated.run(rated, fn);
  }

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    /** Whether a game's options make a rated mode (`GameModule.rated`); by default every mode is. */
    private readonly ratedMode: (game: string, options: unknown) => boolean = () => true,
  ) {}

  /** Called after a rated result commits (rank roles, logs). */
  onUpdate(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** The changes `hook` has work for. */
  static readonly hookKinds = ['challenged', 'finished'] as const;

  /** The MatchService transaction hook: rates a finished rated match with the result. */
  readonly hook = async (tx: Tx, change: MatchChange): Promise<void> => {
    if (change.kind === 'challenged') {
      const m = await tx.match.findUnique({ where: { id: change.matchId }, select: { guildId: true, options: true } });
      // An unrated mode (a solo or co-op scenario) is never rated, whatever the challenger asked.
      const rated = (requestedRated.getStore() ?? true) && this.ratedMode(change.game, m?.options ?? null);
      await tx.matchCompetition.create({ data: { matchId: change.matchId, guildId: m?.guildId ?? null, rated } });
      return;
    }
    if (change.kind !== 'finished') return;
    const update = await this.recordFinish(tx, change.matchId);
    if (update && this.listeners.length)
      afterCommit(this.db, change.matchId, change.version, async () => {
        for (const l of this.listeners) await l(update);
      });
  };

  async settings(guildId: string, tx: Tx | Db = this.db): Promise<CompetitionSettings> {
    const g = await tx.guild.findUnique({ where: { id: guildId }, select: { settings: true } });
    return competitionSettingsOf(g?.settings);
  }

  async updateSettings(guildId: string, patch: Partial<CompetitionSettings>): Promise<CompetitionSettings> {
    return this.db.$transaction(async (tx) => {
      const g = await tx.guild.upsert({ where: { id: guildId }, create: { id: guildId }, update: {} });
      const all = (g.settings && typeof g.settings === 'object' ? g.settings : {}) as Record<string, unknown>;
      const next = { ...competitionSettingsOf(all), ...patch };
      await tx.guild.update({ where: { id: guildId }, data: { settings: { ...all, competition: next } as Prisma.InputJsonValue } });
      return next;
    });
  }

  /** Whether a match counts for ratings, as recorded (null: nothing recorded, e.g. created before ratings were attached). */
  async isRated(matchId: string): Promise<boolean | null> {
    const comp = await this.db.matchCompetition.findUnique({ where: { matchId }, select: { rated: true, voidedAt: true } });
    return comp ? comp.rated && !comp.voidedAt : null;
  }

  /** The displayed ratings a finished match moved, by user (empty when it was not rated). */
  async changesOf(matchId: string): Promise<{ userId: string; before: number; after: number }[]> {
    const rows = await this.db.ratingChange.findMany({
      where: { matchId },
      select: { userId: true, displayBefore: true, displayAfter: true },
    });
    return rows.map((r) => ({ userId: r.userId, before: r.displayBefore, after: r.displayAfter }));
  }

  /** Marks a match rated or unrated after the fact (a tournament's matches follow the tournament). */
  async setRated(matchId: string, guildId: string | null, rated: boolean, tx: Tx | Db = this.db): Promise<void> {
    await tx.matchCompetition.upsert({ where: { matchId }, create: { matchId, guildId, rated }, update: { rated } });
  }

  async currentSeason(guildId: string, tx: Tx | Db = this.db): Promise<number> {
    const last = await tx.ratingSeason.findFirst({ where: { guildId }, orderBy: { number: 'desc' } });
    if (last) return last.number;
    await tx.ratingSeason.createMany({ data: [{ guildId, number: 1, reset: 'initial', startedAt: new Date(0) }], skipDuplicates: true });
    return 1;
  }

  /** Rates the match if it is rated, has no bot seat and is not voided; null otherwise. */
  async recordFinish(tx: Tx, matchId: string): Promise<RatingsUpdate | null> {
    const comp = await tx.matchCompetition.findUnique({ where: { matchId } });
    if (!comp?.rated || comp.voidedAt) return null;
    const m = await tx.match.findUnique({ where: { id: matchId }, include: { seats: { orderBy: { seat: 'asc' } } } });
    if (!m?.guildId || m.status !== 'finished') return null;
    const shape = ratedShape(m.seats, m.outcome as Outcome | null);
    if (!shape) return null;
    if (!(await everySeatMoved(tx, matchId, m.seats.length))) {
      // As on Lichess: a match given up or timed out before every seat played is no game; it is not rated.
      await tx.matchCompetition.update({ where: { matchId }, data: { unratedReason: 'no-moves' } });
      log.info({ event: 'ratings.not_rated', matchId, reason: 'no-moves' });
      return null;
    }
    const guildId = m.guildId;
    await lockGuild(tx, guildId);
    const season = await this.currentSeason(guildId, tx);
    const config = ratingConfigOf(await this.settings(guildId, tx));
    const players = shape.teams.flat();
    const rows = await tx.rating.findMany({ where: { guildId, game: m.game, mode: shape.mode, season, userId: { in: players } } });
    const current = new Map(rows.map((r) => [r.userId, toRating(r)]));
    const playedAt = Math.max((m.finishedAt ?? this.now()).getTime(), await nextInstant(tx, guildId));
    const rated: RatedMatch = {
      id: m.id,
      scope: { guildId, gameId: m.game, mode: shape.mode },
      playedAt,
      teams: shape.teams,
      ranks: shape.ranks,
    };
    const { updated, changes } = rateMatch(rated, (id) => current.get(id), config);
    for (const [userId, r] of updated) {
      const data = {
        mu: r.mu,
        sigma: r.sigma,
        games: r.games,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
        lastPlayedAt: new Date(playedAt),
      };
      await tx.rating.upsert({
        where: { guildId_game_mode_season_userId: { guildId, game: m.game, mode: shape.mode, season, userId } },
        create: { guildId, game: m.game, mode: shape.mode, season, userId, ...data },
        update: data,
      });
    }
    await tx.ratingChange.createMany({ data: changes.map((c) => changeRow(c, guildId, m.game, shape.mode, season, new Date(playedAt))) });
    await tx.matchCompetition.update({
      where: { matchId },
      data: { guildId, mode: shape.mode, teams: shape.teams, ranks: shape.ranks, playedAt: new Date(playedAt) },
    });
    return { guildId, matchId, game: m.game, mode: shape.mode, changes };
  }

  /** Why a finished match that asked to be rated was not ("no-moves"); null when it was rated or never asked to be. */
  async unratedReason(matchId: string): Promise<UnratedReason | null> {
    const comp = await this.db.matchCompetition.findUnique({ where: { matchId }, select: { rated: true, unratedReason: true } });
    return comp?.rated && comp.unratedReason === 'no-moves' ? 'no-moves' : null;
  }

  /**
   * A moderator voids a finished match: it stops counting, and every rating
   * of the server is rebuilt from its history in order. Returns the changes
   * the void altered (for the log).
   */
  async voidMatch(matchId: string, by: string, reason: string): Promise<{ guildId: string | null; changed: number }> {
    return this.db.$transaction(
      async (tx) => {
        const m = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: { guildId: true } });
        const previous = await tx.matchCompetition.findUnique({ where: { matchId } });
        await tx.matchCompetition.upsert({
          where: { matchId },
          create: { matchId, guildId: m.guildId, rated: false, voidedAt: this.now(), voidedById: by, voidReason: reason },
          update: { voidedAt: this.now(), voidedById: by, voidReason: reason },
        });
        // Never rated, or already voided: no rating depends on it.
        if (!m.guildId || !previous?.rated || !previous.playedAt || previous.voidedAt) return { guildId: m.guildId, changed: 0 };
        const changed = await this.recomputeGuild(tx, m.guildId, previous.playedAt);
        return { guildId: m.guildId, changed };
      },
      { timeout: 600_000, maxWait: 30_000 },
    );
  }

  /**
   * Rebuilds every rating, change and archived season of a server from its
   * rated, non-voided matches. Changes before `from` cannot differ (same
   * events, same order), so only those at or after it are rewritten.
   * Returns how many stored changes differ (added, removed or altered).
   */
  async recomputeGuild(tx: Tx, guildId: string, from: Date = new Date(0)): Promise<number> {
    const t0 = performance.now();
    await lockGuild(tx, guildId);
    const config = ratingConfigOf(await this.settings(guildId, tx));
    const seasons = await tx.ratingSeason.findMany({ where: { guildId, number: { gt: 1 } }, orderBy: { number: 'asc' } });
    const played = await tx.$queryRaw<
      { matchId: string; mode: string; teams: string[][]; ranks: number[]; playedAt: Date; game: string }[]
    >`
      SELECT mc.match_id::text AS "matchId", mc.mode, mc.teams, mc.ranks, mc.played_at AS "playedAt", m.game
      FROM match_competition mc JOIN matches m ON m.id = mc.match_id
      WHERE mc.guild_id = ${guildId} AND mc.rated AND mc.voided_at IS NULL AND mc.played_at IS NOT NULL AND mc.mode IS NOT NULL
      ORDER BY mc.played_at, mc.match_id`;
    const t1 = performance.now();
    const book = recompute(mergeHistory(guildId, played, seasons), [], config);
    const t2 = performance.now();
    const playedAt = new Map(played.map((p) => [p.matchId, p.playedAt]));
    const changeRows = book.changes
      .filter((c) => playedAt.get(c.matchId)! >= from)
      .map((c) => {
        const [, game, mode] = c.scopeKey.split(':') as [string, string, string];
        return changeRow(c, guildId, game, mode, 1 + (book.resetsBefore.get(c.matchId) ?? 0), playedAt.get(c.matchId)!);
      });
    const ratingRows: RatingRow[] = [];
    const push = (scope: string, season: number, ratings: Map<string, PlayerRating>) => {
      const [, game, mode] = scope.split(':') as [string, string, string];
      for (const [userId, r] of ratings)
        ratingRows.push({
          guildId,
          game,
          mode,
          season,
          userId,
          mu: r.mu,
          sigma: r.sigma,
          games: r.games,
          wins: r.wins,
          draws: r.draws,
          losses: r.losses,
          lastPlayedAt: r.lastPlayedAt === null ? null : new Date(r.lastPlayedAt),
        });
    };
    const seasonOfReset = new Map(seasons.map((s) => [`season-${s.number}`, s.number]));
    for (const archive of book.archives) push(archive.scopeKey, seasonOfReset.get(archive.resetId)! - 1, archive.ratings);
    for (const [scope, ratings] of book.scopes) push(scope, 1 + seasons.length, ratings);

    const before = await tx.$queryRaw<{ key: string; muAfter: number; sigmaAfter: number }[]>`
      SELECT match_id::text || '/' || user_id AS key, mu_after AS "muAfter", sigma_after AS "sigmaAfter"
      FROM rating_changes WHERE guild_id = ${guildId} AND played_at >= ${from}`;
    await tx.$executeRaw`DELETE FROM rating_changes WHERE guild_id = ${guildId} AND played_at >= ${from}`;
    await tx.$executeRaw`DELETE FROM ratings WHERE guild_id = ${guildId}`;
    await insertChanges(tx, changeRows);
    await insertRatings(tx, ratingRows);
    const t3 = performance.now();
    log.info({
      event: 'ratings.recompute',
      guildId,
      matches: played.length,
      rewritten: changeRows.length,
      readMs: Math.round(t1 - t0),
      computeMs: Math.round(t2 - t1),
      writeMs: Math.round(t3 - t2),
    });

    const old = new Map(before.map((c) => [c.key, c]));
    const kept = new Set(changeRows.map((c) => `${c.matchId}/${c.userId}`));
    const altered = changeRows.filter((c) => {
      const prev = old.get(`${c.matchId}/${c.userId}`);
      return !prev || prev.muAfter !== c.muAfter || prev.sigmaAfter !== c.sigmaAfter;
    }).length;
    return altered + [...old.keys()].filter((k) => !kept.has(k)).length;
  }

  /** An admin starts a new season: the current one is kept (browsable) and every rating resets softly or fully. */
  async startSeason(guildId: string, reset: ResetKind, by: string): Promise<number> {
    return this.db.$transaction(async (tx) => {
      await tx.guild.upsert({ where: { id: guildId }, create: { id: guildId }, update: {} });
      await lockGuild(tx, guildId);
      const config = ratingConfigOf(await this.settings(guildId, tx));
      const current = await this.currentSeason(guildId, tx);
      const next = current + 1;
      const startedAt = new Date(Math.max(this.now().getTime(), await nextInstant(tx, guildId)));
      await tx.ratingSeason.create({ data: { guildId, number: next, reset, startedAt, startedById: by } });
      const rows = await tx.rating.findMany({ where: { guildId, season: current } });
      await tx.rating.createMany({
        data: rows.map((r) => {
          const fresh = resetRating(toRating(r), reset, config);
          return {
            guildId,
            game: r.game,
            mode: r.mode,
            season: next,
            userId: r.userId,
            mu: fresh.mu,
            sigma: fresh.sigma,
            games: fresh.games,
            wins: fresh.wins,
            draws: fresh.draws,
            losses: fresh.losses,
            lastPlayedAt: fresh.lastPlayedAt === null ? null : new Date(fresh.lastPlayedAt),
          };
        }),
      });
      return next;
    });
  }

  /** The server's latest finished matches (for a moderator choosing one to void). */
  async recentFinished(guildId: string, take = 25): Promise<{ id: string; game: string; players: string[]; voided: boolean }[]> {
    const rows = await this.db.match.findMany({
      where: { guildId, status: 'finished' },
      orderBy: { finishedAt: 'desc' },
      take,
      include: { seats: { orderBy: { seat: 'asc' } }, competition: { select: { voidedAt: true } } },
    });
    return rows.map((m) => ({ id: m.id, game: m.game, players: m.seats.map((s) => s.name), voided: Boolean(m.competition?.voidedAt) }));
  }

  async seasons(guildId: string): Promise<number[]> {
    const rows = await this.db.ratingSeason.findMany({ where: { guildId }, orderBy: { number: 'asc' }, select: { number: true } });
    return rows.length ? rows.map((r) => r.number) : [1];
  }

  /** Modes played for a game on this server, most-played first. */
  async modes(guildId: string, game: string): Promise<string[]> {
    const rows = await this.db.rating.groupBy({ by: ['mode'], where: { guildId, game }, _count: { _all: true } });
    return rows.sort((a, b) => b._count._all - a._count._all).map((r) => r.mode);
  }

  async leaderboard(q: LeaderboardQuery): Promise<LeaderboardPage> {
    const settings = await this.settings(q.guildId);
    const config = ratingConfigOf(settings);
    const currentSeason = await this.currentSeason(q.guildId);
    const season = q.season ?? currentSeason;
    const mode = q.mode ?? (await this.modes(q.guildId, q.game))[0] ?? '1v1';
    const rows = await this.db.rating.findMany({ where: { guildId: q.guildId, game: q.game, mode, season } });
    // Decay applies to the live season only; archived seasons are frozen.
    const now = season === currentSeason ? this.now().getTime() : 0;
    const ranked = rankRows(
      new Map(rows.map((r) => [r.userId, toRating(r)])),
      now,
      settings.minGames,
      season === currentSeason ? config : { ...config, decay: null },
    );
    const pageSize = q.pageSize ?? 10;
    const pages = Math.max(1, Math.ceil(ranked.length / pageSize));
    const page = Math.min(Math.max(0, q.page ?? 0), pages - 1);
    const slice = ranked.slice(page * pageSize, (page + 1) * pageSize);
    const ids = slice.map((r) => r.playerId);
    const since = new Date(this.now().getTime() - TREND_DAYS * DAY_MS);
    const [users, recent] = await Promise.all([
      this.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } }),
      this.db.ratingChange.findMany({
        where: { guildId: q.guildId, game: q.game, mode, season, userId: { in: ids }, playedAt: { gte: since } },
        select: { userId: true, displayBefore: true, displayAfter: true },
      }),
    ]);
    const names = new Map(users.map((u) => [u.id, u.username]));
    const trend = new Map<string, number>();
    for (const c of recent) trend.set(c.userId, (trend.get(c.userId) ?? 0) + c.displayAfter - c.displayBefore);
    return {
      game: q.game,
      mode,
      season,
      currentSeason,
      minGames: settings.minGames,
      page,
      pages,
      total: ranked.length,
      rows: slice.map((r) => ({
        rank: r.rank,
        userId: r.playerId,
        name: names.get(r.playerId) ?? r.playerId,
        rating: r.rating,
        games: r.games,
        winRate: r.winRate,
        trend: trend.get(r.playerId) ?? 0,
      })),
    };
  }

  /** The user's best displayed rating this season across games and modes (rank roles). */
  async bestRating(guildId: string, userId: string): Promise<number | null> {
    const season = await this.currentSeason(guildId);
    const config = ratingConfigOf(await this.settings(guildId));
    const rows = await this.db.rating.findMany({ where: { guildId, season, userId, games: { gt: 0 } } });
    if (rows.length === 0) return null;
    return Math.max(...rows.map((r) => displayRating(decayedSkill(toRating(r), this.now().getTime(), config), config)));
  }

  async profile(guildId: string, userId: string, vsUserId: string | null = null, recentCount = 10): Promise<Profile> {
    const season = await this.currentSeason(guildId);
    const config = ratingConfigOf(await this.settings(guildId));
    const ratings = await this.db.rating.findMany({
      where: { guildId, season, userId, games: { gt: 0 } },
      orderBy: [{ game: 'asc' }, { mode: 'asc' }],
    });
    const finished = await this.db.match.findMany({
      where: { guildId, status: 'finished', seats: { some: { userId } } },
      orderBy: { finishedAt: 'desc' },
      take: 200,
      include: { seats: true, competition: true, ratingChanges: { where: { userId } } },
    });
    const results: ProfileResult[] = [];
    const h2h: Profile['headToHead'] = vsUserId ? { opponentId: vsUserId, wins: 0, draws: 0, losses: 0 } : null;
    for (const m of finished) {
      if (m.competition?.voidedAt) continue;
      const outcome = m.outcome as Outcome | null;
      if (!outcome) continue;
      const placeOf = new Map<number, number>();
      outcome.ranking.forEach((g, i) => g.forEach((s) => placeOf.set(s, i + 1)));
      const mine = m.seats.find((s) => s.userId === userId);
      if (!mine) continue;
      const place = placeOf.get(mine.seat) ?? m.seats.length;
      const change = m.ratingChanges[0];
      results.push({
        matchId: m.id,
        game: m.game,
        at: m.finishedAt ?? m.updatedAt,
        result: resultOf(place, [...placeOf.values()]),
        place,
        players: m.seats.length,
        rated: Boolean(change),
        delta: change ? change.displayAfter - change.displayBefore : null,
      });
      const theirs = vsUserId ? m.seats.find((s) => s.userId === vsUserId) : undefined;
      if (h2h && theirs) {
        const other = placeOf.get(theirs.seat) ?? m.seats.length;
        if (place < other) h2h.wins++;
        else if (place > other) h2h.losses++;
        else h2h.draws++;
      }
    }
    let streak: Profile['streak'] = null;
    for (const r of results) {
      if (!streak) streak = { kind: r.result, count: 1 };
      else if (r.result === streak.kind) streak.count++;
      else break;
    }
    return {
      userId,
      season,
      ratings: ratings.map((r) => ({
        game: r.game,
        mode: r.mode,
        rating: displayRating(decayedSkill(toRating(r), this.now().getTime(), config), config),
        games: r.games,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
      })),
      recent: results.slice(0, recentCount),
      streak,
      headToHead: h2h,
    };
  }
}

type ChangeRow = ReturnType<typeof changeRow>;
type RatingRow = {
  guildId: string;
  game: string;
  mode: string;
  season: number;
  userId: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  lastPlayedAt: Date | null;
};

const BULK = 20_000;

/** Bulk insert through unnest: one statement per 20,000 rows (createMany is far slower at 100k+ rows). */
async function insertChanges(tx: Tx, rows: ChangeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BULK) {
    const chunk = rows.slice(i, i + BULK);
    const col = <K extends keyof ChangeRow>(k: K) => chunk.map((r) => r[k]);
    await tx.$executeRawUnsafe(
      `INSERT INTO rating_changes (match_id, user_id, guild_id, game, mode, season, outcome, mu_before, sigma_before, mu_after, sigma_after, display_before, display_after, played_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::float8[], $9::float8[], $10::float8[], $11::float8[], $12::int[], $13::int[], $14::timestamptz[])`,
      col('matchId'),
      col('userId'),
      col('guildId'),
      col('game'),
      col('mode'),
      col('season'),
      col('outcome'),
      col('muBefore'),
      col('sigmaBefore'),
      col('muAfter'),
      col('sigmaAfter'),
      col('displayBefore'),
      col('displayAfter'),
      chunk.map((r) => r.playedAt.toISOString()),
    );
  }
}

async function insertRatings(tx: Tx, rows: RatingRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BULK) {
    const chunk = rows.slice(i, i + BULK);
    const col = <K extends keyof RatingRow>(k: K) => chunk.map((r) => r[k]);
    await tx.$executeRawUnsafe(
      `INSERT INTO ratings (guild_id, game, mode, season, user_id, mu, sigma, games, wins, draws, losses, last_played_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::float8[], $7::float8[], $8::int[], $9::int[], $10::int[], $11::int[], $12::timestamptz[])`,
      col('guildId'),
      col('game'),
      col('mode'),
      col('season'),
      col('userId'),
      col('mu'),
      col('sigma'),
      col('games'),
      col('wins'),
      col('draws'),
      col('losses'),
      chunk.map((r) => r.lastPlayedAt?.toISOString() ?? null),
    );
  }
}

function changeRow(c: RatingChange, guildId: string, game: string, mode: string, season: number, playedAt: Date) {
  return {
    matchId: c.matchId,
    userId: c.playerId,
    guildId,
    game,
    mode,
    season,
    outcome: c.outcome,
    muBefore: c.before.mu,
    sigmaBefore: c.before.sigma,
    muAfter: c.after.mu,
    sigmaAfter: c.after.sigma,
    displayBefore: c.displayBefore,
    displayAfter: c.displayAfter,
    playedAt,
  };
}

/** Rated matches and season resets in the order they happened (a reset before a match of the same instant). */
function mergeHistory(
  guildId: string,
  played: { matchId: string; mode: string; teams: string[][]; ranks: number[]; playedAt: Date; game: string }[],
  seasons: { number: number; reset: string; startedAt: Date }[],
): RatingEvent[] {
  const events: { at: number; order: number; event: RatingEvent }[] = [];
  for (const s of seasons)
    events.push({
      at: s.startedAt.getTime(),
      order: 0,
      event: { kind: 'season-reset', id: `season-${s.number}`, guildId, reset: s.reset === 'full' ? 'full' : 'soft' },
    });
  for (const p of played) {
    events.push({
      at: p.playedAt.getTime(),
      order: 1,
      event: {
        id: p.matchId,
        scope: { guildId, gameId: p.game, mode: p.mode },
        playedAt: p.playedAt.getTime(),
        teams: p.teams,
        ranks: p.ranks,
      },
    });
  }
  // Stable: same-instant matches keep the (playedAt, matchId) order of the query.
  return events.sort((a, b) => a.at - b.at || a.order - b.order).map((e) => e.event);
}
