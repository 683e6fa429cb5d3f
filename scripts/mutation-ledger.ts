/**
 * The mutation ledger (test/mutation/ledger.json): the last known status of every mutant ever
 * measured, so that runs of a few files or line ranges, on different days and machines, add up to
 * one figure for the whole tree (docs/testing.md, "The ledger").
 *
 * A mutant is known by what it changes, not by its line number: its mutator, its replacement, the
 * text it replaces and the text of the line it starts on (with the column). A line added elsewhere
 * in the file keeps every key; an edit of the mutated line itself makes its mutants new, to be
 * measured again. A line written twice in a file is told apart by how many copies come before it. The current mutants of a file come from Stryker's own instrumenter, so "unmeasured" is
 * exact: today's mutants that no recorded run has a status for.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';

/** A position, both numbers from 0 (Stryker's own) or both from 1 (its JSON report). */
interface Position {
  line: number;
  column: number;
}
export interface LocatedMutant {
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
  status?: string;
}

/** K killed, T timed out, S survived, N no test covers it, E a compile or runtime error (outside the score). */
export type LedgerStatus = 'K' | 'T' | 'S' | 'N' | 'E';
const STATUS: Record<string, LedgerStatus> = {
  Killed: 'K',
  Timeout: 'T',
  Survived: 'S',
  NoCoverage: 'N',
  CompileError: 'E',
  RuntimeError: 'E',
};

export interface Ledger {
  $comment: string;
  /** The runs recorded, oldest first: a mutant's entry names the run that last measured it. */
  runs: { name: string; recorded: string }[];
  /** module → mutant key → [status, index in runs]. */
  modules: Record<string, Record<string, [LedgerStatus, number]>>;
}

const COMMENT =
  'Mutation ledger (scripts/mutation-ledger.ts, docs/testing.md): the last status of every mutant measured, keyed by what it changes. Written by npm run mutation; do not edit by hand.';

export function readLedger(file: string): Ledger {
  if (!existsSync(file)) return { $comment: COMMENT, runs: [], modules: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Ledger;
}

/** Sorted keys, one line per module, so that a diff shows what a run changed. */
export function writeLedger(file: string, ledger: Ledger): void {
  const modules = Object.keys(ledger.modules).sort();
  const body = modules.map((name) => {
    const entries = ledger.modules[name]!;
    const sorted = Object.fromEntries(
      Object.keys(entries)
        .sort()
        .map((key) => [key, entries[key]]),
    );
    return `    ${JSON.stringify(name)}: ${JSON.stringify(sorted)}`;
  });
  const runs = ledger.runs.map((run) => `    ${JSON.stringify(run)}`);
  writeFileSync(
    file,
    `{\n  "$comment": ${JSON.stringify(COMMENT)},\n  "runs": [\n${runs.join(',\n')}\n  ],\n  "modules": {\n${body.join(',\n')}\n  }\n}\n`,
  );
}

/** The keys of a file's mutants, in their order; `base` is 0 for Stryker's positions, 1 for its report's. */
export function mutantKeys(source: string, mutants: readonly LocatedMutant[], base: 0 | 1): string[] {
  const lines = source.split('\n');
  const offsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    offsets.push(offset);
    offset += line.length + 1;
  }
  const at = (p: Position): number => offsets[p.line - base]! + p.column - base;
  // The same line written twice (a `return null;` in two functions): told apart by how many copies
  // of it come before, which reads the source alone, so a run of a line range gives the same keys.
  const seen = new Map<string, number>();
  const copiesBefore = lines.map((line) => {
    const copies = seen.get(line) ?? 0;
    seen.set(line, copies + 1);
    return copies;
  });
  return mutants.map((m) => {
    const { start, end } = m.location;
    const text = source.slice(at(start), at(end));
    const startLine = lines[start.line - base]!;
    const shape = [m.mutatorName, m.replacement ?? '', text, startLine, start.column - base, end.line - start.line].join('\u0000');
    const digest = createHash('sha1').update(shape).digest('hex').slice(0, 12);
    const nth = copiesBefore[start.line - base]!;
    return nth ? `${digest}.${nth}` : digest;
  });
}

interface Report {
  files: Record<string, { source: string; mutants: LocatedMutant[] }>;
}

/**
 * Adds a Stryker JSON report to the ledger: each of its mutants' status, unless a run recorded
 * later measured that mutant (reports may be added out of order). Mutants the report did not run
 * (outside its --mutate ranges) keep theirs. Returns how many statuses it wrote.
 */
export function recordReport(ledger: Ledger, reportFile: string, root: string, runName: string, recorded: string): number {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const run = ledger.runs.push({ name: runName, recorded }) - 1;
  let count = 0;
  for (const [name, file] of Object.entries(report.files)) {
    const module = path.relative(root, path.resolve(root, name));
    const keys = mutantKeys(file.source, file.mutants, 1);
    const entries = (ledger.modules[module] ??= {});
    file.mutants.forEach((m, i) => {
      const status = STATUS[m.status ?? ''];
      if (!status) return; // Ignored (a disable comment: read from today's source instead) or Pending
      const known = entries[keys[i]!];
      if (known && ledger.runs[known[1]]!.recorded > recorded) return; // a newer run measured it already
      entries[keys[i]!] = [status, run];
      count++;
    });
  }
  return count;
}

const quietLogger = {
  debug: () => undefined,
  info: () => undefined,
  trace: () => undefined,
  warn: (...a: unknown[]) => console.warn(...a),
  error: (...a: unknown[]) => console.error(...a),
  fatal: (...a: unknown[]) => console.error(...a),
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => true,
  isErrorEnabled: () => true,
  isFatalEnabled: () => true,
};

/** A file to mutate, whole or from one line to another (1-based, both included), as in --mutate. */
export interface MutateSpec {
  file: string;
  from?: number;
  to?: number;
}

/** Today's mutants of each file, with Stryker's own instrumenter (no test is run). */
export async function currentMutants(
  root: string,
  specs: readonly MutateSpec[],
): Promise<Map<string, (LocatedMutant & { key: string })[]>> {
  const instrumenter = new Instrumenter(quietLogger as never);
  const files = specs.map(({ file, from, to }) => ({
    name: file,
    content: readFileSync(path.join(root, file), 'utf8'),
    // Stryker's ranges count lines from 0 and end before `end`; --mutate's count from 1, both included.
    mutate: from === undefined ? true : [{ start: { line: from - 1, column: 0 }, end: { line: to!, column: 0 } }],
  }));
  const result = await instrumenter.instrument(files, { plugins: null, excludedMutations: [], ignorers: [] });
  const byFile = new Map<string, (LocatedMutant & { key: string })[]>();
  for (const spec of specs) byFile.set(spec.file, []);
  const sources = new Map(files.map((f) => [f.name, f.content]));
  for (const file of byFile.keys()) {
    const mutants = result.mutants.filter((m) => m.fileName === file);
    const keys = mutantKeys(sources.get(file)!, mutants, 0);
    byFile.get(file)!.push(...mutants.map((m, i) => ({ ...m, key: keys[i]! })));
  }
  return byFile;
}
