import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { GameRegistry } from '../../src/games/registry.js';
import { MatchService, type UserRef } from '../../src/platform/matches/service.js';
import { RatingService } from '../../src/platform/ratings/service.js';
import { DEFAULT_RATING_CONFIG } from '../../src/platform/ratings/index.js';
import { finishWith, verdictGame } from '../competition/verdict-game.js';
import { fixtureGame } from '../support/fixture-game.js';

let db: TestDatabase;
let matches: MatchService;
let ratings: RatingService;
let clock = Date.UTC(2026, 0, 1);
const now = () => new Date(clock);

const users: UserRef[] = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'].map((name, i) => ({ id: `10000000000000000${i}`, username: name }));
const [ana, ben, cy, dee] = users as [UserRef, UserRef, UserRef, UserRef];

beforeAll(async () => {
  db = await createTestDatabase();
  matches = new MatchService(db.prisma, new GameRegistry([verdictGame, fixtureGame]), now);
  ratings = new RatingService(db.prisma, now);
  matches.addTransactionHook(ratings.hook, RatingService.hookKinds);
});
afterAll(() => db.close());

/** Challenges, accepts and finishes a Verdict match; returns its id. */
async function play(guildId: string, players: UserRef[], places: number[], rated = true, bots = 0): Promise<string> {
  clock += 60_000;
  const m = await matches.challenge({
    game: 'verdict',
    guildId,
    channelId: 'c',
    challenger: players[0]!,
    opponents: players.slice(1),
    bots,
  });
  await ratings.setRated(m.id, guildId, rated);
  for (const p of players.slice(1)) await matches.accept(m.id, p);
  await finishWith(matches, m.id, places);
  expect((await matches.get(m.id)).status).toBe('finished');
  return m.id;
}

const ratingOf = (guildId: string, userId: string, mode = '1v1', season = 1) =>
  db.prisma.rating.findUnique({ where: { guildId_game_mode_season_userId: { guildId, game: 'verdict', mode, season, userId } } });

