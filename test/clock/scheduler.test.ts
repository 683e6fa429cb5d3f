import { spawn } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Scheduler, cancelJobs, scheduleJob } from '../../src/platform/scheduler/scheduler.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.$executeRawUnsafe('CREATE TABLE test_fired (job_id bigint NOT NULL, pid int NOT NULL)');
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE test_fired');
  await db.prisma.job.deleteMany();
});

async function seed(count: number, at = new Date(Date.now() - 60_000)): Promise<void> {
  await db.prisma.job.createMany({
    data: Array.from({ length: count }, (_, i) => ({ kind: 'test.record', runAt: new Date(at.getTime() + i), payload: { i } })),
  });
}

async function firings(): Promise<{ total: number; distinct: number; pids: number }> {
  const [row] = await db.prisma.$queryRaw<
    { total: bigint; distinct: bigint; pids: bigint }[]
  >`SELECT count(*) AS total, count(DISTINCT job_id) AS distinct, count(DISTINCT pid) AS pids FROM test_fired`;
  return { total: Number(row!.total), distinct: Number(row!.distinct), pids: Number(row!.pids) };
}

/** Starts a runner process; resolves when it exits (or after we kill it on the `killAfter`-th firing). */
function runner(hold: number, killAfter?: number): Promise<{ fired: number; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/clock/job-runner.ts', db.url, String(hold)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let fired = 0;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      fired += d
        .toString()
        .split('\n')
        .filter((l) => l.startsWith('fired ')).length;
      if (killAfter !== undefined && fired >= killAfter) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ fired, killed: true });
      else if (code === 0) resolve({ fired, killed: false });
      else reject(new Error(`runner exited ${code}: ${stderr}`));
    });
  });
}

