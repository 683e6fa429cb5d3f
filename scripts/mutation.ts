/**
 * Mutation testing, one group of pure modules after the other (docs/testing.md).
 *
 *   npm run mutation                       every group (core, clock, ratings, tournaments, esw, sfb, at, coh)
 *   npm run mutation -- core clock         some groups
 *   npm run mutation -- src/core/hex.ts    some files (each against its group's tests)
 *   npm run mutation -- --report           the table from the last reports, nothing run (per module,
 *                                          the newest of the group's report and its partial ones)
 *   MUTATION_RUN=b1 npm run mutation -- src/games/sfb/rules/board.ts
 *                                          a run of some files under its own name (reports/mutation/sfb.b1.*),
 *                                          so that runs one after the other do not overwrite each other
 *   npm run mutation -- core --force       other options go to Stryker (--force: retest every mutant;
 *                                          --concurrency=1), written with = when they take a value
 *
 * Each run is `stryker run` with MUTATION_GROUP set (stryker.config.mjs); its
 * JSON report lands in reports/mutation/<group>.json. The table printed at the
 * end (Markdown) gives the score per module, per group and overall.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Group {
  mutate: string[];
  tests: string[];
}
const root = path.resolve(import.meta.dirname, '..');
const { groups } = JSON.parse(readFileSync(path.join(root, 'test/support/mutation-groups.json'), 'utf8')) as {
  groups: Record<string, Group>;
};
const names = Object.keys(groups);

const args = process.argv.slice(2);
const reportOnly = args.includes('--report');
const wanted = args.filter((a) => !a.startsWith('--'));
const strykerOptions = args.filter((a) => a.startsWith('--') && a !== '--report');
if (strykerOptions.some((a) => a.startsWith('--ignoreStatic'))) {
  // Every module is also loaded inside a test (test/mutation/loads.test.ts), so with ignoreStatic a
  // static mutant runs against that test alone and survives: stryker.config.mjs says why.
  console.error('--ignoreStatic: not here; static mutants must run against the tests that load their module (stryker.config.mjs)');
  process.exit(2);
}

const folderOf = (glob: string): string => glob.slice(0, glob.indexOf('*'));
const groupOfFile = (file: string): string | undefined =>
  names.find((name) => groups[name]!.mutate.some((glob) => !glob.startsWith('!') && file.startsWith(folderOf(glob))));

/** What to run: whole groups, or files gathered by group. */
const runs = new Map<string, string[] | null>();
for (const arg of wanted.length ? wanted : names) {
  if (groups[arg]) {
    runs.set(arg, null);
    continue;
  }
  const group = groupOfFile(arg.replace(/^\.\//, ''));
  if (!group) {
    console.error(`${arg}: neither a group (${names.join(', ')}) nor a file of one`);
    process.exit(2);
  }
  if (runs.get(group) !== null) runs.set(group, [...(runs.get(group) ?? []), arg]);
}

if (!reportOnly) {
  for (const [group, files] of runs) {
    console.log(`\n== mutation testing: ${group}${files ? ` (${files.join(', ')})` : ''}`);
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/stryker'),
      ['run', ...strykerOptions, ...(files ? ['--mutate', files.join(',')] : [])],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, MUTATION_GROUP: group },
      },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// ---- The table ----

interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
}
const empty = (): Counts => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 });
const add = (a: Counts, b: Counts): Counts => ({
  killed: a.killed + b.killed,
  timeout: a.timeout + b.timeout,
  survived: a.survived + b.survived,
  noCoverage: a.noCoverage + b.noCoverage,
  ignored: a.ignored + b.ignored,
});
/** Stryker's mutation score: detected (killed or timed out) over every valid mutant. */
const score = (c: Counts): string => {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid ? ((100 * (c.killed + c.timeout)) / valid).toFixed(1) : '–';
};

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}
function countsOf(mutants: { status: string }[]): Counts {
  const c = empty();
  for (const m of mutants) {
    if (m.status === 'Killed') c.killed++;
    else if (m.status === 'Timeout') c.timeout++;
    else if (m.status === 'Survived') c.survived++;
    else if (m.status === 'NoCoverage') c.noCoverage++;
    else if (m.status === 'Ignored') c.ignored++;
  }
  return c;
}

const reportsDir = path.join(root, 'reports/mutation');
const run = process.env.MUTATION_RUN;
/**
 * The mutants of each module of a group. After a run: that run's report. With
 * --report: every report of the group (`<group>.json`, `<group>.partial.json`,
 * `<group>.<run>.json`), the newest one for each module.
 */
function modulesOf(group: string, files: string[] | null): Map<string, { status: string }[]> | null {
  const names = reportOnly
    ? existsSync(reportsDir)
      ? readdirSync(reportsDir).filter(
          (f) => f.endsWith('.json') && !f.endsWith('.incremental.json') && (f === `${group}.json` || f.startsWith(`${group}.`)),
        )
      : []
    : [`${group}${files ? (run ? `.${run}` : '.partial') : ''}.json`];
  const found = names.map((f) => path.join(reportsDir, f)).filter((f) => existsSync(f));
  if (!found.length) return null;
  found.sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  const modules = new Map<string, { status: string }[]>();
  for (const file of found) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    for (const [name, { mutants }] of Object.entries(report.files)) modules.set(path.relative(root, path.resolve(root, name)), mutants);
  }
  return modules;
}

const rows: string[] = [];
const totals = new Map<string, Counts>();
for (const [group, files] of runs) {
  const modules = modulesOf(group, files);
  if (!modules) {
    rows.push(`| ${group} | (no report: run npm run mutation -- ${group}) | | | | | |`);
    continue;
  }
  let total = empty();
  for (const [name, mutants] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    const c = countsOf(mutants);
    total = add(total, c);
    rows.push(`| ${group} | ${name} | ${score(c)} | ${c.killed + c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored} |`);
  }
  totals.set(group, total);
  rows.push(
    `| **${group}** | **all** | **${score(total)}** | ${total.killed + total.timeout} | ${total.survived} | ${total.noCoverage} | ${total.ignored} |`,
  );
}

console.log('\n| group | module | score % | killed | survived | no coverage | disabled |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
const platform = ['core', 'clock', 'ratings', 'tournaments'].filter((g) => totals.has(g));
if (platform.length) {
  const sum = platform.map((g) => totals.get(g)!).reduce(add, empty());
  console.log(`\ncore + pure platform (${platform.join(', ')}): mutation_score_pct ${score(sum)}`);
}
const all = [...totals.values()].reduce(add, empty());
console.log(`every group measured (${[...totals.keys()].join(', ')}): mutation_score_pct ${score(all)}`);
