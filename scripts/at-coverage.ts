/**
 * Ascension Tactics checklist coverage: which of the checklist's rule IDs
 * (`- SU-1 …` lines of docs/rules/ascension-tactics.md; ambiguities `AMB-*`
 * counted apart) are named as `AT-<id>` by a conformance scenario's `rules`
 * or by a test title (`it(` / `describe(`) under test/at/. Prints the counts
 * and the rule IDs no test names:
 *   npx tsx scripts/at-coverage.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const checklist = readFileSync(join(root, 'docs', 'rules', 'ascension-tactics.md'), 'utf8');
const all = new Set([...checklist.matchAll(/^- ([A-Z]+-\d+) /gm)].map((m) => m[1]!));

const named = new Set<string>();
const scenarioDir = join(root, 'test', 'scenarios', 'at');
for (const f of readdirSync(scenarioDir).filter((f) => f.endsWith('.json'))) {
  const sc = JSON.parse(readFileSync(join(scenarioDir, f), 'utf8')) as { rules: string[] };
  for (const r of sc.rules) named.add(r.replace(/^AT-/, ''));
}
const testDir = join(root, 'test', 'at');
for (const f of readdirSync(testDir).filter((f) => f.endsWith('.ts'))) {
  const text = readFileSync(join(testDir, f), 'utf8');
  for (const m of text.matchAll(/\b(?:it|describe|test)\(\s*[`'"]([^`'"]*)/g))
    for (const id of m[1]!.matchAll(/AT-([A-Z]+-\d+)/g)) named.add(id[1]!);
}

const rules = [...all].filter((id) => !id.startsWith('AMB-'));
const covered = rules.filter((id) => named.has(id));
const ambiguities = [...all].filter((id) => id.startsWith('AMB-') && named.has(id));
console.log(
  `rules named: ${covered.length} of ${rules.length} (${((100 * covered.length) / rules.length).toFixed(1)} %), ambiguities named: ${ambiguities.length}`,
);
console.log(`not named: ${rules.filter((id) => !named.has(id)).join(' ')}`);
