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
  const { openDatabase } = await import('./platform/db/index.js');
  const { MatchService } = await import('./platform/matches/service.js');
  const { defaultRegistry } = await import('./games/index.js');
  const { startBot } = await import('./discord/bot.js');

  const db = await openDatabase(cfg);
  log.info({ event: 'db.ready', embedded: db.embedded });
  const registry = defaultRegistry();
  const service = new MatchService(db.prisma, registry);
  // Asynchronous play: clocks move with every move's transaction; durable jobs run from Postgres.
  const { Scheduler } = await import('./platform/scheduler/scheduler.js');
  const { AsyncPlay } = await import('./platform/clock/service.js');
  const { connectClockNotifier } = await import('./discord/handlers/clock.js');
  const scheduler = new Scheduler(db.prisma);
  const play = new AsyncPlay(db.prisma, service, scheduler, undefined, { locale: cfg.DEFAULT_LOCALE });
  // Ratings and tournaments hook into the same transactions, after async play's (which ranks timed-out seats last).
  const { attachCompetition } = await import('./platform/competition.js');
  attachCompetition(service, db.prisma);
  const common = { service, registry, defaultLocale: cfg.DEFAULT_LOCALE, userRateLimit: cfg.USER_RATE_LIMIT };

  const stops: (() => Promise<void>)[] = [];
  if (cfg.DISCORD_TOKEN) {
    const bot = await startBot({ ...common, token: cfg.DISCORD_TOKEN, applicationId: cfg.DISCORD_APP_ID!, devGuildId: cfg.DEV_GUILD_ID });
    stops.push(bot.stop);
    connectClockNotifier(play, bot.client, service, bot.router.d.publisher, cfg.DEFAULT_LOCALE);
  } else {
    const { startEmulator, startPlayground, createDiscordClientOptions } = await import('./emulator/index.js');
    const emulator = await startEmulator();
    const bot = await startBot({
      ...common,
      token: emulator.token,
      applicationId: emulator.applicationId,
      devGuildId: emulator.guildId,
      clientOptions: createDiscordClientOptions(emulator),
    });
    const playground = await startPlayground(emulator, { port: cfg.PLAYGROUND_PORT });
    stops.push(
      bot.stop,
      () => playground.close(),
      () => emulator.close(),
    );
    connectClockNotifier(play, bot.client, service, bot.router.d.publisher, cfg.DEFAULT_LOCALE);
    console.log(`\nNo DISCORD_TOKEN configured: Tavern runs on the local Discord emulator.\nOpen the playground: ${playground.url}\n`);
  }
  scheduler.start();
  stops.unshift(() => scheduler.stop());
  stops.push(db.close);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: 'shutdown', signal });
    for (const stop of stops) await stop().catch((e: unknown) => log.error({ event: 'shutdown_error', err: String(e) }));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e: unknown) => {
  log.fatal({ event: 'fatal', err: e instanceof Error ? e.stack : String(e) });
  process.exit(1);
});
