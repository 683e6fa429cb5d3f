/**
 * Replays, pure: a match's log (game, content version, options, seats, seed,
 * actions) rebuilds every position through its GameModule. A timeline runs
 * the log once, keeping the events and position of every step and a state
 * every few steps, so showing step k applies at most a few actions.
 *
 * Step 0 is the position after setup; step k the position after the k-th
 * action. Who sees what: during a match, a player replays from their own
 * seat's view and anyone else from the public view; once it has ended,
 * everything is revealed (`ReplaySupport.reveal`).
 */
import {
  canonicalJson,
  findOfferedChoice,
  RuleError,
  type Action,
  type GameEvent,
  type Json,
  type Seat,
  type SeatSpec,
} from '../../core/game.js';
import { t, type Text } from '../../core/text.js';
import type { AnyGame } from '../../games/registry.js';

/** Everything a match needs to be rebuilt (also the exported file's content). */
export interface MatchLog {
  game: string;
  contentVersion: string;
  options: unknown;
  seats: SeatSpec[];
  seed: string;
  actions: { seat: Seat; action: Action }[];
}

export type ReplayViewer = { kind: 'seat'; seat: Seat } | { kind: 'public' } | { kind: 'revealed' };

export interface Position {
  round: number;
  turn?: number;
}

export interface TimelineStep {
  /** The seat that acted (null for step 0, the setup). */
  seat: Seat | null;
  /** Every event of the step, private ones included: `frame` filters them for the viewer. */
  events: GameEvent[];
  /** Where the match stands after the step (null when the game does not say). */
  position: Position | null;
}

/** What one step shows to one viewer. */
export interface ReplayFrame {
  step: number;
  steps: number;
  view: Json;
  /** The game's state lines for the view (`status`). */
  status: Text[];
  /** The step's events this viewer may read. */
  events: Text[];
  /** What a revealed view adds (hands, decks, secret picks); empty otherwise. */
  revealed: Text[];
  position: Position | null;
  seat: Seat | null;
  /** The last step of an ended match: drawn as over (it may have ended outside the rules). */
  over: boolean;
}

/** A log that cannot be replayed: why, and at which step (null: before any step). */
export class ReplayError extends Error {
  constructor(
    readonly reason: Text,
    readonly step: number | null = null,
  ) {
    super(typeof reason === 'string' ? reason : `${reason.key} ${JSON.stringify(reason.vars ?? {})}`);
    this.name = 'ReplayError';
  }
}

export const contentVersionOf = (engine: AnyGame): string => engine.contentVersion ?? '1';

/** Keep one state every this many steps: a step costs at most this many applies. */
export const CHECKPOINT_EVERY = 16;

export class Timeline {
  private constructor(
    private readonly engine: AnyGame,
    private readonly log: MatchLog,
    private readonly checkpoints: unknown[],
    private readonly stepInfo: TimelineStep[],
  ) {}

  /**
   * Runs the whole log. Refuses a log recorded with other content, and — with
   * `verify` — any action the engine did not offer at its step; an action
   * the engine refuses is refused in any case.
   */
  static build(engine: AnyGame, log: MatchLog, opts: { verify?: boolean } = {}): Timeline {
    if (log.game !== engine.id) throw new ReplayError(t('replay.wrongGame', { game: log.game }));
    const current = contentVersionOf(engine);
    if (log.contentVersion !== current)
      throw new ReplayError(t('replay.contentChanged', { game: engine.name, recorded: log.contentVersion, current }));
    let state = engine.setup(log.options, log.seats, log.seed);
    const checkpoints: unknown[] = [state];
    const steps: TimelineStep[] = [{ seat: null, events: [], position: positionOf(engine, state) }];
    log.actions.forEach(({ seat, action }, i) => {
      const step = i + 1;
      if (opts.verify && !findOfferedChoice(engine.prompts(state), seat, action))
        throw new ReplayError(t('replay.notOffered', { step, seat: seat + 1 }), step);
      const next = applyAt(engine, state, seat, action, step);
      state = next.state;
      if (step % CHECKPOINT_EVERY === 0) checkpoints.push(state);
      steps.push({ seat, events: next.events, position: positionOf(engine, state) });
    });
    const timeline = new Timeline(engine, log, checkpoints, steps);
    timeline.last = state;
    return timeline;
  }

  private last: unknown;

  /** The number of actions: steps run from 0 to `steps`. */
  get steps(): number {
    return this.stepInfo.length - 1;
  }

  step(k: number): TimelineStep {
    return this.stepInfo[this.clamp(k)]!;
  }

  /** The engine state after step k (k is clamped to the timeline). */
  stateAt(k: number): unknown {
    k = this.clamp(k);
    if (k === this.steps) return this.last;
    const from = Math.floor(k / CHECKPOINT_EVERY);
    let state = this.checkpoints[from]!;
    for (let s = from * CHECKPOINT_EVERY + 1; s <= k; s++) {
      const a = this.log.actions[s - 1]!;
      state = this.engine.apply(state, a.seat, a.action).state;
    }
    return state;
  }

