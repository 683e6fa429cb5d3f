import type { Action } from '../../../core/game.js';
import { cardDef } from '../content/index.js';
import type { Faction } from '../content/schema.js';
import { allied, mapOf, statsOf, teamOf } from './board.js';
import { currentSpec } from './flow.js';
import { geoOf, keyDist } from './geo.js';
import type { AtState, Pending } from './state.js';

/**
 * Where a pawn standing on `hex` leaves the Sanctuaries (AMB-17's strict
 * plurality over the Sanctuary and its neighbours): the number its side would
 * control minus the most any other side would, and how far the pawn would be
 * from the nearest Sanctuary its side would not control (to go and contest it).
 */
function standing(s: AtState, champ: string, hex: string): { control: number; far: number } {
  const m = mapOf(s);
  const g = geoOf(m);
  const me = s.champions[champ]!;
  const side = teamOf(s, me.owner);
  let mine = 0;
  const theirs = new Map<number, number>();
  let far = 99;
  for (const sh of m.sanctuaries) {
    const counts = new Map<number, number>();
    for (const id in s.champions) {
      const c = s.champions[id]!;
      const at = id === champ ? hex : c.at;
      if (at === null || keyDist(g, sh, at) > 1) continue;
      const t = teamOf(s, c.owner);
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    let best: number | null = null;
    let bestN = 0;
    let tie = false;
    for (const [t, n] of counts)
      if (n > bestN) {
        best = t;
        bestN = n;
        tie = false;
      } else if (n === bestN) tie = true;
    const owner = tie ? null : best;
    if (owner === side) mine++;
    else {
      if (owner !== null) theirs.set(owner, (theirs.get(owner) ?? 0) + 1);
      far = Math.min(far, keyDist(g, sh, hex));
    }
  }
  return { control: mine - Math.max(0, ...theirs.values()), far };
}

/**
 * A simple deterministic bot: it plays every card, buys the dearest card it
 * can afford (when it leans to a faction, that faction's cards count 2 Runes
 * dearer), activates
 * its Champions, attacks when it can (an enemy it can defeat first), moves
 * where its side controls the most Sanctuaries against the enemy's best,
 * then toward the nearest Sanctuary it does not hold, accepts Ambushes and
 * ends its turn when nothing is left.
 */
export function leaningBotAction(s: AtState, seat: number, lean?: Faction): Action {
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
      const defOf = (i: string) => cardDef(i.startsWith('b:') ? s.row[Number(i.slice(2))]! : i.slice(2));
      const value = (i: string) => defOf(i).cost + (lean && defOf(i).faction === lean ? 2 : 0);
      return pick(buys.reduce((a, b) => (value(b) > value(a) ? b : a)));
    }
    return pick(first('a:') ?? first('cultist') ?? 'end');
  }
  if (spec.kind === 'activation') {
    const act = s.pending.at(-1) as Extract<Pending, { kind: 'activation' }>;
    const me = s.champions[act.champ]!;
    const attacks = ids.filter((i) => i.startsWith('a:'));
    if (attacks.length > 0) {
      const str = statsOf(s, me).strength;
      const kill = attacks.find((i) => {
        const o = s.champions[i.slice(2)]!;
        return !allied(s, o.owner, seat) && o.damage + str >= statsOf(s, o).defense;
      });
      return pick(kill ?? attacks[0]!);
    }
    if (ids.includes('area')) return pick('area');
    const moves = ids.filter((i) => i.startsWith('m:'));
    if (moves.length > 0) {
      const score = (hex: string) => {
        const st = standing(s, me.id, hex);
        return st.control * 100 - st.far;
      };
      const here = me.at === null ? -Infinity : score(me.at);
      let best = moves[0]!;
      let bestScore = score(best.slice(2));
      for (const m of moves.slice(1)) {
        const v = score(m.slice(2));
        if (v > bestScore) {
          best = m;
          bestScore = v;
        }
      }
      if (bestScore > here) return pick(best);
    }
    return pick('done');
  }
  if (spec.kind === 'ambush') return pick('yes');
  return pick(ids[0]!);
}

/** The engine's bot: no favoured faction. */
export const botAction = (s: AtState, seat: number): Action => leaningBotAction(s, seat);
