import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { listScenarioFiles, runScenario } from '../../src/tools/scenarios.js';

const DIR = 'test/scenarios/coh';
const scenarios = listScenarioFiles(DIR).map((f) => ({
  file: basename(f),
  sc: JSON.parse(readFileSync(f, 'utf8')) as { name: string; rules: string[] },
}));

/** Rule IDs of the repository's checklist, named `COH-<id>`: numbered rules (`21.1.1`, `2.A.3`), G1–G3, ambiguities A1–A70, scenarios S01–S18. */
export function checklistIds(): Set<string> {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'rules', 'champions-of-hara.md'), 'utf8');
  return new Set([
    ...[...text.matchAll(/^\s*- (\d+(?:\.[A-Z0-9]+)+) /gm)].map((m) => `COH-${m[1]!}`),
    ...[...text.matchAll(/^- ([GA]\d+)\. /gm)].map((m) => `COH-${m[1]!}`),
    ...[...text.matchAll(/^#### (S\d\d) /gm)].map((m) => `COH-${m[1]!}`),
  ]);
}

describe('Champions of Hara conformance scenarios', () => {
  for (const { file, sc } of scenarios) {
    it(`${file} [${sc.rules.join(' ')}] ${sc.name}`, () => {
      expect(runScenario(sc)).toEqual([]);
    });
  }

  it('names only rule IDs of the checklist', () => {
    const ids = checklistIds();
    expect(ids.size).toBe(328 + 3 + 70 + 18);
    for (const id of scenarios.flatMap((s) => s.sc.rules)) expect(ids.has(id), `${id} is not a checklist ID`).toBe(true);
  });
});
