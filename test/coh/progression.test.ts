import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cohEngine, unlocksOf, type CohOptions, type CohState, type CohView } from '../../src/games/coh/engine.js';
import { CONTENT, rewardCard, SCENARIOS } from '../../src/games/coh/content/index.js';
import { cohOptionsSchema } from '../../src/games/coh/rules/state.js';
import { scenarioSupport } from '../../src/games/coh/rules/scenario.js';
import type { Action } from '../../src/core/game.js';

const setup = (o: Partial<CohOptions>, seatList: { name: string }[], seed: string) =>
  cohEngine.setup({ mode: 'versus', ...o }, seatList, seed);
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Plays a conformance scenario file's steps and returns the final state. */
function played(file: string): CohState {
  const sc = JSON.parse(readFileSync(`test/scenarios/coh/${file}`, 'utf8')) as {
    setup: Record<string, unknown>;
    steps: { seat: number; choose: string }[];
  };
  let { state } = scenarioSupport.setup(sc.setup as never);
  for (const st of sc.steps) {
    const p = cohEngine.prompts(state).find((x) => x.seat === st.seat)!;
    const choice = p.choices.find((c) => c.id === st.choose)!;
    state = cohEngine.apply(state, st.seat, choice.action as Action).state;
  }
  return state;
}

describe('Champions of Hara progression (§32.5)', () => {
  it('COH-32.5.1 COH-32.5.2 each character has one Alternate Ultimate and one Passive, named as the scenario Rewards, with texts from their data', () => {
    expect(CONTENT.alternates.map((a) => a.name.en)).toEqual([
      'Unbearable Force',
      'Symphony',
      'Dragon Stance',
      'Shadow mold',
      'Comet Chasing',
      'Two steps ahead',
    ]);
    expect(CONTENT.passives.map((p) => p.name.en)).toEqual([
      'Grizzled Heart',
      'Guardian of the Great Forest',
      'Dantian',
      'The Girl who lived',
      'Heels of Hellios',
      'Counter logic',
    ]);
    const rewards = SCENARIOS.filter((d) => d.reward).map((d) => [d.id, rewardCard(d)]);
    expect(rewards).toContainEqual(['s16', 'tho-two-steps']);
    expect(rewards).toContainEqual(['s01', 'kao-grizzled']);
    expect(cohEngine.strings.en['coh.cardText.tho-counter-logic']).toBe('Passive (Versus Arena). When you defeat a Monster: Gain 1 RUNES.');
    expect(cohEngine.strings.fr['coh.cardText.lea-guardian']).toBe('Passif (Arène Versus). Au début de votre tour : Gagnez 1 ÉLAN.');
    expect(cohEngine.strings.en['coh.cardText.kao-unbearable']).toBe(
      'In Hand: Spend up to 4 GRIT (X). Deal 3 + X damage to a target, Range 1.',
    );
  });

  it('COH-32.5.6 the option gives each seat’s unlocks; an unknown card id is refused with a clear message', () => {
    expect(cohOptionsSchema.safeParse({ unlocked: [['kao-unbearable'], []] }).success).toBe(true);
    const bad = cohOptionsSchema.safeParse({ unlocked: [['kao-unbearable', 'kao-nonsense']] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['unlocked', 0, 1]);
    expect(() => setup({ unlocked: [['kao-nonsense']] }, seats(2), 'p')).toThrow();
    expect(() => setup({ unlocked: [[], [], []] }, seats(2), 'p')).toThrow('unlocked cards are given for 3 seats but 2 play');
  });

  it('COH-32.5.5 Passives only in the Versus Arena: not in the Intro Arena, not in a scenario', () => {
    const all = CONTENT.passives.map((p) => [p.id]);
    const versus = setup({ characters: ['soff', 'oric'], unlocked: [['sof-heels'], ['ori-dantian']] }, seats(2), 'p');
    expect(versus.chars.map((c) => c.passive)).toEqual(['sof-heels', 'ori-dantian']);
    const intro = cohEngine.setup(
      { mode: 'intro', characters: ['soff', 'oric'], unlocked: [['sof-heels'], ['ori-dantian']] },
      seats(2),
      'p',
    );
    expect(intro.chars.map((c) => c.passive)).toEqual([null, null]);
    const scn = setup({ scenario: 's16', characters: ['thomas', 'kaoru'], unlocked: all.slice(4) }, seats(2), 'p');
    expect(scn.chars.map((c) => c.unlocked)).toEqual([[], []]);
    const scn2 = setup(
      { scenario: 's16', characters: ['thomas', 'kaoru'], unlocked: [['tho-counter-logic'], ['kao-grizzled']] },
      seats(2),
      'p',
    );
    expect(scn2.chars.map((c) => c.passive)).toEqual([null, null]);
    // Unlocks are public: every seat's view shows them.
    const v = cohEngine.view(versus, 1) as unknown as CohView;
    expect(v.chars[0]!.unlocked).toEqual(['sof-heels']);
    expect(v.chars[0]!.passive).toBe('sof-heels');
  });

  it('COH-32.5.3 COH-A49 COH-10.13 COH-A27 a won non-Solo scenario unlocks its Reward for the seat playing the featured character (a progression card, not a draw from the Advanced deck)', () => {
    const won = played('122-s16-a-shura-falls-with-every-character-at-the-maxi.json');
    expect(won.scn!.result).toBe('won');
    expect(unlocksOf(won)).toEqual([{ seat: 0, unlock: 'tho-two-steps' }]);
    expect(CONTENT.abilities.some((a) => a.id === 'tho-two-steps')).toBe(false);
    expect(won.chars[0]!.advanced).toEqual(['tho-barrage', 'tho-insight', 'tho-pathfinder', 'tho-inscription']);
    // Already unlocked: nothing new.
    const again = { ...won, chars: won.chars.map((c) => (c.seat === 0 ? { ...c, unlocked: ['tho-two-steps'] } : c)) };
    expect(unlocksOf(again)).toEqual([]);
    // A lost scenario, a game not over, an arena: nothing.
    expect(unlocksOf({ ...won, scn: { ...won.scn!, result: 'lost' } })).toEqual([]);
    expect(unlocksOf({ ...won, step: 'adventure' })).toEqual([]);
    const arena = setup({}, seats(2), 'p');
    expect(unlocksOf({ ...arena, step: 'over' })).toEqual([]);
  });

  it('COH-32.5.3 COH-32.4.2 a Solo scenario unlocks nothing, even won', () => {
    const s = setup({ scenario: 's15' }, seats(1), 'p');
    expect(unlocksOf({ ...s, step: 'over', scn: { ...s.scn!, result: 'won', winners: [0] } })).toEqual([]);
  });
});
