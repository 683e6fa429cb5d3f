import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CENTER_DECK, CONTENT, cardDef } from '../../src/games/at/content/index.js';
import { cardSchema, FACTIONS } from '../../src/games/at/content/schema.js';
import { cardText, cardLine } from '../../src/games/at/rules/cardtext.js';
import { strings } from '../../src/games/at/rules/strings.js';
import { templateVariables } from '../../src/core/text.js';

describe('Ascension Tactics content', () => {
  it('has the starting deck, the supply piles and a center deck of the four factions without starting cards (SU-1, SU-4, CR-15)', () => {
    expect(CONTENT.startingDeck).toEqual([
      { card: 'apprentice', count: 8 },
      { card: 'militia', count: 2 },
    ]);
    expect(CONTENT.supply.map((e) => e.card)).toEqual(['mystic', 'heavy']);
    expect(CENTER_DECK).toHaveLength(132);
    for (const id of ['apprentice', 'militia', 'mystic', 'heavy']) expect(CENTER_DECK).not.toContain(id);
    for (const f of FACTIONS) expect(new Set(CENTER_DECK.filter((id) => cardDef(id).faction === f)).size).toBeGreaterThanOrEqual(6);
    const ids = CONTENT.cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('validates cards: an unknown effect or a missing field is refused', () => {
    const ok = {
      id: 'test-card',
      name: { en: 'T', fr: 'T' },
      faction: 'void',
      copies: 1,
      type: 'hero',
      cost: 1,
      effects: [{ op: 'power', n: 1 }],
    };
    expect(cardSchema.safeParse(ok).success).toBe(true);
    expect(cardSchema.safeParse({ ...ok, effects: [{ op: 'teleport', n: 1 }] }).success).toBe(false);
    expect(cardSchema.safeParse({ ...ok, effects: [] }).success).toBe(false);
    expect(cardSchema.safeParse({ ...ok, id: 'a-name-far-too-long-for-ids' }).success).toBe(false);
  });

  it('generates each card’s text from its data, in English and French', () => {
    expect(cardText(cardDef('lantern-scribe'), 'en')).toBe('Draw 1 card.\nAllegiance – Enlightened: Gain 1 Rune.');
    expect(cardText(cardDef('lantern-scribe'), 'fr')).toBe('Piochez 1 carte.\nAllégeance – Illuminés : Gagnez 1 Rune.');
    expect(cardText(cardDef('night-maw'), 'en')).toBe(
      'Ambush: Deal 3 damage to an enemy Champion on the battlefield.\nStrength 4, Defense 5, Speed 3, activation 2 Power.',
    );
    expect(cardText(cardDef('riveted-aegis'), 'fr')).toBe('Équipez l’un de vos Champions : +2 Défense, Riposte.');
    expect(cardText(cardDef('hollow-monk'), 'en')).toBe('Gain 1 Power. You may banish a card from your hand or discard pile.');
    expect(cardText(cardDef('void-shard'), 'en')).toBe(
      'Ambush: You may banish a card from your hand or discard pile.\nEquip to one of your Champions: +2 Strength.\nFatal: Gain 2 Power.',
    );
    expect(cardText(cardDef('shade-duelist'), 'fr')).toBe(
      'Fatal : Gagnez 1 Honneur.\nForce 3, Défense 4, Vitesse 3, activation 2 Puissance. Riposte.',
    );
    expect(cardLine(cardDef('mossback-boar'), 'en')).toBe('Lifebound · Monster · 4 Power');
    for (const c of CONTENT.cards) {
      expect(strings.en[`at.cardText.${c.id}`]).toBe(cardText(c, 'en'));
      expect(strings.fr[`at.cardText.${c.id}`]).toBe(cardText(c, 'fr'));
      expect(strings.fr[`at.card.${c.id}`]).toBe(c.name.fr);
    }
  });

  it('has every catalog key the engine uses, in both languages with the same variables', () => {
    const dir = join(import.meta.dirname, '..', '..', 'src', 'games', 'at');
    const files = ['engine.ts', ...readdirSync(join(dir, 'rules')).map((f) => join('rules', f))];
    const used = new Set<string>();
    for (const f of files) for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/t\(\s*'(at\.[a-zA-Z.]+)'/g)) used.add(m[1]!);
    expect(used.size).toBeGreaterThan(20);
    for (const k of used) {
      expect(strings.en[k], k).toBeDefined();
      expect(strings.fr[k], k).toBeDefined();
    }
    for (const k of Object.keys(strings.en)) {
      expect(strings.fr[k], k).toBeDefined();
      if (k.startsWith('at.card')) continue;
      const en = [...templateVariables(strings.en[k]!)].map((v) => v.replace(/Fr$/, '')).sort();
      const fr = [...templateVariables(strings.fr[k]!)].map((v) => v.replace(/Fr$/, '')).sort();
      expect(fr, k).toEqual(en);
    }
  });

  it('never refers to files outside the repository', () => {
    const outside = ['..', 'shared'].join('/');
    const dir = join(import.meta.dirname, '..', '..', 'src', 'games', 'at');
    for (const f of readdirSync(dir, { recursive: true }) as string[])
      if (/\.(ts|md)$/.test(f)) expect(readFileSync(join(dir, f), 'utf8')).not.toContain(outside);
  });
});
