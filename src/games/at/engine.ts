import { RuleError, type Action, type GameModule, type Json, type Prompt, type Seat } from '../../core/game.js';
import { chosenOption, decisionPrompt, runOption } from '../../core/decisions.js';
import { t, type Text } from '../../core/text.js';
import { atOptionsSchema, type AtOptions, type AtState } from './rules/state.js';
import { initialState } from './rules/setup.js';
import { currentSpecs, settle, specFor, sideHonor, sideName, type Events } from './rules/flow.js';
import { viewOf, type AtView } from './rules/view.js';
import { botAction } from './rules/bot.js';
import { strings } from './rules/strings.js';
import { scenarioSupport } from './rules/scenario.js';
import { cloneState } from './rules/clone.js';

export type { AtState, AtOptions, AtView };

/**
 * Ascension Tactics (game id `at`): the classic 2-player duel, 2 vs 2 with
 * the shared turn and the 3–4 player Melee (option `mode`). A pure,
 * deterministic engine: the seed and the log of applied actions rebuild the
 * state, and the prompt is the only source of legal moves. The game as
 * Tavern serves it (options, pictures, picker hints) is index.ts.
 */
export function applyAt(state: AtState, seat: Seat, action: Action): { state: AtState; events: Events } {
  if (state.winner !== null) throw new RuleError(t('at.err.over'));
  // In a shared turn both teammates may be asked at once (TM-6): the seat's own decision, if it has one.
  const spec = specFor(state, seat);
  if (!spec) throw new RuleError(t('at.err.notYou'));
  const opt = chosenOption(spec, action);
  if (!opt) throw new RuleError(t('at.err.notOffered', { what: String(action.c ?? action.type) }));
  return runOption(state, opt, { clone: cloneState, settle });
}

export const atEngine: Omit<GameModule<AtState, AtOptions>, 'render'> = {
  id: 'at',
  name: 'Ascension Tactics',
  seats: { min: 1, max: 4 },
  options: atOptionsSchema as unknown as GameModule<AtState, AtOptions>['options'],
  strings,
  setup(options, seats, seed) {
    return initialState(atOptionsSchema.parse(options ?? {}), seats, seed);
  },
  prompts(state): Prompt[] {
    return currentSpecs(state).map(decisionPrompt);
  },
  apply: applyAt,
  view: (state, viewer) => viewOf(state, viewer),
  outcome(state) {
    if (state.winner === null) return null;
    const w = state.winner;
    if (w.length === 0) {
      // The Evil Player (not a seat) won: every player loses together (CO-18).
      const all = state.players.map((p) => p.seat);
      const overlord = state.evil?.overlord?.seat;
      const reason =
        state.endReason === 'deckout'
          ? t('at.out.deckout')
          : state.endReason === 'rounds'
            ? t('at.out.rounds', { honor: state.evil?.honor ?? 0 })
            : t('at.out.evil', { honor: state.evil?.honor ?? 0 });
      // Overlord: the seat playing the Evil Player wins alone (OV-12).
      return { ranking: overlord === undefined ? [[], all] : [[overlord], all], reason };
    }
    const rest = state.players.map((p) => p.seat).filter((s) => !w.includes(s));
    if (state.evil?.overlord) rest.push(state.evil.overlord.seat);
    const honor = sideHonor(state, state.players[w[0]!]!.team);
    return {
      ranking: rest.length > 0 ? [w, rest] : [w],
      reason: state.endReason === 'rounds' ? t('at.out.rounds', { honor }) : t('at.out.honor', { player: sideName(state, w[0]!), honor }),
    };
  },
  status(view: Json): Text[] {
    const v = view as unknown as AtView;
    const lines: Text[] =
      v.mode === 'duel'
        ? [t('at.st.honor', { a: v.players[0]!.honor, b: v.players[1]!.honor, goal: v.honorToWin })]
        : [
            t('at.st.sides', {
              list: [...v.sides.map((side) => `${side.names} ${side.honor}`), ...(v.evil ? [`Evil ${v.evil.honor}`] : [])].join(' – '),
              goal: v.honorToWin,
            }),
          ];
    if (v.winner !== null) lines.push(t('at.st.over'));
    else {
      // A shared turn (2 vs 2, Co-op) belongs to the whole team, whichever teammate moved last.
      const side = v.sides.find((x) => x.seats.includes(v.active));
      lines.push(
        side && side.seats.length > 1
          ? t('at.st.turnTeam', { round: v.round, team: side.names })
          : t('at.st.turn', { round: v.round, player: v.players[v.active]!.name }),
      );
    }
    return lines;
  },
  botAction,
  rules: {
    summary: t('at.rules.summary'),
    sections: ['turn', 'fight'].map((k) => ({ title: t(`at.rules.${k}.title`), body: t(`at.rules.${k}.body`) })),
  },
  scenarios: scenarioSupport,
};
