import { dist } from '../board.js';
import { ev, champName, condHolds, dealDamage, heal, pushSteps, type Events } from '../helpers.js';
import { rowDir } from '../geometry.js';
import type { EffCtx, SfbState, Step } from '../state.js';
import type { Effect } from '../../content/index.js';
import { T, replaceTop, type Spec, type StepOf } from './spec.js';
import { straightMove, fear } from './keywords.js';

/**
 * The effect language of cards (☛, ☜ and skill effects, rulebook §8–9 and
 * §21): an `eff` step finds whom an effect applies to and queues one `eff1`
 * per champion; an `eff1` applies it, queueing a movement or keyword step when
 * that needs a choice. Effects that cannot apply are lost (SFB-BASIC-11).
 */

/** "An ally": the chooser picks one on the board, never the source itself (SFB-BASIC-3). */
export function decideAlly(s: SfbState, step: StepOf<'pickAlly'>): Spec | null {
  const src = s.champs[step.ctx.src]!;
  // Listed by id, not in the object's key order: jsonb reorders keys, and a position read back from the database must
  // offer its choices (and the bots' ties) in the same order as the same position built in memory.
  const allies = Object.values(s.champs)
    .filter((c) => c.team === src.team && c.id !== src.id && c.at !== null)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
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

export function expandEffect(s: SfbState, step: StepOf<'eff'>, events: Events): void {
  const { e, ctx, phase } = step;
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

export function applyEffectStep(s: SfbState, step: StepOf<'eff1'>, events: Events): void {
  applyEffect(s, step.e, step.ctx, step.tgt, step.n ?? step.e.n, events);
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
      straightMove(s, tgt.id, e.op === 'push' ? dir : (dir + 3) % 6, n, ctx.credit, events);
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
