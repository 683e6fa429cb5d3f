import { describe, expect, it } from 'vitest';
import { cohEngine, type CohOptions, type CohState, type CohView } from '../../src/games/coh/engine.js';
import { QUESTS, S13_QUESTS } from '../../src/games/coh/content/index.js';
import type { Action } from '../../src/core/game.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const setup = (o: Partial<CohOptions>, n: number, seed: string) => cohEngine.setup({ mode: 'versus', ...o }, seats(n), seed);
const view = (s: CohState, viewer: number | 'public') => cohEngine.view(s, viewer) as unknown as CohView;
const choose = (s: CohState, id: string): CohState => {
  const p = cohEngine.prompts(s)[0]!;
  const c = p.choices.find((x) => x.id === id)!;
  return cohEngine.apply(s, p.seat, c.action as Action).state;
};

describe('Champions of Hara Quests (§32.6)', () => {
  it('COH-32.6.2 COH-32.6.5 the deck holds twelve Quests of two parts, their texts generated from the data', () => {
    expect(QUESTS).toHaveLength(12);
    expect(new Set(QUESTS.map((q) => q.num)).size).toBe(12);
    expect(cohEngine.strings.en['coh.cardText.q-drear-walk']).toBe(
      'Part 1: Stand on a space of Drear. Reward: 1 Blue. Part 2: Stand on a space of Arechi Wastes. Reward: 1 Red, 1 Gold.',
    );
    expect(cohEngine.strings.fr['coh.cardText.q-oakenmoor']).toBe(
      'Étape 1 : Tenez-vous sur une case de Oakenmoor. Récompense : 1 Vert, Objet n°1. Étape 2 : Fermez 2 Failles. Récompense : 1 Bleu, 1 Or.',
    );
  });

  it('COH-32.6.2 with the Quest option each character is dealt two and keeps one; the other and the deck stay hidden', () => {
    let s = setup({ quests: true }, 3, 'quests-a');
    const asked: string[][] = [];
    for (let seat = 0; seat < 3; seat++) {
      const p = cohEngine.prompts(s)[0]!;
      expect(p.seat).toBe(seat);
      expect(p.kind).toBe('quest');
      expect(p.choices).toHaveLength(2);
      asked.push(p.choices.map((c) => c.id.slice(2)));
      // The public view shows no offered Quest.
      const text = JSON.stringify(view(s, 'public'));
      for (const id of asked[seat]!) expect(text).not.toContain(id);
      s = choose(s, p.choices[0]!.id);
    }
    expect(new Set(asked.flat()).size).toBe(6);
    expect(s.quests.map((q) => [q.id, q.seats, q.part])).toEqual(asked.map((a, i) => [a[0], [i], 1]));
    expect(s.questDeck).toHaveLength(6);
    expect(view(s, 'public').quests.map((q) => q.id)).toEqual(asked.map((a) => a[0]));
    expect(cohEngine.prompts(s)[0]!.kind).toBe('turn');
  });

  it('COH-32.6.1 without the option the arena has no Quests', () => {
    const s = setup({}, 2, 'quests-b');
    expect(s.quests).toEqual([]);
    expect(cohEngine.prompts(s)[0]!.kind).toBe('turn');
  });

  it('COH-S02 setup: a random Corrupted in play, five scenario tokens on The Dojo, each character keeps a Quest', () => {
    const s = setup({ scenario: 's02', characters: ['kaoru', 'oric'] }, 2, 's02-a');
    expect(s.corrupted).toHaveLength(1);
    expect(s.corrupted[0]!.resilience).toBe(2);
    expect(s.scn!.tokens).toEqual({ '1': 'dojo:0', '2': 'dojo:0', '3': 'dojo:0', '4': 'dojo:0', '5': 'dojo:0' });
    expect(cohEngine.prompts(s)[0]!.kind).toBe('quest');
  });

  it('COH-S13 COH-A63 setup: each character draws two Quests and keeps both', () => {
    const s = setup({ scenario: 's13', characters: ['soff', 'leaf', 'thomas'] }, 3, 's13-a');
    expect(s.quests.map((q) => q.seats)).toEqual([[0], [0], [1], [1], [2], [2]]);
    expect(new Set(s.quests.map((q) => q.id)).size).toBe(6);
    expect(s.corrupted).toEqual([]);
    expect(cohEngine.prompts(s)[0]!.kind).toBe('turn');
  });

  it('COH-S13 COH-A63 S13 deals from its own deck (ours), the other scenarios and the arenas from the Quest deck', () => {
    const own = new Set(S13_QUESTS.map((q) => q.id));
    for (const seed of ['s13-b', 's13-c', 's13-d']) {
      const s = setup({ scenario: 's13', characters: ['soff', 'kaoru', 'leaf', 'oric'] }, 4, seed);
      expect(s.quests).toHaveLength(8);
      for (const q of s.quests) expect(own.has(q.id), q.id).toBe(true);
      expect(s.questDeck).toHaveLength(4);
    }
    const s02 = setup({ scenario: 's02', characters: ['kaoru', 'oric'] }, 2, 's02-b');
    expect(s02.questDeck.every((id) => QUESTS.some((q) => q.id === id))).toBe(true);
    expect(cohEngine.strings.en['coh.cardText.scenario-s13']).toContain('Quests: its own deck of twelve.');
    expect(cohEngine.strings.fr['coh.cardText.scenario-s13']).toContain('Quêtes : son propre paquet de douze.');
    expect(cohEngine.strings.en['coh.cardText.scenario-s14']).not.toContain('its own deck');
  });

  it('COH-S13 its twelve Quests: never two walks (a World, a rest at The Dojo), every count of deeds at least 3', () => {
    expect(S13_QUESTS).toHaveLength(12);
    expect(new Set(S13_QUESTS.map((q) => q.num)).size).toBe(12);
    const walk = (k: string) => k === 'world' || k === 'dojoRest';
    for (const q of S13_QUESTS) {
      expect(walk(q.parts[0].objective.kind) && walk(q.parts[1].objective.kind), q.id).toBe(false);
      for (const p of q.parts)
        if ('n' in p.objective && p.objective.kind !== 'colour') expect(p.objective.n, q.id).toBeGreaterThanOrEqual(3);
    }
    expect(cohEngine.strings.en['coh.cardText.q-t-pilgrims']).toBe(
      'Part 1: Complete 6 Events. Reward: 1 Green. Part 2: Rest at The Dojo. Reward: 2 Gold.',
    );
  });

  it('COH-S14 setup: two or four characters only; two teams each draw three Quests and keep two', () => {
    expect(() => setup({ scenario: 's14' }, 3, 's14-a')).toThrow('Divided, Fall is played by 2 or 4 characters');
    let s = setup({ scenario: 's14', characters: ['kaoru', 'leaf', 'soff', 'thomas'] }, 4, 's14-b');
    // Teams alternate in seat order; Soff's is team 0.
    expect(s.chars.map((c) => c.character)).toEqual(['kaoru', 'leaf', 'soff', 'thomas']);
    expect(s.scn!.team).toEqual([0, 1, 0, 1]);
    const first = cohEngine.prompts(s)[0]!;
    expect([first.seat, first.kind, first.choices.length]).toEqual([0, 'quest', 3]);
    s = choose(s, first.choices[0]!.id);
    const again = cohEngine.prompts(s)[0]!;
    expect([again.seat, again.choices.length]).toEqual([0, 2]);
    s = choose(s, again.choices[0]!.id);
    const other = cohEngine.prompts(s)[0]!;
    expect([other.seat, other.kind, other.choices.length]).toEqual([1, 'quest', 3]);
    s = choose(s, other.choices[2]!.id);
    s = choose(s, cohEngine.prompts(s)[0]!.choices[1]!.id);
    expect(s.quests.map((q) => q.seats)).toEqual([
      [0, 2],
      [0, 2],
      [1, 3],
      [1, 3],
    ]);
  });
});
