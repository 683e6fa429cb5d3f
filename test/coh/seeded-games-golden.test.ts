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
  'versus-a': { applies: 209, hash: '33973e0f8436753c', final: 'a6d20ad1d7162412' },
  'versus-b': { applies: 203, hash: '245c8372d447226c', final: 'e7f30ea6e06d50a4' },
  'versus-c': { applies: 321, hash: 'e4ceb60e62db7d86', final: 'f2c1c18ba7376cf0' },
  'intro-a': { applies: 433, hash: 'e4dbfae7361482a2', final: '0f8d40e8a88e47d0' },
  'versus-bot': { applies: 191, hash: 'b0421591a1561a65', final: 'b7a32edfe99f9d02' },
  s01: { applies: 507, hash: 'c0ea9b3f87e27ae0', final: 'db854454d9cd1e5a' },
  s05: { applies: 323, hash: '0d80185e4ebe1962', final: '56ee2b2c0faf401a' },
  s07: { applies: 221, hash: 'ac062bf3c4f18c8c', final: '3c02d5871afa72e5' },
  s10: { applies: 191, hash: 'ed86e2e2440ba427', final: '116ca879904747af' },
  s12: { applies: 28, hash: 'f10462e597d7def4', final: '8954034a4917f9ea' },
  s14: { applies: 183, hash: '21f726bdd157329b', final: '9e7b6b019544ba16' },
  's16-bot': { applies: 127, hash: '10674e728950eb97', final: '6566ab8ee4c1db27' },
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
