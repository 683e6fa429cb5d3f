/**
 * A stopping process gives back the publication leases it still holds, so
 * another process catches those matches up at once instead of after the
 * lease (30 s by default). The periodic catch-up finds a match whose message
 * is behind even while its thread events are held back for a turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { PublicationStore } from '../../src/platform/matches/publications.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame } from '../support/fixture-game.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('publication leases', () => {
  it('events held back for a turn in progress do not hide a move made elsewhere from the catch-up; a failure’s backoff still does', async () => {
    const service = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
    const guildId = '600000000000000090';
    const players = [
      { id: '600000000000000011', username: 'P1' },
      { id: '600000000000000012', username: 'P2' },
    ];
    const open = async () => {
      const m = await service.challenge({ game: 'fixture', guildId, channelId: null, challenger: players[0]!, opponents: [players[1]!] });
      return (await service.accept(m.id, players[1]!)).match;
    };
    const bid = (matchId: string, version: number) => service.act(matchId, players[0]!.id, { type: 'bid', amount: 2 }, version);
    const store = new PublicationStore(db.prisma);
    const [held, failing] = [await open(), await open()];
    for (const m of [held, failing]) await store.open(m.id, 'en', m.version);
    expect(await store.claimBehind([guildId])).toEqual([]);
    // Held: the thread waits five minutes for the turn to end (shown up to date).
    await store.claim(held.id);
    await store.lookAgainAt(held.id, new Date(Date.now() + 5 * 60_000));
    await store.release(held.id);
    // Failing: Discord refused, the row backs off.
    await store.claim(failing.id);
    await store.failed(failing.id, 'HTTP 500', false);
    expect(await store.claimBehind([guildId])).toEqual([]);
    // Both move without this process publishing (another process, a direct action).
    await bid(held.id, held.version);
    await bid(failing.id, failing.version);
    expect(await store.claimBehind([guildId])).toEqual([held.id]);
    await store.shown(held.id, held.version + 1);
    await store.release(held.id);
    // Shown again: only the held events remain, and they wait for their time.
    expect(await store.claimBehind([guildId])).toEqual([]);
  });

  it('releaseMine gives back only this store’s leases: another process claims them at once', async () => {
    const service = new MatchService(db.prisma, new GameRegistry([fixtureGame]));
    const players = [
      { id: '600000000000000001', username: 'P1' },
      { id: '600000000000000002', username: 'P2' },
    ];
    const open = async () => {
      const m = await service.challenge({
        game: 'fixture',
        guildId: null,
        channelId: null,
        challenger: players[0]!,
        opponents: [players[1]!],
      });
      const started = (await service.accept(m.id, players[1]!)).match;
      return started;
    };
    const [first, second, third] = [await open(), await open(), await open()];
    const stopping = new PublicationStore(db.prisma, { leaseMs: 60_000 });
    const other = new PublicationStore(db.prisma, { leaseMs: 60_000 });
    for (const m of [first, second, third]) await stopping.open(m.id, 'en', m.version);
    expect(await stopping.claim(first.id)).not.toBeNull();
    expect(await stopping.claim(second.id)).not.toBeNull();
    expect(await other.claim(third.id)).not.toBeNull();
    // Held by the stopping process for a minute: the other cannot take them.
    expect(await other.claim(first.id)).toBeNull();
    expect(await other.claim(second.id)).toBeNull();
    expect(await stopping.releaseMine()).toBe(2);
    expect((await other.claim(first.id))?.matchId).toBe(first.id);
    expect((await other.claim(second.id))?.matchId).toBe(second.id);
    // The other store's own lease was left alone; nothing of the stopping store's remains.
    expect(await stopping.claim(third.id)).toBeNull();
    expect(await stopping.releaseMine()).toBe(0);
  });
});
