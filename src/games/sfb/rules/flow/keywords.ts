import type { HexKey } from '../../../../core/hex.js';
import { NEIGHBOURS, STATUE_AT, dist } from '../board.js';
import {
  ev,
  cardOf,
  champName,
  championBase,
  cardVars,
  cardListVars,
  cardLabel,
  drawInto,
  dealDamage,
  enterHex,
  occupancy,
  type Events,
} from '../helpers.js';
import { dashDests, rowDir } from '../geometry.js';
import type { ChampState, EffCtx, SfbState } from '../state.js';
import { T, pop, replaceTop, seatName, type Opt, type Spec, type StepOf } from './spec.js';

/**
 * Keywords that take a choice or move a champion in a straight line (rulebook
 * §21, SFB-KW): Poussée, Attraction and Peur (their value, SFB-ATK-15, and
 * the move itself), Étourdissement, Plan and Pioche.
 */

/** The value of a Push, Pull or Fear, from X down to 0 (SFB-ATK-15). */
export function decideValue(s: SfbState, step: StepOf<'eff1'>): Spec | null {
  const { e } = step;
  if (step.n !== null || e.n === 0 || !['push', 'pull', 'fear'].includes(e.op)) return null;
  const tgt = s.champs[step.tgt]!;
  const src = s.champs[step.ctx.src]!;
  if (tgt.at === null || src.at === null) return null;
  if (e.op !== 'fear' && rowDir(src.at, tgt.at) === null) return null;
  if (e.op === 'fear' && tgt.rooted) return null;
  const opts: Opt[] = [];
  for (let v = e.n; v >= 0; v--) opts.push({ id: `v:${v}`, label: T('c.value', { n: v }), run: (st) => replaceTop(st, { ...step, n: v }) });
  return { seat: step.ctx.chooser, kind: 'value', text: T(`p.value.${e.op}`, { champ: champName(tgt.id), n: e.n }), opts };
}

/** Equally good Fear escapes: the target's controller picks one (SFB-AMB-14). */
export function decideFear(s: SfbState, step: StepOf<'fearPick'>): Spec {
  return {
    seat: s.champs[step.tgt]!.seat,
    kind: 'fear',
    text: T('p.fear', { champ: champName(step.tgt) }),
    opts: step.opts.map((o) => ({
      id: `d:${o.dir}`,
      label: T('c.dir', { dir: o.dir, n: o.len }),
      run: (st, e) => {
        pop(st);
        flee(st, step.tgt, o.dir, o.len, step.ctx.credit, e);
      },
    })),
  };
}

/** Étourdissement (SFB-KW-STUN): with several of the champion's cards in hand, its player picks the one discarded. */
export function decideStun(s: SfbState, step: StepOf<'stun'>): Spec | null {
  const c = s.champs[step.champ]!;
  const p = s.players[c.seat]!;
  const own = [...new Set(p.hand.filter((id) => cardOf(s, id).champion === championBase(c.id)))];
  if (own.length <= 1) return null;
  return {
    seat: c.seat,
    kind: 'stun',
    text: T('p.stun', { champ: champName(c.id) }),
    secret: true,
    opts: own.map((id) => ({
      id: `x:${id}`,
      label: cardLabel(s, id),
      run: (st, e) => {
        pop(st);
        discardFromHand(st, c.seat, id, e);
      },
    })),
  };
}

/** Étourdissement without a choice: the one card of the champion is discarded, or the hand is shown. */
export function stunAuto(s: SfbState, step: StepOf<'stun'>, events: Events): void {
  const c = s.champs[step.champ]!;
  const p = s.players[c.seat]!;
  const own = p.hand.filter((id) => cardOf(s, id).champion === championBase(c.id));
  if (own.length > 0) discardFromHand(s, c.seat, own[0]!, events);
  else {
    s.last.revealed = [...p.hand];
    ev(events, 'ev.reveal', { player: p.name, champ: champName(c.id), ...cardListVars(s, p.hand) });
  }
}

/** Plan X (SFB-KW-PLAN): up to X cards of the hand put on top of the deck, one at a time. */
export function decidePlan(s: SfbState, step: StepOf<'plan'>): Spec | null {
  const p = s.players[step.seat]!;
  if (step.left <= 0 || p.hand.length === 0) return null;
  const opts: Opt[] = [{ id: 'stop', label: T('c.stop'), run: (st) => pop(st) }];
  for (const id of new Set(p.hand))
    opts.push({
      id: `x:${id}`,
      label: cardLabel(s, id),
      run: (st, e) => {
        const pl = st.players[step.seat]!;
        pl.hand.splice(pl.hand.indexOf(id), 1);
        pl.deck.unshift(id);
        ev(e, 'ev.plan', { player: pl.name });
        replaceTop(st, { ...step, left: step.left - 1 });
      },
    });
  return { seat: step.seat, kind: 'plan', text: T('p.plan', { n: step.left }), opts, secret: true };
}

