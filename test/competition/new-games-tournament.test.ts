/**
 * Ascension Tactics and Champions of Hara in tournaments, through the real
 * services and the shipped game modules: a Swiss table of four plays the
 * Ascension Tactics Melee (free-for-all), a Swiss pair plays the Champions of
 * Hara Versus Arena, each match played to its end from the prompts alone; the
 * tournament finishes with the table's places and the ratings move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../src/games/index.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { RatingService } from '../../src/platform/ratings/service.js';
import { TournamentService } from '../../src/platform/tournaments/service.js';
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

async function oneRoundSwiss(game: string, n: number, tableSize: number) {
  const ps = players(n, game);
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
});
