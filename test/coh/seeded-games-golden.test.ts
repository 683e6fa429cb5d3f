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
  'versus-a': { applies: 212, hash: '7774144495c9f7fd', final: '5619f5f2ce7a7c03' },
  'versus-b': { applies: 211, hash: 'a6beb0c5546a609f', final: '3f8489d317a8545f' },
  'versus-c': { applies: 335, hash: '87f94fb2d86ee39b', final: '8dc5ed7cc36dded6' },
  'intro-a': { applies: 351, hash: '916bd78a9e4176a7', final: '7aada56f37871b7e' },
  'versus-bot': { applies: 159, hash: '43d991fa755d0872', final: '75da7b41ad8b4400' },
  s01: { applies: 492, hash: '2b2c052ad021904b', final: '45ac3a9814b25d19' },
  s05: { applies: 383, hash: '3ab576651e356c31', final: '941dd12f06747c7b' },
  s07: { applies: 214, hash: '3e0112789e4e832b', final: 'fe1aeff6a117ffb4' },
  s10: { applies: 146, hash: 'f347a7c4b7e6a1aa', final: 'e5045f709d55203b' },
  s12: { applies: 38, hash: '7fcc8ab93904203c', final: '9b5f3fba0f59bcfe' },
  s14: { applies: 126, hash: 'b9b7fbe20e39d913', final: '446db4418fb3b6f9' },
  's16-bot': { applies: 180, hash: '92b6c8eeee9dd316', final: '962b17f73f3be630' },
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
