import { createRng } from '../../core/rng.js';
import { maxWeightMatching, type WeightedEdge } from './matching.js';
import { seatTables, tableSizes } from './seating.js';
import { computeStandings } from './standings.js';
import type { Entrant, PlayerId, Round } from './types.js';

export interface PairingHistory {
  met: (a: PlayerId, b: PlayerId) => boolean;
  hadBye: (p: PlayerId) => boolean;
}

export function pairingHistory(rounds: readonly Round[]): PairingHistory {
  const met = new Set<string>();
  const byes = new Set<PlayerId>();
  for (const round of rounds) {
    for (const table of round.tables) {
      if (table.bye) table.players.forEach((p) => byes.add(p));
      for (const a of table.players) for (const b of table.players) if (a !== b) met.add(`${a}\u0000${b}`);
    }
  }
  return { met: (a, b) => met.has(`${a}\u0000${b}`), hadBye: (p) => byes.has(p) };
}

export interface SwissPairing {
  tables: PlayerId[][];
  bye: PlayerId[];
}

/**
 * Duel Swiss pairing as one maximum-weight perfect matching over the active
 * players (plus a virtual "bye" vertex when their number is odd). Edge weights
 * encode, in strict priority: (1) no rematch, (2) the bye goes to the
 * lowest-ranked player who never had one, (3) smallest score differences,
 * (4) inside a score group, top half meets bottom half. Each level's weight
 * unit exceeds the largest possible total of all levels below it.
 */
export function pairSwissDuels(order: readonly PlayerId[], points: ReadonlyMap<PlayerId, number>, history: PairingHistory): SwissPairing {
  const n = order.length;
  if (n === 0) return { tables: [], bye: [] };
  // Stryker disable next-line ConditionalExpression: the matching below gives a lone player the bye too
  if (n === 1) return { tables: [], bye: [order[0]!] };
  const half = (p: PlayerId): number => Math.round(2 * (points.get(p) ?? 0));
  // Stryker disable next-line ArithmeticOperator: points are never negative: a sum only widens the units
  const maxDiff = Math.max(...order.map(half)) - Math.min(...order.map(half));
  const edgeCap = maxDiff * maxDiff * (n + 1) + n + 1;
  const byeUnit = (Math.floor(n / 2) + 1) * edgeCap;
  const rematchUnit = (n + 2) * byeUnit;
  if (rematchUnit * (n + 1) > Number.MAX_SAFE_INTEGER / 4) throw new RangeError('Too many players or rounds for exact pairing weights');

  const groupPos = new Map<PlayerId, { index: number; size: number }>();
  for (const p of order) {
    const group = order.filter((q) => half(q) === half(p));
    groupPos.set(p, { index: group.indexOf(p), size: group.length });
  }
  const scorePenalty = (a: PlayerId, b: PlayerId): number => {
    const diff = half(a) - half(b);
    if (diff !== 0) return diff * diff * (n + 1);
    const ga = groupPos.get(a)!;
    const gb = groupPos.get(b)!;
    return Math.abs(Math.abs(ga.index - gb.index) - Math.floor(ga.size / 2));
  };

  const edges: WeightedEdge[] = [];
  // Stryker disable next-line EqualityOperator: at i = n the inner loop does not run
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = order[i]!;
      const b = order[j]!;
      edges.push([i, j, history.met(a, b) ? 1 : rematchUnit - scorePenalty(a, b)]);
    }
  }
  if (n % 2 === 1) {
    // Stryker disable next-line MethodExpression: counting the players who had a bye shifts the eligible players' ranks but keeps their order, and a bye unit outweighs every score penalty
    const eligible = order.filter((p) => !history.hadBye(p));
    order.forEach((p, i) => {
      // Stryker disable next-line ArithmeticOperator: a shift of every rank by the same amount keeps the same bye
      const fromBottom = eligible.length - 1 - eligible.indexOf(p);
      edges.push([i, n, history.hadBye(p) ? 1 : rematchUnit - fromBottom * byeUnit]);
    });
  }
  // Stryker disable next-line BooleanLiteral: every weight is positive on a complete graph, so the heaviest matching is a perfect one anyway
  const mate = maxWeightMatching(edges, true);
  const tables: PlayerId[][] = [];
  const bye: PlayerId[] = [];
  order.forEach((p, i) => {
    const m = mate[i]!;
    if (m === n) bye.push(p);
    // Stryker disable next-line EqualityOperator: no player is matched with itself
    else if (m > i) tables.push([p, order[m]!]);
  });
  return { tables, bye };
}

/** Next Swiss round: active players ordered by current standings, then duels or multi-seat tables. */
export function pairSwissRound(
  entrants: readonly Entrant[],
  rounds: readonly Round[],
  tableSize: { min: number; max: number },
  rngSeed = 'swiss',
): SwissPairing {
  const standings = computeStandings('swiss', entrants, rounds);
  const active = new Set(entrants.filter((e) => e.status === 'active').map((e) => e.id));
  const order = standings.filter((s) => active.has(s.playerId)).map((s) => s.playerId);
  const points = new Map(standings.map((s) => [s.playerId, s.points]));
  const history = pairingHistory(rounds);
  if (tableSize.max === 2) return pairSwissDuels(order, points, history);
  const { sizes, bye } = tableSizes(order.length, tableSize.min, tableSize.max);
  // Those who sit out are the lowest-ranked who have not sat out before.
  const sitOut: PlayerId[] = [];
  for (let i = order.length - 1; i >= 0 && sitOut.length < bye; i--) if (!history.hadBye(order[i]!)) sitOut.push(order[i]!);
  for (let i = order.length - 1; i >= 0 && sitOut.length < bye; i--) if (!sitOut.includes(order[i]!)) sitOut.push(order[i]!);
  const seated = order.filter((p) => !sitOut.includes(p));
  return { tables: seatTables(seated, sizes, history.met, createRng(`${rngSeed}:round${rounds.length + 1}`)), bye: sitOut };
}

/**
 * How many Swiss rounds fit a field when the organiser did not say: duels,
 * enough rounds for one undefeated player (⌈log₂ n⌉: 4 players, 2 rounds);
 * larger tables, one round more than the tables needed to narrow the field
 * to one table (4 players at tables of 4: 1 round; 16: 3). At least one.
 */
export function swissRoundsFor(players: number, tableMax: number): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: one or two players give one round below as well
  if (players < 2) return 1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: for duels the general formula is the same: ⌈log₂⌈n/2⌉⌉ + 1 = ⌈log₂ n⌉ for n ≥ 2
  if (tableMax <= 2) return Math.max(1, Math.ceil(Math.log2(players)));
  const tables = Math.ceil(players / tableMax);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: one table gives ⌈log₂ 1⌉ + 1 = 1 as well
  return tables <= 1 ? 1 : Math.ceil(Math.log2(tables)) + 1;
}
