/**
 * "Suggest a move" (issue 19): the answer's line names the hard bot's pick
 * and its next best with their win estimates. When the pick is a close call
 * kept over a choice with a higher estimate, the line says so.
 */
import { describe, expect, it } from 'vitest';
import type { RankedChoice } from '../../src/core/search/index.js';
import { suggestionLine } from '../../src/discord/handlers/suggest.js';
import { translate } from '../../src/discord/strings.js';
import type { Text } from '../../src/core/text.js';

const choice = (label: string, visits: number, winRate: number): RankedChoice => ({ label, action: { type: label }, visits, winRate });
const line = (ranked: RankedChoice[], locale: 'en' | 'fr' = 'en') => {
  const tr = (text: Text) => translate(text, locale);
  return tr(suggestionLine(ranked, tr));
};

describe('the suggestion line', () => {
  it('names the pick and the two next best weighed, with rounded estimates', () => {
    const ranked = [choice('Fire', 12, 0.414), choice('Ice', 10, 0.3), choice('Wind', 8, 0.255), choice('Rock', 4, 0.1)];
    expect(line(ranked)).toBe('The hard bot would play **Fire** (41 % win estimate). Also weighed: Ice (30 %), Wind (26 %).');
  });

  it('says the others are too close to tell apart when one shows a higher estimate than the pick kept by the close call', () => {
    const ranked = [choice('Fire', 8, 0.27), choice('Ice', 8, 0.28), choice('Wind', 8, 0.27)];
    expect(line(ranked)).toBe(
      'The hard bot would play **Fire** (27 % win estimate). Also weighed, too close to tell apart (it keeps its first idea): Ice (28 %), Wind (27 %).',
    );
    expect(line(ranked, 'fr')).toBe(
      'Le bot difficile jouerait **Fire** (victoire estimée à 27 %). Également envisagé, trop proche pour trancher (il garde sa première idée) : Ice (28 %), Wind (27 %).',
    );
    // Equal once rounded: no need to explain.
    expect(line([choice('Fire', 8, 0.271), choice('Ice', 8, 0.274)])).toBe(
      'The hard bot would play **Fire** (27 % win estimate). Also weighed: Ice (27 %).',
    );
  });

  it('leaves out choices never tried, and says when there was nothing to weigh', () => {
    expect(line([choice('Fire', 20, 0.5), choice('Ice', 0, 0)])).toBe('The hard bot would play **Fire** (50 % win estimate).');
    expect(line([choice('Fire', 0, 0)])).toBe('The hard bot would play **Fire** (nothing else to weigh).');
  });
});
