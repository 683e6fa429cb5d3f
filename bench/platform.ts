/**
 * Platform figures: engine apply on the test fixture, one `act` transaction
 * on embedded PostgreSQL, a whole component click (parse → act → render →
 * reply payload) in process and through the local emulator, and 200
 * concurrent matches taking moves with no lost or duplicated move.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { createPrisma } from '../src/platform/db/client.js';
import { MatchService, type MatchRecord } from '../src/platform/matches/service.js';
import { GameRegistry } from '../src/games/registry.js';
import { RenderCache } from '../src/platform/render-cache.js';
import { MatchViews } from '../src/discord/match-views.js';
import { encodeCustomId, parseCustomId } from '../src/discord/custom-id.js';
import { startBot } from '../src/discord/bot.js';
import { startEmulator, createDiscordClientOptions } from '../src/emulator/index.js';
import { log } from '../src/logger.js';
import { AsyncPlay } from '../src/platform/clock/service.js';
import { Scheduler } from '../src/platform/scheduler/scheduler.js';
import { fixtureGame, type FixtureState } from '../test/support/fixture-game.js';
import { freePort } from '../test/support/net.js';
import { button } from '../test/support/tavern.js';
import { percentile, round, timeRuns, type BenchFigure } from './stats.js';

const players = [
  { id: '500000000000000001', username: 'P1' },
  { id: '500000000000000002', username: 'P2' },
];

function nextMove(m: MatchRecord) {
  const p = fixtureGame.prompts(m.state as unknown as FixtureState)[0]!;
  return { userId: m.seats[p.seat]!.userId!, action: p.choices[0]!.action, choiceId: p.choices[0]!.id };
}

export async function run(): Promise<BenchFigure[]> {
  log.level = 'silent';
  const figures: BenchFigure[] = [];
  figures.push(...engineApply());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-bench-'));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'bench' });
  try {
    await runMigrations(pgServer.url);
    const prisma = createPrisma(pgServer.url, 10);
    const registry = new GameRegistry([fixtureGame]);
    const service = new MatchService(prisma, registry);
    const newMatch = async () => {
      const m = await service.challenge({
        game: 'fixture',
        guildId: null,
        channelId: null,
        challenger: players[0]!,
        opponents: [players[1]!],
        options: { turnsPerSeat: 50 },
      });
      return (await service.accept(m.id, players[1]!)).match;
    };

    let m = await newMatch();
    const act = await timeRuns(200, async () => {
      if (m.status !== 'active') m = await newMatch();
      const mv = nextMove(m);
      m = (await service.act(m.id, mv.userId, mv.action, m.version)).match;
    });
    figures.push(
      { name: 'act_transaction_p50_ms', value: round(percentile(act, 50)), unit: 'ms' },
      { name: 'act_transaction_p95_ms', value: round(percentile(act, 95)), unit: 'ms' },
    );

    const views = new MatchViews(service, new RenderCache());
    m = await newMatch();
    const click = await timeRuns(200, async () => {
      if (m.status !== 'active') m = await newMatch();
      const mv = nextMove(m);
      const id = parseCustomId(encodeCustomId({ kind: 'ch', matchId: m.id, version: m.version, token: mv.choiceId }))!;
      const result = await service.act(id.matchId, mv.userId, mv.action, id.version);
      m = result.match;
      await views.panel(
        m,
        m.seats.findIndex((s) => s.userId === mv.userId),
        'en',
      );
      await views.publicMessage(m, 'en');
    });
    figures.push(
      { name: 'click_handler_p50_ms', value: round(percentile(click, 50)), unit: 'ms' },
      { name: 'click_handler_p95_ms', value: round(percentile(click, 95)), unit: 'ms' },
    );

    figures.push(...(await concurrentMatches(service, newMatch)));
    figures.push(await rawPgMoves(pgServer.url, newMatch));
    figures.push(await movesWithClocks(pgServer.url, registry));
    figures.push(...(await emulatorClicks(service, registry)));
    await prisma.$disconnect();
  } finally {
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

function engineApply(): BenchFigure[] {
  const seats = [{ name: 'A' }, { name: 'B' }];
  let applies = 0;
  const t0 = performance.now();
  for (let g = 0; g < 2000; g++) {
    let s = fixtureGame.setup({ turnsPerSeat: 10 }, seats, `bench-${g}`);
    for (let p = fixtureGame.prompts(s)[0]; p; p = fixtureGame.prompts(s)[0]) {
      s = fixtureGame.apply(s, p.seat, p.choices[0]!.action).state;
      applies++;
    }
  }
  const ms = performance.now() - t0;
  return [{ name: 'fixture_apply_per_s', value: Math.round((applies / ms) * 1000), unit: 'applies/s' }];
}

async function concurrentMatches(service: MatchService, newMatch: () => Promise<MatchRecord>): Promise<BenchFigure[]> {
  const matches = await Promise.all(Array.from({ length: 200 }, () => newMatch()));
  const movesEach = 10;
  const ms = await playAll(service, matches, movesEach);
  let bad = 0;
  for (const start of matches) {
    const m = await service.get(start.id);
    const replay = await service.replay(m.id);
    if (m.version !== movesEach || !replay.equal) bad++;
  }
  return [
    { name: 'platform_moves_per_s', value: Math.round(((matches.length * movesEach) / ms) * 1000), unit: 'moves/s' },
    { name: 'concurrent_200_matches_inconsistent', value: bad, unit: 'matches' },
  ];
}

/**
 * The same 200 matches × 10 moves with the clock hook that production runs in
 * every move's transaction (seat clocks, reminder and time-out jobs), on a
 * correspondence time control: what a move costs with everything attached.
 */
