import { createRng, randomInt } from '../../../core/rng.js';
import type { SeatSpec } from '../../../core/game.js';
import { CHAMPION_BY_ID, CONTENT } from '../content/index.js';
import type { SfbOptions, SfbState, Step } from './state.js';
import { trackValues } from './challenges.js';

/**
 * Initial state: the 11 setup steps of the rulebook (9 with four players) are
 * queued as pending steps; the first ones that need no decision resolve at once.
 */
export function initialState(options: SfbOptions, seats: SeatSpec[], seed: string): SfbState {
  const n = seats.length;
  if (n !== 2 && n !== 4) throw new Error('Super Fantasy Brawl is played by 2 or 4 players');
  const teamOf = teamsFor(seats);
  const rng = createRng(seed);
  const s: SfbState = {
    v: 1,
    options,
    rng,
    stage: 'setup',
    order: [],
    turn: 0,
    round: 0,
    players: seats.map((spec, seat) => ({
      seat,
      team: teamOf[seat]!,
      name: spec.name,
      champs: [],
      hand: [],
      deck: [],
      discard: [],
      ess: { M: true, C: true, D: true },
    })),
    teams: [0, 1].map((t) => ({ vp: 0, side: -1, seats: seats.map((_, i) => i).filter((i) => teamOf[i] === t) })),
    champs: {},
    pool: [],
    brought: seats.map(() => []),
    traps: { pool: [], board: {} },
    chal: { deck: [], discard: [], track: [] },
    std: [],
    stack: [],
    act: null,
    last: { path: [], targets: [], revealed: null },
    winner: null,
    custom: null,
  };
  s.chal.track = trackValues(s).map(() => null);
  validateOptions(options, teamOf);
  if (n === 2) {
    // Step 1: random first player (SFB-SETUP-1).
    const first = randomInt(rng, 2);
    s.order = [first, 1 - first];
    s.stack = [{ op: 'setupRest' }];
  } else {
    // SFB-4P-12..14: a random team plays first; each team names its first member.
    const firstTeam = randomInt(rng, 2);
    s.order = [-1, -1, -1, -1];
    s.stack = [{ op: 'setupRest' }, { op: 'firstOf', team: 1 - firstTeam }, { op: 'firstOf', team: firstTeam }];
  }
  return s;
}

function teamsFor(seats: SeatSpec[]): number[] {
  if (seats.length === 2) return [0, 1];
  const given = seats.map((x) => x.team);
  if (given.every((t) => t !== undefined)) {
    const labels = [...new Set(given)];
    if (labels.length === 2 && labels.every((l) => given.filter((g) => g === l).length === 2)) return given.map((g) => labels.indexOf(g));
  }
  return [0, 1, 0, 1];
}

function validateOptions(o: SfbOptions, teamOf: number[]): void {
  const n = teamOf.length;
  const per = n === 4 ? 2 : 3;
  const known = (id: string) => {
    if (!CHAMPION_BY_ID.has(id)) throw new Error(`unknown champion ${id}`);
  };
  if (o.teams) {
    if (o.teams.length !== n || o.teams.some((t) => t.length !== per)) throw new Error(`teams: ${n} lists of ${per} champions expected`);
    o.teams.flat().forEach(known);
    // A champion may be on both teams, never twice in one (SFB-AMB-36, SFB-AMB-42).
    for (const side of [0, 1]) {
      const fielded = o.teams.filter((_, seat) => teamOf[seat] === side).flat();
      if (new Set(fielded).size !== fielded.length) throw new Error('teams: a champion can only be recruited once per team');
    }
  }
  if (o.pool) {
    o.pool.forEach(known);
    if (new Set(o.pool).size !== o.pool.length || o.pool.length < (n === 4 ? 8 : 6))
      throw new Error('pool: at least 6 (8 with four players) different champions');
  }
  if (o.brought) {
    const want = n === 4 ? 3 : 5;
    if (o.brought.length !== n || o.brought.some((b) => b.length !== want))
      throw new Error(`brought: ${n} lists of ${want} champions expected`);
    o.brought.flat().forEach(known);
    if (o.brought.some((b) => new Set(b).size !== b.length)) throw new Error('brought: a player brings a champion once');
  }
}

/** Steps 1 (zone) to 11 (deployment), once the turn order is known. */
export function setupSteps(s: SfbState): Step[] {
  const P = s.order;
  const n = P.length;
  const steps: Step[] = [{ op: 'zone', seat: P[0]! }];
  const o = s.options;
  if (o.mode === 'free') {
    if (o.teams) {
      s.brought = o.teams.map((t) => [...t]);
      steps.push({ op: 'takeBrought' });
    } else for (let round = 0; round < (n === 4 ? 2 : 3); round++) for (const seat of P) steps.push({ op: 'pick', seat, from: 'any' });
  } else if (o.mode === 'friendly') {
    s.pool = [...(o.pool ?? CONTENT.champions.map((c) => c.id))];
    const order = n === 4 ? [1, 0, 3, 2, 1, 0, 3, 2] : [1, 0, 1, 0, 1, 0];
    for (const i of order) steps.push({ op: 'pick', seat: P[i]!, from: 'pool' });
  } else {
    const want = n === 4 ? 3 : 5;
    if (o.brought) s.brought = o.brought.map((b) => [...b]);
    else {
      // Brought in secret: nobody's options depend on another's picks; clashes are settled at the reveal.
      for (const seat of P) for (let i = 0; i < want; i++) steps.push({ op: 'bring', seat });
      steps.push({ op: 'revealBrought' });
    }
    if (n === 2) {
      steps.push({ op: 'ban', seat: P[0]!, victim: P[1]! }, { op: 'ban', seat: P[1]!, victim: P[0]! });
      for (let i = 0; i < 3; i++) steps.push({ op: 'pick', seat: P[0]!, from: 'own' }, { op: 'pick', seat: P[1]!, from: 'own' });
    } else {
      steps.push(
        { op: 'ban', seat: P[0]!, victim: P[1]! },
        { op: 'ban', seat: P[1]!, victim: P[0]! },
        { op: 'ban', seat: P[2]!, victim: P[3]! },
        { op: 'ban', seat: P[3]!, victim: P[2]! },
        { op: 'takeBrought' },
      );
    }
  }
  steps.push({ op: 'buildDecks' });
  if (n === 2)
    steps.push(
      { op: 'trapSetup', seat: P[0]! },
      { op: 'trapSetup', seat: P[0]! },
      { op: 'trapSetup', seat: P[1]! },
      { op: 'trapSetup', seat: P[1]! },
    );
  else for (const seat of P) steps.push({ op: 'trapSetup', seat });
  // Hands come only after every trap is placed, one player at a time, each followed by that player's mulligan
  // (SFB-SETUP-12/13): nobody places traps knowing a hand, nor holds one before an earlier player has mulliganed.
  for (const seat of P) steps.push({ op: 'deal', seat }, { op: 'mull', seat, aside: [] });
  for (const seat of P) steps.push({ op: 'deploy', seat });
  steps.push({ op: 'beginPlay' });
  return steps;
}
