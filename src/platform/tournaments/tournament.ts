import { createRng, shuffleInPlace } from '../../core/rng.js';
import { firstRoundPairs, nextRoundPairs, bracketSize } from './elimination.js';
import { roundRobinSchedule } from './round-robin.js';
import { placesOf } from './scoring.js';
import { pairSwissRound } from './swiss.js';
import type { Entrant, PlayerId, Round, Table, TableResult, Tournament, TournamentSettings } from './types.js';

export class TournamentError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: string, message: string): never => {
  throw new TournamentError(code, message);
};

/** Every transition works on a copy: callers keep the old state for optimistic concurrency. */
const copy = (t: Tournament): Tournament => structuredClone(t);

function logged(t: Tournament, action: string, by: string | null, at: number, detail: string): Tournament {
  t.log.push({ action, by, at, detail });
  return t;
}

export function createTournament(id: string, settings: TournamentSettings): Tournament {
  const { min, max } = settings.tableSize;
  if (min < 2 || max > 6 || min > max) fail('bad-table-size', `Tables of ${min}-${max} players are not supported`);
  if (settings.format !== 'swiss' && max !== 2)
    fail('duels-only', `${settings.format} is for two-player games; use swiss for multi-seat tables`);
  if (settings.format === 'swiss' && settings.rounds < 1) fail('bad-rounds', 'Swiss needs at least one round');
  return { id, settings, status: 'signup', entrants: [], rounds: [], pauses: [], log: [] };
}

export function addEntrant(t0: Tournament, id: PlayerId, rating: number | null, at: number): Tournament {
  if (t0.status !== 'signup') fail('not-signup', 'Sign-up is closed');
  if (t0.entrants.some((e) => e.id === id)) fail('already-joined', `${id} already joined`);
  const t = copy(t0);
  t.entrants.push({ id, rating, seed: t.entrants.length + 1, status: 'active' });
  return logged(t, 'join', id, at, `${id} joined`);
}

function seedEntrants(t: Tournament): void {
  const order = [...t.entrants];
  if (t.settings.seeding === 'random') shuffleInPlace(createRng(`${t.settings.rngSeed}:seeding`), order);
  // Stable sort keeps sign-up order among equal or missing ratings.
  else order.sort((a, b) => (b.rating ?? -Infinity) - (a.rating ?? -Infinity));
  order.forEach((e, i) => (e.seed = i + 1));
  t.entrants = order;
}

const isActive = (t: Tournament, p: PlayerId): boolean => t.entrants.find((e) => e.id === p)?.status === 'active';

function makeTables(round: number, pairs: readonly (PlayerId | null)[][], t: Tournament): Table[] {
  const tables: Table[] = [];
  for (const pair of pairs) {
    const present = pair.filter((p): p is PlayerId => p !== null);
    if (present.length === 0) continue;
    const id = `r${round}t${tables.length + 1}`;
    if (present.length === 1) {
      tables.push({ id, players: present, bye: true, result: null });
      continue;
    }
    const absent = present.filter((p) => !isActive(t, p));
    const result: TableResult | null = absent.length > 0 ? { kind: 'forfeit', absent } : null;
    tables.push({ id, players: present, bye: false, result });
  }
  return tables;
}

/** Tables of the next round for the tournament's format, from the state so far. */
function buildRound(t: Tournament, number: number): Table[] {
  const completed = t.rounds.filter((r) => r.number < number);
  switch (t.settings.format) {
    case 'swiss': {
      const { tables, bye } = pairSwissRound(t.entrants, completed, t.settings.tableSize, t.settings.rngSeed);
      return makeTables(number, [...tables, ...bye.map((p) => [p])], t);
    }
    case 'round-robin': {
      const schedule = roundRobinSchedule(t.entrants.map((e) => e.id));
      const pairs = schedule[number - 1]!.filter((pair) => pair.some((p) => p !== null && isActive(t, p)));
      return makeTables(number, pairs, t);
    }
    case 'single-elimination': {
      const pairs =
        number === 1
          ? firstRoundPairs(t.entrants.filter((e) => e.status === 'active').map((e) => e.id))
          : nextRoundPairs(completed[completed.length - 1]!.tables);
      return makeTables(number, pairs, t);
    }
  }
}

