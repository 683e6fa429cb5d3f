/**
 * SIGTERM hands a process's work over: Tavern as real child processes
 * (src/main.ts, as `npm start` runs it) on one emulator and one database. The
 * first process has claimed a durable job (a challenge's expiry) whose
 * handler is stuck behind a row lock the test holds; a replacement holding
 * the same shard is started (a rolling restart), and the first gets SIGTERM.
 * It stops claiming, rolls the stuck job back after its grace instead of
 * holding it to its deadline, and exits cleanly; the replacement runs the job
 * at once, exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type DiscordEmulator } from '../../src/emulator/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { respond, textOf, type Obj } from '../support/tavern.js';

interface Proc {
  name: string;
  child: ChildProcess;
  lines: Obj[];
  exited: Promise<{ code: number | null; at: number }>;
}

let emu: DiscordEmulator;
let db: TestDatabase;
const dirs: string[] = [];
const procs: Proc[] = [];

function start(name: string): Promise<Proc> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tavern-handover-${name}-`));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DISCORD_TOKEN: emu.token,
      DISCORD_APP_ID: emu.applicationId,
      DISCORD_API: emu.apiBase,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    name,
    child,
    lines: [],
    exited: new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() }))),
  };
  procs.push(proc);
  let buffered = '';
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`process ${name} not ready in 90 s: ${stderr}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`process ${name} exited with ${code} before it was ready: ${stderr}`)));
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const raw of lines) {
        if (!raw.startsWith('{')) continue;
        const line = JSON.parse(raw) as Obj;
        proc.lines.push(line);
        if (line.event === 'bot.ready') {
          clearTimeout(timer);
          resolve(proc);
        }
      }
    });
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  emu = await startEmulator({ quiet: true, responseChecks: true, ackDeadlineMs: 15_000 });
}, 60_000);

afterAll(async () => {
  for (const p of procs) {
    p.child.kill('SIGKILL');
    await p.exited;
  }
  await emu?.close();
  await db?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM hands the work over', () => {
  it('a job held by a process that gets SIGTERM is rolled back and run by its replacement at once, exactly once', async () => {
    const a = await start('A');
    const [alice, bruno] = emu.users.map((u) => u.id) as [string, string];
    const channel = emu.guilds[0]!.channels.general!;
    const out = await respond(emu, emu.slash(alice, channel, 'challenge', { game: 'sfb', opponent: bruno }));
    expect(textOf(out.message)).toContain('challenge');
    const [match] = await db.prisma.match.findMany({ select: { id: true, version: true } });
    const job = await db.prisma.job.findFirstOrThrow({ where: { kind: 'async.challenge-expiry', matchId: match!.id } });

    // The test locks the match row, then makes the expiry due: A claims the job and its handler waits on the lock.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM matches WHERE id = $1 FOR UPDATE', [match!.id]);
      await db.prisma.job.update({ where: { id: job.id }, data: { runAt: new Date() } });
      await expect
        .poll(async () => (await db.prisma.$queryRaw<unknown[]>`SELECT id FROM jobs WHERE id = ${job.id} FOR UPDATE SKIP LOCKED`).length, {
          timeout: 15_000,
          interval: 100,
        })
        .toBe(0);

      // The replacement (same shard) is up; A gets SIGTERM while it holds the job.
      const b = await start('B');
      const signalled = Date.now();
      a.child.kill('SIGTERM');
      const exit = await a.exited;
      expect(exit.code).toBe(0);
      // Within its 2 s job grace and the bot's stop, well before the 8 s stopping deadline.
      expect(exit.at - signalled).toBeLessThan(7_000);
      const released = a.lines.filter((l) => l.event === 'scheduler.job_released');
      expect(released.map((l) => l.job)).toEqual([job.id.toString()]);
      expect(a.lines.some((l) => l.event === 'shutdown_timeout')).toBe(false);
      // Given back untouched: no failed attempt, no error, still due.
      const back = await db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
      expect({ attempts: back.attempts, lastError: back.lastError, failedAt: back.failedAt }).toEqual({
        attempts: 0,
        lastError: null,
        failedAt: null,
      });
      expect((await db.prisma.match.findUniqueOrThrow({ where: { id: match!.id } })).status).toBe('challenged');

      await locker.query('COMMIT');
      const unlocked = Date.now();
      await expect
        .poll(async () => (await db.prisma.match.findUniqueOrThrow({ where: { id: match!.id } })).status, { timeout: 10_000, interval: 50 })
        .toBe('cancelled');
      // B polls every second: it ran the job as soon as the lock was gone, not after any lease or timeout.
      expect(Date.now() - unlocked).toBeLessThan(5_000);
      await expect.poll(() => b.lines.filter((l) => l.event === 'scheduler.job_done').length, { timeout: 10_000 }).toBe(1);
      const done = [...a.lines, ...b.lines].filter((l) => l.event === 'scheduler.job_done');
      expect(done.map((l) => l.job)).toEqual([job.id.toString()]);
      expect(await db.prisma.job.count({ where: { id: job.id } })).toBe(0);
      expect((await db.prisma.match.findUniqueOrThrow({ where: { id: match!.id } })).version).toBe(match!.version + 1);
      // The challenger is told once.
      await expect
        .poll(() => emu.visibleMessages(alice, channel).filter((m) => /expired: nobody answered/.test(textOf(m))).length, {
          timeout: 10_000,
        })
        .toBe(1);
    } finally {
      await locker.end();
    }
  }, 240_000);
});
