import type { Action, GameEvent, Seat, SeatSpec } from '../../src/core/game.js';
import { createRng, randomInt, type RngState } from '../../src/core/rng.js';
import { eswEngine, type EswState } from '../../src/games/esw/engine.js';

export const seatsOf = (n: number): SeatSpec[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

export interface Played {
  setup: EswState;
  final: EswState;
  log: { seat: Seat; action: Action }[];
  events: GameEvent[];
  steps: number;
}

/** A random offered action, leaning towards adding and locking so random spells are not endlessly edited. */
export function randomChoice(rng: RngState, actions: Action[]): Action {
  const lock = actions.find((a) => a.type === 'lock');
  if (lock && randomInt(rng, 2) === 0) return lock;
  const adds = actions.filter((a) => a.type === 'add');
  if (adds.length > 0 && randomInt(rng, 4) !== 0) return adds[randomInt(rng, adds.length)]!;
  return actions[randomInt(rng, actions.length)]!;
}

/** Plays a match from prompts only: each step picks a prompt and one of its choices at random (or asks the bot). */
export function playRandom(
  players: number,
  seed: string,
  opts: { maxSteps?: number; bot?: boolean; onStep?: (st: EswState) => void } = {},
): Played {
  const rng: RngState = createRng(`driver:${seed}`);
  const setup = eswEngine.setup({ players }, seatsOf(players), seed);
  let st = setup;
  const log: { seat: Seat; action: Action }[] = [];
  const events: GameEvent[] = [];
  const maxSteps = opts.maxSteps ?? 20_000;
  let steps = 0;
  while (!eswEngine.outcome(st) && steps < maxSteps) {
    const prompts = eswEngine.prompts(st);
    if (prompts.length === 0) throw new Error(`no prompt and no outcome at step ${steps}`);
    const p = prompts[randomInt(rng, prompts.length)]!;
    let action: Action;
    if (opts.bot) action = eswEngine.botAction(st, p.seat);
    else {
      action = randomChoice(
        rng,
        p.choices.map((c) => c.action),
      );
    }
    const r = eswEngine.apply(st, p.seat, action);
    log.push({ seat: p.seat, action });
    events.push(...r.events);
    st = r.state;
    opts.onStep?.(st);
    steps++;
  }
  return { setup, final: st, log, events, steps };
}