async function movesWithClocks(url: string, registry: GameRegistry): Promise<BenchFigure> {
  const prisma = createPrisma(url, 10);
  const service = new MatchService(prisma, registry);
  new AsyncPlay(prisma, service, new Scheduler(prisma));
  const matches = await Promise.all(
    Array.from({ length: 200 }, async () => {
      const m = await AsyncPlay.withTimeControl({ kind: 'correspondence', daysPerMove: 3 }, () =>
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
    }),
  );
  const ms = await playAll(service, matches, 10);
  await prisma.$disconnect();
  return { name: 'platform_moves_with_clocks_per_s', value: Math.round(((matches.length * 10) / ms) * 1000), unit: 'moves/s' };
}

/** Plays `movesEach` moves in every match at once; the milliseconds it took. */
async function playAll(service: MatchService, matches: MatchRecord[], movesEach: number): Promise<number> {
  const t0 = performance.now();
  await Promise.all(
    matches.map(async (start) => {
      let m = start;
      for (let i = 0; i < movesEach; i++) {
        const mv = nextMove(m);
        m = (await service.act(m.id, mv.userId, mv.action, m.version)).match;
      }
    }),
  );
  return performance.now() - t0;
}

/**
 * The floor under `platform_moves_per_s`: the same 200 matches × 10 moves with
 * the statements a move needs (read, versioned update, action row, in one
 * transaction) through plain `pg` with a pool of 10, no Prisma, no service.
 */
async function rawPgMoves(url: string, newMatch: () => Promise<MatchRecord>): Promise<BenchFigure> {
  const matches: MatchRecord[] = [];
  for (let i = 0; i < 200; i++) matches.push(await newMatch());
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const movesEach = 10;
  const t0 = performance.now();
  await Promise.all(
    matches.map(async (m) => {
      for (let i = 0; i < movesEach; i++) await rawMove(pool, m.id);
    }),
  );
  const ms = performance.now() - t0;
  await pool.end();
  return { name: 'platform_raw_pg_moves_per_s', value: Math.round(((matches.length * movesEach) / ms) * 1000), unit: 'moves/s' };
}

async function rawMove(pool: pg.Pool, matchId: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ state: FixtureState; version: number }>('SELECT state, version FROM matches WHERE id = $1', [
      matchId,
    ]);
    const { state, version } = rows[0]!;
    const prompt = fixtureGame.prompts(state)[0]!;
    const action = prompt.choices[0]!.action;
    const next = fixtureGame.apply(state, prompt.seat, action).state;
    const updated = await client.query('UPDATE matches SET state = $1, version = version + 1 WHERE id = $2 AND version = $3', [
      JSON.stringify(next),
      matchId,
      version,
    ]);
    if (updated.rowCount !== 1) throw new Error('raw move lost a race: the bench gives each match one writer');
    await client.query('INSERT INTO match_actions (match_id, seq, seat, action) VALUES ($1, $2, $3, $4)', [
      matchId,
      version + 1,
      prompt.seat,
      JSON.stringify(action),
    ]);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
}

async function emulatorClicks(service: MatchService, registry: GameRegistry): Promise<BenchFigure[]> {
  const emu = await startEmulator({ quiet: true });
  const bot = await startBot({
    token: emu.token,
    applicationId: emu.applicationId,
    devGuildId: emu.guildId,
    service,
    registry,
    defaultLocale: 'en',
    userRateLimit: 100_000,
    clientOptions: createDiscordClientOptions(emu),
  });
  try {
    const [a, b] = emu.users;
    const created = await service.challenge({
      game: 'fixture',
      guildId: emu.guildId,
      channelId: emu.channels['games']!,
      challenger: { id: a!.id, username: 'A' },
      opponents: [{ id: b!.id, username: 'B' }],
      options: { turnsPerSeat: 50 },
    });
    let m = (await service.accept(created.id, { id: b!.id, username: 'B' })).match;
    const durations: number[] = [];
    for (let i = 0; i < 100; i++) {
      const mv = nextMove(m);
      const messageId = await ensureMessage(m);
      const opened = await emu.waitForResponse(emu.click(mv.userId, messageId, button(emu.message(messageId), 'turn', 'play')));
      const t0 = performance.now();
      await emu.waitForResponse(emu.click(mv.userId, opened.message!.id as string, button(opened.message, 'ch', mv.choiceId)));
      durations.push(performance.now() - t0);
      m = await service.get(m.id);
    }
    return [
      { name: 'click_roundtrip_emulator_p50_ms', value: round(percentile(durations, 50)), unit: 'ms' },
      { name: 'click_roundtrip_emulator_p95_ms', value: round(percentile(durations, 95)), unit: 'ms' },
    ];
  } finally {
    await bot.stop();
    await emu.close();
  }

  async function ensureMessage(m: MatchRecord): Promise<string> {
    if (m.messageId) return m.messageId;
    const channel = await bot.client.channels.fetch(emu.channels['games']!);
    if (!channel?.isSendable()) throw new Error('bench channel not sendable');
    const views = new MatchViews(service, new RenderCache());
    const sent = await channel.send(await views.publicMessage(m, 'en'));
    await service.setMessageRefs(m.id, { messageId: sent.id, channelId: channel.id });
    return sent.id;
  }
}
