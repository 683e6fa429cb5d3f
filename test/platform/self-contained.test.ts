import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A clone of Tavern must work anywhere: no file may point outside the
 * repository (our machines keep rulebooks and design notes in a sibling
 * folder that a person who clones Tavern does not have).
 */
const root = resolve(import.meta.dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|js|mjs|json|md|ya?ml|sh|txt|html|css)$|^\.ci\/run$|^\.env\.example$/.test(f))
  .filter((f) => f !== 'package-lock.json' && existsSync(join(root, f)));

/** The lines of a file that name a path outside the repository. */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, n) => {
    const where = `${file}:${n + 1}`;
    if (/(^|[^\w.])\/work\/|\.\.\/shared\//.test(line)) found.push(`${where}: ${line.trim()}`);
    // Markdown links and images with a relative target must stay inside the tree and exist
    // (only in Markdown: code such as a regular expression can look like a link).
    if (!file.endsWith('.md')) return;
    for (const m of line.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+)\)/g)) {
      const target = resolve(dirname(join(root, file)), m[1]!.split('#')[0]!);
      if (relative(root, target).startsWith('..')) found.push(`${where}: link outside the repository: ${m[1]}`);
      else if (!existsSync(target)) found.push(`${where}: dead link: ${m[1]}`);
    }
  });
  return found;
}

describe('the repository is self-contained', () => {
  it('checks a meaningful set of files', () => {
    expect(tracked).toContain('README.md');
    expect(tracked.length).toBeGreaterThan(100);
  });

  it('no tracked file refers to a path outside the repository, and every relative link resolves', () => {
    const problems = tracked.flatMap((f) =>
      f === 'test/platform/self-contained.test.ts' ? [] : outsideReferences(f, readFileSync(join(root, f), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('detects the references it forbids', () => {
    expect(outsideReferences('README.md', 'See [x](../shared/design/ARCHITECTURE.md)')).toHaveLength(2);
    expect(outsideReferences('test/a.test.ts', "readFileSync('/work/shared/rules/x.md')")).toHaveLength(1);
    expect(outsideReferences('README.md', 'See [rules](docs/rules/super-fantasy-brawl.md) and [site](https://discord.com)')).toEqual([]);
  });
});
