/**
 * The engine's string catalog on its own (ESW-IMPL-9: every line the players
 * read goes through the catalog): every key in English and French, none
 * empty, the same placeholders in both, and the glyph-bound Treasure texts
 * built from their templates. Fast and exact, so that mutation testing can
 * run the catalog's static mutants (each a reload of the module) against it
 * alone (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { t, templateVariables } from '../../src/core/text.js';
import { strings, textToString } from '../../src/games/esw/rules/strings.js';

const GLYPHS = ['arcane', 'dark', 'elemental', 'illusion', 'primal'] as const;
const GLYPH_BOUND = ['countsAs', 'extraDie', 'empower'] as const;
const vars = (template: string) => [...templateVariables(template)].sort();

describe('esw string catalog (ESW-IMPL-9)', () => {
  it('has the same 216 keys in English and French, all under esw.', () => {
    expect(Object.keys(strings.en)).toHaveLength(216);
    expect(Object.keys(strings.fr).sort()).toEqual(Object.keys(strings.en).sort());
    expect(Object.keys(strings.en).filter((k) => !k.startsWith('esw.'))).toEqual([]);
  });

  it('has no empty text in either language, and the same placeholders in both', () => {
    for (const [key, en] of Object.entries(strings.en)) {
      const fr = strings.fr[key]!;
      expect(en.trim(), `en ${key}`).not.toBe('');
      expect(fr.trim(), `fr ${key}`).not.toBe('');
      expect(vars(fr), `placeholders of ${key}`).toEqual(vars(en));
    }
  });

  it('translates every text but the nine that read the same in both languages', () => {
    expect(Object.keys(strings.en).filter((k) => strings.en[k] === strings.fr[k])).toEqual([
      'esw.glyph.arcane',
      'esw.glyph.illusion',
      'esw.card.initiative',
      'esw.slot.source',
      'esw.slot.destination',
      'esw.choice.card.arcane',
      'esw.choice.card.illusion',
      'esw.choice.cardInit.arcane',
      'esw.choice.cardInit.illusion',
    ]);
  });

  it('builds one Treasure text per glyph from its template, the glyph named in each language', () => {
    for (const locale of ['en', 'fr'] as const) {
      const cat = strings[locale];
      for (const kind of GLYPH_BOUND) {
        expect(cat[`esw.treasure.${kind}`], `${locale} ${kind}`).toContain('{glyph}');
        for (const glyph of GLYPHS) {
          const text = cat[`esw.treasure.${kind}.${glyph}`]!;
          expect(text, `${locale} ${kind}.${glyph}`).toBe(cat[`esw.treasure.${kind}`]!.replace('{glyph}', cat[`esw.glyph.${glyph}`]!));
          expect(templateVariables(text).size, `${locale} ${kind}.${glyph}`).toBe(0);
        }
      }
    }
    expect(strings.en['esw.treasure.countsAs.arcane']).toBe('Counts as one Arcane card in each of your spells');
    expect(strings.en['esw.treasure.extraDie.dark']).toBe('One more die on your Dark power rolls');
    expect(strings.fr['esw.treasure.empower.primal']).toBe(
      'Vos cartes Primaire infligent 1 dégât de plus à chaque adversaire qu’elles blessent',
    );
  });

  it('reads a text in a locale: plain strings as they are, a missing key as the key, English by default', () => {
    expect(textToString('as written')).toBe('as written');
    expect(textToString('as written', 'fr')).toBe('as written');
    expect(textToString(t('esw.nope'), 'fr')).toBe('esw.nope');
    expect(textToString(t('esw.fx.damage', { amount: 3 }))).toBe('Deal 3 damage');
    expect(textToString(t('esw.fx.damage', { amount: 3 }), 'fr')).toBe('Infligez 3 dégâts');
    expect(textToString(t('esw.fx.draw', { count: 1 }), 'en')).toBe('Draw 1 card');
    expect(textToString(t('esw.fx.draw', { count: 2 }), 'fr')).toBe('Piochez 2 cartes');
    expect(textToString(t('esw.glyph.dark'), 'fr')).toBe(strings.fr['esw.glyph.dark']);
    expect(textToString(t('esw.fx.damage'))).toBe('Deal {amount} damage');
  });
});
