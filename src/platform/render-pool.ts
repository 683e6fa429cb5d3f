/**
 * Pictures drawn and encoded off the event loop: a small pool of worker
 * threads (piscina) that each load the shipped games and run their `render`
 * and the table pictures (leaderboards, standings). Drawing a board and
 * encoding its PNG takes tens of milliseconds of CPU; on the main thread it
 * would hold up every other player's click for that long.
 *
 * Pure: a picture depends on its view and request only, so it is the same
 * from any thread. A game the threads do not have (a test's fixture game)
 * renders here, as does everything when the pool could not start.
 */
import { availableParallelism } from 'node:os';
// sharp is loaded here before any worker: its shared libraries then stay loaded for the process's life
// (sharp's advice for worker threads on glibc, where a worker's exit would otherwise unload them).
import 'sharp';
import { Piscina } from 'piscina';
import type { Image, RenderRequest } from '../core/game.js';
import { renderTable, type TableImage } from '../core/render/table.js';
import { assembleGif, type GifImage, type GifTiming } from '../core/render/gif.js';
import type { AnyGame } from '../games/registry.js';
import { log } from '../logger.js';
import { encodeSeconds } from '../metrics.js';

/** What the workers are asked (render-worker.ts). */
export type RenderTask =
  | { kind: 'game'; game: string; view: unknown; request: RenderRequest }
  | { kind: 'table'; spec: TableImage }
  | { kind: 'gif'; pngs: Uint8Array[]; width: number; timing: GifTiming }
  | { kind: 'ping' };

/**
 * What a worker answers: the PNG's bytes come back as a Uint8Array (structured clone drops the Buffer class),
 * with the thread's encode times for this thread's metrics.
 */
export type RenderAnswer = (Omit<Image, 'png'> & { png: Uint8Array; encodeSeconds?: number[] }) | null;

/** A worker's GIF (the bytes as a Uint8Array, as for pictures). */
export type GifAnswer = (Omit<GifImage, 'gif'> & { gif: Uint8Array }) | null;

/** Where pictures are drawn: here (tests, tools) or in the pool. */
export interface Renderer {
  render(game: AnyGame, view: unknown, request: RenderRequest): Promise<Image | null>;
  table(spec: TableImage): Promise<Image>;
  /** An animated GIF from PNG frames (the end-of-match animation). */
  gif(pngs: Uint8Array[], width: number, timing: GifTiming): Promise<GifImage | null>;
  close(): Promise<void>;
}

/** Draws on the calling thread. */
export const inlineRenderer: Renderer = {
  render: (game, view, request) => game.render(view as never, request),
  table: async (spec) => renderTable(spec),
  gif: assembleGif,
  close: async () => {},
};

export interface RenderPoolOptions {
  /** Threads at most (default: 2, or fewer on a one-core machine: a render is all CPU). */
  threads?: number;
  /** A thread idle this long ends (it starts again on demand); default 60 s. */
  idleMs?: number;
}

export class RenderPool implements Renderer {
  private pool: Piscina<RenderTask, RenderAnswer | GifAnswer> | null = null;
  private broken = false;
  private closed = false;

  /** `threaded`: the modules the threads have too (src/games/index.ts's); any other game renders inline. */
  constructor(
    private readonly threaded: readonly AnyGame[],
    private readonly opts: RenderPoolOptions = {},
  ) {}

  async render(game: AnyGame, view: unknown, request: RenderRequest): Promise<Image | null> {
    const pool = this.threaded.includes(game) ? this.start() : null;
    if (!pool) return game.render(view as never, request);
    return asImage(await this.run(pool, { kind: 'game', game: game.id, view, request }, () => game.render(view as never, request)));
  }

  async table(spec: TableImage): Promise<Image> {
    const pool = this.start();
    if (!pool) return renderTable(spec);
    return asImage(await this.run(pool, { kind: 'table', spec }, async () => renderTable(spec)))!;
  }

  async gif(pngs: Uint8Array[], width: number, timing: GifTiming): Promise<GifImage | null> {
    const pool = this.start();
    if (!pool) return assembleGif(pngs, width, timing);
    try {
      const answer = (await pool.run({ kind: 'gif', pngs, width, timing })) as GifAnswer;
      return answer && { ...answer, gif: Buffer.from(answer.gif.buffer, answer.gif.byteOffset, answer.gif.byteLength) };
    } catch (e) {
      log.error({ event: 'render.worker_error', task: 'gif', err: e instanceof Error ? e.message : String(e) });
      return assembleGif(pngs, width, timing);
    }
  }

  /** Starts the threads and has each load the games, so the first click does not wait for that. */
  async warm(): Promise<void> {
    const pool = this.start();
    if (!pool) return;
    await Promise.all(Array.from({ length: pool.options.maxThreads }, () => pool.run({ kind: 'ping' }).catch(() => null)));
  }

  /** Threads running now (for tests and the bench). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** Waits for the pictures under way, then ends the threads; later renders run inline. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close().catch(() => pool.destroy());
  }

  private async run(
    pool: Piscina<RenderTask, RenderAnswer | GifAnswer>,
    task: RenderTask,
    inline: () => Promise<Image | null>,
  ): Promise<RenderAnswer | Image> {
    try {
      return (await pool.run(task)) as RenderAnswer;
    } catch (e) {
      // A picture the game refused (an unknown kind, a bad view) fails the same way here; a dead thread does not.
      log.error({ event: 'render.worker_error', task: task.kind, err: e instanceof Error ? e.message : String(e) });
      return inline();
    }
  }

  private start(): Piscina<RenderTask, RenderAnswer | GifAnswer> | null {
    if (this.pool || this.broken || this.closed) return this.pool;
    try {
      const maxThreads = Math.max(1, this.opts.threads ?? Math.min(2, availableParallelism()));
      this.pool = new Piscina<RenderTask, RenderAnswer | GifAnswer>({
        filename: new URL('./render-worker-boot.mjs', import.meta.url).href,
        minThreads: 0,
        maxThreads,
        idleTimeout: this.opts.idleMs ?? 60_000,
      });
      this.pool.on('error', (e: unknown) => log.error({ event: 'render.pool_error', err: String(e) }));
      return this.pool;
    } catch (e) {
      log.error({ event: 'render.pool_failed', err: String(e) }, 'render threads could not start: drawing inline');
      this.broken = true;
      return null;
    }
  }
}

function asImage(a: RenderAnswer | Image): Image | null {
  if (!a) return null;
  if (Buffer.isBuffer(a.png)) return a as Image;
  const { encodeSeconds: times, png, ...image } = a as Exclude<RenderAnswer, null>;
  for (const seconds of times ?? []) encodeSeconds.observe(seconds);
  return { ...image, png: Buffer.from(png.buffer, png.byteOffset, png.byteLength) };
}
