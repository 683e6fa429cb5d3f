/**
 * `npm test`: the whole suite as two vitest runs side by side, one per lane
 * (vitest.config.ts): the Discord lane (the emulator and the bot end to end,
 * one file at a time, as timing-sensitive as a real gateway) and the rest
 * (engines, database, platform). Each lane runs one file at a time on its own
 * embedded PostgreSQL, so two cores are both at work without two bots ever
 * competing for them. Arguments (`npm test -- test/sfb`) run one plain vitest
 * over both lanes instead.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const LANES = ['discord', 'core'] as const;
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/;
const vitest = ['exec', '--', 'vitest', 'run'];

function runPlain(args: string[]): void {
  const child = spawn('npm', [...vitest, ...args], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

interface LaneResult {
  code: number;
  counts: [number, number, number] | null;
}

/** Runs one lane, its lines prefixed with its name; resolves with its exit code and its summary counts. */
function runLane(lane: (typeof LANES)[number]): Promise<LaneResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', vitest, { env: { ...process.env, TAVERN_TEST_LANE: lane }, stdio: ['ignore', 'pipe', 'pipe'] });
    let counts: LaneResult['counts'] = null;
    const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
      createInterface({ input: stream }).on('line', (line) => {
        const m = SUMMARY.exec(line);
        if (m) counts = [Number(m[1]), Number(m[2]), Number(m[3])];
        out.write(`[${lane}] ${line}\n`);
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), counts }));
  });
}

async function runLanes(): Promise<void> {
  const results = await Promise.all(LANES.map(runLane));
  const total = [0, 0, 0];
  for (const r of results) for (let i = 0; i < 3; i++) total[i]! += r.counts?.[i] ?? 0;
  // A lane that ended without its summary (it crashed before reporting) counts as a failure.
  const broken = results.filter((r) => !r.counts).length;
  process.stdout.write(`\ntests: ${total[0]} passed, ${total[1]! + broken} failed, ${total[2]} skipped\n`);
  process.exit(results.some((r) => r.code !== 0) || broken ? 1 : 0);
}

const args = process.argv.slice(2);
if (args.length > 0) runPlain(args);
else void runLanes();
