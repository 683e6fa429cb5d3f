/**
 * The discord.js client, wired to the router. The same code serves real
 * Discord and the local emulator: only the REST base URL and the shard
 * setup differ.
 */
import { Client, Events, GatewayIntentBits, type ClientOptions } from 'discord.js';
import type { Locale } from '../core/text.js';
import type { GameRegistry } from '../games/registry.js';
import { log } from '../logger.js';
import type { MatchService } from '../platform/matches/service.js';
import { RenderCache } from '../platform/render-cache.js';
import { commandDefinitions } from './commands.js';
import { RateLimiter } from './guards.js';
import { MatchViews } from './match-views.js';
import { Publisher } from './publisher.js';
import { Router } from './router.js';

export interface BotOptions {
  token: string;
  applicationId: string;
  /** Register commands in this guild only (instant), else globally. */
  devGuildId?: string | undefined;
  service: MatchService;
  registry: GameRegistry;
  defaultLocale: Locale;
  userRateLimit: number;
  /** Extra client options: the REST base (emulator, proxy) and the shards this process holds. */
  clientOptions?: Partial<ClientOptions>;
  /** Registers the slash commands at start (default true); a sharded bot lets the process holding shard 0 do it. */
  registerCommands?: boolean;
}

export interface RunningBot {
  client: Client;
  router: Router;
  stop(): Promise<void>;
}

/**
 * Every message the bot sends or edits pings nobody unless it names the users
 * to ping (`allowedMentions: { users: [...] }`): never @everyone, @here or a
 * role, whatever names or tournament titles contain.
 */
export const NO_PINGS = { parse: [], repliedUser: false } as const satisfies ClientOptions['allowedMentions'];

export async function startBot(opts: BotOptions): Promise<RunningBot> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], allowedMentions: NO_PINGS, ...opts.clientOptions });
  const views = new MatchViews(opts.service, new RenderCache());
  const publisher = new Publisher(client, opts.service, views, opts.defaultLocale);
  const router = new Router({
    client,
    service: opts.service,
    registry: opts.registry,
    views,
    publisher,
    limiter: new RateLimiter(opts.userRateLimit, 10_000),
    defaultLocale: opts.defaultLocale,
  });
  client.on(Events.InteractionCreate, (interaction) => {
    void router.handle(interaction).catch((e: unknown) => log.error({ event: 'discord.unhandled', err: String(e) }));
  });
  client.on(Events.Error, (e) => log.error({ event: 'discord.client_error', err: String(e) }));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(opts.token);
  await ready;
  router.connected();
  // Whatever a crash or a failed request left unpublished is caught up now, then every few seconds.
  publisher.start();
  const commands = commandDefinitions(opts.registry);
  if (opts.registerCommands !== false) {
    if (opts.devGuildId) await client.application!.commands.set(commands, opts.devGuildId);
    else await client.application!.commands.set(commands);
  }
  log.info({
    event: 'bot.ready',
    user: client.user?.tag,
    commands: opts.registerCommands === false ? 0 : commands.length,
    scope: opts.devGuildId ? 'guild' : 'global',
    shards: client.options.shards,
    shardCount: client.options.shardCount,
    guilds: client.guilds.cache.size,
  });
  return {
    client,
    router,
    stop: async () => {
      // Interactions in flight finish (and post their results) before the connection closes.
      await router.drain();
      await publisher.stop();
      await client.destroy();
    },
  };
}
