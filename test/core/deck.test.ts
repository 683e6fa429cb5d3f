import { describe, expect, it } from 'vitest';
import { drawCards, newPile, removeOne, reshuffleDiscard, type Pile } from '../../src/core/deck.js';
import { createRng, shuffleInPlace, type RngState } from '../../src/core/rng.js';

const CARDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** The order a seeded shuffle gives, for reading expected piles. */
const shuffled = (seed: string, cards: readonly string[]): string[] => shuffleInPlace(createRng(seed), [...cards]);

describe('newPile', () => {
  it('shuffles a copy of the cards into the draw pile, discard empty', () => {
    const cards = [...CARDS];
    const pile = newPile(createRng('deck'), cards);
    expect(pile.draw).toEqual(shuffled('deck', CARDS));
    expect(pile.draw).not.toEqual(CARDS);
    expect([...pile.draw].sort()).toEqual(CARDS);
    expect(pile.discard).toEqual([]);
    expect(cards).toEqual(CARDS);
    expect(pile.draw).not.toBe(cards);
  });
});

describe('reshuffleDiscard', () => {
  it('puts the shuffled discard under the draw pile and empties the discard', () => {
    const pile: Pile<string> = { draw: ['x'], discard: ['a', 'b', 'c', 'd'] };
    reshuffleDiscard(createRng('re'), pile);
    expect(pile.draw).toEqual(['x', ...shuffled('re', ['a', 'b', 'c', 'd'])]);
    expect(pile.discard).toEqual([]);
  });
});

describe('drawCards', () => {
  const pile = (draw: string[], discard: string[] = []): Pile<string> => ({ draw: [...draw], discard: [...discard] });
  const untouched = (rng: RngState, seed: string) => expect(rng).toEqual(createRng(seed));

  it('draws from the top, leaving the rest in order', () => {
    const p = pile(['a', 'b', 'c', 'd'], ['z']);
    const rng = createRng('d1');
    expect(drawCards(rng, p, 3)).toEqual(['a', 'b', 'c']);
    expect(p).toEqual({ draw: ['d'], discard: ['z'] });
    untouched(rng, 'd1');
  });

  it('draws nothing for n = 0', () => {
    const p = pile(['a'], ['b']);
    expect(drawCards(createRng('d0'), p, 0)).toEqual([]);
    expect(p).toEqual({ draw: ['a'], discard: ['b'] });
  });

  it('draws the whole pile without touching the discard when it has exactly n cards', () => {
    const p = pile(['a', 'b'], ['c', 'd']);
    const rng = createRng('exact');
    expect(drawCards(rng, p, 2)).toEqual(['a', 'b']);
    expect(p).toEqual({ draw: [], discard: ['c', 'd'] });
    untouched(rng, 'exact');
  });

  it('draws every card when the discard is empty, however few', () => {
    const p = pile(['a', 'b']);
    expect(drawCards(createRng('few'), p, 2)).toEqual(['a', 'b']);
    const q = pile(['a', 'b', 'c']);
    expect(drawCards(createRng('few'), q, 1)).toEqual(['a']);
    expect(q.draw).toEqual(['b', 'c']);
  });

  it('runs out, shuffles the discard in, and goes on drawing', () => {
    const p = pile(['a', 'b'], ['c', 'd', 'e', 'f']);
    const drawn = drawCards(createRng('more'), p, 4);
    const reshuffled = shuffled('more', ['c', 'd', 'e', 'f']);
    expect(drawn).toEqual(['a', 'b', ...reshuffled.slice(0, 2)]);
    expect(p).toEqual({ draw: reshuffled.slice(2), discard: [] });
  });

  it('asking for more cards than are left returns all of them and empties both piles', () => {
    const p = pile(['a', 'b'], ['c', 'd', 'e']);
    const drawn = drawCards(createRng('all'), p, 9);
    expect(drawn).toEqual(['a', 'b', ...shuffled('all', ['c', 'd', 'e'])]);
    expect(drawn).toHaveLength(5);
    expect(p).toEqual({ draw: [], discard: [] });
    expect(drawCards(createRng('all'), pile(['a']), 3)).toEqual(['a']);
  });

  it('from two empty piles, draws nothing', () => {
    const p = pile([]);
    expect(drawCards(createRng('none'), p, 3)).toEqual([]);
    expect(p).toEqual({ draw: [], discard: [] });
  });
});

describe('removeOne', () => {
  it('removes the first equal card only', () => {
    const from = ['a', 'b', 'a', 'c'];
    expect(removeOne(from, 'a')).toBe(true);
    expect(from).toEqual(['b', 'a', 'c']);
    expect(removeOne(from, 'c')).toBe(true);
    expect(from).toEqual(['b', 'a']);
    expect(removeOne(from, 'a')).toBe(true);
    expect(from).toEqual(['b']);
  });

  it('says false and leaves the list alone when the card is absent', () => {
    const from = ['a', 'b'];
    expect(removeOne(from, 'z')).toBe(false);
    expect(from).toEqual(['a', 'b']);
    expect(removeOne([], 'a')).toBe(false);
  });
});
