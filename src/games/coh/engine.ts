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
  const spec = appliedSpec(state, action);
  if (!spec || spec.seat !== seat) throw new RuleError(t('coh.err.notYou'));
  const opt = chosenOption(spec, action);
  if (!opt) throw new RuleError(t('coh.err.notOffered', { what: String(action.c ?? action.type) }));
  return runOption(state, opt, { clone: cloneState, settle });
}

/**
 * The last prompt built, with its state and decision, for an `apply` of one of its own actions to that same state
 * object (a caller reads the prompt, then applies one of its choices): building every option and its label twice was
 * a large part of a move. `prompts` always builds the decision afresh; `apply` reuses it only when handed the very
 * action object that prompt offered for the very state it was built from, and at most once; any other action (a
 * literal, a copy) has its decision built again. States are values (the engine never changes one it handed out): a
 * caller that changed a state in place after reading its prompt and then applied one of that prompt's own actions
 * would have it applied as the prompt offered it.
 */
let prompted: { state: CohState; spec: Spec; prompt: Prompt } | null = null;
function appliedSpec(state: CohState, action: Action): Spec | null {
  const last = prompted;
  if (!last || last.state !== state || !last.prompt.choices.some((c) => c.action === action)) return currentSpec(state);
  prompted = null;
  return last.spec;
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
    if (!spec) return [];
    const prompt = decisionPrompt(spec);
    prompted = { state, spec, prompt };
    return [prompt];
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
