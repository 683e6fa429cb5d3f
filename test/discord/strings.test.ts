/**
 * The string catalogs (#22.12): every key in both languages with the same
 * placeholders, plurals by the locale's rules, French elision, and no
 * "(s)" or English left in the platform's French texts.
 */
import { describe, expect, it } from 'vitest';
import { elide, formatTemplate, templateVariables, type StringCatalog } from '../../src/core/text.js';
import { shippedGames } from '../../src/games/index.js';
import { platformStrings, translate } from '../../src/discord/strings.js';

const catalogs: [string, StringCatalog][] = [
  ['platform', platformStrings],
  ...shippedGames.map((g) => [g.id, g.strings] as [string, StringCatalog]),
];

describe('catalog facility: plurals and elision', () => {
  it('picks the plural branch by each locale’s rules (French 0 and 1 are singular, English 0 is plural)', () => {
    const en = '{n, plural, one {# token} other {# tokens}}';
    const fr = '{n, plural, one {# jeton} other {# jetons}}';
    expect([0, 1, 2].map((n) => formatTemplate(en, { n }, 'en'))).toEqual(['0 tokens', '1 token', '2 tokens']);
    expect([0, 1, 2].map((n) => formatTemplate(fr, { n }, 'fr'))).toEqual(['0 jeton', '1 jeton', '2 jetons']);
    expect(formatTemplate('{n, plural, =0 {none} one {one {what}} other {# {what}s}}', { n: 0, what: 'x' }, 'en')).toBe('none');
    expect(formatTemplate('{n, plural, =0 {none} one {one {what}} other {# {what}s}}', { n: 3, what: 'x' }, 'en')).toBe('3 xs');
  });

  it('elides French words before a vowel sound, not before a consonant', () => {
    expect(elide('de', 'Akhet')).toBe('d’Akhet');
    expect(elide('de', 'Élodie')).toBe('d’Élodie');
    expect(elide('de', 'Hugo')).toBe('d’Hugo');
    expect(elide('de', 'Bruno')).toBe('de Bruno');
    expect(elide('De', 'Akhet')).toBe('D’Akhet');
    expect(formatTemplate('La main {name, elide, de}', { name: 'Akhet' }, 'fr')).toBe('La main d’Akhet');
    expect(formatTemplate('La main {name, elide, de}', { name: 'Chloé' }, 'fr')).toBe('La main de Chloé');
  });

  it('leaves a placeholder whose variable is missing as written', () => {
    expect(formatTemplate('{a} and {n, plural, one {#} other {#s}}', {}, 'en')).toBe('{a} and {n, plural, one {#} other {#s}}');
  });

  it('lists the variables of a template, inside plural branches too', () => {
    expect([...templateVariables('{a} {n, plural, one {{b}} other {# {c}}} {d, elide, de}')].sort()).toEqual(['a', 'b', 'c', 'd', 'n']);
  });
});

/**
 * A game may pass a text's French form beside the English one, from content
 * data (`card` and `cardFr`; `en` and `fr`): each template uses its own.
 */
const variablesOf = (template: string) => [...templateVariables(template)].map((v) => (v === 'fr' ? 'en' : v.replace(/Fr$/, ''))).sort();

describe('catalogs', () => {
  it.each(catalogs)('%s: every key exists in English and French, with the same placeholders', (_name, catalog) => {
    expect(Object.keys(catalog.fr).sort()).toEqual(Object.keys(catalog.en).sort());
    for (const [key, en] of Object.entries(catalog.en)) {
      const fr = catalog.fr[key]!;
      expect(fr, key).not.toBe('');
      expect(variablesOf(fr), `placeholders of ${key}`).toEqual(variablesOf(en));
    }
  });

  it('the platform writes no "(s)" plural: counts go through plural rules', () => {
    for (const locale of ['en', 'fr'] as const)
      for (const [key, text] of Object.entries(platformStrings[locale])) expect(text, `${locale} ${key}`).not.toMatch(/\((?:s|es|x)\)/);
  });

  it('counts read correctly in both languages', () => {
    const tr = (key: string, vars: Record<string, number | string>, locale: 'en' | 'fr') => translate({ key, vars }, locale);
    expect(tr('clock.control.days', { days: 1 }, 'en')).toBe('1 day per move');
    expect(tr('clock.control.days', { days: 3 }, 'en')).toBe('3 days per move');
    expect(tr('clock.control.days', { days: 1 }, 'fr')).toBe('1 jour par coup');
    expect(tr('clock.control.days', { days: 3 }, 'fr')).toBe('3 jours par coup');
    expect(tr('lobby.start', { count: 1 }, 'en')).toBe('Start (1 player)');
    expect(tr('lobby.start', { count: 3 }, 'en')).toBe('Start (3 players)');
    expect(tr('lobby.start', { count: 1 }, 'fr')).toBe('Lancer (1 joueur)');
    expect(tr('lb.line', { rank: 1, name: 'A', rating: 10, games: 1, win: 100, trend: '+1' }, 'en')).toContain('1 game ·');
    expect(tr('lb.line', { rank: 1, name: 'A', rating: 10, games: 2, win: 100, trend: '+1' }, 'en')).toContain('2 games ·');
    expect(tr('profile.rating', { game: 'G', mode: '1v1', rating: 1, games: 1, wins: 1, draws: 0, losses: 0 }, 'en')).toContain('1 game,');
    expect(tr('clock.digest', { mention: '@a', count: 1, lines: '' }, 'en')).toContain('1 match waits for your move');
    expect(tr('clock.digest', { mention: '@a', count: 2, lines: '' }, 'fr')).toContain('2 parties attendent votre coup');
    expect(tr('settings.vacation.over-monthly-limit', { left: 1 }, 'fr')).toContain('1 jour ce mois-ci');
  });

  it('French platform texts carry no English words left over', () => {
    // Words that only ever appear in the English catalog's prose (proper nouns, commands and option names aside).
    const english = /\b(?:the|and|your|you|with|matches|players?|games?|days?|waiting|left|rated|unrated|wins?|turn|seat)\b/i;
    const allowed = /`[^`]*`|\/\w+|\b(?:none|live|days|days:\d|Buchholz|S-B|Tavern|Bot)\b|<[^>]*>/g;
    for (const [key, template] of Object.entries(platformStrings.fr)) {
      const text = formatTemplate(template, Object.fromEntries([...templateVariables(template)].map((v) => [v, 2])), 'fr');
      expect(text.replace(allowed, ''), key).not.toMatch(english);
    }
  });
});

describe('French elision in the platform’s texts', () => {
  it('writes d’ before a vowel: “en attente d’Akhet”, “une table d’Epic Spell Wars”', () => {
    expect(translate({ key: 'games.theirMove', vars: { names: 'Akhet' } }, 'fr')).toBe('en attente d’Akhet');
    expect(translate({ key: 'games.theirMove', vars: { names: 'Bruno' } }, 'fr')).toBe('en attente de Bruno');
    expect(translate({ key: 'lobby.text', vars: { host: 'A', game: 'Epic Spell Wars', min: 2, max: 6, names: 'A' } }, 'fr')).toContain(
      'une table **d’Epic Spell Wars**',
    );
  });
});
