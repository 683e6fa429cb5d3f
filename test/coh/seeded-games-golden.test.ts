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
  'versus-a': { applies: 239, hash: '61cd039461a39d68', final: '1ab1b940a13ba851' },
  'versus-b': { applies: 190, hash: 'c931d1d4f2a45c61', final: '4fabfe86b3340e6c' },
  'versus-c': { applies: 355, hash: 'f7822cb0537941e4', final: 'b4e2def24521dd7b' },
  'intro-a': { applies: 441, hash: 'd79961a20e5dff56', final: '70f022b6ceaf6b96' },
  'versus-bot': { applies: 122, hash: '078a0dbaa80e85e8', final: '207fc3825e13d159' },
  s01: { applies: 483, hash: 'b20433f1c0276b25', final: 'd81155a32be57178' },
  s05: { applies: 339, hash: 'b7224127a587b8bc', final: 'f374c8abb2d27c89' },
  s07: { applies: 215, hash: 'b2d7f04db8b30aa8', final: 'c5e0d4b32630992a' },
  s10: { applies: 175, hash: 'f57d5c55c8483d9a', final: '16e3eae45f1ee053' },
  s12: { applies: 38, hash: '7fcc8ab93904203c', final: '9b5f3fba0f59bcfe' },
  s14: { applies: 139, hash: '35b5f164b61549e4', final: '98839ab384b9ec9d' },
  's16-bot': { applies: 151, hash: 'cb881aafdb1d1894', final: 'b2b9a7a9b4f2f2fd' },
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
