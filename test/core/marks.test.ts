/** The picker picture's crop (#11): around the marks, readable in shape, inside the arena. */
import { describe, expect, it } from 'vitest';
import { PICK_WIDTH, cropAround, focusBox, newCanvas } from '../../src/core/render/index.js';

const layout = { size: 40, originX: 400, originY: 400 };
const bounds = { x: 0, y: 0, w: 900, h: 900 };
const W = Math.sqrt(3) * 40;

describe('the picker crop', () => {
  it('centres a lone hex with six hexes of surroundings across and a readable shape', () => {
    const box = focusBox(layout, [{ q: 0, r: 0 }], bounds);
    expect(box.w).toBe(Math.round(6 * W));
    // 1.5 hexes above and below the centre (120 px) would be wider than 2:1: heightened to half the width.
    expect(box.h).toBe(Math.round(box.w / 2));
    expect(box.x + box.w / 2).toBeCloseTo(400, 0);
    expect(box.y + box.h / 2).toBeCloseTo(400, 0);
  });

  it('widens a tall column of marks to at least 1.25:1', () => {
    const box = focusBox(
      layout,
      [
        { q: 0, r: -3 },
        { q: 0, r: 3 },
      ],
      bounds,
    );
    expect(box.h).toBe(Math.round(9 * 40 + 120));
    expect(box.w / box.h).toBeCloseTo(1.25, 2);
  });

  it('heightens a long row of marks to at most 2:1', () => {
    const box = focusBox(
      layout,
      [
        { q: -4, r: 0 },
        { q: 4, r: 0 },
      ],
      bounds,
    );
    expect(box.w / box.h).toBeCloseTo(2, 2);
  });

  it('slides inside the bounds near an edge, and is cut to them when larger', () => {
    const edge = focusBox(layout, [{ q: -9, r: 0 }], bounds);
    expect(edge.x).toBe(0);
    expect(edge.w).toBe(Math.round(6 * W));
    const all = focusBox(
      layout,
      [
        { q: -20, r: -20 },
        { q: 20, r: 20 },
      ],
      bounds,
    );
    expect(all).toEqual(bounds);
    expect(focusBox(layout, [], bounds)).toEqual(bounds);
  });

  it('redraws the crop enlarged up to twice, never wider than the picker width', () => {
    const { canvas } = newCanvas(900, 900);
    const small = { size: 20, originX: 400, originY: 400 };
    const one = cropAround(canvas, small, [{ q: 0, r: 0 }], bounds);
    expect(one.width).toBe(2 * Math.round(6 * Math.sqrt(3) * 20));
    const wide = cropAround(
      canvas,
      layout,
      [
        { q: -4, r: 0 },
        { q: 4, r: 0 },
      ],
      bounds,
    );
    expect(wide.width).toBe(PICK_WIDTH);
  });
});
