/**
 * Open tables under concurrency: people who click Join at the same moment
 * each get a distinct seat while seats remain; only a full table refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { MatchError } from '../../src/platform/matches/errors.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame } from '../support/fixture-game.js';

let db: TestDatabase;
let service: MatchService;
const host = { id: '110000000000000001', username: 'Host' };
const people = Array.from({ length: 8 }, (_, k) => ({ id: `11000000000000001${k}`, username: `P${k}` }));

beforeAll(async () => {
  db = await createTestDatabase(20);
  service = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
});
afterAll(() => db.close());

const openTable = () =>
  service.openLobby({ game: 'fixture', guildId: '910000000000000001', channelId: '810000000000000001', challenger: host });

describe('joining an open table at the same moment', () => {
  it('three people joining at once all get distinct seats', async () => {
    const table = await openTable();
    const results = await Promise.allSettled(people.slice(0, 3).map((p) => service.join(table.id, p)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const m = await service.get(table.id);
    expect(m.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
    expect(new Set(m.seats.map((s) => s.userId))).toEqual(new Set([host.id, ...people.slice(0, 3).map((p) => p.id)]));
    expect(m.version).toBe(3);
  });

  it('more joiners than seats: every free seat is granted, the rest are told the table is full (never "moved on")', async () => {
    const table = await openTable();
    const results = await Promise.allSettled(people.map((p) => service.join(table.id, p)));
    const granted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(granted).toHaveLength(fixtureGame.seats.max - 1);
    expect(refused).toHaveLength(people.length - (fixtureGame.seats.max - 1));
    for (const e of refused) expect(e instanceof MatchError && e.code).toBe('bad_seats');
    const m = await service.get(table.id);
    expect(m.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('the same person clicking Join twice at once takes one seat', async () => {
    const table = await openTable();
    const results = await Promise.allSettled([service.join(table.id, people[0]!), service.join(table.id, people[0]!)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await service.get(table.id)).seats).toHaveLength(2);
  });

  it('the host starting while someone joins starts with the table as it stands', async () => {
    const table = await openTable();
    await service.join(table.id, people[0]!);
    const [join, start] = await Promise.allSettled([service.join(table.id, people[1]!), service.startLobby(table.id, host.id)]);
    expect(start.status).toBe('fulfilled');
    const m = await service.get(table.id);
    expect(m.status).toBe('active');
    // Either the joiner sat before the start (and plays), or was refused because the match had begun.
    if (join.status === 'fulfilled') expect(m.seats).toHaveLength(3);
    else expect(m.seats).toHaveLength(2);
    expect((m.state as { names: string[] }).names).toHaveLength(m.seats.length);
  });
});
