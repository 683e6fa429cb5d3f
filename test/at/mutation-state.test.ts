/**
 * Ascension Tactics state constants and options (rules/state.ts), exact
 * (issue #23, mutation testing): each mode's default map, the Evil Player's
 * owner, the difficulty levels, the options schema's defaults and bounds, the
 * Champion Selection Row and picks, the Cultist id and an empty Treasure boost.
 */
import { describe, expect, it } from 'vitest';
import {
  atOptionsSchema,
  CULTIST,
  DEFAULT_MAP,
  DIFFICULTY,
  EVIL,
  noTreasure,
  SELECTION_ROW,
  selectionPicks,
} from '../../src/games/at/rules/state.js';
import { atEngine } from '../../src/games/at/engine.js';
import { seatsFor } from '../../src/games/at/rules/playout.js';

describe('AT state: constants', () => {
  it('AT-MD-1: each mode has its own default map, and a setup without a map plays it', () => {
    expect(DEFAULT_MAP).toEqual({
      duel: 'three-sanctuaries',
      teams: 'twin-bridges',
      melee: 'four-winds',
      solo: 'warded-vale',
      coop: 'warded-vale',
    });
    expect(atEngine.setup({ mode: 'melee' }, seatsFor('melee', 3), 'm').map).toBe('four-winds');
  });

  it('AT-EV-1: the Evil Player owns its pawns without being a seat (no seat index is negative)', () => {
    expect(EVIL).toBe(-1);
    const s = atEngine.setup({ mode: 'solo' }, seatsFor('solo'), 'e');
    const owners = new Set(Object.values(s.champions).map((c) => c.owner));
    expect([...owners].sort()).toEqual([-1, 0]);
  });

  it('AT-DI-2 AT-DI-3 AT-DI-4: Standard puts no Intrigue card in the discard, Hard 4, Nightmare 8', () => {
    expect(DIFFICULTY).toEqual({ standard: 0, hard: 4, nightmare: 8 });
    for (const difficulty of ['standard', 'hard', 'nightmare'] as const) {
      const s = atEngine.setup({ mode: 'solo', difficulty }, seatsFor('solo'), 'd');
      expect(s.evil!.discard).toHaveLength(DIFFICULTY[difficulty]);
    }
  });

  it('AT-SL-4: the Champion Selection Row shows 6 Champions', () => {
    expect(SELECTION_ROW).toBe(6);
    expect(atEngine.setup({ selection: true }, seatsFor('duel'), 'r').selection!.row).toHaveLength(6);
  });

  it.each([
    ['duel', 4],
    ['solo', 4],
    ['teams', 3],
    ['melee', 3],
    ['coop', 3],
  ] as const)('AT-SL-10 AT-TM-4 AT-ML-4 AT-CO-7: in %s each player selects %i Champions', (mode, n) => {
    expect(selectionPicks(mode)).toBe(n);
  });

  it('AT-CU-5: every Cultist pawn uses the shared Cultist card as its definition', () => {
    expect(CULTIST).toBe('cultist');
  });

  it('AT-TR-6 AT-TR-8: a Champion starts (and each turn ends) with no Treasure boost, a new record each time', () => {
    expect(noTreasure()).toEqual({ strength: 0, defense: 0, speed: 0, riposte: false });
    expect(noTreasure()).not.toBe(noTreasure());
  });
});

describe('AT state: the options schema', () => {
  it('AT-MD-1: the defaults are a classic duel on its map, drafted squads off, Standard, no Overlord', () => {
    expect(atOptionsSchema.parse({})).toEqual({ mode: 'duel', selection: false, difficulty: 'standard', overlord: false });
  });

  it.each(['duel', 'teams', 'melee', 'solo', 'coop'])('AT-MD-1: the mode %s is accepted', (mode) => {
    expect(atOptionsSchema.parse({ mode }).mode).toBe(mode);
  });

  it.each(['standard', 'hard', 'nightmare'])('AT-DI-1: the difficulty %s is accepted', (difficulty) => {
    expect(atOptionsSchema.parse({ difficulty }).difficulty).toBe(difficulty);
  });

  it('AT-DI-1 AT-SO-6: an unknown mode or difficulty and an Evil squad of other than 4 are refused', () => {
    expect(atOptionsSchema.safeParse({ mode: 'campaign' }).success).toBe(false);
    expect(atOptionsSchema.safeParse({ difficulty: 'easy' }).success).toBe(false);
    expect(atOptionsSchema.safeParse({ evilSquad: ['a', 'b', 'c'] }).success).toBe(false);
    expect(atOptionsSchema.safeParse({ evilSquad: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(false);
    expect(atOptionsSchema.parse({ evilSquad: ['a', 'b', 'c', 'd'] }).evilSquad).toEqual(['a', 'b', 'c', 'd']);
  });

  it('AT-MD-2 AT-OV-1: a map, Champion Selection and Overlord are kept as given', () => {
    expect(atOptionsSchema.parse({ mode: 'solo', map: 'warded-vale', selection: true, overlord: true })).toEqual({
      mode: 'solo',
      map: 'warded-vale',
      selection: true,
      difficulty: 'standard',
      overlord: true,
    });
  });
});
