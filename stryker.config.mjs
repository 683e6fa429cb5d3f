// Mutation testing of the pure modules (`npm run mutation`; docs/testing.md).
// Each mutant runs only against the fast unit tests that cover it
// (vitest.mutation.config.ts: no PostgreSQL, no emulator, no end-to-end).
// One module while working on it: npx stryker run --mutate src/core/hex.ts

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/core/*.ts',
    '!src/core/index.ts',
    'src/games/*/rules/**/*.ts',
    'src/platform/clock/*.ts',
    '!src/platform/clock/service.ts',
    '!src/platform/clock/index.ts',
    'src/platform/ratings/*.ts',
    '!src/platform/ratings/service.ts',
    '!src/platform/ratings/index.ts',
    'src/platform/tournaments/*.ts',
    '!src/platform/tournaments/service.ts',
    '!src/platform/tournaments/index.ts',
  ],
  // Two cores, shared with other work: two test runners at most.
  concurrency: 2,
  // Re-runs only the mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  timeoutMS: 10_000,
  ignorePatterns: ['.data', 'artifacts', 'scratch', 'reports', 'bench', 'coverage'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 85, low: 70, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
