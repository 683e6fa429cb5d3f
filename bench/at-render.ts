/**
 * Ascension Tactics picture samples for the render bench: mid-game
 * positions of random seeded playouts in each mode, the public view (the
 * match picture) and the player to move's own view (its hand).
 */
import type { Json } from '../src/core/game.js';
import { atEngine } from '../src/games/at/engine.js';
import { playout } from '../src/games/at/rules/playout.js';
import type { AtMode } from '../src/games/at/rules/state.js';

export function atSamples(): { boards: Json[]; hands: Json[] } {
  const boards: Json[] = [];
  const hands: Json[] = [];
  const cases: [AtMode, number][] = [
    ['duel', 120],
    ['duel', 400],
    ['solo', 200],
    ['teams', 300],
    ['melee', 300],
  ];
  for (const [mode, applies] of cases) {
    const { state } = playout(`render-bench:${mode}:${applies}`, 'random', applies, mode);
    const withTokens = (view: Json): Json => ({ ...(view as Record<string, Json>), tokens: state.tokens as unknown as Json });
    boards.push(withTokens(atEngine.view(state, 'public')));
    hands.push(withTokens(atEngine.view(state, state.active)));
  }
  return { boards, hands };
}
