/**
 * Local Discord emulator: `startEmulator()` gives a REST + gateway server the
 * real discord.js client connects to, and a test API to act as users.
 * See src/emulator/README.md.
 */
import { DiscordEmulator, type EmulatorOptions } from './emulator.js';

export { DiscordEmulator, DEFAULT_CHANNELS, DEFAULT_USERS, type EmulatorOptions, type PermissionBits } from './emulator.js';
export {
  Permission,
  ALL_PERMISSIONS,
  DEFAULT_MEMBER_PERMISSIONS,
  channelPermissions,
  permissionNames,
  type PermissionName,
  type Overwrite,
} from './rules/permissions.js';
export { findComponent } from './rules/interactions.js';
export { DiscordApiError, type DiscordErrorBody, type FieldProblem } from './errors.js';
export { LIMITS, MessageFlag, ComponentType } from './rules/limits.js';
export { checkMessagePayload } from './rules/message-payload.js';
export { countComponents } from './rules/components.js';
export { shardOf } from './state/world.js';
export type {
  EmuGuild,
  EmuUser,
  InteractionHandle,
  InteractionOutcome,
  RecordedRequest,
  RegisteredCommand,
  UserNotice,
  UserSpec,
  Violation,
} from './model.js';
export type { SpecFigures } from './state/spec-ledger.js';
export { startPlayground, type PlaygroundOptions, type Playground } from './playground/server.js';

/** Starts the emulator on 127.0.0.1 (a free port unless `port` is given). */
export async function startEmulator(options: EmulatorOptions = {}): Promise<DiscordEmulator> {
  const emulator = new DiscordEmulator(options);
  await emulator.listen();
  return emulator;
}

/**
 * discord.js Client options that point it at the emulator: REST base URL and
 * an explicit shard setup (so discord.js never asks discord.com for a count):
 * by default shard 0 of 1, or the shards given (`{ shards: [0, 1], shardCount: 4 }`).
 * Spread into `new Client({ intents, ...createDiscordClientOptions(emu) })`.
 */
export function createDiscordClientOptions(
  emulator: { apiBase: string },
  sharding: { shards: number[]; shardCount: number } = { shards: [0], shardCount: 1 },
): { rest: { api: string }; shards: number[]; shardCount: number } {
  return { rest: { api: emulator.apiBase }, shards: [...sharding.shards], shardCount: sharding.shardCount };
}
