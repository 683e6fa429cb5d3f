import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RuleError, type Action, type GameEvent } from '../../src/core/game.js';
import { eswEngine } from '../../src/games/esw/engine.js';

/** Runs every conformance scenario of test/scenarios/esw through the engine's scenario support. */

interface Scenario {
  game: string;
  name: string;
  rules: string[];
  setup: Record<string, unknown>;
  actions: { seat: number; action: Action; expectError?: boolean }[];
  expect: Record<string, unknown>;
}

const dir = join(import.meta.dirname, '..', 'scenarios', 'esw');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

export function runScenario(sc: Scenario): string[] {
  const { state: start, events } = eswEngine.scenarios.setup(sc.setup as never);
  let state = start;
  const all: GameEvent[] = [...events];
  const fails: string[] = [];
  sc.actions.forEach(({ seat, action, expectError }, i) => {
    try {
      const r = eswEngine.apply(state, seat, action);
      if (expectError) fails.push(`action ${i} should have been refused`);
      state = r.state;
      all.push(...r.events);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      if (!expectError) fails.push(`action ${i} refused: ${e.message}`);
    }
  });
  return [...fails, ...eswEngine.scenarios.check(state, sc.expect as never, all)];
}

describe('esw conformance scenarios', () => {
  it('has at least 40 scenarios, all for this game', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });
  for (const file of files) {
    const sc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Scenario;
    it(`${sc.rules.join(' ')} — ${sc.name} (${file})`, () => {
      expect(sc.game).toBe('esw');
      expect(runScenario(sc)).toEqual([]);
    });
  }
});
