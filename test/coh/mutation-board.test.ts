/**
 * Champions of Hara world geometry (rules/board.ts), exact (issue #23,
 * mutation testing): the seven slots, each outer slot's default orientation,
 * every cell of a tile in a layout, space names, the accessible spaces, their
 * neighbours and path distances around the Worlds' central deck spaces, and
 * the memo of a layout's geometry.
 */
import { describe, expect, it } from 'vitest';
import {
  accessible,
  cellHex,
  cellOf,
  defaultRot,
  DOJO_TILE,
  geometry,
  initialLayout,
  SLOT_CENTRES,
  spaceKey,
  THE_DOJO,
  tileOf,
  type Geometry,
  type Layout,
} from '../../src/games/coh/rules/board.js';

const WORLDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const hex = (h: { q: number; r: number }) => `${h.q},${h.r}`;
/** A tile's seven cells (0 = its centre) as hex keys. */
const cells = (slot: number, rot: number) => [0, 1, 2, 3, 4, 5, 6].map((c) => hex(cellHex({ slot, rot }, c)));
/** The path distance between two spaces (a table in the geometry, or its lazy form). */
function distance(g: Geometry, a: string, b: string): number {
  const lazy = g as unknown as { distance?: (a: string, b: string) => number; dist?: Record<string, Record<string, number>> };
  return lazy.distance ? lazy.distance(a, b) : lazy.dist![a]![b]!;
}

describe('CoH board: slots, orientation and cells', () => {
  it('CoH §4: the centre slot and the six around it, clockwise from the east', () => {
    expect(SLOT_CENTRES.map(hex)).toEqual(['0,0', '2,1', '-1,3', '-3,2', '-2,-1', '1,-3', '3,-2']);
  });

  it('CoH §2.A.3: each outer slot turned so that its spaces No.1 and No.2 touch the centre tile', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(defaultRot)).toEqual([0, 3, 2, 1, 0, 5, 4]);
    expect(() => defaultRot(7)).toThrow();
  });

  it('every cell of a tile: its centre, then spaces 1–6 clockwise from its orientation', () => {
    expect(cells(0, 0)).toEqual(['0,0', '1,0', '0,1', '-1,1', '-1,0', '0,-1', '1,-1']);
    expect(cells(1, 3)).toEqual(['2,1', '1,1', '2,0', '3,0', '3,1', '2,2', '1,2']);
    expect(cells(4, 0)).toEqual(['-2,-1', '-1,-1', '-2,0', '-3,0', '-3,-1', '-2,-2', '-1,-2']);
    expect(cells(2, 5)).toEqual(['-1,3', '-1,4', '-2,4', '-2,3', '-1,2', '0,2', '0,3']);
    expect(cells(6, 1)).toEqual(['3,-2', '4,-3', '4,-2', '3,-1', '2,-1', '2,-2', '3,-3']);
    expect(cells(5, 2)).toEqual(['1,-3', '1,-4', '2,-4', '2,-3', '1,-2', '0,-2', '0,-3']);
  });

  it('CoH §4.3 §4.4: space names, and every space but a World’s central deck space is accessible', () => {
    expect([spaceKey('b', 4), tileOf('dojo:3'), cellOf('dojo:3'), tileOf('b:0'), cellOf('b:6')]).toEqual(['b:4', 'dojo', 3, 'b', 6]);
    expect([DOJO_TILE, THE_DOJO]).toEqual(['dojo', 'dojo:0']);
    expect([accessible('dojo:0'), accessible('dojo:5'), accessible('b:0'), accessible('b:1'), accessible('b:6')]).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
  });
});

