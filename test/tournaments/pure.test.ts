/**
 * The tournament core at its edges (#23): who sits out in multi-seat Swiss
 * rounds and that nobody sits out twice while others have not, byes in duel
 * Swiss, table sizes, seating, points by place, and the standings'
 * tie-breaks per format, worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../src/core/rng.js';
import {
  BYE_POINTS,
  TIE_BREAKS,
  computeStandings,
  pairSwissDuels,
  pairSwissRound,
  pairingHistory,
  pairwiseScore,
  placesOf,
  pointsByPlace,
  pointsSoFar,
  repeatCount,
  seatTables,
  tablePoints,
  tableSizes,
  type Entrant,
  type PairingHistory,
  type PlayerId,
  type Round,
  type Table,
} from '../../src/platform/tournaments/index.js';

const entrants = (n: number): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: null, seed: i + 1, status: 'active' as const }));
const played = (id: string, places: Record<PlayerId, number>): Table => ({
  id,
  players: Object.keys(places),
  bye: false,
  result: { kind: 'places', places },
});
const bye = (id: string, p: PlayerId): Table => ({ id, players: [p], bye: true, result: null });
const round = (number: number, tables: Table[]): Round => ({ number, status: 'complete', tables });

describe('points by finishing place', () => {
  it('reads places, a missing place counting as last', () => {
    expect([...placesOf(['a', 'b', 'c'], { kind: 'places', places: { a: 2, b: 1 } })]).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('a forfeit: the absent lose, those present share first place', () => {
    expect([...placesOf(['a', 'b', 'c', 'd'], { kind: 'forfeit', absent: ['b', 'd'] })]).toEqual([
      ['a', 1],
      ['b', 3],
      ['c', 1],
      ['d', 3],
    ]);
    expect([...placesOf(['a', 'b'], { kind: 'forfeit', absent: ['a', 'b'] })]).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('one point per player below, half per player tied', () => {
    const pts = (places: Record<string, number>) => [...pointsByPlace(new Map(Object.entries(places))).values()];
    expect(pts({ a: 1, b: 2, c: 3, d: 4 })).toEqual([3, 2, 1, 0]);
    expect(pts({ a: 1, b: 1, c: 3, d: 4 })).toEqual([2.5, 2.5, 1, 0]);
    expect(pts({ a: 1, b: 2, c: 2, d: 2 })).toEqual([3, 1, 1, 1]);
    expect(pts({ a: 1, b: 1 })).toEqual([0.5, 0.5]);
    expect(pts({ a: 2, b: 1 })).toEqual([0, 1]);
  });

  it('a bye scores one point; a table without a result scores nothing yet', () => {
    expect(BYE_POINTS).toBe(1);
    expect([...tablePoints(bye('t', 'a'))]).toEqual([['a', 1]]);
    expect([...tablePoints({ id: 't', players: ['a', 'b'], bye: false, result: null })]).toEqual([]);
    expect([...tablePoints(played('t', { a: 2, b: 1, c: 3 }))]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 0],
    ]);
  });

  it('scores one opponent: 1 above, ½ tied, 0 below', () => {
    const places = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 2],
    ]);
    expect(pairwiseScore(places, 'a', 'b')).toBe(1);
    expect(pairwiseScore(places, 'b', 'c')).toBe(0.5);
    expect(pairwiseScore(places, 'c', 'a')).toBe(0);
  });
});

describe('table sizes', () => {
  it('uses the fewest tables, sizes differing by at most one', () => {
    const table: [number, number, number, number[], number][] = [
      [14, 3, 6, [5, 5, 4], 0],
      [7, 3, 6, [4, 3], 0],
      [6, 3, 6, [6], 0],
      [3, 3, 6, [3], 0],
      [13, 4, 5, [5, 4, 4], 0],
      [9, 3, 4, [3, 3, 3], 0],
      [12, 3, 4, [4, 4, 4], 0],
      [8, 2, 3, [3, 3, 2], 0],
    ];
    for (const [n, min, max, sizes, byes] of table) expect(tableSizes(n, min, max), `${n} in ${min}-${max}`).toEqual({ sizes, bye: byes });
  });

  it('duels: pairs, and one bye for an odd count', () => {
    expect(tableSizes(7, 2, 2)).toEqual({ sizes: [2, 2, 2], bye: 1 });
    expect(tableSizes(6, 2, 2)).toEqual({ sizes: [2, 2, 2], bye: 0 });
    expect(tableSizes(1, 2, 2)).toEqual({ sizes: [], bye: 1 });
  });

  it('when no split fits, the rest sit out; too few players for a table all sit out', () => {
    expect(tableSizes(5, 3, 3)).toEqual({ sizes: [3], bye: 2 });
    expect(tableSizes(11, 4, 4)).toEqual({ sizes: [4, 4], bye: 3 });
    expect(tableSizes(2, 3, 6)).toEqual({ sizes: [], bye: 2 });
  });

  it('refuses a range below two or upside down', () => {
    expect(() => tableSizes(5, 1, 3)).toThrow('Bad table size range 1-3');
    expect(() => tableSizes(5, 4, 3)).toThrow('Bad table size range 4-3');
    expect(() => tableSizes(5, 3, 3)).not.toThrow();
  });
});

describe('seating multi-seat tables', () => {
  const never = () => false;

  it('counts the pairs at each table that already met', () => {
    const met = (a: string, b: string) => [a, b].sort().join('') === 'ab' || [a, b].sort().join('') === 'cd';
    expect(repeatCount([['a', 'b', 'c', 'd']], met)).toBe(2);
    expect(
      repeatCount(
        [
          ['a', 'c'],
          ['b', 'd'],
        ],
        met,
      ),
    ).toBe(0);
    expect(
      repeatCount(
        [
          ['b', 'a'],
          ['d', 'e', 'c'],
        ],
        met,
      ),
    ).toBe(2);
    expect(repeatCount([], met)).toBe(0);
  });

  it('without history, seats the ranking in order', () => {
    expect(seatTables(['a', 'b', 'c', 'd', 'e', 'f', 'g'], [4, 3], never)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g'],
    ]);
  });

  it('moves players apart who met, and keeps similar ranks together otherwise', () => {
    const pairs = new Set(['a|b', 'c|d']);
    const met = (x: string, y: string) => pairs.has([x, y].sort().join('|'));
    const tables = seatTables(['a', 'b', 'c', 'd', 'e', 'f'], [3, 3], met);
    expect(repeatCount(tables, met)).toBe(0);
    // The best seating without a repeat, by the sum of rank gaps at each table (checked exhaustively).
    const rank = (p: string) => 'abcdef'.indexOf(p);
    const spread = (ts: string[][]) =>
      ts.reduce((sum, t) => sum + t.reduce((s, p, i) => s + t.slice(i + 1).reduce((u, q) => u + Math.abs(rank(p) - rank(q)), 0), 0), 0);
    let best = Infinity;
    const players = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let mask = 0; mask < 64; mask++) {
      const first = players.filter((_, i) => mask & (1 << i));
      if (first.length !== 3) continue;
      const split = [first, players.filter((p) => !first.includes(p))];
      if (repeatCount(split, met) === 0) best = Math.min(best, spread(split));
    }
    expect(spread(tables)).toBe(best);
  });
});

describe('seating: the local search, value by value', () => {
  const metOf = (pairs: string[]) => {
    const set = new Set(pairs);
    return (x: string, y: string) => set.has([x, y].sort().join('|'));
  };
  const keyOf = (tables: string[][]) => tables.map((t) => t.join('')).join('/');
  const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('restarts from seeded shuffles when the first search leaves a repeat', () => {
    const met = metOf(['e|g', 'b|f', 'd|f', 'c|d', 'a|b']);
    const first = seatTables(seven, [4, 3], met, createRng('seating'), 0);
    expect(keyOf(first)).toBe('ebcd/afg');
    expect(repeatCount(first, met)).toBe(1);
    const found = seatTables(seven, [4, 3], met);
    expect(keyOf(found)).toBe('fgca/ebd');
    expect(repeatCount(found, met)).toBe(0);
    // The default random state is createRng('seating'); another seed finds another seating.
    expect(keyOf(seatTables(seven, [4, 3], met, createRng('seating')))).toBe('fgca/ebd');
    expect(keyOf(seatTables(seven, [4, 3], met, createRng('')))).toBe('fcae/dbg');
  });

  it('stops restarting once no repeat is left', () => {
    expect(keyOf(seatTables(seven, [4, 3], metOf(['a|d', 'a|e'])))).toBe('ebcd/afg');
  });

  it('swaps only for a strictly lower cost, spread counted as rank gaps', () => {
    expect(keyOf(seatTables(seven, [4, 3], metOf(['b|c', 'b|g', 'e|g', 'd|g', 'd|f', 'f|g'])))).toBe('ebad/cfg');
  });

  it('weighs a repeat above any spread of ranks (15 players, tables of 6, 6 and 3)', () => {
    const fifteen = 'abcdefghijklmno'.split('');
    expect(keyOf(seatTables(fifteen, [6, 6, 3], metOf(['i|m', 'a|l', 'c|n', 'a|b', 'i|o'])))).toBe('lbcdef/ghijka/mno');
  });
});

describe('multi-seat Swiss: who sits out', () => {
  const three = { min: 3, max: 3 };
  const field = entrants(5);
  // Round 1: p5 and p4 sit out (lowest ranked); p1 > p2 > p3 at the table.
  const r1 = round(1, [played('r1t1', { p1: 1, p2: 2, p3: 3 }), bye('r1t2', 'p5'), bye('r1t3', 'p4')]);
  // Round 2: p3 and p2 sit out; p4 > p5 > p1.
  const r2 = round(2, [played('r2t1', { p4: 1, p5: 2, p1: 3 }), bye('r2t2', 'p3'), bye('r2t3', 'p2')]);

  it('round 1: the two lowest seeds sit out and score a bye', () => {
    expect(pairSwissRound(field, [], three)).toEqual({ tables: [['p1', 'p2', 'p3']], bye: ['p5', 'p4'] });
  });

  it('round 2: the lowest ranked who have not sat out yet', () => {
    // Standings: p1 2 points; p2 1 (Buchholz 1), p4 and p5 1 (byes, Buchholz 0); p3 0.
    expect(pairSwissRound(field, [r1], three)).toEqual({ tables: [['p1', 'p4', 'p5']], bye: ['p3', 'p2'] });
  });

  it('round 3: only p1 never sat out; the second seat out goes to the lowest ranked again', () => {
    // Standings: p4 3; p1, p5, p2 2 (Buchholz 4, 2.5, 1.5); p3 1.
    expect(pairSwissRound(field, [r1, r2], three)).toEqual({ tables: [['p4', 'p5', 'p2']], bye: ['p1', 'p3'] });
  });

  it('when only the lowest ranked never sat out, the next lowest sits out with them', () => {
    // p5 lost both tables; p1..p4 each sat out once. Standings: p1, p3 (3 points), p2, p4 (2), p5 (0).
    const rounds = [
      round(1, [played('r1t1', { p1: 1, p2: 2, p5: 3 }), bye('r1b1', 'p3'), bye('r1b2', 'p4')]),
      round(2, [played('r2t1', { p3: 1, p4: 2, p5: 3 }), bye('r2b1', 'p1'), bye('r2b2', 'p2')]),
    ];
    expect(pairSwissRound(field, rounds, three)).toEqual({ tables: [['p1', 'p3', 'p2']], bye: ['p5', 'p4'] });
  });

  it('seats with a random state seeded by the tournament and the round', () => {
    const eight = entrants(8).map((e, i) => ({ ...e, id: 'abcdefgh'[i]! }));
    const draws = [
      ['a', 'c'],
      ['d', 'b'],
      ['f', 'h'],
      ['a', 'd'],
      ['c', 'h'],
    ].map(([x, y], k) => played(`t${k}`, { [x!]: 1, [y!]: 1 }));
    const size = { min: 3, max: 4 };
    const keyOf = (p: { tables: string[][]; bye: string[] }) => p.tables.map((t) => t.join('')).join('/');
    expect(keyOf(pairSwissRound(eight, [round(1, draws)], size))).toBe('edfc/aghb');
    expect(keyOf(pairSwissRound(eight, [round(1, draws)], size, 'swiss'))).toBe('edfc/aghb');
    expect(keyOf(pairSwissRound(eight, [round(1, draws)], size, ''))).toBe('bhga/decf');
    expect(keyOf(pairSwissRound(eight, [round(1, draws), round(2, [])], size))).toBe('ebah/dcfg');
  });

  it('a dropped player is neither seated nor sits out', () => {
    const dropped = field.map((e) => (e.id === 'p5' ? { ...e, status: 'dropped' as const } : e));
    expect(pairSwissRound(dropped, [], three)).toEqual({ tables: [['p1', 'p2', 'p3']], bye: ['p4'] });
  });

  it('nobody sits out twice while someone has not sat out, over a whole tournament', () => {
    // 7 players at tables of exactly 3: one table... two tables of 3, one sits out per round.
    const seven = entrants(7);
    const rounds: Round[] = [];
    const satOut: PlayerId[] = [];
    for (let n = 1; n <= 7; n++) {
      const pairing = pairSwissRound(seven, rounds, three, 'sit-outs');
      expect(pairing.bye).toHaveLength(1);
      expect(satOut).not.toContain(pairing.bye[0]);
      satOut.push(pairing.bye[0]!);
      const tables = pairing.tables.map((players, i) => played(`r${n}t${i + 1}`, Object.fromEntries(players.map((p, k) => [p, k + 1]))));
      rounds.push(round(n, [...tables, bye(`r${n}b`, pairing.bye[0]!)]));
    }
    expect([...satOut].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });
});

describe('duel Swiss: byes', () => {
  const points = (ps: string[], pts: number[]) => new Map(ps.map((p, i) => [p, pts[i]!]));
  const history = (byes: string[], met: string[][] = []): PairingHistory => ({
    met: (a, b) => met.some((m) => m.includes(a) && m.includes(b)),
    hadBye: (p) => byes.includes(p),
  });
  const five = ['p1', 'p2', 'p3', 'p4', 'p5'];

  it('the lowest ranked without a bye gets it, never a second one', () => {
    expect(pairSwissDuels(five, points(five, [0, 0, 0, 0, 0]), history([])).bye).toEqual(['p5']);
    expect(pairSwissDuels(five, points(five, [0, 0, 0, 0, 0]), history(['p5'])).bye).toEqual(['p4']);
    expect(pairSwissDuels(five, points(five, [2, 2, 1, 1, 0]), history(['p5', 'p4'])).bye).toEqual(['p3']);
    expect(pairSwissDuels(five, points(five, [2, 2, 1, 1, 0]), history(['p5', 'p4', 'p3', 'p2'])).bye).toEqual(['p1']);
  });

  it('pairs the rest within score groups, top half against bottom half', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(pairSwissDuels(six, points(six, [2, 2, 2, 2, 0, 0]), history([])).tables).toEqual([
      ['a', 'c'],
      ['b', 'd'],
      ['e', 'f'],
    ]);
    // A rematch inside the top group: the group still pairs inside itself (a–b/c–d and a–d/b–c cost the same).
    const keys = pairSwissDuels(six, points(six, [2, 2, 2, 2, 0, 0]), history([], [['a', 'c']])).tables.map((t) => [...t].sort().join(''));
    expect(keys).not.toContain('ac');
    expect(keys).toContain('ef');
    expect(keys.filter((k) => /^[abcd]{2}$/.test(k))).toHaveLength(2);
  });

  it('is the lexicographic optimum: rematches and second byes, then the bye’s rank, then score gaps (random fields against every pairing)', () => {
    // Every perfect pairing (plus the bye seat when odd), scored by the README's goals in strict priority.
    const pairings = (vertices: number[]): [number, number][][] => {
      if (vertices.length === 0) return [[]];
      const [first, ...rest] = vertices;
      return rest.flatMap((other, k) => pairings(rest.filter((_, i) => i !== k)).map((m) => [[first!, other] as [number, number], ...m]));
    };
    const rng = createRng('swiss-oracle');
    for (let field = 0; field < 150; field++) {
      const n = 2 + randomInt(rng, 8);
      const order = Array.from({ length: n }, (_, i) => `q${i}`);
      const pts = Array.from({ length: n }, () => randomInt(rng, 7) / 2).sort((a, b) => b - a);
      const pointsOf = points(order, pts);
      const metPairs = new Set<string>();
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (randomInt(rng, 10) < 3) metPairs.add(`${i}-${j}`);
      const byes = order.filter(() => randomInt(rng, 10) < 3);
      const h: PairingHistory = {
        met: (a, b) => metPairs.has([order.indexOf(a), order.indexOf(b)].sort((x, y) => x - y).join('-')),
        hadBye: (p) => byes.includes(p),
      };
      const half = (i: number) => Math.round(2 * pts[i]!);
      const group = (i: number) => order.filter((_, j) => half(j) === half(i)).map((p) => order.indexOf(p));
      const penalty = (i: number, j: number) => {
        const diff = half(i) - half(j);
        if (diff !== 0) return diff * diff * (n + 1);
        const g = group(i);
        return Math.abs(Math.abs(g.indexOf(i) - g.indexOf(j)) - Math.floor(g.length / 2));
      };
      const eligible = order.filter((p) => !h.hadBye(p));
      const cost = (m: [number, number][]): [number, number, number] => {
        let repeats = 0;
        let rank = 0;
        let gaps = 0;
        for (const [i, j] of m) {
          if (j === n) {
            if (h.hadBye(order[i]!)) repeats++;
            else rank = eligible.length - 1 - eligible.indexOf(order[i]!);
          } else if (h.met(order[i]!, order[j]!)) repeats++;
          else gaps += penalty(i, j);
        }
        return [repeats, rank, gaps];
      };
      const less = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      const vertices = Array.from({ length: n % 2 ? n + 1 : n }, (_, i) => i);
      const best = pairings(vertices).map(cost).sort(less)[0]!;
      const got = pairSwissDuels(order, pointsOf, h);
      const chosen: [number, number][] = [
        ...got.tables.map(([a, b]) => [order.indexOf(a!), order.indexOf(b!)] as [number, number]),
        ...got.bye.map((p) => [order.indexOf(p), n] as [number, number]),
      ];
      expect(
        chosen.flat().sort((a, b) => a - b),
        `field ${field}`,
      ).toEqual(vertices);
      expect(cost(chosen), `field ${field}`).toEqual(best);
    }
  });

  it('refuses a field too large for exact weights', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `m${i}`);
    expect(() => pairSwissDuels(many, new Map(many.map((p, i) => [p, i])), history([]))).toThrow(
      new RangeError('Too many players or rounds for exact pairing weights'),
    );
  });

  it('one player: a bye; nobody: nothing', () => {
    expect(pairSwissDuels(['a'], new Map(), history([]))).toEqual({ tables: [], bye: ['a'] });
    expect(pairSwissDuels([], new Map(), history([]))).toEqual({ tables: [], bye: [] });
  });

  it('remembers who met and who had a bye, in both orders', () => {
    const h = pairingHistory([round(1, [played('t1', { a: 1, b: 2 }), bye('t2', 'c')]), round(2, [played('t3', { c: 1, d: 2, e: 3 })])]);
    expect([h.met('a', 'b'), h.met('b', 'a'), h.met('c', 'e'), h.met('e', 'd'), h.met('a', 'c'), h.met('a', 'a')]).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(['a', 'b', 'c', 'd'].map(h.hadBye)).toEqual([false, false, true, false]);
  });
});

describe('standings and tie-breaks, hand-worked', () => {
  const field = entrants(5);
  const rounds = [
    round(1, [played('r1t1', { p1: 1, p2: 2, p3: 3 }), bye('r1t2', 'p5'), bye('r1t3', 'p4')]),
    round(2, [played('r2t1', { p4: 1, p5: 2, p1: 3 }), bye('r2t2', 'p3'), bye('r2t3', 'p2')]),
  ];

  it('orders each format by its own keys', () => {
    expect(TIE_BREAKS).toEqual({
      swiss: ['points', 'buchholz', 'buchholzCut1', 'sonnebornBerger', 'wins'],
      'round-robin': ['points', 'sonnebornBerger', 'wins'],
      'single-elimination': ['points', 'wins'],
    });
  });

  it('computes every column of a multi-seat Swiss', () => {
    const rows = computeStandings('swiss', field, rounds);
    const pick = (r: (typeof rows)[number]) => [
      r.rank,
      r.playerId,
      r.points,
      r.buchholz,
      r.buchholzCut1,
      r.sonnebornBerger,
      r.wins,
      r.played,
      r.byes,
    ];
    expect(rows.map(pick)).toEqual([
      [1, 'p4', 3, 2, 0, 2, 2, 1, 1],
      [2, 'p1', 2, 4, 2.5, 1.5, 1, 2, 0],
      [3, 'p5', 2, 2.5, 0, 1, 1, 1, 1],
      [4, 'p2', 2, 1.5, 0, 0.5, 1, 1, 1],
      [5, 'p3', 1, 2, 0, 0, 1, 1, 1],
    ]);
    expect([...pointsSoFar(field, rounds)]).toEqual([
      ['p1', 2],
      ['p2', 2],
      ['p3', 1],
      ['p4', 3],
      ['p5', 2],
    ]);
  });

  it('round robin goes by Sonneborn–Berger, elimination by wins, then the seed', () => {
    // p1, p5 and p2 have 2 points each; their wins are equal (1), their Sonneborn–Berger 1.5, 1, 0.5.
    expect(computeStandings('round-robin', field, rounds).map((r) => r.playerId)).toEqual(['p4', 'p1', 'p5', 'p2', 'p3']);
    expect(computeStandings('single-elimination', field, rounds).map((r) => r.playerId)).toEqual(['p4', 'p1', 'p2', 'p5', 'p3']);
  });

  it('lists the disqualified last, whatever their points; dropped players keep their place', () => {
    const dq = field.map((e) =>
      e.id === 'p4' ? { ...e, status: 'disqualified' as const } : e.id === 'p1' ? { ...e, status: 'dropped' as const } : e,
    );
    const rows = computeStandings('swiss', dq, rounds);
    expect(rows.map((r) => [r.rank, r.playerId, r.status])).toEqual([
      [1, 'p1', 'dropped'],
      [2, 'p5', 'active'],
      [3, 'p2', 'active'],
      [4, 'p3', 'active'],
      [5, 'p4', 'disqualified'],
    ]);
  });

  it('a tie for first is not a win; a forfeit counts as a game played', () => {
    const tied = [
      round(1, [
        played('t1', { p1: 1, p2: 1, p3: 3 }),
        { id: 't2', players: ['p4', 'p5'], bye: false, result: { kind: 'forfeit', absent: ['p5'] } } as Table,
      ]),
    ];
    const rows = computeStandings('swiss', field, tied);
    const by = new Map(rows.map((r) => [r.playerId, r]));
    expect([by.get('p1')!.wins, by.get('p2')!.wins, by.get('p4')!.wins, by.get('p5')!.wins]).toEqual([0, 0, 1, 0]);
    expect([by.get('p4')!.points, by.get('p5')!.points, by.get('p5')!.played]).toEqual([1, 0, 1]);
    // p1 and p2 tied: 1.5 points each; Sonneborn–Berger counts half the tied opponent's points.
    expect(by.get('p1')!.sonnebornBerger).toBe((1.5 * 0.5 + 0 * 1) / 2);
  });

  it('orders by seed whatever the order of the entrants, and ignores players who are not entrants', () => {
    const shuffled = [field[2]!, field[0]!, field[4]!, field[1]!, field[3]!];
    expect(computeStandings('swiss', shuffled, []).map((r) => r.playerId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    const ghost = [round(1, [played('t1', { p1: 1, ghost: 2 })])];
    const rows = computeStandings('swiss', field, ghost);
    expect(rows.map((r) => r.playerId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(rows[0]).toMatchObject({ points: 1, played: 1, buchholz: 0, wins: 1 });
  });

  it('with no game played, the seed decides', () => {
    const rows = computeStandings('swiss', field, []);
    expect(rows.map((r) => [r.rank, r.playerId, r.points, r.buchholz, r.buchholzCut1, r.played])).toEqual([
      [1, 'p1', 0, 0, 0, 0],
      [2, 'p2', 0, 0, 0, 0],
      [3, 'p3', 0, 0, 0, 0],
      [4, 'p4', 0, 0, 0, 0],
      [5, 'p5', 0, 0, 0, 0],
    ]);
  });
});
