/**
 * Ascension Tactics and Champions of Hara in tournaments, through the real
 * services and the shipped game modules: a Swiss table of four plays the
 * Ascension Tactics Melee (free-for-all) or, chosen by the organiser, its
 * 2 vs 2 (teams); a Swiss pair plays the Champions of Hara Versus Arena or its
 * Intro Arena. Each match is played to its end from the prompts alone; the
 * tournament finishes with the table's places and the ratings move, in the
 * mode's own leaderboard. Options a tournament cannot play are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../src/games/index.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { RatingService } from '../../src/platform/ratings/service.js';
import { CompetitionError, TournamentService, tableRange, type GameOptions } from '../../src/platform/tournaments/service.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { players } from './helpers.js';

let db: TestDatabase;
let matches: MatchService;
let tournaments: TournamentService;
beforeAll(async () => {
  db = await createTestDatabase();
  const now = () => new Date(Date.UTC(2026, 10, 27, 12));
  matches = new MatchService(db.prisma, defaultRegistry(), now);
  const ratings = new RatingService(db.prisma, now);
  tournaments = new TournamentService(db.prisma, matches, ratings, now);
  matches.addTransactionHook(ratings.hook, RatingService.hookKinds);
  matches.addTransactionHook(tournaments.hook, TournamentService.hookKinds);
});
afterAll(async () => {
  // The last move's after-commit follow-ups (afterCommit polls every 20 ms) finish before the database closes.
  await new Promise((r) => setTimeout(r, 500));
  await db.close();
});

/** Every seat moves as its game's bot would, through MatchService.act, until the match ends. */
async function playOut(matchId: string): Promise<void> {
  for (let guard = 0; guard < 5000; guard++) {
    const m = await matches.get(matchId);
    if (m.status !== 'active') return;
    const engine = matches.engine(m.game);
    const state = matches.stateOf(m);
    const p = engine.prompts(state)[0]!;
    await matches.act(m.id, m.seats[p.seat]!.userId!, engine.botAction(state, p.seat), m.version);
  }
  throw new Error(`match ${matchId} did not end`);
}

async function oneRoundSwiss(game: string, n: number, tableSize: number, options?: GameOptions) {
  const ps = players(n, `${game}-${options?.mode ?? 'default'}`);
  const row = await tournaments.create({
    guildId: 'g-new-games',
    channelId: 'c',
    name: `${game} Swiss`,
    game,
    format: 'swiss',
    rounds: 1,
    tableSize,
    createdBy: ps[0]!,
    rated: true,
    ...(options ? { options } : {}),
  });
  for (const p of ps) await tournaments.join(row.id, p);
  await tournaments.start(row.id, ps[0]!.id); // pairs round 1
  await tournaments.start(row.id, ps[0]!.id); // starts it: the table's match is created
  const created = await tournaments.tableMatches(row.id);
  expect(created.size).toBe(1);
  const matchId = [...created.values()][0]!;
  return { id: row.id, ps, matchId };
}