describe('durable jobs', () => {
  it('fire when due by the injected clock, never before, in their own transaction', async () => {
    let now = Date.parse('2026-05-01T10:00:00Z');
    const s = new Scheduler(db.prisma, { now: () => new Date(now) });
    const seen: number[] = [];
    s.on('test.record', async (job, tx) => {
      await tx.$executeRaw`INSERT INTO test_fired (job_id, pid) VALUES (${job.id}, 0)`;
      seen.push((job.payload as { i: number }).i);
    });
    await scheduleJob(db.prisma, { kind: 'test.record', runAt: new Date(now + 60_000), payload: { i: 1 } });
    await scheduleJob(db.prisma, { kind: 'test.record', runAt: new Date(now + 30_000), payload: { i: 0 } });
    expect(await s.runDue()).toBe(0);
    now += 30_000;
    expect(await s.runDue()).toBe(1);
    now += 60_000;
    expect(await s.runDue()).toBe(1);
    expect(seen).toEqual([0, 1]);
    expect(await db.prisma.job.count()).toBe(0);
  });

  it('a failing job rolls back its work, is retried with a back-off, and is parked after its attempts', async () => {
    let now = Date.parse('2026-05-01T10:00:00Z');
    const s = new Scheduler(db.prisma, { now: () => new Date(now), maxAttempts: 3 });
    s.on('test.record', async (_job, tx) => {
      await tx.$executeRaw`INSERT INTO test_fired (job_id, pid) VALUES (0, 0)`;
      throw new Error('boom');
    });
    await scheduleJob(db.prisma, { kind: 'test.record', runAt: new Date(now) });
    for (let i = 0; i < 5; i++) {
      await s.runDue();
      now += 3_600_000;
    }
    const job = await db.prisma.job.findFirstOrThrow();
    expect(job).toMatchObject({ attempts: 3, lastError: 'boom' });
    expect(job.failedAt).not.toBeNull();
    expect((await firings()).total).toBe(0);
  });

  it('cancelling skips a job another transaction is running instead of waiting for it', async () => {
    await scheduleJob(db.prisma, { kind: 'x', runAt: new Date(), matchId: null, userId: 'u1' });
    await scheduleJob(db.prisma, { kind: 'x', runAt: new Date(), matchId: null, userId: 'u1' });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let lockedOne!: () => void;
    const locked = new Promise<void>((r) => (lockedOne = r));
    const holder = db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM jobs ORDER BY id LIMIT 1 FOR UPDATE`;
      lockedOne();
      await held;
    });
    await locked;
    expect(await cancelJobs(db.prisma, { userId: 'u1' })).toBe(1);
    release();
    await holder;
    expect(await db.prisma.job.count()).toBe(1);
  });

  it('stopping: a job whose handler is still at work after the grace is rolled back and run by another scheduler at once, once, its attempts untouched', async () => {
    await db.prisma.$executeRawUnsafe('CREATE TABLE IF NOT EXISTS test_gate (id int PRIMARY KEY)');
    await db.prisma.$executeRawUnsafe('INSERT INTO test_gate VALUES (1) ON CONFLICT DO NOTHING');
    await scheduleJob(db.prisma, { kind: 'test.gated', runAt: new Date(Date.now() - 1000), payload: { i: 7 } });
    // The test holds the gate's row lock: the first scheduler's handler waits on it, its job claimed.
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    let closedGate!: () => void;
    const gateClosed = new Promise<void>((r) => (closedGate = r));
    const holder = db.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM test_gate WHERE id = 1 FOR UPDATE`;
        closedGate();
        await gate;
      },
      { timeout: 30_000 },
    );
    await gateClosed;
    const handler = (pid: number) => async (job: { id: bigint }, tx: Parameters<Parameters<Scheduler['on']>[1]>[1]) => {
      await tx.$queryRaw`SELECT id FROM test_gate WHERE id = 1 FOR UPDATE`;
      await tx.$executeRaw`INSERT INTO test_fired (job_id, pid) VALUES (${job.id}, ${pid})`;
    };
    const first = new Scheduler(db.prisma, { pollMs: 50 });
    first.on('test.gated', handler(1));
    first.start();
    // Claimed by the first: nobody else can lock its row.
    await expect
      .poll(async () => (await db.prisma.$queryRaw<unknown[]>`SELECT id FROM jobs FOR UPDATE SKIP LOCKED`).length, { timeout: 10_000 })
      .toBe(0);
    const t0 = Date.now();
    await first.stop(300);
    const stopMs = Date.now() - t0;
    expect(stopMs).toBeGreaterThanOrEqual(300);
    expect(stopMs).toBeLessThan(3_000);
    expect(first.fired).toBe(0);
    // Given back as it was: due, unlocked, no attempt counted, no error recorded.
    const [left] = await db.prisma.$queryRaw<{ attempts: number; lastError: string | null }[]>`
      SELECT attempts, last_error AS "lastError" FROM jobs FOR UPDATE SKIP LOCKED`;
    expect(left).toEqual({ attempts: 0, lastError: null });
    open();
    await holder;
    const second = new Scheduler(db.prisma, { pollMs: 50 });
    second.on('test.gated', handler(2));
    expect(await second.runDue()).toBe(1);
    expect(await db.prisma.$queryRaw`SELECT job_id::int AS job, pid FROM test_fired`).toEqual([expect.objectContaining({ pid: 2 })]);
    expect(await firings()).toEqual({ total: 1, distinct: 1, pids: 1 });
    expect(await db.prisma.job.count()).toBe(0);
  });

  it('stopping: a job under way that commits within the grace finishes, and nothing more is claimed', async () => {
    await seed(50);
    const s = new Scheduler(db.prisma, { pollMs: 50, concurrency: 1 });
    let started!: () => void;
    const firstStarted = new Promise<void>((r) => (started = r));
    s.on('test.record', async (job, tx) => {
      started();
      await new Promise((r) => setTimeout(r, 100));
      await tx.$executeRaw`INSERT INTO test_fired (job_id, pid) VALUES (${job.id}, 0)`;
    });
    s.start();
    await firstStarted;
    await s.stop(5_000);
    // The job under way committed; the 49 others stay due for another process.
    const f = await firings();
    expect(f.total).toBe(s.fired);
    expect(s.fired).toBeGreaterThanOrEqual(1);
    expect(s.fired).toBeLessThanOrEqual(2);
    expect(await db.prisma.job.count()).toBe(50 - s.fired);
  });

  it('two processes on one database: every due job fires exactly once', async () => {
    await seed(400);
    const [a, b] = await Promise.all([runner(2), runner(2)]);
    expect(a.fired + b.fired).toBe(400);
    const f = await firings();
    expect(f).toEqual({ total: 400, distinct: 400, pids: 2 });
    expect(await db.prisma.job.count()).toBe(0);
  });

  it('restart: a process killed with jobs due loses none and repeats none', async () => {
    await seed(300);
    // Each job holds its transaction 5 ms, so the kill lands inside one.
    const first = await runner(5, 60);
    expect(first.killed).toBe(true);
    const between = await firings();
    expect(between.total).toBeGreaterThanOrEqual(60);
    expect(between.total).toBeLessThan(300);
    expect(await db.prisma.job.count()).toBe(300 - between.total);
    const second = await runner(0);
    expect(second.killed).toBe(false);
    const f = await firings();
    expect(f.total).toBe(300);
    expect(f.distinct).toBe(300);
    expect(await db.prisma.job.count()).toBe(0);
  });

  it("a sharded bot: each process's scheduler claims only the jobs of its shards' servers ((guild_id >> 22) % count), and shard 0 those of no server", async () => {
    // Server ids whose timestamps are 1,000,000 … 1,000,003 ms: shards 0, 1, 0, 1 of 2.
    const guilds = [0, 1, 2, 3].map((i) => ((BigInt(1_000_000 + i) << 22n) | 5n).toString());
    const expected = new Map<bigint, number>();
    const at = new Date(Date.now() - 60_000);
    for (const [i, id] of guilds.entries()) {
      await db.prisma.guild.create({ data: { id } });
      const m = await db.prisma.match.create({ data: { game: 'test', seed: 's', guildId: id, createdById: 'u' } });
      const job = await db.prisma.job.create({ data: { kind: 'test.record', runAt: at, matchId: m.id } });
      expected.set(job.id, i % 2);
    }
    const digest = await db.prisma.job.create({ data: { kind: 'test.record', runAt: at, userId: 'u' } });
    expected.set(digest.id, 0);
    const scheduler = (shard: number) => {
      const sch = new Scheduler(db.prisma, { scope: { shards: [shard], shardCount: 2 } });
      sch.on('test.record', async (job, tx) => {
        await tx.$executeRaw`INSERT INTO test_fired (job_id, pid) VALUES (${job.id}, ${shard})`;
      });
      return sch;
    };
    // Shard 1's process runs first: it leaves shard 0's jobs alone, however long they have been due.
    expect(await scheduler(1).runDue()).toBe(2);
    expect(await db.prisma.job.count()).toBe(3);
    expect(await scheduler(0).runDue()).toBe(3);
    const fired = await db.prisma.$queryRaw<
      { job: bigint; shard: number }[]
    >`SELECT job_id AS job, pid AS shard FROM test_fired ORDER BY job_id`;
    expect(fired.map((f) => [f.job, f.shard])).toEqual([...expected.entries()].sort((a, b) => Number(a[0] - b[0])));
    // Without a scope (one process), every job is its own.
    await db.prisma.job.create({ data: { kind: 'test.record', runAt: at, matchId: (await db.prisma.match.findFirstOrThrow()).id } });
    const whole = new Scheduler(db.prisma);
    whole.on('test.record', async () => undefined);
    expect(await whole.runDue()).toBe(1);
  });
});
