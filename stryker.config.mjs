/* global process, URL */
// Mutation testing of the pure modules (`npm run mutation`; docs/testing.md).
//
// The modules come in groups (test/support/mutation-groups.json): core, clock,
// ratings, tournaments, esw, sfb, at, coh. A run covers one group, whose mutants run
// only against that group's own fast unit tests (vitest.mutation.config.ts:
// no PostgreSQL, no emulator, no end-to-end), and only the tests that reach
// each mutant. The group is MUTATION_GROUP, or the one the files of --mutate
// belong to:
//   npx stryker run --mutate src/core/hex.ts
//   MUTATION_GROUP=clock npx stryker run
// scripts/mutation.ts runs the groups one after the other and prints the table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const { groups } = JSON.parse(readFileSync(new URL('./test/support/mutation-groups.json', import.meta.url), 'utf8'));

/** The files given with --mutate / -m, if any. */
function mutateArgument() {
  const argv = process.argv;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--mutate' || argv[i] === '-m') return argv[i + 1]?.split(',') ?? null;
    if (argv[i].startsWith('--mutate=')) return argv[i].slice('--mutate='.length).split(',');
  }
  return null;
}

/** The group whose folders hold every given file (a file may carry a line range: src/core/hex.ts:10-20). */
function groupOf(files) {
  const folderOf = (glob) => glob.slice(0, glob.indexOf('*'));
  const owner = (file) =>
    Object.keys(groups).find((name) => groups[name].mutate.some((glob) => !glob.startsWith('!') && file.startsWith(folderOf(glob))));
  const owners = new Set(files.map((file) => owner(file.replace(/^\.\//, ''))));
  return owners.size === 1 ? [...owners][0] : undefined;
}

/**
 * The engines' string catalogs are data: each entry a text in two languages, and each of their
 * mutants a text blanked, a static mutant that costs a reload of the module and a run of every test
 * that loads it (hundreds of runs per catalog). The catalog tests (test/esw/catalog.test.ts,
 * test/sfb/catalog.test.ts, test/coh/catalog.test.ts, test/at/catalog.test.ts) check every entry directly: present in both languages, not empty, the
 * same placeholders. So the groups leave the catalogs out of `mutate`
 * (test/support/mutation-groups.json) and measure only their code: from the line that starts it to
 * the end of the file (the glyph-bound Treasure texts and `textToString` in ESW, `build()` in SFB, CoH and AT).
 */
const CATALOG_CODE = {
  esw: ['src/games/esw/rules/strings.ts', '/** Treasure texts that name a glyph'],
  sfb: ['src/games/sfb/rules/strings.ts', 'function build('],
  coh: ['src/games/coh/rules/strings.ts', 'function build('],
  at: ['src/games/at/rules/strings.ts', 'function build('],
};
function catalogCode(group) {
  const entry = CATALOG_CODE[group];
  if (!entry) return [];
  const [file, marker] = entry;
  const lines = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith(marker));
  if (start < 0) throw new Error(`${file}: no line starts with ${marker} (stryker.config.mjs, CATALOG_CODE)`);
  return [`${file}:${start + 1}-${lines.length}`];
}

const files = mutateArgument();
const group = process.env.MUTATION_GROUP || (files ? groupOf(files) : undefined);
if (group && !groups[group]) throw new Error(`MUTATION_GROUP=${group}: no such group in test/support/mutation-groups.json`);
// The test runners are child processes: they read the group from here (vitest.mutation.config.ts).
if (group) process.env.MUTATION_GROUP = group;
// A run of a few files keeps its own results, so the group's report and incremental file stay whole.
// MUTATION_RUN names a run of a few files (`sfb.batch1`), so that several such runs, one after
// the other or side by side, each keep their report, incremental file and temporary folder.
const run = process.env.MUTATION_RUN;
if (run && !/^[a-z0-9-]+$/.test(run)) throw new Error(`MUTATION_RUN=${run}: lower-case letters, digits and dashes only`);
const name = `${group ?? 'all'}${run ? `.${run}` : files ? '.partial' : ''}`;
const incrementalFile = `reports/mutation/${name}.incremental.json`;

/**
 * Static mutants (module-level code: a constant table, a schema) run once, when
 * their module loads, so Stryker cannot switch them on inside a test: it reloads
 * the module with the mutant on and runs every test of the group that loads it
 * (`vitest.related`), not only the tests that reach it. Their per-test coverage
 * is then only the tests that load the module inside a test
 * (test/mutation/loads.test.ts), which is what the incremental file keeps: a
 * static survivor would be reused after a new test that kills it, elsewhere in
 * the group. So the static mutants that were not killed are dropped from the
 * incremental file before each run and retested every time (they are few; a
 * killed one is retested anyway, its killing test not being among its
 * "covering" ones). --force retests everything.
 */
function forgetStaticSurvivors(file) {
  if (!existsSync(file) || process.argv.includes('--force')) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let dropped = 0;
  for (const result of Object.values(report.files ?? {})) {
    const kept = result.mutants.filter((m) => !m.static || m.status === 'Killed' || m.status === 'Timeout');
    dropped += result.mutants.length - kept.length;
    result.mutants = kept;
  }
  if (dropped) writeFileSync(file, JSON.stringify(report));
}
forgetStaticSurvivors(incrementalFile);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: group
    ? [...groups[group].mutate, ...catalogCode(group)]
    : Object.entries(groups).flatMap(([name, g]) => [...g.mutate, ...catalogCode(name)]),
  // Two cores, shared with other work: two test runners at most.
  concurrency: 2,
  // Re-runs only the mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile,
  // Never ignore static mutants: test/mutation/loads.test.ts loads every module inside a test, so
  // a static mutant also has per-test coverage (that one test), and with ignoreStatic Stryker would
  // run it against that test alone, which only checks that the module loads: the tests that check
  // the tables would never see it, and it would survive (see forgetStaticSurvivors above).
  ignoreStatic: false,
  ignorePatterns: ['.data', 'artifacts', 'scratch', 'reports', 'bench', 'coverage', '.stryker-tmp'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 85, low: 70, break: null },
  tempDirName: `.stryker-tmp/${name}`,
  cleanTempDir: 'always',
};
