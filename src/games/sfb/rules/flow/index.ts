import { checkWin, type Events } from '../helpers.js';
import type { SfbState, Step } from '../state.js';
import { top, pop, type Autos, type Decisions, type Spec } from './spec.js';
import { decideFirstOf, decideZone, decidePick, decideBring, decideBan, decideTrapSetup, decideMulligan, decideDeploy } from './setup.js';
import { buildDecks, dealHand, queueSetupRest, revealBrought, takeBrought } from './setup.js';
import { beginPlay, endAct, menu } from './turn.js';
import { decideWalk, decideDash, decideLeap } from './movement.js';
import { decideTargets, decideStdDamage, noTarget, strike } from './attacks.js';
import { decideReaction, skipReaction, reactionPost } from './reactions.js';
import { decideAlly, expandEffect, applyEffectStep } from './effects.js';
import { decideValue, decideFear, decideStun, stunAuto, decidePlan, decideDraw } from './keywords.js';
import { decideTrapPlace, trapPlaceAuto } from './traps.js';

export type { Opt, Spec } from './spec.js';
export { startTurn } from './turn.js';

/**
 * The rules interpreter. The state holds a stack of pending steps (`Step` in
 * ../state.ts); each step either waits on a decision or resolves by itself.
 * This file only dispatches: each step family lives in its own file, split
 * the way the rulebook is.
 *
 *   setup.ts      recruitment and setup (§2–3)
 *   turn.ts       rounds, turns, the activation menu, standard actions (§5–6, §14, §16)
 *   movement.ts   walks, dashes, jumps, dives, placements, re-entry (§7, §15, §18)
 *   attacks.ts    attacks, skills, strikes and damage (§9, §11–13)
 *   reactions.ts  reactions (§10)
 *   effects.ts    the effect language of cards (☛ ☜ and skill effects)
 *   keywords.ts   Push, Pull, Fear, Stun, Plan, Draw (§21)
 *   traps.ts      replacing a triggered trap (§17)
 *   spec.ts       what they share: decisions, options, the stack
 *
 * Challenges and their scoring are ../challenges.ts; hex geometry is ../geometry.ts.
 */

/** Steps that may wait on a decision; a decision of null means the step resolves by itself now. */
const DECIDE: Decisions = {
  firstOf: decideFirstOf,
  zone: decideZone,
  pick: decidePick,
  bring: decideBring,
  ban: decideBan,
  trapSetup: decideTrapSetup,
  mull: decideMulligan,
  deploy: decideDeploy,
  walk: decideWalk,
  dash: decideDash,
  leap: decideLeap,
  declare: decideTargets,
  skillUse: decideTargets,
  stdDmg: decideStdDamage,
  react: decideReaction,
  pickAlly: decideAlly,
  eff1: decideValue,
  fearPick: decideFear,
  stun: decideStun,
  plan: decidePlan,
  draw: decideDraw,
  trapPlace: decideTrapPlace,
};

/** Nothing possible: the effect is lost (SFB-BASIC-11). */
const lost = (): void => {};

/** How each step resolves without a decision (it has been popped). */
const AUTO: Autos = {
  buildDecks,
  deal: dealHand,
  setupRest: queueSetupRest,
  revealBrought,
  takeBrought,
  beginPlay,
  endAct,
  eff: expandEffect,
  eff1: applyEffectStep,
  strike,
  react: skipReaction,
  rpost: reactionPost,
  stun: stunAuto,
  trapPlace: trapPlaceAuto,
  walk: lost,
  dash: lost,
  leap: lost,
  pickAlly: lost,
  plan: lost,
  draw: lost,
  stdDmg: lost,
  declare: noTarget,
  skillUse: noTarget,
};

function decide(s: SfbState, step: Step): Spec | null {
  const f = DECIDE[step.op] as ((s: SfbState, step: Step) => Spec | null) | undefined;
  return f ? f(s, step) : null;
}

function auto(s: SfbState, step: Step, events: Events): void {
  pop(s);
  const f = AUTO[step.op] as ((s: SfbState, step: Step, events: Events) => void) | undefined;
  if (!f) throw new Error(`sfb: step ${step.op} cannot resolve automatically`);
  f(s, step, events);
}

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
// Stryker disable next-line BlockStatement: a cache; never filled, every call computes the same spec again
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
