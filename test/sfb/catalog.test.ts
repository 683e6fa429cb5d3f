/**
 * The engine's string catalog on its own: 130 texts written in English and
 * French, and the names of every card and challenge taken from the content,
 * each under `sfb.`. No text empty, the same placeholders in both languages
 * (a French template names a card by its French form, `{cardFr}` for
 * `{card}`). Fast and exact, so that mutation testing can run the catalog's
 * static mutants (each a reload of the module) against it alone
 * (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { templateVariables } from '../../src/core/text.js';
import { CONTENT } from '../../src/games/sfb/content/index.js';
import { strings } from '../../src/games/sfb/rules/strings.js';

/** A template's variables, a French form (`cardFr`) read as the English one it stands for. */
const vars = (template: string) => [...templateVariables(template)].map((v) => v.replace(/Fr$/, '')).sort();
const written = (key: string) => !key.startsWith('sfb.card.') && !key.startsWith('sfb.challenge.');

describe('sfb string catalog', () => {
  it('has the same 224 keys in English and French: 130 written, 72 cards and 22 challenges, all under sfb.', () => {
    expect(Object.keys(strings.en)).toHaveLength(224);
    expect(Object.keys(strings.fr).sort()).toEqual(Object.keys(strings.en).sort());
    expect(Object.keys(strings.en).filter(written)).toHaveLength(130);
    expect(Object.keys(strings.en).filter((k) => !k.startsWith('sfb.'))).toEqual([]);
    expect(CONTENT.cards).toHaveLength(72);
    expect(CONTENT.challenges).toHaveLength(22);
  });

  it('has no empty text in either language, and the same placeholders in both', () => {
    for (const [key, en] of Object.entries(strings.en)) {
      const fr = strings.fr[key]!;
      expect(en.trim(), `en ${key}`).not.toBe('');
      expect(fr.trim(), `fr ${key}`).not.toBe('');
      expect(vars(fr), `placeholders of ${key}`).toEqual(vars(en));
    }
  });

  it('translates every written text but the bare value', () => {
    expect(Object.keys(strings.en).filter((k) => written(k) && strings.en[k] === strings.fr[k])).toEqual(['sfb.c.value']);
    expect(strings.en['sfb.c.value']).toBe('{n}');
  });

  it('names every card and challenge in each language from the content', () => {
    for (const c of CONTENT.cards) {
      expect(strings.en[`sfb.card.${c.id}`], c.id).toBe(c.name.en);
      expect(strings.fr[`sfb.card.${c.id}`], c.id).toBe(c.name.fr);
    }
    for (const c of CONTENT.challenges) {
      expect(strings.en[`sfb.challenge.${c.id}`], c.id).toBe(c.name.en);
      expect(strings.fr[`sfb.challenge.${c.id}`], c.id).toBe(c.name.fr);
    }
    expect([strings.en['sfb.card.kil1'], strings.fr['sfb.card.kil1']]).toEqual(['Crushing Blow', 'Coup écrasant']);
    expect([strings.en['sfb.challenge.c01'], strings.fr['sfb.challenge.c01']]).toEqual(['Mind over Matter', "L'esprit d'abord"]);
    expect([strings.en['sfb.p.zone'], strings.fr['sfb.p.zone']]).toEqual([
      'Choose your deployment zone',
      'Choisissez votre zone de déploiement',
    ]);
  });
});
