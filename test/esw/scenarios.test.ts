import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eswEngine } from '../../src/games/esw/engine.js';
import { listScenarioFiles, runScenario, type ScenarioGame } from '../../src/tools/scenarios.js';

/** Runs every conformance scenario of test/scenarios/esw through the shared runner. */

const engines: Record<string, ScenarioGame> = { esw: eswEngine as unknown as ScenarioGame };
const files = listScenarioFiles(join(import.meta.dirname, '..', 'scenarios', 'esw'));
const checklist = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'rules', 'epic-spell-wars.md'), 'utf8');
const ruleIds = new Set(checklist.match(/ESW-[A-Z]+-[A-Z]?\d+/g));

describe('esw conformance scenarios', () => {
  it('has at least 40 scenarios, all for this game', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });
  it('covers every Tavern content effect kind ESW-FX-1..15 with a scenario', () => {
    const named = new Set(files.flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { rules: string[] }).rules));
    const fx = Array.from({ length: 15 }, (_, i) => `ESW-FX-${i + 1}`);
    expect(fx.filter((id) => !named.has(id) || !ruleIds.has(id))).toEqual([]);
  });
  for (const file of files) {
    const sc = JSON.parse(readFileSync(file, 'utf8')) as { game: string; name: string; rules: string[] };
    it(`${sc.rules.join(' ')} — ${sc.name}`, () => {
      expect(sc.game).toBe('esw');
      expect(sc.rules.filter((id) => !ruleIds.has(id))).toEqual([]);
      expect(runScenario(sc, engines)).toEqual([]);
    });
  }
});
