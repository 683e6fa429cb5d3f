/**
 * Two bot instances (each with its own connection pool, match service,
 * scheduler and notifier) on one database, running the real time-out
 * handlers at the same moment: every match times out once, is announced
 * once, and is forfeited once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { AsyncPlay } from '../../src/platform/clock/service.js';
import { createPrisma } from '../../src/platform/db/client.js';
import { DAY_MS, MINUTE_MS } from '../../src/platform/clock/time.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame } from '../support/fixture-game.js';
import { RecordingNotifier, USERS } from './support.js';

let db: TestDatabase;
let now = Date.parse('2026-04-01T12:00:00Z');
const clock = () => new Date(now);

function bot() {
  const prisma = createPrisma(db.url, 6);
  const service = new MatchService(prisma, new GameRegistry([fixtureGame]), clock);
  const scheduler = new Scheduler(prisma, { now: clock, concurrency: 4 });
  const play = new AsyncPlay(prisma, service, scheduler, clock);
  const notes = new RecordingNotifier(() => now);
  play.setNotifier(notes);
  return { prisma, service, scheduler, notes };
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('two bot instances on one database', () => {
  it('time out, announce and forfeit each match exactly once', async () => {
    const a = bot();
    const b = bot();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const creator = i % 2 === 0 ? a : b;
      const c = await AsyncPlay.withTimeControl({ kind: 'live', minutesPerMove: 10 }, () =>
        creator.service.challenge({ game: 'fixture', guildId: null, channelId: 'c', challenger: USERS.alice, opponents: [USERS.bruno] }),
      );
      await creator.service.accept(c.id, USERS.bruno);
      await creator.service.setMessageRefs(c.id, { threadId: 't', messageId: `m${i}` });
      ids.push(c.id);
    }
    // Mentions first, then everyone's clock runs out at once.
    await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
    now += 11 * MINUTE_MS;
    await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
    const announced = [...a.notes.posts, ...b.notes.posts].filter((p) => p.text.includes('ran out of time'));
    expect(announced).toHaveLength(30);
    expect(new Set(announced.map((p) => p.matchId)).size).toBe(30);
    // After the grace period, each match is forfeited by one of the two bots.
    now += DAY_MS;
    await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
    const finished = await db.prisma.match.findMany({ where: { id: { in: ids } } });
    expect(finished.every((m) => m.status === 'finished')).toBe(true);
    const forfeits = [...a.notes.posts, ...b.notes.posts].filter((p) => p.text.includes('ran out of time') && !p.text.includes('claim'));
    expect(new Set(forfeits.map((p) => p.matchId)).size).toBe(30);
    expect(forfeits).toHaveLength(30);
    expect(a.scheduler.fired).toBeGreaterThan(0);
    expect(b.scheduler.fired).toBeGreaterThan(0);
    expect(await db.prisma.job.count({ where: { matchId: { in: ids } } })).toBe(0);
    await a.prisma.$disconnect();
    await b.prisma.$disconnect();
  });
});
