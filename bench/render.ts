/**
 * Render pipeline figures (`npm run bench -- render`; alone: `npx tsx bench/render.ts`).
 *
 * 1. Encoding, per picture (a 1280×960 sample hex board, SFB's board and
 *    hand, ESW's table and hand, from real engine states): the drawing alone
 *    (until its pixels exist: Skia records the drawing calls and rasterizes
 *    them when pixels are first read, so the calls alone, reported as
 *    draw_record, leave out most of the work), sharp's level-1 PNG from the
 *    raw pixels, node:zlib's level-1 deflate
 *    alone on the same pixels (the floor of the hand-made encoder sharp
 *    replaced: it deflated the same bytes and framed them in JavaScript),
 *    and the whole render+encode as the bot does it, with its ratio to
 *    draw + best encode (target ≤ 1.5).
 * 2. Renders off the event loop: the same stream of other players' clicks
 *    (a small handler every 20 ms) while SFB boards are rendered back to
 *    back, once with renders on the main thread and once through the render
 *    pool, in the same run: event-loop delay (monitorEventLoopDelay) p99 and
 *    click latency (due → handled) p95 each time.
 */
import { spawnSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { Json, RenderRequest } from '../src/core/game.js';
import { PNG_OPTIONS } from '../src/core/render/png.js';
import { drawEsw } from '../src/games/esw/render/index.js';
import { drawSfb } from '../src/games/sfb/render/index.js';
import { sfbEngine } from '../src/games/sfb/engine.js';
import { shippedGames } from '../src/games/index.js';
import { RenderPool, inlineRenderer, type Renderer } from '../src/platform/render-pool.js';
import { samples as eswSamples } from './esw-render.js';
import { cohSamples } from './coh-render.js';
import { drawCoh } from '../src/games/coh/render/index.js';
import { midGameStates } from './sfb-render.js';
import { type Hex, hexKey, hexesWithin, hexDistance } from '../src/core/hex.js';
import {
  type Canvas,
  PALETTE,
  toImage,
  drawArrow,
  drawCircle,
  drawFittedText,
  drawHex,
  fitHexLayout,
  hexToPixel,
  lighten,
  newCanvas,
  seatColor,
} from '../src/core/render/index.js';

import type { BenchFigure } from './stats.js';

const ZONE_COLOURS = ['#4f8a4a', '#8a4a4a', '#4a6a8a', '#8a7a3a'];

/** A representative board: 127 labelled hexes in four coloured zones, six tokens, a move arrow. */
export function drawSampleBoard(width = 1280, height = 960): Canvas {
  const { canvas, ctx } = newCanvas(width, height);
  const hexes = hexesWithin({ q: 0, r: 0 }, 6);
  const layout = fitHexLayout(hexes, { x: 24, y: 24, w: width - 48, h: height - 48 });
  for (const h of hexes) {
    const zone = (h.q > 0 ? 1 : 0) + (h.r > 0 ? 2 : 0);
    const base = ZONE_COLOURS[zone]!;
    const fill = hexDistance(h, { q: 0, r: 0 }) % 2 === 0 ? base : lighten(base, 0.08);
    drawHex(ctx, layout, h, { fill, stroke: PALETTE.line, lineWidth: 2 }, 1);
    const c = hexToPixel(layout, h);
    drawFittedText(ctx, hexKey(h), c.x, c.y + layout.size * 0.55, layout.size * 1.1, {
      size: layout.size * 0.3,
      weight: 600,
      color: 'rgba(255,255,255,0.75)',
    });
  }
  const tokens: Hex[] = [
    { q: -3, r: 1 },
    { q: 2, r: -2 },
    { q: 0, r: 3 },
    { q: 4, r: -1 },
    { q: -1, r: -4 },
    { q: -5, r: 5 },
  ];
  tokens.forEach((h, i) => {
    const c = hexToPixel(layout, h);
    drawCircle(ctx, c, layout.size * 0.55, { fill: seatColor(i % 2), stroke: '#ffffff', lineWidth: 3 });
    drawFittedText(ctx, `C${i + 1}`, c.x, c.y - 2, layout.size * 0.9, { size: layout.size * 0.45, weight: 700, color: '#ffffff' });
  });
  const path = [
    { q: -3, r: 1 },
    { q: -2, r: 1 },
    { q: -1, r: 1 },
    { q: -1, r: 2 },
  ].map((h) => hexToPixel(layout, h));
  drawArrow(ctx, path, PALETTE.highlight, 6);
  return canvas;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

async function timeIt(runs: number, fn: (i: number) => unknown): Promise<number[]> {
  await fn(0); // warm-up: fonts, glyph caches, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
const p50 = (xs: number[]): number => percentile(xs, 50);

interface Picture {
  name: string;
  /** Draws one of the picture's samples (the sample `i` modulo their count). */
  draw(i: number): Canvas;
}

function pictures(): Picture[] {
  const sfb = midGameStates();
  const sfbPublic = sfb.map((s) => sfbEngine.view(s, 'public') as Json);
  const sfbHands = sfb.map((s) => sfbEngine.view(s, s.order[0]!) as Json);
  const esw = eswSamples();
  const coh = cohSamples();
  const pick = <T>(xs: T[], i: number): T => xs[i % xs.length]!;
  const sfbDraw = (views: Json[], request: RenderRequest) => (i: number) => drawSfb(pick(views, i), request).canvas;
  return [
    { name: 'board', draw: () => drawSampleBoard() },
    { name: 'sfb_board', draw: sfbDraw(sfbPublic, { kind: 'board' }) },
    { name: 'sfb_hand', draw: sfbDraw(sfbHands, { kind: 'hand' }) },
    { name: 'esw_table', draw: (i) => drawEsw(pick(esw.tables, i), 'board').canvas },
    { name: 'esw_hand', draw: (i) => drawEsw(pick(esw.hands, i), 'hand').canvas },
    { name: 'coh_board', draw: (i) => drawCoh(pick(coh.boards, i), { kind: 'board' })!.canvas },
    { name: 'coh_hand', draw: (i) => drawCoh(pick(coh.hands, i), { kind: 'hand' })!.canvas },
  ];
}

/** sharp's PNG from a canvas's raw pixels (every picture we draw is opaque: RGB out). */
function sharpPng(canvas: Canvas, raw: Buffer): Promise<Buffer> {
  return sharp(raw, { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
    .removeAlpha()
    .png(PNG_OPTIONS)
    .toBuffer();
}

async function encoding(runs: number): Promise<BenchFigure[]> {
  const out: BenchFigure[] = [];
  for (const pic of pictures()) {
    const canvas = pic.draw(0);
    const raw = canvas.data();
    const record = await timeIt(runs, (i) => pic.draw(i));
    // Reading one pixel makes Skia rasterize the recorded drawing, and copies next to nothing.
    const draw = await timeIt(runs, (i) => pic.draw(i).getContext('2d').getImageData(0, 0, 1, 1));
    const viaSharp = await timeIt(runs, () => sharpPng(canvas, raw));
    const viaZlib = await timeIt(runs, () => zlib.deflateSync(raw, { level: 1 }));
    let bytes = 0;
    const whole = await timeIt(runs, async (i) => {
      bytes = (await toImage(pic.draw(i), pic.name)).png.length;
    });
    const best = Math.min(p50(viaSharp), p50(viaZlib));
    const f = (name: string, value: number, unit = 'ms') => out.push({ name: `${pic.name}_${name}`, value: round2(value), unit });
    f('render_encode_p50_ms', p50(whole));
    f('render_encode_p95_ms', percentile(whole, 95));
    f('draw_p50_ms', p50(draw));
    f('draw_record_p50_ms', p50(record));
    f('encode_sharp_p50_ms', p50(viaSharp));
    f('deflate_zlib_p50_ms', p50(viaZlib));
    f('render_encode_vs_draw_best_encode', p50(whole) / (p50(draw) + best), 'ratio');
    f('png_bytes', bytes, 'bytes');
    if (pic.name === 'board') {
      const canvasEncoder = await timeIt(Math.max(3, Math.floor(runs / 5)), () => canvas.encodeSync('png'));
      f('encode_canvas_p50_ms', p50(canvasEncoder));
    }
  }
  return out;
}

/**
 * Other players' clicks while boards render back to back: `renderer` draws
 * `inFlight` SFB boards at a time for `ms` (none when null: the idle baseline), while a click is due every 20 ms
 * (its handler: a view and its JSON, about what answering a button costs).
 */
async function clicksUnderRenders(
  renderer: Renderer | null,
  ms: number,
  inFlight = 2,
): Promise<{ loopP99: number; clickP95: number; renders: number }> {
  const sfb = shippedGames.find((g) => g.id === 'sfb')!;
  const states = midGameStates();
  const views = states.map((s) => sfbEngine.view(s, 'public') as Json);
  let stop = false;
  let renders = 0;
  const renderLoop = async (k: number) => {
    if (!renderer) return;
    for (let i = k; !stop; i += inFlight) {
      await renderer.render(sfb, views[i % views.length]!, { kind: 'board', locale: 'en' });
      renders++;
    }
  };
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const latencies: number[] = [];
  const start = performance.now();
  histogram.enable();
  const loops = Array.from({ length: inFlight }, (_, k) => renderLoop(k));
  // Clicks arrive on their own schedule (one every 20 ms), whatever the loop is doing: each has its own timer.
  const count = Math.floor(ms / 20);
  await new Promise<void>((resolve) => {
    for (let n = 1; n <= count; n++) {
      const due = start + n * 20;
      setTimeout(() => {
        JSON.stringify(sfbEngine.view(states[n % states.length]!, 0));
        latencies.push(performance.now() - due);
        if (latencies.length === count) resolve();
      }, due - performance.now());
    }
  });
  histogram.disable();
  stop = true;
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  return { loopP99: histogram.percentile(99) / 1e6, clickP95: percentile(latencies, 95), renders };
}

async function offTheLoop(ms: number): Promise<BenchFigure[]> {
  const idle = await clicksUnderRenders(null, ms);
  const inline = await clicksUnderRenders(inlineRenderer, ms);
  const pool = new RenderPool(shippedGames);
  await pool.warm();
  // Warm the threads' JIT and glyph caches, as a running bot's are.
  await clicksUnderRenders(pool, Math.min(ms, 3000));
  const threaded = await clicksUnderRenders(pool, ms);
  await pool.close();
  const f = (name: string, value: number, unit = 'ms'): BenchFigure => ({ name, value: round2(value), unit });
  return [
    f('render_load_idle_event_loop_delay_p99_ms', idle.loopP99),
    f('render_load_idle_click_p95_ms', idle.clickP95),
    f('render_load_inline_event_loop_delay_p99_ms', inline.loopP99),
    f('render_load_inline_click_p95_ms', inline.clickP95),
    f('render_load_inline_renders_per_s', inline.renders / (ms / 1000), 'renders/s'),
    f('render_load_pool_event_loop_delay_p99_ms', threaded.loopP99),
    f('render_load_pool_click_p95_ms', threaded.clickP95),
    f('render_load_pool_renders_per_s', threaded.renders / (ms / 1000), 'renders/s'),
  ];
}

/** Figures measured in this process, as it was started. */
async function measure(): Promise<BenchFigure[]> {
  const runs = Number(process.env.RENDER_BENCH_RUNS ?? 20);
  const ms = Number(process.env.RENDER_BENCH_LOAD_MS ?? 8000);
  return [...(await encoding(runs)), ...(await offTheLoop(ms))];
}

const MALLOC_TUNING = { MALLOC_TRIM_THRESHOLD_: '268435456' };

/**
 * Measured in a child process started with the malloc tuning that png.ts
 * recommends (the frame readback is ~15 ms without it), as `npm start` runs.
 */
function measureWithMallocTuning(): BenchFigure[] {
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--json'], {
    env: { ...process.env, ...MALLOC_TUNING },
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (child.status !== 0) throw new Error(`bench/render child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as BenchFigure[];
}

export async function run(): Promise<BenchFigure[]> {
  return process.env.MALLOC_TRIM_THRESHOLD_ ? measure() : measureWithMallocTuning();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(await measure()));
  } else {
    for (const f of await run()) console.log(`${f.name.padEnd(48)} ${String(f.value).padStart(10)} ${f.unit}`);
  }
}