describe('CoH board: the starting layout and its geometry', () => {
  const layout = initialLayout(WORLDS);

  it('CoH §2.A: the Dojo in the centre, the Worlds around it in the order given, spaces 1–2 against the Dojo', () => {
    expect(layout).toEqual({
      dojo: { slot: 0, rot: 0 },
      a: { slot: 1, rot: 3 },
      b: { slot: 2, rot: 2 },
      c: { slot: 3, rot: 1 },
      d: { slot: 4, rot: 0 },
      e: { slot: 5, rot: 5 },
      f: { slot: 6, rot: 4 },
    });
  });

  it('43 accessible spaces, sorted; the hex of each space and the space on each hex, centres included', () => {
    const g = geometry(layout);
    expect(g.spaces).toHaveLength(43);
    expect(g.spaces.slice(0, 7)).toEqual(['a:1', 'a:2', 'a:3', 'a:4', 'a:5', 'a:6', 'b:1']);
    expect(g.spaces.slice(24, 31)).toEqual(['dojo:0', 'dojo:1', 'dojo:2', 'dojo:3', 'dojo:4', 'dojo:5', 'dojo:6']);
    expect([g.hexOf['dojo:0'], g.hexOf['a:0'], g.hexOf['a:4'], g.hexOf['d:4']]).toEqual(['0,0', '2,1', '3,1', '-3,-1']);
    expect([g.spaceAt['0,0'], g.spaceAt['2,1'], g.spaceAt['1,1'], g.spaceAt['9,9']]).toEqual(['dojo:0', 'a:0', 'a:1', undefined]);
    expect(Object.keys(g.hexOf)).toHaveLength(49);
  });

  it('neighbours, sorted, never a World’s centre', () => {
    const g = geometry(layout);
    expect(g.adj['dojo:0']).toEqual(['dojo:1', 'dojo:2', 'dojo:3', 'dojo:4', 'dojo:5', 'dojo:6']);
    expect(g.adj['dojo:1']).toEqual(['a:1', 'a:2', 'dojo:0', 'dojo:2', 'dojo:6', 'f:1']);
    expect(g.adj['a:1']).toEqual(['a:2', 'a:6', 'b:2', 'dojo:1', 'dojo:2']);
    expect(g.adj['a:4']).toEqual(['a:3', 'a:5']);
    expect(g.adj['b:3']).toEqual(['a:6', 'b:2', 'b:4']);
    expect(g.adj['a:0']).toBeUndefined();
  });

  it('CoH §15.1 §15.3: distances go around the Worlds’ centres', () => {
    const g = geometry(layout);
    const pairs: [string, string, number][] = [
      ['dojo:0', 'dojo:0', 0],
      ['dojo:0', 'dojo:4', 1],
      ['dojo:0', 'a:1', 2],
      ['dojo:0', 'a:4', 4],
      ['a:1', 'a:4', 3],
      ['a:2', 'a:5', 3],
      ['a:1', 'a:3', 2],
      ['a:4', 'd:4', 8],
      ['b:3', 'a:6', 1],
    ];
    for (const [a, b, d] of pairs) expect([a, b, distance(g, a, b), distance(g, b, a)]).toEqual([a, b, d, d]);
    expect(Math.max(...g.spaces.map((s) => distance(g, 'a:4', s)))).toBe(8);
  });

  it('a layout’s geometry is built once: the same object, an equal layout, not another orientation', () => {
    const g = geometry(layout);
    expect(geometry(layout)).toBe(g);
    expect(geometry({ ...layout })).toBe(g);
    const turned: Layout = { ...layout, a: { slot: 1, rot: 0 } };
    const t = geometry(turned);
    expect(t).not.toBe(g);
    // Turned (space 1 to the east), World a touches the Dojo's space 1 with its spaces 4 and 5.
    expect(t.adj['dojo:1']).toEqual(['a:4', 'a:5', 'dojo:0', 'dojo:2', 'dojo:6', 'f:1']);
    expect(geometry({ ...layout })).toBe(g);
  });
});

/**
 * The geometry is memoized by layout, in the module: a test that asks for a layout built before (by another test,
 * or before a mutant was switched on) reads the old one. A tile's orientation counts modulo 6, so turning the Dojo
 * by 6 more each time gives the same world under a layout key never seen: each test below builds its own.
 */
