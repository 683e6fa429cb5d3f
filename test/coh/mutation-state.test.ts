/**
 * Champions of Hara game options and stances (rules/state.ts), exact (issue
 * #23, mutation testing): the options' defaults, every value each field
 * accepts, and its refusals on both sides of each bound.
 */
import { describe, expect, it } from 'vitest';
import { cohOptionsSchema, STANCES } from '../../src/games/coh/rules/state.js';
import { SCENARIO_IDS } from '../../src/games/coh/content/scenarios.js';
import { PROGRESSION_IDS } from '../../src/games/coh/content/progression.js';

const ok = (o: unknown) => cohOptionsSchema.safeParse(o).success;

describe('CoH options', () => {
  it('COH-21.2.1: no options is the Versus Arena; the Intro Arena is the other mode, and nothing else is', () => {
    expect(cohOptionsSchema.parse({})).toEqual({ mode: 'versus' });
    expect(cohOptionsSchema.parse({ mode: 'intro' })).toEqual({ mode: 'intro' });
    expect([ok({ mode: 'versus' }), ok({ mode: 'solo' }), ok({ mode: '' })]).toEqual([true, false, false]);
  });

  it('COH-1.1: the six characters, by id, and no other', () => {
    const six = ['kaoru', 'leaf', 'persephone', 'oric', 'soff', 'thomas'];
    expect(cohOptionsSchema.parse({ characters: six }).characters).toEqual(six);
    for (const c of six) expect(ok({ characters: [c] })).toBe(true);
    expect([ok({ characters: ['ophion'] }), ok({ characters: [''] }), ok({ characters: [] })]).toEqual([false, false, true]);
  });

  it('COH-1.4: the eighteen scenarios, s01 to s18', () => {
    expect(SCENARIO_IDS).toHaveLength(18);
    for (const id of SCENARIO_IDS) expect(cohOptionsSchema.parse({ scenario: id }).scenario).toBe(id);
    expect([ok({ scenario: 's19' }), ok({ scenario: '' })]).toEqual([false, false]);
  });

  it('COH-32.5.6: unlocked cards by seat, four seats at most, known ids only', () => {
    const id = PROGRESSION_IDS[0];
    expect(cohOptionsSchema.parse({ unlocked: [[id], [], [], []] }).unlocked).toEqual([[id], [], [], []]);
    expect([ok({ unlocked: [[], [], [], [], []] }), ok({ unlocked: [['nope']] })]).toEqual([false, false]);
    for (const p of PROGRESSION_IDS) expect(ok({ unlocked: [[p]] })).toBe(true);
  });

  it('COH-32.6.1: Quests on or off; the Corrupted chosen by id', () => {
    expect(cohOptionsSchema.parse({ quests: true, corrupted: ['a', 'b'] })).toEqual({
      mode: 'versus',
      quests: true,
      corrupted: ['a', 'b'],
    });
    expect([ok({ quests: 'yes' }), ok({ corrupted: [1] })]).toEqual([false, false]);
  });

  it('COH-31.4.1: Oric’s three stances, in order', () => {
    expect(STANCES).toEqual(['crane', 'tiger', 'koi']);
  });
});
