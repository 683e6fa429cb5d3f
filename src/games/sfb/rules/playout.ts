import { createRng, randomInt } from '../../../core/rng.js';
import type { Action, SeatSpec } from '../../../core/game.js';
import { applySfb } from '../engine.js';
import { initialState } from './setup.js';
import { settle, currentSpec } from './flow/index.js';
import { botAction } from './bot.js';
import { CONTENT } from '../content/index.js';
import { shuffleInPlace } from '../../../core/rng.js';
import type { SfbOptions, SfbState } from './state.js';

export interface PlayoutResult {
  state: SfbState;
  log: { seat: number; action: Action }[];
  applies: number;
  ended: boolean;
}

/** Random teams for a seeded game (free choice made up front). */
export function randomTeams(seed: string, players: number): string[][] {
  const rng = createRng(`teams:${seed}`);
  const ids = shuffleInPlace(
    rng,
    CONTENT.champions.map((c) => c.id),
  );
  const per = players === 4 ? 2 : 3;
  return Array.from({ length: players }, (_, i) => ids.slice(i * per, (i + 1) * per));
}

/**
 * Plays a whole game from the prompts alone: each decision is a uniformly
 * random offered choice (`random`) or the bot's choice (`bot`). Pure and
 * reproducible from the seed. Stops after `maxApplies`.
 */
export function playout(seed: string, players: 2 | 4, policy: 'random' | 'bot', options?: SfbOptions, maxApplies = 20000): PlayoutResult {
  const seats: SeatSpec[] = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
  const opts: SfbOptions = options ?? { mode: 'free', teams: randomTeams(seed, players) };
  let state = initialState(opts, seats, seed);
  // Stryker disable next-line ArrayDeclaration: the opening's events are not kept, whatever the array holds
  settle(state, []);
  const rng = createRng(`play:${seed}`);
  const log: { seat: number; action: Action }[] = [];
  let applies = 0;
  while (state.stage !== 'over' && applies < maxApplies) {
    const spec = currentSpec(state);
    if (!spec) break;
    const action: Action =
      policy === 'bot' ? botAction(state, spec.seat) : { type: spec.kind, c: spec.opts[randomInt(rng, spec.opts.length)]!.id };
    state = applySfb(state, spec.seat, action).state;
    log.push({ seat: spec.seat, action });
    applies++;
  }
  return { state, log, applies, ended: state.stage === 'over' };
}
