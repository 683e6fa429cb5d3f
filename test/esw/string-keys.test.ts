import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strings } from '../../src/games/esw/engine.js';

// Reads the engine's source text, so it stays out of mutation testing
// (test/support/mutation-groups.json): Stryker's instrumented copy hides the keys.
describe('esw string catalog', () => {
  it('every string key used by the engine exists in English and French', () => {
    const dir = join(import.meta.dirname, '..', '..', 'src', 'games', 'esw', 'rules');
    const used = new Set<string>();
    for (const f of readdirSync(dir)) {
      const src = readFileSync(join(dir, f), 'utf8');
      for (const m of src.matchAll(/say\(events, '(\w+)'/g)) used.add(`esw.ev.${m[1]}`);
      for (const m of src.matchAll(/t\('(esw\.[\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    for (const k of used) {
      expect(strings.en[k], k).toBeTruthy();
      expect(strings.fr[k], k).toBeTruthy();
    }
    expect(Object.keys(strings.fr).sort()).toEqual(Object.keys(strings.en).sort());
  });
});
