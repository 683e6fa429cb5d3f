import type { Seat } from '../../../core/game.js';
import type { Targeting } from '../content/schema.js';
import type { EswState } from './state.js';
import { livingFoes, rollD6, say, seatName, type Events } from './util.js';

/** Either the targets are fixed, or the caster must choose one among `among`. */
export type TargetResult = { fixed: Seat[] } | { among: Seat[] };

/**
 * Faces of the die-chosen roll (ESW-TARGET-14, ESW-AMB-1): foes clockwise from
 * the left share the six faces equally when they can (1, 2, 3 or 6 foes);
 * with 4 or 5 foes, faces 1..n name them and higher faces are re-rolled.
 */
export function dieFaceToFoe(face: number, foeCount: number): number | null {
  if (6 % foeCount === 0) return Math.floor((face - 1) / (6 / foeCount));
  return face <= foeCount ? face - 1 : null;
}

export function findTargets(st: EswState, caster: Seat, targeting: Targeting, events: Events): TargetResult {
  const foes = livingFoes(st, caster);
  if (targeting === 'self') return { fixed: [caster] };
  if (foes.length === 0) return { fixed: targeting === 'everyone' ? [caster] : [] };
  const life = (s: Seat) => st.seats[s]!.life;
  const myLife = life(caster);
  switch (targeting) {
    case 'left':
      return { fixed: [foes[0]!] };
    case 'right':
      return { fixed: [foes[foes.length - 1]!] };
    case 'leftAndRight':
      return { fixed: [...new Set([foes[0]!, foes[foes.length - 1]!])] };
    case 'eachFoe':
      return { fixed: foes };
    case 'everyone':
      return { fixed: [...foes, caster] };
    case 'strongest': {
      const top = Math.max(...foes.map(life));
      return pickOrChoose(foes.filter((s) => life(s) === top));
    }
    case 'weakest': {
      const low = Math.min(...foes.map(life));
      return pickOrChoose(foes.filter((s) => life(s) === low));
    }
    case 'stronger':
      return pickOrChoose(foes.filter((s) => life(s) > myLife));
    case 'weaker':
      return pickOrChoose(foes.filter((s) => life(s) < myLife));
    case 'die':
      return { fixed: [rollForFoe(st, foes, events)] };
  }
}

function pickOrChoose(candidates: Seat[]): TargetResult {
  return candidates.length > 1 ? { among: candidates } : { fixed: candidates };
}

function rollForFoe(st: EswState, foes: Seat[], events: Events): Seat {
  if (foes.length === 1) return foes[0]!;
  for (;;) {
    const face = rollD6(st);
    const index = dieFaceToFoe(face, foes.length);
    if (index === null) {
      say(events, 'dieReroll', { face });
      continue;
    }
    say(events, 'dieTarget', { face, target: seatName(st, foes[index]!) });
    return foes[index]!;
  }
}
