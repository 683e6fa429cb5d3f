/**
 * The engine shape Super Fantasy Brawl, Ascension Tactics and Champions of
 * Hara share: at any moment one seat owes one decision, a spec whose options
 * each carry the change they make. The prompt offers the options; an action
 * names one; applying runs it on a copy of the state, then the game settles
 * whatever follows on its own (triggers, end of turn) up to the next decision.
 */
import type { Action, GameEvent, Prompt, Seat } from './game.js';
import type { Text } from './text.js';

export interface DecisionOption<S> {
  /** Unique within the decision; the action's `c`. */
  id: string;
  label: Text;
  /** Optional grouping of long lists (see Choice.group). */
  group?: Text;
  run(state: S, events: GameEvent[]): void;
}

export interface Decision<S> {
  seat: Seat;
  kind: string;
  text: Text;
  /** Never described in public (see Prompt.secret). */
  secret?: boolean;
  opts: DecisionOption<S>[];
}

/** The prompt of a decision: one choice per option, whose action is `{ type: kind, c: id }`. */
export function decisionPrompt<S>(spec: Decision<S>): Prompt {
  return {
    seat: spec.seat,
    kind: spec.kind,
    text: spec.text,
    ...(spec.secret ? { secret: true } : {}),
    choices: spec.opts.map((o) => ({
      id: o.id,
      label: o.label,
      action: { type: spec.kind, c: o.id },
      ...(o.group ? { group: o.group } : {}),
    })),
  };
}

/** The option an action picks: undefined unless it is exactly `{ type: kind, c: <an offered id> }`. */
export function chosenOption<S>(spec: Decision<S>, action: Action): DecisionOption<S> | undefined {
  if (action.type !== spec.kind || Object.keys(action).length !== 2) return undefined;
  return spec.opts.find((o) => o.id === action.c);
}

/** Runs an option on a copy of `state` (the given one is never changed), then settles what follows. */
export function runOption<S>(
  state: S,
  option: DecisionOption<S>,
  rules: { clone(state: S): S; settle(state: S, events: GameEvent[]): void },
): { state: S; events: GameEvent[] } {
  const next = rules.clone(state);
  const events: GameEvent[] = [];
  option.run(next, events);
  rules.settle(next, events);
  return { state: next, events };
}
