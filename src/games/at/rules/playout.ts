import { createRng, randomInt } from '../../../core/rng.js';
import type { Action } from '../../../core/game.js';
import { atEngine } from '../engine.js';
import type { AtState } from './state.js';

export interface AtPlayout {
  state: AtState;
  applies: number;
  ended: boolean;
}

const SEATS = [{ name: 'P1' }, { name: 'P2' }];

/**
 * One whole duel from the prompts alone, for the bench and tests. `random`
 * picks among the offered choices (ending the turn with probability 1/4 when
 * something else is offered, so games move on); `bot` asks the engine's bot
 * for both seats.
 */
export function playout(seed: string, policy: 'random' | 'bot', maxApplies = 20000): AtPlayout {
  const rng = createRng(`pick:${seed}`);
  let state = atEngine.setup({ map: 'three-sanctuaries' }, SEATS, seed);
  let applies = 0;
  while (state.winner === null && applies < maxApplies) {
    const p = atEngine.prompts(state)[0]!;
    let action: Action;
    if (policy === 'bot') action = atEngine.botAction(state, p.seat);
    else {
      let choices = p.choices;
      if (p.kind === 'turn' && choices.length > 1 && randomInt(rng, 4) > 0) choices = choices.filter((c) => c.id !== 'end');
      action = choices[randomInt(rng, choices.length)]!.action;
    }
    state = atEngine.apply(state, p.seat, action).state;
    applies++;
  }
  return { state, applies, ended: state.winner !== null };
}