describe('ratings through the match service', () => {
  it('a rated win moves the winner up and the loser down, and stores both changes with the match', async () => {
    const id = await play('g1', [ana, ben], [1, 2]);
    const a = (await ratingOf('g1', ana.id))!;
    const b = (await ratingOf('g1', ben.id))!;
    expect(a.mu).toBeGreaterThan(DEFAULT_RATING_CONFIG.mu);
    expect(b.mu).toBeLessThan(DEFAULT_RATING_CONFIG.mu);
    expect(a.sigma).toBeLessThan(DEFAULT_RATING_CONFIG.sigma);
    expect([a.wins, a.losses, b.wins, b.losses]).toEqual([1, 0, 0, 1]);
    const changes = await db.prisma.ratingChange.findMany({ where: { matchId: id }, orderBy: { userId: 'asc' } });
    expect(changes.map((c) => [c.userId, c.outcome])).toEqual([
      [ana.id, 'win'],
      [ben.id, 'loss'],
    ]);
    expect(changes[0]!.displayAfter).toBeGreaterThan(changes[0]!.displayBefore);
    expect(changes[1]!.displayAfter).toBeLessThan(changes[1]!.displayBefore);
    expect(changes[0]!.muAfter).toBe(a.mu);
  });

  it('an unrated match and a match with a bot seat change no rating', async () => {
    const before = await db.prisma.ratingChange.count();
    await play('g1', [ana, ben], [2, 1], false);
    await play('g1', [ana], [1], true, 1);
    expect(await db.prisma.ratingChange.count()).toBe(before);
    expect((await ratingOf('g1', ana.id))!.games).toBe(1);
  });

  it('a tie in a free-for-all: tied players move together, above the last', async () => {
    await play('g2', [ana, ben, cy], [1, 1, 3]);
    const [a, b, c] = await Promise.all([ana, ben, cy].map((u) => ratingOf('g2', u.id, 'ffa')));
    expect(a!.mu).toBeCloseTo(b!.mu, 10);
    expect(a!.mu).toBeGreaterThan(DEFAULT_RATING_CONFIG.mu);
    expect(c!.mu).toBeLessThan(DEFAULT_RATING_CONFIG.mu);
    expect([a!.draws, b!.draws, c!.losses]).toEqual([1, 1, 1]);
  });

  it('voiding a match recomputes every later rating exactly as if it had never been played', async () => {
    const script: [UserRef[], number[]][] = [
      [
        [ana, ben],
        [1, 2],
      ],
      [
        [cy, dee],
        [2, 1],
      ],
      [
        [ana, cy],
        [1, 2],
      ], // voided in g3
      [
        [ben, cy],
        [1, 2],
      ],
      [
        [ana, dee],
        [2, 1],
      ],
      [
        [ben, dee],
        [1, 1],
      ],
    ];
    const ids: string[] = [];
    for (const [players, places] of script) ids.push(await play('g3', players, places));
    for (const [k, [players, places]] of script.entries()) if (k !== 2) await play('g4', players, places);
    const before = await db.prisma.rating.findMany({ where: { guildId: 'g3' }, orderBy: { userId: 'asc' } });
    const result = await ratings.voidMatch(ids[2]!, ana.id, 'cheating');
    expect(result.changed).toBeGreaterThan(0);
    const after = await db.prisma.rating.findMany({ where: { guildId: 'g3' }, orderBy: { userId: 'asc' } });
    const reference = await db.prisma.rating.findMany({ where: { guildId: 'g4' }, orderBy: { userId: 'asc' } });
    const strip = (rows: typeof after) => rows.map(({ guildId: _g, lastPlayedAt: _l, ...r }) => r);
    expect(strip(after)).toEqual(strip(reference));
    expect(strip(after)).not.toEqual(strip(before));
    expect(await db.prisma.ratingChange.count({ where: { matchId: ids[2]! } })).toBe(0);
    const later = await db.prisma.ratingChange.findMany({ where: { matchId: ids[5]! }, orderBy: { userId: 'asc' } });
    expect(later.map((c) => c.muAfter)).toEqual(reference.filter((r) => [ben.id, dee.id].includes(r.userId)).map((r) => r.mu));
    // A voided match is never rated again, and recomputing twice changes nothing.
    const again = await ratings.voidMatch(ids[2]!, ana.id, 'cheating');
    expect(again.changed).toBe(0);
  });

  it('a new season archives the old one (browsable) and resets softly; a void after it keeps the seasons', async () => {
    const id = await play('g5', [ana, ben], [1, 2]);
    await play('g5', [ana, ben], [1, 2]);
    const s1 = (await ratingOf('g5', ana.id))!;
    clock += 60_000;
    expect(await ratings.startSeason('g5', 'soft', ana.id)).toBe(2);
    const s2 = (await ratingOf('g5', ana.id, '1v1', 2))!;
    expect(s2.games).toBe(0);
    expect(s2.mu - DEFAULT_RATING_CONFIG.mu).toBeCloseTo((s1.mu - DEFAULT_RATING_CONFIG.mu) * DEFAULT_RATING_CONFIG.softResetKeep, 10);
    await play('g5', [ben, ana], [1, 2]);
    const archived = await ratings.leaderboard({ guildId: 'g5', game: 'verdict', season: 1 });
    expect(archived.rows.map((r) => r.userId)).toEqual([ana.id, ben.id]);
    expect(archived.rows[0]!.games).toBe(2);
    const live = await ratings.leaderboard({ guildId: 'g5', game: 'verdict' });
    expect(live.season).toBe(2);
    expect(live.rows.map((r) => r.userId)).toEqual([ben.id, ana.id]);
    // Void the first season's first match: season 1 loses a game, season 2 starts from the recomputed season 1.
    await ratings.voidMatch(id, ana.id, 'bug');
    expect((await ratingOf('g5', ana.id))!.games).toBe(1);
    expect((await ratingOf('g5', ana.id, '1v1', 2))!.games).toBe(1);
    expect((await ratingOf('g5', ana.id, '1v1', 2))!.losses).toBe(1);
  });

  it('leaderboard: minimum games, pages, trend; profile: streak, recent results, head-to-head', async () => {
    await ratings.updateSettings('g6', { minGames: 2 });
    await play('g6', [ana, ben], [1, 2]);
    await play('g6', [ana, cy], [1, 2]);
    await play('g6', [ana, ben], [1, 2]);
    await play('g6', [dee, ben], [1, 2]);
    const board = await ratings.leaderboard({ guildId: 'g6', game: 'verdict', pageSize: 1 });
    expect(board.minGames).toBe(2);
    expect(board.total).toBe(2); // Ana (3 games) and Ben (3); Cy and Dee have one each
    expect(board.pages).toBe(2);
    expect(board.rows[0]).toMatchObject({ rank: 1, userId: ana.id, name: 'Ana', games: 3, winRate: 1 });
    expect(board.rows[0]!.trend).toBeGreaterThan(0);
    const second = await ratings.leaderboard({ guildId: 'g6', game: 'verdict', pageSize: 1, page: 1 });
    expect(second.rows[0]).toMatchObject({ rank: 2, userId: ben.id, winRate: 0 });
    expect(second.rows[0]!.trend).toBeLessThan(0);
    const profile = await ratings.profile('g6', ben.id, ana.id);
    expect(profile.streak).toEqual({ kind: 'loss', count: 3 });
    expect(profile.headToHead).toEqual({ opponentId: ana.id, wins: 0, draws: 0, losses: 2 });
    expect(profile.recent).toHaveLength(3);
    expect(profile.recent.every((r) => r.rated && r.delta! < 0)).toBe(true);
    expect(profile.ratings).toEqual([expect.objectContaining({ game: 'verdict', mode: '1v1', games: 3, losses: 3 })]);
  });

  it('decay: after the grace period an idle player’s displayed rating drops on the leaderboard, and recovers certainty when they play', async () => {
    await ratings.updateSettings('g7', { minGames: 1, decay: { graceDays: 10, sigmaPerDay: 0.5 } });
    await play('g7', [ana, ben], [1, 2]);
    await play('g7', [ana, cy], [1, 2]);
    const fresh = (await ratings.leaderboard({ guildId: 'g7', game: 'verdict' })).rows.find((r) => r.userId === ana.id)!.rating;
    clock += 9 * 86_400_000;
    expect((await ratings.leaderboard({ guildId: 'g7', game: 'verdict' })).rows.find((r) => r.userId === ana.id)!.rating).toBe(fresh);
    clock += 20 * 86_400_000;
    const idle = (await ratings.leaderboard({ guildId: 'g7', game: 'verdict' })).rows.find((r) => r.userId === ana.id)!.rating;
    expect(idle).toBeLessThan(fresh);
    // The stored rating is untouched: decay is applied when read (and when the next game is rated).
    const stored = (await ratingOf('g7', ana.id))!;
    await play('g7', [ana, ben], [1, 2]);
    const after = (await ratingOf('g7', ana.id))!;
    expect(after.mu).toBeGreaterThan(stored.mu);
    const back = (await ratings.leaderboard({ guildId: 'g7', game: 'verdict' })).rows.find((r) => r.userId === ana.id)!.rating;
    expect(back).toBeGreaterThan(idle);
  });

  it('concurrent finishes on one server: every update lands, in an order a recompute replays exactly', async () => {
    const pairs: [UserRef, UserRef][] = [
      [ana, ben],
      [cy, dee],
      [ana, cy],
      [ben, dee],
      [ana, dee],
      [ben, cy],
    ];
    const started: { id: string; players: UserRef[] }[] = [];
    for (const players of [...pairs, ...pairs]) {
      const m = await matches.challenge({
        game: 'verdict',
        guildId: 'g8',
        channelId: 'c',
        challenger: players[0],
        opponents: [players[1]],
      });
      await ratings.setRated(m.id, 'g8', true);
      await matches.accept(m.id, players[1]);
      await matches.act(m.id, players[0].id, { type: 'place', place: 1 }, 0);
      started.push({ id: m.id, players });
    }
    // The same clock instant for all: the last moves land together.
    await Promise.all(started.map(async ({ id, players }) => matches.act(id, players[1]!.id, { type: 'place', place: 2 }, 1)));
    expect(await db.prisma.ratingChange.count({ where: { guildId: 'g8' } })).toBe(24);
    const games = await db.prisma.rating.findMany({ where: { guildId: 'g8' } });
    expect(games.reduce((sum, r) => sum + r.games, 0)).toBe(24);
    const times = (await db.prisma.matchCompetition.findMany({ where: { guildId: 'g8' }, select: { playedAt: true } })).map((r) =>
      r.playedAt!.getTime(),
    );
    expect(new Set(times).size).toBe(12);
    const before = await db.prisma.rating.findMany({ where: { guildId: 'g8' }, orderBy: { userId: 'asc' } });
    const differing = await db.prisma.$transaction((tx) => ratings.recomputeGuild(tx, 'g8'));
    expect(differing).toBe(0);
    expect(await db.prisma.rating.findMany({ where: { guildId: 'g8' }, orderBy: { userId: 'asc' } })).toEqual(before);
  });
});

