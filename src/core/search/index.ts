/**
 * One search-based bot for every game, over the game contract only: the
 * seat's own prompt, `apply`, `outcome`, the game's bot as playout policy,
 * and a game-supplied sampler (`BotSupport.sample`) that fills in what the
 * seat cannot see (others' hands, deck orders, dice to come) from what it may
 * know. Determinized Monte Carlo search: each iteration draws a fresh
 * determinization, tries one root choice (UCB1 at the root), plays on with the
 * game's bot (a few seeded random moves for variety) up to a horizon, and
 * scores the end by the outcome or the game's evaluation.
 *
 * Deterministic: the only randomness comes from the `seed` (the platform
 * passes the match id and version), and the search is bounded by iterations.
 * `timeLimitMs` is a safety cap only (a machine far slower than expected); the
 * platform leaves it unset so a logged move never depends on the clock.
 */
import { canonicalJson, type Action, type ApplyResult, type Choice, type Outcome, type Prompt, type Seat } from '../game.js';
import { createRng, nextUint32, randomInt, type RngState } from '../rng.js';

/** What a game supplies for the search (GameModule.bot). */
export interface BotSupport<State> {
  /**
   * A state `seat` cannot tell apart from `state`: every piece of information
   * its own view does not show (others' hands, deck orders, face-down cards,
   * the random generator) drawn afresh from `rng`. It must read nothing the
   * view hides: two states with the same view for `seat` and the same `rng`
   * give the same sample.
   */
  sample(state: State, seat: Seat, rng: RngState): State;
  /** Estimated chance that `seat` wins from a non-final state, in [0, 1] (optional; default: 1 / seats). */
  evaluate?(state: State, seat: Seat): number;
  /**
   * The root candidates (optional; default: each choice of the seat's prompt,
   * one move each): a game whose decisions are built in several small moves
   * (a spell card by card) offers whole plans, each a list of moves, the first
   * one played now.
   */
  plans?(state: State, seat: Seat): Plan[];
  /** Whether the search applies now (optional; false: the game's own bot decides, e.g. during setup). */
  searchable?(state: State, seat: Seat): boolean;
  /** Playout length in decisions before the evaluation (optional; default 30). */
  horizon?: number;
  /**
   * Where a playout stops for the evaluation before its horizon (optional): `now` is a natural boundary after
   * `root` (ESW: the next turn's start, every spell of this one resolved), where the evaluation is fitted and no
   * move is left half played.
   */
  cutoff?(root: State, now: State): boolean;
  /** Iterations of a hard decision (optional; default HARD_ITERATIONS): a game whose playouts are cheaper affords more. */
  iterations?: number;
  /**
   * How much of the iterations this decision gets (optional; default 1): a game spends its time where a decision
   * weighs more and costs less (ESW: few wizards standing, each playout shorter and the round's token at stake).
   * The decision searches round(iterations × effort), at least one per candidate.
   */
  effort?(state: State, seat: Seat): number;
  /**
   * Compare the candidates on the same sampled worlds (optional; default false: UCB1, each iteration its own world).
   * Each world (hidden cards, dice, playout draws) is played once with every candidate, so two candidates' estimates
   * differ by what they do, not by the luck of their worlds: worth it when the luck is large beside the differences
   * (a six-wizard table's dice and hands). A close call then goes to the candidate listed first (the game lists its
   * own favourite first): the search departs from the game's bot only when it measured a clear gain.
   */
  paired?: boolean;
  /**
   * How close two estimates must be for a close call (optional; default 0.02): it goes to the plan of fewer moves
   * (paired: to the one listed first).
   */
  closeCall?: number;
  /**
   * Paired only (optional; default 0: any gain beyond the close call): how sure the search must be before it leaves
   * the candidate listed first, in standard errors of the mean per-world difference. Another candidate is played
   * only when, world by world, it did better than the first by more than the close call on average, and that mean
   * stands this many standard errors above zero.
   */
  confidence?: number;
  /** Share of playout moves taken at random instead of by the game's bot (optional; default 0.1). */
  explore?: number;
  /**
   * The first prompt `prompts(state)` lists, or undefined when it lists none (optional): a playout only asks who moves
   * next, and a game of simultaneous prompts (ESW's builds) need not build every seat's menus for that.
   */
  firstPrompt?(state: State): Prompt | undefined;
  /**
   * The same rules without their presentation (optional): the same prompts'
   * actions and states, faster to play out (no labels for Discord, no story
   * kept). Default: the module itself.
   */
  engine?: Omit<SearchGame<State>, 'bot'>;
}

