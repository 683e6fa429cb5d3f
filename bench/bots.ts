/**
 * `npm run bench -- bots`: the strength and speed of the bot levels
 * (src/core/search). Fixed seeds, seats swapped (each SFB deal is played
 * with the hard bot in either seat; each ESW deal with the hard wizard in
 * every seat). Games run in two child processes, one per core, each playing
 * its games one after the other, so a decision's time is one core's.
 * Run alone: `npx tsx bench/bots.ts`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BotLevel } from '../src/core/search/index.js';
import { HARD_ITERATIONS } from '../src/core/search/index.js';
import { playEsw, playSfb, type Budget } from './bots-games.js';
import { percentile, round, type BenchFigure } from './stats.js';

interface Job {
  set: string;
  game: 'sfb' | 'esw';
  seed: string;
  levels: BotLevel[];
  /** The seat whose result counts. */
  seat: number;
  budget: Budget;
}

interface JobResult {
  set: string;
  won: number;
  hardMs: number[];
  moves: number;
}

const SFB_DUELS = 400;
const ESW_GAMES = 60;
const EASY_DUELS = 100;
const TIMED_100_DUELS = 30;
const TIMED_1000_DUELS = 10;

function duels(set: string, count: number, level: BotLevel, budget: Budget): Job[] {
  return Array.from({ length: count }, (_, i) => {
    const seat = i % 2;
    const levels: BotLevel[] = seat === 0 ? [level, 'normal'] : ['normal', level];
    return { set, game: 'sfb' as const, seed: `bots-duel-${Math.floor(i / 2)}`, levels, seat, budget };
  });
}

function jobs(): Job[] {
  const esw: Job[] = Array.from({ length: ESW_GAMES }, (_, i) => {
    const seat = i % 6;
    const levels = Array.from({ length: 6 }, (_, k): BotLevel => (k === seat ? 'hard' : 'normal'));
    return { set: 'esw_hard', game: 'esw', seed: `bots-esw-${Math.floor(i / 6)}`, levels, seat, budget: {} };
  });
  return [
    ...duels('sfb_hard', SFB_DUELS, 'hard', {}),
    ...esw,
    ...duels('sfb_easy', EASY_DUELS, 'easy', {}),
    ...duels('sfb_100ms', TIMED_100_DUELS, 'hard', { timeMs: 100 }),
    ...duels('sfb_1s', TIMED_1000_DUELS, 'hard', { timeMs: 1000 }),
  ];
}

function playJob(job: Job): JobResult {
  const r = job.game === 'sfb' ? playSfb(job.seed, job.levels, job.budget) : playEsw(job.seed, job.levels, job.budget);
  const first = r.outcome?.ranking[0] ?? [];
  return { set: job.set, won: first.includes(job.seat) ? 1 / first.length : 0, hardMs: r.hardMs, moves: r.moves };
}

/** Child: plays the jobs given on stdin, one JSON line per result. */
async function worker(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  for (const job of JSON.parse(input) as Job[]) process.stdout.write(`${JSON.stringify(playJob(job))}\n`);
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

export async function run(): Promise<BenchFigure[]> {
  const all = jobs();
  // Interleaved, so both children get a share of every set.
  const halves = [all.filter((_, i) => i % 2 === 0), all.filter((_, i) => i % 2 === 1)];
  const results = (await Promise.all(halves.map(runChild))).flat();
  const hardMs = results.filter((r) => r.set === 'sfb_hard' || r.set === 'esw_hard').flatMap((r) => r.hardMs);
  const sfbMs = results.filter((r) => r.set === 'sfb_hard').flatMap((r) => r.hardMs);
  const eswMs = results.filter((r) => r.set === 'esw_hard').flatMap((r) => r.hardMs);
  const table = [
    { match: `SFB hard vs normal (${SFB_DUELS} duels, ${HARD_ITERATIONS} iterations)`, 'win %': pct(results, 'sfb_hard') },
    { match: `ESW one hard among five normal (${ESW_GAMES} games; fair share 16.7 %)`, 'win %': pct(results, 'esw_hard') },
    { match: `SFB easy vs normal (${EASY_DUELS} duels)`, 'win %': pct(results, 'sfb_easy') },
    { match: `SFB hard at 100 ms per move vs normal (${TIMED_100_DUELS} duels)`, 'win %': pct(results, 'sfb_100ms') },
    { match: `SFB hard at 1 s per move vs normal (${TIMED_1000_DUELS} duels)`, 'win %': pct(results, 'sfb_1s') },
  ];
  console.table(table);
  console.table([
    { decisions: 'SFB hard (searched)', count: sfbMs.length, p50: round(percentile(sfbMs, 50), 1), p95: round(percentile(sfbMs, 95), 1) },
    { decisions: 'ESW hard (searched)', count: eswMs.length, p50: round(percentile(eswMs, 50), 1), p95: round(percentile(eswMs, 95), 1) },
  ]);
  return [
    { name: 'bots_sfb_hard_vs_normal_win_pct', value: pct(results, 'sfb_hard'), unit: '%' },
    { name: 'bots_esw_hard_among_normal_win_pct', value: pct(results, 'esw_hard'), unit: '%' },
    { name: 'bots_sfb_easy_vs_normal_win_pct', value: pct(results, 'sfb_easy'), unit: '%' },
    { name: 'bots_hard_decision_p95_ms', value: round(percentile(hardMs, 95), 1), unit: 'ms' },
    { name: 'bots_sfb_hard_100ms_vs_normal_win_pct', value: pct(results, 'sfb_100ms'), unit: '%' },
    { name: 'bots_sfb_hard_1s_vs_normal_win_pct', value: pct(results, 'sfb_1s'), unit: '%' },
  ];
}

if (process.argv.includes('--worker')) await worker();
else if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await run());
