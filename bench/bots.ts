/**
 * `npm run bench -- bots`: the strength and speed of the bot levels
 * (src/core/search). Fixed seeds, seats swapped (each SFB deal is played
 * with the hard bot in either seat; each ESW deal with the hard wizard in
 * every seat). Games run in two child processes, one per core, each playing
 * its games one after the other; a decision's time is reported as CPU time
 * (one core's work, whatever else the machine runs) and by the clock.
 * The strength "at 100 ms and 1 s per move" is played with iteration budgets
 * that cost about that much CPU per decision (deterministic, unlike a clock
 * budget on a shared machine); the table shows what they cost.
 *
 * BOTS_BENCH_SCALE=0.25 plays a quarter of every set (a quick look);
 * BOTS_BENCH_SETS=esw_oracle_hands,esw_oracle_all plays the ESW ceilings
 * (the hard wizard's sampler shown the others' hands, or everything: how
 * much hidden information and luck leave to judgement; never part of a
 * default run); BOTS_BENCH_ESW_FIRST_DEAL=50 plays other ESW deals;
 * BOTS_BENCH_SETS=sfb_hard,sfb_easy plays only those sets, and reports only
 * their figures (bench-results.json keeps the others' last values), so the
 * long sets can run apart. BOTS_BENCH_FROM_LOG=file[,file…] reports the
 * figures of the games runs cut short (or run apart) played, from their
 * `bots-progress` lines (their stderr), instead of playing. Each
 * finished game is also written to stderr as a `bots-progress` line, so a run
 * cut short still tells what it played.
 * Run alone: `npx tsx bench/bots.ts`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BotLevel } from '../src/core/search/index.js';
import { hardIterations } from '../src/core/search/index.js';
import { eswEngineForSearch } from '../src/games/esw/rules/search.js';
import { playEsw, playSfb, sfbSearch, type Budget, type EswOracle } from './bots-games.js';
import { percentile, round, type BenchFigure } from './stats.js';

interface Job {
  set: string;
  game: 'sfb' | 'esw';
  seed: string;
  levels: BotLevel[];
  /** The seat whose result counts. */
  seat: number;
  budget: Budget;
  /** ESW ceiling sets: what the hard wizard's sampler may see (bench only). */
  oracle?: EswOracle;
}

interface JobResult {
  set: string;
  won: number;
  hardMs: number[];
  hardCpuMs: number[];
  moves: number;
}

const SCALE = Number(process.env.BOTS_BENCH_SCALE ?? '1');
/** `n` scaled, rounded to a multiple of `step` (seats swapped evenly), at least one step. */
const scaled = (n: number, step: number) => Math.max(step, Math.round((n * SCALE) / step) * step);
const SFB_DUELS = scaled(400, 2);
const ESW_GAMES = scaled(300, 6);
const EASY_DUELS = scaled(100, 2);
const TIMED_100_DUELS = scaled(30, 2);
const TIMED_1000_DUELS = scaled(10, 2);
/**
 * Iterations costing about 100 ms and 1 s of CPU per SFB decision on a quiet core (2026-11-28: 40, the hard level's,
 * cost 17.7 ms p50; 75 cost 33.7 ms, 400 cost 175 ms: about 0.44 ms an iteration).
 */
const ITERATIONS_100_MS = 225;
const ITERATIONS_1_S = 2250;

function duels(set: string, count: number, level: BotLevel, budget: Budget): Job[] {
  return Array.from({ length: count }, (_, i) => {
    const seat = i % 2;
    const levels: BotLevel[] = seat === 0 ? [level, 'normal'] : ['normal', level];
    return { set, game: 'sfb' as const, seed: `bots-duel-${Math.floor(i / 2)}`, levels, seat, budget };
  });
}

/** BOTS_BENCH_SETS=sfb_hard,sfb_easy plays only those sets (comma-separated; default: all). */
const SETS = process.env.BOTS_BENCH_SETS?.split(',').filter(Boolean) ?? null;

/** BOTS_BENCH_ESW_FIRST_DEAL=50 plays the ESW deals from the 51st on (another sample of deals; default the first). */
const ESW_FIRST_DEAL = Number(process.env.BOTS_BENCH_ESW_FIRST_DEAL ?? '0');

