import type { Json } from '../../src/core/game.js';
import { sfbEngine, type SfbState } from '../../src/games/sfb/engine.js';

/** Real engine states: a seeded 2-player match played by the engine's own bot, snapshotted at chosen step counts. */
export function playedStates(seed: string, checkpoints: number[]): { steps: number; state: SfbState }[] {
  const seats = [{ name: 'Alice' }, { name: 'Bob' }];
  let s = sfbEngine.setup(
    {
      mode: 'free',
      teams: [
        ['kil', 'gwa', 'rat'],
        ['dug', 'akh', 'mar'],
      ],
    },
    seats,
    seed,
  );
  const out: { steps: number; state: SfbState }[] = [];
  const last = Math.max(...checkpoints);
  for (let step = 0; step <= last; step++) {
    if (checkpoints.includes(step)) out.push({ steps: step, state: s });
    const prompts = sfbEngine.prompts(s);
    if (prompts.length === 0) {
      out.push({ steps: step, state: s });
      break;
    }
    const seat = prompts[0]!.seat;
    s = sfbEngine.apply(s, seat, sfbEngine.botAction(s, seat)).state;
  }
  return out;
}

export const publicView = (s: SfbState): Json => sfbEngine.view(s, 'public');
export const seatView = (s: SfbState, seat: number): Json => sfbEngine.view(s, seat);
