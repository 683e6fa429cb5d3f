import type { ZodType } from 'zod';
import type { Locale, Text, StringCatalog } from './text.js';
import type { BotSupport } from './search/index.js';

/**
 * The contract every game module fulfils. A game is a pure, deterministic
 * state machine: `setup(seed)` + the log of applied actions rebuilds the exact
 * state, and `prompts` is the only source of legal moves.
 */

/** A seat index, 0-based, in seating order. */
export type Seat = number;

/** Any JSON value: actions and states must survive a JSON round-trip. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** An action is a JSON object a prompt offered; `type` names it. */
export type Action = { type: string; [k: string]: Json };

export interface Choice {
  /** Stable short token, unique within the prompt (goes into custom IDs: keep it ≤ 24 chars). */
  id: string;
  label: Text;
  /** The action applied when this choice is picked. */
  action: Action;
  /** Optional grouping (e.g. the hex row) used to split long lists into steps. */
  group?: Text;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
  /** Longer explanation shown in menus. */
  description?: Text;
  /**
   * The board hex this choice designates (axial key "q,r"), for spatial
   * choices (move, place, target…): the panel labels each such hex on a
   * picture of the board (`RenderRequest.marks`) and names the button after
   * the label (optional).
   */
  hex?: string;
  /** A hex direction (0..5, the order of `HEX_DIRECTIONS`): shown as an arrow and a word (optional). */
  direction?: number;
  /**
   * Why this choice is probably wasted (a card with no target in reach that
   * would fizzle): shown on the choice, and the player confirms before it is
   * applied (optional).
   */
  warning?: Text;
}

export interface Prompt {
  seat: Seat;
  /** Machine name of the decision ("playCard", "chooseHex", "reactOrPass"…). */
  kind: string;
  /** What is being asked, in the player's words. */
  text: Text;
  choices: Choice[];
  /** Secret prompts (mulligan, spell building) are never described in public. */
  secret?: boolean;
  /**
   * Taken at the same time as other seats' prompts, whose moves do not change
   * what these choices mean: a click made on an older version of the match
   * still applies when this seat has not moved since (optional).
   */
  simultaneous?: boolean;
  /**
   * Presentation hint (optional). 'menus': each group is one select menu (its
   * choices are alternatives, e.g. a card for each spell slot) and ungrouped
   * choices are buttons, when that fits one message.
   */
  layout?: 'menus';
}

export interface GameEvent {
  text: Text;
  /** When set, only these seats may see the event (e.g. "you drew …"). */
  visibleTo?: Seat[];
  /** A picture posted with the event: `render(view, { kind })` (optional; public data only). */
  picture?: { kind: string; view: Json };
}

export class RuleError extends Error {
  constructor(public readonly reason: Text) {
    super(typeof reason === 'string' ? reason : reason.key);
    this.name = 'RuleError';
  }
}

export interface ApplyResult<State> {
  state: State;
  events: GameEvent[];
}

export interface SeatSpec {
  /** Team number for team games (seats with the same team win together). */
  team?: number;
  /** An automated seat: the platform asks `botAction` for its moves. */
  bot?: boolean;
  /** Display name, for texts only. */
  name: string;
}

/** Final places: ranking[0] holds the winners (several on a team win or tie). */
export interface Outcome {
  ranking: Seat[][];
  reason: Text;
}

export type Viewer = Seat | 'public';

export interface Image {
  name: string;
  png: Buffer;
  width: number;
  height: number;
}

export interface RenderRequest {
  /** 'board' for the match message; games may define more ('hand', 'card:<id>'…). */
  kind: string;
  /** The reader's language for words drawn in the image (optional; games may draw one language). */
  locale?: Locale;
  /**
   * Hexes to label on a board picture (the panel's spatial picker): the game
   * draws each label on its hex, clearly readable at the size Discord shows
   * the image, and may crop the picture around the marks (optional; for
   * 'board' and any board-like kind).
   */
  marks?: { hex: string; label: string }[];
  /**
   * The match has ended, possibly outside the rules (a resignation, a
   * time-out, a moderator): draw the final state, with no turn or waiting
   * banner (optional).
   */
  over?: boolean;
}

