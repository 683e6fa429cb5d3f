/** The emulator's world: users, guild, roles, channels, messages, interactions, commands. */
import type { Overwrite, PermissionName } from './rules/permissions.js';

/** A JSON object as Discord sends or receives it. */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  guildName?: string;
  /** Text channel names; the first is the default channel. */
  channels?: string[];
  users?: UserSpec[];
  botName?: string;
  /** Discord's acknowledgement deadline; only change it to make a test faster. */
  ackDeadlineMs?: number;
  /** Where violations and gaps are reported; defaults to console.error. */
  log?: (line: string) => void;
  /** Suppress the loud violation log (violations() still records them). */
  quiet?: boolean;
  /** Username of the guild owner (every permission, as on Discord); default: the first user. */
  owner?: string;
  /**
   * Checks every request body against its route's schema in Discord's OpenAPI
   * specification (rules/spec-requests.ts) and refuses what fails, as Discord does
   * (on by default; off only to measure what a bot sends without it).
   */
  schemaChecks?: boolean;
  /**
   * Reads every REST answer and gateway payload the emulator sends against
   * Discord's specification, strictly (a field no schema names is a finding
   * too), and records a finding as a violation of its own (tests turn it on).
   */
  responseChecks?: boolean;
  /**
   * Keeps the world (ids, roles, channels, threads, messages) in this folder
   * across restarts, so matches stored beside it stay reachable (the
   * playground uses DATA_DIR/emulator). Without it, every start is a new world.
   */
  worldDir?: string;
  /**
   * More servers the bot is in, beside the main one (tests of several servers
   * and of sharding): each gets its own id, text channels (default `general`),
   * and default roles (@everyone, Player, the bot's role, as on a first start);
   * every user is a member. Their ids are spread over the shard formula
   * (`(id >> 22) % num_shards`). Not kept in `worldDir`.
   */
  extraGuilds?: { name: string; channels?: string[] }[];
  /** `shards` in `GET /gateway/bot` (Discord's recommendation); default one per 1,000 servers, at least 1. */
  recommendedShards?: number;
}

/** A server of the world: the main one, or one of `extraGuilds`. */
export interface EmuGuild {
  id: string;
  name: string;
  /** Text channel name → id, in this server. */
  channels: Record<string, string>;
  /** Its default roles (@everyone's id is the server's). */
  roles: { everyone: string; bot: string; player: string };
}

/** Permission bits as a bigint, a decimal string, a number or a list of names (e.g. ['ViewChannel', 'SendMessages']). */
export type PermissionBits = bigint | number | string | readonly PermissionName[];

export interface UserSpec {
  username: string;
  /** Display name; defaults to the username. */
  globalName?: string;
  locale?: string;
  /** Accent colour used by the playground for the avatar. */
  color?: string;
  /** When false, DMs to this user fail with 50007 like a user who closed them. */
  acceptsDms?: boolean;
}

export interface EmuUser {
  id: string;
  username: string;
  globalName: string;
  locale: string;
  color: string;
  bot: boolean;
  acceptsDms: boolean;
}

export const ChannelType = { GuildText: 0, DM: 1, PublicThread: 11, PrivateThread: 12 } as const;

export interface EmuChannel {
  id: string;
  type: number;
  name: string;
  guildId: string | null;
  parentId: string | null;
  position: number;
  topic: string | null;
  /** Permission overwrites (text channels; threads use their parent's). */
  overwrites: Overwrite[];
  /** Threads */
  ownerId?: string;
  archived?: boolean;
  locked?: boolean;
  autoArchiveDuration?: number;
  archiveTimestamp?: string;
  createdAt: number;
  members: Set<string>;
  /** DMs */
  recipientId?: string;
  lastMessageId: string | null;
}

export interface EmuRole {
  id: string;
  name: string;
  color: number;
  /** Higher is more powerful; @everyone is 0. A bot manages only roles below its highest. */
  position: number;
  permissions: bigint;
}

