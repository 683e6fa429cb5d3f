/**
 * Durable timers in Postgres (the `jobs` table). A job is claimed with
 * `FOR UPDATE SKIP LOCKED` inside a transaction; its handler's database work
 * runs in that same transaction, and the job row is deleted there too. So a
 * job's effects commit exactly once, however many processes poll the table,
 * and a process killed mid-job rolls back and leaves the job for the next
 * poll. Work outside the database (Discord messages) is returned by the
 * handler and runs after the commit.
 *
 * Jobs are scheduled by the caller inside its own transaction (a move, a
 * challenge): they exist if and only if that transaction committed.
 *
 * A sharded bot (several processes, each holding some of the gateway's
 * shards) gives each scheduler its `scope`: it then claims only the jobs of
 * its servers — a match's job belongs to the shard of the match's server,
 * `(guild_id >> 22) % shard_count` as Discord routes it; a job of no server
 * (a user's digest) to shard 0, where Discord sends DMs. A process that dies
 * leaves its jobs unclaimed (their transactions roll back) for itself after
 * its restart.
 *
 * Stopping (`stop()`, on SIGTERM) claims nothing more, gives the jobs under
 * way a short grace to commit, then cancels the statements of those still
 * running (`pg_cancel_backend`): their transactions roll back and the jobs
 * are due again at once for whichever process polls next (a replacement
 * holding the same shards), without counting as a failed attempt.
 * Time comes from an injectable clock, so tests drive it explicitly.
 */
import { Prisma, type Db } from '../db/client.js';
import type { Tx } from '../matches/service.js';
import { sqlOf, type Sql } from '../db/sql.js';
import { log } from '../../logger.js';
import { jobLateness, jobs } from '../../metrics.js';

export interface JobRow {
  id: bigint;
  kind: string;
  runAt: Date;
  matchId: string | null;
  userId: string | null;
  payload: unknown;
  attempts: number;
}

export interface NewJob {
  kind: string;
  runAt: Date;
  matchId?: string | null;
  userId?: string | null;
  payload?: Prisma.InputJsonValue;
}

/** Runs after the job's transaction committed (Discord messages, message refreshes). */
export type AfterCommit = () => Promise<void>;
export type JobHandler = (job: JobRow, tx: Tx) => Promise<AfterCommit | void>;

export interface SchedulerOptions {
  now?: () => Date;
  /** Idle polling interval of `start()`. */
  pollMs?: number;
  /** A job failing this many times is parked (failed_at set) and logged. */
  maxAttempts?: number;
  /** Interactive transaction timeout for one job. */
  jobTimeoutMs?: number;
  /** Jobs run at once by one process (each in its own transaction and connection). */
  concurrency?: number;
  /** Called after each job committed, with how late it ran (metrics, benchmarks). */
  onFired?: (job: JobRow, lateMs: number) => void;
  /** Claim only the jobs of these gateway shards (default: every job). */
  scope?: ShardScope;
}

/** The gateway shards a process holds, out of the bot's shard count. */
export interface ShardScope {
  shards: readonly number[];
  shardCount: number;
}

/**
 * SQL: the shard of a server id (a text column), Discord's `(guild_id >> 22) % shard_count`;
 * no server (or an id that is no snowflake) counts as shard 0, where Discord sends DMs.
 */
export function shardOfGuildSql(guildColumn: Prisma.Sql, shardCount: number): Prisma.Sql {
  return Prisma.sql`(CASE WHEN ${guildColumn} ~ '^[0-9]{1,19}$' THEN ((${guildColumn})::bigint >> 22) % ${shardCount}::int ELSE 0 END)::int`;
}

/** Whether a server (null: none) is on one of these shards (no scope: every server is). */
export function inShardScope(guildId: string | null, scope: ShardScope | undefined): boolean {
  if (!scope || scope.shardCount <= 1) return true;
  const shard = guildId && /^[0-9]{1,19}$/.test(guildId) ? Number((BigInt(guildId) >> 22n) % BigInt(scope.shardCount)) : 0;
  return scope.shards.includes(shard);
}

