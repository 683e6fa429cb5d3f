import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../src/core/rng.js';
import { maxWeightMatching, type WeightedEdge } from '../../src/platform/tournaments/matching.js';

/** Exhaustive best (cardinality, weight) over all matchings, for small graphs. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): [number, number] {
  let best: [number, number] = [0, 0];
  const used = new Array<boolean>(n).fill(false);
  const better = (a: [number, number], b: [number, number]): boolean =>
    maxCardinality ? a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]) : a[1] > b[1];
  const walk = (from: number, size: number, weight: number): void => {
    if (better([size, weight], best)) best = [size, weight];
    for (let k = from; k < edges.length; k++) {
      const [i, j, w] = edges[k]!;
      if (used[i] || used[j]) continue;
      used[i] = used[j] = true;
      walk(k + 1, size + 1, weight + w);
      used[i] = used[j] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}

function score(mate: number[], edges: readonly WeightedEdge[]): [number, number] {
  let size = 0;
  let weight = 0;
  for (const [i, j, w] of edges) {
    if (mate[i] === j) {
      expect(mate[j]).toBe(i);
      size++;
      weight += w;
    }
  }
  return [size, weight];
}

describe('maximum-weight matching', () => {
  it('solves hand-checked cases, including a blossom', () => {
    expect(maxWeightMatching([[0, 1, 1]])).toEqual([1, 0]);
    // Greedy takes the heavy middle edge (weight 3); the optimum takes both outer ones (2 + 2).
    expect(
      maxWeightMatching([
        [0, 1, 2],
        [1, 2, 3],
        [2, 3, 2],
      ]),
    ).toEqual([1, 0, 3, 2]);
    // Odd cycle 0-1-2 plus a pendant 3: needs blossom shrinking.
    const mate = maxWeightMatching(
      [
        [0, 1, 6],
        [1, 2, 6],
        [0, 2, 6],
        [2, 3, 5],
      ],
      true,
    );
    expect(mate[2]).toBe(3);
    expect(mate[0]).toBe(1);
  });

  it('matches exhaustive search on 1000 random graphs', () => {
    const rng = createRng('matching');
    for (let round = 0; round < 1000; round++) {
      const n = 2 + randomInt(rng, 9);
      const edges: WeightedEdge[] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (randomInt(rng, 100) < 55) edges.push([i, j, 1 + randomInt(rng, 12)]);
      if (edges.length === 0) continue;
      const maxCard = round % 2 === 0;
      const got = score(maxWeightMatching(edges, maxCard), edges);
      const want = bruteForce(n, edges, maxCard);
      // Without max cardinality only the weight is defined; several sizes can tie.
      if (maxCard) expect(got).toEqual(want);
      else expect(got[1]).toBe(want[1]);
    }
  });
});

/**
 * The hand-built cases of Joris van Rantwijk's public-domain mwmatching.py,
 * which our matcher follows: each drives one path of the blossom algorithm
 * (S- and T-blossoms, nesting, relabelling, expansion) that random graphs of
 * up to ten vertices rarely reach. Vertex 0 is unused, as there.
 */
