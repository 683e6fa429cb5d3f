/**
 * Epic Spell Wars render figures: the public table, a seat's hand and a cast
 * spell, drawn from real engine states (seeded 4- and 6-player matches played
 * by the engine's bot) and encoded with the fast PNG path.
 * Run alone: `npx tsx bench/esw-render.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { Json } from '../src/core/game.js';
import { eswEngine, type EswState } from '../src/games/esw/engine.js';
import { renderEsw } from '../src/games/esw/render/index.js';
import type { BenchFigure } from './stats.js';

interface Sample {
  tables: Json[];
  hands: Json[];
  spells: Json[];
}

/** Views along bot matches: every 15th state's public and seat views, and every cast spell's picture. */
export function samples(): Sample {
  const out: Sample = { tables: [], hands: [], spells: [] };
  for (const players of [4, 6]) {
    const seats = Array.from({ length: players }, (_, i) => ({ name: `Wizard ${i + 1}` }));
    let st: EswState = eswEngine.setup({ players }, seats, `bench-render-${players}`);
    for (let step = 0; step < 5000 && !eswEngine.outcome(st); step++) {
      const p = eswEngine.prompts(st)[0]!;
      const r = eswEngine.apply(st, p.seat, eswEngine.botAction(st, p.seat));
      st = r.state;
      for (const e of r.events) if (e.picture?.kind === 'spell') out.spells.push(e.picture.view);
      if (step % 15 === 0) {
        out.tables.push(eswEngine.view(st, 'public'));
        const living = st.seats.findIndex((s) => s.alive && s.hand.length > 0);
        if (living >= 0) out.hands.push(eswEngine.view(st, living));
      }
    }
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

async function measure(views: Json[], kind: string, runs: number): Promise<{ times: number[]; maxBytes: number }> {
  await renderEsw(views[0]!, { kind }); // warm-up (fonts, glyph caches)
  const times: number[] = [];
  let maxBytes = 0;
  for (let i = 0; i < runs; i++) {
    const view = views[i % views.length]!;
    const t0 = performance.now();
    const img = (await renderEsw(view, { kind }))!;
    times.push(performance.now() - t0);
    maxBytes = Math.max(maxBytes, img.png.length);
  }
  return { times: times.sort((a, b) => a - b), maxBytes };
}

export async function run(): Promise<BenchFigure[]> {
  const s = samples();
  const figures: BenchFigure[] = [];
  for (const [name, views, kind] of [
    ['table', s.tables, 'board'],
    ['hand', s.hands, 'hand'],
    ['spell', s.spells, 'spell'],
  ] as const) {
    const m = await measure(views, kind, 40);
    figures.push(
      { name: `esw_${name}_render_encode_p50_ms`, value: round2(percentile(m.times, 50)), unit: 'ms' },
      { name: `esw_${name}_render_encode_p95_ms`, value: round2(percentile(m.times, 95)), unit: 'ms' },
      { name: `esw_${name}_png_max_kb`, value: Math.round(m.maxBytes / 1024), unit: 'KB' },
    );
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const f of await run()) console.log(`${f.name}: ${f.value} ${f.unit}`);
}
