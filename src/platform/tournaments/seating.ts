import type { PlayerId } from './types.js';

/**
 * Table sizes for n players, each within [min, max], as few tables as
 * possible and sizes differing by at most one. Duels with an odd count leave
 * one player for a bye (returned as `bye: 1`).
 */
export function tableSizes(n: number, min: number, max: number): { sizes: number[]; bye: number } {
  if (min < 2 || max < min) throw new RangeError(`Bad table size range ${min}-${max}`);
  if (n < min) return { sizes: [], bye: n };
  if (max === 2) return { sizes: new Array<number>(Math.floor(n / 2)).fill(2), bye: n % 2 };
  for (let tables = Math.ceil(n / max); tables <= Math.floor(n / min); tables++) {
    const base = Math.floor(n / tables);
    const extra = n % tables;
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
  for (const table of tables) for (let i = 0; i < table.length; i++) for (let j = i + 1; j < table.length; j++) if (met(table[i]!, table[j]!)) repeats++;
  return repeats;
}

/**
 * Seats players (best first) into tables of the given sizes: fill in order so
 * tables group similar scores, then swap players between neighbouring tables
 * while that lowers the number of repeat meetings. Local search, not optimal,
 * but multi-seat Swiss has no matching formulation; it removes every repeat
 * in practice when one can be avoided by a single swap.
 */
export function seatTables(ordered: readonly PlayerId[], sizes: readonly number[], met: (a: PlayerId, b: PlayerId) => boolean): PlayerId[][] {
  const tables: PlayerId[][] = [];
  let cursor = 0;
  for (const size of sizes) {
    tables.push(ordered.slice(cursor, cursor + size));
    cursor += size;
  }
  const cost = (table: readonly PlayerId[]): number => repeatCount([table as PlayerId[]], met);
  for (let improved = true, passes = 0; improved && passes < 50; passes++) {
    improved = false;
    for (let a = 0; a < tables.length; a++) {
      for (let b = a + 1; b < tables.length && b <= a + 2; b++) {
        for (let i = 0; i < tables[a]!.length; i++) {
          for (let j = 0; j < tables[b]!.length; j++) {
            const ta = tables[a]!;
            const tb = tables[b]!;
            const before = cost(ta) + cost(tb);
            [ta[i], tb[j]] = [tb[j]!, ta[i]!];
            if (cost(ta) + cost(tb) < before) improved = true;
            else [ta[i], tb[j]] = [tb[j]!, ta[i]!];
          }
        }
      }
    }
  }
  return tables;
}
