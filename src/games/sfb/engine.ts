import { RuleError, type Action, type GameModule, type Prompt, type Seat, type Json } from '../../core/game.js';
import { chosenOption, decisionPrompt, runOption } from '../../core/decisions.js';
import { t, type Text } from '../../core/text.js';
import { sfbOptionsSchema, type SfbOptions, type SfbState } from './rules/state.js';
import { initialState } from './rules/setup.js';
import { settle, currentSpec, type Spec } from './rules/flow/index.js';
import { cloneState } from './rules/clone.js';
import { viewOf } from './rules/view.js';
import { botAction } from './rules/bot.js';
import { strings } from './rules/strings.js';
import { scenarioSupport } from './rules/scenario.js';
import type { Events } from './rules/helpers.js';

export type { SfbState, SfbOptions };
export type { SfbView } from './rules/view.js';

function toPrompt(spec: Spec, state: SfbState): Prompt {
  const prompt = decisionPrompt(spec);
  if (canCancel(state, spec))
    prompt.choices.push({ id: CANCEL, label: t('sfb.c.cancel'), action: { type: spec.kind, c: CANCEL }, style: 'danger' });
  return prompt;
}

/**
 * Taking an action back: a card or standard action may be cancelled while
 * only its player has decided anything (paying for it, moving), nothing
 * random happened (no trap, no draw) and no attack or skill was declared. The
 * choice is offered to prompts only (bots never see it).
 */
const CANCEL = 'cancel';
const UNDOABLE_EVENTS = new Set(['sfb.ev.play', 'sfb.ev.std', 'sfb.ev.move', 'sfb.ev.dash', 'sfb.ev.dive', 'sfb.ev.jump', 'sfb.ev.place']);

function canCancel(state: SfbState, spec: Spec): boolean {
  return !!state.undo && state.act !== null && spec.seat === state.act.seat;
}

function withoutUndo(s: SfbState): SfbState {
  const { undo: _undo, ...rest } = s;
  return rest;
}

/** The snapshot to keep after a move, or null once the action is committed. */
function undoAfter(before: SfbState, spec: Spec, optId: string, next: SfbState, events: Events): SfbState | null {
  const snapshot = spec.kind === 'activate' ? withoutUndo(before) : (before.undo ?? null);
  if (!snapshot || next.act === null || next.stage !== 'play') return null;
  const r0 = snapshot.rng;
  const r1 = next.rng;
  if (r0.a !== r1.a || r0.b !== r1.b || r0.c !== r1.c || r0.d !== r1.d) return null;
  if (!events.every((e) => typeof e.text !== 'string' && !e.visibleTo && UNDOABLE_EVENTS.has(e.text.key))) return null;
  const nextSpec = currentSpec(next);
  if (!nextSpec || nextSpec.seat !== next.act.seat || optId === 'end') return null;
  return snapshot;
}

/** Applies one action; the only entry that changes a state. One clone per call. */
export function applySfb(state: SfbState, seat: Seat, action: Action): { state: SfbState; events: Events } {
  if (state.stage === 'over') throw new RuleError(t('sfb.err.over'));
  const spec = currentSpec(state);
  if (!spec || spec.seat !== seat) throw new RuleError(t('sfb.err.notYou'));
  if (action.type === spec.kind && action.c === CANCEL && Object.keys(action).length === 2 && canCancel(state, spec)) {
    return { state: cloneState(state.undo!), events: [{ text: t('sfb.ev.cancel', { player: state.players[seat]!.name }) }] };
  }
  const opt = chosenOption(spec, action);
  if (!opt) throw new RuleError(t('sfb.err.notOffered', { what: String(action.c ?? action.type) }));
  const { state: next, events } = runOption(state, opt, { clone: cloneState, settle });
  const undo = undoAfter(state, spec, opt.id, next, events);
  if (undo) next.undo = undo;
  else delete next.undo;
  return { state: next, events };
}

export const sfbEngine: Omit<GameModule<SfbState, SfbOptions>, 'render'> = {
  id: 'sfb',
  name: 'Super Fantasy Brawl',
  seats: { min: 2, max: 4 },
  options: sfbOptionsSchema as unknown as GameModule<SfbState, SfbOptions>['options'],
  strings,
  setup(options, seats, seed) {
    const s = initialState(sfbOptionsSchema.parse(options ?? {}), seats, seed);
    settle(s, []);
    return s;
  },
  prompts(state) {
    const spec = currentSpec(state);
    return spec ? [toPrompt(spec, state)] : [];
  },
  apply: applySfb,
  view: (state, viewer) => viewOf(state, viewer),
  outcome(state) {
    if (state.winner === null) return null;
    const w = state.winner;
    return {
      ranking: [state.teams[w]!.seats, state.teams[1 - w]!.seats],
      reason: t('sfb.out.win', { vp: state.teams[w]!.vp, other: state.teams[1 - w]!.vp }),
    };
  },
  status(view: Json): Text[] {
    const v = view as {
      stage: string;
      round: number;
      active: number | null;
      teams: { vp: number }[];
      players: { name: string }[];
      winner: number | null;
    };
    const lines: Text[] = [t('sfb.st.score', { a: v.teams[0]!.vp, b: v.teams[1]!.vp })];
    if (v.stage === 'setup') lines.push(t('sfb.st.setup'));
    else if (v.winner !== null) lines.push(t('sfb.st.over', { team: v.winner + 1 }));
    else lines.push(t('sfb.st.turn', { round: v.round, player: v.active !== null ? v.players[v.active]!.name : '' }));
    return lines;
  },
  botAction,
  rules: {
    summary: t('sfb.rules.summary'),
    sections: ['turn', 'attack', 'reaction', 'ko', 'traps', 'keywords'].map((k) => ({
      title: t(`sfb.rules.${k}.title`),
      body: t(`sfb.rules.${k}.body`),
    })),
  },
  scenarios: scenarioSupport,
};
