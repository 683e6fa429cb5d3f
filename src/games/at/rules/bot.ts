import { hexDistance, parseHexKey } from '../../../core/hex.js';
import type { Action } from '../../../core/game.js';
import { cardDef } from '../content/index.js';
import { mapOf } from './board.js';
import { currentSpec } from './flow.js';
import type { AtState } from './state.js';

/**
 * A simple deterministic bot: it plays every card, buys the dearest card it
 * can afford, activates its Champions, attacks when it can, moves toward the
 * nearest Sanctuary, accepts Ambushes and ends its turn when nothing is left.
 */
export function botAction(s: AtState, seat: number): Action {
  const spec = currentSpec(s);
  if (!spec || spec.seat !== seat) throw new Error('the bot has nothing to decide');
  const ids = spec.opts.map((o) => o.id);
  const pick = (id: string): Action => ({ type: spec.kind, c: id });
  const first = (prefix: string) => ids.find((i) => i.startsWith(prefix));
  if (spec.kind === 'turn') {
    const play = first('p:');
    if (play) return pick(play);
    const buys = ids.filter((i) => i.startsWith('b:') || i.startsWith('s:'));
    if (buys.length > 0) {
      const costOf = (i: string) => cardDef(i.startsWith('b:') ? s.row[Number(i.slice(2))]! : i.slice(2)).cost;
      return pick(buys.reduce((a, b) => (costOf(b) > costOf(a) ? b : a)));
    }
    return pick(first('a:') ?? first('cultist') ?? 'end');
  }
  if (spec.kind === 'activation') {
    const atk = first('a:');
    if (atk) return pick(atk);
    const moves = ids.filter((i) => i.startsWith('m:'));
    if (moves.length > 0) {
      const sanct = mapOf(s).sanctuaries.map(parseHexKey);
      const score = (i: string) => Math.min(...sanct.map((h) => hexDistance(h, parseHexKey(i.slice(2)))));
      return pick(moves.reduce((a, b) => (score(b) < score(a) ? b : a)));
    }
    return pick('done');
  }
  if (spec.kind === 'ambush') return pick('yes');
  return pick(ids[0]!);
}
