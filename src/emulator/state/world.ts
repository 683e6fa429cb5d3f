/**
 * The emulator's world, in memory: users, the guild's roles and members,
 * channels and threads, messages and their attachments, interactions,
 * registered commands; the virtual clock and Discord-style ids; what was
 * recorded (requests, violations, notices); the change feed and the gateway
 * it dispatches through; and, with `worldDir`, its copy on disk.
 *
 * The resources' behaviour lives beside it (guild.ts, channels.ts,
 * messages.ts, …); this file only holds and persists the state.
 */
import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { DEFAULT_MEMBER_PERMISSIONS, Permission } from '../rules/permissions.js';
import {
  ChannelType,
  type EmuChannel,
  type EmuGuild,
  type EmuInteraction,
  type EmuMessage,
  type EmuRole,
  type EmuUser,
  type EmulatorEvent,
  type EmulatorOptions,
  type RecordedRequest,
  type RegisteredCommand,
  type StoredAttachment,
  type UserNotice,
  type UserSpec,
  type Violation,
} from '../model.js';
import { WorldFile, type World as SavedWorld } from './world-file.js';

export const DEFAULT_USERS: UserSpec[] = [
  { username: 'alice', globalName: 'Alice', locale: 'en-US', color: '#e67e22' },
  { username: 'bruno', globalName: 'Bruno', locale: 'fr', color: '#3498db' },
  { username: 'chloe', globalName: 'Chloé', locale: 'fr', color: '#9b59b6' },
  { username: 'dmitri', globalName: 'Dmitri', locale: 'en-GB', color: '#2ecc71' },
];
export const DEFAULT_CHANNELS = ['general', 'games', 'tavern-test'];

/** The bot's role has Administrator by default, so permission checks never get in the way unless a test asks. */
export const DEFAULT_BOT_PERMISSIONS = Permission.Administrator;

const DISCORD_EPOCH = 1420070400000n;
/** How often a changed world is written to disk (and once more on close). */
const WORLD_SAVE_MS = 1000;

/** What the world sends through the gateway (the Gateway itself, once the emulator has built it). */
export interface GatewayLink {
  /** Whether the session holding this server's shard (a DM: shard 0) is connected. */
  connectedFor(guildId: string | null): boolean;
  /** Sends an event to the session holding the server's shard (`null`: a DM or a user-wide event, shard 0 as on Discord). */
  dispatch(type: string, data: unknown, requiredIntent: number, guildId: string | null): void;
}

/** The shard a server's events go to: Discord's `(guild_id >> 22) % num_shards`. */
export function shardOf(guildId: string, numShards: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(numShards));
}

export class World {
  readonly events = new EventEmitter();
  readonly token: string;
  readonly applicationId: string;
  readonly guildId: string;
  readonly guildName: string;
  readonly botUser: EmuUser;
  /** The guild's users (the bot excepted), in the configured order. */
  readonly users: EmuUser[];
  /** Text channel name → id. */
  readonly channels: Record<string, string> = {};
  /** Ids of the default roles: @everyone (= guild id), the bot's managed role, and Player (every user). */
  readonly roles: { everyone: string; bot: string; player: string };
  ownerId: string;
  /** The servers beside the main one (`extraGuilds`); their roles are fixed defaults. */
  readonly extraGuilds: (EmuGuild & { roleList: EmuRole[] })[] = [];

  readonly allUsers = new Map<string, EmuUser>();
  readonly channelMap = new Map<string, EmuChannel>();
  readonly messageMap = new Map<string, EmuMessage>();
  readonly attachmentMap = new Map<string, StoredAttachment>();
  readonly interactionMap = new Map<string, EmuInteraction>();
  readonly interactionsByToken = new Map<string, EmuInteraction>();
  readonly globalCommands = new Map<string, RegisteredCommand>();
  readonly guildCommands = new Map<string, RegisteredCommand>();
  readonly roleMap = new Map<string, EmuRole>();
  /** User id → role ids (@everyone excluded). */
  readonly memberRoles = new Map<string, string[]>();

  readonly violationLog: Violation[] = [];
  readonly requestLog: RecordedRequest[] = [];
  readonly noticeList: UserNotice[] = [];

