import { defineConfig } from 'vitest/config';

/**
 * The fast unit tests of the pure modules, for mutation testing
 * (stryker.config.mjs, `npm run mutation`): no PostgreSQL (no global setup),
 * no emulator, no end-to-end. The long random-game property tests of the
 * engines (test/sfb/property.test.ts, test/esw/property.test.ts) stay in
 * `npm test` only: a surviving mutant would rerun them whole.
 */
export default defineConfig({
  test: {
    include: [
      'test/core/**/*.test.ts',
      'test/clock/clock.test.ts',
      'test/clock/schedule.test.ts',
      'test/clock/simulation.test.ts',
      'test/ratings/ratings.test.ts',
      'test/competition/pure.test.ts',
      'test/tournaments/formats.test.ts',
      'test/tournaments/ladder.test.ts',
      'test/tournaments/matching.test.ts',
      'test/tournaments/swiss.test.ts',
      'test/discord/strings.test.ts',
      'test/esw/*.test.ts',
      'test/sfb/*.test.ts',
    ],
    exclude: ['test/sfb/property.test.ts', 'test/esw/property.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 60_000,
  },
});