describe('maximum-weight matching: the reference cases', () => {
  const cases: [string, WeightedEdge[], boolean, number[]][] = [
    ['single edge', [[0, 1, 1]], false, [1, 0]],
    [
      'heavier edge wins',
      [
        [1, 2, 10],
        [2, 3, 11],
      ],
      false,
      [-1, -1, 3, 2],
    ],
    [
      'heavy middle edge',
      [
        [1, 2, 5],
        [2, 3, 11],
        [3, 4, 5],
      ],
      false,
      [-1, -1, 3, 2, -1],
    ],
    [
      'maximum cardinality',
      [
        [1, 2, 5],
        [2, 3, 11],
        [3, 4, 5],
      ],
      true,
      [-1, 2, 1, 4, 3],
    ],
    [
      'negative weights',
      [
        [1, 2, 2],
        [1, 3, -2],
        [2, 3, 1],
        [2, 4, -1],
        [3, 4, -6],
      ],
      false,
      [-1, 2, 1, -1, -1],
    ],
    [
      'negative weights, maximum cardinality',
      [
        [1, 2, 2],
        [1, 3, -2],
        [2, 3, 1],
        [2, 4, -1],
        [3, 4, -6],
      ],
      true,
      [-1, 3, 4, 1, 2],
    ],
    [
      'S-blossom used for augmentation',
      [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
      ],
      false,
      [-1, 2, 1, 4, 3],
    ],
    [
      'S-blossom used for augmentation (2)',
      [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
        [1, 6, 5],
        [4, 5, 6],
      ],
      false,
      [-1, 6, 3, 2, 5, 4, 1],
    ],
    [
      'S-blossom relabelled as T',
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 4],
        [1, 6, 3],
      ],
      false,
      [-1, 6, 3, 2, 5, 4, 1],
    ],
    [
      'S-blossom relabelled as T (2)',
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 3],
        [1, 6, 4],
      ],
      false,
      [-1, 6, 3, 2, 5, 4, 1],
    ],
    [
      'S-blossom relabelled as T (3)',
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 3],
        [3, 6, 4],
      ],
      false,
      [-1, 2, 1, 6, 5, 4, 3],
    ],
    [
      'nested S-blossom',
      [
        [1, 2, 9],
        [1, 3, 9],
        [2, 3, 10],
        [2, 4, 8],
        [3, 5, 8],
        [4, 5, 10],
        [5, 6, 6],
      ],
      false,
      [-1, 3, 4, 1, 2, 6, 5],
    ],
    [
      'S-blossom relabelled as S inside a nested one',
      [
        [1, 2, 10],
        [1, 7, 10],
        [2, 3, 12],
        [3, 4, 20],
        [3, 5, 20],
        [4, 5, 25],
        [5, 6, 10],
        [6, 7, 10],
        [7, 8, 8],
      ],
      false,
      [-1, 2, 1, 4, 3, 6, 5, 8, 7],
    ],
    [
      'nested S-blossom expanded recursively',
      [
        [1, 2, 8],
        [1, 3, 8],
        [2, 3, 10],
        [2, 4, 12],
        [3, 5, 12],
        [4, 5, 14],
        [4, 6, 12],
        [5, 7, 12],
        [6, 7, 14],
        [7, 8, 12],
      ],
      false,
      [-1, 2, 1, 5, 6, 3, 4, 8, 7],
    ],
    [
      'S-blossom relabelled as T and expanded',
      [
        [1, 2, 23],
        [1, 5, 22],
        [1, 6, 15],
        [2, 3, 25],
        [3, 4, 22],
        [4, 5, 25],
        [4, 8, 14],
        [5, 7, 13],
      ],
      false,
      [-1, 6, 3, 2, 8, 7, 1, 5, 4],
    ],
    [
      'nested S-blossom relabelled as T and expanded',
      [
        [1, 2, 19],
        [1, 3, 20],
        [1, 8, 8],
        [2, 3, 25],
        [2, 4, 18],
        [3, 5, 18],
        [4, 5, 13],
        [4, 7, 7],
        [5, 6, 7],
      ],
      false,
      [-1, 8, 3, 2, 7, 6, 5, 4, 1],
    ],
    [
      'blossom relabelled as T in more than one way, expanded, augmented',
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 35],
        [5, 7, 26],
        [9, 10, 5],
      ],
      false,
      [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ],
    [
      'the same, slightly different',
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 26],
        [5, 7, 40],
        [9, 10, 5],
      ],
      false,
      [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ],
    [
      'T-blossom expanded into a new least-slack edge to a free vertex',
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 28],
        [5, 7, 26],
        [9, 10, 5],
      ],
      false,
      [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ],
    [
      'nested blossom: the outer one expanded puts the inner one on an augmenting path',
      [
        [1, 2, 45],
        [1, 7, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 95],
        [4, 6, 94],
        [5, 6, 94],
        [6, 7, 50],
        [1, 8, 30],
        [3, 11, 35],
        [5, 9, 36],
        [7, 10, 26],
        [11, 12, 5],
      ],
      false,
      [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
    ],
    [
      'nested S-blossom relabelled as S, expanded recursively',
      [
        [1, 2, 40],
        [1, 3, 40],
        [2, 3, 60],
        [2, 4, 55],
        [3, 5, 55],
        [4, 5, 50],
        [1, 8, 15],
        [5, 7, 30],
        [7, 6, 10],
        [8, 10, 10],
        [4, 9, 30],
      ],
      false,
      [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
    ],
  ];

  it.each(cases)('%s', (_name, edges, maxCardinality, mate) => {
    expect(maxWeightMatching(edges, maxCardinality)).toEqual(mate);
  });

  it('an empty graph has no vertex', () => {
    expect(maxWeightMatching([])).toEqual([]);
  });
});
