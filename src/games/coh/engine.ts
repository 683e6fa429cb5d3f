import { RuleError, type Action, type GameModule, type Json, type Prompt, type Seat } from '../../core/game.js';
import { chosenOption, decisionPrompt, runOption } from '../../core/decisions.js';
import { t, type Text } from '../../core/text.js';
import { cohOptionsSchema, type CohOptions, type CohState } from './rules/state.js';
import { initialState } from './rules/setup.js';
import { currentSpec, settle, type Events, type Spec } from './rules/flow.js';
export { unlocksOf } from './rules/flow.js';
import { viewOf, type CohView } from './rules/view.js';
import { botAction } from './rules/bot.js';
import { strings } from './rules/strings.js';
import { scenarioSupport } from './rules/scenario.js';
import { cloneState } from './rules/clone.js';

export type { CohState, CohOptions, CohView };

/**
 * Champions of Hara (game id `coh`): the Versus Arena and the Intro Arena
 * for 2–4 characters. A pure, deterministic engine: the seed and the log of
 * applied actions rebuild the state, and the prompt is the only source of
 * legal moves. index.ts adds what Discord needs (pictures, options) and is
 * the module registered in src/games/index.ts.
 */
export function applyCoh(state: CohState, seat: Seat, action: Action): { state: CohState; events: Events } {
  if (state.step === 'over') throw new RuleError(t('coh.err.over'));
  const spec = appliedSpec(state);
  if (!spec || spec.seat !== seat) throw new RuleError(t('coh.err.notYou'));
  const opt = chosenOption(spec, action);
  if (!opt) throw new RuleError(t('coh.err.notOffered', { what: String(action.c ?? action.type) }));
  return runOption(state, opt, { clone: cloneState, settle });
}

/**
 * The decision of the last state `prompts` was asked about, kept for an `apply` to that same state object (a caller
 * reads the prompt, then applies one of its choices): building every option and its label twice was a large part of
 * a move. A state is a value, never changed once handed out (`apply` works on a copy); `prompts` always builds the
 * decision afresh, and `apply` takes it at most once.
 */
let promptedState: CohState | null = null;
let promptedSpec: Spec | null = null;
function appliedSpec(state: CohState): Spec | null {
  if (state !== promptedState) return currentSpec(state);
  const spec = promptedSpec;
  promptedState = null;
  promptedSpec = null;
  return spec;
}

export const cohEngine: Omit<GameModule<CohState, CohOptions>, 'render'> = {
  id: 'coh',
  name: 'Champions of Hara',
  // One seat for the Solo scenarios; the arenas ask for two to four (rules/setup.ts).
  seats: { min: 1, max: 4 },
  options: cohOptionsSchema as unknown as GameModule<CohState, CohOptions>['options'],
  strings,
  setup(options, seats, seed) {
    return initialState(cohOptionsSchema.parse(options ?? {}), seats, seed);
  },
  prompts(state): Prompt[] {
    const spec = currentSpec(state);
    promptedState = state;
    promptedSpec = spec;
    return spec ? [decisionPrompt(spec)] : [];
  },
  apply: applyCoh,
  view: (state, viewer) => viewOf(state, viewer),
  outcome(state) {
    if (state.step !== 'over') return null;
    const seats = state.chars.map((c) => c.seat);
    if (state.scn) {
      // A scenario (§21.3): its winners share the first place; a co-op loss has no winner, the scenario beat
      // everyone (an empty first place, as the platform reads a loss to the game itself).
      // In a competitive scenario (S01, S05, S11) the seats that won come first even when the featured side lost.
      const won = state.scn.winners;
      const reason = t(state.scn.result === 'won' ? 'coh.out.won' : 'coh.out.lost');
      if (won.length === 0) return { ranking: [[], seats], reason };
      const rest = seats.filter((x) => !won.includes(x));
      return { ranking: rest.length > 0 ? [won, rest] : [won], reason };
    }
    if (state.winner === null) return { ranking: [seats], reason: t('coh.out.days') };
    const w = state.winner;
    return { ranking: [[w], seats.filter((x) => x !== w)], reason: t('coh.out.champion', { player: state.chars[w]!.name }) };
  },
  status(view: Json, request?: { over?: boolean }): Text[] {
    const v = view as unknown as CohView;
    const lines: Text[] = v.chars.map((c) =>
      t('coh.st.char', {
        player: c.name,
        red: c.energy.red,
        blue: c.energy.blue,
        green: c.energy.green,
        cap: v.cap,
        health: c.health,
        spirit: c.spirit,
      }),
    );
    if (v.winner !== null || v.endReason !== null || request?.over) lines.push(t('coh.st.over'));
    else lines.push(t(`coh.st.turn.${v.round}`, { day: v.day, player: v.chars[v.active ?? 0]!.name }));
    return lines;
  },
  botAction,
  rules: {
    summary: t('coh.rules.summary'),
    sections: ['turn', 'world'].map((k) => ({ title: t(`coh.rules.${k}.title`), body: t(`coh.rules.${k}.body`) })),
  },
  scenarios: scenarioSupport,
};
