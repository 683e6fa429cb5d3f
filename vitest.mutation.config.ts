import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * The fast unit tests of the pure modules, for mutation testing
 * (stryker.config.mjs, `npm run mutation`, docs/testing.md): no PostgreSQL
 * (no global setup), no emulator, no end-to-end. MUTATION_GROUP (set by the
 * Stryker config) keeps one group's own tests (test/support/mutation-groups.json);
 * without it, every group's. The long random-game property tests of the
 * engines stay in `npm test` only: a surviving mutant would rerun them whole.
 */
interface Group {
  mutate: string[];
  tests: string[];
}
const { groups } = JSON.parse(readFileSync(new URL('./test/support/mutation-groups.json', import.meta.url), 'utf8')) as {
  groups: Record<string, Group>;
};
const group = process.env.MUTATION_GROUP;
if (group && !groups[group]) throw new Error(`MUTATION_GROUP=${group}: no such group in test/support/mutation-groups.json`);
/**
 * MUTATION_TESTS (comma-separated files) narrows a run to some of the group's tests, for a quick
 * lower bound on a loaded machine: a mutant that survives them may still be killed by the rest of
 * the group (docs/testing.md). test/mutation/loads.test.ts is always kept (a mutant that breaks
 * loading must fail a test).
 */
const narrowed = process.env.MUTATION_TESTS?.split(',').filter(Boolean);
const patterns = narrowed?.length
  ? [...new Set([...narrowed, 'test/mutation/loads.test.ts'])]
  : group
    ? groups[group]!.tests
    : Object.values(groups).flatMap((g) => g.tests);

export default defineConfig({
  test: {
    include: patterns.filter((p) => !p.startsWith('!')),
    exclude: patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1)),
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 60_000,
  },
});
