/**
 * The games bench/bots.ts plays: one match between automated seats at given
 * levels, with the platform's seeding (each decision seeded by match seed and
 * move number), from the pure engines.
 */
import type { Action, Outcome, SeatSpec } from '../src/core/game.js';
import { levelAction, type BotLevel, type SearchGame, searchGameOf, searchMove } from '../src/core/search/index.js';
import { sfbEngine, type SfbState } from '../src/games/sfb/engine.js';
import { sfbBotSupport } from '../src/games/sfb/rules/search.js';
import { randomTeams } from '../src/games/sfb/rules/playout.js';
import { eswEngineForSearch } from '../src/games/esw/rules/search.js';
import { cloneState } from '../src/games/esw/engine.js';
import type { EswState } from '../src/games/esw/rules/state.js';
import { createRng, nextUint32, shuffleInPlace, type RngState } from '../src/core/rng.js';

export const sfbSearch: SearchGame<SfbState> = { ...sfbEngine, bot: sfbBotSupport };

export interface GameResult {
  outcome: Outcome | null;
  moves: number;
  /** Milliseconds of each searched (hard, non-trivial) decision, by the clock. */
  hardMs: number[];
  /** The same decisions' CPU time in milliseconds (one core's work, whatever else the machine runs). */
  hardCpuMs: number[];
}

/** How hard seats search: the level's iterations (default), other iterations, or a time per move (bench only: not reproducible). */
export interface Budget {
  iterations?: number;
  timeMs?: number;
}

function play<S>(
  game: SearchGame<S>,
  state: S,
  seats: number,
  levels: BotLevel[],
  seed: string,
  budget: Budget,
  maxMoves = 3000,
): GameResult {
  // The bots decide as the platform's do (src/platform/matches/bots.ts): on the game's search engine when it has one.
  const searching = searchGameOf(game);
  const hardMs: number[] = [];
  const hardCpuMs: number[] = [];
  let moves = 0;
  let s = state;
  while (!game.outcome(s) && moves < maxMoves) {
    const prompt = game.prompts(s)[0];
    if (!prompt) break;
    const level = levels[prompt.seat]!;
    const decisionSeed = `${seed}:${moves}`;
    let action: Action;
    const searched = level === 'hard' && prompt.choices.length > 1 && (game.bot?.searchable?.(s, prompt.seat) ?? true);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    if (searched && (budget.iterations !== undefined || budget.timeMs !== undefined)) {
      const limits =
        budget.timeMs !== undefined ? { iterations: 1_000_000, timeLimitMs: budget.timeMs } : { iterations: budget.iterations! };
      action = searchMove(searching, s, prompt.seat, seats, { ...limits, seed: decisionSeed }).action;
    } else action = levelAction(searching, s, prompt.seat, seats, level, decisionSeed);
    if (searched) {
      hardMs.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      hardCpuMs.push((c.user + c.system) / 1000);
    }
    s = game.apply(s, prompt.seat, action).state;
    moves++;
  }
  return { outcome: game.outcome(s), moves, hardMs, hardCpuMs };
}

export function playSfb(seed: string, levels: BotLevel[], budget: Budget = {}): GameResult {
  const seats: SeatSpec[] = levels.map((_, i) => ({ name: `P${i + 1}`, bot: true }));
  const state = sfbEngine.setup({ mode: 'free', teams: randomTeams(seed, levels.length) }, seats, seed);
  return play(sfbSearch, state, levels.length, levels, seed, budget);
}

/**
 * What an ESW hard wizard's sampler may see in the bench's ceiling sets (never in play: the bot's own sampler deals
 * everything its view hides afresh). `hands`: the other wizards' hands, drafts and face-down spells as they are,
 * the decks' order and the dice still unknown. `all`: the state itself, dice included, so a playout to the next
 * turn's start is what will happen if everyone then plays as the heuristic does.
 */
export type EswOracle = 'hands' | 'all';

function oracleSample(oracle: EswOracle) {
  return (state: EswState, _seat: number, rng: RngState): EswState => {
    const s = cloneState(state);
    if (oracle === 'all') return s;
    for (const deck of [s.main, s.treasureDeck, s.deadDeck]) shuffleInPlace(rng, deck.draw.sort());
    s.rng = createRng(nextUint32(rng));
    return s;
  };
}

export function playEsw(seed: string, levels: BotLevel[], budget: Budget = {}, oracle: EswOracle | null = null): GameResult {
  const seats: SeatSpec[] = levels.map((_, i) => ({ name: `W${i + 1}`, bot: true }));
  const game: SearchGame<EswState> & typeof eswEngineForSearch = oracle
    ? { ...eswEngineForSearch, bot: { ...eswEngineForSearch.bot, sample: oracleSample(oracle) } }
    : eswEngineForSearch;
  const state = game.setup({ players: levels.length }, seats, seed);
  return play(game, state, levels.length, levels, seed, budget);
}
