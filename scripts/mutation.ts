/**
 * Mutation testing, one group of pure modules after the other (docs/testing.md).
 *
 *   npm run mutation                       every group (core, clock, ratings, tournaments, esw, sfb, at, coh)
 *   npm run mutation -- core clock         some groups
 *   npm run mutation -- src/core/hex.ts    some files (each against its group's tests)
 *   npm run mutation -- --report           the table from the ledger, nothing run
 *   npm run mutation -- --record a.json …  adds Stryker JSON reports (from another checkout, another
 *                                          machine) to the ledger, then the table
 *   MUTATION_RUN=b1 npm run mutation -- src/games/sfb/rules/board.ts
 *                                          a run of some files under its own name (reports/mutation/sfb.b1.*),
 *                                          so that runs one after the other do not overwrite each other
 *   npm run mutation -- core --force       other options go to Stryker (--force: retest every mutant;
 *                                          --concurrency=1), written with = when they take a value
 *
 * Each run is `stryker run` with MUTATION_GROUP set (stryker.config.mjs); its
 * JSON report lands in reports/mutation/<group>.json and its mutants' statuses
 * in the ledger, test/mutation/ledger.json (scripts/mutation-ledger.ts). The
 * table printed at the end (Markdown) reads today's mutants of every module
 * and their statuses in the ledger: the score per module, per group and
 * overall, and the mutants not measured yet.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogCode } from '../test/support/mutation-catalogs.mjs';
import { currentMutants, readLedger, recordReport, writeLedger, type MutateSpec } from './mutation-ledger.js';

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
const recordOnly = args.includes('--record');
const wanted = recordOnly ? [] : args.filter((a) => !a.startsWith('--'));
const strykerOptions = args.filter((a) => a.startsWith('--') && a !== '--report' && a !== '--record');
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

const ledgerFile = path.join(root, 'test/mutation/ledger.json');
const reportsDir = path.join(root, 'reports/mutation');
const ledger = readLedger(ledgerFile);

if (recordOnly) {
  for (const report of args.filter((a) => !a.startsWith('--'))) {
    const name = path.basename(report, '.json');
    const count = recordReport(ledger, report, root, name, statSync(report).mtime.toISOString());
    console.log(`${report}: ${count} mutants recorded`);
  }
  writeLedger(ledgerFile, ledger);
} else if (!reportOnly) {
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
    const name = `${group}${files ? (process.env.MUTATION_RUN ? `.${process.env.MUTATION_RUN}` : '.partial') : ''}`;
    recordReport(ledger, path.join(reportsDir, `${name}.json`), root, name, new Date().toISOString());
    writeLedger(ledgerFile, ledger);
  }
}

// ---- The table ----

interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  unmeasured: number;
}
const empty = (): Counts => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, unmeasured: 0 });
const add = (a: Counts, b: Counts): Counts => ({
  killed: a.killed + b.killed,
  timeout: a.timeout + b.timeout,
  survived: a.survived + b.survived,
  noCoverage: a.noCoverage + b.noCoverage,
  ignored: a.ignored + b.ignored,
  unmeasured: a.unmeasured + b.unmeasured,
});
/** Stryker's mutation score over the mutants measured: detected (killed or timed out) over every valid one. */
const score = (c: Counts): string => {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid ? ((100 * (c.killed + c.timeout)) / valid).toFixed(1) : '–';
};

/** The files a group mutates (its globs: `dir/*.ts`, `dir/**` + `/*.ts`, `!file`), and its catalog's code range. */
function specsOf(group: string): MutateSpec[] {
  const walk = (dir: string, deep: boolean): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return deep ? walk(file, true) : [];
      return entry.name.endsWith('.ts') ? [file] : [];
    });
  const { mutate } = groups[group]!;
  const excluded = new Set(mutate.filter((g) => g.startsWith('!')).map((g) => g.slice(1)));
  const files = mutate
    .filter((g) => !g.startsWith('!'))
    .flatMap((glob) => walk(folderOf(glob).replace(/\/$/, ''), glob.includes('**')))
    .filter((file) => !excluded.has(file));
  const ranges = catalogCode(group, pathToFileURL(`${root}/`)).map((spec: string) => {
    const [file, range] = spec.split(':') as [string, string];
    const [from, to] = range.split('-').map(Number);
    return { file, from, to };
  });
  return [...[...new Set(files)].sort().map((file) => ({ file })), ...ranges];
}

/** Today's mutants of each module of a group, each counted by its status in the ledger. */
async function countsByModule(group: string): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  for (const [file, mutants] of await currentMutants(root, specsOf(group))) {
    const known = ledger.modules[file] ?? {};
    const c = empty();
    for (const m of mutants) {
      if (m.status === 'Ignored') c.ignored++;
      else {
        const status = known[m.key]?.[0];
        if (status === 'K') c.killed++;
        else if (status === 'T') c.timeout++;
        else if (status === 'S') c.survived++;
        else if (status === 'N') c.noCoverage++;
        else if (status !== 'E') c.unmeasured++;
      }
    }
    counts.set(file, c);
  }
  return counts;
}

const row = (group: string, module: string, c: Counts): string =>
  `| ${group} | ${module} | ${score(c)} | ${c.killed + c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored} | ${c.unmeasured} |`;

const rows: string[] = [];
const totals = new Map<string, Counts>();
for (const group of reportOnly || recordOnly ? (wanted.length ? [...runs.keys()] : names) : [...runs.keys()]) {
  let total = empty();
  for (const [module, c] of await countsByModule(group)) {
    total = add(total, c);
    rows.push(row(group, module, c));
  }
  totals.set(group, total);
  rows.push(row(`**${group}**`, '**all**', total).replace(/\| ([\d.–]+) \| (\d+) \|/, '| **$1** | $2 |'));
}

console.log('\n| group | module | score % | killed | survived | no coverage | disabled | not measured |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const line of rows) console.log(line);
const summary = (label: string, groupNames: string[]): void => {
  const sum = groupNames.map((g) => totals.get(g)!).reduce(add, empty());
  const measured = sum.killed + sum.timeout + sum.survived + sum.noCoverage;
  console.log(`${label}: mutation_score_pct ${score(sum)} over ${measured} mutants measured, ${sum.unmeasured} not measured`);
};
const platform = ['core', 'clock', 'ratings', 'tournaments'].filter((g) => totals.has(g));
if (platform.length) summary(`\ncore + pure platform (${platform.join(', ')})`, platform);
summary(`every group listed (${[...totals.keys()].join(', ')})`, [...totals.keys()]);
