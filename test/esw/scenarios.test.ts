import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eswEngine } from '../../src/games/esw/engine.js';
import { listScenarioFiles, runScenario, type ScenarioGame } from '../../src/tools/scenarios.js';

/** Runs every conformance scenario of test/scenarios/esw through the shared runner. */

const engines: Record<string, ScenarioGame> = { esw: eswEngine as unknown as ScenarioGame };
const files = listScenarioFiles(join(import.meta.dirname, '..', 'scenarios', 'esw'));

describe('esw conformance scenarios', () => {
  it('has at least 40 scenarios, all for this game', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });
  for (const file of files) {
    const sc = JSON.parse(readFileSync(file, 'utf8')) as { game: string; name: string; rules: string[] };
    it(`${sc.rules.join(' ')} — ${sc.name}`, () => {
      expect(sc.game).toBe('esw');
      expect(runScenario(sc, engines)).toEqual([]);
    });
  }
});
