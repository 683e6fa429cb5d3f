import { hexDistance, parseHexKey } from '../../../core/hex.js';
import type { Action } from '../../../core/game.js';
import { cardDef, intrigueDef } from '../content/index.js';
import type { EvilEffect } from '../content/schema.js';
import { mapOf, statsOf } from './board.js';
import { currentSpec } from './flow.js';
import { EVIL, type AtState } from './state.js';

/**
 * A simple deterministic bot: it plays every card, buys the dearest card it
 * can afford, activates its Champions, attacks when it can, moves toward the
 * nearest Sanctuary, accepts Ambushes and ends its turn when nothing is left.
 * As the Overlord (§26) it plays the Intrigue cards that activate most and
 * sends each activated Evil Champion at the weakest enemy in reach.
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
  if (spec.kind === 'overlord') {
    // The Overlord plays first the card that activates most, then gains most Honor; its bonus counts when it is due.
    const worth = (fx: EvilEffect[]): number =>
      fx.reduce((n, x) => n + (x.op === 'activateAll' ? 4 : x.op === 'activate' || x.op === 'fury' ? 2 : x.op === 'honor' ? x.n : 1), 0);
    const score = (id: string) => {
      const d = intrigueDef(id.slice(2));
      return worth(d.effects) + (s.evil!.discard.length >= d.threshold ? worth(d.bonus) : 0);
    };
    return pick(ids.reduce((a, b) => (score(b) > score(a) ? b : a)));
  }
  if (spec.kind === 'evilActivation') {
    // An Evil Champion attacks the enemy with the least Defense left, else walks toward the nearest enemy.
    const top = s.pending.at(-1) as { champ: string };
    const left = (id: string) => {
      const o = s.champions[id]!;
      return statsOf(s, o).defense - o.damage;
    };
    if (ids.includes('area')) return pick('area');
    const attacks = ids.filter((i) => i.startsWith('a:'));
    if (attacks.length > 0) return pick(attacks.reduce((a, b) => (left(b.slice(2)) < left(a.slice(2)) ? b : a)));
    const moves = ids.filter((i) => i.startsWith('m:'));
    const foes = Object.values(s.champions).filter((c) => c.owner !== EVIL && c.at !== null);
    const me = s.champions[top.champ]!;
    if (moves.length > 0 && foes.length > 0 && me.at !== null) {
      const near = (hex: string) => Math.min(...foes.map((f) => hexDistance(parseHexKey(f.at!), parseHexKey(hex))));
      const best = moves.reduce((a, b) => (near(b.slice(2)) < near(a.slice(2)) ? b : a));
      if (near(best.slice(2)) < near(me.at)) return pick(best);
    }
    return pick('done');
  }
  return pick(ids[0]!);
}
