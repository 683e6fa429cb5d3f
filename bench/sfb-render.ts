/**
 * Super Fantasy Brawl render figures: board, hand and champion images drawn
 * from real engine states (a seeded match played by the engine's bot) and
 * encoded with the fast PNG path. Run alone: `npx tsx bench/sfb-render.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { Json } from '../src/core/game.js';
import { sfbEngine, type SfbState } from '../src/games/sfb/engine.js';
import { renderSfb } from '../src/games/sfb/render/index.js';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
}

export function midGameStates(): SfbState[] {
  const seats = [{ name: 'Alice' }, { name: 'Bob' }];
  let s = sfbEngine.setup(
    {
      mode: 'free',
      teams: [
        ['kil', 'gwa', 'rat'],
        ['dug', 'akh', 'mar'],
      ],
    },
    seats,
    'bench-sfb',
  );
  const out: SfbState[] = [];
  for (let step = 0; step < 200; step++) {
    const prompts = sfbEngine.prompts(s);
    if (prompts.length === 0) break;
    const seat = prompts[0]!.seat;
    s = sfbEngine.apply(s, seat, sfbEngine.botAction(s, seat)).state;
    if (step >= 40 && step % 20 === 0) out.push(s);
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

async function measure(views: Json[], kind: string, runs: number): Promise<{ times: number[]; maxBytes: number }> {
  await renderSfb(views[0]!, { kind }); // warm-up
  const times: number[] = [];
  let maxBytes = 0;
  for (let i = 0; i < runs; i++) {
    const view = views[i % views.length]!;
    const t0 = performance.now();
    const img = await renderSfb(view, { kind });
    times.push(performance.now() - t0);
    maxBytes = Math.max(maxBytes, img.png.length);
  }
  return { times: times.sort((a, b) => a - b), maxBytes };
}

export async function run(): Promise<BenchFigure[]> {
  const states = midGameStates();
  const publicViews = states.map((s) => sfbEngine.view(s, 'public'));
  const handViews = states.map((s) => sfbEngine.view(s, s.order[0]!));
  const board = await measure(publicViews, 'board', 40);
  const hand = await measure(handViews, 'hand', 40);
  const champions = await measure(publicViews, 'champions', 15);
  return [
    { name: 'sfb_board_render_encode_p50_ms', value: round2(percentile(board.times, 50)), unit: 'ms' },
    { name: 'sfb_board_render_encode_p95_ms', value: round2(percentile(board.times, 95)), unit: 'ms' },
    { name: 'sfb_hand_render_encode_p50_ms', value: round2(percentile(hand.times, 50)), unit: 'ms' },
    { name: 'sfb_hand_render_encode_p95_ms', value: round2(percentile(hand.times, 95)), unit: 'ms' },
    { name: 'sfb_champions_render_encode_p50_ms', value: round2(percentile(champions.times, 50)), unit: 'ms' },
    { name: 'sfb_board_png_max_bytes', value: board.maxBytes, unit: 'bytes' },
    { name: 'sfb_hand_png_max_bytes', value: hand.maxBytes, unit: 'bytes' },
    { name: 'sfb_champions_png_max_bytes', value: champions.maxBytes, unit: 'bytes' },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const f of await run()) console.log(`${f.name.padEnd(40)} ${String(f.value).padStart(10)} ${f.unit}`);
}
