import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { listScenarioFiles, runScenario } from '../../src/tools/scenarios.js';

const DIR = 'test/scenarios/at';
const scenarios = listScenarioFiles(DIR).map((f) => ({
  file: basename(f),
  sc: JSON.parse(readFileSync(f, 'utf8')) as { name: string; rules: string[] },
}));

/** Rule IDs of the repository's checklist (`- SU-1 …`, `- AMB-6 …`), named `AT-<id>` in tests. */
export function checklistIds(): Set<string> {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'rules', 'ascension-tactics.md'), 'utf8');
  return new Set([...text.matchAll(/^- ([A-Z]+-\d+) /gm)].map((m) => `AT-${m[1]!}`));
}

describe('Ascension Tactics conformance scenarios', () => {
  for (const { file, sc } of scenarios) {
    it(`${file} [${sc.rules.join(' ')}] ${sc.name}`, () => {
      expect(runScenario(sc)).toEqual([]);
    });
  }

  it('names only rule IDs of the checklist', () => {
    const ids = checklistIds();
    expect(ids.size).toBeGreaterThan(500);
    for (const id of scenarios.flatMap((s) => s.sc.rules)) expect(ids.has(id), `${id} is not a checklist ID`).toBe(true);
  });
});
