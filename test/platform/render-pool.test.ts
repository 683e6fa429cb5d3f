/**
 * The render threads (src/platform/render-pool.ts): the same bytes as drawing
 * inline, tables too, games the threads do not hold drawn inline, and a pool
 * that ends its threads on close.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { renderTable } from '../../src/core/render/table.js';
import { shippedGames } from '../../src/games/index.js';
import { sfbEngine } from '../../src/games/sfb/engine.js';
import type { AnyGame } from '../../src/games/registry.js';
import { RenderPool, inlineRenderer } from '../../src/platform/render-pool.js';
import { fixtureGame } from '../support/fixture-game.js';

const sfb = shippedGames.find((g) => g.id === 'sfb')!;
const state = sfbEngine.setup(
  {
    mode: 'free',
    teams: [
      ['kil', 'gwa', 'rat'],
      ['dug', 'akh', 'mar'],
    ],
  },
  [{ name: 'Alice' }, { name: 'Bob' }],
  'render-pool',
);
const pool = new RenderPool(shippedGames, { threads: 1 });
afterAll(() => pool.close());

describe('render pool', () => {
  it('draws a shipped game in a thread, byte for byte as inline, and hands back a Buffer', async () => {
    const view = sfbEngine.view(state, 'public') as Json;
    const threaded = await pool.render(sfb, view, { kind: 'board', locale: 'fr' });
    expect(pool.threads).toBe(1);
    const inline = await sfb.render(view as never, { kind: 'board', locale: 'fr' });
    expect(Buffer.isBuffer(threaded!.png)).toBe(true);
    expect(threaded!.name).toBe('sfb-board.png');
    expect([threaded!.width, threaded!.height]).toEqual([inline!.width, inline!.height]);
    expect(threaded!.png.equals(inline!.png)).toBe(true);
  }, 120_000);

  it('draws tables in a thread too', async () => {
    const spec = { name: 'lb', title: 'Leaderboard', columns: [{ label: '#', width: 60 }], rows: [['1'], ['2']], highlight: new Set([1]) };
    const threaded = await pool.table(spec);
    expect(threaded.png.equals((await renderTable(spec)).png)).toBe(true);
  }, 60_000);

  it('assembles an animated GIF in a thread, byte for byte as inline: its frames downscaled, one palette, the timing asked', async () => {
    const first = (await sfb.render(sfbEngine.view(state, 'public') as never, { kind: 'board', locale: 'en' }))!;
    const last = (await sfb.render(sfbEngine.view(state, 'public') as never, { kind: 'board', locale: 'en', over: true }))!;
    const timing = { frameMs: 900, lastFrameMs: 4000 };
    const threaded = (await pool.gif([first.png, last.png], 320, timing))!;
    const inline = (await inlineRenderer.gif([first.png, last.png], 320, timing))!;
    expect(Buffer.isBuffer(threaded.gif)).toBe(true);
    expect(threaded.gif.equals(inline.gif)).toBe(true);
    expect(threaded.width).toBe(320);
    expect(threaded.height).toBe(Math.round((first.height * 320) / first.width));
    expect(threaded.gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    // One graphic control extension per frame (21 F9 04), with each frame's delay in hundredths of a second.
    const delays: number[] = [];
    for (let i = 0; i + 5 < threaded.gif.length; i++)
      if (threaded.gif[i] === 0x21 && threaded.gif[i + 1] === 0xf9 && threaded.gif[i + 2] === 0x04)
        delays.push(threaded.gif.readUInt16LE(i + 4));
    expect(delays).toEqual([90, 400]);
    expect(await pool.gif([], 320, timing)).toBeNull();
  }, 120_000);

  it('a game the threads do not hold is drawn inline', async () => {
    const game = fixtureGame as unknown as AnyGame;
    const img = await pool.render(game, { scores: [3, 5] }, { kind: 'board' });
    expect(img!.name).toBe('board.png');
    expect([img!.width, img!.height]).toEqual([320, 120]);
  });

  it('close() ends the threads; later pictures are drawn inline', async () => {
    const other = new RenderPool(shippedGames, { threads: 1 });
    await other.warm();
    expect(other.threads).toBe(1);
    await other.close();
    expect(other.threads).toBe(0);
    const img = await other.render(sfb, sfbEngine.view(state, 0) as Json, { kind: 'board', locale: 'en' });
    expect(img!.name).toBe('sfb-board.png');
    expect(other.threads).toBe(0);
  }, 120_000);
});
