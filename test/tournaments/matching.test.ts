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
