/**
 * A production image installs with `npm install --omit=dev`: whatever the
 * install and start scripts run must come from `dependencies`, never from
 * `devDependencies` (absent there).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Packages a script line needs: its commands (tsx, node…) and the packages the TypeScript/JS files it runs import. */
function packagesNeededBy(script: string, read: (file: string) => string): string[] {
  const needed = new Set<string>();
  for (const command of script.split(/&&|\|\||;/)) {
    const words = command
      .trim()
      .split(/\s+/)
      .filter((w) => w && !/^[A-Z_][A-Z0-9_]*=/.test(w) && w !== 'exec' && w !== 'env');
    const [bin, ...args] = words;
    if (!bin || bin === 'npm') continue;
    if (bin !== 'node') needed.add(bin);
    // Loaders node is told to import (`node --import tsx …`) are packages too.
    args.forEach((a, i) => {
      const loader = args[i + 1];
      if ((a === '--import' || a === '--require' || a === '-r') && loader && !loader.startsWith('.')) needed.add(loader);
    });
    for (const file of args.filter((a) => /\.(ts|js|mjs)$/.test(a))) for (const p of importedPackages(read(file))) needed.add(p);
  }
  return [...needed].sort();
}

/** Bare package names a source file imports or resolves (node: built-ins and relative paths left out). */
function importedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/(?:from\s+|import\s*\(\s*|require(?:\.resolve)?\s*\(\s*)['"]([^'"]+)['"]/g)) {
    const spec = m[1]!;
    if (spec.startsWith('.') || spec.startsWith('node:') || spec.startsWith('/')) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names];
}

const registryReachable = (() => {
  const ping = spawnSync('npm', ['ping'], { cwd: root, timeout: 20_000, stdio: 'ignore' });
  return ping.status === 0;
})();

describe('installing for production (npm install --omit=dev)', () => {
  it('every package the install and start scripts need is a production dependency', () => {
    const read = (file: string) => readFileSync(join(root, file), 'utf8');
    for (const script of ['postinstall', 'start'] as const) {
      const needed = packagesNeededBy(pkg.scripts[script]!, read);
      expect(needed.length).toBeGreaterThan(0);
      expect(
        needed.filter((p) => !(p in pkg.dependencies)),
        `${script}: ${pkg.scripts[script]}`,
      ).toEqual([]);
    }
  });

  it('reads the commands and imports of a script', () => {
    const files: Record<string, string> = {
      'scripts/x.ts':
        "import a from 'pg';\nimport { b } from '@scope/pkg/sub';\nconst c = require.resolve('prisma/build/index.js');\nimport './y.js';",
      'other.js': '',
    };
    expect(packagesNeededBy('node --import tsx scripts/x.ts', (f) => files[f]!)).toContain('tsx');
    expect(packagesNeededBy('exec env FOO=1 tsx scripts/x.ts && node other.js', (f) => files[f]!)).toEqual([
      '@scope/pkg',
      'pg',
      'prisma',
      'tsx',
    ]);
  });

  it.skipIf(!registryReachable)(
    'a copy of the repository installs with --omit=dev: the client is generated and no devDependency is installed',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'tavern-prod-install-'));
      // As root the embedded PostgreSQL runs as `postgres`, which must be able to reach the binaries.
      chmodSync(dir, 0o755);
      try {
        const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
        execFileSync('tar', ['-cf', join(dir, 'src.tar'), '--null', '-T', '-'], { cwd: root, input: files.join('\0') });
        execFileSync('tar', ['-xf', 'src.tar'], { cwd: dir });
        const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
          cwd: dir,
          encoding: 'utf8',
          timeout: 600_000,
        });
        expect(install.status, install.stderr).toBe(0);
        expect(existsSync(join(dir, 'src/generated/prisma/client.ts'))).toBe(true);
        for (const dev of ['vitest', 'eslint', 'typescript-eslint', 'playwright-core'])
          expect(existsSync(join(dir, 'node_modules', dev))).toBe(false);
        // The generated client loads with what was installed.
        const load = spawnSync(
          process.execPath,
          ['--import', 'tsx', '-e', "await import('./src/platform/db/client.ts'); console.log('loaded')"],
          { cwd: dir, encoding: 'utf8', timeout: 60_000 },
        );
        expect(load.stdout + load.stderr).toContain('loaded');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    660_000,
  );
});
