import { describe, expect, it } from 'vitest';
import {
  HEX_DIRECTIONS,
  hasLineOfSight,
  hexAdd,
  hexDirectionTo,
  hexDistance,
  hexEquals,
  hexesBetweenInRow,
  hexesWithin,
  hexKey,
  hexLine,
  hexNeighbours,
  hexRay,
  hexRing,
  hexRotate,
  hexRound,
  hexS,
  hexScale,
  parseHexKey,
  reachableHexes,
  sameHexRow,
  type Hex,
  type PathOptions,
} from '../../src/core/hex.js';
import { createRng, randomInt } from '../../src/core/rng.js';

/** Hexes as "q,r" keys: compact tables, and -0 reads as 0 (rotations produce -0). */
const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey);
const hex = (key: string): Hex => parseHexKey(key);
const DIRECTION_KEYS = ['1,0', '1,-1', '0,-1', '-1,0', '-1,1', '0,1'];

describe('hex basics', () => {
  it('lists the six directions in one fixed order, starting east (+q)', () => {
    expect(keys(HEX_DIRECTIONS)).toEqual(DIRECTION_KEYS);
  });

  it('keys and parses "q,r"', () => {
    expect(hexKey({ q: 3, r: -2 })).toBe('3,-2');
    expect(parseHexKey('3,-2')).toEqual({ q: 3, r: -2 });
    expect(parseHexKey('-7,0')).toEqual({ q: -7, r: 0 });
    for (const bad of ['', '3', 'a,1', '1,b', '1.5,2', '2,0.5']) expect(() => parseHexKey(bad), bad).toThrow(RangeError);
    expect(() => parseHexKey('x,1')).toThrow('bad hex key: x,1');
  });

  it('adds, scales, compares and gives the third cube coordinate', () => {
    expect(hexAdd({ q: 2, r: -3 }, { q: -5, r: 1 })).toEqual({ q: -3, r: -2 });
    expect(hexScale({ q: 2, r: -3 }, 3)).toEqual({ q: 6, r: -9 });
    expect(hexS({ q: 2, r: -3 })).toBe(1);
    expect(hexS({ q: -4, r: 1 })).toBe(3);
    expect(hexEquals({ q: 1, r: 2 }, { q: 1, r: 2 })).toBe(true);
    expect(hexEquals({ q: 1, r: 2 }, { q: 2, r: 2 })).toBe(false);
    expect(hexEquals({ q: 1, r: 2 }, { q: 1, r: 1 })).toBe(false);
  });

  it('measures distances along each axis and between them', () => {
    const from = { q: 2, r: -1 };
    const table: [string, number][] = [
      ['2,-1', 0],
      ['3,-1', 1],
      ['5,-1', 3],
      ['2,3', 4],
      ['-1,2', 3],
      ['4,0', 3], // q+2, r+1: no shared row
      ['0,-2', 3], // q-2, r-1
      ['3,-4', 3], // q+1, r-3 (s+2)
      ['-2,5', 6], // q-4, r+6
    ];
    for (const [to, d] of table) {
      expect(hexDistance(from, hex(to)), to).toBe(d);
      expect(hexDistance(hex(to), from), `${to} back`).toBe(d);
    }
  });

  it('lists neighbours in direction order', () => {
    expect(keys(hexNeighbours({ q: 2, r: -1 }))).toEqual(['3,-1', '3,-2', '2,-2', '1,-1', '1,0', '2,0']);
  });
});

describe('rings and areas', () => {
  it('ring 0 is the center itself', () => {
    expect(keys(hexRing({ q: 4, r: -2 }, 0))).toEqual(['4,-2']);
  });

  it('ring 1 starts south-west and walks the six directions in order', () => {
    expect(keys(hexRing({ q: 0, r: 0 }, 1))).toEqual(['-1,1', '0,1', '1,0', '1,-1', '0,-1', '-1,0']);
  });

  it('ring 2 around an off-origin center: twelve hexes, two per side', () => {
    expect(keys(hexRing({ q: 3, r: -1 }, 2))).toEqual([
      '1,1',
      '2,1',
      '3,1',
      '4,0',
      '5,-1',
      '5,-2',
      '5,-3',
      '4,-3',
      '3,-3',
      '2,-2',
      '1,-1',
      '1,0',
    ]);
    for (const h of hexRing({ q: 3, r: -1 }, 3)) expect(hexDistance(h, { q: 3, r: -1 })).toBe(3);
    expect(new Set(keys(hexRing({ q: 3, r: -1 }, 3))).size).toBe(18);
  });

  it('an area lists rings nearest first: 1 + 6 + 12 hexes within 2', () => {
    const area = hexesWithin({ q: 0, r: 0 }, 2);
    expect(keys(area)).toEqual([
      '0,0',
      ...['-1,1', '0,1', '1,0', '1,-1', '0,-1', '-1,0'],
      ...['-2,2', '-1,2', '0,2', '1,1', '2,0', '2,-1', '2,-2', '1,-2', '0,-2', '-1,-1', '-2,0', '-2,1'],
    ]);
    expect(keys(hexesWithin({ q: 1, r: 1 }, 0))).toEqual(['1,1']);
  });
});