  /** The final state (after the last action). */
  get finalState(): unknown {
    return this.last;
  }

  /** The first step of each round and turn, in order (empty when the game gives no positions). */
  positions(): { position: Position; step: number }[] {
    const out: { position: Position; step: number }[] = [];
    let previous = '';
    this.stepInfo.forEach((s, step) => {
      if (!s.position) return;
      const key = `${s.position.round}.${s.position.turn ?? 0}`;
      if (key !== previous) out.push({ position: s.position, step });
      previous = key;
    });
    return out;
  }

  /** The first step of a round (and turn, if given); null when the match never reached it. */
  stepOf(round: number, turn?: number): number | null {
    const hit = this.positions().find((p) => p.position.round === round && (turn === undefined || p.position.turn === turn));
    return hit?.step ?? null;
  }

  private clamp(k: number): number {
    return Math.max(0, Math.min(this.steps, Math.trunc(k)));
  }
}

function positionOf(engine: AnyGame, state: unknown): Position | null {
  return engine.replay ? engine.replay.position(state) : null;
}

function applyAt(engine: AnyGame, state: unknown, seat: Seat, action: Action, step: number) {
  try {
    return engine.apply(state, seat, action);
  } catch (e) {
    const why = e instanceof RuleError ? e.reason : String(e);
    throw new ReplayError(t('replay.refused', { step, seat: seat + 1, why: typeof why === 'string' ? why : why.key }), step);
  }
}

/**
 * Which view a user replays from: everything once the match is over; during
 * it, a player's own seat, and the public view for anyone else.
 */
export function replayViewer(ended: boolean, seat: Seat | null): ReplayViewer {
  if (ended) return { kind: 'revealed' };
  return seat === null ? { kind: 'public' } : { kind: 'seat', seat };
}

/** What step k shows to a viewer: the view, its state lines and the events the viewer may read. */
export function frame(engine: AnyGame, timeline: Timeline, k: number, viewer: ReplayViewer): ReplayFrame {
  const step = Math.max(0, Math.min(timeline.steps, Math.trunc(k)));
  const state = timeline.stateAt(step);
  const info = timeline.step(step);
  let view: Json;
  let revealed: Text[] = [];
  if (viewer.kind === 'revealed' && engine.replay) {
    const r = engine.replay.reveal(state);
    view = r.view;
    revealed = r.lines;
  } else {
    view = engine.view(state, viewer.kind === 'seat' ? viewer.seat : 'public');
  }
  const events = info.events.filter((e) => canRead(e, viewer)).map((e) => e.text);
  const over = viewer.kind === 'revealed' && step === timeline.steps;
  return {
    step,
    steps: timeline.steps,
    view,
    status: engine.status(view, over ? { over } : undefined),
    events,
    revealed,
    position: info.position,
    seat: info.seat,
    over,
  };
}

/** Public events for everyone; private ones for the seats they name, and for everyone once revealed. */
export function canRead(e: GameEvent, viewer: ReplayViewer): boolean {
  if (!e.visibleTo || viewer.kind === 'revealed') return true;
  return viewer.kind === 'seat' && e.visibleTo.includes(viewer.seat);
}

/** Whether a rebuilt final state is the stored one (jsonb reorders keys: compared canonically). */
export function sameState(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** What happened since a seat's last move, as the seat may read it. */
export interface Recap {
  /** The step of the seat's last move (0: it has not moved yet). */
  since: number;
  /** Events after it, oldest first (the last `limit`). */
  events: Text[];
  /** Events left out before those (older ones). */
  earlier: number;
  /** Seats that moved since, in order of their first move since. */
  movers: Seat[];
}

/**
 * The events since `seat`'s last move: public ones, plus those meant for the
 * seat when `privateToo` (its own panel or DM; never a public thread).
 */
export function recapSince(timeline: Timeline, seat: Seat, opts: { privateToo: boolean; limit: number }): Recap {
  let since = 0;
  for (let k = timeline.steps; k > 0; k--)
    if (timeline.step(k).seat === seat) {
      since = k;
      break;
    }
  const viewer: ReplayViewer = opts.privateToo ? { kind: 'seat', seat } : { kind: 'public' };
  const all: Text[] = [];
  const movers: Seat[] = [];
  for (let k = since + 1; k <= timeline.steps; k++) {
    const step = timeline.step(k);
    if (step.seat !== null && !movers.includes(step.seat)) movers.push(step.seat);
    for (const e of step.events) if (canRead(e, viewer)) all.push(e.text);
  }
  const events = all.slice(-opts.limit);
  return { since, events, earlier: all.length - events.length, movers };
}
