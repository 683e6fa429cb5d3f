// The engines' string catalogs in mutation testing (stryker.config.mjs, scripts/mutation.ts).
/* global URL */
import { readFileSync } from 'node:fs';

/**
 * The engines' string catalogs are data: each entry a text in two languages, and each of their
 * mutants a text blanked, a static mutant that costs a reload of the module and a run of every test
 * that loads it (hundreds of runs per catalog). The catalog tests (test/esw/catalog.test.ts,
 * test/sfb/catalog.test.ts, test/coh/catalog.test.ts, test/at/catalog.test.ts) check every entry directly: present in both
 * languages, not empty, the same placeholders. So the groups leave the catalogs out of `mutate`
 * (test/support/mutation-groups.json) and measure only their code: from the line that starts it to
 * the end of the file (the glyph-bound Treasure texts and `textToString` in ESW, `build()` in SFB, CoH and AT).
 */
export const CATALOG_CODE = {
  esw: ['src/games/esw/rules/strings.ts', '/** Treasure texts that name a glyph'],
  sfb: ['src/games/sfb/rules/strings.ts', 'function build('],
  coh: ['src/games/coh/rules/strings.ts', 'function build('],
  at: ['src/games/at/rules/strings.ts', 'function build('],
};

/** The catalog code of a group as --mutate ranges (`file:from-to`), none for a group without one. */
export function catalogCode(group, root) {
  const entry = CATALOG_CODE[group];
  if (!entry) return [];
  const [file, marker] = entry;
  const lines = readFileSync(new URL(`./${file}`, root), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith(marker));
  if (start < 0) throw new Error(`${file}: no line starts with ${marker} (test/support/mutation-catalogs.mjs, CATALOG_CODE)`);
  return [`${file}:${start + 1}-${lines.length}`];
}