export interface Plan {
  /** Shown in suggestions. */
  label: Choice['label'];
  actions: Action[];
}

/** The game as the search sees it (a GameModule fits). */
export interface SearchGame<State> {
  prompts(state: State): Prompt[];
  apply(state: State, seat: Seat, action: Action): ApplyResult<State>;
  outcome(state: State): Outcome | null;
  botAction(state: State, seat: Seat): Action;
  bot?: BotSupport<State>;
}

export interface SearchOptions {
  /** Iterations (playouts); the search's strength and cost. */
  iterations: number;
  /** Seeds every random draw of the search (match id + version in matches). */
  seed: string;
  /** Share of playout moves taken at random instead of by the game's bot (default: the game's, else 0.1). */
  explore?: number;
  /** Safety cap only (see the module comment); unset in matches. */
  timeLimitMs?: number;
  /** Overrides the game's horizon. */
  horizon?: number;
}

export interface RankedChoice {
  label: Choice['label'];
  action: Action;
  visits: number;
  /** Mean result for the seat, in [0, 1]: its estimated chance to win. */
  winRate: number;
}

export interface SearchResult {
  action: Action;
  /** Every root candidate, best first. */
  ranked: RankedChoice[];
  iterations: number;
}

/** The game as the search plays it: the module's faster rules when it has them, with its support. */
export function searchGameOf<State>(module: SearchGame<State>): SearchGame<State> {
  const engine = module.bot?.engine;
  if (!engine) return module;
  return { prompts: engine.prompts, apply: engine.apply, outcome: engine.outcome, botAction: engine.botAction, bot: module.bot! };
}

/** Score of an ended game for a seat: 1 for a sole winner, 1/k for k tied winners, 0 otherwise. */
export function outcomeScore(outcome: Outcome, seat: Seat): number {
  // Stryker disable next-line ArrayDeclaration: a filled stand-in holds no seat number, so includes(seat) stays false as with [].
  const first = outcome.ranking[0] ?? [];
  return first.includes(seat) ? 1 / first.length : 0;
}

function rootPlans<State>(game: SearchGame<State>, state: State, seat: Seat): Plan[] {
  // Stryker disable next-line OptionalChaining: searchMove, the only caller, has already thrown when the game has no bot.
  const custom = game.bot?.plans?.(state, seat);
  if (custom && custom.length > 0) return custom;
  const prompt = game.prompts(state).find((p) => p.seat === seat);
  if (!prompt) throw new Error('the search has no decision to make');
  return prompt.choices.filter((c) => c.id !== 'cancel').map((c) => ({ label: c.label, actions: [c.action] }));
}

/** Plays on from `state` with the game's bot (and a few random moves) up to `horizon` decisions; returns `seat`'s score. */
function playout<State>(
  game: SearchGame<State>,
  root: State,
  state: State,
  seat: Seat,
  seats: number,
  rng: RngState,
  horizon: number,
  explore: number,
): number {
  let s = state;
  const threshold = Math.floor(explore * 0x100000000);
  // Stryker disable next-line OptionalChaining: playout runs from searchMove only, which has already thrown when the game has no bot.
  const cutoff = game.bot?.cutoff;
  for (let step = 0; step < horizon; step++) {
    const done = game.outcome(s);
    if (done) return outcomeScore(done, seat);
    if (cutoff?.(root, s)) break;
    // Stryker disable next-line OptionalChaining: playout runs from searchMove only, which has already thrown when the game has no bot.
    const prompt = game.bot?.firstPrompt ? game.bot.firstPrompt(s) : game.prompts(s)[0];
    if (!prompt) break;
    const usable = prompt.choices.filter((c) => c.id !== 'cancel');
    const action =
      usable.length > 1 && nextUint32(rng) < threshold ? usable[randomInt(rng, usable.length)]!.action : game.botAction(s, prompt.seat);
    s = game.apply(s, prompt.seat, action).state;
  }
  const done = game.outcome(s);
  if (done) return outcomeScore(done, seat);
  // Stryker disable next-line OptionalChaining: playout runs from searchMove only, which has already thrown when the game has no bot.
  return game.bot?.evaluate ? game.bot.evaluate(s, seat) : 1 / seats;
}

