import { describe, expect, it } from 'vitest';
import { cohEngine } from '../../src/games/coh/engine.js';
import { CORRUPTED, SCENARIOS, scenarioDef } from '../../src/games/coh/content/index.js';
import { SCENARIO_INDEX } from '../../src/games/coh/content/scenarios.js';
import { corruptedText, scenarioText } from '../../src/games/coh/rules/cardtext.js';
import { narrativeArc, strikeAll, type Events } from '../../src/games/coh/rules/flow.js';
import { strings } from '../../src/games/coh/rules/strings.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

describe('Champions of Hara: the Corrupted and the scenarios', () => {
  it('COH-28.1 COH-34.9 COH-A45 four Corrupted whose three abilities share the six faces of the World symbol die; their texts come from their data in en and fr', () => {
    expect(CORRUPTED.map((c) => `${c.name.en}:${c.health}`)).toEqual(['A’shura:18', 'Enoki:14', 'Ophion:16', 'Ryuko:12']);
    for (const c of CORRUPTED) {
      expect(
        c.abilities
          .flatMap((a) => a.faces)
          .sort()
          .join(),
      ).toBe('1,2,3,4,5,6');
      expect(corruptedText(c, 'en')).toContain(`Attack ${c.attack}, Range ${c.range}`);
      expect(corruptedText(c, 'fr')).toContain(`Attaque ${c.attack}, Portée ${c.range}`);
      expect(strings.en[`coh.cardText.corrupted-${c.id}`]).toBe(corruptedText(c, 'en'));
    }
    expect(corruptedText(CORRUPTED[1]!, 'en')).toContain('1/2: Whirling Axes — Deal 2 damage to all targets, Range 1.');
  });

  it('COH-1.4 COH-A1 eighteen scenarios, three per character, the third of each Solo; Thirst for vengeance is 16, Hero complex 17, Rift hunter 18', () => {
    expect(SCENARIO_INDEX).toHaveLength(18);
    expect(SCENARIO_INDEX.filter((x) => x.solo).map((x) => `${x.id}:${x.character}`)).toEqual([
      's03:kaoru',
      's06:leaf',
      's09:oric',
      's12:persephone',
      's15:soff',
      's18:thomas',
    ]);
    // Cards and Items named by their ids: the catalog gives their names (test/coh/catalog.test.ts).
    const byId = (id: string) => ({ en: id, fr: id });
    const s16 = SCENARIOS.find((d) => d.id === 's16')!;
    expect(s16.name.en).toBe('Thirst for vengeance');
    expect(scenarioText(s16, 'en', byId)).toBe(
      '2–4 characters; by the end of Dusk of Day 6. Doom: lost at characters + 2. Its Corrupted: 12 Health per Resilience token. Scenario effect: 1: Each character rolls both World dice and is transported there. 2–4: The Corrupted gains 1 Activation. 5: Each character: Gain 1 Gold. 6: You may swap the Dojo with a World tile. Reward: Two steps ahead.',
    );
    expect(scenarioText(s16, 'fr', byId)).toContain('Récompense : Deux coups d’avance.');
    // Each scenario-specific result reads as itself: only S12 and S15 give the Ultimate.
    for (const d of SCENARIOS)
      expect(scenarioText(d, 'en', byId).includes('Take your Ultimate card.'), d.id).toBe(d.id === 's12' || d.id === 's15');
    expect(
      scenarioText(
        SCENARIOS.find((d) => d.id === 's07')!,
        'en',
        byId,
      ),
    ).toContain('6: The Jar holder takes a new turn at once.');
    expect(
      scenarioText(
        SCENARIOS.find((d) => d.id === 's09')!,
        'fr',
        byId,
      ),
    ).toContain('3 : Un jeton de terreur apparaît sur la case n°3 de Drear (6 au plus).');
    // The scenario's own numbers (docs/rulings.md, "Our numbers in the scenarios") read in its text.
    const text = (id: string, l: 'en' | 'fr') =>
      scenarioText(
        SCENARIOS.find((d) => d.id === id)!,
        l,
        byId,
      );
    expect(text('s03', 'en')).toBe(
      '1 character (Solo); by the end of Dusk of Day 5. Doom: lost at 3. Bosses: -6 Health. No scenario effect.',
    );
    expect(text('s12', 'en')).toContain('by the end of Dusk of Day 4. Doom: lost at 2. Carrying an Item here: bai-teal (item-1), ');
    expect(text('s12', 'en')).toContain(', hol-willow-hag (item-1). Scenario effect:');
    expect(text('s06', 'en')).toContain('Also Allies here: dsk-red-riftling (1 Red), ');
    expect(text('s15', 'en')).toContain('Doom: lost at 5. Its Corrupted: 8 Health per Resilience token. Scenario effect:');
    expect(text('s13', 'en')).toContain('Doom: lost at characters + 1. Quests: its own deck of twelve. Scenario effect:');
    expect(text('s15', 'fr')).toContain('Fatalité : perdu à 5. Son Corrompu : 8 Santé par jeton Résilience.');
    expect(text('s09', 'en')).toContain(
      'Doom: lost at 2. Its Corrupted: 8 Health per Resilience token. Persephone: +4 Health. Scenario effect:',
    );
    expect(text('s09', 'fr')).toContain('Son Corrompu : 8 Santé par jeton Résilience. Persephone : +4 Santé.');
    expect(text('s18', 'en')).toContain('Doom: lost at 2. Leaf: +3 to each Move. Leaf: +2 damage to each blow. No scenario effect.');
    expect(text('s18', 'fr')).toContain('Leaf : +3 à chaque Mouvement. Leaf : +2 dégâts à chaque coup.');
  });

  it('COH-1.6 COH-1.7 COH-21.1.4 the Narrative Arc offers the winner’s two scenarios that are not Solo', () => {
    expect(narrativeArc('kaoru')).toEqual(['s01', 's02']);
    expect(narrativeArc('oric')).toEqual(['s07', 's08']);
    expect(narrativeArc('persephone')).toEqual(['s10', 's11']);
    expect(narrativeArc('thomas')).toEqual(['s16', 's17']);
  });

  /** S10 phase 2: The Ancient Hydra on The Dojo with scenario tokens on it, Kaoru beside it and Enoki on its space. */
  function hydraWithTokens(tokens: number) {
    const { state: s } = cohEngine.scenarios!.setup({
      scenario: 's10',
      characters: ['persephone', 'kaoru'],
      scenarioState: { phase: 2 },
      spaces: { 'dojo:0': 'dsk-hydra' },
      corrupted: [{ id: 'enoki', at: 'dojo:0' }],
      dice: [1, 1, 1, 1],
    });
    const hydra = s.spaces['dojo:0']!;
    s.scn!.bossTokens[hydra.uid] = tokens;
    return { s, hydra };
  }

  it('COH-28.10 COH-S10 a Corrupted’s blow on all targets counts the Hydra’s scenario tokens as Health (its S10 Health + 2 tokens)', () => {
    const { s, hydra } = hydraWithTokens(2);
    const health = 10 + scenarioDef('s10').bossHealth + 2;
    const ev: Events = [];
    hydra.dmg = health - 3;
    strikeAll(s, ev, s.corrupted[0]!, 2, 1);
    expect(s.spaces['dojo:0']?.id).toBe('dsk-hydra');
    expect(s.spaces['dojo:0']!.dmg).toBe(health - 1);
    strikeAll(s, ev, s.corrupted[0]!, 1, 1);
    expect(s.spaces['dojo:0']).toBeUndefined();
    expect(s.discard).toContain('dsk-hydra');
  });

  it('COH-23.4 COH-S10 the Hydra’s scenario tokens give it Health only: it strikes with its printed 4 (S06’s +1 is for Bosses with Resilience tokens)', () => {
    const { state: s } = cohEngine.scenarios!.setup({
      scenario: 's10',
      characters: ['kaoru', 'persephone'],
      scenarioState: { phase: 2 },
      chars: { '0': { at: 'drear:1', health: 10 } },
      spaces: { 'drear:2': 'dsk-hydra' },
      active: 0,
      dice: [1],
    });
    s.scn!.bossTokens[s.spaces['drear:2']!.uid] = 3;
    const after = cohEngine.apply(s, 0, { type: 'turn', c: 'end' }).state;
    expect(after.chars[0]!.health).toBe(6);
  });

  it('COH-32.4.1 COH-32.4.2 COH-A49 a scenario seats its own number of characters; a Solo one is played by its own character', () => {
    expect(() => cohEngine.setup({ mode: 'versus', scenario: 's16' }, seats(1), 'x')).toThrow(/2–4/);
    expect(() => cohEngine.setup({ mode: 'versus', scenario: 's03' }, seats(2), 'x')).toThrow(/1–1/);
    const solo = cohEngine.setup({ mode: 'versus', scenario: 's15', characters: ['kaoru'] }, seats(1), 'x');
    expect(solo.chars.map((c) => c.character)).toEqual(['soff']);
    expect(solo.corrupted.map((c) => [c.id, c.resilience, c.at.endsWith(':2')])).toEqual([['ashura', 1, true]]);
    expect(Object.keys(solo.scn!.tokens).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(Object.values(solo.scn!.tokens).every((sp) => sp.endsWith(':6'))).toBe(true);
  });

  it('COH-21.3.1 COH-21.3.3 a scenario’s outcome: a co-op win ranks every seat first together, a loss ranks them all after an empty first place (the scenario won) with the loss reason', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's16' }, seats(2), 'out');
    const won = { ...s, step: 'over' as const, scn: { ...s.scn!, result: 'won' as const, winners: [0, 1] } };
    expect(cohEngine.outcome(won)).toEqual({ ranking: [[0, 1]], reason: { key: 'coh.out.won' } });
    const lost = { ...s, step: 'over' as const, scn: { ...s.scn!, result: 'lost' as const } };
    expect(cohEngine.outcome(lost)).toEqual({ ranking: [[], [0, 1]], reason: { key: 'coh.out.lost' } });
  });

  it('COH-29.1 COH-32.1.3 the view shows the Corrupted and the scenario counters to everyone, S17’s face-down Doom counters as a count only', () => {
    const s = cohEngine.setup({ mode: 'versus', scenario: 's17' }, seats(2), 'view');
    s.scn!.pool = [4, 6, 1];
    const v = cohEngine.view(s, 0) as unknown as { scenario: { hidden: number; doom: number }; corrupted: unknown[] };
    expect(v.scenario.hidden).toBe(3);
    expect(JSON.stringify(v)).not.toContain('"pool"');
    expect(v.corrupted).toEqual([]);
  });
});
