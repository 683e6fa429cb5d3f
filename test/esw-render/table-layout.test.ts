/**
 * The public table's layout: the centre text (last spell, spell being cast,
 * winner) stays clear of the wizard plates at every table size, life bars are
 * full at full life, and status is never a symbol alone.
 */
import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/core/render/index.js';
import { font, FONT, newCanvas, PALETTE } from '../../src/core/render/index.js';
import { eswEngine } from '../../src/games/esw/engine.js';
import { drawTable, layoutCentre, lifeBarFill, plateBoxes, plateParts } from '../../src/games/esw/render/table.js';
import type { EswView } from '../../src/games/esw/render/view.js';
import { WORDS } from '../../src/games/esw/render/words.js';
import { snapshots } from './states.js';

const LONG_SPELL = 'Archlector Bindlestiff Overcomplicated Thundering Herd';
const LONG_NAME = 'Maximilian-Alexandre von Überwald-Hohenstein';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A real view of `players` seats, bent into each centre case with the longest words we can think of. */
function centreCases(players: number): [string, EswView][] {
  const s = snapshots(players, `layout-${players}`);
  const base = eswEngine.view(s.building, 'public') as unknown as EswView;
  const building: EswView = { ...base, lastSpell: { seat: 0, name: LONG_SPELL, cards: [] } };
  const casting: EswView = { ...base, phase: 'resolve', casting: { seat: 1, name: LONG_SPELL, cards: [] } };
  const players_ = base.players.map((p, i) => (i === 0 ? { ...p, name: LONG_NAME } : p));
  const over: EswView = { ...base, phase: 'over', winner: 0, players: players_ };
  return [
    ['building', building],
    ['casting', casting],
    ['over', over],
  ];
}

describe('esw table centre text', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: every centre line fits its box and no box touches a wizard plate (en, fr)`, () => {
      const { ctx } = newCanvas(8, 8);
      const plates = plateBoxes(players);
      for (const [label, view] of centreCases(players)) {
        for (const locale of ['en', 'fr'] as const) {
          const placed = layoutCentre(ctx, view, WORDS[locale]);
          expect(placed.length, label).toBeGreaterThanOrEqual(2);
          for (const { box, fit, line } of placed) {
            const where = `${label}/${locale}: ${line.text}`;
            expect(box.w, where).toBeGreaterThan(150);
            for (const plate of plates) expect(overlaps(box, plate), where).toBe(false);
            expect(fit.lines.length * fit.lineHeight, where).toBeLessThanOrEqual(box.h + 0.01);
            ctx.font = font(fit.size, line.display ? 700 : (line.weight ?? 400), line.display ? FONT.display : FONT.sans);
            for (const text of fit.lines) expect(ctx.measureText(text).width, where).toBeLessThanOrEqual(box.w);
            // Nothing is cut: the long spell and winner names are shown whole.
            expect(fit.lines.join(' ').replace(/…$/, ''), where).toBe(line.text);
          }
          // Lines stack downwards without overlapping one another.
          for (let i = 1; i < placed.length; i++)
            expect(placed[i]!.box.y).toBeGreaterThanOrEqual(placed[i - 1]!.box.y + placed[i - 1]!.box.h);
        }
      }
    });
  }
});

describe('esw life bars', () => {
  it('are full at full life (20), half at 10, still full above 20, empty when dead', () => {
    expect(lifeBarFill(20, true)).toBe(1);
    expect(lifeBarFill(10, true)).toBe(0.5);
    expect(lifeBarFill(25, true)).toBe(1);
    expect(lifeBarFill(0, false)).toBe(0);
  });

  it('a wizard at 20 life shows the bar filled to its right end in the picture', () => {
    const s = snapshots(4, 'layout-bar');
    const view = eswEngine.view(s.building, 'public') as unknown as EswView;
    const at20: EswView = { ...view, players: view.players.map((p) => ({ ...p, life: 20, alive: true })) };
    const canvas = drawTable(at20, WORDS.en);
    const ctx = canvas.getContext('2d');
    const track = PALETTE.line.toLowerCase();
    for (const plate of plateBoxes(4)) {
      const { bar } = plateParts(plate);
      const [r, g, b] = ctx.getImageData(Math.round(bar.x + bar.w - 6), Math.round(bar.y + bar.h / 2), 1, 1).data;
      const hex = `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
      expect(hex).not.toBe(track);
      expect(hex).toBe('#4fbf68');
    }
  });
});

describe('esw images pair status symbols with words', () => {
  it('every status chip and banner has a word, not a symbol alone (en, fr)', () => {
    for (const w of Object.values(WORDS)) {
      const chips = [
        w.chip.winner,
        w.chip.dead,
        w.chip.casting,
        w.chip.choosing,
        w.chip.locked,
        w.chip.building,
        w.chip.cast,
        w.chip.cards(2),
      ];
      for (const text of [...chips, w.lockedIn, w.deadUntil, w.tokens(1)]) expect(text, text).toMatch(/\p{L}{3,}/u);
    }
  });
});