/** ESW games: each deal with the hard wizard in each of the six seats. */
function eswJobs(set: string, oracle?: EswOracle): Job[] {
  return Array.from({ length: ESW_GAMES }, (_, i) => {
    const seat = i % 6;
    const levels = Array.from({ length: 6 }, (_, k): BotLevel => (k === seat ? 'hard' : 'normal'));
    const seed = `bots-esw-${ESW_FIRST_DEAL + Math.floor(i / 6)}`;
    return { set, game: 'esw' as const, seed, levels, seat, budget: {}, ...(oracle ? { oracle } : {}) };
  });
}

/** Sets played only when BOTS_BENCH_SETS names them: the ESW hard wizard's ceilings, its sampler seeing hidden information. */
const CEILINGS = ['esw_oracle_hands', 'esw_oracle_all'];

function jobs(): Job[] {
  return [
    ...duels('sfb_hard', SFB_DUELS, 'hard', {}),
    ...eswJobs('esw_hard'),
    ...duels('sfb_easy', EASY_DUELS, 'easy', {}),
    ...duels('sfb_100ms', TIMED_100_DUELS, 'hard', { iterations: ITERATIONS_100_MS }),
    ...duels('sfb_1s', TIMED_1000_DUELS, 'hard', { iterations: ITERATIONS_1_S }),
    ...eswJobs('esw_oracle_hands', 'hands'),
    ...eswJobs('esw_oracle_all', 'all'),
  ].filter((j) => (SETS ? SETS.includes(j.set) : !CEILINGS.includes(j.set)));
}

/** Every set spread over the whole run (a run cut short has played some of each). */
function interleaved(list: Job[]): Job[] {
  const size = new Map<string, number>();
  for (const j of list) size.set(j.set, (size.get(j.set) ?? 0) + 1);
  const seen = new Map<string, number>();
  return list
    .map((j, i) => {
      const k = seen.get(j.set) ?? 0;
      seen.set(j.set, k + 1);
      return { j, at: k / size.get(j.set)!, i };
    })
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.j);
}

function playJob(job: Job): JobResult {
  const r = job.game === 'sfb' ? playSfb(job.seed, job.levels, job.budget) : playEsw(job.seed, job.levels, job.budget, job.oracle);
  const first = r.outcome?.ranking[0] ?? [];
  return { set: job.set, won: first.includes(job.seat) ? 1 / first.length : 0, hardMs: r.hardMs, hardCpuMs: r.hardCpuMs, moves: r.moves };
}

/** Child: plays the jobs given on stdin, one JSON line per result. */
async function worker(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  for (const job of JSON.parse(input) as Job[]) {
    const r = playJob(job);
    process.stdout.write(`${JSON.stringify(r)}\n`);
    process.stderr.write(`bots-progress ${JSON.stringify({ set: r.set, won: r.won, moves: r.moves, cpu: r.hardCpuMs.map(Math.round) })}\n`);
  }
}

function runChild(list: Job[]): Promise<JobResult[]> {
  const self = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', self, '--worker'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`bench/bots child exited with ${code}`));
      else
        resolve(
          out
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as JobResult),
        );
    });
    child.stdin.end(JSON.stringify(list));
  });
}

const pct = (results: JobResult[], set: string): number => {
  const mine = results.filter((r) => r.set === set);
  return round((100 * mine.reduce((a, r) => a + r.won, 0)) / mine.length, 1);
};

/**
 * The games runs cut short played, read back from their `bots-progress` lines (BOTS_BENCH_FROM_LOG=files): CPU times
 * only (the lines keep them to the millisecond), no clock times.
 */
function fromLog(files: string): JobResult[] {
  return files
    .split(',')
    .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
    .filter((l) => l.startsWith('bots-progress '))
    .map((l) => {
      const r = JSON.parse(l.slice('bots-progress '.length)) as { set: string; won: number; moves: number; cpu: number[] };
      return { set: r.set, won: r.won, moves: r.moves, hardCpuMs: r.cpu, hardMs: [] };
    });
}

async function play(): Promise<JobResult[]> {
  const all = interleaved(jobs());
  // Interleaved, so both children get a share of every set.
  const halves = [all.filter((_, i) => i % 2 === 0), all.filter((_, i) => i % 2 === 1)];
  return (await Promise.all(halves.map(runChild))).flat();
}

