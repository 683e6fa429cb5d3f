/**
 * Render pipeline figures: a 1280×960 hex board drawn with the core helpers,
 * then encoded by the canvas's PNG encoder and by our fast one.
 * Run alone: `npx tsx bench/render.ts`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Hex, hexKey, hexesWithin, hexDistance } from '../src/core/hex.js';
import {
  type Canvas,
  PALETTE,
  drawArrow,
  drawCircle,
  drawFittedText,
  drawHex,
  encodePng,
  fitHexLayout,
  hexToPixel,
  lighten,
  newCanvas,
  seatColor,
} from '../src/core/render/index.js';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
}

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

function timeIt(runs: number, fn: () => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Figures measured in this process, as it was started. */
function measure(): BenchFigure[] {
  drawSampleBoard(); // warm-up: font registration, JIT
  encodePng(drawSampleBoard());
  let bytes = 0;
  const renderEncode = timeIt(40, () => {
    bytes = encodePng(drawSampleBoard()).length;
  });
  const board = drawSampleBoard();
  const renderOnly = timeIt(20, () => drawSampleBoard());
  const fast = timeIt(20, () => encodePng(board));
  const defaultEnc = timeIt(8, () => board.encodeSync('png'));
  return [
    { name: 'board_render_encode_p50_ms', value: round2(percentile(renderEncode, 50)), unit: 'ms' },
    { name: 'board_render_encode_p95_ms', value: round2(percentile(renderEncode, 95)), unit: 'ms' },
    { name: 'board_render_only_p50_ms', value: round2(percentile(renderOnly, 50)), unit: 'ms' },
    { name: 'png_encode_default_p50_ms', value: round2(percentile(defaultEnc, 50)), unit: 'ms' },
    { name: 'png_encode_fast_p50_ms', value: round2(percentile(fast, 50)), unit: 'ms' },
    { name: 'board_png_bytes', value: bytes, unit: 'bytes' },
    { name: 'board_png_default_bytes', value: board.encodeSync('png').length, unit: 'bytes' },
  ];
}

const MALLOC_TUNING = { MALLOC_TRIM_THRESHOLD_: '268435456' };

/**
 * The same board measured in a child process started with the malloc tuning
 * that png.ts recommends (the frame readback is ~15 ms without it).
 */
function measureWithMallocTuning(): BenchFigure[] {
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--json'], {
    env: { ...process.env, ...MALLOC_TUNING },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (child.status !== 0) throw new Error(`bench/render child failed: ${child.stderr}`);
  const figures = JSON.parse(child.stdout.trim().split('\n').pop()!) as BenchFigure[];
  return figures
    .filter((f) => f.name.startsWith('board_render_encode') || f.name === 'png_encode_fast_p50_ms')
    .map((f) => ({ ...f, name: f.name.replace(/_(p\d+_ms)$/, '_malloc_tuned_$1') }));
}

export async function run(): Promise<BenchFigure[]> {
  const tuned = process.env.MALLOC_TRIM_THRESHOLD_ ? [] : measureWithMallocTuning();
  return [...measure(), ...tuned];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(measure()));
  } else {
    for (const f of await run()) console.log(`${f.name.padEnd(40)} ${String(f.value).padStart(10)} ${f.unit}`);
  }
}
