import type { Action, Seat } from '../../../core/game.js';
import { CHALLENGE_BY_ID, ZONES } from '../content/index.js';
import { currentSpec, settle, type Opt, type Spec } from './flow/index.js';
import { cloneState } from './clone.js';
import { cardChampion, cardOf, controller, side, dist } from './helpers.js';
import { targetOptions } from './geometry.js';
import { challengeMet, trackValues } from './challenges.js';
import type { SfbState } from './state.js';

/**
 * A greedy one-ply bot: decisions whose result is immediate (targets,
 * reactions, values…) are tried on a copy and the best evaluation wins;
 * movement and the activation menu use the same evaluation on a cheap
 * what-if position. Deterministic: ties keep the first choice, and the few
 * arbitrary setup picks read (without advancing) the game's RNG state.
 */
export function botAction(state: SfbState, seat: Seat): Action {
  const spec = currentSpec(state);
  if (!spec || spec.seat !== seat) throw new Error('the bot has no decision to make');
  return { type: spec.kind, c: chooseOpt(state, spec).id };
}

const ONE_PLY = new Set(['attack', 'skill', 'reaction', 'value', 'fear', 'stun', 'trapPlace', 'stdDamage', 'pickAlly', 'draw', 'plan']);
const WHERE = new Set(['move', 'reenter', 'dash', 'dive', 'jump', 'place', 'transfer']);

function chooseOpt(s: SfbState, spec: Spec): Opt {
  const opts = spec.opts;
  if (opts.length === 1) return opts[0]!;
  const team = s.players[spec.seat]!.team;
  if (spec.kind === 'mulligan') return opts.find((o) => o.id === 'keep')!;
  if (spec.kind === 'activate' || WHERE.has(spec.kind)) return best(opts, (o) => cheapScore(s, spec, o, team));
  if (ONE_PLY.has(spec.kind)) {
    return best(opts, (o) => {
      const next = cloneState(s);
      o.run(next, []);
      settle(next, []);
      return evaluate(next, team);
    });
  }
  // Setup picks with no strategy to speak of: a pseudo-random but reproducible choice.
  return opts[(s.rng.a >>> 0) % opts.length]!;
}

/**
 * The heuristic's score of an activation-menu or movement choice (no copy of
 * the state: the search uses it to keep its few most promising candidates).
 */
export function cheapScore(s: SfbState, spec: Spec, o: Opt, team: number): number {
  if (spec.kind === 'activate') return menuScore(s, spec.seat, o.id);
  const mover = moverOf(s);
  return (
    (o.id.startsWith('h:') && mover ? evaluate(movedTo(s, mover, o.id.slice(2)), team) : evaluate(s, team)) + (o.id === 'stay' ? 0.01 : 0)
  );
}

/** Decision kinds cheapScore ranks. */
export const CHEAP_KINDS: ReadonlySet<string> = new Set(['activate', ...WHERE]);

function best(opts: Opt[], score: (o: Opt) => number): Opt {
  let top = opts[0]!;
  let topScore = -Infinity;
  for (const o of opts) {
    const v = score(o);
    if (v > topScore) {
      top = o;
      topScore = v;
    }
  }
  return top;
}

function moverOf(s: SfbState): string | null {
  const step = s.stack[s.stack.length - 1];
  if (!step) return null;
  if (step.op === 'walk' || step.op === 'dash' || step.op === 'leap') return step.champ;
  return null;
}

function movedTo(s: SfbState, id: string, k: string): SfbState {
  const champs = { ...s.champs, [id]: { ...s.champs[id]!, at: k } };
  const copy = { ...s, champs };
  if (s.traps.board[k]) return { ...copy, champs: { ...champs, [id]: { ...champs[id]!, dmg: champs[id]!.dmg + 2 } } };
  return copy;
}

/** Static evaluation from a team's side. */
export function evaluate(s: SfbState, team: number): number {
  if (s.winner !== null) return s.winner === team ? 1e6 : -1e6;
  let v = 100 * (s.teams[team]!.vp - s.teams[1 - team]!.vp);
  // Summed in the ids' order, not the object's key order (jsonb reorders keys): a floating-point sum in another order
  // may differ in its last bit and flip a near tie, so the same position read back from the database would score apart.
  for (const id of Object.keys(s.champs).sort()) {
    const c = s.champs[id]!;
    const sign = c.team === team ? 1 : -1;
    const hp = side(c).hp;
    v -= sign * (c.at === null ? 15 : (12 * c.dmg) / hp);
    if (c.xp) v += sign * 4;
  }
  for (const z of ZONES) {
    const ctl = controller(s, z);
    if (ctl !== null) v += ctl === team ? 4 : -4;
  }
  const values = trackValues(s);
  s.chal.track.forEach((id, i) => {
    if (!id) return;
    const ch = CHALLENGE_BY_ID.get(id)!;
    const w = values[i]! === 0 ? 1 : 3 * values[i]!;
    if (challengeMet(s, team, ch)) v += w;
    if (challengeMet(s, 1 - team, ch)) v -= w;
  });
  // The champion acting now wants a target within reach of its card.
  const a = s.act;
  if (a && a.card && s.players[a.seat]!.team === team) {
    const card = cardOf(s, a.card);
    const me = s.champs[a.champ]!;
    if (card.targeting && me.at !== null && targetOptions(s, me, card.targeting, card.targets, card.type === 'attack').length > 0) v += 6;
  }
  return v;
}

/** Menu heuristic: attacks with an enemy in reach first, then useful skills, then standard actions. */
function menuScore(s: SfbState, seat: number, id: string): number {
  if (id === 'end') return 0;
  const [kind, a, b] = id.split(':');
  const team = s.players[seat]!.team;
  const foes = Object.values(s.champs).filter((c) => c.team !== team && c.at !== null);
  if (kind === 'p') {
    const card = cardOf(s, a!);
    const me = cardChampion(s, team, card)!;
    const reach = (card.move ?? 0) + side(me).moveBonus + (card.pre.some((e) => ['dash', 'dive', 'jump'].includes(e.op)) ? 3 : 0);
    const range = !card.targeting ? 0 : card.targeting.kind === 'melee' ? 1 : card.targeting.kind === 'aoe' ? 2 : card.targeting.max;
    const near = me.at !== null && foes.some((f) => dist(me.at!, f.at!) <= reach + range);
    const reentry = me.at === null ? 8 : 0;
    if (card.type === 'attack') return reentry + (near ? 10 + (card.strength ?? 0) : 0.5);
    const heals = card.effects.some((e) => e.op === 'heal') && me.dmg > 0 ? 4 : 0;
    const needsTarget = !!card.targeting && card.targets !== 'ally';
    return reentry + (needsTarget ? (near ? 5 : 0.2) : 2 + heals);
  }
  // A standard action (s:X:champ) and an essence (a:X:champ) both name the champion third.
  const me = s.champs[b!]!;
  if (me.at === null) return 7;
  if (kind === 's' && a === 'D') return foes.some((f) => dist(me.at!, f.at!) <= 2) ? 3 : 0.1;
  if (kind === 's' && a === 'C') return me.dmg > 0 ? 1.5 : 0.1;
  if (kind === 'a') return s.players[seat]!.hand.some((h) => cardOf(s, h).essence === a) ? 0.05 : 1;
  return 0.2;
}