describe('rows: hexDirectionTo, sameHexRow, hexRay, hexesBetweenInRow', () => {
  const from = { q: 2, r: -3 };

  it('gives the direction index for every direction at distances 1 to 4', () => {
    for (let dir = 0; dir < 6; dir++) {
      for (let k = 1; k <= 4; k++) {
        const to = hexAdd(from, hexScale(HEX_DIRECTIONS[dir]!, k));
        expect(hexDirectionTo(from, to), `dir ${dir} at ${k}`).toBe(dir);
        expect(hexDirectionTo(to, from), `back from dir ${dir} at ${k}`).toBe((dir + 3) % 6);
        expect(sameHexRow(from, to)).toBe(true);
      }
    }
  });

  it('has no direction off the six rows, nor between equal hexes', () => {
    // Each off-row offset keeps one cube coordinate or none, never two opposite on a row.
    for (const offset of ['1,1', '2,-1', '1,-2', '-1,-1', '-2,1', '-1,2', '3,1', '1,-3', '2,2', '-3,2']) {
      const to = hexAdd(from, hex(offset));
      expect(hexDirectionTo(from, to), offset).toBeNull();
      expect(sameHexRow(from, to), offset).toBe(false);
    }
    expect(hexDirectionTo(from, { ...from })).toBeNull();
    expect(sameHexRow(from, from)).toBe(false);
  });

  it('casts a ray of n hexes, start excluded; directions wrap modulo 6', () => {
    expect(keys(hexRay({ q: 1, r: 1 }, 2, 3))).toEqual(['1,0', '1,-1', '1,-2']);
    expect(keys(hexRay({ q: 1, r: 1 }, 0, 2))).toEqual(['2,1', '3,1']);
    expect(keys(hexRay({ q: 1, r: 1 }, 5, 1))).toEqual(['1,2']);
    expect(keys(hexRay({ q: 1, r: 1 }, -1, 2))).toEqual(['1,2', '1,3']);
    expect(keys(hexRay({ q: 1, r: 1 }, -7, 1))).toEqual(['1,2']);
    expect(keys(hexRay({ q: 1, r: 1 }, 6, 1))).toEqual(['2,1']);
    expect(keys(hexRay({ q: 1, r: 1 }, 13, 2))).toEqual(['2,0', '3,-1']);
    expect(hexRay({ q: 1, r: 1 }, 3, 0)).toEqual([]);
  });

  it('lists the hexes strictly between two hexes of a row', () => {
    expect(keys(hexesBetweenInRow({ q: 0, r: 0 }, { q: 3, r: 0 })!)).toEqual(['1,0', '2,0']);
    expect(keys(hexesBetweenInRow({ q: 0, r: 0 }, { q: -3, r: 3 })!)).toEqual(['-1,1', '-2,2']);
    expect(keys(hexesBetweenInRow({ q: 2, r: -1 }, { q: 2, r: -5 })!)).toEqual(['2,-2', '2,-3', '2,-4']);
    expect(hexesBetweenInRow({ q: 0, r: 0 }, { q: 0, r: 1 })).toEqual([]);
    expect(hexesBetweenInRow({ q: 0, r: 0 }, { q: 2, r: 1 })).toBeNull();
    expect(hexesBetweenInRow({ q: 0, r: 0 }, { q: 0, r: 0 })).toBeNull();
  });
});

