/**
 * What the panel's spatial picker needs from an SFB choice: the hex it
 * designates (a destination, a deployment or trap hex, a champion to
 * target), the direction it names (an area's facing, a fear or push
 * direction), a short name for the hex (its zone), and a warning when the
 * card would fizzle. Derived from the engine's choice ids and the state.
 */
import type { Choice } from '../../core/game.js';
import { HEX_DIRECTIONS, hexEquals, hexRotate } from '../../core/hex.js';
import { t } from '../../core/text.js';
import { DEPLOY_SET, ZONE_OF } from './rules/board.js';
import { rowDir } from './rules/geometry.js';
import { wastedPlay } from './rules/reach.js';
import type { SfbState } from './rules/state.js';

export function pickerHints(engineId: string, state: SfbState, seat: number): Partial<Choice> {
  const [kind, arg = ''] = splitId(engineId);
  switch (kind) {
    case 'h':
      return { hex: arg, label: hexName(arg) };
    case 't':
    case 'c': {
      const at = state.champs[arg]?.at;
      return at ? { hex: at } : {};
    }
    case 'o':
      return { direction: facing(Number(arg)) };
    case 'd':
      return { direction: Number(arg) };
    case 'v':
      return pushDirection(state);
    case 'p':
      return wastedPlay(state, seat, arg) ? { warning: t('sfb.ui.pick.noTarget') } : {};
    default:
      return {};
  }
}

const splitId = (id: string): [string, string?] => {
  const k = id.indexOf(':');
  return k < 0 ? [id] : [id.slice(0, k), id.slice(k + 1)];
};

/** A hex's name beside its letter: its zone, the deployment zone, or nothing (the letter says where). */
function hexName(k: string): Choice['label'] {
  const zone = ZONE_OF.get(k);
  if (zone) return t(`sfb.ui.pick.zone.${zone}`);
  if (DEPLOY_SET.some((z) => z.has(k))) return t('sfb.ui.pick.deploy');
  return '';
}

/** Area patterns face direction 0 (east) unrotated: a rotation's facing is where it turns east. */
function facing(rot: number): number | undefined {
  const east = hexRotate(HEX_DIRECTIONS[0]!, rot);
  const dir = HEX_DIRECTIONS.findIndex((d) => hexEquals(d, east));
  return dir >= 0 ? dir : undefined;
}

/** A push moves the target away from the source along their row, a pull towards it. */
function pushDirection(state: SfbState): Partial<Choice> {
  const step = state.stack[state.stack.length - 1];
  if (step?.op !== 'eff1' || (step.e.op !== 'push' && step.e.op !== 'pull')) return {};
  const src = state.champs[step.ctx.src]?.at;
  const tgt = state.champs[step.tgt]?.at;
  const away = src && tgt ? rowDir(src, tgt) : null;
  if (away === null) return {};
  return { direction: step.e.op === 'push' ? away : (away + 3) % 6 };
}
