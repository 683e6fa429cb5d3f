import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the bot's work after a reply (outbox, panels, results): on a
    // loaded 2-core CI machine that takes seconds, not the default 1 s. A poll that
    // succeeds returns at once, so the longer bound costs nothing when all is well.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
