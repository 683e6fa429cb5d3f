import { shuffleInPlace, type RngState } from './rng.js';

/**
 * A draw pile and its discard, as plain arrays (top of the pile = index 0).
 * Functions mutate the pile they are given: engines clone their state once per
 * apply, then work in place.
 */
export interface Pile<T> {
  draw: T[];
  discard: T[];
}

export function newPile<T>(rng: RngState, cards: readonly T[]): Pile<T> {
  return { draw: shuffleInPlace(rng, [...cards]), discard: [] };
}

/** Shuffles the discard back in as the new draw pile (only when the draw pile is empty). */
export function reshuffleDiscard<T>(rng: RngState, pile: Pile<T>): void {
  pile.draw.push(...shuffleInPlace(rng, pile.discard.splice(0)));
}

/**
 * Draws up to `n` cards; when the draw pile runs out, the discard is shuffled
 * into a new draw pile. Returns fewer than `n` only when both are empty.
 */
export function drawCards<T>(rng: RngState, pile: Pile<T>, n: number): T[] {
  const drawn: T[] = [];
  while (drawn.length < n) {
    if (pile.draw.length === 0) {
      if (pile.discard.length === 0) break;
      reshuffleDiscard(rng, pile);
    }
    drawn.push(pile.draw.shift()!);
  }
  return drawn;
}

/** Removes the first element equal to `card` from `from`; returns false if absent. */
export function removeOne<T>(from: T[], card: T): boolean {
  const i = from.indexOf(card);
  if (i < 0) return false;
  from.splice(i, 1);
  return true;
}