/**
 * An option a player sets when challenging (e.g. recruitment mode). The
 * /challenge command offers it as a string choice; the chosen value reaches
 * `options` under `name`.
 */
export interface ChallengeOption {
  /** Lowercase, 1–32 chars, [a-z0-9_-] (a Discord option name). */
  name: string;
  description: string;
  choices: { label: string; value: string }[];
  /** The value the game uses when the option is left out (optional; shown on the challenge). */
  default?: string;
  /** Reads the chosen value back from the parsed options (optional; default: `options[name]`). */
  readValue?(options: unknown): string | undefined;
  /** Also offered by /tournament create (optional): it shapes every table (a mode, a variant), not one player's choice. */
  tournament?: boolean;
}

export interface GameModule<State, Options = unknown> {
  id: string;
  /** Display name (also the /challenge choice label). */
  name: string;
  seats: { min: number; max: number };
  /** The seat counts the chosen options allow, when not every count from min to max works (optional; e.g. 2 or 4). */
  seatCounts?(options: Options): number[];
  options: ZodType<Options>;
  /**
   * /challenge options (optional). The game's catalog may name them for
   * players: `option.<name>` (the option), `option.<name>.<value>` (a
   * choice), `option.<name>.help` (its description in the command list).
   */
  challengeOptions?: ChallengeOption[];
  /**
   * Who plays with whom at this many seats (optional): groups of seats that
   * win together, e.g. [[0, 2], [1, 3]]; null or absent: each seat for itself.
   * The platform records the teams, seats players by them and names them.
   */
  teams?(options: Options, seatCount: number): Seat[][] | null;
  /**
   * Whether a match with these options counts for ratings (optional; default
   * rated). An unrated mode (a solo or co-op scenario) changes no rating,
   * makes no leaderboard entry, says "unrated" on its challenge and result,
   * and cannot be a tournament's or ladder's game (their matches are
   * played with the default options).
   */
  rated?(options: Options): boolean;
  /**
   * The record-board entry of an ended match of an unrated mode (optional;
   * see `RecordEntry`): called once, in the transaction that ends the match
   * by the rules (not after a resignation, a time-out or a moderator's end),
   * when `rated(options)` is false. Null: nothing to record.
   */
  record?(state: State, options: Options): RecordEntry | null;
  /**
   * Matches to offer the same players when this one ends by the rules with a
   * winner (optional; Champions of Hara's Narrative Arc): each becomes a
   * button under the result (at most 4, labelled in the server's language);
   * a click by one of the players challenges the others with `options`
   * (parsed by `options` like any challenge). Bots keep their seats.
   */
  nextMatches?(state: State, options: Options): { label: Text; options: Json }[];
  /**
   * What each seat unlocked in this match (optional; Champions of Hara's
   * progression cards): read when the match ends by the rules and kept per
   * player and game, for every later match (`withUnlocks`) and `/profile`.
   * An unlock is a key: lowercase letters, digits and `:_-`, 1–60 chars; the
   * catalog may name it `unlock.<key>`. Bots unlock nothing.
   */
  unlocks?(state: State): { seat: Seat; unlock: string }[];
  /**
   * The options a match starts with, given each seat's unlocks in seat order
   * (a bot's: none) (optional): called when the match starts, before `setup`;
   * the result is stored as the match's options, so replays rebuild it
   * exactly whatever is unlocked later.
   */
  withUnlocks?(options: Options, unlocksBySeat: string[][]): Options;
  strings: StringCatalog;
  setup(options: Options, seats: SeatSpec[], seed: string): State;
  prompts(state: State): Prompt[];
  /** Applies one action for one seat; throws RuleError when it is not legal now. */
  apply(state: State, seat: Seat, action: Action): ApplyResult<State>;
  /** What a seat (or the public) may see: hidden information removed. */
  view(state: State, viewer: Viewer): Json;
  outcome(state: State): Outcome | null;
  /**
   * Lines describing the public state for the match message (scores, phase…).
   * `over`: the match has ended, possibly outside the rules — describe the
   * final state, not whose turn it is.
   */
  status(view: Json, request?: { over?: boolean }): Text[];
  /**
   * What a seat that has nothing to decide is waiting for, from its own view
   * (a dead wizard until the next round): the panel says it instead of a
   * generic "nothing is asked of you" (optional; null when there is nothing
   * particular to say).
   */
  idle?(view: Json): Text | null;
  /**
   * A render kind that shows the board's action up close, readable where
   * Discord shows the whole board small (a phone): the match message then
   * offers Zoom (optional).
   */
  zoomKind?: string;
  /** Draws a view; null for a kind this game does not draw (e.g. no 'hand' image). */
  render(view: Json, request: RenderRequest): Promise<Image | null>;
  /** Picks a move for an automated seat, deterministically from the state (the "normal" bot level). */
  botAction(state: State, seat: Seat): Action;
  /**
   * What the search-based bot (src/core/search: the "hard" level and move
   * suggestions) needs: a sampler of hidden information and an evaluation
   * (optional; without it the hard level plays like normal).
   */
  bot?: BotSupport<State>;
  /** Rulebook summary and sections for /rules. */
  rules: { summary: Text; sections: { title: Text; body: Text }[] };
  /** Conformance-scenario hooks (docs/scenarios.md); optional. */
  scenarios?: ScenarioSupport<State>;
  /**
   * Marks the public event lines that a later line of the same list retells
   * (the steps of a card, summed up in one line once it is resolved): lists
   * of events — the thread, the match message's last events — leave them
   * out. Optional; one flag per line.
   */
  retold?(texts: readonly Text[]): boolean[];
  /**
   * The version of the content and rules a match is played with (optional;
   * default "1"). Recorded with every match: bump it when a change would
   * rebuild a recorded match differently, and replays of older matches are
   * refused with a clear message instead of showing wrong positions.
   */
  contentVersion?: string;
  /** Replays: what an ended match reveals, and where a state stands (optional; see `ReplaySupport`). */
  replay?: ReplaySupport<State>;
}

