/** Hand-built Champions of Hara positions for the exact tests (test/coh/mutation-*.test.ts). */
import { expect } from 'vitest';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';

/** n seats named P1, P2… */
export const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Versus, two characters (seat 0 Kaoru, active in its Adventure; seat 1 Leaf), both on The Dojo, nothing pending. */
export function versus(seed = 'flow-a'): CohState {
  const s = cohEngine.setup({ mode: 'versus' }, seats(2), seed);
  expect(s.chars.map((c) => c.character)).toEqual(['kaoru', 'leaf']);
  s.order = [0, 1];
  s.turn = 0;
  expect([s.step, s.cap]).toEqual(['adventure', 10]);
  s.pending = [];
  s.queue = [];
  return s;
}
