import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/game.js';
import { loadImage, newCanvas } from '../../src/core/render/index.js';
import { atEngine, type AtState } from '../../src/games/at/engine.js';
import { playout } from '../../src/games/at/rules/playout.js';
import type { AtMode } from '../../src/games/at/rules/state.js';
import { BOARD_H, BOARD_W, MAP_BOX, initials, renderAt, type AtPictureView } from '../../src/games/at/render/index.js';

const withTokens = (state: AtState, view: Json): Json => ({ ...(view as Record<string, Json>), tokens: state.tokens as unknown as Json });
const publicOf = (state: AtState): Json => withTokens(state, atEngine.view(state, 'public'));
const seatOf = (state: AtState, seat: number): Json => withTokens(state, atEngine.view(state, seat));

async function decode(png: Buffer) {
  const img = await loadImage(png);
  const { ctx } = newCanvas(img.width, img.height, null);
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, ctx };
}

const MODES: [AtMode, number | undefined][] = [
  ['duel', undefined],
  ['teams', undefined],
  ['melee', 3],
  ['melee', 4],
  ['solo', undefined],
  ['coop', undefined],
];

describe('Ascension Tactics pictures', () => {
  it('draws the board and the hand of many positions of random seeded playouts in every mode, at fixed sizes', async () => {
    let boards = 0;
    for (const [mode, players] of MODES)
      for (const applies of [0, 40, 250, 5000]) {
        const { state } = playout(`at-render:${mode}:${players}:${applies}`, 'random', applies, mode, players);
        const board = await renderAt(publicOf(state), { kind: 'board', locale: applies % 2 === 0 ? 'en' : 'fr' });
        expect([board!.width, board!.height]).toEqual([BOARD_W, BOARD_H]);
        boards++;
        const hand = await renderAt(seatOf(state, state.order[0]!), { kind: 'hand', locale: 'fr' });
        expect(hand!.width).toBe(1000);
        expect(hand!.height).toBeGreaterThanOrEqual(200);
      }
    expect(boards).toBe(24);
  });

  it('draws no hand from the public view, and nothing for an unknown kind', async () => {
    const { state } = playout('at-render:public', 'random', 30);
    expect(await renderAt(publicOf(state), { kind: 'hand' })).toBeNull();
    expect(await renderAt(publicOf(state), { kind: 'card:apprentice' })).toBeNull();
  });

  it('the public picture reads no hidden information (GP-5, GP-6, TR-17): its input holds no hand, deck order or face-down Treasure', () => {
    for (const [mode, players] of MODES) {
      const { state } = playout(`at-render:hidden:${mode}`, 'random', 200, mode, players);
      const view = publicOf(state) as unknown as AtPictureView;
      for (const p of view.players) {
        expect(p.hand).toBeUndefined();
        expect(p.treasures).toBeUndefined();
        expect(Object.keys(p)).not.toContain('deck');
      }
      expect(view.treasureHexes.every((h) => typeof h === 'string')).toBe(true);
      const text = JSON.stringify(view);
      // No Treasure token's identity and no card instance id (hand or deck order) appears anywhere.
      for (const id of Object.values(state.treasureTokens)) expect(text).not.toContain(`"${id}"`);
      for (const p of state.players) for (const inst of [...p.hand, ...p.deck]) expect(text).not.toContain(`"${inst}"`);
    }
  });

  it('labels the picker hexes: the picture is cropped and enlarged, and each label badge is drawn in the highlight colour', async () => {
    const { state } = playout('at-render:marks', 'random', 60);
    const view = publicOf(state);
    const marks = [
      { hex: '0,0', label: 'A' },
      { hex: '1,0', label: 'B' },
      { hex: '0,1', label: 'C' },
    ];
    const pick = await renderAt(view, { kind: 'board', marks });
    expect(pick!.width).toBeLessThanOrEqual(800);
    expect(pick!.width).not.toBe(BOARD_W);
    const highlight = (img: Awaited<ReturnType<typeof decode>>, box: { x: number; y: number; w: number; h: number }) => {
      const data = img.ctx.getImageData(box.x, box.y, box.w, box.h).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === 0xff && data[i + 1] === 0xe0 && data[i + 2] === 0x66) n++;
      return n;
    };
    // The battlefield never uses the badge colour by itself; the picker's picture shows three badges of it.
    const full = await decode((await renderAt(view, { kind: 'board' }))!.png);
    expect(highlight(full, MAP_BOX)).toBe(0);
    const picked = await decode(pick!.png);
    expect(highlight(picked, { x: 0, y: 0, w: picked.width, h: picked.height })).toBeGreaterThan(3 * 400);
  });

  it('names pawns by two initials', () => {
    expect(initials('Ember Sentinel')).toBe('ES');
    expect(initials('The Grave Tyrant')).toBe('GT');
    expect(initials('Cultiste')).toBe('CU');
    expect(initials('Mila la Récupératrice')).toBe('MR');
  });
});