/**
 * One result on a record board (`GameModule.record`): /records shows, per
 * server and board, how many were played and won, and the best win — the
 * lowest score, the earliest among equals — with who and when.
 */
export interface RecordEntry {
  /** The board's stable key: lowercase letters, digits and `:_-`, 1–60 chars (e.g. "solo:warded-vale:hard"). */
  board: string;
  /** The board's name for players (e.g. "Solo · Warded Vale · hard"); the latest one recorded is shown. */
  label: Text;
  won: boolean;
  /** Lower is better: rounds played, the Day reached… (a whole number, 0 to 1,000,000). */
  score: number;
  /** The score for players ("7 rounds", "Day 3"). */
  scoreText: Text;
}

/**
 * How a game helps replays beyond `view` (src/platform/matches/replay.ts).
 * Without it, an ended match replays from the public view and steps are
 * numbered only.
 */
export interface ReplaySupport<State> {
  /**
   * Everything, for an ended match (as finished games on board-game sites
   * show): a view `render` and `status` accept, holding every hand, deck
   * order and secret pick, and lines naming what it adds to the public view.
   */
  reveal(state: State): { view: Json; lines: Text[] };
  /** Where a state stands: its round and, for games with turns inside a round, its turn from 1 (replays jump there). */
  position(state: State): { round: number; turn?: number };
}

/**
 * How a game runs conformance scenarios (docs/scenarios.md): build the
 * starting position from the scenario's `setup` object, and compare a state
 * with an `expect` object (one readable line per mismatch).
 */
export interface ScenarioSupport<State> {
  setup(setup: Json): { state: State; events: GameEvent[] };
  check(state: State, expect: Json, events: GameEvent[]): string[];
}

/** Applies an action only if one of the seat's prompts offers it (deep-equal). */
export function findOfferedChoice(prompts: Prompt[], seat: Seat, action: Action): Choice | undefined {
  const want = canonicalJson(action);
  for (const p of prompts) {
    if (p.seat !== seat) continue;
    const c = p.choices.find((ch) => canonicalJson(ch.action) === want);
    if (c) return c;
  }
  return undefined;
}

/** JSON with object keys sorted: the only safe thing to compare or hash (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? // Stryker disable next-line EqualityOperator: the keys of one object are distinct, so a and b are never equal (< and <= agree).
        Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
