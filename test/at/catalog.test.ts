/**
 * The engine's string catalog on its own: 118 texts written in English and
 * French, and the name, text and type line of every card, and the name and
 * text of every Intrigue card and Evil Champion, built from the content
 * (rules/cardtext.ts), each under `at.`. No text empty, the same placeholders
 * in both languages (a French template names a card by its French form,
 * `{cardFr}` for `{card}`). Fast and exact, so that mutation testing leaves
 * the written texts (data) out and measures the code that builds the rest,
 * `build()`, against it (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { templateVariables } from '../../src/core/text.js';
import { CONTENT } from '../../src/games/at/content/index.js';
import { cardLine, cardText, evilChampionText, intrigueText } from '../../src/games/at/rules/cardtext.js';
import { strings } from '../../src/games/at/rules/strings.js';

/** A template's variables, a French form (`cardFr`) read as the English one it stands for. */
const vars = (template: string) => [...templateVariables(template)].map((v) => v.replace(/Fr$/, '')).sort();
const built = (key: string) => /^at\.(card|cardText|cardLine|intrigue|intrigueText|evil|evilText)\./.test(key);

describe('at string catalog', () => {
  it('has the same keys in English and French, all under at.: 118 written, three per card and two per Intrigue card and Evil Champion', () => {
    const entries = 3 * CONTENT.cards.length + 2 * CONTENT.intrigues.length + 2 * CONTENT.evilChampions.length;
    expect(Object.keys(strings.fr).sort()).toEqual(Object.keys(strings.en).sort());
    expect(Object.keys(strings.en).filter((k) => !k.startsWith('at.'))).toEqual([]);
    expect(Object.keys(strings.en).filter((k) => !built(k))).toHaveLength(118);
    expect(Object.keys(strings.en).filter(built)).toHaveLength(entries);
    expect([CONTENT.cards.length, CONTENT.intrigues.length, CONTENT.evilChampions.length]).toEqual([106, 32, 31]);
    expect(Object.keys(strings.en)).toHaveLength(562);
  });

  it('has no empty text in either language, the same placeholders in both, and every written text translated', () => {
    for (const [key, en] of Object.entries(strings.en)) {
      const fr = strings.fr[key]!;
      expect(en.trim(), `en ${key}`).not.toBe('');
      expect(fr.trim(), `fr ${key}`).not.toBe('');
      expect(vars(fr), `placeholders of ${key}`).toEqual(vars(en));
    }
    // "Champions" is the same word in both languages.
    expect(Object.keys(strings.en).filter((k) => !built(k) && strings.en[k] === strings.fr[k])).toEqual(['at.rules.fight.title']);
  });

  it('names every card, Intrigue card and Evil Champion, and gives its text, from the content in each language', () => {
    for (const l of ['en', 'fr'] as const) {
      const catalog = strings[l];
      for (const c of CONTENT.cards) {
        expect(catalog[`at.card.${c.id}`], c.id).toBe(c.name[l]);
        expect(catalog[`at.cardText.${c.id}`], c.id).toBe(cardText(c, l));
        expect(catalog[`at.cardLine.${c.id}`], c.id).toBe(cardLine(c, l));
      }
      for (const c of CONTENT.intrigues) {
        expect(catalog[`at.intrigue.${c.id}`], c.id).toBe(c.name[l]);
        expect(catalog[`at.intrigueText.${c.id}`], c.id).toBe(intrigueText(c, l));
      }
      for (const c of CONTENT.evilChampions) {
        expect(catalog[`at.evil.${c.id}`], c.id).toBe(c.name[l]);
        expect(catalog[`at.evilText.${c.id}`], c.id).toBe(evilChampionText(c, l));
      }
    }
    expect([strings.en['at.p.banish'], strings.fr['at.p.banish']]).toEqual(['Banish a card, or skip', 'Bannissez une carte, ou passez']);
  });
});