describe('hexRotate', () => {
  it('turns an off-row offset through all six sixths and back', () => {
    // One turn sends direction i to direction i − 1 (east → south-east).
    const turns = [0, 1, 2, 3, 4, 5, 6].map((t) => hexKey(hexRotate({ q: 2, r: -1 }, t)));
    expect(turns).toEqual(['2,-1', '1,1', '-1,2', '-2,1', '-1,-1', '1,-2', '2,-1']);
  });

  it('sends each direction one step back in the direction order per turn', () => {
    for (let dir = 0; dir < 6; dir++) {
      for (let t = 0; t < 6; t++) {
        expect(hexKey(hexRotate(HEX_DIRECTIONS[dir]!, t)), `dir ${dir} turned ${t}`).toBe(DIRECTION_KEYS[(dir - t + 12) % 6]);
      }
    }
  });

  it('reads negative and large turn counts modulo 6', () => {
    const o = { q: 3, r: -1 };
    expect(hexKey(hexRotate(o, -1))).toBe(hexKey(hexRotate(o, 5)));
    expect(hexKey(hexRotate(o, -1))).toBe('2,-3');
    expect(hexKey(hexRotate(o, 7))).toBe('1,2');
    expect(hexKey(hexRotate(o, -6))).toBe('3,-1');
    expect(hexKey(hexRotate(o, 12))).toBe('3,-1');
    expect(hexKey(hexRotate({ q: 0, r: 0 }, 4))).toBe('0,0');
  });

  it('keeps the distance from the origin', () => {
    for (const o of hexesWithin({ q: 0, r: 0 }, 3))
      for (let t = 0; t < 6; t++) expect(hexDistance(hexRotate(o, t), { q: 0, r: 0 })).toBe(hexDistance(o, { q: 0, r: 0 }));
  });
});

describe('hexRound', () => {
  it('keeps whole coordinates', () => {
    expect(hexRound(2, -3)).toEqual({ q: 2, r: -3 });
  });

  it('corrects the coordinate that rounded furthest', () => {
    // q moved furthest (0.45): q = −r − s.
    expect(hexRound(0.45, 0.35)).toEqual({ q: 1, r: 0 });
    // r moved furthest.
    expect(hexRound(0.35, 0.45)).toEqual({ q: 0, r: 1 });
    // s moved furthest (0.4 against 0.3, 0.3): q and r stand.
    expect(hexRound(0.3, 0.3)).toEqual({ q: 0, r: 0 });
    expect(hexRound(-1.6, 0.7)).toEqual({ q: -2, r: 1 });
    expect(hexRound(1.2, -2.7)).toEqual({ q: 1, r: -3 });
    // s furthest while q moved more than r: q is kept.
    expect(hexRound(0.35, 0.2)).toEqual({ q: 0, r: 0 });
    // s furthest with r rounded away from zero.
    expect(hexRound(0.3, 1.3)).toEqual({ q: 0, r: 1 });
  });

  it('on a tie with s, keeps q and r (s is corrected)', () => {
    // Exact binary fractions: q and s, then r and s, moved by the same amount.
    expect(hexRound(0.375, 0.25)).toEqual({ q: 0, r: 0 });
    expect(hexRound(0.25, 0.375)).toEqual({ q: 0, r: 0 });
  });

  it('never returns -0', () => {
    const h = hexRound(-0.2, 0.1);
    expect(Object.is(h.q, 0)).toBe(true);
    expect(Object.is(h.r, 0)).toBe(true);
    const g = hexRound(0.1, -0.2);
    expect(Object.is(g.q, 0) && Object.is(g.r, 0)).toBe(true);
  });
});

