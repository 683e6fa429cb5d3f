/** The spatial picker's pure part (#11, #21): labels in reading order, shared hexes, direction names. */
import { describe, expect, it } from 'vitest';
import type { Choice, Prompt } from '../../src/core/game.js';
import { HEX_DIRECTIONS, hexEquals } from '../../src/core/hex.js';
import { DIRECTION_ARROWS, directionKey, isSpatial, labelSpatialChoices, readingOrder, spatialLabel } from '../../src/core/spatial.js';
import { hexToPixel } from '../../src/core/render/hex-layout.js';

const choice = (id: string, hex?: string): Choice => ({ id, label: id, action: { type: id }, ...(hex ? { hex } : {}) });
const prompt = (choices: Choice[]): Prompt => ({ seat: 0, kind: 'move', text: 'Move', choices });

describe('spatial labels', () => {
  it('count A…Z, then AA, AB… like spreadsheet columns', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(spatialLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(() => spatialLabel(-1)).toThrow(RangeError);
    expect(() => spatialLabel(1.5)).toThrow(RangeError);
  });

  it('follow reading order on a pointy-top picture: top row first, then left to right', () => {
    const layout = { size: 10, originX: 0, originY: 0 };
    const keys = ['1,1', '-1,0', '0,-1', '2,-1', '-2,1', '0,0', '1,0'];
    const sorted = [...keys].map((k) => ({ q: Number(k.split(',')[0]), r: Number(k.split(',')[1]) })).sort(readingOrder);
    expect(sorted.map((h) => `${h.q},${h.r}`)).toEqual(['0,-1', '2,-1', '-1,0', '0,0', '1,0', '-2,1', '1,1']);
    // The order is the pictures' own: y never goes up, and x grows within a row.
    const points = sorted.map((h) => hexToPixel(layout, h));
    for (let k = 1; k < points.length; k++) {
      const [a, b] = [points[k - 1]!, points[k]!];
      expect(b.y > a.y || (b.y === a.y && b.x > a.x)).toBe(true);
    }
  });

  it('letter the hex choices in reading order, keep the others after them, and give a shared hex one letter', () => {
    const p = prompt([choice('stay'), choice('h3', '1,1'), choice('h1', '0,-1'), choice('t', '1,1'), choice('h2', '-1,0'), choice('end')]);
    expect(isSpatial(p)).toBe(true);
    const out = labelSpatialChoices(p);
    expect(out.choices.map((c) => c.id)).toEqual(['h1', 'h2', 'h3', 't', 'stay', 'end']);
    expect(Object.fromEntries(out.labels)).toEqual({ h1: 'A', h2: 'B', h3: 'C', t: 'C' });
    expect(out.marks).toEqual([
      { hex: '0,-1', label: 'A' },
      { hex: '-1,0', label: 'B' },
      { hex: '1,1', label: 'C' },
    ]);
  });

  it('leave a prompt without hexes alone', () => {
    const p = prompt([choice('a'), choice('b')]);
    expect(isSpatial(p)).toBe(false);
    const out = labelSpatialChoices(p);
    expect(out.choices.map((c) => c.id)).toEqual(['a', 'b']);
    expect(out.marks).toEqual([]);
  });
});

describe('direction names', () => {
  it('point each of the six directions the way the picture draws it', () => {
    const layout = { size: 10, originX: 0, originY: 0 };
    const arrows: Record<string, string> = { '→': 'E', '↗': 'NE', '↖': 'NW', '←': 'W', '↙': 'SW', '↘': 'SE' };
    const compass = HEX_DIRECTIONS.map((d) => {
      const p = hexToPixel(layout, d);
      const ns = p.y < -1 ? 'N' : p.y > 1 ? 'S' : '';
      const ew = p.x > 1 ? 'E' : p.x < -1 ? 'W' : '';
      return ns + ew;
    });
    expect(DIRECTION_ARROWS.map((a) => arrows[a])).toEqual(compass);
    expect(HEX_DIRECTIONS.map((_, k) => directionKey(k))).toEqual(['dir.0', 'dir.1', 'dir.2', 'dir.3', 'dir.4', 'dir.5']);
    expect(() => directionKey(6)).toThrow(RangeError);
    expect(hexEquals(HEX_DIRECTIONS[0]!, { q: 1, r: 0 })).toBe(true);
  });
});
