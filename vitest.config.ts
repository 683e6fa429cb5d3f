import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Two lanes that `npm test` (scripts/test.ts) runs side by side, each one file
 * at a time; `TAVERN_TEST_LANE` picks a lane, unset runs all.
 *
 * The Discord lane holds the files that run the bot against the emulator end
 * to end, whose timings (gateway, rate limits, polls) suffer most from a busy
 * CPU. A few short ones that check results in the database more than timings
 * (`IN_CORE_LANE`) run with the rest instead, so that both lanes end at about
 * the same time.
 */
const IN_CORE_LANE = new Set([
  'test/clock/async.e2e.test.ts',
  'test/competition/competition.e2e.test.ts',
  'test/competition/unrated.e2e.test.ts',
  'test/competition/ladder-sweep.e2e.test.ts',
]);

const inDiscordLane = (file: string): boolean =>
  !IN_CORE_LANE.has(file) &&
  (file.startsWith('test/e2e/') ||
    file.startsWith('test/emulator/') ||
    file.endsWith('.e2e.test.ts') ||
    file === 'test/platform/container.test.ts');

const testFiles = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .map((f) => `test/${f.split('\\').join('/')}`)
  .filter((f) => f.endsWith('.test.ts'))
  .sort();

const lane = process.env.TAVERN_TEST_LANE;
const laneFiles = lane === 'discord' ? testFiles.filter(inDiscordLane) : testFiles.filter((f) => !inDiscordLane(f));

export default defineConfig({
  test: {
    include: lane ? laneFiles : ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the bot's work after a reply (outbox, panels, results): on a
    // loaded 2-core CI machine that takes seconds, not the default 1 s. A poll that
    // succeeds returns at once, so the longer bound costs nothing when all is well.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // One file at a time in each lane (the two lanes run side by side).
    ...(lane ? { maxWorkers: 1 } : {}),
    // The Discord lane's files each load the whole bot (discord.js, Prisma, every game): sharing the
    // loaded modules between its files saves about two seconds per file. Each file starts and stops its
    // own Tavern, emulator and database, so nothing else is shared between them.
    ...(lane === 'discord' ? { isolate: false } : {}),
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