describe('hexLine and line of sight', () => {
  it('a hex to itself is that hex', () => {
    expect(keys(hexLine({ q: 1, r: 1 }, { q: 1, r: 1 }))).toEqual(['1,1']);
  });

  it('follows a row exactly, both ends included', () => {
    expect(keys(hexLine({ q: 0, r: 0 }, { q: 3, r: 0 }))).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(keys(hexLine({ q: 2, r: 1 }, { q: 2, r: -2 }))).toEqual(['2,1', '2,0', '2,-1', '2,-2']);
    expect(keys(hexLine({ q: 0, r: 0 }, { q: -2, r: 2 }))).toEqual(['0,0', '-1,1', '-2,2']);
  });

  it('picks one side, always the same, when the line runs along hex edges', () => {
    // (0,0) → (2,−1): the middle point (1, −0.5) is on the edge of (1,0) and (1,−1).
    expect(keys(hexLine({ q: 0, r: 0 }, { q: 2, r: -1 }))).toEqual(['0,0', '1,0', '2,-1']);
    expect(keys(hexLine({ q: 0, r: 0 }, { q: 4, r: -2 }))).toEqual(['0,0', '1,0', '2,-1', '3,-1', '4,-2']);
    expect(keys(hexLine({ q: 0, r: 0 }, { q: 1, r: 1 }))).toEqual(['0,0', '1,0', '1,1']);
    expect(keys(hexLine({ q: 0, r: 0 }, { q: -1, r: 2 }))).toEqual(['0,0', '0,1', '-1,2']);
  });

  it('draws lines between the rows', () => {
    expect(keys(hexLine({ q: 0, r: 0 }, { q: 3, r: -1 }))).toEqual(['0,0', '1,0', '2,-1', '3,-1']);
    expect(keys(hexLine({ q: 1, r: -2 }, { q: -2, r: 3 }))).toEqual(['1,-2', '0,-1', '0,0', '-1,1', '-1,2', '-2,3']);
  });

  it('every line has distance + 1 hexes, each next to the one before', () => {
    const rng = createRng('hex-lines');
    for (let n = 0; n < 300; n++) {
      const a = { q: randomInt(rng, 13) - 6, r: randomInt(rng, 13) - 6 };
      const b = { q: randomInt(rng, 13) - 6, r: randomInt(rng, 13) - 6 };
      const line = hexLine(a, b);
      expect(line.length).toBe(hexDistance(a, b) + 1);
      expect(line[0]).toEqual(a);
      expect(line.at(-1)).toEqual(b);
      for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1);
    }
  });

  it('sees past the ends but not through a blocker on the line', () => {
    const blockedAt =
      (...at: string[]) =>
      (h: Hex) =>
        at.includes(hexKey(h));
    const a = { q: 0, r: 0 };
    const b = { q: 3, r: 0 };
    expect(hasLineOfSight(a, b, blockedAt())).toBe(true);
    expect(hasLineOfSight(a, b, blockedAt('0,0', '3,0'))).toBe(true);
    expect(hasLineOfSight(a, b, blockedAt('1,0'))).toBe(false);
    expect(hasLineOfSight(a, b, blockedAt('2,0'))).toBe(false);
    expect(hasLineOfSight(a, b, blockedAt('1,-1', '2,1', '4,0'))).toBe(true);
    // Along an edge, only the side the line takes blocks.
    expect(hasLineOfSight(a, { q: 2, r: -1 }, blockedAt('1,-1'))).toBe(true);
    expect(hasLineOfSight(a, { q: 2, r: -1 }, blockedAt('1,0'))).toBe(false);
    // Neighbours and the hex itself always see each other.
    expect(hasLineOfSight(a, { q: 1, r: 0 }, () => true)).toBe(true);
    expect(hasLineOfSight(a, a, () => true)).toBe(true);
  });
});

