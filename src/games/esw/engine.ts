import { z } from 'zod';
import type { GameModule, ScenarioSupport } from '../../core/game.js';
import { t } from '../../core/text.js';
import { applyInPlace, eswPrompts } from './rules/actions.js';
import { eswBotAction } from './rules/bot.js';
import { eswScenarios } from './rules/scenarios.js';
import { setupState } from './rules/setup.js';
import type { EswOptions, EswState } from './rules/state.js';
import { strings } from './rules/strings.js';
import type { Events } from './rules/util.js';
import { eswOutcome, eswStatus, eswView } from './rules/view.js';

export type { EswOptions, EswState } from './rules/state.js';
export { strings } from './rules/strings.js';

export const eswOptions = z.object({ players: z.number().int().min(2).max(6).default(4) });

/**
 * A deep copy of plain JSON data, several times faster than a JSON round trip.
 * Arrays in the state are homogeneous, so an array whose first item is not an
 * object holds only primitives and is copied with one slice.
 */
function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) {
    if (value.length === 0 || value[0] === null || typeof value[0] !== 'object') return value.slice() as T;
    return value.map(cloneJson) as T;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in value) out[k] = cloneJson((value as Record<string, unknown>)[k]);
    return out as T;
  }
  return value;
}

/** A state is plain JSON: one copy per apply, then the rules work in place. */
export const cloneState = (st: EswState): EswState => cloneJson(st);

/** Scenario support for the conformance runner (position loader and expectation checker). */
export type EswEngine = Omit<GameModule<EswState, EswOptions>, 'render'> & { scenarios: ScenarioSupport<EswState> };

export const eswEngine: EswEngine = {
  id: 'esw',
  name: 'Epic Spell Wars',
  seats: { min: 2, max: 6 },
  options: eswOptions as unknown as GameModule<EswState, EswOptions>['options'],
  strings,
  setup: (options, seats, seed) => setupState(eswOptions.parse(options), seats, seed),
  prompts: eswPrompts,
  apply(state, seat, action) {
    const next = cloneState(state);
    const events: Events = [];
    applyInPlace(next, seat, action, events);
    return { state: next, events };
  },
  view: eswView,
  outcome: eswOutcome,
  status: eswStatus,
  botAction: (state, seat) => eswBotAction(state, seat),
  rules: {
    summary: t('esw.rules.summary'),
    sections: ['turn', 'resolve', 'death'].map((s) => ({ title: t(`esw.rules.${s}.title`), body: t(`esw.rules.${s}.body`) })),
  },
  scenarios: eswScenarios,
};
