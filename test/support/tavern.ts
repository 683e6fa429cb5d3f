/**
 * A whole Tavern for end-to-end tests: the local Discord emulator, a fresh
 * real database, the match service and the real discord.js bot connected to
 * the emulator. Helpers act as users and read what each user sees.
 */
import { startEmulator, createDiscordClientOptions, type DiscordEmulator, type EmulatorOptions } from '../../src/emulator/index.js';
import type { InteractionHandle, InteractionOutcome } from '../../src/emulator/index.js';
import { startBot, type RunningBot } from '../../src/discord/bot.js';
import { GameRegistry, type AnyGame } from '../../src/games/registry.js';
import { MatchService } from '../../src/platform/matches/service.js';
import { RenderPool } from '../../src/platform/render-pool.js';
import { shippedGames } from '../../src/games/index.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface Tavern {
  emu: DiscordEmulator;
  db: TestDatabase;
  service: MatchService;
  registry: GameRegistry;
  bot: RunningBot;
  close(): Promise<void>;
}

export async function startTavern(games: AnyGame[], opts: { userRateLimit?: number; emulator?: EmulatorOptions } = {}): Promise<Tavern> {
  const db = await createTestDatabase();
  // Every message the emulator answers is held to Discord's response schema (a failure is a violation).
  const emu = await startEmulator({ quiet: true, responseChecks: true, ...opts.emulator });
  const registry = new GameRegistry(games);
  // Pictures of the shipped games are drawn in render threads, as in production (one thread: the suite runs files in parallel).
  const renders = new RenderPool(shippedGames, { threads: 1 });
  const service = new MatchService(db.prisma, registry, undefined, undefined, renders);
  const bot = await startBot({
    token: emu.token,
    applicationId: emu.applicationId,
    devGuildId: emu.guildId,
    service,
    registry,
    defaultLocale: 'en',
    userRateLimit: opts.userRateLimit ?? 1000,
    clientOptions: createDiscordClientOptions(emu),
  });
  return {
    emu,
    db,
    service,
    registry,
    bot,
    close: async () => {
      await bot.stop();
      await renders.close();
      await emu.close();
      await db.close();
    },
  };
}

export interface OtherServer {
  emu: DiscordEmulator;
  bot: RunningBot;
  close(): Promise<void>;
}

/**
 * Another Discord server served by the same Tavern: a second emulator (its
 * own guild, channels and users) with a bot client over the same match
 * service and database, as one bot process serves many servers.
 */
export async function startOtherServer(tv: Tavern, emulator: EmulatorOptions = { guildName: 'Other Server' }): Promise<OtherServer> {
  const emu = await startEmulator({ quiet: true, ...emulator });
  const bot = await startBot({
    token: emu.token,
    applicationId: emu.applicationId,
    devGuildId: emu.guildId,
    service: tv.service,
    registry: tv.registry,
    defaultLocale: 'en',
    userRateLimit: 1000,
    clientOptions: createDiscordClientOptions(emu),
  });
  return {
    emu,
    bot,
    close: async () => {
      await bot.stop();
      await emu.close();
    },
  };
}

export type Obj = Record<string, unknown>;

/** Every component (recursively) of a message JSON. */
export function componentsOf(message: Obj | undefined): Obj[] {
  const out: Obj[] = [];
  const walk = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const c of list as Obj[]) {
      out.push(c);
      walk(c.components);
      if (c.accessory) walk([c.accessory]);
    }
  };
  walk(message?.components);
  return out;
}

export function buttons(message: Obj | undefined): { customId: string; label: string; disabled: boolean }[] {
  return componentsOf(message)
    .filter((c) => c.type === 2 && typeof c.custom_id === 'string')
    .map((c) => ({ customId: c.custom_id as string, label: String(c.label ?? ''), disabled: c.disabled === true }));
}

export function selects(message: Obj | undefined): { customId: string; options: { value: string; label: string }[] }[] {
  return componentsOf(message)
    .filter((c) => c.type === 3)
    .map((c) => ({ customId: c.custom_id as string, options: (c.options as { value: string; label: string }[]) ?? [] }));
}

/** All text a user can read in a message: content, embeds and text displays. */
export function textOf(message: Obj | undefined): string {
  const parts = [String(message?.content ?? '')];
  for (const c of componentsOf(message)) if (c.type === 10) parts.push(String(c.content));
  for (const e of (message?.embeds as Obj[] | undefined) ?? []) parts.push(JSON.stringify(e));
  return parts.join('\n');
}

export function button(message: Obj | undefined, kind: string, token?: string): string {
  const b = buttons(message).find((x) => x.customId.startsWith(`${kind}:`) && (token === undefined || x.customId.endsWith(`:${token}`)));
  if (!b) throw new Error(`no ${kind}${token ? `:${token}` : ''} button in ${JSON.stringify(buttons(message))}`);
  return b.customId;
}

export async function respond(emu: DiscordEmulator, handle: InteractionHandle): Promise<InteractionOutcome & { message: Obj }> {
  const outcome = await emu.waitForResponse(handle, { timeoutMs: 15_000 });
  if (!outcome.message) throw new Error(`no message in outcome ${JSON.stringify(outcome)}`);
  return outcome as InteractionOutcome & { message: Obj };
}

/**
 * `/challenge` by `user` in `channel` with `options`, then each of `accepting`
 * clicks Accept; returns the match id. A `seed`, set before anyone accepts,
 * makes the game the same on every run (for a test that needs what a game
 * brings, such as a private draw early on).
 */
export async function challengeAndAccept(
  tv: Tavern,
  user: string,
  channel: string,
  options: Record<string, unknown>,
  accepting: string[],
  seed?: string,
): Promise<string> {
  const out = await respond(tv.emu, tv.emu.slash(user, channel, 'challenge', options));
  const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
  if (seed) await tv.db.prisma.match.update({ where: { id: matchId }, data: { seed } });
  for (const u of accepting)
    await respond(tv.emu, tv.emu.click(u, out.message.id as string, button(tv.emu.message(out.message.id as string), 'acc')));
  return matchId;
}

/** Whether a request body (or an interaction callback's data) is ephemeral: only its addressee sees it. */
export const isEphemeralBody = (b: Obj): boolean =>
  (((b.flags as number | undefined) ?? 0) & 64) === 64 || ((((b.data as Obj | undefined)?.flags as number | undefined) ?? 0) & 64) === 64;

/**
 * Every public payload the bot sent about `matchId` since request `from`, as
 * JSON text with its files: reads and ephemeral replies (or edits of them)
 * left out, and so are other matches' threads and messages, which still get
 * posts while this one plays (their publishers catching up).
 */
export async function publicPayloads(
  tv: Tavern,
  matchId: string,
  from: number,
): Promise<{ text: string; files: { filename: string; size: number }[] }[]> {
  const others = await tv.db.prisma.match.findMany({ where: { id: { not: matchId } }, select: { threadId: true, messageId: true } });
  const otherIds = others.flatMap((o) => [o.threadId, o.messageId]).filter((x): x is string => !!x);
  return tv.emu
    .requests()
    .slice(from)
    .filter((r) => {
      if (r.method === 'GET' || otherIds.some((id) => r.path.includes(id))) return false;
      const edited = r.method === 'PATCH' && r.path.startsWith('/webhooks/') ? tv.emu.messageEditedBy(r.path) : undefined;
      return !isEphemeralBody((r.body ?? {}) as Obj) && !(edited && isEphemeralBody(edited));
    })
    .map((r) => ({ text: JSON.stringify(r.body ?? {}), files: r.files }));
}
