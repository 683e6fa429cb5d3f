/**
 * Asynchronous-play figures on embedded PostgreSQL: one `act` with the clock
 * hook, 10,000 active matches each with pending timers (a time-out and a
 * reminder), the database load of the poller while idle and while firing
 * (transactions per minute, from pg_stat_database), how late due jobs run
 * (p50/p95, default one-second poll, four jobs at a time) and how fast a
 * burst of simultaneous time-outs drains.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { createPrisma, type Db } from '../src/platform/db/client.js';
import { MatchService, type MatchRecord } from '../src/platform/matches/service.js';
import { GameRegistry } from '../src/games/registry.js';
import { AsyncPlay, JOB } from '../src/platform/clock/service.js';
import { Scheduler } from '../src/platform/scheduler/scheduler.js';
import { log } from '../src/logger.js';
import { fixtureGame, type FixtureState } from '../test/support/fixture-game.js';
import { freePort } from '../test/support/net.js';
import { percentile, round, timeRuns, type BenchFigure } from './stats.js';

const MATCHES = 10_000;
/** Time-outs spread over fifteen seconds (latency), then all at once (throughput). */
const STEADY = 300;
const BURST = 1_000;
const players = [
  { id: '600000000000000001', username: 'P1' },
  { id: '600000000000000002', username: 'P2' },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function transactions(db: Db): Promise<number> {
  await db.$queryRawUnsafe('SELECT 1 AS one FROM (SELECT pg_stat_force_next_flush()) AS flushed');
  const [row] = await db.$queryRaw<
    { n: bigint }[]
  >`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`;
  return Number(row!.n);
}

/** Transactions per minute over `ms` of wall time, minus the two the measurement itself costs. */
async function loadPerMinute(db: Db, during: () => Promise<unknown>): Promise<{ perMin: number; ms: number }> {
  const before = await transactions(db);
  const t0 = performance.now();
  await during();
  const ms = performance.now() - t0;
  const after = await transactions(db);
  return { perMin: ((after - before - 2) / ms) * 60_000, ms };
}

export async function run(): Promise<BenchFigure[]> {
  log.level = 'silent';
  const figures: BenchFigure[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-bench-async-'));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'bench' });
  try {
    await runMigrations(pgServer.url);
    const db = createPrisma(pgServer.url, 10);
    const service = new MatchService(db, new GameRegistry([fixtureGame]));
    const late: number[] = [];
    const scheduler = new Scheduler(db, { onFired: (_job, lateMs) => late.push(lateMs) });
    new AsyncPlay(db, service, scheduler);
    const newMatch = async (): Promise<MatchRecord> => {
      const m = await AsyncPlay.withTimeControl({ kind: 'live', minutesPerMove: 10 }, () =>
        service.challenge({
          game: 'fixture',
          guildId: null,
          channelId: null,
          challenger: players[0]!,
          opponents: [players[1]!],
          options: { turnsPerSeat: 50 },
        }),
      );
      return (await service.accept(m.id, players[1]!)).match;
    };

    // One move without and with the clock hook (seat clocks, job replacement), under the same load.
    const plain = new MatchService(db, new GameRegistry([fixtureGame]));
    const plainMatch = async () => {
      const c = await plain.challenge({
        game: 'fixture',
        guildId: null,
        channelId: null,
        challenger: players[0]!,
        opponents: [players[1]!],
        options: { turnsPerSeat: 50 },
      });
      return (await plain.accept(c.id, players[1]!)).match;
    };
    let p0 = await plainMatch();
    const bare = await timeRuns(200, async () => {
      if (p0.status !== 'active') p0 = await plainMatch();
      const p = fixtureGame.prompts(p0.state as unknown as FixtureState)[0]!;
      p0 = (await plain.act(p0.id, p0.seats[p.seat]!.userId!, p.choices[0]!.action, p0.version)).match;
    });
    figures.push(
      { name: 'async_act_without_clock_p50_ms', value: round(percentile(bare, 50)), unit: 'ms' },
      { name: 'async_act_without_clock_p95_ms', value: round(percentile(bare, 95)), unit: 'ms' },
    );
    let m = await newMatch();
    const act = await timeRuns(200, async () => {
      if (m.status !== 'active') m = await newMatch();
      const p = fixtureGame.prompts(m.state as unknown as FixtureState)[0]!;
      m = (await service.act(m.id, m.seats[p.seat]!.userId!, p.choices[0]!.action, m.version)).match;
    });
    figures.push(
      { name: 'async_act_with_clock_p50_ms', value: round(percentile(act, 50)), unit: 'ms' },
      { name: 'async_act_with_clock_p95_ms', value: round(percentile(act, 95)), unit: 'ms' },
    );

    // 10,000 active matches, cloned from a real one, each waiting on one seat with a time-out and a reminder pending.
    const template = await newMatch();
    await db.job.deleteMany();
    await db.$executeRaw`
      INSERT INTO matches (id, game, options, status, state, version, seed, created_by_id, time_control, clock_version, started_at, updated_at)
      SELECT gen_random_uuid(), game, options, status, state, version, seed, created_by_id, time_control, clock_version, started_at, now()
      FROM matches, generate_series(1, ${MATCHES - 1}) WHERE id = ${template.id}::uuid`;
    await db.$executeRaw`
      INSERT INTO match_seats (match_id, seat, user_id, name, is_bot, accepted, owed_since, deadline)
      SELECT m.id, s.seat, s.user_id, s.name, s.is_bot, s.accepted, s.owed_since, s.deadline
      FROM matches m CROSS JOIN match_seats s WHERE s.match_id = ${template.id}::uuid AND m.id <> ${template.id}::uuid AND m.status = 'active' AND m.clock_version = ${template.clockVersion}
      AND NOT EXISTS (SELECT 1 FROM match_seats x WHERE x.match_id = m.id)`;
    const cloned = await db.match.findMany({
      where: { id: { not: template.id }, status: 'active', seats: { some: {} } },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    const ids = [template.id, ...cloned.map((c) => c.id)].slice(0, MATCHES);
    const farAway = Date.now() + 7 * 86_400_000;
    await db.job.createMany({
      data: ids.flatMap((id, i) => [
        { kind: JOB.clock, matchId: id, runAt: new Date(farAway + i * 1000) },
        {
          kind: JOB.remind,
          matchId: id,
          userId: players[0]!.id,
          runAt: new Date(farAway - 86_400_000 + i * 1000),
          payload: { seat: 0, owedSince: 0 },
        },
      ]),
    });
    const pending = await db.job.count();
    figures.push(
      { name: 'async_matches_with_timers', value: ids.length, unit: 'matches' },
      { name: 'async_pending_jobs', value: pending, unit: 'jobs' },
    );

    // Idle: nothing due; the poller looks once a second.
    scheduler.start();
    const idle = await loadPerMinute(db, () => sleep(15_000));
    figures.push({ name: 'async_idle_db_transactions_per_min', value: round(idle.perMin, 1), unit: 'tx/min' });

    // Firing, steady: STEADY matches time out at instants spread over fifteen seconds (real clock, real handlers).
    const timeOut = async (chunkIds: string[], first: number, stepMs: number) => {
      const allowance = 10 * 60_000;
      await db.$transaction(async (tx) => {
        for (let k = 0; k < chunkIds.length; k += 500) {
          const chunk = chunkIds.slice(k, k + 500);
          await tx.$executeRaw`
            UPDATE match_seats s SET owed_since = to_timestamp((${first} + (c.i - 1 + ${k}) * ${stepMs} - ${allowance})::double precision / 1000), deadline = to_timestamp((${first} + (c.i - 1 + ${k}) * ${stepMs})::double precision / 1000)
            FROM unnest(${chunk}::uuid[]) WITH ORDINALITY AS c(id, i) WHERE s.match_id = c.id AND s.owed_since IS NOT NULL`;
          await tx.$executeRaw`
            UPDATE jobs j SET run_at = to_timestamp((${first} + (c.i - 1 + ${k}) * ${stepMs})::double precision / 1000)
            FROM unnest(${chunk}::uuid[]) WITH ORDINALITY AS c(id, i) WHERE j.match_id = c.id AND j.kind = ${JOB.clock}`;
        }
      });
    };
    const waitFired = async (count: number, from: number, limitMs: number) => {
      const until = Date.now() + limitMs;
      while (scheduler.fired - from < count && Date.now() < until) await sleep(50);
    };
    const steady = ids.slice(0, STEADY);
    const steadyStart = Date.now() + 1000;
    await timeOut(steady, steadyStart, 15_000 / STEADY);
    late.length = 0;
    let from = scheduler.fired;
    const steadyLoad = await loadPerMinute(db, () => waitFired(STEADY, from, 120_000));
    figures.push(
      { name: 'async_due_job_late_p50_ms', value: round(percentile(late, 50)), unit: 'ms' },
      { name: 'async_due_job_late_p95_ms', value: round(percentile(late, 95)), unit: 'ms' },
      { name: 'async_firing_db_transactions_per_min', value: round(steadyLoad.perMin, 0), unit: 'tx/min' },
    );

    // Firing, burst: BURST matches all out of time at the same instant: how fast the backlog drains.
    const burst = ids.slice(STEADY, STEADY + BURST);
    await timeOut(burst, Date.now(), 0);
    from = scheduler.fired;
    const t0 = performance.now();
    await waitFired(BURST, from, 300_000);
    const drained = scheduler.fired - from;
    figures.push({ name: 'async_burst_jobs_per_s', value: round((drained / (performance.now() - t0)) * 1000, 1), unit: 'jobs/s' });
    await scheduler.stop();
    const timedOut = await db.matchSeat.count({ where: { timedOutAt: { not: null } } });
    if (timedOut < STEADY + BURST) throw new Error(`only ${timedOut} of ${STEADY + BURST} seats timed out`);
    await db.$disconnect();
  } finally {
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