/**
 * Chooses a move for `seat` by determinized search. `seats`: the number of
 * seats (for the default evaluation). Throws when the seat has nothing to
 * decide.
 */
export function searchMove<State>(game: SearchGame<State>, state: State, seat: Seat, seats: number, options: SearchOptions): SearchResult {
  const support = game.bot;
  if (!support) throw new Error('this game offers no search support');
  const plans = rootPlans(game, state, seat);
  const n = plans.length;
  const iterations = support.effort ? Math.max(n, Math.round(options.iterations * support.effort(state, seat))) : options.iterations;
  const visits = new Array<number>(n).fill(0);
  /** Paired: each candidate's result in each world, by world. */
  const byWorld: number[][] = Array.from({ length: n }, () => []);
  const totals = new Array<number>(n).fill(0);
  const horizon = options.horizon ?? support.horizon ?? 30;
  const explore = options.explore ?? support.explore ?? 0.1;
  const rng = createRng(`search:${options.seed}`);
  const t0 = options.timeLimitMs !== undefined ? performance.now() : 0;
  const overTime = () => options.timeLimitMs !== undefined && performance.now() - t0 > options.timeLimitMs;
  let done = 0;
  /** Plays candidate `arm` in the world drawn from `world`: the seat's knowledge, the rest sampled. */
  const iterate = (arm: number, world: number) => {
    const draw = createRng(world);
    const sampled = support.sample(state, seat, draw);
    let s = sampled;
    let value: number;
    try {
      for (const action of plans[arm]!.actions) {
        if (game.outcome(s)) break;
        s = game.apply(s, seat, action).state;
      }
      value = playout(game, sampled, s, seat, seats, draw, horizon, explore);
    } catch {
      // A plan the sampled world does not allow (it should not happen): count it as a loss.
      value = 0;
    }
    visits[arm]!++;
    totals[arm]! += value;
    byWorld[arm]!.push(value);
    done++;
  };
  if (n > 1 && support.paired) {
    // Whole rounds only, so every candidate is measured on the same worlds.
    const rounds = Math.max(1, Math.floor(iterations / n));
    for (let r = 0; r < rounds && !(r > 0 && overTime()); r++) {
      const world = nextUint32(rng);
      for (let arm = 0; arm < n; arm++) iterate(arm, world);
    }
  } else if (n > 1) {
    for (let i = 0; i < iterations; i++) {
      if (i >= n && overTime()) break;
      // Each iteration draws its own world.
      iterate(i < n ? i : ucb(visits, totals, i), nextUint32(rng));
    }
  }
  const ranked = plans
    .map((p, i) => ({
      label: p.label,
      action: p.actions[0]!,
      visits: visits[i]!,
      winRate: visits[i]! > 0 ? totals[i]! / visits[i]! : 0,
      steps: p.actions.length,
      index: i,
    }))
    .sort((a, b) => b.winRate - a.winRate || b.visits - a.visits || a.index - b.index);
  const top = ranked[0]!;
  const close = support.closeCall ?? 0.02;
  let pick: (typeof ranked)[number];
  if (support.paired) {
    // The game's favourite (listed first) stays unless another candidate beat it world by world, clearly: by more
    // than the close call on average, and that many standard errors above zero.
    const z = support.confidence ?? 0;
    const first = byWorld[0]!;
    let chosen = 0;
    let bestGain = close;
    for (let arm = 1; arm < n; arm++) {
      const d = byWorld[arm]!.map((v, w) => v - first[w]!);
      // Stryker disable next-line ConditionalExpression: paired searches play at least one whole round, so every arm has as many worlds as the first (never 0).
      if (d.length === 0) continue;
      const mean = d.reduce((a, x) => a + x, 0) / d.length;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: one world gives 0 / 0 = NaN instead of Infinity; both fail mean >= z * se (z 0 never reads it).
      const variance = d.length > 1 ? d.reduce((a, x) => a + (x - mean) ** 2, 0) / (d.length - 1) : Infinity;
      const se = Math.sqrt(variance / d.length);
      if (mean > bestGain && (z === 0 || mean >= z * se)) {
        chosen = arm;
        bestGain = mean;
      }
    }
    pick = ranked.find((r) => r.index === chosen)!;
  } else {
    // Close calls go to the shorter plan (a plan already under way is not undone for noise).
    pick =
      ranked.filter((r) => r.winRate >= top.winRate - close && r.visits > 0).sort((a, b) => a.steps - b.steps || a.index - b.index)[0] ??
      top;
  }
  const best = [pick, ...ranked.filter((r) => r !== pick)];
  return {
    action: pick.action,
    ranked: best.map(({ label, action, visits: v, winRate }) => ({ label, action, visits: v, winRate })),
    iterations: done,
  };
}

