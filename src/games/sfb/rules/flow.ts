import type { HexKey } from '../../../core/hex.js';
import { randomInt, shuffleInPlace } from '../../../core/rng.js';
import { t, type Text } from '../../../core/text.js';
import { CONTENT, ESSENCES, type Effect, type Essence } from '../content/index.js';
import { DEPLOY, TRAP_SPACES, NEIGHBOURS, STATUE_AT, ZONE_OF, hexOf, dist } from './board.js';
import {
  ev,
  cardOf,
  champName,
  championBase,
  cardChampion,
  copyId,
  teamFields,
  cardVars,
  cardListVars,
  cardLabel,
  side,
  defenseOf,
  abilityBonus,
  condHolds,
  drawInto,
  dealDamage,
  heal,
  checkWin,
  enterHex,
  trapSpots,
  placeTrapToken,
  pushSteps,
  activeSeat,
  occupancy,
  type Events,
} from './helpers.js';
import { walkDests, dashDests, leapDests, targetOptions, rowDir } from './geometry.js';
import { setupSteps } from './setup.js';
import { scoreChallenges, advanceTrack, trackValues } from './challenges.js';
import type { Act, ChampState, EffCtx, SfbState, Step } from './state.js';

/** One offered answer; `run` mutates the (already cloned) state. Never stored. */
export interface Opt {
  id: string;
  label: Text;
  group?: Text;
  run: (s: SfbState, e: Events) => void;
}
export interface Spec {
  seat: number;
  kind: string;
  text: Text;
  opts: Opt[];
  secret?: boolean;
}

const T = (key: string, vars?: Record<string, string | number>): Text => t(`sfb.${key}`, vars);
const ZONE_NAMES: Record<string, [string, string]> = {
  manipulation: ['Manipulation', 'Manipulation'],
  destruction: ['Destruction', 'Destruction'],
  creation: ['Creation', 'Création'],
};
const hexLabel = (k: HexKey): Text => {
  const z = ZONE_NAMES[ZONE_OF.get(k) ?? ''] ?? ['no zone', 'hors zone'];
  return T('c.hex', { hex: k, zone: z[0], zoneFr: z[1] });
};
const rowGroup = (k: HexKey): Text => T('c.row', { r: hexOf(k).r });
const top = (s: SfbState): Step | undefined => s.stack[s.stack.length - 1];
const pop = (s: SfbState): void => {
  s.stack.pop();
};
/** Replaces the top step (steps are never mutated in place: states share them across clones). */
const replaceTop = (s: SfbState, step: Step): void => {
  s.stack[s.stack.length - 1] = step;
};
const seatName = (s: SfbState, seat: number) => s.players[seat]!.name;

// ---------------------------------------------------------------------------
// The interpreter loop: resolve automatic steps until one needs a decision.

export function settle(s: SfbState, events: Events): void {
  for (let guard = 0; guard < 10000; guard++) {
    if (s.stage === 'over') return;
    const step = top(s);
    if (!step) return;
    const spec = decide(s, step);
    if (spec) {
      remember(s, spec);
      return;
    }
    auto(s, step, events);
    if (checkWin(s, events)) return;
  }
  throw new Error('sfb: step loop did not settle');
}

/**
 * A one-entry memo of the last state's decision: states are never mutated
 * once settled (apply works on a copy), so prompts() followed by apply() on
 * the same state computes the legal moves once. (A WeakMap was slower: its
 * entries burden the garbage collector.)
 */
let memoState: SfbState | null = null;
let memoSpec: Spec | null = null;
function remember(s: SfbState, spec: Spec | null): void {
  memoState = s;
  memoSpec = spec;
}

/** The decision the state is waiting on, if any. */
export function currentSpec(s: SfbState): Spec | null {
  if (memoState === s) return memoSpec;
  let spec: Spec | null;
  if (s.stage === 'over') spec = null;
  else {
    const step = top(s);
    spec = step ? decide(s, step) : s.stage === 'play' ? menu(s) : null;
  }
  remember(s, spec);
  return spec;
}

// ---------------------------------------------------------------------------
// Decisions (pure: they only read the state).