export function totalRounds(t: Tournament): number {
  const n = t.entrants.length;
  switch (t.settings.format) {
    case 'swiss':
      return t.settings.rounds;
    case 'round-robin':
      return n % 2 === 0 ? n - 1 : n;
    case 'single-elimination':
      return Math.log2(bracketSize(t.entrants.length));
  }
}

function settleRound(round: Round): void {
  if (round.status === 'started' && round.tables.every((tb) => tb.bye || tb.result)) round.status = 'complete';
}

function currentRound(t: Tournament): Round | undefined {
  return t.rounds[t.rounds.length - 1];
}

/** Creates the next round's pairings (pending) or finishes the tournament. */
function advance(t: Tournament, at: number): Tournament {
  const last = currentRound(t);
  if (t.status !== 'running' || (last && last.status !== 'complete')) return t;
  const number = (last?.number ?? 0) + 1;
  const activeLeft = t.entrants.filter((e) => e.status === 'active').length;
  if (number > totalRounds(t) || activeLeft < 2 || (t.settings.format === 'single-elimination' && last && last.tables.length <= 1)) {
    t.status = 'finished';
    return logged(t, 'finish', null, at, `Finished after ${last?.number ?? 0} rounds`);
  }
  t.rounds.push({ number, status: 'pending', tables: buildRound(t, number) });
  return logged(t, 'pair', null, at, `Round ${number} paired`);
}

export function startTournament(t0: Tournament, by: string, at: number): Tournament {
  if (t0.status !== 'signup') fail('not-signup', 'Already started');
  if (t0.entrants.length < 2) fail('too-few', 'At least two players are needed');
  const t = copy(t0);
  seedEntrants(t);
  t.status = 'running';
  logged(t, 'start', by, at, `Started with ${t.entrants.length} players`);
  return advance(t, at);
}

/** The organiser (or the bot) opens the pending round: its matches get created now. */
export function startRound(t0: Tournament, by: string | null, at: number): Tournament {
  const round = currentRound(t0);
  if (t0.status !== 'running') fail('not-running', 'The tournament is not running');
  if (!round || round.status !== 'pending') fail('no-pending-round', 'No round is waiting to start');
  const t = copy(t0);
  const r = currentRound(t)!;
  r.status = 'started';
  settleRound(r);
  logged(t, 'start-round', by, at, `Round ${r.number} started`);
  return advance(t, at);
}

function findTable(t: Tournament, tableId: string): { round: Round; table: Table } {
  for (const round of t.rounds) {
    const table = round.tables.find((tb) => tb.id === tableId);
    if (table) return { round, table };
  }
  return fail('no-table', `No table ${tableId}`);
}

function checkResult(t: Tournament, table: Table, result: TableResult): void {
  const players = new Set(table.players);
  const named = result.kind === 'places' ? Object.keys(result.places) : result.absent;
  if (named.some((p) => !players.has(p))) fail('bad-result', 'The result names a player not at this table');
  if (result.kind === 'places' && named.length !== players.size) fail('bad-result', 'Every player at the table needs a place');
  if (t.settings.format === 'single-elimination' && result.kind === 'places') {
    const places = placesOf(table.players, result);
    const best = Math.min(...places.values());
    if ([...places.values()].filter((p) => p === best).length > 1) fail('needs-winner', 'Elimination matches need a single winner');
  }
}