describe('the new games in tournaments (#14, #16)', () => {
  it('Ascension Tactics: a Swiss table of four plays the Melee (free-for-all) to its end; the tournament finishes and the four ratings move', async () => {
    const { id, ps, matchId } = await oneRoundSwiss('at', 4, 4);
    const started = await matches.get(matchId);
    expect([started.game, started.seats.length, (started.state as { mode: string }).mode]).toEqual(['at', 4, 'melee']);
    await playOut(matchId);
    expect((await matches.get(matchId)).status).toBe('finished');
    await expect.poll(async () => (await tournaments.get(id)).status).toBe('finished');
    const changes = await db.prisma.ratingChange.findMany({ where: { matchId } });
    expect(changes.map((c) => c.userId).sort()).toEqual(ps.map((p) => p.id).sort());
    expect(new Set(changes.map((c) => c.game))).toEqual(new Set(['at']));
  }, 180_000);

  it('Champions of Hara: a Swiss pair plays the Versus Arena to its end; the tournament finishes and both ratings move', async () => {
    const { id, ps, matchId } = await oneRoundSwiss('coh', 2, 2);
    const started = await matches.get(matchId);
    expect([started.game, started.seats.length, (started.state as { mode: string }).mode]).toEqual(['coh', 2, 'versus']);
    await playOut(matchId);
    expect((await matches.get(matchId)).status).toBe('finished');
    await expect.poll(async () => (await tournaments.get(id)).status).toBe('finished');
    const changes = await db.prisma.ratingChange.findMany({ where: { matchId } });
    expect(changes.map((c) => c.userId).sort()).toEqual(ps.map((p) => p.id).sort());
  }, 180_000);

  it('Ascension Tactics 2 vs 2 (AT-TM-1): the organiser’s mode seats a table of four as two teams (seats 0 & 2 against 1 & 3); both teammates share the result and the four ratings move on the 2v2 leaderboard', async () => {
    const { id, ps, matchId } = await oneRoundSwiss('at', 4, 4, { mode: 'teams' });
    const row = await tournaments.get(id);
    expect(row.state).toMatchObject({ options: { mode: 'teams' }, t: { settings: { tableSize: { min: 4, max: 4 } } } });
    const started = await matches.get(matchId);
    expect([started.game, (started.state as { mode: string }).mode, started.options]).toEqual([
      'at',
      'teams',
      expect.objectContaining({ mode: 'teams' }),
    ]);
    expect(started.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
    expect(started.seats.every((s) => !s.isBot)).toBe(true);
    await playOut(matchId);
    await expect.poll(async () => (await tournaments.get(id)).status).toBe('finished');
    const changes = await db.prisma.ratingChange.findMany({ where: { matchId }, orderBy: { userId: 'asc' } });
    expect(changes.map((c) => c.userId)).toEqual(ps.map((p) => p.id).sort());
    expect(new Set(changes.map((c) => c.mode))).toEqual(new Set(['2v2']));
    // Teammates share their outcome: two wins and two losses (or four draws), each seat like its partner.
    const seats = (await matches.get(matchId)).seats;
    const outcomeOf = (seat: number) => changes.find((c) => c.userId === seats[seat]!.userId)!.outcome;
    expect([outcomeOf(0), outcomeOf(1)]).toEqual([outcomeOf(2), outcomeOf(3)]);
    expect(changes.every((c) => c.displayAfter !== c.displayBefore)).toBe(true);
    const board = await db.prisma.rating.findMany({ where: { guildId: 'g-new-games', game: 'at', mode: '2v2' } });
    expect(board.map((r) => r.userId).sort()).toEqual(ps.map((p) => p.id).sort());
  }, 180_000);

  it('Champions of Hara Intro Arena: the organiser’s mode reaches the Swiss pair’s match, played to its end (the goal: 5 of each energy, COH-21.2.1); both ratings move', async () => {
    const { id, ps, matchId } = await oneRoundSwiss('coh', 2, 2, { mode: 'intro' });
    const started = await matches.get(matchId);
    const state = started.state as { mode: string; cap: number };
    expect([started.game, started.seats.length, state.mode, state.cap]).toEqual(['coh', 2, 'intro', 5]);
    await playOut(matchId);
    await expect.poll(async () => (await tournaments.get(id)).status).toBe('finished');
    const changes = await db.prisma.ratingChange.findMany({ where: { matchId } });
    expect(changes.map((c) => c.userId).sort()).toEqual(ps.map((p) => p.id).sort());
  }, 180_000);

  it('refuses options a tournament cannot play, and creates nothing: an unrated mode, a value the game lacks, a duel format for a team mode, a table size the mode does not seat', async () => {
    const before = await db.prisma.tournament.count();
    const create = (game: string, format: 'swiss' | 'round-robin' | 'ladder', options: GameOptions, tableSize?: number) =>
      tournaments
        .create({
          guildId: 'g-new-games',
          channelId: 'c',
          name: 'x',
          game,
          format,
          createdBy: players(1, 'refused')[0]!,
          rated: true,
          options,
          tableSize,
        })
        .then(
          () => 'created',
          (e: unknown) => (e instanceof CompetitionError ? e.code : String(e)),
        );
    expect(await create('at', 'swiss', { mode: 'solo' })).toBe('unrated-mode');
    expect(await create('at', 'swiss', { mode: 'coop' })).toBe('unrated-mode');
    expect(await create('coh', 'swiss', { scenario: 's04' })).toBe('unrated-mode');
    expect(await create('at', 'swiss', { mode: 'chess' })).toBe('bad-options');
    expect(await create('at', 'round-robin', { mode: 'teams' })).toBe('duels-only');
    expect(await create('at', 'ladder', { mode: 'melee' })).toBe('duels-only');
    expect(await create('at', 'swiss', { mode: 'teams' }, 3)).toBe('bad-table-size');
    expect(await create('at', 'swiss', { mode: 'duel' }, 4)).toBe('created'); // clamped to the duel's two seats
    expect(await db.prisma.tournament.count()).toBe(before + 1);
  });
});

describe('tableRange: a Swiss tournament’s table sizes, each one the game seats with the chosen options', () => {
  it.each([
    { counts: [2, 3, 4], asked: null, range: { min: 2, max: 2 } },
    { counts: [2, 3, 4], asked: 2, range: { min: 2, max: 2 } },
    { counts: [2, 3, 4], asked: 3, range: { min: 3, max: 3 } },
    { counts: [2, 3, 4], asked: 4, range: { min: 3, max: 4 } },
    { counts: [2, 3, 4], asked: 6, range: { min: 3, max: 4 } },
    { counts: [2, 3, 4, 5, 6], asked: 6, range: { min: 4, max: 6 } },
    { counts: [3, 4], asked: null, range: { min: 3, max: 3 } },
    { counts: [4], asked: null, range: { min: 4, max: 4 } },
    { counts: [4], asked: 6, range: { min: 4, max: 4 } },
    { counts: [2, 4], asked: 4, range: { min: 4, max: 4 } },
    { counts: [2, 4], asked: 3, range: { min: 2, max: 2 } },
  ])('$counts asked $asked → $range.min–$range.max', ({ counts, asked, range }) => {
    expect(tableRange(counts, asked)).toEqual(range);
  });

  it('refuses a size below every count the mode seats', () => {
    expect(() => tableRange([4], 3)).toThrow(CompetitionError);
    expect(() => tableRange([4], 2)).toThrow(/Tables of 2 do not fit: 4/);
  });
});