function ucb(visits: number[], totals: number[], t: number): number {
  let best = 0;
  let bestScore = -Infinity;
  const logT = Math.log(t);
  // Stryker disable next-line EqualityOperator: visits[length] is undefined, its score NaN, and NaN > bestScore is false.
  for (let i = 0; i < visits.length; i++) {
    const score = totals[i]! / visits[i]! + 0.7 * Math.sqrt(logT / visits[i]!);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

/** The difficulty of automated seats. */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Iterations of a hard decision (bench/bots.ts measures its time and strength), unless the game sets its own. */
export const HARD_ITERATIONS = 20;

/** Iterations of a hard decision (and of a suggestion) in `game`. */
export const hardIterations = (game: { bot?: { iterations?: number } }): number => game.bot?.iterations ?? HARD_ITERATIONS;

/**
 * A copy of a state with every object's keys sorted. jsonb reorders object keys, and a game may walk an object's
 * keys (SFB listed allies and summed its evaluation in the champions' key order: CI met a logged move its seed did
 * not reproduce from the position built in memory). The bot levels and suggestions decide on this copy, so a
 * position read from the database and the same position built in memory always give the same move.
 */
export function inKeyOrder<State>(state: State): State {
  return JSON.parse(canonicalJson(state)) as State;
}

/**
 * The move of an automated seat at a level, deterministic from the state and
 * `seed`. normal: the game's own bot. easy: the game's bot, but about one
 * non-trivial decision in three is a plausible slip (any other offered
 * choice). hard: the search, where the game supports it (else normal).
 */
export function levelAction<State>(
  game: SearchGame<State>,
  state: State,
  seat: Seat,
  seats: number,
  level: BotLevel,
  seed: string,
): Action {
  state = inKeyOrder(state);
  if (level === 'hard' && game.bot) {
    if (game.bot.searchable?.(state, seat) ?? true)
      return searchMove(game, state, seat, seats, { iterations: hardIterations(game), seed }).action;
    // Not searched: the game's bot, on a sampled state, so the move still depends on the seat's view only.
    return game.botAction(game.bot.sample(state, seat, createRng(`hard:${seed}`)), seat);
  }
  const normal = game.botAction(state, seat);
  if (level !== 'easy') return normal;
  const prompt = game.prompts(state).find((p) => p.seat === seat);
  // Stryker disable next-line ArrayDeclaration: a one-entry stand-in is still fewer than two choices: the normal move either way.
  const others = prompt ? prompt.choices.filter((c) => c.id !== 'cancel') : [];
  if (others.length < 2) return normal;
  const rng = createRng(`easy:${seed}`);
  if (randomInt(rng, 3) !== 0) return normal;
  return others[randomInt(rng, others.length)]!.action;
}
