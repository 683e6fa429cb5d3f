/**
 * The ladders' answer deadlines are swept every minute for the life of the
 * bot. A shard's passing disconnect (discord.js reconnects it on its own)
 * used to stop the sweep for good; now only the bot's stop does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachCompetition } from '../../src/platform/competition.js';
import { fixtureGame } from '../support/fixture-game.js';
import { startTavern, type Tavern } from '../support/tavern.js';

const SWEEP_MS = 60_000;
let tv: Tavern | null = null;

afterEach(async () => {
  vi.restoreAllMocks();
  await tv?.close();
  tv = null;
});

describe('ladder sweep', () => {
  it('keeps running through a shard disconnect and stops when the bot stops', async () => {
    tv = await startTavern([fixtureGame]);
    const setSpy = vi.spyOn(globalThis, 'setInterval');
    attachCompetition(tv.service, tv.db.prisma);
    const call = setSpy.mock.calls.findIndex(([, ms]) => ms === SWEEP_MS);
    expect(call).toBeGreaterThanOrEqual(0);
    const sweep = setSpy.mock.results[call]!.value as NodeJS.Timeout;
    const clearSpy = vi.spyOn(globalThis, 'clearInterval');

    tv.bot.client.emit('shardDisconnect', { code: 1006 } as never, 0);
    expect(clearSpy.mock.calls.some(([h]) => h === sweep)).toBe(false);

    await tv.bot.router.drain();
    expect(clearSpy.mock.calls.some(([h]) => h === sweep)).toBe(true);
  });
});
