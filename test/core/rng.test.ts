import { describe, expect, it } from 'vitest';
import { createRng, nextUint32, pickOne, randomInt, rollDie, shuffleInPlace, type RngState } from '../../src/core/rng.js';

/**
 * Golden values: a match is rebuilt from its seed and its log, so the
 * sequence a seed gives is part of the stored format and must never drift.
 */
describe('seeded RNG: golden sequence', () => {
  it('derives the state from a string seed', () => {
    expect(createRng('tavern')).toEqual({ a: -1227243053, b: 4200270936, c: 4218298850, d: 1905483431 });
    expect(createRng('')).toEqual({ a: 997408825, b: 3684783127, c: 3573828940, d: 3904029261 });
  });

  it('derives the state from a number seed, read as an unsigned 32-bit integer', () => {
    expect(createRng(42)).toEqual({ a: 525187462, b: 1481333944, c: 1177879824, d: 3317318729 });
    expect(createRng(-1)).toEqual(createRng(4294967295));
    expect(createRng(-1)).toEqual({ a: -462169557, b: 97081743, c: 2665032317, d: 1778835776 });
    expect(createRng(42)).not.toEqual(createRng('42'));
  });

  it('gives the same 32-bit outputs for a seed, advancing the state in place', () => {
    const rng = createRng('tavern');
    expect([0, 1, 2, 3, 4].map(() => nextUint32(rng))).toEqual([583544018, 1117303160, 2695638361, 174392798, 2438075733]);
    expect(rng).not.toEqual(createRng('tavern'));
  });

  it('rolls dice, picks and shuffles the same way every time', () => {
    const dice = createRng('dice');
    expect(Array.from({ length: 12 }, () => rollDie(dice))).toEqual([5, 3, 5, 3, 1, 4, 4, 2, 3, 4, 5, 4]);
    const d20 = createRng('d20');
    expect(Array.from({ length: 8 }, () => rollDie(d20, 20))).toEqual([19, 8, 19, 13, 14, 17, 8, 6]);
    const ints = createRng('int');
    expect(Array.from({ length: 10 }, () => randomInt(ints, 1000))).toEqual([901, 261, 109, 840, 146, 928, 703, 98, 145, 592]);
    const picks = createRng('pick');
    expect(Array.from({ length: 6 }, () => pickOne(picks, ['a', 'b', 'c']))).toEqual(['a', 'a', 'c', 'a', 'a', 'a']);
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const same = shuffleInPlace(createRng('shuffle'), items);
    expect(same).toBe(items);
    expect(items).toEqual([2, 3, 5, 6, 10, 7, 1, 8, 4, 9]);
  });
});

describe('randomInt', () => {
  it('stays in [0, n) and reaches every value', () => {
    const rng = createRng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const x = randomInt(rng, 7);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(7);
      seen.add(x);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(randomInt(createRng('one'), 1)).toBe(0);
  });

  it('rejects outputs at or above the last whole multiple of n (no modulo bias)', () => {
    // The next output is a + b + d: 2^32 − 1 here, the limit for n = 3, so it is thrown away;
    // the one after is 1 (d was incremented), and 1 mod 3 = 1.
    const atLimit: RngState = { a: 0xffffffff, b: 0, c: 0, d: 0 };
    expect(randomInt(atLimit, 3)).toBe(1);
    // For n = 6 the limit is 4294967292: that value is thrown away, the one below kept.
    expect(randomInt({ a: 4294967292, b: 0, c: 0, d: 0 }, 6)).toBe(1);
    expect(randomInt({ a: 4294967291, b: 0, c: 0, d: 0 }, 6)).toBe(4294967291 % 6);
  });

  it('refuses n that is not a positive integer', () => {
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => randomInt(createRng('bad'), n), String(n)).toThrow(RangeError);
    }
    expect(() => randomInt(createRng('bad'), 0)).toThrow('randomInt needs a positive integer, got 0');
  });
});

describe('dice, shuffles and picks', () => {
  it('rolls 1..sides, six by default', () => {
    const rng = createRng('faces');
    const six = new Set<number>();
    const four = new Set<number>();
    for (let i = 0; i < 300; i++) {
      six.add(rollDie(rng));
      four.add(rollDie(rng, 4));
    }
    expect([...six].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...four].sort()).toEqual([1, 2, 3, 4]);
  });

  it('shuffles into a permutation, and leaves empty or single lists as they are', () => {
    const rng = createRng('perm');
    const items = Array.from({ length: 30 }, (_, i) => i);
    shuffleInPlace(rng, items);
    expect([...items].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(shuffleInPlace(rng, [])).toEqual([]);
    const before = { ...rng };
    expect(shuffleInPlace(rng, ['only'])).toEqual(['only']);
    expect(rng).toEqual(before);
  });

  it('moves the last card too: every position of a 3-card shuffle is reached', () => {
    const rng = createRng('three');
    const orders = new Set<string>();
    for (let i = 0; i < 200; i++) orders.add(shuffleInPlace(rng, ['a', 'b', 'c']).join(''));
    expect([...orders].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => pickOne(createRng('empty'), [])).toThrow('pickOne from an empty list');
    expect(pickOne(createRng('solo'), ['x'])).toBe('x');
  });
});
