import { defineConfig } from 'vitest/config';

/**
 * The Discord lane: files that run the bot against the emulator end to end,
 * whose timings (gateway, rate limits, polls) suffer most from a busy CPU.
 * `npm test` (scripts/test.ts) runs this lane and the rest side by side,
 * each one file at a time; `TAVERN_TEST_LANE` picks a lane, unset runs all.
 */
const DISCORD_LANE = ['test/e2e/**/*.test.ts', 'test/**/*.e2e.test.ts', 'test/emulator/**/*.test.ts', 'test/platform/container.test.ts'];
const lane = process.env.TAVERN_TEST_LANE;

export default defineConfig({
  test: {
    include: lane === 'discord' ? DISCORD_LANE : ['test/**/*.test.ts'],
    exclude: lane === 'core' ? [...DISCORD_LANE, '**/node_modules/**'] : ['**/node_modules/**'],
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
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