/** SQL: whether a server (a text column; null: none) is on one of these shards. */
export function inShardScopeSql(guildColumn: Prisma.Sql, scope: ShardScope | undefined): Prisma.Sql {
  if (!scope || scope.shardCount <= 1) return Prisma.sql`TRUE`;
  return Prisma.sql`${shardOfGuildSql(guildColumn, scope.shardCount)} = ANY(${[...scope.shards]}::int[])`;
}

/** Inserts a job in the caller's transaction. */
export async function scheduleJob(tx: Tx | Db, job: NewJob): Promise<void> {
  await tx.job.create({
    data: { kind: job.kind, runAt: job.runAt, matchId: job.matchId ?? null, userId: job.userId ?? null, payload: job.payload ?? {} },
  });
}

/** Inserts several jobs in one statement (a plain one, so that it also runs in the move path's transaction). */
export async function scheduleJobs(db: Sql | Tx | Db, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({
    kind: job.kind,
    run_at: job.runAt.toISOString(),
    match_id: job.matchId ?? null,
    user_id: job.userId ?? null,
    payload: job.payload ?? {},
  }));
  await sqlOf(db).run(
    `INSERT INTO jobs (kind, run_at, match_id, user_id, payload)
     SELECT j.kind, j.run_at, j.match_id, j.user_id, j.payload
     FROM jsonb_to_recordset($1::jsonb) AS j(kind text, run_at timestamptz, match_id uuid, user_id text, payload jsonb)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Deletes pending jobs of a match or a user. Rows another process is running
 * right now are skipped (not waited for): their handlers re-check the state
 * and do nothing when it moved on, and waiting could deadlock with them.
 */
export async function cancelJobs(
  db: Sql | Tx | Db,
  where: { matchId?: string; userId?: string; kinds?: readonly string[] },
): Promise<number> {
  const conditions = ['failed_at IS NULL'];
  const values: unknown[] = [];
  const bind = (value: unknown, cast: string) => `$${values.push(value)}::${cast}`;
  if (where.matchId) conditions.push(`match_id = ${bind(where.matchId, 'uuid')}`);
  if (where.userId) conditions.push(`user_id = ${bind(where.userId, 'text')}`);
  if (where.kinds) conditions.push(`kind = ANY(${bind([...where.kinds], 'text[]')})`);
  return sqlOf(db).run(
    `DELETE FROM jobs WHERE id IN (SELECT id FROM jobs WHERE ${conditions.join(' AND ')} FOR UPDATE SKIP LOCKED)`,
    values,
  );
}

/** Jobs claimed per probe of the table. */
const BATCH = 100;

export class Scheduler {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly jobTimeoutMs: number;
  private readonly onFired: SchedulerOptions['onFired'];
  private readonly concurrency: number;
  /** Which jobs are this process's (its shards' servers'). */
  private readonly mine: Prisma.Sql;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  /** The earliest pending job seen by the last poll. */
  private nextKnown: Date | null = null;
  /** The last poll saw due jobs it could not claim (another process is running them). */
  private contended = false;
  /** `stop()` was called: workers claim nothing more. */
  private halting = false;
  /** Jobs claimed and not yet committed, with the database backend running each (to cancel it when stopping). */
  private readonly inFlight = new Map<bigint, { pid: number; xactStart: string; cancellable: boolean }>();
  /** Jobs whose transactions `stop()` cancelled: given back, not failed. */
  private readonly released = new Set<bigint>();
  /** Jobs this instance ran to completion (for logs and benchmarks). */
  fired = 0;

  constructor(
    private readonly db: Db,
    opts: SchedulerOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.pollMs = opts.pollMs ?? 1000;
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.jobTimeoutMs = opts.jobTimeoutMs ?? 30_000;
    this.onFired = opts.onFired;
    this.concurrency = Math.max(1, opts.concurrency ?? 4);
    this.mine = inShardScopeSql(Prisma.sql`m.guild_id`, opts.scope);
  }

  on(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
    this.handlers.set(kind, handler);
  }

  /**
   * Runs every job due at `now()`, one transaction each, `concurrency` at a
   * time; returns how many completed. Jobs of one match are serialised by the
   * match's row lock, which their handlers take. Each batch claims only as
   * many jobs as the probe saw due, so idle workers open no empty transactions.
   */
  async runDue(max = Number.POSITIVE_INFINITY): Promise<number> {
    let done = 0;
    this.contended = false;
    while (done < max && !this.halting) {
      const { next, due } = await this.probe();
      this.nextKnown = next;
      if (due === 0) break;
      let left = Math.min(due, max - done);
      let exhausted = false;
      const worker = async (): Promise<void> => {
        while (left > 0 && !exhausted && !this.halting) {
          left--;
          const result = await this.runOne();
          if (result === 'none') exhausted = true;
          if (result === 'done') done++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.concurrency, left) }, worker));
      this.contended = exhausted;
      if (exhausted) break;
    }
    return done;
  }

  /**
   * Polls until `stop()`: every `pollMs`, or sooner when the earliest pending
   * job is due before then (one query per poll either way).
   */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = (): void => {
      if (this.stopped) return;
      let ran = 0;
      this.running = this.runDue()
        .then((n) => (ran = n))
        .catch((e: unknown) => log.error({ event: 'scheduler.poll_failed', err: String(e) }))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(loop, ran > 0 ? 0 : this.delayUntilNext());
        });
    };
    loop();
  }

  /**
   * Stops polling and claiming. Jobs under way get `graceMs` to commit; the
   * statements of those still running are then cancelled, so their
   * transactions roll back and the jobs are left due for another poller at
   * once. Resolves when nothing of this scheduler runs any more.
   */
  async stop(graceMs = 2_000): Promise<void> {
    this.stopped = true;
    this.halting = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const running = this.running;
    if (!running) return;
    let grace: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<false>((resolve) => (grace = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(grace);
    if (!finished) await this.releaseInFlight();
    await running;
  }

  /** Cancels the transactions of the jobs still running their handlers: they roll back, and the jobs are due again. */
  private async releaseInFlight(): Promise<void> {
    const held = [...this.inFlight].filter(([, j]) => j.cancellable);
    if (held.length === 0) return;
    for (const [id] of held) this.released.add(id);
    const pids = held.map(([, j]) => j.pid);
    const starts = held.map(([, j]) => j.xactStart);
    // Only a backend still in the job's transaction (same start): a pooled connection serving something else is left alone.
    await this.db.$queryRaw`
      SELECT pg_cancel_backend(a.pid) FROM pg_stat_activity a
      JOIN unnest(${pids}::int[], ${starts}::text[]) AS h(pid, started) ON a.pid = h.pid AND a.xact_start = h.started::timestamptz`;
    log.info({ event: 'scheduler.releasing', jobs: held.map(([id]) => id.toString()) });
  }

  /** One query: the earliest pending job's instant, and how many are due now (counted up to a batch). */
  private async probe(): Promise<{ next: Date | null; due: number }> {
    const rows = await this.db.$queryRaw<{ at: Date | null; due: bigint }[]>`
      SELECT (SELECT min(j.run_at) FROM jobs j LEFT JOIN matches m ON m.id = j.match_id WHERE j.failed_at IS NULL AND ${this.mine}) AS at,
             (SELECT count(*) FROM (SELECT 1 FROM jobs j LEFT JOIN matches m ON m.id = j.match_id
                WHERE j.run_at <= ${this.now()} AND j.failed_at IS NULL AND ${this.mine} LIMIT ${BATCH}) AS d) AS due`;
    return { next: rows[0]?.at ?? null, due: Number(rows[0]?.due ?? 0) };
  }

  private delayUntilNext(): number {
    if (!this.nextKnown) return this.pollMs;
    // Due but nothing claimable: another process holds it; look again at the normal pace.
    if (this.contended) return this.pollMs;
    const wait = this.nextKnown.getTime() - this.now().getTime();
    return Math.max(0, Math.min(this.pollMs, wait));
  }

  private async runOne(): Promise<'done' | 'failed' | 'none'> {
    let claimed: JobRow | null = null;
    let after: AfterCommit | undefined;
    try {
      const found = await this.db.$transaction(
        async (tx) => {
          const rows = await tx.$queryRaw<(JobRow & { pid: number; xactStart: string })[]>`
            SELECT j.id, j.kind, j.run_at AS "runAt", j.match_id::text AS "matchId", j.user_id AS "userId", j.payload, j.attempts,
              pg_backend_pid() AS pid, now()::text AS "xactStart"
            FROM jobs j LEFT JOIN matches m ON m.id = j.match_id
            WHERE j.run_at <= ${this.now()} AND j.failed_at IS NULL AND ${this.mine}
            ORDER BY j.run_at, j.id LIMIT 1 FOR UPDATE OF j SKIP LOCKED`;
          const row = rows[0];
          if (!row) return false;
          const { pid, xactStart, ...job } = row;
          claimed = job;
          const handler = this.handlers.get(job.kind);
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          // Stopping may cancel this transaction while its handler works; not once it is committing.
          const running = { pid, xactStart, cancellable: true };
          this.inFlight.set(job.id, running);
          try {
            after = (await handler(job, tx)) ?? undefined;
            await tx.$executeRaw`DELETE FROM jobs WHERE id = ${job.id}`;
          } finally {
            running.cancellable = false;
          }
          if (this.released.has(job.id)) throw new Error('released by a stopping scheduler');
          return true;
        },
        { timeout: this.jobTimeoutMs, maxWait: this.jobTimeoutMs },
      );
      if (!found) return 'none';
    } catch (e) {
      if (!claimed) throw e;
      const job = claimed as JobRow;
      if (this.released.delete(job.id)) {
        // Rolled back on purpose: due again now, for the next process that polls (attempts unchanged).
        log.info({ event: 'scheduler.job_released', job: job.id.toString(), kind: job.kind, matchId: job.matchId });
        jobs.inc({ kind: job.kind, result: 'released' });
        return 'failed';
      }
      await this.recordFailure(job, e);
      return 'failed';
    } finally {
      const job = claimed as JobRow | null;
      if (job) this.inFlight.delete(job.id);
    }
    this.fired++;
    const job = claimed as JobRow | null;
    log.debug({ event: 'scheduler.job_done', job: job?.id.toString(), kind: job?.kind, matchId: job?.matchId });
    if (job) {
      jobs.inc({ kind: job.kind, result: 'done' });
      jobLateness.observe({ kind: job.kind }, Math.max(0, this.now().getTime() - job.runAt.getTime()) / 1000);
    }
    if (job && this.onFired) this.onFired(job, this.now().getTime() - job.runAt.getTime());
    const run = after as AfterCommit | undefined;
    if (run)
      await run().catch((e: unknown) =>
        log.warn({ event: 'scheduler.after_commit_failed', kind: job?.kind, matchId: job?.matchId, err: String(e) }),
      );
    return 'done';
  }

  /** The transaction rolled back: try again later (backing off), park it after `maxAttempts`. */
  private async recordFailure(job: JobRow, e: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const parked = attempts >= this.maxAttempts;
    jobs.inc({ kind: job.kind, result: parked ? 'parked' : 'failed' });
    const retryAt = new Date(this.now().getTime() + Math.min(3_600_000, 1000 * 2 ** attempts));
    log[parked ? 'error' : 'warn']({
      event: parked ? 'scheduler.job_parked' : 'scheduler.job_failed',
      kind: job.kind,
      matchId: job.matchId,
      attempts,
      err: e instanceof Error ? e.message : String(e),
    });
    await this.db.job.updateMany({
      where: { id: job.id },
      data: {
        attempts,
        lastError: (e instanceof Error ? e.message : String(e)).slice(0, 2000),
        runAt: retryAt,
        ...(parked ? { failedAt: this.now() } : {}),
      },
    });
  }
}
