import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules of src/ import each other without cycles: a cycle makes load order
 * matter (a value read before its module ran is undefined) and knots two
 * features that should be read apart. Type-only imports vanish at run time
 * and are not counted.
 */
const root = resolve(import.meta.dirname, '..', '..');
const src = join(root, 'src');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : tsFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** Relative value imports (and re-exports) of one module, as absolute .ts paths. */
export function valueImports(file: string, text: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'(\.{1,2}\/[^']+)'/gms;
  for (const m of text.matchAll(re)) {
    if (m[2]) continue;
    const names = m[3] ?? '';
    // `import { type A, type B } from` carries no value either.
    const braced = /^\{([^}]*)\}$/.exec(names.trim());
    if (braced && braced[1]!.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    out.push(resolve(dirname(file), m[4]!.replace(/\.js$/, '.ts')));
  }
  for (const m of text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) out.push(resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  return out;
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string): void => {
    state.set(n, 'open');
    stack.push(n);
    for (const next of graph.get(n) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...graph.keys()].sort()) if (!state.has(n)) visit(n);
  return cycles;
}

describe('src/ has no import cycles', () => {
  it('finds none among value imports', () => {
    const graph = new Map(tsFiles(src).map((f) => [f, valueImports(f, readFileSync(f, 'utf8'))]));
    const cycles = findCycles(graph).map((c) => c.map((f) => relative(root, f)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('reports a cycle, and ignores type-only imports', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    expect(valueImports('/x/a.ts', "import type { B } from './b.js';\nimport { type C } from './c.js';")).toEqual([]);
    expect(valueImports('/x/a.ts', "import { B } from './b.js';\nexport * from './c.js';")).toEqual(['/x/b.ts', '/x/c.ts']);
  });
});
