import { placesOf } from './scoring.js';
import type { PlayerId, Table } from './types.js';

/**
 * Standard bracket order for a power-of-two size: seeds 1 and 2 can only meet
 * in the final, 1–4 in the semis, and each first-round pair sums to size + 1
 * (1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight).
 */
export function bracketOrder(size: number): number[] {
  if (size < 1 || (size & (size - 1)) !== 0) throw new RangeError(`Bracket size must be a power of two, got ${size}`);
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

export const bracketSize = (players: number): number => 2 ** Math.ceil(Math.log2(Math.max(2, players)));

/** First-round pairs from players listed by seed; missing seeds are byes, so byes fall to the top seeds. */
export function firstRoundPairs(bySeed: readonly PlayerId[]): (PlayerId | null)[][] {
  const order = bracketOrder(bracketSize(bySeed.length));
  const pairs: (PlayerId | null)[][] = [];
  for (let i = 0; i < order.length; i += 2) pairs.push([bySeed[order[i]! - 1] ?? null, bySeed[order[i + 1]! - 1] ?? null]);
  return pairs;
}

/** The single winner of a finished elimination table, or null if nobody advances (both absent). */
export function winnerOf(table: Table): PlayerId | null {
  if (table.bye) return table.players[0] ?? null;
  if (!table.result) throw new Error(`Table ${table.id} has no result`);
  const places = placesOf(table.players, table.result);
  if (table.result.kind === 'forfeit' && table.result.absent.length === table.players.length) return null;
  const best = Math.min(...places.values());
  const leaders = table.players.filter((p) => places.get(p) === best);
  if (leaders.length !== 1) throw new Error(`Table ${table.id}: elimination needs a single winner`);
  return leaders[0]!;
}

/** Next round's pairs: winners of tables 2k and 2k+1 meet. */
export function nextRoundPairs(previous: readonly Table[]): (PlayerId | null)[][] {
  const pairs: (PlayerId | null)[][] = [];
  for (let i = 0; i < previous.length; i += 2) pairs.push([winnerOf(previous[i]!), previous[i + 1] ? winnerOf(previous[i + 1]!) : null]);
  return pairs;
}