/** A match ended (engine result, time-out, or the organiser ending it). */
export function recordResult(t0: Tournament, tableId: string, result: TableResult, by: string | null, at: number): Tournament {
  const t = copy(t0);
  const { round, table } = findTable(t, tableId);
  if (round.status !== 'started') fail('round-not-started', `Round ${round.number} is ${round.status}`);
  if (table.bye || table.result) fail('already-decided', `Table ${tableId} already has a result`);
  checkResult(t, table, result);
  table.result = result;
  settleRound(round);
  const what = result.kind === 'forfeit' ? `forfeit by ${result.absent.join(', ')}` : 'result recorded';
  logged(t, result.kind === 'forfeit' ? 'forfeit' : 'result', by, at, `${tableId}: ${what}`);
  return advance(t, at);
}

/** Replaces a no-show by a forfeit loss for the absent players. */
export function forfeitNoShow(t: Tournament, tableId: string, absent: PlayerId[], by: string, at: number): Tournament {
  return recordResult(t, tableId, { kind: 'forfeit', absent }, by, at);
}

/** Re-pairs the pending round, e.g. after a late drop; impossible once it started. */
export function repairRound(t0: Tournament, by: string, at: number): Tournament {
  const round = currentRound(t0);
  if (!round || round.status !== 'pending') fail('no-pending-round', 'Only a round that has not started can be re-paired');
  const t = copy(t0);
  const r = currentRound(t)!;
  r.tables = buildRound(t, r.number);
  return logged(t, 'repair', by, at, `Round ${r.number} re-paired`);
}

function removePlayer(
  t0: Tournament,
  player: PlayerId,
  status: 'dropped' | 'disqualified',
  by: string,
  at: number,
  reason: string,
): Tournament {
  const entrant = t0.entrants.find((e) => e.id === player);
  if (!entrant) fail('no-player', `${player} is not in this tournament`);
  if (entrant!.status !== 'active' && !(status === 'disqualified' && entrant!.status === 'dropped'))
    fail('not-active', `${player} is already ${entrant!.status}`);
  let t = copy(t0);
  t.entrants.find((e) => e.id === player)!.status = status;
  logged(t, status === 'dropped' ? 'drop' : 'disqualify', by, at, `${player}: ${reason}`);
  const round = currentRound(t);
  if (round?.status === 'pending' && round.tables.some((tb) => tb.players.includes(player))) {
    round.tables = buildRound(t, round.number);
  } else if (round?.status === 'started') {
    const open = round.tables.find((tb) => !tb.bye && !tb.result && tb.players.includes(player));
    if (open) t = recordResult(t, open.id, { kind: 'forfeit', absent: [player] }, by, at);
  }
  return advance(t, at);
}

/** The player leaves; past results stand (they still count for opponents' tie-breaks). */
export const dropPlayer = (t: Tournament, player: PlayerId, by: string, at: number, reason = 'dropped'): Tournament =>
  removePlayer(t, player, 'dropped', by, at, reason);

/** Like a drop, and the player is listed last in the standings. */
export const disqualifyPlayer = (t: Tournament, player: PlayerId, by: string, at: number, reason: string): Tournament =>
  removePlayer(t, player, 'disqualified', by, at, reason);

export function pauseTournament(t0: Tournament, by: string, at: number): Tournament {
  if (t0.status !== 'running') fail('not-running', 'Only a running tournament can be paused');
  const t = copy(t0);
  t.status = 'paused';
  t.pauses.push({ startMs: at, endMs: null });
  return logged(t, 'pause', by, at, 'Paused');
}

export function resumeTournament(t0: Tournament, by: string, at: number): Tournament {
  if (t0.status !== 'paused') fail('not-paused', 'The tournament is not paused');
  const t = copy(t0);
  t.status = 'running';
  t.pauses[t.pauses.length - 1]!.endMs = at;
  logged(t, 'resume', by, at, 'Resumed');
  return advance(t, at);
}

export const activeEntrants = (t: Tournament): Entrant[] => t.entrants.filter((e) => e.status === 'active');
