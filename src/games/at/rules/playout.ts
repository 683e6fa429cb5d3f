import { createRng, randomInt } from '../../../core/rng.js';
import type { Action } from '../../../core/game.js';
import { atEngine } from '../engine.js';
import type { AtMode, AtState } from './state.js';
import type { Faction } from '../content/schema.js';
import { leaningBotAction } from './bot.js';

export interface AtPlayout {
  state: AtState;
  applies: number;
  ended: boolean;
}

/** The seats of a mode: 2 in a duel, 4 in 2 vs 2, 3 or 4 in the Melee; Overlord adds the Evil Player's seat, last. */
export function seatsFor(mode: AtMode, players?: number, overlord = false): { name: string }[] {
  const n = (players ?? (mode === 'duel' ? 2 : mode === 'solo' ? 1 : mode === 'coop' ? 2 : 4)) + (overlord ? 1 : 0);
  return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
}

/**
 * One whole game from the prompts alone, for the bench and tests. `random`
 * picks among the offered choices (ending the turn with probability 1/4 when
 * something else is offered, so games move on), and in a shared turn where
 * both teammates are asked (TM-6) picks which of them acts; `bot` asks the engine's bot for every seat, or with `extra.leans`
 * a bot that buys its seat's favoured faction first (seat → faction).
 */
export function playout(
  seed: string,
  policy: 'random' | 'bot',
  maxApplies = 20000,
  mode: AtMode = 'duel',
  players?: number,
  extra: { overlord?: boolean; difficulty?: 'standard' | 'hard' | 'nightmare'; leans?: Partial<Record<number, Faction>> } = {},
): AtPlayout {
  const rng = createRng(`pick:${seed}`);
  let state = atEngine.setup(
    mode === 'duel'
      ? { map: 'three-sanctuaries' }
      : { mode, ...(extra.overlord ? { overlord: true } : {}), ...(extra.difficulty ? { difficulty: extra.difficulty } : {}) },
    seatsFor(mode, players, extra.overlord),
    seed,
  );
  let applies = 0;
  while (state.winner === null && applies < maxApplies) {
    const prompts = atEngine.prompts(state);
    const p = policy === 'random' && prompts.length > 1 ? prompts[randomInt(rng, prompts.length)]! : prompts[0]!;
    let action: Action;
    if (policy === 'bot') action = leaningBotAction(state, p.seat, extra.leans?.[p.seat]);
    else action = randomChoice(rng, p).action;
    state = atEngine.apply(state, p.seat, action).state;
    applies++;
  }
  return { state, applies, ended: state.winner !== null };
}

/** The random player's pick: ending the turn (or one's part of a shared turn) only one time in four when there is something else to do. */
export function randomChoice<C extends { id: string }>(rng: ReturnType<typeof createRng>, p: { kind: string; choices: C[] }): C {
  let choices = p.choices;
  if (p.kind === 'turn' && choices.length > 1 && randomInt(rng, 4) > 0) {
    const rest = choices.filter((c) => c.id !== 'end');
    if (rest.length > 0) choices = rest;
  }
  return choices[randomInt(rng, choices.length)]!;
}
