/**
 * The mutation ledger's keys (scripts/mutation-ledger.ts, docs/testing.md): a mutant measured
 * once keeps its status until the line it mutates changes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentMutants, mutantKeys, readLedger, recordReport, writeLedger, type LocatedMutant } from '../../scripts/mutation-ledger.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = ['export function f(a: number): number {', '  if (a > 1) return a + 1;', '  return 0;', '}', ''].join('\n');

/** Today's mutants of a source, as the instrumenter gives them (positions from 0). */
async function mutantsOf(source: string, name = 'm.ts') {
  writeFileSync(path.join(dir, name), source);
  return (await currentMutants(dir, [{ file: name }])).get(name)!;
}

/** The same mutants as a Stryker JSON report holds them (positions from 1), with a status each. */
function asReport(source: string, mutants: readonly LocatedMutant[], status: (i: number) => string) {
  const shifted = mutants.map((m, i) => ({
    mutatorName: m.mutatorName,
    replacement: m.replacement,
    status: status(i),
    location: {
      start: { line: m.location.start.line + 1, column: m.location.start.column + 1 },
      end: { line: m.location.end.line + 1, column: m.location.end.column + 1 },
    },
  }));
  return { files: { 'm.ts': { source, mutants: shifted } } };
}

describe('mutation ledger keys', () => {
  it('are the same from the instrumenter (positions from 0) and from a report (positions from 1)', async () => {
    const mutants = await mutantsOf(SOURCE);
    expect(mutants.length).toBeGreaterThan(5);
    const report = asReport(SOURCE, mutants, () => 'Killed').files['m.ts'];
    expect(mutantKeys(SOURCE, report.mutants, 1)).toEqual(mutants.map((m) => m.key));
    expect(new Set(mutants.map((m) => m.key)).size).toBe(mutants.length);
  });

  it('survive a line added above, and change with the mutated line itself', async () => {
    const before = await mutantsOf(SOURCE);
    const shifted = await mutantsOf(`// a comment\n${SOURCE}`);
    expect(shifted.map((m) => m.key)).toEqual(before.map((m) => m.key));
    const edited = await mutantsOf(SOURCE.replace('a > 1', 'a > 2'));
    const onLine2 = (ms: typeof before) => ms.filter((m) => m.location.start.line === 1).map((m) => m.key);
    const unchanged = (ms: typeof before) => ms.filter((m) => m.location.start.line === 2).map((m) => m.key);
    expect(onLine2(edited).some((k) => onLine2(before).includes(k))).toBe(false);
    expect(unchanged(edited)).toEqual(unchanged(before));
  });

  it('tell a line written twice apart, by the copies before it', () => {
    const source = 'let a = 1;\nlet a = 1;\n';
    const at = (line: number): LocatedMutant => ({
      mutatorName: 'ArithmeticOperator',
      replacement: '0',
      location: { start: { line, column: 8 }, end: { line, column: 9 } },
    });
    const [first, second] = mutantKeys(source, [at(0), at(1)], 0);
    expect(second).toBe(`${first}.1`);
    // A run of the second line alone gives it the same key.
    expect(mutantKeys(source, [at(1)], 0)).toEqual([second]);
  });
});

describe('mutation ledger records', () => {
  it('keeps the newest status of each mutant and what other runs measured', async () => {
    const mutants = await mutantsOf(SOURCE);
    const ledger = readLedger(path.join(dir, 'none.json'));
    const first = path.join(dir, 'first.json');
    writeFileSync(first, JSON.stringify(asReport(SOURCE, mutants, () => 'Survived')));
    expect(recordReport(ledger, first, dir, 'first', '2026-11-28T05:00:00.000Z')).toBe(mutants.length);
    // A second run measured the first two mutants only (a line range): killed now.
    const second = path.join(dir, 'second.json');
    const partial = asReport(SOURCE, mutants.slice(0, 2), () => 'Killed');
    writeFileSync(second, JSON.stringify(partial));
    expect(recordReport(ledger, second, dir, 'second', '2026-11-28T06:00:00.000Z')).toBe(2);

    const file = path.join(dir, 'ledger.json');
    writeLedger(file, ledger);
    const read = readLedger(file);
    expect(read.runs.map((r) => r.name)).toEqual(['first', 'second']);
    const entries = read.modules['m.ts']!;
    expect(mutants.map((m) => entries[m.key])).toEqual(mutants.map((_, i) => (i < 2 ? ['K', 1] : ['S', 0])));
    expect(readFileSync(file, 'utf8').split('\n').length).toBe(11);

    // An older report added afterwards changes nothing its newer runs measured.
    const older = path.join(dir, 'older.json');
    writeFileSync(older, JSON.stringify(asReport(SOURCE, mutants, () => 'NoCoverage')));
    expect(recordReport(read, older, dir, 'older', '2026-11-28T05:30:00.000Z')).toBe(mutants.length - 2);
    expect(mutants.map((m) => read.modules['m.ts']![m.key]![0])).toEqual(mutants.map((_, i) => (i < 2 ? 'K' : 'N')));
  });

  it('leaves out the statuses a disable comment gives (read from the source instead) and unknown ones', async () => {
    const mutants = await mutantsOf(SOURCE);
    const ledger = readLedger(path.join(dir, 'none.json'));
    const report = path.join(dir, 'mixed.json');
    const statuses = ['Ignored', 'Pending', 'Timeout', 'NoCoverage', 'CompileError'];
    writeFileSync(report, JSON.stringify(asReport(SOURCE, mutants.slice(0, 5), (i) => statuses[i]!)));
    expect(recordReport(ledger, report, dir, 'mixed', '2026-11-28T05:00:00.000Z')).toBe(3);
    expect(mutants.slice(0, 5).map((m) => ledger.modules['m.ts']![m.key]?.[0])).toEqual([undefined, undefined, 'T', 'N', 'E']);
  });
});
