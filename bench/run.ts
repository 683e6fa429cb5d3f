/**
 * `npm run bench`: runs every bench/*.ts module's `run()` (each returns
 * figures), prints one table and writes bench-results.json so figures can be
 * compared across commits. `npm run bench -- render sfb` runs only those; the
 * file keeps the last value of every figure not measured.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { BenchFigure } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const skip = new Set(['run.ts', 'stats.ts']);
const only = process.argv.slice(2);
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !skip.has(f))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
  .sort();

const results: (BenchFigure & { bench: string })[] = [];
for (const file of modules) {
  const bench = file.replace(/\.ts$/, '');
  const t0 = performance.now();
  process.stderr.write(`bench ${bench}…\n`);
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { run?: () => Promise<BenchFigure[]> };
  if (typeof mod.run !== 'function') continue;
  const figures = await mod.run();
  results.push(...figures.map((f) => ({ ...f, bench })));
  process.stderr.write(`bench ${bench} done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
console.table(results.map((r) => ({ bench: r.bench, figure: r.name, value: r.value, unit: r.unit })));
// A partial run (`npm run bench -- bots`, or some of its sets) keeps the last value of every figure it did not measure.
const file = path.join(here, '..', 'bench-results.json');
const ran = new Set(results.map((r) => r.name));
const kept = existsSync(file) ? previousFigures(file).filter((f) => !ran.has(f.name)) : [];
const out = { commit: process.env.GIT_COMMIT ?? null, at: new Date().toISOString(), node: process.version, figures: [...kept, ...results] };
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log('Wrote bench-results.json');

function previousFigures(from: string): (BenchFigure & { bench: string })[] {
  try {
    const figures = (JSON.parse(readFileSync(from, 'utf8')) as { figures?: unknown }).figures;
    return Array.isArray(figures) ? (figures as (BenchFigure & { bench: string })[]) : [];
  } catch {
    return []; // An unreadable file is replaced.
  }
}
process.exit(0);
