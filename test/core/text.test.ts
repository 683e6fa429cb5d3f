import { describe, expect, it } from 'vitest';
import { elide, formatTemplate, t, templateVariables } from '../../src/core/text.js';

describe('t', () => {
  it('builds a key, with variables only when given', () => {
    expect(t('a.b')).toStrictEqual({ key: 'a.b' });
    expect(t('a.b', { n: 2, who: 'Ana' })).toStrictEqual({ key: 'a.b', vars: { n: 2, who: 'Ana' } });
  });
});

describe('elide', () => {
  it('elides every listed word before a vowel', () => {
    const table: [string, string][] = [
      ['de', 'd’Akhet'],
      ['le', 'l’Akhet'],
      ['la', 'l’Akhet'],
      ['que', 'qu’Akhet'],
      ['je', 'j’Akhet'],
      ['ne', 'n’Akhet'],
      ['se', 's’Akhet'],
      ['me', 'm’Akhet'],
      ['te', 't’Akhet'],
      ['jusque', 'jusqu’Akhet'],
      ['lorsque', 'lorsqu’Akhet'],
      ['puisque', 'puisqu’Akhet'],
    ];
    for (const [word, out] of table) {
      expect(elide(word, 'Akhet'), word).toBe(out);
      expect(elide(word, 'Bruno'), word).toBe(`${word} Bruno`);
    }
  });

  it('keeps words outside the list as written', () => {
    expect(elide('du', 'Akhet')).toBe('du Akhet');
    expect(elide('à', 'Akhet')).toBe('à Akhet');
  });

  it('hears a vowel in accented letters, y and a mute h, not in other h words', () => {
    for (const name of ['Élodie', 'île', 'œuvre', 'Yvonne', 'ûne', 'Hugo', 'héros', 'Ugo', 'Oscar', 'Ines'])
      expect(elide('de', name), name).toBe(`d’${name}`);
    for (const name of ['Hrolf', 'Bruno', 'Zoé', '', '1er']) expect(elide('de', name), name).toBe(`de ${name}`);
    // Spaces before the name do not hide its first letter.
    expect(elide('de', '  Akhet')).toBe('d’  Akhet');
  });

  it('keeps the capital of the elided word', () => {
    expect(elide('De', 'Akhet')).toBe('D’Akhet');
    expect(elide('LE', 'Akhet')).toBe('L’Akhet');
    expect(elide('Que', 'Ana')).toBe('Qu’Ana');
    expect(elide('jusque', 'Ana')).toBe('jusqu’Ana');
  });
});

