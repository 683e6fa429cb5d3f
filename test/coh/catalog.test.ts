/**
 * The engine's string catalog on its own: 216 texts written in English and
 * French, and the name and text of every card, Item, Quest, Corrupted and
 * scenario built from the content (rules/cardtext.ts), each under `coh.`. No
 * text empty, the same placeholders in both languages (a French template
 * names a card by its French form, `{cardFr}` for `{card}`). Fast and exact,
 * so that mutation testing leaves the written texts (data) out and measures
 * the code that builds the rest, `build()`, against it (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { templateVariables } from '../../src/core/text.js';
import { CONTENT, CORRUPTED, QUESTS, S13_QUESTS, SCENARIOS } from '../../src/games/coh/content/index.js';
import {
  abilityText,
  corruptedText,
  itemText,
  passiveText,
  questText,
  scenarioText,
  worldCardText,
} from '../../src/games/coh/rules/cardtext.js';
import { strings } from '../../src/games/coh/rules/strings.js';

/** A template's variables, a French form (`cardFr`) read as the English one it stands for. */
const vars = (template: string) => [...templateVariables(template)].map((v) => v.replace(/Fr$/, '')).sort();
const built = (key: string) => key.startsWith('coh.card.') || key.startsWith('coh.cardText.');

describe('coh string catalog', () => {
  it('has the same keys in English and French, all under coh.: 216 written, a name and a text for each content entry', () => {
    const entries =
      CONTENT.abilities.length +
      CONTENT.alternates.length +
      CONTENT.passives.length +
      QUESTS.length +
      S13_QUESTS.length +
      CONTENT.worlds.flatMap((w) => w.deck).length +
      CONTENT.dusk.length +
      CONTENT.items.length +
      CORRUPTED.length +
      SCENARIOS.length;
    expect(Object.keys(strings.fr).sort()).toEqual(Object.keys(strings.en).sort());
    expect(Object.keys(strings.en).filter((k) => !k.startsWith('coh.'))).toEqual([]);
    expect(Object.keys(strings.en).filter((k) => !built(k))).toHaveLength(216);
    expect(Object.keys(strings.en).filter(built)).toHaveLength(2 * entries);
    expect(Object.keys(strings.en)).toHaveLength(670);
  });

  it('has no empty text in either language, the same placeholders in both, and every written text translated', () => {
    for (const [key, en] of Object.entries(strings.en)) {
      const fr = strings.fr[key]!;
      expect(en.trim(), `en ${key}`).not.toBe('');
      expect(fr.trim(), `fr ${key}`).not.toBe('');
      expect(vars(fr), `placeholders of ${key}`).toEqual(vars(en));
    }
    expect(Object.keys(strings.en).filter((k) => !built(k) && strings.en[k] === strings.fr[k])).toEqual([]);
  });

  it('names every content entry and gives its text, in each language, under its own key', () => {
    const worlds = Object.fromEntries(CONTENT.worlds.map((w) => [w.id, w.name]));
    // S06's Allies and S12's carriers are named by their cards, their Item by its own name.
    const cards = [...CONTENT.worlds.flatMap((w) => w.deck), ...CONTENT.dusk];
    const names = (id: string) => cards.find((c) => c.id === id)?.name ?? CONTENT.items.find((i) => `item-${i.num}` === id)!.name;
    const entries: (readonly [string, { en: string; fr: string }, (l: 'en' | 'fr') => string])[] = [
      ...[...CONTENT.abilities, ...CONTENT.alternates].map((a) => [a.id, a.name, (l: 'en' | 'fr') => abilityText(a, l)] as const),
      ...CONTENT.passives.map((p) => [p.id, p.name, (l: 'en' | 'fr') => passiveText(p, l)] as const),
      ...[...QUESTS, ...S13_QUESTS].map((q) => [q.id, q.name, (l: 'en' | 'fr') => questText(q, l, worlds)] as const),
      ...[...CONTENT.worlds.flatMap((w) => w.deck), ...CONTENT.dusk].map(
        (c) => [c.id, c.name, (l: 'en' | 'fr') => worldCardText(c, l)] as const,
      ),
      ...CONTENT.items.map((i) => [`item-${i.num}`, i.name, (l: 'en' | 'fr') => itemText(i, l)] as const),
      ...CORRUPTED.map((c) => [`corrupted-${c.id}`, c.name, (l: 'en' | 'fr') => corruptedText(c, l)] as const),
      ...SCENARIOS.map((d) => [`scenario-${d.id}`, d.name, (l: 'en' | 'fr') => scenarioText(d, l, names)] as const),
    ];
    for (const [id, name, text] of entries) {
      expect([strings.en[`coh.card.${id}`], strings.fr[`coh.card.${id}`]], id).toEqual([name.en, name.fr]);
      expect([strings.en[`coh.cardText.${id}`], strings.fr[`coh.cardText.${id}`]], id).toEqual([text('en'), text('fr')]);
    }
    expect([strings.en['coh.p.ultimate'], strings.fr['coh.p.ultimate']]).toEqual([
      'Take your Ultimate or your Alternate Ultimate?',
      'Prendre votre Ultime ou votre Ultime Alternative ?',
    ]);
  });
});