  readonly startedAt = Date.now();
  readonly host: string;
  port = 0;
  readonly ackDeadlineMs: number;
  readonly log: (line: string) => void;
  readonly quiet: boolean;
  /** Set by the emulator once its gateway exists. */
  gateway: GatewayLink = { connectedFor: () => false, dispatch: () => undefined };

  private readonly recommended: number | undefined;
  private clockSkew = 0;
  private sequence = 0;
  private lastId = 0n;
  /** Where the world is kept across restarts (null: a new world each start). */
  private readonly worldFile: WorldFile | null;
  private saveTimer: NodeJS.Timeout | null = null;
  /** Bumped by every new id and every API call; the world is saved when it moved. */
  private revision = 0;
  private savedRevision = -1;

  constructor(options: EmulatorOptions) {
    this.host = options.host ?? '127.0.0.1';
    this.ackDeadlineMs = options.ackDeadlineMs ?? 3000;
    this.log = options.log ?? ((line) => console.error(line));
    this.quiet = options.quiet ?? false;
    this.recommended = options.recommendedShards;
    this.guildName = options.guildName ?? 'Tavern Playground';
    this.worldFile = options.worldDir ? new WorldFile(options.worldDir) : null;
    const saved = this.worldFile?.load() ?? null;
    if (saved) this.lastId = BigInt(saved.lastId);
    const botName = options.botName ?? 'Tavern';
    this.botUser = this.addUser({ username: botName, locale: 'en-US', color: '#5865f2' }, true, saved?.userIds[botName]);
    this.applicationId = this.botUser.id;
    this.token = `${Buffer.from(this.applicationId).toString('base64url')}.emulator.${randomBytes(12).toString('base64url')}`;
    this.guildId = saved?.guildId ?? this.snowflake();
    this.roles = saved?.roles ?? { everyone: this.guildId, bot: this.snowflake(), player: this.snowflake() };
    this.users = (options.users ?? DEFAULT_USERS).map((spec) => this.addUser(spec, false, saved?.userIds[spec.username]));
    this.ownerId = saved?.ownerId ?? (options.owner ? this.userNamed(options.owner).id : (this.users[0]?.id ?? this.botUser.id));
    if (saved) this.restore(saved);
    else this.create(options);
    if (options.extraGuilds?.length) {
      if (this.worldFile) throw new Error('emulator: extraGuilds are not kept in worldDir; use one or the other');
      options.extraGuilds.forEach((spec, i) => this.addExtraGuild(spec, i));
    }
    if (this.worldFile) {
      this.saveTimer = setInterval(() => this.save(), WORLD_SAVE_MS);
      this.saveTimer.unref();
    }
  }

  // ---------------------------------------------------------------- addresses

