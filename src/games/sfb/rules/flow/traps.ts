import type { HexKey } from '../../../../core/hex.js';
import { ev, trapSpots, placeTrapToken, type Events } from '../helpers.js';
import type { SfbState } from '../state.js';
import { T, hexLabel, pop, seatName, type Spec, type StepOf } from './spec.js';

/**
 * Traps (rulebook §17, SFB-TRAP): once a trap has triggered (`enterHex` in
 * ../helpers.ts), the player of the triggering champion puts a new face-down
 * token on another empty trap space (SFB-TRAP-6/8).
 */

export function decideTrapPlace(s: SfbState, step: StepOf<'trapPlace'>): Spec | null {
  const spots = trapSpots(s, step.exclude);
  if (spots.length <= 1) return null;
  return {
    seat: step.seat,
    kind: 'trapPlace',
    text: T('p.trapPlace'),
    opts: spots.map((k) => ({
      id: `h:${k}`,
      label: hexLabel(k),
      run: (st, e) => {
        pop(st);
        replaceTrap(st, step.seat, k, step.spent, e);
      },
    })),
  };
}

/** One free trap space: the token goes there; none: the spent trap returns to the pool. */
export function trapPlaceAuto(s: SfbState, step: StepOf<'trapPlace'>, events: Events): void {
  const spots = trapSpots(s, step.exclude);
  if (spots.length === 1) replaceTrap(s, step.seat, spots[0]!, step.spent, events);
  else s.traps.pool.push(step.spent);
}

function replaceTrap(s: SfbState, seat: number, k: HexKey, spent: string, events: Events): void {
  placeTrapToken(s, k);
  s.traps.pool.push(spent);
  ev(events, 'ev.trapMoved', { player: seatName(s, seat), hex: k });
}
