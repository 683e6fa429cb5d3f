import type { Seat } from '../../../core/game.js';
import { createRng, nextUint32, shuffleInPlace, type RngState } from '../../../core/rng.js';
import type { BotSupport, Plan } from '../../../core/search/index.js';
import { cloneState } from './clone.js';
import { CHEAP_KINDS, cheapScore, evaluate } from './bot.js';
import { currentSpec } from './flow/index.js';
import type { SfbState } from './state.js';

/**
 * What the search needs from Super Fantasy Brawl (src/core/search): a sampler
 * and an evaluation.
 *
 * Hidden from a seat (rules/view.ts): the other players' hands, every deck
 * order (its own too), the challenge deck, which trap lies face down where,
 * and the random generator (dice and draws to come). The sampler deals each
 * of these again from the cards that could be there, sorted first so the
 * result depends on the multiset only (which the view determines: a player's
 * hand and deck together are its cards minus its discard and the card in
 * play), never on where the real cards are.
 */
export function sampleSfb(state: SfbState, seat: Seat, rng: RngState): SfbState {
  const s = cloneState(state);
  delete s.undo;
  for (const p of s.players) {
    if (p.seat === seat) {
      shuffleInPlace(rng, p.deck.sort());
      continue;
    }
    const cards = shuffleInPlace(rng, [...p.hand, ...p.deck].sort());
    p.hand = cards.slice(0, p.hand.length);
    p.deck = cards.slice(p.hand.length);
  }
  shuffleInPlace(rng, s.chal.deck.sort());
  const spots = Object.keys(s.traps.board).sort();
  const traps = shuffleInPlace(rng, [...s.traps.pool, ...spots.map((k) => s.traps.board[k]!)].sort());
  s.traps.board = Object.fromEntries(spots.map((k, i) => [k, traps[i]!]));
  s.traps.pool = traps.slice(spots.length);
  s.rng = createRng(nextUint32(rng));
  return s;
}

/** The heuristic evaluation (rules/bot.ts) as a win estimate: about 1.5 VP ahead is a 73 % favourite. */
export function evaluateSfb(state: SfbState, seat: Seat): number {
  const team = state.players[seat]!.team;
  return 1 / (1 + Math.exp(-evaluate(state, team) / 150));
}

/** Candidates searched at once: the heuristic's best few (the search then spends its playouts on them). */
const CANDIDATES = 4;

/** The activation menu and movements, the heuristic's few best first (its own pick always among them). */
function sfbPlans(state: SfbState, seat: Seat): Plan[] {
  const spec = currentSpec(state);
  if (!spec || spec.seat !== seat || !CHEAP_KINDS.has(spec.kind)) return [];
  const team = state.players[seat]!.team;
  return spec.opts
    .map((o, i) => ({ o, i, score: cheapScore(state, spec, o, team) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, CANDIDATES)
    .map(({ o }) => ({ label: o.label, actions: [{ type: spec.kind, c: o.id }] }));
}

export const sfbBotSupport: BotSupport<SfbState> = {
  sample: sampleSfb,
  evaluate: evaluateSfb,
  plans: sfbPlans,
  /**
   * The search decides what to play and where to move; the immediate choices
   * (targets, reactions, values) and setup picks are the heuristic's, taken
   * on a sampled state so it sees no more than the seat may.
   */
  searchable: (state, seat) => {
    const spec = state.stage === 'play' ? currentSpec(state) : null;
    return !!spec && spec.seat === seat && CHEAP_KINDS.has(spec.kind) && spec.opts.length > 1;
  },
  horizon: 10,
  // About 1.3 ms an iteration on a quiet core (CPU time swells two to three times on this two-core machine under a
  // load of 20): 40 cost about 53 ms a decision (p50) and 78 ms (p95) in the 2026-11-27 bench, within the 300 ms p95
  // budget even so, and give each of the four candidates some ten playouts instead of five.
  iterations: 40,
};