function decide(s: SfbState, step: Step): Spec | null {
  switch (step.op) {
    case 'firstOf': {
      const seats = s.teams[step.team]!.seats;
      return {
        seat: seats[0]!,
        kind: 'firstPlayer',
        text: T('p.firstOf'),
        opts: seats.map((x, i) => ({ id: `f:${x}`, label: seatName(s, x), run: (st) => chooseFirst(st, step.team, i) })),
      };
    }
    case 'zone':
      return {
        seat: step.seat,
        kind: 'zone',
        text: T('p.zone'),
        opts: [0, 1].map((z) => ({
          id: `z:${z}`,
          label: T(z === 0 ? 'c.north' : 'c.south'),
          run: (st) => {
            const team = st.players[step.seat]!.team;
            st.teams[team]!.side = z;
            st.teams[1 - team]!.side = 1 - z;
            pop(st);
          },
        })),
      };
    case 'pick': {
      const avail = pickable(s, step);
      return {
        seat: step.seat,
        kind: 'recruit',
        text: T('p.pick'),
        opts: avail.map((id) => ({ id: `k:${id}`, label: champName(id), run: (st, e) => recruit(st, step.seat, id, e) })),
      };
    }
    case 'bring': {
      const team = s.players[step.seat]!.team;
      // Once brought champions are shown, a second bring avoids what the team already brings.
      const taken = new Set(step.open ? s.players.filter((p) => p.team === team).flatMap((p) => s.brought[p.seat]!) : s.brought[step.seat]);
      return {
        seat: step.seat,
        kind: 'bring',
        secret: !step.open,
        text: T('p.bring'),
        opts: CONTENT.champions
          .filter((c) => !taken.has(c.id))
          .map((c) => ({
            id: `k:${c.id}`,
            label: c.name,
            run: (st) => {
              st.brought[step.seat]!.push(c.id);
              pop(st);
            },
          })),
      };
    }
    case 'ban':
      return {
        seat: step.seat,
        kind: 'ban',
        text: T('p.ban', { player: seatName(s, step.victim) }),
        opts: s.brought[step.victim]!.map((id) => ({
          id: `b:${id}`,
          label: champName(id),
          run: (st, e) => {
            st.brought[step.victim] = st.brought[step.victim]!.filter((x) => x !== id);
            ev(e, 'ev.ban', { player: seatName(st, step.seat), champ: champName(id) });
            pop(st);
          },
        })),
      };
    case 'trapSetup': {
      const empty = TRAP_SPACES.filter((k) => !s.traps.board[k]);
      return {
        seat: step.seat,
        kind: 'trapSetup',
        text: T('p.trapSetup'),
        opts: empty.map((k) => ({
          id: `h:${k}`,
          label: hexLabel(k),
          run: (st, e) => {
            placeTrapToken(st, k);
            ev(e, 'ev.trapSet', { player: seatName(st, step.seat), hex: k });
            pop(st);
          },
        })),
      };
    }
    case 'mull': {
      const p = s.players[step.seat]!;
      const opts: Opt[] = p.hand
        .filter((c) => !step.aside.includes(c))
        .map((c) => ({
          id: `m:${c}`,
          label: T('c.mullCard', cardVars(s, c)),
          run: (st) => replaceTop(st, { ...step, aside: [...step.aside, c] }),
        }));
      // A toggle per card: cards set aside can be taken back before keeping.
      for (const c of step.aside)
        opts.push({
          id: `u:${c}`,
          label: T('c.mullBack', cardVars(s, c)),
          run: (st) => replaceTop(st, { ...step, aside: step.aside.filter((x) => x !== c) }),
        });
      opts.push({ id: 'keep', label: T('c.keep', { n: step.aside.length }), run: (st, e) => finishMulligan(st, step.seat, step.aside, e) });
      return { seat: step.seat, kind: 'mulligan', text: T('p.mull'), opts, secret: true };
    }
    case 'deploy': {
      const champ = s.players[step.seat]!.champs.find((id) => s.champs[id]!.at === null)!;
      const occ = occupancy(s);
      const zone = DEPLOY[s.teams[s.players[step.seat]!.team]!.side]!;
      return {
        seat: step.seat,
        kind: 'deploy',
        text: T('p.deploy', { champ: champName(champ) }),
        opts: zone
          .filter((k) => !occ.has(k))
          .map((k) => ({
            id: `h:${k}`,
            label: hexLabel(k),
            run: (st, e) => {
              st.champs[champ]!.at = k;
              ev(e, 'ev.deploy', { champ: champName(champ), hex: k });
              if (st.players[step.seat]!.champs.every((id) => st.champs[id]!.at !== null)) pop(st);
            },
          })),
      };
    }
    case 'walk': {
      const c = s.champs[step.champ]!;
      if (walkBlocked(s, step)) return null;
      const dests = walkChoices(s, step);
      const mustMove = step.first && (step.mode === 'approach' || step.mode === 'retreat');
      if (dests.size === 0) return null;
      const opts: Opt[] = [];
      if (!mustMove && step.mode !== 'reentry') opts.push({ id: 'stay', label: T('c.stay'), run: (st) => pop(st) });
      for (const [k, d] of dests) opts.push({ id: `h:${k}`, label: hexLabel(k), group: rowGroup(k), run: walkRun(step, k, d) });
      const kind = step.mode === 'transfer' ? 'transfer' : step.mode === 'reentry' ? 'reenter' : 'move';
      return { seat: step.chooser, kind, text: T(`p.${kind}`, { champ: champName(c.id), n: step.budget }), opts };
    }
    case 'dash': {
      const c = s.champs[step.champ]!;
      if (c.at === null || c.rooted || step.budget <= 0) return null;
      const dests = dashDests(s, c, step.budget, step.dir);
      if (dests.size === 0) return null;
      const opts: Opt[] = [{ id: 'stay', label: T('c.stay'), run: (st) => pop(st) }];
      for (const [k, d] of dests) opts.push({ id: `h:${k}`, label: hexLabel(k), group: rowGroup(k), run: dashRun(step, k, d) });
      return { seat: step.chooser, kind: 'dash', text: T('p.dash', { champ: champName(c.id), n: step.budget }), opts };
    }
    case 'leap': {
      const c = s.champs[step.champ]!;
      const center = s.champs[step.center]!;
      if (c.at === null || center.at === null || step.n <= 0) return null;
      if (step.kind !== 'place' && c.rooted) return null;
      const from = step.kind === 'place' ? center.at : c.at;
      const dests = leapDests(s, step.kind, from, step.n);
      if (dests.length === 0) return null;
      const opts: Opt[] = [{ id: 'stay', label: T('c.stay'), run: (st) => pop(st) }];
      for (const k of dests) opts.push({ id: `h:${k}`, label: hexLabel(k), group: rowGroup(k), run: leapRun(step, k) });
      return { seat: step.chooser, kind: step.kind, text: T(`p.${step.kind}`, { champ: champName(c.id), n: step.n }), opts };
    }
    case 'eff1': {
      const { e } = step;
      if (step.n !== null || e.n === 0 || !['push', 'pull', 'fear'].includes(e.op)) return null;
      const tgt = s.champs[step.tgt]!;
      const src = s.champs[step.ctx.src]!;
      if (tgt.at === null || src.at === null) return null;
      if (e.op !== 'fear' && rowDir(src.at, tgt.at) === null) return null;
      if (e.op === 'fear' && tgt.rooted) return null;
      const opts: Opt[] = [];
      for (let v = e.n; v >= 0; v--)
        opts.push({ id: `v:${v}`, label: T('c.value', { n: v }), run: (st) => replaceTop(st, { ...step, n: v }) });
      return { seat: step.ctx.chooser, kind: 'value', text: T(`p.value.${e.op}`, { champ: champName(tgt.id), n: e.n }), opts };
    }
    case 'pickAlly': {
      const src = s.champs[step.ctx.src]!;
      const allies = Object.values(s.champs).filter((c) => c.team === src.team && c.id !== src.id && c.at !== null);
      if (allies.length === 0) return null;
      return {
        seat: step.ctx.chooser,
        kind: 'pickAlly',
        text: T('p.ally'),
        opts: allies.map((c) => ({
          id: `c:${c.id}`,
          label: champName(c.id),
          run: (st) => replaceTop(st, { op: 'eff1', e: { ...step.e, who: 'target' }, ctx: step.ctx, tgt: c.id, n: null }),
        })),
      };
    }
    case 'declare':
    case 'skillUse': {
      const a = s.act!;
      const me = s.champs[a.champ]!;
      const card = cardOf(s, a.card!);
      const isAttack = step.op === 'declare';
      if (me.at === null) return null;
      const opts: Opt[] = [];
      if (card.targeting) {
        for (const o of targetOptions(s, me, card.targeting, card.targets, isAttack))
          opts.push({
            id: o.id,
            label:
              o.rot === null
                ? T('c.target', { champ: champName(o.targets[0]!) })
                : T('c.orient', { dir: o.rot, champs: o.targets.map(champName).join(', ') }),
            run: (st, e) => (isAttack ? declareAttack(st, o.targets, e) : useSkill(st, o.targets, e)),
          });
        if (opts.length === 0) return null;
      } else if (!isAttack) {
        opts.push({ id: 'use', label: T('c.use'), run: (st, e) => useSkill(st, [], e) });
      }
      opts.push({
        id: 'skip',
        label: T(isAttack ? 'c.decline' : 'c.skip'),
        run: (st, e) => {
          pop(st);
          ev(e, isAttack ? 'ev.decline' : 'ev.skip', { champ: champName(a.champ) });
        },
      });
      return { seat: a.seat, kind: isAttack ? 'attack' : 'skill', text: T(isAttack ? 'p.attack' : 'p.skill', cardVars(s, a.card!)), opts };
    }
    case 'react': {
      const seat = step.seats[0];
      if (seat === undefined) return null;
      const opts = reactionOpts(s, seat);
      if (opts.length === 0) return null;
      opts.push({ id: 'pass', label: T('c.pass'), run: (st) => replaceTop(st, { op: 'react', seats: step.seats.slice(1) }) });
      return { seat, kind: 'reaction', text: T('p.react', cardVars(s, s.act!.card!)), opts, secret: true };
    }
    case 'fearPick':
      return {
        seat: s.champs[step.tgt]!.seat,
        kind: 'fear',
        text: T('p.fear', { champ: champName(step.tgt) }),
        opts: step.opts.map((o) => ({
          id: `d:${o.dir}`,
          label: T('c.dir', { dir: o.dir, n: o.len }),
          run: (st, e) => {
            pop(st);
            straightMove(st, step.tgt, o.dir, o.len, step.ctx.credit, false, e);
          },
        })),
      };
    case 'stun': {
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
    case 'trapPlace': {
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
    case 'plan': {
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
    case 'draw': {
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
    case 'stdDmg': {
      const c = s.champs[step.champ]!;
      if (c.at === null) return null;
      const occ = occupancy(s);
      const foes = NEIGHBOURS.get(c.at)!
        .map((k) => (k ? occ.get(k) : undefined))
        .filter((o): o is ChampState => !!o && o.team !== c.team);
      if (foes.length === 0) return null;
      return {
        seat: c.seat,
        kind: 'stdDamage',
        text: T('p.stdDmg'),
        opts: foes.map((f) => ({
          id: `c:${f.id}`,
          label: champName(f.id),
          run: (st, e) => {
            pop(st);
            ev(e, 'ev.stdDmg', { champ: champName(c.id), tgt: champName(f.id) });
            dealDamage(st, f.id, 1, c.id, e);
          },
        })),
      };
    }
    default:
      return null;
  }
}

// Choice handlers are built by factories: closures created in object literals
// get a runtime name helper under tsx, which costs more than the whole move.
type Run = Opt['run'];

function walkRun(step: Extract<Step, { op: 'walk' }>, k: HexKey, d: { cost: number; path: HexKey[] }): Run {
  return (st, e) => {
    pop(st);
    const mover = st.champs[step.champ]!;
    const left = step.budget - d.cost;
    st.last.path = [...(mover.at ? [mover.at] : []), ...d.path];
    ev(e, 'ev.move', { champ: champName(step.champ), hex: k, n: d.cost });
    if (left > 0 && st.traps.board[k])
      st.stack.push({ ...step, budget: left, mode: step.mode === 'reentry' ? 'move' : step.mode, first: false });
    enterHex(st, mover, k, step.credit, e);
  };
}

function dashRun(step: Extract<Step, { op: 'dash' }>, k: HexKey, d: { cost: number; path: HexKey[]; dir: number }): Run {
  return (st, e) => {
    pop(st);
    const mover = st.champs[step.champ]!;
    st.last.path = [mover.at!, ...d.path];
    ev(e, 'ev.dash', { champ: champName(step.champ), hex: k, n: d.cost });
    const left = step.budget - d.cost;
    if (left > 0 && st.traps.board[k]) st.stack.push({ ...step, budget: left, dir: d.dir });
    enterHex(st, mover, k, step.credit, e);
  };
}

function leapRun(step: Extract<Step, { op: 'leap' }>, k: HexKey): Run {
  return (st, e) => {
    pop(st);
    const mover = st.champs[step.champ]!;
    st.last.path = [mover.at!, k];
    ev(e, `ev.${step.kind}`, { champ: champName(step.champ), hex: k });
    enterHex(st, mover, k, step.credit, e);
  };
}

function playRun(seat: number, id: string): Run {
  return (st, e) => playCard(st, seat, id, e);
}

function stdRun(seat: number, kind: string, ess: Essence, champ: string): Run {
  return (st, e) => standard(st, seat, kind, ess, champ, e);
}

// ---------------------------------------------------------------------------
// Automatic steps.

function auto(s: SfbState, step: Step, events: Events): void {
  pop(s);
  switch (step.op) {
    case 'buildDecks':
      return buildDecks(s, events);
    case 'deal':
      drawInto(s, step.seat, handSize(s), events);
      return;
    case 'setupRest':
      return pushSteps(s, setupSteps(s));
    case 'revealBrought':
      return revealBrought(s, events);
    case 'takeBrought':
      for (const p of s.players)
        for (const id of [...s.brought[p.seat]!]) if (!teamFields(s, p.team, id)) recruitDirect(s, p.seat, id, events);
      return;
    case 'beginPlay':
      s.stage = 'play';
      s.round = 1;
      s.turn = 0;
      ev(events, 'ev.round', { round: 1 });
      return startTurn(s, events);
    case 'eff':
      return expandEffect(s, step.e, step.ctx, step.phase, events);
    case 'eff1':
      return applyEffect(s, step.e, step.ctx, step.tgt, step.n ?? step.e.n, events);
    case 'strike':
      return strike(s, step.pass, events);
    case 'rpost': {
      const r = s.act!.reaction;
      if (!r) return;
      const card = cardOf(s, r.card);
      const ctx: EffCtx = { src: r.on, credit: cardChampion(s, s.players[r.seat]!.team, card)?.id ?? card.champion, chooser: r.seat };
      pushSteps(
        s,
        card.post.map((e) => ({ op: 'eff', e, ctx, phase: 'rpost' }) as Step),
      );
      return;
    }
    case 'endAct':
      return endAct(s, events);
    case 'stun': {
      const c = s.champs[step.champ]!;
      const p = s.players[c.seat]!;
      const own = p.hand.filter((id) => cardOf(s, id).champion === championBase(c.id));
      if (own.length > 0) discardFromHand(s, c.seat, own[0]!, events);
      else {
        s.last.revealed = [...p.hand];
        ev(events, 'ev.reveal', { player: p.name, champ: champName(c.id), ...cardListVars(s, p.hand) });
      }
      return;
    }
    case 'trapPlace': {
      const spots = trapSpots(s, step.exclude);
      if (spots.length === 1) replaceTrap(s, step.seat, spots[0]!, step.spent, events);
      else s.traps.pool.push(step.spent);
      return;
    }
    case 'react': {
      // Nobody left with a playable reaction.
      if (step.seats.length > 1) s.stack.push({ op: 'react', seats: step.seats.slice(1) });
      return;
    }
    case 'walk':
    case 'dash':
    case 'leap':
    case 'pickAlly':
    case 'plan':
    case 'draw':
    case 'stdDmg':
    case 'declare':
    case 'skillUse':
      // Nothing possible: the effect is lost (SFB-BASIC-11).
      if (step.op === 'declare' || step.op === 'skillUse') ev(events, 'ev.noTarget', { champ: champName(s.act!.champ) });
      return;
    default:
      throw new Error(`sfb: step ${step.op} cannot resolve automatically`);
  }
}

// ---------------------------------------------------------------------------
// Setup helpers.

/** Champions the seat may recruit: never one its team already fields; the other team's are fine (SFB-AMB-36, SFB-AMB-42). */
function pickable(s: SfbState, step: Extract<Step, { op: 'pick' }>): string[] {
  const team = s.players[step.seat]!.team;
  const from = step.from === 'pool' ? s.pool : step.from === 'own' ? s.brought[step.seat]! : CONTENT.champions.map((c) => c.id);
  return from.filter((id) => !teamFields(s, team, id));
}

function recruit(s: SfbState, seat: number, id: string, events: Events): void {
  pop(s);
  recruitDirect(s, seat, id, events);
}

export function recruitDirect(s: SfbState, seat: number, base: string, events: Events): void {
  const p = s.players[seat]!;
  const other = Object.values(s.champs).find((c) => c.team !== p.team && championBase(c.id) === base);
  // Both teams field this champion: each copy is named after its team, the earlier one renamed before anything refers to it.
  if (other && other.id === base) renameChampion(s, other, copyId(base, other.team));
  const id = other ? copyId(base, p.team) : base;
  p.champs.push(id);
  s.champs[id] = { id, seat, team: p.team, at: null, dmg: 0, xp: false, rooted: false };
  // A picked champion leaves a duel's pool of unique champions (SFB-REC-7); a 4-player pool holds copies
  // for both teams, so there a champion leaves once each team fields it (SFB-AMB-42).
  if (s.players.length === 2 || s.teams.every((_, team) => teamFields(s, team, base))) s.pool = s.pool.filter((x) => x !== base);
  ev(events, 'ev.recruit', { player: p.name, champ: champName(id) });
}

/** Recruitment only: no position, act or event refers to a champion yet. */
function renameChampion(s: SfbState, c: ChampState, id: string): void {
  delete s.champs[c.id];
  const owner = s.players[c.seat]!;
  owner.champs = owner.champs.map((x) => (x === c.id ? id : x));
  s.champs[id] = { ...c, id };
}

function chooseFirst(s: SfbState, team: number, idx: number): void {
  pop(s);
  const seats = s.teams[team]!.seats;
  const first = seats[idx]!;
  const mate = seats[1 - idx]!;
  // The team that plays first fills turn slots 0 and 2, the other 1 and 3.
  const slot = s.order[0] === -1 ? 0 : 1;
  s.order[slot] = first;
  s.order[slot + 2] = mate;
}

export function buildDecks(s: SfbState, events: Events): void {
  for (const p of s.players) {
    p.deck = shuffleInPlace(
      s.rng,
      p.champs.flatMap((id) => CONTENT.cards.filter((c) => c.champion === championBase(id)).map((c) => c.id)),
    );
  }
  s.chal.deck = shuffleInPlace(
    s.rng,
    CONTENT.challenges.map((c) => c.id),
  );
  const track = s.chal.track;
  // Leftmost 1-VP slot first, then the "cannot be scored" slot(s) from right to left (SFB-SETUP-7, SFB-4P-18).
  const firstVp = trackValues(s).findIndex((v) => v > 0);
  track[firstVp] = s.chal.deck.shift()!;
  for (let i = firstVp - 1; i >= 0; i--) track[i] = s.chal.deck.shift()!;
  s.traps.pool = shuffleInPlace(
    s.rng,
    CONTENT.traps.map((x) => x.id),
  );
  ev(events, 'ev.decksReady');
}

export const handSize = (s: SfbState): number => (s.players.length === 4 ? 4 : 5);

function finishMulligan(s: SfbState, seat: number, aside: string[], events: Events): void {
  pop(s);
  const p = s.players[seat]!;
  for (const c of aside) p.hand.splice(p.hand.indexOf(c), 1);
  drawInto(s, seat, aside.length, events);
  p.deck.push(...aside);
  shuffleInPlace(s.rng, p.deck);
  ev(events, 'ev.mulligan', { player: p.name, n: aside.length });
}

// ---------------------------------------------------------------------------
// Turn structure.

export function startTurn(s: SfbState, events: Events): void {
  const seat = activeSeat(s);
  ev(events, 'ev.turn', { player: seatName(s, seat), round: s.round });
  s.std = [];
  if (s.round > 1) scoreChallenges(s, seat, events);
}

function endTurn(s: SfbState, events: Events): void {
  const seat = activeSeat(s);
  const p = s.players[seat]!;
  for (const e of ESSENCES) p.ess[e] = true;
  p.discard.push(...p.hand.splice(0));
  drawInto(s, seat, handSize(s), events);
  for (const id in s.champs) s.champs[id]!.rooted = false;
  s.last = { path: [], targets: [], revealed: null };
  ev(events, 'ev.endTurn', { player: p.name });
  s.turn += 1;
  if (s.turn >= s.order.length) {
    s.turn = 0;
    advanceTrack(s, events);
    s.round += 1;
    ev(events, 'ev.round', { round: s.round });
  }
  startTurn(s, events);
}

/** The activation-phase menu of the active player (SFB-ROUND-7..11, SFB-STD). */
function menu(s: SfbState): Spec {
  const seat = activeSeat(s);
  const p = s.players[seat]!;
  const opts: Opt[] = [];
  const reentryCache = new Map<string, boolean>();
  const canReenter = (c: ChampState, budget: number): boolean => {
    const key = `${c.id}:${budget}`;
    let v = reentryCache.get(key);
    if (v === undefined) reentryCache.set(key, (v = walkDests(s, c, budget).size > 0));
    return v;
  };
  for (const id of new Set(p.hand)) {
    const card = cardOf(s, id);
    if (card.type === 'reaction' || !p.ess[card.essence]) continue;
    const c = cardChampion(s, p.team, card);
    if (!c || c.seat !== seat) continue;
    if (c.at === null && (card.move === undefined || !canReenter(c, card.move + side(c).moveBonus))) continue;
    opts.push({ id: `p:${id}`, label: T('c.play', { ...cardVars(s, id), champ: champName(c.id) }), run: playRun(seat, id) });
  }
  const stdKinds: [string, Essence | null, number][] = [
    ['M', 'M', 1],
    ['C', 'C', 1],
    ['D', 'D', 1],
  ];
  for (const [kind, ess, mv] of stdKinds) {
    if (s.std.includes(kind) || !p.ess[ess!]) continue;
    for (const id of p.champs) {
      const c = s.champs[id]!;
      if (c.at === null && !canReenter(c, mv + side(c).moveBonus)) continue;
      opts.push({
        id: `s:${kind}:${id}`,
        label: T(`c.std${kind}`, { champ: champName(id) }),
        run: stdRun(seat, kind, kind as Essence, id),
      });
    }
  }
  if (!s.std.includes('any'))
    for (const ess of ESSENCES) {
      if (!p.ess[ess]) continue;
      for (const id of p.champs) {
        const c = s.champs[id]!;
        if (c.at === null && !canReenter(c, 2 + side(c).moveBonus)) continue;
        opts.push({ id: `a:${ess}:${id}`, label: T('c.stdAny', { champ: champName(id), ess }), run: stdRun(seat, 'any', ess, id) });
      }
    }
  opts.push({ id: 'end', label: T('c.end'), run: (st, e) => endTurn(st, e) });
  // Secret: the choices show the cards in hand.
  return { seat, kind: 'activate', text: T('p.menu'), opts, secret: true };
}

function newAct(seat: number, champ: string, card: string | null, kind: Act['kind']): Act {
  return { seat, champ, card, kind, targets: [], vals: {}, reaction: null, xp: [], kod: [] };
}

function playCard(s: SfbState, seat: number, id: string, events: Events): void {
  const p = s.players[seat]!;
  const card = cardOf(s, id);
  p.ess[card.essence] = false;
  p.hand.splice(p.hand.indexOf(id), 1);
  const c = cardChampion(s, p.team, card)!;
  s.act = newAct(seat, c.id, id, card.type === 'attack' ? 'attack' : 'skill');
  s.last = { path: [], targets: [], revealed: null };
  ev(events, 'ev.play', { player: p.name, ...cardVars(s, id), champ: champName(c.id) });
  const ctx = actCtx(s);
  const steps: Step[] = [];
  if (card.move !== undefined) steps.push(walkStep(c, card.move + side(c).moveBonus, seat));
  if (card.type === 'attack') {
    for (const e of card.pre) steps.push({ op: 'eff', e, ctx, phase: 'pre' });
    steps.push({ op: 'declare' });
  } else steps.push({ op: 'skillUse' });
  steps.push({ op: 'endAct' });
  pushSteps(s, steps);
}

function standard(s: SfbState, seat: number, kind: string, ess: Essence, champ: string, events: Events): void {
  const p = s.players[seat]!;
  p.ess[ess] = false;
  s.std = [...s.std, kind];
  const c = s.champs[champ]!;
  s.act = newAct(seat, champ, null, 'std');
  s.last = { path: [], targets: [], revealed: null };
  ev(events, 'ev.std', { player: p.name, champ: champName(champ), kind });
  const ctx = actCtx(s);
  const steps: Step[] = [walkStep(c, (kind === 'any' ? 2 : 1) + side(c).moveBonus, seat)];
  if (kind === 'M') steps.push({ op: 'eff', e: { op: 'plan', n: 1, who: 'self' }, ctx, phase: 'std' });
  if (kind === 'C') steps.push({ op: 'eff', e: { op: 'heal', n: 1, who: 'self' }, ctx, phase: 'std' });
  if (kind === 'D') steps.push({ op: 'stdDmg', champ });
  steps.push({ op: 'endAct' });
  pushSteps(s, steps);
}

const walkStep = (c: ChampState, budget: number, seat: number): Step => ({
  op: 'walk',
  champ: c.id,
  budget,
  chooser: seat,
  credit: null,
  mode: c.at === null ? 'reentry' : 'move',
  ref: null,
  d0: 0,
  first: true,
});

const actCtx = (s: SfbState): EffCtx => ({ src: s.act!.champ, credit: s.act!.champ, chooser: s.act!.seat });

function endAct(s: SfbState, events: Events): void {
  const a = s.act;
  if (!a) return;
  if (a.card) s.players[a.seat]!.discard.push(a.card);
  // Experience after the whole action (SFB-XP-1), never for a champion knocked out meanwhile (SFB-AMB-28).
  for (const id of a.xp) {
    const c = s.champs[id]!;
    if (c.at === null || a.kod.includes(id) || c.xp) continue;
    c.xp = true;
    ev(events, 'ev.xp', { champ: champName(id) });
  }
  s.act = null;
}

// ---------------------------------------------------------------------------
// Attacks, skills, reactions.

function declareAttack(s: SfbState, targets: string[], events: Events): void {
  pop(s);
  const a = s.act!;
  a.targets = targets;
  s.last.targets = targets;
  const card = cardOf(s, a.card!);
  ev(events, 'ev.declare', { champ: champName(a.champ), ...cardVars(s, a.card!), targets: targets.map(champName).join(', ') });
  const ctx = actCtx(s);
  const attackerTeam = s.champs[a.champ]!.team;
  // Seats of the other team with a targeted champion of their team, in turn order after the attacker (SFB-REACT-1/2, SFB-4P-5).
  const targetedTeams = new Set(targets.map((id) => s.champs[id]!.team));
  const seats: number[] = [];
  for (let i = 1; i <= s.order.length; i++) {
    const seat = s.order[(s.turn + i) % s.order.length]!;
    const team = s.players[seat]!.team;
    if (team !== attackerTeam && targetedTeams.has(team)) seats.push(seat);
  }
  const steps: Step[] = [
    { op: 'react', seats },
    { op: 'strike', pass: 1 },
  ];
  if (card.doubled) steps.push({ op: 'strike', pass: 2 });
  steps.push({ op: 'rpost' });
  for (const e of card.post) steps.push({ op: 'eff', e, ctx, phase: 'post' });
  pushSteps(s, steps);
}

function useSkill(s: SfbState, targets: string[], events: Events): void {
  pop(s);
  const a = s.act!;
  a.targets = targets;
  s.last.targets = targets;
  const card = cardOf(s, a.card!);
  ev(events, 'ev.skill', { champ: champName(a.champ), ...cardVars(s, a.card!), targets: targets.map(champName).join(', ') || '—' });
  const ctx = actCtx(s);
  pushSteps(
    s,
    card.effects.map((e) => ({ op: 'eff', e, ctx, phase: 'skill' }) as Step),
  );
}

/** Reactions a seat may play now: a ready essence and a targeted champion of its team (SFB-REACT-1..7). */
function reactionOpts(s: SfbState, seat: number): Opt[] {
  const a = s.act!;
  const p = s.players[seat]!;
  const mine = a.targets.filter((id) => s.champs[id]!.team === p.team && s.champs[id]!.at !== null);
  if (mine.length === 0) return [];
  const opts: Opt[] = [];
  for (const id of new Set(p.hand)) {
    const card = cardOf(s, id);
    if (card.type !== 'reaction' || !p.ess[card.essence]) continue;
    for (const on of mine)
      opts.push({
        id: `r:${id}:${on}`,
        label: T('c.react', { ...cardVars(s, id), champ: champName(on) }),
        run: (st, e) => playReaction(st, seat, id, on, e),
      });
  }
  return opts;
}

function playReaction(s: SfbState, seat: number, id: string, on: string, events: Events): void {
  pop(s);
  const p = s.players[seat]!;
  const card = cardOf(s, id);
  p.ess[card.essence] = false;
  p.hand.splice(p.hand.indexOf(id), 1);
  p.discard.push(id);
  s.act!.reaction = { seat, card: id, on };
  ev(events, 'ev.reaction', { player: p.name, ...cardVars(s, id), champ: champName(on) });
  const ctx: EffCtx = { src: on, credit: cardChampion(s, p.team, card)?.id ?? card.champion, chooser: seat };
  // ☛ abilities of a reaction resolve when it is played (SFB-AMB-22).
  pushSteps(
    s,
    card.pre.map((e) => ({ op: 'eff', e, ctx, phase: 'rpre' }) as Step),
  );
}

/** Steps 6 and 7 (and Doublé's repeat): strength − defense, then damage, Poison, Drain de vie. */
function strike(s: SfbState, pass: number, events: Events): void {
  const a = s.act!;
  const me = s.champs[a.champ]!;
  const card = cardOf(s, a.card!);
  const vals = { ...a.vals };
  let drained = 0;
  for (const id of a.targets) {
    const tgt = s.champs[id]!;
    if (tgt.at === null) continue;
    let dmg: number;
    if (pass === 1 || vals[id] === undefined) {
      const str =
        (card.strength ?? 0) + (card.bonus && condHolds(s, card.bonus.if, me, tgt) ? card.bonus.n : 0) + abilityBonus(s, me, 'strength');
      const def = defenseOf(s, tgt);
      dmg = Math.max(0, str - def);
      vals[id] = dmg;
      ev(events, 'ev.hit', { champ: champName(me.id), ...cardVars(s, a.card!), tgt: champName(id), n: dmg, str, def });
    } else {
      dmg = vals[id]!;
      ev(events, 'ev.hitAgain', { ...cardVars(s, a.card!), tgt: champName(id), n: dmg });
    }
    if (dmg <= 0) continue;
    const kod = dealDamage(s, id, dmg, me.id, events);
    if (card.poison && !kod) {
      ev(events, 'ev.poison', { tgt: champName(id), n: card.poison });
      dealDamage(s, id, card.poison, me.id, events);
    }
    if (card.lifeDrain) drained += dmg;
  }
  a.vals = vals;
  if (drained > 0) heal(s, me.id, drained, events);
}

// ---------------------------------------------------------------------------
// Effects.

function expandEffect(s: SfbState, e: Effect, ctx: EffCtx, phase: string, events: Events): void {
  const src = s.champs[ctx.src]!;
  const a = s.act;
  let who: string[];
  if (e.who === 'ally') {
    if (condHolds(s, e.if, src, null)) s.stack.push({ op: 'pickAlly', e, ctx });
    return;
  }
  if (e.who === 'self') who = [ctx.src];
  else if (e.who === 'attacker' || phase === 'rpost' || phase === 'rpre') who = a ? [a.champ] : [];
  else who = a ? a.targets : [];
  const steps: Step[] = [];
  for (const id of who) {
    const tgt = s.champs[id]!;
    if (tgt.at === null && e.op !== 'draw' && e.op !== 'plan') continue;
    if (!condHolds(s, e.if, src, tgt)) continue;
    steps.push({ op: 'eff1', e, ctx, tgt: id, n: null });
  }
  if (steps.length === 0 && who.length > 0) ev(events, 'ev.lost', { op: e.op });
  pushSteps(s, steps);
}

function applyEffect(s: SfbState, e: Effect, ctx: EffCtx, tgtId: string, n: number, events: Events): void {
  const tgt = s.champs[tgtId]!;
  const src = s.champs[ctx.src]!;
  // Champions on the portal are never affected (SFB-KO-5).
  if (tgt.at === null && e.op !== 'draw' && e.op !== 'plan') return;
  switch (e.op) {
    case 'push':
    case 'pull': {
      if (src.at === null) return;
      const dir = rowDir(src.at, tgt.at!);
      if (dir === null) return ev(events, 'ev.notInRow', { champ: champName(tgt.id) });
      if (n === 0) return;
      straightMove(s, tgt.id, e.op === 'push' ? dir : (dir + 3) % 6, n, ctx.credit, true, events);
      return;
    }
    case 'fear':
      return fear(s, tgt, src, n, ctx, events);
    case 'transfer':
      if (tgt.rooted) return ev(events, 'ev.rootedNoMove', { champ: champName(tgt.id) });
      s.stack.push({
        op: 'walk',
        champ: tgt.id,
        budget: n,
        chooser: ctx.chooser,
        credit: ctx.credit,
        mode: 'transfer',
        ref: null,
        d0: 0,
        first: true,
      });
      return;
    case 'place':
      s.stack.push({ op: 'leap', champ: tgt.id, n, kind: 'place', center: ctx.src, chooser: ctx.chooser, credit: ctx.credit });
      return;
    case 'dive':
    case 'jump':
      if (tgt.rooted) return ev(events, 'ev.rootedNoMove', { champ: champName(tgt.id) });
      s.stack.push({
        op: 'leap',
        champ: tgt.id,
        n,
        kind: e.op,
        center: tgt.id,
        chooser: ctx.chooser,
        credit: tgt.id === ctx.src ? null : ctx.credit,
      });
      return;
    case 'dash':
      if (tgt.rooted) return ev(events, 'ev.rootedNoMove', { champ: champName(tgt.id) });
      s.stack.push({
        op: 'dash',
        champ: tgt.id,
        budget: n,
        dir: null,
        chooser: ctx.chooser,
        credit: tgt.id === ctx.src ? null : ctx.credit,
      });
      return;
    case 'heal':
      return heal(s, tgt.id, n, events);
    case 'draw':
      s.stack.push({ op: 'draw', seat: ctx.chooser, max: n });
      return;
    case 'plan':
      s.stack.push({ op: 'plan', seat: ctx.chooser, left: n });
      return;
    case 'stun':
      ev(events, 'ev.stun', { champ: champName(tgt.id) });
      s.stack.push({ op: 'stun', champ: tgt.id });
      return;
    case 'root':
      tgt.rooted = true;
      ev(events, 'ev.root', { champ: champName(tgt.id) });
      return;
    case 'damage':
      ev(events, 'ev.damage', { champ: champName(tgt.id), n });
      dealDamage(s, tgt.id, n, ctx.credit, events);
      return;
    case 'approach':
    case 'retreat': {
      // The acting champion moves relative to the target (SFB-BASIC-7/8).
      if (src.at === null || src.rooted) return;
      s.stack.push({
        op: 'walk',
        champ: src.id,
        budget: n,
        chooser: ctx.chooser,
        credit: null,
        mode: e.op,
        ref: tgt.at!,
        d0: dist(src.at, tgt.at!),
        first: true,
      });
      return;
    }
  }
}

/**
 * Push, pull and fear moves, one hex at a time (SFB-KW-PUSH/PULL): stop before
 * a champion, a statue or the edge; traps passed over trigger; the distance not
 * travelled becomes damage for push and pull (`forced`), never for fear.
 */
function straightMove(s: SfbState, id: string, dir: number, n: number, credit: string | null, forced: boolean, events: Events): void {
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
  if (moved > 0) ev(events, forced ? 'ev.pushed' : 'ev.fled', { champ: champName(id), n: moved });
  const rest = n - moved;
  if (forced && rest > 0 && c.at !== null) {
    ev(events, 'ev.blocked', { champ: champName(id), n: rest });
    dealDamage(s, id, rest, credit, events);
  }
}

/** Peur (SFB-KW-FEAR, SFB-AMB-14): the Course that ends furthest from the source, longest first; ties chosen by the target's controller. */
function fear(s: SfbState, tgt: ChampState, src: ChampState, n: number, ctx: EffCtx, events: Events): void {
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
  if (best.length === 1) return straightMove(s, tgt.id, best[0]!.dir, best[0]!.len, ctx.credit, false, events);
  s.stack.push({ op: 'fearPick', tgt: tgt.id, opts: best.map(({ dir, len }) => ({ dir, len })), ctx });
}

/** Every legal Course end for a feared champion: enemies and statues block, allies are crossed, not ended on. */
function fearCandidates(s: SfbState, c: ChampState, from: HexKey, n: number): { dir: number; len: number; d: number }[] {
  const occ = occupancy(s);
  const out: { dir: number; len: number; d: number }[] = [];
  for (let dir = 0; dir < 6; dir++) {
    let cur = c.at!;
    for (let len = 1; len <= n; len++) {
      const k = NEIGHBOURS.get(cur)![dir]!;
      if (k === null || STATUE_AT.has(k)) break;
      const o = occ.get(k);
      if (o && o.team !== c.team) break;
      cur = k;
      if (!o) out.push({ dir, len, d: dist(k, from) });
    }
  }
  return out;
}

function discardFromHand(s: SfbState, seat: number, id: string, events: Events): void {
  const p = s.players[seat]!;
  p.hand.splice(p.hand.indexOf(id), 1);
  p.discard.push(id);
  ev(events, 'ev.stunDiscard', { player: p.name, ...cardVars(s, id) });
}

function replaceTrap(s: SfbState, seat: number, k: HexKey, spent: string, events: Events): void {
  placeTrapToken(s, k);
  s.traps.pool.push(spent);
  ev(events, 'ev.trapMoved', { player: seatName(s, seat), hex: k });
}

// ---------------------------------------------------------------------------
// Walk helpers.

function walkBlocked(s: SfbState, step: Extract<Step, { op: 'walk' }>): boolean {
  const c = s.champs[step.champ]!;
  if (step.budget <= 0 || c.rooted) return true;
  if (c.at === null) return step.mode !== 'reentry';
  return step.mode === 'reentry';
}

function walkChoices(s: SfbState, step: Extract<Step, { op: 'walk' }>) {
  const c = s.champs[step.champ]!;
  const all = walkDests(s, c, step.budget);
  if (step.mode !== 'approach' && step.mode !== 'retreat') return all;
  const ref = step.ref!;
  for (const [k] of all) {
    const d = dist(k, ref);
    if (step.mode === 'approach' ? d >= step.d0 : d <= step.d0) all.delete(k);
  }
  return all;
}

/**
 * Competitive draft: the champions brought in secret are shown together. A
 * champion brought by several players (we have one copy of each) goes to one
 * of them at random; the others bring a replacement, now in the open
 * (SFB-AMB-36 ruling).
 */
function revealBrought(s: SfbState, events: Events): void {
  const rebring: Step[] = [];
  // Opponents may both bring a champion (SFB-AMB-36); teammates may not (SFB-AMB-42): a coin keeps one of theirs.
  for (const [c, team] of CONTENT.champions.flatMap((c) => s.teams.map((_, team) => [c, team] as const))) {
    const holders = s.players.filter((p) => p.team === team && s.brought[p.seat]!.includes(c.id)).map((p) => p.seat);
    if (holders.length < 2) continue;
    const keeper = holders[randomInt(s.rng, holders.length)]!;
    for (const seat of holders) {
      if (seat === keeper) continue;
      s.brought[seat] = s.brought[seat]!.filter((id) => id !== c.id);
      rebring.push({ op: 'bring', seat, open: true });
    }
    ev(events, 'ev.bringClash', { champ: champName(c.id), player: seatName(s, keeper) });
  }
  for (const p of s.players)
    ev(events, 'ev.broughtShown', { player: seatName(s, p.seat), champs: s.brought[p.seat]!.map(champName).join(', ') });
  pushSteps(s, rebring);
}