  get httpBase(): string {
    return `http://${this.host}:${this.port}`;
  }
  get gatewayUrl(): string {
    return `ws://${this.host}:${this.port}/gateway`;
  }
  attachmentUrl(attachment: StoredAttachment): string {
    return `${this.httpBase}/attachments/${attachment.channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
  }

  // ---------------------------------------------------------------- clock & ids

  /** Virtual now: real time plus whatever advance() added. */
  now(): number {
    return Date.now() + this.clockSkew;
  }

  advance(ms: number): void {
    this.clockSkew += ms;
  }

  /** Discord-style ids from the (virtual) clock, strictly increasing so they order messages. */
  snowflake(): string {
    this.revision++;
    this.sequence = (this.sequence + 1) & 0xfff;
    const ms = BigInt(Math.max(this.now(), this.startedAt)) - DISCORD_EPOCH;
    let id = (ms << 22n) | (1n << 17n) | BigInt(this.sequence);
    if (id <= this.lastId) id = this.lastId + 1n;
    this.lastId = id;
    return id.toString();
  }

  /** Something changed that no new id marks (an API call, a deletion): the world is saved again. */
  touch(): void {
    this.revision++;
  }

  // ---------------------------------------------------------------- servers

  /** `GET /gateway/bot`'s `shards`: the configured count, else one per 1,000 servers (at least 1). */
  recommendedShards(): number {
    return this.recommended ?? Math.max(1, Math.ceil(this.guildList().length / 1000));
  }

  /** Every server of the world, the main one first. */
  guildList(): EmuGuild[] {
    return [{ id: this.guildId, name: this.guildName, channels: this.channels, roles: this.roles }, ...this.extraGuilds];
  }

  /** One of the extra servers (undefined for the main one or an unknown id). */
  extraGuild(id: string | null): (EmuGuild & { roleList: EmuRole[] }) | undefined {
    return id === null ? undefined : this.extraGuilds.find((g) => g.id === id);
  }

  /** Role ids of a member in a server (@everyone excluded). */
  memberRoleIds(userId: string, guildId: string | null): string[] {
    const extra = this.extraGuild(guildId);
    if (!extra) return [...(this.memberRoles.get(userId) ?? [])];
    return [this.allUsers.get(userId)?.bot ? extra.roles.bot : extra.roles.player];
  }

  /** Roles of a server, @everyone first. */
  rolesOf(guildId: string | null): EmuRole[] {
    return this.extraGuild(guildId)?.roleList ?? [...this.roleMap.values()];
  }

  /**
   * An extra server: its id's timestamp differs by `index` milliseconds from
   * the others' (worker 2, which no other id uses), so the servers fall on
   * different shards as real ones do.
   */
  private addExtraGuild(spec: { name: string; channels?: string[] }, index: number): void {
    const ms = BigInt(this.startedAt) - DISCORD_EPOCH + BigInt(index + 1);
    const id = ((ms << 22n) | (2n << 17n) | BigInt(index & 0x1ffff)).toString();
    const roles = { everyone: id, bot: this.snowflake(), player: this.snowflake() };
    const roleList: EmuRole[] = [
      { id: roles.everyone, name: '@everyone', color: 0, position: 0, permissions: DEFAULT_MEMBER_PERMISSIONS },
      { id: roles.player, name: 'Player', color: 0x3498db, position: 1, permissions: DEFAULT_MEMBER_PERMISSIONS },
      { id: roles.bot, name: this.botUser.username, color: 0x5865f2, position: 2, permissions: DEFAULT_BOT_PERMISSIONS },
    ];
    const channels: Record<string, string> = {};
    (spec.channels ?? ['general']).forEach((name, position) => {
      channels[name] = this.addChannel({ type: ChannelType.GuildText, name, guildId: id, parentId: null, position }).id;
    });
    this.extraGuilds.push({ id, name: spec.name, channels, roles, roleList });
  }

  // ---------------------------------------------------------------- users and channels

  user(id: string): EmuUser {
    const user = this.allUsers.get(id);
    if (!user) throw new Error(`emulator: unknown user ${id}`);
    return user;
  }

  /** Finds a user by username or display name (case-insensitive). */
  userNamed(name: string): EmuUser {
    const lower = name.toLowerCase();
    const user = this.users.find((u) => u.username.toLowerCase() === lower || u.globalName.toLowerCase() === lower);
    if (!user) throw new Error(`emulator: no user named ${name}`);
    return user;
  }

  addChannel(init: Pick<EmuChannel, 'type' | 'name' | 'guildId' | 'parentId' | 'position'> & Partial<EmuChannel>): EmuChannel {
    const channel: EmuChannel = {
      id: init.id ?? this.snowflake(),
      topic: null,
      createdAt: this.now(),
      members: new Set(),
      lastMessageId: null,
      overwrites: [],
      ...init,
    };
    this.channelMap.set(channel.id, channel);
    return channel;
  }

  /** The live messages of a channel (ephemeral ones included), in storage order. */
  messagesIn(channelId: string): EmuMessage[] {
    return [...this.messageMap.values()].filter((m) => m.channelId === channelId && !m.deleted);
  }

  // ---------------------------------------------------------------- feed and records

  emit(event: EmulatorEvent): void {
    this.events.emit('change', event);
  }

  recordViolation(violation: Omit<Violation, 'at'>): void {
    const entry = { at: new Date(this.now()).toISOString(), ...violation };
    this.violationLog.push(entry);
    if (this.quiet) return;
    const lines = [
      '',
      '╔══ DISCORD EMULATOR: Discord would reject this ══',
      `║ ${violation.method} ${violation.route} → ${violation.status} (code ${violation.code}) ${violation.message}`,
      ...(violation.errors
        ? JSON.stringify(violation.errors, null, 2)
            .split('\n')
            .map((l) => `║   ${l}`)
        : []),
      '╚═════════════════════════════════════════════════',
    ];
    this.log(lines.join('\n'));
  }

  // ---------------------------------------------------------------- first start, restart, saving

  private addUser(spec: UserSpec, bot: boolean, id?: string): EmuUser {
    const user: EmuUser = {
      id: id ?? this.snowflake(),
      username: spec.username,
      globalName: spec.globalName ?? spec.username,
      locale: spec.locale ?? 'en-US',
      color: spec.color ?? '#99aab5',
      bot,
      acceptsDms: spec.acceptsDms ?? true,
    };
    this.allUsers.set(user.id, user);
    return user;
  }

  /** A first start: the default roles, every user a Player, the default text channels. */
  private create(options: EmulatorOptions): void {
    this.roleMap.set(this.roles.everyone, {
      id: this.roles.everyone,
      name: '@everyone',
      color: 0,
      position: 0,
      permissions: DEFAULT_MEMBER_PERMISSIONS,
    });
    this.roleMap.set(this.roles.player, {
      id: this.roles.player,
      name: 'Player',
      color: 0x3498db,
      position: 1,
      permissions: DEFAULT_MEMBER_PERMISSIONS,
    });
    this.roleMap.set(this.roles.bot, {
      id: this.roles.bot,
      name: this.botUser.username,
      color: 0x5865f2,
      position: 2,
      permissions: DEFAULT_BOT_PERMISSIONS,
    });
    this.memberRoles.set(this.botUser.id, [this.roles.bot]);
    for (const user of this.users) this.memberRoles.set(user.id, [this.roles.player]);
    (options.channels ?? DEFAULT_CHANNELS).forEach((name, position) => {
      const channel = this.addChannel({ type: ChannelType.GuildText, name, guildId: this.guildId, parentId: null, position });
      this.channels[name] = channel.id;
    });
  }

  /** A restart with a saved world: the same ids, roles, channels, threads and messages as before. */
  private restore(saved: SavedWorld): void {
    for (const role of saved.roleList) this.roleMap.set(role.id, role);
    for (const [userId, roleIds] of saved.memberRoles) this.memberRoles.set(userId, roleIds);
    // Users added to the configuration since are Players, as on a first start.
    for (const user of [this.botUser, ...this.users])
      if (!this.memberRoles.has(user.id)) this.memberRoles.set(user.id, [user.bot ? this.roles.bot : this.roles.player]);
    for (const channel of saved.channels) this.channelMap.set(channel.id, channel);
    Object.assign(this.channels, saved.channelNames);
    for (const message of saved.messages) {
      this.messageMap.set(message.id, message);
      for (const attachment of message.attachments) this.attachmentMap.set(attachment.id, attachment);
    }
  }

  /** Writes the world when something changed since the last save (every id and every API call counts as a change). */
  save(): void {
    if (!this.worldFile || this.savedRevision === this.revision) return;
    const revision = this.revision;
    try {
      this.worldFile.save({
        lastId: this.lastId.toString(),
        guildId: this.guildId,
        ownerId: this.ownerId,
        userIds: Object.fromEntries([...this.allUsers.values()].map((u) => [u.username, u.id])),
        roles: this.roles,
        roleList: [...this.roleMap.values()],
        memberRoles: [...this.memberRoles.entries()],
        channelNames: this.channels,
        channels: [...this.channelMap.values()],
        messages: [...this.messageMap.values()],
      });
      this.savedRevision = revision;
    } catch (e) {
      this.log(`[discord-emulator] could not save the world in ${this.worldFile.dir}: ${String(e)}`);
    }
  }

  /** Stops the periodic save and writes the world once more. */
  close(): void {
    if (this.saveTimer) clearInterval(this.saveTimer);
    this.save();
  }
}
