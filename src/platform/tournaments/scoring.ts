import type { PlayerId, Table, TableResult } from './types.js';

/** Finishing places for every player at a table, forfeits included. */
export function placesOf(players: readonly PlayerId[], result: TableResult): Map<PlayerId, number> {
  if (result.kind === 'places') return new Map(players.map((p) => [p, result.places[p] ?? players.length]));
  const absent = new Set(result.absent);
  const present = players.filter((p) => !absent.has(p)).length;
  return new Map(players.map((p) => [p, absent.has(p) ? present + 1 : 1]));
}

/**
 * Points by finishing place: one point per player finished below you, half a
 * point per player tied with you. Two players: win 1, draw ½, loss 0; a table
 * of four: 3, 2, 1, 0. Table sizes differ by at most one, so this stays fair.
 */
export function pointsByPlace(places: ReadonlyMap<PlayerId, number>): Map<PlayerId, number> {
  const all = [...places.values()];
  return new Map(
    [...places].map(([player, place]) => {
      const below = all.filter((p) => p > place).length;
      const tied = all.filter((p) => p === place).length - 1;
      return [player, below + tied / 2];
    }),
  );
}

export const BYE_POINTS = 1;

/** Points each player earned at one finished table (a bye counts as a win). */
export function tablePoints(table: Table): Map<PlayerId, number> {
  if (table.bye) return new Map(table.players.map((p) => [p, BYE_POINTS]));
  if (!table.result) return new Map();
  return pointsByPlace(placesOf(table.players, table.result));
}

/** Share of the pairwise result against one opponent: 1 above, ½ tied, 0 below. */
export function pairwiseScore(places: ReadonlyMap<PlayerId, number>, me: PlayerId, them: PlayerId): number {
  const a = places.get(me)!;
  const b = places.get(them)!;
  return a < b ? 1 : a === b ? 0.5 : 0;
}
