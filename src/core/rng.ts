/**
 * Seeded random numbers whose whole state is a plain JSON object, so it can
 * live inside a game state and be replayed exactly. Algorithm: sfc32, seeded
 * from a string through a 32-bit FNV-1a / splitmix mix.
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(x: number): [number, number] {
  const next = (x + 0x9e3779b9) >>> 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [next, (z ^ (z >>> 16)) >>> 0];
}

export function createRng(seed: string | number): RngState {
  let x = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const words: number[] = [];
  // Stryker disable next-line EqualityOperator: a fifth word would be drawn and never used; the four state words stay the same.
  for (let i = 0; i < 4; i++) {
    const [nx, out] = splitmix32(x);
    x = nx;
    words.push(out);
  }
  const rng: RngState = { a: words[0]!, b: words[1]!, c: words[2]!, d: words[3]! };
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** Advances the state in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(rng: RngState): number {
  const t = (((rng.a + rng.b) >>> 0) + rng.d) >>> 0;
  rng.d = (rng.d + 1) >>> 0;
  rng.a = rng.b ^ (rng.b >>> 9);
  rng.b = (rng.c + (rng.c << 3)) >>> 0;
  rng.c = ((rng.c << 21) | (rng.c >>> 11)) >>> 0;
  rng.c = (rng.c + t) >>> 0;
  return t;
}

/** Uniform integer in [0, n), without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return x % n;
  }
}

/** One die of `sides` faces: 1..sides. */
export function rollDie(rng: RngState, sides = 6): number {
  return randomInt(rng, sides) + 1;
}

/** Fisher–Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

export function pickOne<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pickOne from an empty list');
  return items[randomInt(rng, items.length)]!;
}