export interface StoredAttachment {
  id: string;
  channelId: string;
  filename: string;
  description?: string;
  contentType: string;
  bytes: Buffer;
  width?: number;
  height?: number;
}

export interface EmuMessage {
  id: string;
  channelId: string;
  authorId: string;
  type: number;
  content: string;
  embeds: Record<string, unknown>[];
  components: Record<string, unknown>[];
  attachments: StoredAttachment[];
  flags: number;
  createdAt: number;
  editedAt: number | null;
  /** Set for ephemeral messages: the only user who sees it. */
  ephemeralTo: string | null;
  interactionId: string | null;
  webhookId: string | null;
  threadId: string | null;
  deleted: boolean;
  /** The allowed_mentions the message was sent (or last edited) with: only those users are in `mentions`. */
  allowedMentions?: unknown;
}

export interface CommandOption {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: string | number }[];
  options?: CommandOption[];
  min_value?: number;
  max_value?: number;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  channel_types?: number[];
}

export interface RegisteredCommand {
  id: string;
  application_id: string;
  guild_id?: string;
  name: string;
  description: string;
  type: number;
  options: CommandOption[];
  version: string;
  default_member_permissions: string | null;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  [key: string]: unknown;
}

export const InteractionType = { Ping: 1, ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4, ModalSubmit: 5 } as const;

export const CallbackType = {
  ChannelMessage: 4,
  DeferredChannelMessage: 5,
  DeferredUpdate: 6,
  UpdateMessage: 7,
  AutocompleteResult: 8,
  Modal: 9,
} as const;

export type OutcomeKind = 'message' | 'update' | 'modal' | 'autocomplete' | 'failed';

export interface InteractionOutcome {
  kind: OutcomeKind;
  /** Callback type the bot acknowledged with (null when it never did). */
  ackType: number | null;
  /** The message the user now sees (reply, follow-up, or the updated component message). */
  message?: Record<string, unknown>;
  modal?: Record<string, unknown>;
  choices?: { name: string; value: string | number }[];
  /** Milliseconds from dispatch to acknowledgement. */
  ackMs?: number;
}

export interface EmuInteraction {
  id: string;
  token: string;
  type: number;
  userId: string;
  channelId: string;
  data: Record<string, unknown>;
  /** Component source message (clicks, modal submits from a component). */
  sourceMessageId: string | null;
  /** A modal submit: the interaction whose modal it answers. */
  modalOf: string | null;
  createdAt: number;
  ackType: number | null;
  ackAt: number | null;
  originalMessageId: string | null;
  /** True while a deferred reply still shows "thinking…" and no follow-up replaced it. */
  loading: boolean;
  failed: boolean;
  outcome: InteractionOutcome | null;
  followupIds: string[];
  /** A modal the bot showed and the user has neither submitted nor dismissed. */
  modalOpen: boolean;
  waiters: ((outcome: InteractionOutcome) => void)[];
  ackWaiters: (() => void)[];
  deadline: NodeJS.Timeout | null;
}

/** A handle tests hold on an interaction they triggered. */
export interface InteractionHandle {
  id: string;
  type: number;
  userId: string;
  channelId: string;
}

export interface Violation {
  at: string;
  method: string;
  route: string;
  status: number;
  code: number;
  message: string;
  errors?: Record<string, unknown>;
  interactionId?: string;
}

export interface RecordedRequest {
  at: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
  files: { field: string; filename: string; size: number }[];
}

export interface UserNotice {
  id: string;
  userId: string;
  channelId: string;
  text: string;
  at: number;
}

export type EmulatorEvent =
  | { kind: 'message'; channelId: string; messageId: string }
  | { kind: 'channel'; channelId: string }
  | { kind: 'commands' }
  | { kind: 'notice'; userId: string; channelId: string }
  | { kind: 'modal'; userId: string; interactionId: string }
  | { kind: 'guild' };

/** Whether a channel is a thread (public or private). */
export const isThread = (channel: EmuChannel): boolean =>
  channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread;
