import type { HexKey } from '../../../../core/hex.js';
import { dist } from '../board.js';
import { ev, champName, enterHex } from '../helpers.js';
import { walkDests, dashDests, leapDests } from '../geometry.js';
import type { ChampState, SfbState, Step } from '../state.js';
import { T, hexLabel, rowGroup, pop, type Opt, type Run, type Spec, type StepOf } from './spec.js';

/**
 * Movement (rulebook §7, SFB-MOVE; re-entry from the portal §15, SFB-KO-6;
 * movement effects §18 and the moving keywords Course, Piqué, Saut, Placer,
 * Transfert): a walk, a dash or a leap is chosen by destination, and a trap
 * entered with movement left queues the rest of the move as a new leg.
 */

/** The walk of a card or standard action's movement value (from the portal: a re-entry). */
export const walkStep = (c: ChampState, budget: number, seat: number): Step => ({
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

export function decideWalk(s: SfbState, step: StepOf<'walk'>): Spec | null {
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

export function decideDash(s: SfbState, step: StepOf<'dash'>): Spec | null {
  const c = s.champs[step.champ]!;
  if (c.at === null || c.rooted || step.budget <= 0) return null;
  const dests = dashDests(s, c, step.budget, step.dir);
  if (dests.size === 0) return null;
  const opts: Opt[] = [{ id: 'stay', label: T('c.stay'), run: (st) => pop(st) }];
  for (const [k, d] of dests) opts.push({ id: `h:${k}`, label: hexLabel(k), group: rowGroup(k), run: dashRun(step, k, d) });
  return { seat: step.chooser, kind: 'dash', text: T('p.dash', { champ: champName(c.id), n: step.budget }), opts };
}

export function decideLeap(s: SfbState, step: StepOf<'leap'>): Spec | null {
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

function walkRun(step: StepOf<'walk'>, k: HexKey, d: { cost: number; path: HexKey[] }): Run {
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

function dashRun(step: StepOf<'dash'>, k: HexKey, d: { cost: number; path: HexKey[]; dir: number }): Run {
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

function leapRun(step: StepOf<'leap'>, k: HexKey): Run {
  return (st, e) => {
    pop(st);
    const mover = st.champs[step.champ]!;
    st.last.path = [mover.at!, k];
    ev(e, `ev.${step.kind}`, { champ: champName(step.champ), hex: k });
    enterHex(st, mover, k, step.credit, e);
  };
}

function walkBlocked(s: SfbState, step: StepOf<'walk'>): boolean {
  const c = s.champs[step.champ]!;
  if (step.budget <= 0 || c.rooted) return true;
  if (c.at === null) return step.mode !== 'reentry';
  return step.mode === 'reentry';
}

/** Walk destinations; advancing toward or moving away from an element keeps those that change the distance (SFB-BASIC-7/8). */
function walkChoices(s: SfbState, step: StepOf<'walk'>) {
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