/** Pioche X (SFB-KW-DRAW): up to X cards, the number declared. */
export function decideDraw(_s: SfbState, step: StepOf<'draw'>): Spec | null {
  if (step.max <= 0) return null;
  const opts: Opt[] = [];
  for (let n = step.max; n >= 0; n--)
    opts.push({
      id: `n:${n}`,
      label: T('c.value', { n }),
      run: (st, e) => {
        pop(st);
        ev(e, 'ev.declareDraw', { player: seatName(st, step.seat), n });
        const before = st.players[step.seat]!.hand.length;
        drawInto(st, step.seat, n, e);
        const got = st.players[step.seat]!.hand.slice(before);
        if (got.length > 0) ev(e, 'ev.drew', cardListVars(st, got), [step.seat]);
      },
    });
  return { seat: step.seat, kind: 'draw', text: T('p.draw', { n: step.max }), opts };
}

/**
 * Push and pull, one hex at a time (SFB-KW-PUSH/PULL): stop before a champion,
 * a statue or the edge; traps passed over trigger; the distance not travelled
 * becomes damage. (Fear is a Course: `flee` below.)
 */
export function straightMove(s: SfbState, id: string, dir: number, n: number, credit: string | null, events: Events): void {
  const c = s.champs[id]!;
  const start = c.at!;
  const path = [start];
  let moved = 0;
  const occ = occupancy(s);
  while (moved < n && c.at !== null && !c.rooted) {
    const next = NEIGHBOURS.get(c.at)![dir]!;
    if (next === null || STATUE_AT.has(next) || occ.has(next)) break;
    occ.delete(c.at);
    moved++;
    path.push(next);
    enterHex(s, c, next, credit, events);
    if (c.at !== null) occ.set(c.at, c);
  }
  s.last.path = path;
  if (moved > 0) ev(events, 'ev.pushed', { champ: champName(id), n: moved });
  const rest = n - moved;
  if (rest > 0 && c.at !== null) {
    ev(events, 'ev.blocked', { champ: champName(id), n: rest });
    dealDamage(s, id, rest, credit, events);
  }
}

/** Peur (SFB-KW-FEAR, SFB-AMB-14): the Course that ends furthest from the source, longest first; ties chosen by the target's controller. */
export function fear(s: SfbState, tgt: ChampState, src: ChampState, n: number, ctx: EffCtx, events: Events): void {
  if (tgt.rooted || src.at === null || n <= 0) return ev(events, 'ev.rootedNoMove', { champ: champName(tgt.id) });
  const d0 = dist(tgt.at!, src.at);
  const dests = fearCandidates(s, tgt, src.at, n);
  let best: { dir: number; len: number; d: number }[] = [];
  for (const o of dests) {
    if (o.d <= d0) continue;
    if (best.length === 0 || o.d > best[0]!.d || (o.d === best[0]!.d && o.len > best[0]!.len)) best = [o];
    else if (o.d === best[0]!.d && o.len === best[0]!.len) best.push(o);
  }
  if (best.length === 0) return ev(events, 'ev.noEscape', { champ: champName(tgt.id) });
  if (best.length === 1) return flee(s, tgt.id, best[0]!.dir, best[0]!.len, ctx.credit, events);
  s.stack.push({ op: 'fearPick', tgt: tgt.id, opts: best.map(({ dir, len }) => ({ dir, len })), ctx });
}

/**
 * Every legal Course end for a feared champion (SFB-AMB-7: Peur is a Course): the dash's own
 * destinations, so enemies and statues block, allies are crossed but not ended on, a trap ends it.
 */
function fearCandidates(s: SfbState, c: ChampState, from: HexKey, n: number): { dir: number; len: number; d: number }[] {
  return [...dashDests(s, c, n, null)].map(([k, { dir, cost }]) => ({ dir, len: cost, d: dist(k, from) }));
}

/** The feared champion's Course: straight to its end, over the allies it crosses, entering only the last hex. */
function flee(s: SfbState, id: string, dir: number, len: number, credit: string | null, events: Events): void {
  const c = s.champs[id]!;
  const path = [c.at!];
  for (let i = 0; i < len; i++) path.push(NEIGHBOURS.get(path[i]!)![dir]!);
  s.last.path = path;
  ev(events, 'ev.fled', { champ: champName(id), n: len });
  enterHex(s, c, path[len]!, credit, events);
}

function discardFromHand(s: SfbState, seat: number, id: string, events: Events): void {
  const p = s.players[seat]!;
  p.hand.splice(p.hand.indexOf(id), 1);
  p.discard.push(id);
  ev(events, 'ev.stunDiscard', { player: p.name, ...cardVars(s, id) });
}
