import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Action } from '../../src/core/game.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { cohEngine, type CohState } from '../../src/games/coh/engine.js';
import type { ScenarioId } from '../../src/games/coh/content/scenarios.js';

/**
 * A golden test of determinism: a few seeded games (random picks from the
 * prompts, and bot games) are played to the end, and a hash of everything
 * they show — every prompt with its choices and labels, every action, every
 * event, and the final state — is compared with the hash pinned here. A
 * change to the engine's speed must leave every one of them as it is (the
 * same seed gives the same game, move for move, with the same words).
 * A content change (rebalanced numbers) changes the games: the hashes are
 * then pinned again on purpose, and the commit says so.
 */
interface Game {
  name: string;
  seats: number;
  mode: 'versus' | 'intro';
  bot: boolean;
  scenario?: ScenarioId;
  characters?: CohState['chars'][number]['character'][];
}

function playHashed(g: Game): { applies: number; hash: string; final: string } {
  const seed = `golden:${g.name}`;
  const names = Array.from({ length: g.seats }, (_, i) => ({ name: `P${i + 1}` }));
  let state: CohState = cohEngine.setup(
    { mode: g.mode, ...(g.scenario ? { scenario: g.scenario } : {}), ...(g.characters ? { characters: g.characters } : {}) },
    names,
    seed,
  );
  const rng = createRng(`pick:${seed}`);
  const h = createHash('sha256');
  h.update(canonicalJson(state));
  let n = 0;
  for (; n < 5000 && !cohEngine.outcome(state); n++) {
    const p = cohEngine.prompts(state)[0]!;
    h.update(canonicalJson(p));
    let action: Action;
    if (g.bot) action = cohEngine.botAction(state, p.seat);
    else {
      let choices = p.choices;
      if (p.kind === 'turn' && choices.length > 1 && randomInt(rng, 4) > 0) choices = choices.filter((c) => c.id !== 'end');
      action = choices[randomInt(rng, choices.length)]!.action;
    }
    h.update(canonicalJson(action));
    const r = cohEngine.apply(state, p.seat, action);
    h.update(canonicalJson(r.events));
    state = r.state;
  }
  const final = createHash('sha256').update(canonicalJson(state)).digest('hex').slice(0, 16);
  h.update(canonicalJson(cohEngine.outcome(state)));
  return { applies: n, hash: h.digest('hex').slice(0, 16), final };
}

const GAMES: Game[] = [
  { name: 'versus-a', seats: 2, mode: 'versus', bot: false },
  { name: 'versus-b', seats: 2, mode: 'versus', bot: false },
  { name: 'versus-c', seats: 3, mode: 'versus', bot: false },
  { name: 'intro-a', seats: 4, mode: 'intro', bot: false },
  { name: 'versus-bot', seats: 2, mode: 'versus', bot: true, characters: ['soff', 'oric'] },
  { name: 's01', seats: 4, mode: 'versus', bot: false, scenario: 's01' },
  { name: 's05', seats: 3, mode: 'versus', bot: false, scenario: 's05' },
  { name: 's07', seats: 2, mode: 'versus', bot: false, scenario: 's07' },
  { name: 's10', seats: 3, mode: 'versus', bot: false, scenario: 's10' },
  { name: 's12', seats: 1, mode: 'versus', bot: false, scenario: 's12' },
  { name: 's14', seats: 4, mode: 'versus', bot: false, scenario: 's14' },
  { name: 's16-bot', seats: 2, mode: 'versus', bot: true, scenario: 's16' },
];
// Pinned values; `COH_GOLDEN_PRINT=1 npx vitest run test/coh/seeded-games-golden.test.ts` prints the current ones (to pin again after a content change).
const GOLDEN: Record<string, { applies: number; hash: string; final: string }> = {
  'versus-a': { applies: 212, hash: 'e50f616e9eb17418', final: '5619f5f2ce7a7c03' },
  'versus-b': { applies: 211, hash: 'b1bf19d8eba7265e', final: '3f8489d317a8545f' },
  'versus-c': { applies: 335, hash: 'e246e6b0516f95a4', final: '8dc5ed7cc36dded6' },
  'intro-a': { applies: 351, hash: '1352949418957c66', final: '7aada56f37871b7e' },
  'versus-bot': { applies: 159, hash: '3b3b13abde43894c', final: '75da7b41ad8b4400' },
  s01: { applies: 492, hash: '1b0e0f4a8076ee98', final: '45ac3a9814b25d19' },
  s05: { applies: 383, hash: 'a4e26bf72cc05c72', final: '941dd12f06747c7b' },
  s07: { applies: 214, hash: '6475f19fa3d0c696', final: 'fe1aeff6a117ffb4' },
  s10: { applies: 146, hash: '6c3a90b943e232a9', final: 'e5045f709d55203b' },
  s12: { applies: 38, hash: '6ba23383f9a40609', final: '9b5f3fba0f59bcfe' },
  s14: { applies: 126, hash: '66ede1ba5ce986e1', final: '446db4418fb3b6f9' },
  's16-bot': { applies: 180, hash: '0ab967594fc3a89e', final: '962b17f73f3be630' },
};

describe('Champions of Hara: seeded games replay move for move (golden hashes of prompts, actions, events and final states)', () => {
  for (const g of GAMES) {
    it(`${g.name}: ${g.seats} seats, ${g.scenario ?? g.mode}, ${g.bot ? 'bot' : 'random'}`, () => {
      const got = playHashed(g);
      if (process.env.COH_GOLDEN_PRINT) console.log(`GOLDEN '${g.name}': ${JSON.stringify(got)},`);
      expect(got).toEqual(GOLDEN[g.name]);
    }, 120_000);
  }
});
