/**
 * Moves of automated seats at the match's level (src/core/search). Hard
 * decisions run in a worker thread, so a search never holds up the event
 * loop (other players' clicks); easy and normal ones are cheap and run here.
 *
 * Deterministic: a move depends on the state, the seat and the seed (the
 * match id and the version the move is made at), never on the clock or on
 * which thread computed it; the moves are logged, and replays apply the log.
 */
import { Worker } from 'node:worker_threads';
import type { Action, Seat } from '../../core/game.js';
import {
  BOT_LEVELS,
  inKeyOrder,
  levelAction,
  searchGameOf,
  searchMove,
  type BotLevel,
  type SearchResult,
} from '../../core/search/index.js';
import type { AnyGame } from '../../games/registry.js';
import { log } from '../../logger.js';

export const isBotLevel = (x: unknown): x is BotLevel => typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

/** The level stored with a match; anything unknown plays the normal bot. */
export const botLevelOf = (m: { botLevel?: string | null }): BotLevel => (isBotLevel(m.botLevel) ? m.botLevel : 'normal');

/** The seed of the move made at `version` of a match. */
export const moveSeed = (matchId: string, version: number): string => `${matchId}:${version}`;

type Request =
  | { id: number; kind: 'move'; game: string; state: unknown; seat: Seat; seats: number; level: BotLevel; seed: string }
  | { id: number; kind: 'suggest'; game: string; state: unknown; seat: Seat; seats: number; seed: string; iterations: number };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** Runs one request (in the worker, or here when no worker is available). */
export function compute(game: AnyGame, req: Request): Action | SearchResult {
  if (req.kind === 'move') return levelAction(searchGameOf(game), req.state, req.seat, req.seats, req.level, req.seed);
  return searchMove(searchGameOf(game), inKeyOrder(req.state), req.seat, req.seats, { iterations: req.iterations, seed: req.seed });
}

/** One worker thread for the shipped games' searches, started on first use. */
export class BotThread {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private broken = false;

  /** `threaded`: the modules the thread has too (src/games/index.ts's); any other game searches inline. */
  constructor(private readonly threaded: readonly AnyGame[] = []) {}

  async move(game: AnyGame, state: unknown, seat: Seat, seats: number, level: BotLevel, seed: string): Promise<Action> {
    const req: Request = { id: 0, kind: 'move', game: game.id, state, seat, seats, level, seed };
    if (level !== 'hard' || !game.bot) return compute(game, req) as Action;
    return (await this.run(game, req)) as Action;
  }

  async suggest(game: AnyGame, state: unknown, seat: Seat, seats: number, seed: string, iterations: number): Promise<SearchResult> {
    return (await this.run(game, { id: 0, kind: 'suggest', game: game.id, state, seat, seats, seed, iterations })) as SearchResult;
  }

  private async run(game: AnyGame, req: Request): Promise<unknown> {
    const worker = this.threaded.includes(game) ? this.start() : null;
    if (!worker) return compute(game, req);
    const id = ++this.next;
    try {
      return await new Promise((resolve, reject) => {
        this.waiting.set(id, { resolve, reject });
        worker.postMessage({ ...req, id });
      });
    } catch (e) {
      // The thread failed (it is restarted on the next request): this answer is computed here, the same from the same seed.
      log.error({ event: 'bots.worker_error', game: game.id, err: e instanceof Error ? e.message : String(e) });
      return compute(game, req);
    }
  }

  private start(): Worker | null {
    if (this.worker || this.broken) return this.worker;
    try {
      const worker = new Worker(new URL('./bot-worker-boot.mjs', import.meta.url));
      worker.unref();
      worker.on('message', (r: Reply) => {
        const w = this.waiting.get(r.id);
        if (!w) return;
        this.waiting.delete(r.id);
        if (r.ok) w.resolve(r.value);
        else w.reject(new Error(r.error));
      });
      worker.on('error', (e) => this.fail(e));
      worker.on('exit', (code) => this.fail(new Error(`bot worker exited with ${code}`)));
      this.worker = worker;
      return worker;
    } catch (e) {
      log.error({ event: 'bots.worker_failed', err: e }, 'bot worker could not start: searching inline');
      this.broken = true;
      return null;
    }
  }

  private fail(e: Error): void {
    this.worker = null;
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.broken = true;
    if (w) await w.terminate();
  }
}
