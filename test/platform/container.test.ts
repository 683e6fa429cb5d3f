/**
 * The production image's steps, without a container runtime (none runs on our
 * machines): the files the Dockerfile copies from the build context go into a
 * clean folder, its build stage's RUN lines run there (production install, the
 * Prisma client generated offline), then its CMD starts with its ENV against an
 * external PostgreSQL (a fresh, empty database: the process migrates it) and
 * the local Discord emulator as Discord. /healthz and /readyz must answer.
 *
 * Opt-in (TAVERN_IMAGE_TEST=1): the production install alone takes minutes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { withDatabase } from '../support/database.js';

const root = resolve(import.meta.dirname, '..', '..');

export interface DockerSteps {
  /** Build-context paths each COPY (without --from) brings in, with their destination under WORKDIR (a folder when `into`). */
  copies: { from: string; to: string; into: boolean }[];
  /** The build stage's RUN lines. */
  buildRuns: string[];
  /** ENV of the last stage. */
  env: Record<string, string>;
  /** CMD of the last stage (exec form). */
  cmd: string[];
  /** USER of the last stage. */
  user: string | null;
  stages: { image: string; name: string | null }[];
}

/** Reads the instructions this test performs (line continuations joined; comments dropped). */
export function dockerSteps(text: string): DockerSteps {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: DockerSteps = { copies: [], buildRuns: [], env: {}, cmd: [], user: null, stages: [] };
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const arg = line.slice(op!.length).trim();
    switch (op!.toUpperCase()) {
      case 'FROM': {
        const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(arg)!;
        out.stages.push({ image: m[1]!, name: m[2] ?? null });
        out.env = {};
        out.user = null;
        break;
      }
      case 'COPY': {
        if (rest.some((w) => w.startsWith('--from='))) break;
        const words = rest.filter((w) => !w.startsWith('--'));
        const to = words.pop()!;
        // Docker's rule: several sources, or a destination ending in '/', name a folder to copy into.
        for (const from of words) out.copies.push({ from, to, into: words.length > 1 || to.endsWith('/') });
        break;
      }
      case 'RUN':
        if (out.stages.length === 1) out.buildRuns.push(arg);
        break;
      case 'ENV':
        for (const m of arg.matchAll(/(\w+)=(\S+)/g)) out.env[m[1]!] = m[2]!;
        break;
      case 'USER':
        out.user = arg;
        break;
      case 'CMD':
        out.cmd = JSON.parse(arg) as string[];
        break;
    }
  }
  return out;
}

const steps = dockerSteps(readFileSync(join(root, 'Dockerfile'), 'utf8'));

describe('the Dockerfile', () => {
  it('builds in two stages on a slim Node image and runs as a user that is not root', () => {
    expect(steps.stages).toHaveLength(2);
    for (const s of steps.stages) expect(s.image).toMatch(/^node:20-[a-z]+-slim$/);
    expect(steps.user).toBe('node');
    expect(steps.cmd).toEqual(['node', '--import', 'tsx', 'src/main.ts']);
    expect(steps.env.METRICS_HOST).toBe('0.0.0.0');
  });

  it('installs production dependencies only and bundles the fonts', () => {
    expect(steps.buildRuns.join(' && ')).toMatch(/npm ci --omit=dev/);
    expect(steps.copies.map((c) => c.from)).toEqual(expect.arrayContaining(['assets', 'src', 'prisma', 'package-lock.json']));
    expect(readFileSync(join(root, '.dockerignore'), 'utf8').split('\n')).toEqual(expect.arrayContaining(['node_modules', '.data']));
  });
});

describe.skipIf(!process.env.TAVERN_IMAGE_TEST)('the image, built and started here (TAVERN_IMAGE_TEST=1)', () => {
  it('a clean folder with the copied files installs for production, starts against an external PostgreSQL and answers /healthz', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavern-image-'));
    chmodSync(dir, 0o755);
    const dbName = `image_${randomBytes(5).toString('hex')}`;
    const adminUrl = withDatabase(inject('pgTemplateUrl'), 'postgres');
    const emu = await startEmulator({ quiet: true });
    let child: ReturnType<typeof spawn> | null = null;
    try {
      const app = join(dir, 'app');
      for (const { from, to, into } of steps.copies) {
        const dest = into ? join(app, to, from.split('/').pop()!) : join(app, to);
        mkdirSync(dirname(dest), { recursive: true });
        cpSync(join(root, from), dest, { recursive: true });
      }
      for (const run of steps.buildRuns) {
        const r = spawnSync('sh', ['-c', run], { cwd: app, encoding: 'utf8', timeout: 900_000 });
        expect(r.status, `${run}\n${r.stderr}`).toBe(0);
      }
      expect(existsSync(join(app, 'src/generated/prisma/client.ts'))).toBe(true);
      for (const dev of ['vitest', 'eslint', 'typescript-eslint', 'playwright-core'])
        expect(existsSync(join(app, 'node_modules', dev)), dev).toBe(false);
      expect(existsSync(join(app, 'assets/fonts/Inter_400Regular.ttf'))).toBe(true);

      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const dataDir = join(dir, 'data');
      mkdirSync(dataDir);
      const [bin, ...args] = steps.cmd;
      const proc = spawn(bin === 'node' ? process.execPath : bin!, args, {
        cwd: app,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          ...steps.env,
          DATA_DIR: dataDir,
          METRICS_PORT: String(port),
          METRICS_HOST: '127.0.0.1',
          DATABASE_URL: withDatabase(adminUrl, dbName),
          DISCORD_TOKEN: emu.token,
          DISCORD_APP_ID: emu.applicationId,
          DISCORD_API: emu.apiBase,
          SHARD_COUNT: '2',
          SHARDS: '0,1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let output = '';
      proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const deadline = Date.now() + 120_000;
      let ready: { status: number; body: string } | null = null;
      while (Date.now() < deadline && proc.exitCode === null) {
        const r = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        if (r?.status === 200) {
          ready = { status: r.status, body: await r.text() };
          break;
        }
        await new Promise((res) => setTimeout(res, 500));
      }
      expect(ready, output.slice(-3000)).not.toBeNull();
      expect(JSON.parse(ready!.body)).toEqual({ ready: true, database: true, gateway: true, accepting: true });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect((await health.text()).trim()).toBe('ok');
      // SIGTERM (docker stop): the process drains and exits on its own.
      const exited = new Promise<number | null>((res) => proc.once('exit', (code) => res(code)));
      proc.kill('SIGTERM');
      expect(await exited).toBe(0);
      child = null;
    } finally {
      child?.kill('SIGKILL');
      await emu.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 1_200_000);
});
