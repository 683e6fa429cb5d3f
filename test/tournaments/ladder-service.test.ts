import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { stateOf } from '../../src/platform/tournaments/service.js';
import type { Ladder } from '../../src/platform/tournaments/index.js';
import { arena, players, type Arena } from '../competition/helpers.js';
import { finishWith } from '../competition/verdict-game.js';

let db: TestDatabase;
let a: Arena;
beforeAll(async () => {
  db = await createTestDatabase();
  a = arena(db);
});
afterAll(() => db.close());

const DAY = 86_400_000;

describe('a challenge ladder over three weeks, through the database', () => {
  it('challenges, wins, declines, time-outs and a leaver move the ranked list as the rules say', async () => {
    const ps = players(5, 'lad');
    const [p1, p2, p3, p4, p5] = ps as [(typeof ps)[0], (typeof ps)[0], (typeof ps)[0], (typeof ps)[0], (typeof ps)[0]];
    const row = await a.tournaments.create({
      guildId: 'g',
      channelId: 'c',
      name: 'Ladder',
      game: 'verdict',
      format: 'ladder',
      createdBy: p1,
      rated: true,
      reach: 2,
      answerHours: 48,
    });
    for (const p of ps) await a.tournaments.join(row.id, p);
    const order = async () =>
      (stateOf(await a.tournaments.get(row.id)) as { ladder: Ladder }).ladder.order.map((id) => ps.findIndex((p) => p.id === id) + 1);
    expect(await order()).toEqual([1, 2, 3, 4, 5]);

    // Week 1: p5 may reach two places up (p3) but not p2.
    await expect(a.tournaments.ladderChallenge(row.id, p5, p2.id)).rejects.toThrow(/up to 2 places/);
    const m1 = await a.tournaments.ladderChallenge(row.id, p5, p3.id);
    expect(m1.status).toBe('challenged');
    await expect(a.tournaments.ladderChallenge(row.id, p4, p3.id)).rejects.toThrow(/open challenge/);
    await a.matches.accept(m1.id, p3);
    await finishWith(a.matches, m1.id, [1, 2]); // the challenger (seat 0) wins
    await a.tournaments.sync(row.id);
    expect(await order()).toEqual([1, 2, 5, 3, 4]);
    // Rated: the ladder match moved ratings.
    expect(await db.prisma.ratingChange.count({ where: { matchId: m1.id } })).toBe(2);

    // Week 2: p3 challenges p2 and loses: nothing moves. p4 challenges p5; p5 declines: forfeit, p4 takes the place.
    a.clock.ms += 7 * DAY;
    const m2 = await a.tournaments.ladderChallenge(row.id, p3, p2.id);
    await a.matches.accept(m2.id, p2);
    await finishWith(a.matches, m2.id, [2, 1]);
    await a.tournaments.sync(row.id);
    expect(await order()).toEqual([1, 2, 5, 3, 4]);
    const m3 = await a.tournaments.ladderChallenge(row.id, p4, p5.id);
    await a.matches.decline(m3.id, p5.id);
    await a.tournaments.sync(row.id);
    expect(await order()).toEqual([1, 2, 4, 5, 3]);

    // Week 3: p4 challenges p1; p1 never answers: after 48 hours it is a forfeit and the match is cancelled.
    a.clock.ms += 7 * DAY;
    const m4 = await a.tournaments.ladderChallenge(row.id, p4, p1.id);
    a.clock.ms += 47 * 3_600_000;
    expect(await a.tournaments.expireLadders()).toBe(0);
    a.clock.ms += 2 * 3_600_000;
    expect(await a.tournaments.expireLadders()).toBe(1);
    expect((await a.matches.get(m4.id)).status).toBe('cancelled');
    expect(await order()).toEqual([4, 1, 2, 5, 3]);

    // p3 challenges p5, then withdraws before the answer: nothing moves, p3 is free to challenge again.
    const m5 = await a.tournaments.ladderChallenge(row.id, p3, p5.id);
    await a.matches.abandon(m5.id, p3.id);
    await a.tournaments.sync(row.id);
    expect(await order()).toEqual([4, 1, 2, 5, 3]);
    await a.tournaments.ladderChallenge(row.id, p3, p5.id);

    // p2 leaves: everyone below moves up.
    await a.tournaments.leave(row.id, p2.id);
    expect(await order()).toEqual([4, 1, 5, 3]);
    const log = (stateOf(await a.tournaments.get(row.id)) as { log: { action: string }[] }).log.map((l) => l.action);
    expect(log.filter((x) => x === 'challenge')).toHaveLength(6);
    expect(log).toContain('withdraw');
    expect(log).toContain('forfeit');
    expect(log).toContain('leave');
  });
});