let turns = 0;
const fresh = (layout: Layout): Layout => ({ ...layout, [DOJO_TILE]: { slot: 0, rot: 6 * ++turns } });

describe('CoH board: a geometry built afresh', () => {
  const start = initialLayout(WORLDS);

  it('CoH §4.3: neighbours are accessible spaces only, never a World’s centre; distances as in the memoized one', () => {
    const g = geometry(fresh(start));
    expect(g.adj['a:4']).toEqual(['a:3', 'a:5']);
    expect(g.adj['dojo:1']).toEqual(['a:1', 'a:2', 'dojo:0', 'dojo:2', 'dojo:6', 'f:1']);
    expect(
      Object.values(g.adj)
        .flat()
        .filter((s) => !accessible(s)),
    ).toEqual([]);
    expect(g.spaces.map((s) => distance(g, 'a:4', s)).join('')).toBe(g.spaces.map((s) => distance(geometry(start), 'a:4', s)).join(''));
    expect([distance(g, 'a:1', 'a:4'), distance(g, 'dojo:0', 'a:4'), distance(g, 'a:4', 'd:4')]).toEqual([3, 4, 8]);
  });

  it('CoH §15.1: no distance to or from a space that is not an accessible space of the layout (99)', () => {
    const g = geometry(fresh(start));
    expect([distance(g, 'a:0', 'a:1'), distance(g, 'a:1', 'a:0'), distance(g, 'zz:1', 'dojo:0'), distance(g, 'dojo:0', 'zz:1')]).toEqual([
      99, 99, 99, 99,
    ]);
    expect([distance(g, g.spaces[0]!, 'a:0'), distance(g, 'a:0', g.spaces[0]!)]).toEqual([99, 99]);
  });

  it('CoH §15.1: tiles that do not touch are out of reach (99), whichever was asked first', () => {
    // Worlds a and b side by side (12 spaces), World d across the empty centre (6): two worlds apart.
    const apart: Layout = { a: { slot: 1, rot: 3 + 6 * ++turns }, b: { slot: 2, rot: 2 }, d: { slot: 4, rot: 0 } };
    const g = geometry(apart);
    expect(g.spaces).toHaveLength(18);
    expect(distance(g, 'a:1', 'b:2')).toBe(1);
    expect(Math.max(...g.spaces.filter((s) => !s.startsWith('d')).map((s) => distance(g, 'a:4', s)))).toBeLessThan(99);
    expect(g.spaces.map((s) => distance(g, 'd:1', s))).toEqual([99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 0, 1, 2, 3, 2, 1]);
    expect(distance(g, 'a:4', 'd:1')).toBe(99);
  });

  it('the same layout with its tiles listed in another order is the same geometry; distinct layouts never share one', () => {
    const layout = fresh(start);
    const g = geometry(layout);
    const reversed = Object.fromEntries(Object.entries(layout).reverse()) as Layout;
    expect(Object.keys(reversed)).toEqual(['f', 'e', 'd', 'c', 'b', 'a', 'dojo']);
    expect(geometry(reversed)).toBe(g);
    // Written end to end without a separator, these two layouts would read alike: tile "a" then "b", or one tile "a@1/2b".
    const two = geometry({ a: { slot: 1, rot: 2 }, b: { slot: 2, rot: 3 + 6 * ++turns } });
    const one = geometry({ [`a@1/2b`]: { slot: 2, rot: 3 + 6 * turns } });
    expect([two.spaces.length, one.spaces.length, one.spaces[0]]).toEqual([12, 6, 'a@1/2b:1']);
  });

  it('a geometry’s hex tables are built once, on the first ask', () => {
    const g = geometry(fresh(start));
    const hexOf = g.hexOf;
    expect(g.hexOf).toBe(hexOf);
    expect(g.spaceAt).toBe(g.spaceAt);
    expect([hexOf['a:4'], g.spaceAt['3,1']]).toEqual(['3,1', 'a:4']);
  });
});