describe('formatTemplate', () => {
  it('fills simple placeholders, spaces inside the braces allowed', () => {
    expect(formatTemplate('plain text', {}, 'en')).toBe('plain text');
    expect(formatTemplate('{who} rolls {n}', { who: 'Ana', n: 4 }, 'en')).toBe('Ana rolls 4');
    expect(formatTemplate('{ who } wins', { who: 'Ana' }, 'en')).toBe('Ana wins');
    expect(formatTemplate('{n}{n}', { n: 0 }, 'en')).toBe('00');
  });

  it('keeps as text what is not a placeholder', () => {
    expect(formatTemplate('a } b # c', { b: 1 }, 'en')).toBe('a } b # c');
    expect(formatTemplate('{} and {who', { who: 'Ana' }, 'en')).toBe('{} and {who');
    expect(formatTemplate('{who, other, x}', { who: 'Ana' }, 'en')).toBe('{who, other, x}');
    expect(formatTemplate('{who, elide, 12}', { who: 'Ana' }, 'en')).toBe('{who, elide, 12}');
    expect(formatTemplate('{who-x}', { who: 'Ana' }, 'en')).toBe('{who-x}');
    // A placeholder starts at its own brace: a later one is not borrowed.
    expect(formatTemplate('{-x}{ab}', { ab: 'Z' }, 'en')).toBe('{-x}Z');
    expect(formatTemplate('{who, elide, 1de}', { who: 'Ana' }, 'fr')).toBe('{who, elide, 1de}');
    expect(formatTemplate('{n, plural, other {#} x}', { n: 2 }, 'en')).toBe('{n, plural, other {#} x}');
  });

  it('leaves placeholders whose variable is missing as written', () => {
    expect(formatTemplate('{a}, {b, elide, de}, {n, plural, one {#} other {# x}}!', {}, 'fr')).toBe(
      '{a}, {b, elide, de}, {n, plural, one {#} other {# x}}!',
    );
  });

  it('elides inside a template', () => {
    expect(formatTemplate('Tour {who, elide, de} et {who2, elide, de}', { who: 'Ana', who2: 'Bob' }, 'fr')).toBe('Tour d’Ana et de Bob');
    expect(formatTemplate('{who,elide,de}', { who: 'Ana' }, 'fr')).toBe('d’Ana');
    expect(formatTemplate('{who, elide, de }', { who: 'Ana' }, 'fr')).toBe('d’Ana');
  });

  it('picks exact matches first, then the locale’s category, then other', () => {
    const tpl = '{n, plural, =0 {no card} =2 {a pair} one {# card} other {# cards}}';
    expect([0, 1, 2, 3].map((n) => formatTemplate(tpl, { n }, 'en'))).toEqual(['no card', '1 card', 'a pair', '3 cards']);
    // French: 0 and 1 are "one"; =0 still wins.
    expect([0, 1, 2, 5].map((n) => formatTemplate(tpl, { n }, 'fr'))).toEqual(['no card', '1 card', 'a pair', '5 cards']);
    expect(formatTemplate('{n, plural, =10 {ten} other {#}}', { n: 10 }, 'en')).toBe('ten');
    expect(formatTemplate('{n, plural, one{# x} other{# xs}}', { n: 2 }, 'en')).toBe('2 xs');
    const noOne = '{n, plural, other {# x}}';
    expect(formatTemplate(noOne, { n: 1 }, 'en')).toBe('1 x');
    // Numbers passed as strings count too.
    expect(formatTemplate('{n, plural, one {# card} other {# cards}}', { n: '1' }, 'en')).toBe('1 card');
  });

  it('accepts every selector name and spaces around the parts', () => {
    const tpl = '{ n , plural , zero {z} two {t} few {f} many {m} one {o} other {#} }';
    expect(formatTemplate(tpl, { n: 1 }, 'en')).toBe('o');
    expect(formatTemplate(tpl, { n: 7 }, 'en')).toBe('7');
  });

  it('is not a plural without an other branch, or with an unclosed branch', () => {
    // The braces stay text; the {x} inside is then an ordinary placeholder.
    expect(formatTemplate('{n, plural, one {x}}', { n: 1, x: 'X' }, 'en')).toBe('{n, plural, one X}');
    expect(formatTemplate('{n, plural, one {x} other {y}', { n: 1, x: 'X', y: 'Y' }, 'en')).toBe('{n, plural, one X other Y');
    expect(formatTemplate('{n, plural, other {y', { n: 1 }, 'en')).toBe('{n, plural, other {y');
  });

  it('keeps a plural whose count is not a number as written', () => {
    const tpl = '{n, plural, one {# card} other {# cards}}';
    expect(formatTemplate(tpl, { n: 'many' }, 'en')).toBe(tpl);
  });

  it('# is the count of the nearest plural, and only inside a branch', () => {
    const tpl = '# {n, plural, one {# {m, plural, one {# b} other {# bs}} #} other {# {who}}}';
    expect(formatTemplate(tpl, { n: 1, m: 3 }, 'en')).toBe('# 1 3 bs 1');
    expect(formatTemplate(tpl, { n: 4, who: 'Ana' }, 'en')).toBe('# 4 Ana');
  });

  it('gives the same text when a template is used again (parse cache)', () => {
    const tpl = '{n, plural, one {# die} other {# dice}} for {who}';
    expect(formatTemplate(tpl, { n: 1, who: 'A' }, 'en')).toBe('1 die for A');
    expect(formatTemplate(tpl, { n: 2, who: 'B' }, 'en')).toBe('2 dice for B');
    expect(formatTemplate(tpl, { n: 1, who: 'C' }, 'fr')).toBe('1 die for C');
  });
});

describe('templateVariables', () => {
  it('lists placeholders, elided names, plural counts and what their branches use', () => {
    expect([...templateVariables('{a} {b, elide, de} {n, plural, one {{c}} other {{m, plural, other {{d}}}}}')].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
      'm',
      'n',
    ]);
    expect([...templateVariables('no placeholder # } {')]).toEqual([]);
    expect([...templateVariables('{a}{a}')]).toEqual(['a']);
  });
});
