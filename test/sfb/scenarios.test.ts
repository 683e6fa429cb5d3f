import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { listScenarioFiles, main, runScenario } from '../../src/tools/scenarios.js';

const DIR = 'test/scenarios/sfb';
const files = listScenarioFiles(DIR);
const scenarios = files.map((f) => ({ file: basename(f), sc: JSON.parse(readFileSync(f, 'utf8')) as { name: string; rules: string[] } }));

describe('Super Fantasy Brawl conformance scenarios', () => {
  for (const { file, sc } of scenarios) {
    it(`${file} [${sc.rules.join(' ')}] ${sc.name}`, () => {
      expect(runScenario(sc)).toEqual([]);
    });
  }

  it('has at least 80 scenarios and covers every keyword and rule paragraph of the checklist', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(80);
    const checklist = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'rules', 'super-fantasy-brawl.md'), 'utf8');
    const ids = new Set([...checklist.matchAll(/\*\*(SFB-[A-Z0-9-]+)\*\*/g)].map((m) => m[1]!));
    const covered = new Set(scenarios.flatMap((s) => s.sc.rules));
    for (const id of covered) expect(ids.has(id), `${id} is not a checklist ID`).toBe(true);
    const paragraphs = new Set([...ids].map((id) => id.replace(/-\d+$/, '')));
    const coveredParagraphs = new Set([...covered].map((id) => id.replace(/-\d+$/, '')));
    const engineParagraphs = [...paragraphs].filter((p) => !['SFB-CONT', 'SFB-CARD'].includes(p));
    expect(engineParagraphs.filter((p) => !coveredParagraphs.has(p))).toEqual([]);
    const keywordIds = [...ids].filter((id) => id.startsWith('SFB-KW-'));
    expect(keywordIds.filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('scenario runner', () => {
  it('reports a mismatch, a wrong refusal and an unknown game', () => {
    const base = { game: 'sfb', name: 'x', rules: ['SFB-WIN-1'], setup: { champions: { kil: { seat: 0, at: '0,-3' } } } };
    expect(runScenario({ ...base, expect: { vp: [1, 0] } })).toEqual(['vp: expected [1,0], got [0,0]']);
    expect(runScenario({ ...base, steps: [{ seat: 0, choose: 'end', error: 'x' }] })[0]).toContain('expected a refusal');
    expect(runScenario({ ...base, game: 'nope' })).toEqual(['unknown game nope']);
    expect(runScenario({ ...base, rules: [] })[0]).toContain('invalid scenario');
  });

  it('an expectation a game cannot read is a failure, not a crash (the runner guards every game’s check; CoH’s here)', () => {
    const unreadable = [
      {
        game: 'coh',
        name: 'x',
        rules: ['COH-21.1.1'],
        setup: { mode: 'versus', characters: ['kaoru', 'leaf'] },
        expect: { chars: { '7': { health: 1 } } },
      },
      {
        game: 'coh',
        name: 'x',
        rules: ['COH-21.1.1'],
        setup: { mode: 'versus', characters: ['kaoru', 'leaf'] },
        expect: { offered: null },
      },
    ];
    for (const sc of unreadable) {
      const fails = runScenario(sc);
      expect(fails).toHaveLength(1);
      expect(fails[0]).toMatch(/^the expectation could not be checked: /);
    }
  });

  it('prints one line per failure and "N passed, M failed", and returns non-zero on failure', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfb-sc-'));
    const good = { game: 'sfb', name: 'ok', rules: ['SFB-WIN-1'], setup: {}, expect: { vp: [0, 0] } };
    writeFileSync(join(dir, 'a.json'), JSON.stringify(good));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ ...good, expect: { vp: [2, 0] } }));
    const lines: string[] = [];
    const log = console.log;
    console.log = (...a: unknown[]) => void lines.push(a.join(' '));
    try {
      expect(main([dir])).toBe(1);
    } finally {
      console.log = log;
    }
    expect(lines.filter((l) => l.startsWith('FAIL'))).toHaveLength(1);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
  });
});