describe('a match that ends before every seat has moved is not rated (as on Lichess)', () => {
  async function started(guildId: string, players: UserRef[]): Promise<string> {
    clock += 60_000;
    const m = await matches.challenge({ game: 'verdict', guildId, channelId: 'c', challenger: players[0]!, opponents: players.slice(1) });
    for (const p of players.slice(1)) await matches.accept(m.id, p);
    return m.id;
  }

  it('a resignation before any move: no rating, no change, and the reason is recorded', async () => {
    const id = await started('g9', [ana, ben]);
    await matches.resign(id, ben.id);
    expect((await matches.get(id)).status).toBe('finished');
    expect(await db.prisma.ratingChange.count({ where: { matchId: id } })).toBe(0);
    expect(await ratingOf('g9', ana.id)).toBeNull();
    expect(await ratings.unratedReason(id)).toBe('no-moves');
  });

  it('a resignation after only the first seat moved is not rated either (the loser never played)', async () => {
    const id = await started('g9', [ana, ben]);
    const m = await matches.get(id);
    await matches.act(id, ana.id, { type: 'place', place: 1 }, m.version);
    await matches.resign(id, ben.id);
    expect(await db.prisma.ratingChange.count({ where: { matchId: id } })).toBe(0);
    expect(await ratings.unratedReason(id)).toBe('no-moves');
  });

  it('a match ended from outside (a time-out, a moderator) before every seat moved is not rated', async () => {
    const id = await started('g9', [ana, ben, cy]);
    let m = await matches.get(id);
    await matches.act(id, ana.id, { type: 'place', place: 1 }, m.version);
    m = await matches.get(id);
    await db.prisma.$transaction((tx) => matches.finishInTx(tx, m, { ranking: [[0, 2], [1]], reason: 'time' }));
    expect((await matches.get(id)).status).toBe('finished');
    expect(await db.prisma.ratingChange.count({ where: { matchId: id } })).toBe(0);
    expect(await ratings.unratedReason(id)).toBe('no-moves');
  });

  it('once every seat has moved, a resignation is rated', async () => {
    clock += 60_000;
    const m = await matches.challenge({ game: 'fixture', guildId: 'g10', channelId: 'c', challenger: ana, opponents: [ben] });
    await matches.accept(m.id, ben);
    // Both bid (every seat has moved), then Ben gives up.
    for (const user of [ana, ben]) await matches.act(m.id, user.id, { type: 'bid', amount: 1 }, (await matches.get(m.id)).version);
    await matches.resign(m.id, ben.id);
    const changes = await db.prisma.ratingChange.findMany({ where: { matchId: m.id }, orderBy: { userId: 'asc' } });
    expect(changes.map((c) => [c.userId, c.outcome])).toEqual([
      [ana.id, 'win'],
      [ben.id, 'loss'],
    ]);
    expect(await ratings.unratedReason(m.id)).toBeNull();
  });
});