describe('reachableHexes', () => {
  const origin = { q: 0, r: 0 };
  const walk = (blocked: string[] = []): PathOptions => ({ stepCost: (to) => (blocked.includes(hexKey(to)) ? null : 1) });
  const byKey = (budget: number, opts: PathOptions, start = origin) =>
    new Map(reachableHexes(start, budget, opts).map((r) => [hexKey(r.hex), { cost: r.cost, path: keys(r.path) }]));

  it('one step: the six neighbours in direction order, start excluded', () => {
    expect(reachableHexes(origin, 1, walk())).toEqual(HEX_DIRECTIONS.map((d) => ({ hex: d, cost: 1, path: [d] })));
    expect(reachableHexes(origin, 0, walk())).toEqual([]);
  });

  it('two steps: 18 hexes at their distance; ties go to the first direction', () => {
    const reach = byKey(2, walk());
    expect(reach.size).toBe(18);
    expect(reach.has('0,0')).toBe(false);
    for (const [k, r] of reach) {
      expect(r.cost, k).toBe(hexDistance(origin, hex(k)));
      expect(r.path.length, k).toBe(r.cost);
      expect(r.path.at(-1), k).toBe(k);
    }
    expect(reach.get('2,0')!.path).toEqual(['1,0', '2,0']);
    // (1,1) is two steps through (1,0) or (0,1): east comes first.
    expect(reach.get('1,1')!.path).toEqual(['1,0', '1,1']);
    expect(reach.get('-1,-1')!.path).toEqual(['0,-1', '-1,-1']);
    expect(reach.get('-2,1')!.path).toEqual(['-1,0', '-2,1']);
    // The order of the result: ring 1 in direction order, then ring 2 as it was found (from (1,0), then from (1,-1)…).
    expect([...reach.keys()].slice(0, 11)).toEqual(['1,0', '1,-1', '0,-1', '-1,0', '-1,1', '0,1', '2,0', '2,-1', '1,1', '2,-2', '1,-2']);
  });

  it('walks around a blocker and leaves what is out of budget', () => {
    const blocked = walk(['1,0']);
    expect(byKey(2, blocked).has('2,0')).toBe(false);
    expect(byKey(2, blocked).has('1,0')).toBe(false);
    expect(byKey(3, blocked).get('2,0')).toEqual({ cost: 3, path: ['1,-1', '2,-1', '2,0'] });
    // A wall of three: (1,0), (1,-1), (0,1) closed; (2,0) is five steps, round the north (found first).
    const wall = walk(['1,0', '1,-1', '0,1']);
    expect(byKey(4, wall).has('2,0')).toBe(false);
    expect(byKey(4, wall).get('1,1')).toEqual({ cost: 4, path: ['-1,1', '-1,2', '0,2', '1,1'] });
    expect(byKey(5, wall).get('2,0')).toEqual({ cost: 5, path: ['0,-1', '1,-2', '2,-2', '2,-1', '2,0'] });
  });

  it('honours step costs, and a cheaper path found later replaces a dearer one', () => {
    // Stepping straight east from the start costs 5; every other step 1.
    const opts: PathOptions = { stepCost: (to, from) => (hexKey(from) === '0,0' && hexKey(to) === '1,0' ? 5 : 1) };
    const reach = byKey(5, opts);
    expect(reach.get('1,0')).toEqual({ cost: 2, path: ['1,-1', '1,0'] });
    expect(reach.get('2,0')).toEqual({ cost: 3, path: ['1,-1', '2,-1', '2,0'] });
    // Rough ground (cost 3) is entered only when the budget allows.
    const rough: PathOptions = { stepCost: (to) => (hexKey(to) === '1,0' ? 3 : 1) };
    expect(byKey(2, rough).has('1,0')).toBe(false);
    expect(byKey(3, rough).get('1,0')).toEqual({ cost: 3, path: ['1,0'] });
    expect(byKey(3, rough).get('2,0')).toEqual({ cost: 3, path: ['1,-1', '2,-1', '2,0'] });
  });

  it('passes through hexes it may not end on', () => {
    const opts: PathOptions = { stepCost: () => 1, canEnd: (h) => hexKey(h) !== '1,0' };
    const reach = byKey(2, opts);
    expect(reach.has('1,0')).toBe(false);
    expect(reach.get('2,0')).toEqual({ cost: 2, path: ['1,0', '2,0'] });
    expect(reach.size).toBe(17);
    expect(byKey(2, { stepCost: () => 1, canEnd: () => true }).size).toBe(18);
  });

  it('matches a breadth-first search on random boards with blockers', () => {
    const rng = createRng('reachable');
    for (let board = 0; board < 40; board++) {
      const blocked = new Set<string>();
      for (const h of hexesWithin(origin, 4)) if (hexKey(h) !== '0,0' && randomInt(rng, 3) === 0) blocked.add(hexKey(h));
      const inside = (h: Hex) => hexDistance(h, origin) <= 4 && !blocked.has(hexKey(h));
      const budget = 1 + randomInt(rng, 4);
      // Reference: plain BFS distances.
      const dist = new Map<string, number>([['0,0', 0]]);
      let frontier = [origin];
      for (let d = 1; d <= budget; d++) {
        const next: Hex[] = [];
        for (const f of frontier)
          for (const n of hexNeighbours(f))
            if (inside(n) && !dist.has(hexKey(n))) {
              dist.set(hexKey(n), d);
              next.push(n);
            }
        frontier = next;
      }
      const reach = reachableHexes(origin, budget, { stepCost: (to) => (inside(to) ? 1 : null) });
      expect(new Map(reach.map((r) => [hexKey(r.hex), r.cost]))).toEqual(new Map([...dist].filter(([k]) => k !== '0,0')));
      for (const r of reach) {
        const steps = [origin, ...r.path];
        for (let i = 1; i < steps.length; i++) {
          expect(hexDistance(steps[i - 1]!, steps[i]!)).toBe(1);
          expect(inside(steps[i]!)).toBe(true);
        }
      }
    }
  });
});
