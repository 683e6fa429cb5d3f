import { describe, expect, it } from 'vitest';
import { createRng, randomInt, type RngState } from '../../src/core/rng.js';
import { maxWeightMatching, type WeightedEdge } from '../../src/platform/tournaments/matching.js';

/**
 * The blossom algorithm's deeper paths (blossoms inside blossoms, expanded
 * T-blossoms, relabelled S-blossoms) need more vertices than the brute force
 * of matching.test.ts can afford. Here an exact oracle over vertex subsets
 * (best matching of the vertices in a mask, O(2^n · n)) checks graphs of 11 to
 * 14 vertices, with few distinct weights so that ties and odd cycles abound.
 */
function oracle(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): [number, number] {
  const w: (number | null)[][] = Array.from({ length: n }, () => new Array<number | null>(n).fill(null));
  for (const [i, j, x] of edges) if (w[i]![j] === null || x > w[i]![j]!) w[i]![j] = w[j]![i] = x;
  // Largest matchings first when asked: the size counts more than any total weight (negative ones too).
  const big = maxCardinality ? 1 + 2 * edges.reduce((a, e) => a + Math.abs(e[2]), 0) : 0;
  const best = new Float64Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let v = best[rest]!;
    for (let j = i + 1; j < n; j++) {
      const x = w[i]![j] ?? null;
      if (x !== null && rest & (1 << j)) v = Math.max(v, big + x + best[rest & ~(1 << j)]!);
    }
    best[mask] = v;
  }
  const total = best[(1 << n) - 1]!;
  if (!maxCardinality) return [0, total];
  const size = Math.round(total / big);
  return [size, total - size * big];
}

/** The matching's size and weight, after checking it is one: mates agree and each pair is an edge. */
function measure(n: number, mate: number[], edges: readonly WeightedEdge[]): [number, number] {
  expect(mate).toHaveLength(n);
  let size = 0;
  let weight = 0;
  mate.forEach((m, v) => {
    if (m < 0) return;
    expect(mate[m]).toBe(v);
    if (v > m) return;
    const edge = edges.filter(([i, j]) => (i === v && j === m) || (i === m && j === v));
    expect(edge.length).toBeGreaterThan(0);
    size++;
    weight += Math.max(...edge.map((e) => e[2]));
  });
  return [size, weight];
}

/** A dense random graph on n vertices, every vertex touched, weights from 1 to `spread`. */
function denseGraph(rng: RngState, n: number, spread: number): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (j === i + 1 || randomInt(rng, 100) < 45) edges.push([i, j, 1 + randomInt(rng, spread)]);
  return edges;
}

/** Odd cycles of heavy edges (blossoms) joined by light edges and a few chords: nests blossoms in blossoms. */
function cycleGraph(rng: RngState, n: number): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  let start = 0;
  while (start < n) {
    const len = Math.min(n - start, [3, 5][randomInt(rng, 2)]!);
    for (let k = 0; k < len && len > 1; k++) {
      const a = start + k;
      const b = start + ((k + 1) % len);
      if (a !== b && !(len === 2 && k === 1)) edges.push([Math.min(a, b), Math.max(a, b), 8 + randomInt(rng, 3)]);
    }
    // A light edge from an earlier cycle into this one.
    if (start > 0) edges.push([randomInt(rng, start), start + randomInt(rng, len), 3 + randomInt(rng, 6)]);
    start += len;
  }
  for (let c = 0; c < n / 3; c++) {
    const a = randomInt(rng, n);
    const b = randomInt(rng, n);
    const known = edges.some(([i, j]) => i === Math.min(a, b) && j === Math.max(a, b));
    if (a !== b && !known) edges.push([Math.min(a, b), Math.max(a, b), 1 + randomInt(rng, 10)]);
  }
  return edges;
}

/** Graphs drawn by `draw` against the oracle: the optimum weight, and with maxCardinality the largest size first. */
function checkAgainstOracle(seed: string, rounds: number, draw: (rng: RngState) => [number, WeightedEdge[]]): void {
  const rng = createRng(seed);
  for (let round = 0; round < rounds; round++) {
    const [n, edges] = draw(rng);
    const maxCard = round % 2 === 1;
    const got = measure(n, maxWeightMatching(edges, maxCard), edges);
    const want = oracle(n, edges, maxCard);
    if (maxCard) expect(got).toEqual(want);
    else expect(got[1]).toBe(want[1]);
  }
}

describe('maximum-weight matching against an exact oracle, 11 to 14 vertices', () => {
  it('dense graphs with few distinct weights', () => {
    checkAgainstOracle('matching-dense', 60, (rng) => {
      const n = 11 + randomInt(rng, 4);
      return [n, denseGraph(rng, n, 1 + randomInt(rng, 6))];
    });
  });

  it('chains of odd cycles with chords: blossoms nested and expanded', () => {
    checkAgainstOracle('matching-cycles', 60, (rng) => {
      const n = 11 + randomInt(rng, 4);
      return [n, cycleGraph(rng, n)];
    });
  });

  it('weights with negatives and zeros: a light edge is left out unless the size is asked for', () => {
    checkAgainstOracle('matching-signed', 40, (rng) => {
      const n = 11 + randomInt(rng, 3);
      return [n, denseGraph(rng, n, 9).map(([i, j, x]) => [i, j, x - 4] as const)];
    });
  });
});
