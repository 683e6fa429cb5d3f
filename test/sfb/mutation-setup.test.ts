/**
 * The starting state and the setup steps (rules/setup.ts), exact: every field
 * of a fresh state with two and with four players, the teams of four seats,
 * the refused seat counts, and the free-choice picks queued per player count.
 */
import { describe, expect, it } from 'vitest';
import { initialState, setupSteps } from '../../src/games/sfb/rules/setup.js';

const seats = (n: number, teams?: number[]) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ...(teams ? { team: teams[i] } : {}) }));
const player = (seat: number, team: number) => ({
  seat,
  team,
  name: `P${seat + 1}`,
  champs: [],
  hand: [],
  deck: [],
  discard: [],
  ess: { M: true, C: true, D: true },
});

describe('SFB starting state', () => {
  it('SFB-SETUP-1: two players, field by field, before any step', () => {
    const s = initialState({ mode: 'free' }, seats(2), 'fresh');
    const { rng, order, ...rest } = s;
    expect(rng).toBeDefined();
    expect([...order].sort()).toEqual([0, 1]);
    expect(rest).toEqual({
      v: 1,
      options: { mode: 'free' },
      stage: 'setup',
      turn: 0,
      round: 0,
      players: [player(0, 0), player(1, 1)],
      teams: [
        { vp: 0, side: -1, seats: [0] },
        { vp: 0, side: -1, seats: [1] },
      ],
      champs: {},
      pool: [],
      brought: [[], []],
      traps: { pool: [], board: {} },
      chal: { deck: [], discard: [], track: [null, null, null, null, null] },
      std: [],
      stack: [{ op: 'setupRest' }],
      act: null,
      last: { path: [], targets: [], revealed: null },
      winner: null,
      custom: null,
    });
  });

  it('SFB-4P-12 SFB-4P-13 SFB-4P-14: four players: no order yet, each team names its first player, seats alternate teams', () => {
    const s = initialState({ mode: 'free' }, seats(4), 'four');
    expect(s.order).toEqual([-1, -1, -1, -1]);
    expect(s.stack.slice(0, 1)).toEqual([{ op: 'setupRest' }]);
    expect(s.stack.slice(1).map((st) => st.op)).toEqual(['firstOf', 'firstOf']);
    expect(s.players.map((p) => p.team)).toEqual([0, 1, 0, 1]);
    expect(s.teams.map((t) => t.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(s.chal.track).toEqual([null, null, null, null, null, null]);
    expect(s.brought).toEqual([[], [], [], []]);
  });

  it('SFB-4P-2: four players who named their teams play in them; teams not two by two are set alternately', () => {
    expect(initialState({ mode: 'free' }, seats(4, [7, 7, 3, 3]), 'named').players.map((p) => p.team)).toEqual([0, 0, 1, 1]);
    expect(initialState({ mode: 'free' }, seats(4, [3, 3, 3, 8]), 'odd').players.map((p) => p.team)).toEqual([0, 1, 0, 1]);
  });

  it('SFB-SETUP-1: only 2 or 4 players', () => {
    for (const n of [1, 3, 5])
      expect(() => initialState({ mode: 'free' }, seats(n), 'n')).toThrow('Super Fantasy Brawl is played by 2 or 4 players');
  });
});

describe('SFB setup steps', () => {
  it('SFB-REC-2 SFB-REC-4: free choice without teams: the zone, then three picks each in turn order with two players, two with four', () => {
    const two = initialState({ mode: 'free' }, seats(2), 'picks');
    two.order = [1, 0];
    expect(setupSteps(two).slice(0, 7)).toEqual([
      { op: 'zone', seat: 1 },
      ...[0, 1, 2].flatMap(() => [
        { op: 'pick', seat: 1, from: 'any' },
        { op: 'pick', seat: 0, from: 'any' },
      ]),
    ]);
    const four = initialState({ mode: 'free' }, seats(4), 'picks');
    four.order = [2, 1, 0, 3];
    expect(
      setupSteps(four)
        .filter((st) => st.op === 'pick')
        .map((st) => (st as { seat: number }).seat),
    ).toEqual([2, 1, 0, 3, 2, 1, 0, 3]);
  });
});
