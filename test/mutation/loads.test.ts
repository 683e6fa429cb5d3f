/// <reference types="vite/client" />
/**
 * Every module mutation testing covers loads on its own (docs/testing.md).
 *
 * A mutant in module-level code (a zod schema, a constant table) can make
 * its module throw while loading. Vitest then reports the test files that
 * import it as failed to load, with no test run, and Stryker's vitest runner
 * (9.x) counts that as a survivor. Loading each module inside a test turns
 * such a mutant into a failed test, which is what it is.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob([
  '../../src/core/*.ts',
  '../../src/core/search/*.ts',
  '../../src/platform/clock/*.ts',
  '../../src/platform/ratings/*.ts',
  '../../src/platform/tournaments/*.ts',
  '../../src/games/esw/rules/**/*.ts',
  '../../src/games/sfb/rules/**/*.ts',
  '../../src/games/at/rules/**/*.ts',
  '../../src/games/coh/rules/**/*.ts',
]);

interface Group {
  mutate: string[];
}
const { groups } = JSON.parse(readFileSync(new URL('../support/mutation-groups.json', import.meta.url), 'utf8')) as {
  groups: Record<string, Group>;
};
const folderOf = (glob: string): string => glob.slice(0, glob.indexOf('*'));
const wanted = process.env.MUTATION_GROUP ? [process.env.MUTATION_GROUP] : Object.keys(groups);

describe.each(wanted)('%s modules load', (group) => {
  const { mutate } = groups[group]!;
  const folders = mutate.filter((g) => !g.startsWith('!')).map(folderOf);
  // The engines' string catalogs are out of `mutate` but their code is measured (CATALOG_CODE in test/support/mutation-catalogs.mjs),
  // code that runs while the catalog loads: they load here too.
  const excluded = new Set(mutate.filter((g) => g.startsWith('!') && !g.endsWith('/rules/strings.ts')).map((g) => `../../${g.slice(1)}`));
  const files = Object.keys(modules).filter((path) => folders.some((folder) => path.startsWith(`../../${folder}`)) && !excluded.has(path));

  it('has modules', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', async (path) => {
    await expect(modules[path]!()).resolves.toBeTypeOf('object');
  });
});