export async function run(): Promise<BenchFigure[]> {
  const log = process.env.BOTS_BENCH_FROM_LOG;
  const results = log ? fromLog(log) : await play();
  const cpu = (sets: string[]) => results.filter((r) => sets.includes(r.set)).flatMap((r) => r.hardCpuMs);
  const wall = (sets: string[]) => results.filter((r) => sets.includes(r.set)).flatMap((r) => r.hardMs);
  const played = (set: string) => results.some((r) => r.set === set);
  /** Games played of a set, and of how many planned when a run was cut short. */
  const games = (set: string, planned: number) => {
    const n = results.filter((r) => r.set === set).length;
    return n === planned ? `${n}` : `${n} of ${planned}`;
  };
  const table = [
    { set: 'sfb_hard', match: `SFB hard vs normal (${games('sfb_hard', SFB_DUELS)} duels, ${hardIterations(sfbSearch)} iterations)` },
    {
      set: 'esw_hard',
      match: `ESW one hard among five normal (${games('esw_hard', ESW_GAMES)} games, ${hardIterations(eswEngineForSearch)} iterations × 0.75–3 by wizards standing; fair share 16.7 %)`,
    },
    { set: 'sfb_easy', match: `SFB easy vs normal (${games('sfb_easy', EASY_DUELS)} duels)` },
    {
      set: 'sfb_100ms',
      match: `SFB hard at ${ITERATIONS_100_MS} iterations (~100 ms) vs normal (${games('sfb_100ms', TIMED_100_DUELS)} duels)`,
    },
    { set: 'sfb_1s', match: `SFB hard at ${ITERATIONS_1_S} iterations (~1 s) vs normal (${games('sfb_1s', TIMED_1000_DUELS)} duels)` },
    {
      set: 'esw_oracle_hands',
      match: `ESW ceiling: the hard wizard sees the others' hands and spells (${games('esw_oracle_hands', ESW_GAMES)} games)`,
    },
    {
      set: 'esw_oracle_all',
      match: `ESW ceiling: the hard wizard sees everything, dice included (${games('esw_oracle_all', ESW_GAMES)} games)`,
    },
  ]
    .filter((row) => played(row.set))
    .map(({ set, match }) => ({ match, 'win %': pct(results, set), '95 % interval': wilson(results, set) }));
  console.table(table);
  const timing = (label: string, sets: string[]) => {
    const c = cpu(sets);
    const w = wall(sets);
    return {
      decisions: label,
      count: c.length,
      'cpu p50': round(percentile(c, 50), 1),
      'cpu p95': round(percentile(c, 95), 1),
      'clock p95': w.length > 0 ? round(percentile(w, 95), 1) : '—',
    };
  };
  console.table(
    [
      { set: 'sfb_hard', label: 'SFB hard (searched)' },
      { set: 'esw_hard', label: 'ESW hard (searched)' },
      { set: 'sfb_100ms', label: `SFB ${ITERATIONS_100_MS} iterations` },
      { set: 'sfb_1s', label: `SFB ${ITERATIONS_1_S} iterations` },
    ]
      .filter((row) => played(row.set))
      .map((row) => timing(row.label, [row.set])),
  );
  const figures: BenchFigure[] = [];
  const win = (name: string, set: string) => {
    if (played(set)) figures.push({ name, value: pct(results, set), unit: '%' });
  };
  win('bots_sfb_hard_vs_normal_win_pct', 'sfb_hard');
  win('bots_esw_hard_among_normal_win_pct', 'esw_hard');
  win('bots_sfb_easy_vs_normal_win_pct', 'sfb_easy');
  const hardSets = ['sfb_hard', 'esw_hard'].filter(played);
  if (hardSets.length > 0) figures.push({ name: 'bots_hard_decision_p95_ms', value: round(percentile(cpu(hardSets), 95), 1), unit: 'ms' });
  win('bots_sfb_hard_100ms_vs_normal_win_pct', 'sfb_100ms');
  win('bots_sfb_hard_1s_vs_normal_win_pct', 'sfb_1s');
  win('bots_esw_oracle_hands_win_pct', 'esw_oracle_hands');
  win('bots_esw_oracle_all_win_pct', 'esw_oracle_all');
  return figures;
}

/** The 95 % Wilson score interval of a set's win share, in percent (a tie counts its share). */
function wilson(results: JobResult[], set: string): string {
  const mine = results.filter((r) => r.set === set);
  const n = mine.length;
  const p = mine.reduce((a, r) => a + r.won, 0) / n;
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${round(100 * (centre - half), 1)}–${round(100 * (centre + half), 1)}`;
}

if (process.argv.includes('--worker')) await worker();
else if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await run());
