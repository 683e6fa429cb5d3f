import { describe, expect, it } from 'vitest';
import { cohEngine, type CohState, type CohView } from '../../src/games/coh/engine.js';
import { WORLD_IDS } from '../../src/games/coh/content/index.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const view = (s: CohState, viewer: number | 'public') => cohEngine.view(s, viewer) as unknown as CohView;

describe('Champions of Hara scenario setups', () => {
  it('COH-S06 COH-A56 setup: the three Riftlings and three Heralds on the spaces No.2, the Bosses on No.6 (not Baiyu, whose Boss is the Serpent Herald), three Dawn Kirin', () => {
    for (const seed of ['s06-a', 's06-b']) {
      const s = cohEngine.setup({ mode: 'versus', scenario: 's06' }, seats(1), seed);
      expect(s.chars[0]!.character).toBe('leaf');
      const twos = WORLD_IDS.map((w) => s.spaces[`${w}:2`]?.id).sort();
      expect(twos).toEqual([
        'bai-boss',
        'dsk-blue-riftling',
        'dsk-green-riftling',
        'dsk-red-riftling',
        'dsk-stag-herald',
        'oak-wurm-herald',
      ]);
      expect(WORLD_IDS.slice(1).map((w) => s.spaces[`${w}:6`]?.id)).toEqual(['oak-boss', 'opp-boss', 'dre-boss', 'are-boss', 'hol-boss']);
      // Baiyu's space No.6 gets no Boss (a Dawn Kirin may fall there).
      expect([undefined, 'dsk-dawn-kirin']).toContain(s.spaces['baiyu:6']?.id);
      expect(Object.values(s.spaces).filter((c) => c.id === 'dsk-dawn-kirin')).toHaveLength(3);
      expect(s.dusk.filter((id) => id === 'dsk-dawn-kirin')).toHaveLength(0);
      expect(s.worldDecks['baiyu']).not.toContain('bai-boss');
    }
  });

  it('COH-S12 COH-32.2.2 setup: no starting Dreamstone, six face-down tokens on six spaces, their numbers in no view', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's12' }, seats(1), 's12-a');
    expect(s.chars[0]!.character).toBe('persephone');
    expect(s.chars[0]!.items).toEqual([]);
    expect(s.itemStock['1']).toBe(8);
    expect(Object.keys(s.scn!.tokens).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(new Set(Object.values(s.scn!.tokens)).size).toBe(6);
    expect(s.scn!.hidden).toEqual(['1', '2', '3', '4', '5', '6']);
    for (const v of [view(s, 0), view(s, 'public')]) {
      expect(v.scenario!.tokens).toEqual({});
      expect(v.scenario!.faceDownTokens).toEqual(Object.values(s.scn!.tokens).sort());
    }
  });

  it('COH-S01 COH-A52 COH-A49 at Dusk of Day 2 each character secretly targets another; Kaoru is seated when not picked', () => {
    const { state } = cohEngine.scenarios!.setup({
      scenario: 's01',
      characters: ['leaf', 'persephone', 'oric'],
      spaces: {},
      day: 2,
      round: 'dawn',
      active: 2,
      dice: [6, 1, 1],
      dusk: [],
    });
    // Kaoru takes the first seat (A49): the others move up.
    expect(state.chars.map((c) => c.character)).toEqual(['kaoru', 'leaf', 'persephone']);
    expect(state.scn!.targets).toEqual([-1, -1, -1]);
    const s = cohEngine.apply(state, 2, { type: 'turn', c: 'end' }).state;
    expect([s.day, s.round]).toEqual([2, 'dusk']);
    const targets = s.scn!.targets;
    expect([...targets].sort()).toEqual([0, 1, 2]);
    targets.forEach((tg, seat) => expect(tg).not.toBe(seat));
    for (const seat of [0, 1, 2]) expect(view(s, seat).scenario!.myTarget).toBe(targets[seat]);
    expect(view(s, 'public').scenario!.myTarget).toBeNull();
  });

  it('COH-S05 COH-S11 COH-A49 the featured character of a competitive scenario is seated even when the players did not pick it', () => {
    const s5 = cohEngine.setup({ mode: 'versus', scenario: 's05', characters: ['kaoru', 'oric', 'soff'] }, seats(3), 's05-a');
    expect(s5.chars.map((c) => c.character)).toEqual(['leaf', 'kaoru', 'oric']);
    expect(s5.scn!.team).toEqual([1, 0, 0]);
    expect(s5.corrupted.map((c) => [c.id, c.team, c.resilience])).toEqual([['enoki', 1, 2]]);
    const s11 = cohEngine.setup({ mode: 'versus', scenario: 's11', characters: ['kaoru', 'oric', 'soff', 'leaf'] }, seats(4), 's11-a');
    expect(s11.chars.map((c) => c.character)).toEqual(['persephone', 'kaoru', 'oric', 'soff']);
    expect(s11.scn!.team).toEqual([1, 0, 0, 0]);
  });
});
