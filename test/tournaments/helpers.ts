import { createRng, randomInt, type RngState } from '../../src/core/rng.js';
import {
  recordResult,
  startRound,
  type PlayerId,
  type Table,
  type TableResult,
  type Tournament,
} from '../../src/platform/tournaments/index.js';

export const T0 = Date.UTC(2025, 4, 1);

/** Duel result where the lower seed number usually wins; sometimes a draw unless elimination. */
export function simulateDuel(rng: RngState, table: Table, seedOf: (p: PlayerId) => number, allowDraw: boolean): TableResult {
  const [a, b] = table.players as [PlayerId, PlayerId];
  const roll = randomInt(rng, 100);
  if (allowDraw && roll < 10) return { kind: 'places', places: { [a]: 1, [b]: 1 } };
  const favourite = seedOf(a) < seedOf(b) ? a : b;
  const winner = roll < 75 ? favourite : favourite === a ? b : a;
  return { kind: 'places', places: { [a]: winner === a ? 1 : 2, [b]: winner === b ? 1 : 2 } };
}

/** Random finishing order for a multi-seat table. */
export function simulateTable(rng: RngState, table: Table): TableResult {
  const order = [...table.players];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { kind: 'places', places: Object.fromEntries(order.map((p, i) => [p, i + 1])) };
}

/** Starts the pending round and plays every open table. */
export function playRound(t0: Tournament, rng: RngState, at: number): Tournament {
  let t = startRound(t0, null, at);
  const round = t.rounds.find((r) => r.number === t0.rounds[t0.rounds.length - 1]!.number)!;
  const seedOf = (p: PlayerId): number => t.entrants.find((e) => e.id === p)!.seed;
  for (const table of round.tables) {
    if (table.bye || table.result) continue;
    const result =
      table.players.length === 2 ? simulateDuel(rng, table, seedOf, t.settings.format !== 'single-elimination') : simulateTable(rng, table);
    t = recordResult(t, table.id, result, null, at);
  }
  return t;
}

export const rngFor = (seed: string): RngState => createRng(seed);

export function pairsOf(t: Tournament): Set<string> {
  const seen = new Set<string>();
  for (const r of t.rounds) for (const tb of r.tables) if (!tb.bye && tb.players.length === 2) seen.add([...tb.players].sort().join('|'));
  return seen;
}
