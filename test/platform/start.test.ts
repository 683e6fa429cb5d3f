/**
 * The real `npm start` in a temporary DATA_DIR with free ports: SIGTERM or
 * SIGINT to the process `npm start` started stops everything (the bot,
 * the embedded PostgreSQL) within seconds and frees the ports; a second start
 * on the same data folder or port says so in one plain line; a PostgreSQL
 * left behind by a killed instance is adopted and stopped with the next one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/net.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const dirs: string[] = [];
const started: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavern-start-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its data folder.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return path.join(dir, 'data');
}

interface Instance {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function npmStart(env: { DATA_DIR: string; EMBEDDED_PG_PORT: number; PLAYGROUND_PORT: number }): Instance {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      DISCORD_TOKEN: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DATA_DIR: env.DATA_DIR,
      EMBEDDED_PG_PORT: String(env.EMBEDDED_PG_PORT),
      PLAYGROUND_PORT: String(env.PLAYGROUND_PORT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The exit of a start that should give up at once (a second instance). */
async function refusedExit(i: Instance): Promise<number | null> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`still running after 60 s:\n${i.output()}`)), 60_000).unref(),
  );
  return (await Promise.race([i.exited, timeout])).code;
}

const ready = (i: Instance) => until('the playground', () => i.output().includes('Open the playground:'), 120_000);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Every descendant of `pid` (from /proc), children first. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== p) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

const postmasterOf = (dataDir: string): number | null => {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
};

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** What the program itself printed: npm's own lines ("> tavern start", "npm error …") left out. */
const ownLines = (out: string) =>
  out
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('>') && !l.startsWith('npm '));

/** Sends `signal` to `pid`, then checks that the instance, its processes and PostgreSQL are gone and the ports free. */
async function expectStopsEverything(i: Instance, pid: number, signal: NodeJS.Signals, dataDir: string, ports: number[]): Promise<void> {
  const tree = [i.child.pid!, ...descendants(i.child.pid!)];
  const postmaster = postmasterOf(dataDir);
  expect(postmaster).not.toBeNull();
  expect(alive(postmaster!)).toBe(true);
  const sentAt = Date.now();
  process.kill(pid, signal);
  await i.exited;
  const left = () =>
    [...tree, postmaster!].filter(alive).map((p) => {
      try {
        return `${p} ${readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ')}`;
      } catch {
        return `${p}`;
      }
    });
  await until('every process to end', () => left().length === 0, 10_000).catch((e: Error) => {
    throw new Error(`${e.message}: ${left().join('; ')}\n--- output:\n${i.output()}`);
  });
  expect(Date.now() - sentAt).toBeLessThan(10_000);
  for (const port of ports) expect(await portFree(port), `port ${port}`).toBe(true);
  expect(existsSync(path.join(dataDir, 'tavern.pid'))).toBe(false);
  expect(i.output()).not.toMatch(/EADDRINUSE|"level":[56]0/);
}

afterAll(async () => {
  // Whatever a failed run left: each start's whole process tree, by pid.
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const tree = [child.pid!, ...descendants(child.pid!)];
    for (const pid of tree) if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const dir of dirs) {
    const pm = postmasterOf(path.join(dir, 'data'));
    if (pm && alive(pm)) process.kill(pm, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('npm start, stopped and started twice', () => {
  it('second starts are refused in one line; SIGTERM to npm stops everything; a killed instance’s PostgreSQL is adopted then stopped', async () => {
    const dataDir = tempDataDir();
    const pgPort = await freePort();
    const webPort = await freePort();
    const first = npmStart({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort, PLAYGROUND_PORT: webPort });
    await ready(first);

    // Same data folder: refused at once, in one line, and the first instance is untouched.
    const sameDir = npmStart({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: await freePort(), PLAYGROUND_PORT: await freePort() });
    expect(await refusedExit(sameDir)).not.toBe(0);
    expect(ownLines(sameDir.output())).toEqual([
      expect.stringMatching(/^Tavern is already running with the data folder .*: stop it first/),
    ]);
    // Another data folder, but the playground's port is taken.
    const otherDir = tempDataDir();
    const samePort = npmStart({ DATA_DIR: otherDir, EMBEDDED_PG_PORT: await freePort(), PLAYGROUND_PORT: webPort });
    expect(await refusedExit(samePort)).not.toBe(0);
    expect(ownLines(samePort.output())).toEqual([
      `Port ${webPort} (PLAYGROUND_PORT) is already in use, by another Tavern or another program: stop it, or set PLAYGROUND_PORT to a free port.`,
    ]);
    // Another data folder, but PostgreSQL's port is taken: nothing is left running for it.
    const samePg = npmStart({ DATA_DIR: otherDir, EMBEDDED_PG_PORT: pgPort, PLAYGROUND_PORT: await freePort() });
    expect(await refusedExit(samePg)).not.toBe(0);
    expect(ownLines(samePg.output())).toEqual([
      expect.stringMatching(new RegExp(`^Port ${pgPort} \\(EMBEDDED_PG_PORT\\) is already in use`)),
    ]);
    expect(postmasterOf(otherDir)).toBeNull();
    expect(alive(postmasterOf(dataDir)!)).toBe(true);

    // SIGTERM to the process `npm start` is (what systemd, Docker or `kill <pid>` send).
    await expectStopsEverything(first, first.child.pid!, 'SIGTERM', dataDir, [pgPort, webPort]);

    // A crash: the bot's process is killed outright, and its PostgreSQL stays behind …
    const crashed = npmStart({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort, PLAYGROUND_PORT: webPort });
    await ready(crashed);
    const orphan = postmasterOf(dataDir)!;
    for (const pid of [crashed.child.pid!, ...descendants(crashed.child.pid!)].filter(
      (p) => p !== orphan && !descendants(orphan).includes(p),
    ))
      process.kill(pid, 'SIGKILL');
    await crashed.exited;
    expect(alive(orphan)).toBe(true);
    // … the next start adopts it, and SIGINT to the process npm started (node with the tsx loader) stops it too.
    const next = npmStart({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort, PLAYGROUND_PORT: webPort });
    await ready(next);
    expect(postmasterOf(dataDir)).toBe(orphan);
    const bot = descendants(next.child.pid!)[0]!;
    expect(readFileSync(`/proc/${bot}/cmdline`, 'utf8')).toContain('tsx');
    await expectStopsEverything(next, bot, 'SIGINT', dataDir, [pgPort, webPort]);
    expect(alive(orphan)).toBe(false);
  }, 400_000);
});
