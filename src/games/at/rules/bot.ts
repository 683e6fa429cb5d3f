import type { Action } from '../../../core/game.js';
import { hexDistance, parseHexKey } from '../../../core/hex.js';
import { cardDef, intrigueDef } from '../content/index.js';
import type { EvilEffect, Faction } from '../content/schema.js';
import { activationCost, allied, mapOf, statsOf, teamOf } from './board.js';
import { specFor } from './flow.js';
import { geoOf, keyDist } from './geo.js';
import { EVIL, type AtState, type Pending } from './state.js';

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
    // Stryker disable next-line BooleanLiteral: the first side counted sets tie to false; with none counted best stays null, and a tie returns null too
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
 * can afford (an Artifact's activation discount counts 2 Runes per point;
 * when it leans to a faction, that faction's cards count 2 Runes dearer),
 * equips a discount on its dearest Champion to activate, steals the dearest
 * card (never a starting one), moves a Portal nearer the Sanctuaries, activates
 * its Champions, attacks when it can (an enemy it can defeat first), moves
 * where its side controls the most Sanctuaries against the enemy's best,
 * then toward the nearest Sanctuary it does not hold, accepts Ambushes and
 * ends its turn when nothing is left.
 * As the Overlord (§26) it plays the Intrigue cards that activate most and
 * sends each activated Evil Champion at the weakest enemy in reach.
 */
export function leaningBotAction(s: AtState, seat: number, lean?: Faction): Action {
  const spec = specFor(s, seat);
  if (!spec) throw new Error('the bot has nothing to decide');
  const ids = spec.opts.map((o) => o.id);
  const pick = (id: string): Action => ({ type: spec.kind, c: id });
  const first = (prefix: string) => ids.find((i) => i.startsWith(prefix));
  if (spec.kind === 'turn') {
    const play = first('p:');
    if (play) return pick(play);
    const buys = ids.filter((i) => i.startsWith('b:') || i.startsWith('s:'));
    if (buys.length > 0) {
      const defOf = (i: string) => cardDef(i.startsWith('b:') ? s.row[Number(i.slice(2))]! : i.slice(2));
      const value = (i: string) => {
        const d = defOf(i);
        // An activation discount saves Power on every later activation of the equipped Champion: 2 Runes of value per point.
        const discount = d.type === 'artifact' && d.discount ? 2 * d.discount : 0;
        return d.cost + discount + (lean && d.faction === lean ? 2 : 0);
      };
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
      // Stryker disable next-line MethodExpression: re-scoring the first move compares it with itself (v > bestScore is false), so the best is the same
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
  if (spec.kind === 'steal') {
    // The dearest card on offer; a starting card (cost 0) is not worth a place in the deck.
    const cards = ids.filter((i) => i !== 'skip');
    const best = cards.length > 0 ? bestOf(cards, costOf) : 'skip';
    return pick(best !== 'skip' && costOf(best) > 0 ? best : 'skip');
  }
  if (spec.kind === 'movePortal') {
    // A Portal nearer the Sanctuaries deploys nearer the fight: the hex closest to one (the first in key order on a tie), if closer than now.
    const near = (hex: string) => sanctuaryDistance(s, hex);
    const top = s.pending.at(-1) as Extract<Pending, { kind: 'movePortal' }>;
    const hexes = ids.filter((i) => i !== 'skip');
    if (top.from === null) return pick(hexes[0] ?? 'skip');
    const best = hexes.length > 0 ? hexes.reduce((a, b) => (near(b.slice(2)) < near(a.slice(2)) ? b : a)) : 'skip';
    return pick(best !== 'skip' && near(best.slice(2)) < near(top.from) ? best : 'skip');
  }
  if (spec.kind === 'equip') {
    // A discount goes on the Champion it saves most on: the dearest to activate (the first on a tie).
    const top = s.pending.at(-1) as Extract<Pending, { kind: 'equip' }>;
    const d = cardDef(s.cards[top.card]!);
    if (d.type === 'artifact' && d.discount) {
      const cost = (id: string) => activationCost(s, s.champions[id.slice(2)]!);
      return pick(ids.reduce((a, b) => (cost(b) > cost(a) ? b : a)));
    }
    return pick(ids[0]!);
  }
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
  const choice = effectChoice(s, spec.kind, ids);
  return pick(choice ?? ids[0]!);
}

/** A card's cost from a choice id `<prefix>:<card>`. */
const costOf = (id: string) => cardDef(id.slice(id.indexOf(':') + 1)).cost;

/** The highest-scoring id of a non-empty list (the first on a tie). */
const bestOf = (ids: string[], score: (id: string) => number) => ids.reduce((a, b) => (score(b) > score(a) ? b : a));

/** How near a hex is to the fight: its distance to the nearest Sanctuary. */
function sanctuaryDistance(s: AtState, hex: string): number {
  const m = mapOf(s);
  const g = geoOf(m);
  return Math.min(...m.sanctuaries.map((h) => keyDist(g, h, hex)));
}

/**
 * A card effect's choice (null: the first option will do, e.g. the order of
 * simultaneous Fatal effects): banish a starting card, never a bought one;
 * deny the dearest card of the center row; copy the dearest Hero; hit the
 * enemy closest to defeat; heal the most damaged; deploy nearest a Sanctuary.
 */
function effectChoice(s: AtState, kind: string, ids: string[]): string | null {
  const targets = ids.filter((i) => i.startsWith('t:'));
  const hexes = ids.filter((i) => i.startsWith('d:') || i.startsWith('h:'));
  const left = (id: string) => {
    const c = s.champions[id.slice(2)]!;
    return statsOf(s, c).defense - c.damage;
  };
  switch (kind) {
    case 'banish': {
      // A starting card (cost 0) thins the deck; from the discard pile first, so the hand keeps its plays.
      const starting = ids.filter((i) => i !== 'skip' && costOf(i) === 0);
      return starting.find((i) => i.startsWith('d:')) ?? starting[0] ?? 'skip';
    }
    case 'banishRow': {
      const row = ids.filter((i) => i.startsWith('r:'));
      return row.length > 0 ? bestOf(row, (i) => cardDef(s.row[Number(i.slice(2))]!).cost) : 'skip';
    }
    case 'copy': {
      const heroes = ids.filter((i) => i.startsWith('k:'));
      return heroes.length > 0 ? bestOf(heroes, costOf) : 'skip';
    }
    case 'damage':
    case 'turret':
      return targets.length > 0 ? bestOf(targets, (i) => -left(i)) : null;
    case 'heal':
      return targets.length > 0 ? bestOf(targets, (i) => s.champions[i.slice(2)]!.damage) : null;
    case 'deploy':
    case 'deployFree':
      return hexes.length > 0 ? bestOf(hexes, (i) => -sanctuaryDistance(s, i.slice(2))) : null;
    default:
      return null;
  }
}

/** The engine's bot: no favoured faction. */
export const botAction = (s: AtState, seat: number): Action => leaningBotAction(s, seat);
