/**
 * Champions of Hara render samples: public boards and seats' character
 * sheets along seeded bot games (a 2-player Versus and a 3-player co-op
 * scenario with a Corrupted), for bench/render.ts (`coh_board_…`, `coh_hand_…`).
 */
import type { Json } from '../src/core/game.js';
import { cohEngine, type CohOptions, type CohState } from '../src/games/coh/engine.js';

export function cohSamples(): { boards: Json[]; hands: Json[] } {
  const out = { boards: [] as Json[], hands: [] as Json[] };
  const games: [Partial<CohOptions>, number][] = [
    [{ mode: 'versus' }, 2],
    [{ scenario: 's16' }, 3],
  ];
  for (const [options, players] of games) {
    const seats = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` }));
    let st: CohState = cohEngine.setup(options as CohOptions, seats, 'bench-render');
    for (let step = 0; step < 400 && !cohEngine.outcome(st); step++) {
      const p = cohEngine.prompts(st)[0]!;
      st = cohEngine.apply(st, p.seat, cohEngine.botAction(st, p.seat)).state;
      if (step % 40 === 20) {
        out.boards.push(cohEngine.view(st, 'public'));
        out.hands.push(cohEngine.view(st, p.seat));
      }
    }
  }
  return out;
}
