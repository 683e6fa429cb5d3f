/**
 * A local stand-in for the part of Discord's API a discord.js bot uses:
 * REST (/api/v10) + gateway (WebSocket) on loopback, strict about Discord's
 * rules, with a test API to act as users and read what each user sees.
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { DiscordApiError, apiErrors, invalidFormBody, type FieldProblem } from './errors.js';
import { Gateway, GatewayIntent } from './gateway.js';
import {
  parseBody,
  routePattern,
  sendJson,
  type ParsedBody,
  type Route,
  type RouteContext,
  type RouteResult,
  type UploadedFile,
} from './http.js';
import { LIMITS, MessageFlag, checkAutocomplete, checkMessagePayload, checkModal } from './limits.js';
import { checkCommands } from './commands.js';
import { allowedCallbacks, commandLabel, describeInteraction, findComponent, modalValue, pings } from './interactions.js';
import { WorldFile, type World } from './world-file.js';
import { responseComponents } from './response-shapes.js';
import { checkRequestSchema, checkResponseSchema } from './spec-requests.js';
import {
  ALL_PERMISSIONS,
  DEFAULT_MEMBER_PERMISSIONS,
  Permission,
  channelPermissions,
  basePermissions,
  permissionNames,
  toBits,
  type Overwrite,
  type PermissionContext,
  type PermissionName,
} from './permissions.js';
import {
  CallbackType,
  ChannelType,
  InteractionType,
  type CommandOption,
  type EmuChannel,
  type EmuInteraction,
  type EmuMessage,
  type EmuRole,
  type EmuUser,
  type EmulatorEvent,
  type InteractionHandle,
  type InteractionOutcome,
  type RecordedRequest,
  type RegisteredCommand,
  type StoredAttachment,
  type UserNotice,
  type UserSpec,
  type Violation,
} from './model.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

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
   * specification (spec-requests.ts) and refuses what fails, as Discord does
   * (on by default; off only to measure what a bot sends without it).
   */
  schemaChecks?: boolean;
  /**
   * Checks every message the emulator answers against Discord's response
   * schema and records a failure as a violation of its own (tests turn it on).
   */
  responseChecks?: boolean;
  /**
   * Keeps the world (ids, roles, channels, threads, messages) in this folder
   * across restarts, so matches stored beside it stay reachable (the
   * playground uses DATA_DIR/emulator). Without it, every start is a new world.
   */
  worldDir?: string;
}

/** Permission bits as a bigint, a decimal string, a number or a list of names (e.g. ['ViewChannel', 'SendMessages']). */
export type PermissionBits = bigint | number | string | readonly PermissionName[];

export const DEFAULT_USERS: UserSpec[] = [
  { username: 'alice', globalName: 'Alice', locale: 'en-US', color: '#e67e22' },
  { username: 'bruno', globalName: 'Bruno', locale: 'fr', color: '#3498db' },
  { username: 'chloe', globalName: 'Chloé', locale: 'fr', color: '#9b59b6' },
  { username: 'dmitri', globalName: 'Dmitri', locale: 'en-GB', color: '#2ecc71' },
];
export const DEFAULT_CHANNELS = ['general', 'games', 'tavern-test'];

const DISCORD_EPOCH = 1420070400000n;
/** How often a changed world is written to disk (and once more on close). */
const WORLD_SAVE_MS = 1000;
const INTERACTION_TOKEN_MS = 15 * 60 * 1000;
/** The bot's role has Administrator by default, so permission checks never get in the way unless a test asks. */
const DEFAULT_BOT_PERMISSIONS = Permission.Administrator;
/** What an app may do in a DM (no guild, no overwrites). */
const DM_APP_PERMISSIONS =
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.UseApplicationCommands;
const isThread = (channel: EmuChannel): boolean => channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread;

export class DiscordEmulator {
  readonly events = new EventEmitter();
  readonly token: string;
  readonly applicationId: string;
  readonly guildId: string;
  readonly botUser: EmuUser;
  readonly users: EmuUser[];
  /** Text channel name → id. */
  readonly channels: Record<string, string> = {};
  readonly guildName: string;

  private readonly server: Server;
  private readonly gateway: Gateway;
  private readonly routes: Route[] = [];
  private readonly allUsers = new Map<string, EmuUser>();
  private readonly channelMap = new Map<string, EmuChannel>();
  private readonly messageMap = new Map<string, EmuMessage>();
  private readonly attachmentMap = new Map<string, StoredAttachment>();
  private readonly interactionMap = new Map<string, EmuInteraction>();
  private readonly interactionsByToken = new Map<string, EmuInteraction>();
  private readonly globalCommands = new Map<string, RegisteredCommand>();
  private readonly guildCommands = new Map<string, RegisteredCommand>();
  private readonly violationLog: Violation[] = [];
  private readonly requestLog: RecordedRequest[] = [];
  private readonly noticeList: UserNotice[] = [];
  private readonly ackDeadlineMs: number;
  private readonly log: (line: string) => void;
  private readonly quiet: boolean;
  /** Ids of the default roles: @everyone (= guild id), the bot's managed role, and Player (every user). */
  readonly roles: { everyone: string; bot: string; player: string };
  private readonly roleMap = new Map<string, EmuRole>();
  /** User id → role ids (@everyone excluded). */
  private readonly memberRoles = new Map<string, string[]>();
  private ownerId: string;
  private readonly startedAt = Date.now();
  private clockSkew = 0;
  private sequence = 0;
  private lastId = 0n;
  private port = 0;
  private readonly host: string;
  private closed = false;
  private readonly schemaChecks: boolean;
  private readonly responseChecks: boolean;
  /** Where the world is kept across restarts (null: a new world each start). */
  private readonly worldFile: WorldFile | null;
  private saveTimer: NodeJS.Timeout | null = null;
  /** Bumped by every new id and every API call; the world is saved when it moved. */
  private revision = 0;
  private savedRevision = -1;
  /** Extra HTTP handlers (the playground mounts itself here when sharing the port). */
  private readonly mounts: ((req: IncomingMessage, res: ServerResponse) => boolean)[] = [];

  constructor(private readonly options: EmulatorOptions = {}) {
    this.host = options.host ?? '127.0.0.1';
    this.ackDeadlineMs = options.ackDeadlineMs ?? 3000;
    this.log = options.log ?? ((line) => console.error(line));
    this.quiet = options.quiet ?? false;
    this.schemaChecks = options.schemaChecks ?? true;
    this.responseChecks = options.responseChecks ?? false;
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
    if (saved) this.restoreWorld(saved);
    else this.createWorld(options);
    if (this.worldFile) {
      this.saveTimer = setInterval(() => this.saveWorld(), WORLD_SAVE_MS);
      this.saveTimer.unref();
    }
    this.gateway = new Gateway({
      token: this.token,
      heartbeatIntervalMs: 41_250,
      resumeUrl: () => this.gatewayUrl,
      readyPayload: (sessionId) => this.readyPayload(sessionId),
      guildCreatePayload: () => this.guildPayload(),
      membersChunk: (request) => this.membersChunk(request),
      log: (line) => this.log(`[discord-emulator] ${line}`),
    });
    this.registerRoutes();
    this.server = createServer((req, res) => void this.handleHttp(req, res));
    this.server.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://x').pathname.startsWith('/gateway')) this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
  }

  async listen(port = this.options.port ?? 0): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.host, () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  // ---------------------------------------------------------------- addresses

  get httpBase(): string {
    return `http://${this.host}:${this.port}`;
  }
  /** For discord.js: `new Client({ rest: { api: emu.apiBase } })`. */
  get apiBase(): string {
    return `${this.httpBase}/api`;
  }
  get gatewayUrl(): string {
    return `ws://${this.host}:${this.port}/gateway`;
  }
  /** Whether a bot is identified on the gateway. */
  get botConnected(): boolean {
    return this.gateway.connected;
  }

  /** Mounts an extra HTTP handler on the emulator's own port (returns true when it handled the request). */
  mount(handler: (req: IncomingMessage, res: ServerResponse) => boolean): void {
    this.mounts.push(handler);
  }

  // ---------------------------------------------------------------- clock & ids

  /** Virtual now: real time plus whatever advanceTime() added. */
  now(): number {
    return Date.now() + this.clockSkew;
  }

  /** Moves the emulator's clock forward (token windows, deadlines) without waiting. */
  advanceTime(ms: number): void {
    this.clockSkew += ms;
    for (const interaction of this.interactionMap.values()) this.checkDeadline(interaction);
  }

  /** Discord-style ids from the (virtual) clock, strictly increasing so they order messages. */
  private snowflake(): string {
    this.revision++;
    this.sequence = (this.sequence + 1) & 0xfff;
    const ms = BigInt(Math.max(this.now(), this.startedAt)) - DISCORD_EPOCH;
    let id = (ms << 22n) | (1n << 17n) | BigInt(this.sequence);
    if (id <= this.lastId) id = this.lastId + 1n;
    this.lastId = id;
    return id.toString();
  }

  // ---------------------------------------------------------------- world

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

  private addChannel(init: Pick<EmuChannel, 'type' | 'name' | 'guildId' | 'parentId' | 'position'> & Partial<EmuChannel>): EmuChannel {
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

  /** A first start: the default roles, every user a Player, the default text channels. */
  private createWorld(options: EmulatorOptions): void {
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
  private restoreWorld(saved: World): void {
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
  private saveWorld(): void {
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

  /** Opens or closes a user's DMs (closed: the bot's DMs fail with 50007). */
  setDmsOpen(userId: string, open: boolean): void {
    this.user(userId).acceptsDms = open;
  }

  channel(id: string): EmuChannel | undefined {
    return this.channelMap.get(id);
  }

  /** Guild channels and threads the given user can see (private threads only for members), plus their DMs. */
  channelsVisibleTo(userId: string): Record<string, unknown>[] {
    return [...this.channelMap.values()].filter((c) => this.canSeeChannel(userId, c)).map((c) => this.channelJson(c));
  }

  private canSeeChannel(userId: string, channel: EmuChannel): boolean {
    if (userId === this.botUser.id) return true;
    if (channel.type === ChannelType.DM) return channel.recipientId === userId;
    if (!(this.permissionsIn(userId, channel) & Permission.ViewChannel)) return false;
    if (channel.type === ChannelType.PrivateThread)
      return channel.members.has(userId) || (this.permissionsIn(userId, channel) & Permission.ManageThreads) !== 0n;
    return true;
  }

  // ---------------------------------------------------------------- permissions

  /** Permissions of a user (or the bot) in a channel, computed like Discord; threads use their parent's overwrites. */
  permissionsIn(userId: string, channelOrId: EmuChannel | string): bigint {
    const channel = typeof channelOrId === 'string' ? this.channelMap.get(channelOrId) : channelOrId;
    if (!channel) throw new Error(`emulator: unknown channel ${String(channelOrId)}`);
    if (!channel.guildId) return DM_APP_PERMISSIONS;
    const parent = isThread(channel) ? this.channelMap.get(channel.parentId!) : channel;
    return channelPermissions(this.permissionContext(userId), parent?.overwrites ?? [], isThread(channel));
  }

  /** Server-wide permissions of a member (roles only; owner and Administrator have all). */
  guildPermissions(userId: string): bigint {
    return basePermissions(this.permissionContext(userId));
  }

  private permissionContext(userId: string): PermissionContext {
    return {
      guildId: this.guildId,
      ownerId: this.ownerId,
      everyone: this.roleMap.get(this.roles.everyone)!.permissions,
      memberRoles: (this.memberRoles.get(userId) ?? []).flatMap((id) => this.roleMap.get(id) ?? []),
      userId,
    };
  }

  /** The guild owner's user id (the owner has every permission, as on Discord). */
  get guildOwnerId(): string {
    return this.ownerId;
  }

  /** Transfers guild ownership (e.g. to make the first user a plain member). */
  setOwner(userId: string): void {
    this.user(userId);
    this.ownerId = userId;
    this.gateway.dispatch('GUILD_UPDATE', this.guildJson(), GatewayIntent.Guilds);
    this.emit({ kind: 'guild' });
  }

  /** Creates a role just above @everyone (below the bot's role, so the bot can manage it); returns its id. */
  createRole(name: string, permissions: PermissionBits = 0n, color = 0): string {
    for (const role of this.roleMap.values()) {
      if (role.position >= 1) {
        role.position += 1;
        this.dispatchRole('GUILD_ROLE_UPDATE', role);
      }
    }
    const role: EmuRole = { id: this.snowflake(), name, color, position: 1, permissions: toBits(permissions) };
    this.roleMap.set(role.id, role);
    this.dispatchRole('GUILD_ROLE_CREATE', role);
    return role.id;
  }

  setRolePermissions(roleId: string, permissions: PermissionBits): void {
    const role = this.roleMap.get(roleId);
    if (!role) throw new Error(`emulator: unknown role ${roleId}`);
    role.permissions = toBits(permissions);
    this.dispatchRole('GUILD_ROLE_UPDATE', role);
  }

  /** Role ids of a member, @everyone excluded. */
  rolesOf(userId: string): string[] {
    return [...(this.memberRoles.get(userId) ?? [])];
  }

  /** Replaces a member's roles (@everyone is implicit). */
  setMemberRoles(userId: string, roleIds: string[]): void {
    const user = this.user(userId);
    for (const id of roleIds) if (!this.roleMap.has(id) || id === this.roles.everyone) throw new Error(`emulator: unknown role ${id}`);
    this.memberRoles.set(userId, [...new Set(roleIds)]);
    // The bot always hears about itself; other members' updates need the GuildMembers intent.
    this.gateway.dispatch(
      'GUILD_MEMBER_UPDATE',
      { guild_id: this.guildId, ...this.memberJson(user) },
      user.bot ? 0 : GatewayIntent.GuildMembers,
    );
    this.emit({ kind: 'guild' });
  }

  /**
   * Sets (or, with both empty, removes) a channel's overwrite for a role or a
   * user: `allow` and `deny` as bits or permission names.
   */
  setChannelOverwrite(
    channelId: string,
    targetId: string,
    { allow = 0n, deny = 0n }: { allow?: PermissionBits; deny?: PermissionBits },
  ): void {
    const channel = this.channelMap.get(channelId);
    if (!channel || channel.type !== ChannelType.GuildText)
      throw new Error(`emulator: ${channelId} is not a text channel (threads use their parent's overwrites)`);
    const type = this.roleMap.has(targetId) ? 0 : this.allUsers.has(targetId) ? 1 : null;
    if (type === null) throw new Error(`emulator: ${targetId} is neither a role nor a user`);
    const overwrite: Overwrite = { id: targetId, type, allow: toBits(allow), deny: toBits(deny) };
    channel.overwrites = channel.overwrites.filter((o) => o.id !== targetId);
    if (overwrite.allow || overwrite.deny) channel.overwrites.push(overwrite);
    this.gateway.dispatch('CHANNEL_UPDATE', this.channelJson(channel), GatewayIntent.Guilds);
    this.emit({ kind: 'channel', channelId });
  }

  /**
   * The message an interaction webhook path (`/webhooks/:app/:token/messages/…`) edits, as Discord serves it:
   * whether an edit is ephemeral is the message's, fixed at the reply or deferral, not the edit's flags.
   */
  messageEditedBy(path: string): Obj | undefined {
    const [, , , token, , target] = path.split('/');
    const interaction = token ? this.interactionsByToken.get(token) : undefined;
    if (!interaction || !target) return undefined;
    const id = target === '@original' || target === '%40original' ? interaction.originalMessageId : target;
    const message = id ? this.messageMap.get(id) : undefined;
    return message ? this.messageJson(message) : undefined;
  }

  /** A response outside Discord's schema is the emulator's fault: recorded (and logged) like any violation. */
  private checkResponse(method: string, template: string, path: string, body: unknown): void {
    const problems = checkResponseSchema(method, template, body);
    if (problems.length === 0) return;
    const err = invalidFormBody(problems);
    this.recordViolation({
      method,
      route: path,
      status: 500,
      code: 0,
      message: `Emulator response outside Discord's schema (${template})`,
      ...(err.body.errors ? { errors: err.body.errors } : {}),
    });
  }

  /** Deletes a channel or thread as an admin does in Discord (a text channel takes its threads along); later calls get 10003. */
  deleteChannel(channelId: string): void {
    const channel = this.channelMap.get(channelId);
    if (!channel) throw new Error(`emulator: no channel ${channelId}`);
    const threads = [...this.channelMap.values()].filter((c) => c.parentId === channelId && isThread(c));
    for (const gone of [...threads, channel]) {
      this.channelMap.delete(gone.id);
      for (const m of this.messageMap.values()) if (m.channelId === gone.id) m.deleted = true;
      const event = isThread(gone) ? 'THREAD_DELETE' : 'CHANNEL_DELETE';
      this.gateway.dispatch(
        event,
        { id: gone.id, guild_id: gone.guildId, parent_id: gone.parentId, type: gone.type },
        GatewayIntent.Guilds,
      );
    }
    for (const [name, id] of Object.entries(this.channels)) if (id === channelId) delete this.channels[name];
    this.revision++;
    this.emit({ kind: 'channel', channelId });
  }

  /**
   * Gives the bot exactly `permissions`: in one channel (and its threads)
   * through a member overwrite, or server-wide ('guild') through its role plus
   * overwrites that deny the rest of what @everyone grants. Administrator is
   * dropped from the bot's role when a channel is restricted (overwrites do not
   * apply to administrators). Call 'guild' first, then channels.
   */
  setBotPermissions(scope: string, permissions: PermissionBits): void {
    this.setExactPermissions(this.botUser.id, scope, toBits(permissions));
  }

  /**
   * Same for a user: 'guild' replaces their roles with a personal role holding
   * `permissions`; a channel id sets a member overwrite. The owner has every
   * permission whatever their roles: setOwner() someone else first.
   */
  setMemberPermissions(userId: string, scope: string, permissions: PermissionBits): void {
    if (userId === this.ownerId) throw new Error('emulator: the guild owner has every permission; call setOwner(otherUserId) first');
    this.setExactPermissions(userId, scope, toBits(permissions));
  }

  /** Grants or takes away one permission of the bot in a channel (a thread means its parent), keeping the others. */
  setBotPermission(channelId: string, name: PermissionName, granted: boolean): void {
    let channel = this.channelMap.get(channelId);
    if (channel && isThread(channel)) channel = this.channelMap.get(channel.parentId!);
    if (!channel || channel.type !== ChannelType.GuildText) throw new Error(`emulator: ${channelId} is not a text channel or thread`);
    const own = channel.overwrites.find((o) => o.type === 1 && o.id === this.botUser.id);
    // Start from what the bot was given there, not from the computed set (implicit rules would lose bits).
    const current = own ? own.allow : this.permissionsIn(this.botUser.id, channel) & ~Permission.Administrator;
    this.setBotPermissions(channel.id, granted ? current | Permission[name] : current & ~Permission[name]);
  }

  /** Back to the default: the bot's role is Administrator and no channel overwrites the bot. */
  resetBotPermissions(): void {
    this.setRolePermissions(this.roles.bot, DEFAULT_BOT_PERMISSIONS);
    for (const channel of this.channelMap.values()) {
      if (channel.overwrites.some((o) => o.id === this.botUser.id)) this.setChannelOverwrite(channel.id, this.botUser.id, {});
    }
  }

  private setExactPermissions(userId: string, scope: string, bits: bigint): void {
    const user = this.user(userId);
    if (scope === 'guild') {
      const roleName = `${user.username} permissions`;
      const personal = [...this.roleMap.values()].find((r) => r.name === roleName);
      if (user.bot) this.setRolePermissions(this.roles.bot, bits);
      else if (personal) this.setRolePermissions(personal.id, bits);
      else this.setMemberRoles(userId, [this.createRole(roleName, bits)]);
      if (personal && !user.bot) this.setMemberRoles(userId, [personal.id]);
      if (bits & Permission.Administrator) return;
      const extra = this.roleMap.get(this.roles.everyone)!.permissions & ~bits;
      for (const channel of this.channelMap.values()) {
        if (channel.type === ChannelType.GuildText) this.setChannelOverwrite(channel.id, userId, { deny: extra });
      }
      return;
    }
    const channel = this.channelMap.get(scope);
    if (!channel || channel.type !== ChannelType.GuildText) throw new Error(`emulator: ${scope} is not a text channel id (or 'guild')`);
    if (user.bot) {
      const role = this.roleMap.get(this.roles.bot)!;
      if (role.permissions & Permission.Administrator) this.setRolePermissions(role.id, ALL_PERMISSIONS & ~Permission.Administrator);
    } else if (this.guildPermissions(userId) & Permission.Administrator) {
      throw new Error(
        `emulator: ${user.username} is an administrator; overwrites do not apply (setMemberPermissions(id, 'guild', …) first)`,
      );
    }
    this.setChannelOverwrite(channel.id, userId, { allow: bits, deny: ALL_PERMISSIONS & ~bits });
  }

  private dispatchRole(event: 'GUILD_ROLE_CREATE' | 'GUILD_ROLE_UPDATE', role: EmuRole): void {
    this.gateway.dispatch(event, { guild_id: this.guildId, role: this.roleJson(role) }, GatewayIntent.Guilds);
    this.emit({ kind: 'guild' });
  }

  /** Refuses a bot request like Discord: 50001 without View Channel, 50013 when another permission is missing. */
  private requireBotPermissions(channel: EmuChannel, needed: PermissionName[], action: string): void {
    if (!channel.guildId) return;
    const perms = this.permissionsIn(this.botUser.id, channel);
    const where = `${isThread(channel) ? 'thread' : 'channel'} #${channel.name}`;
    if (!(perms & Permission.ViewChannel)) throw apiErrors.missingAccess(`${action}: the bot cannot view ${where}`);
    const missing = needed.filter((name) => !(perms & Permission[name]));
    if (missing.length) throw apiErrors.missingPermissions(`${action}: the bot lacks ${missing.join(', ')} in ${where}`);
  }

  /** Refuses a server-wide action the bot's roles do not allow (50013). */
  private requireGuildPermission(name: PermissionName, action: string): void {
    if (!(this.guildPermissions(this.botUser.id) & Permission[name]))
      throw apiErrors.missingPermissions(`${action}: the bot lacks ${name}`);
  }

  private highestRolePosition(userId: string): number {
    return Math.max(0, ...(this.memberRoles.get(userId) ?? []).map((id) => this.roleMap.get(id)?.position ?? 0));
  }

  /**
   * Without Embed Links, Discord drops a bot's embeds from channel messages
   * silently — and refuses (50013) a message that would then be empty. The
   * emulator does the same and says so loudly. Interaction responses are not
   * affected.
   */
  private withoutUnembeddableEmbeds(channel: EmuChannel, payload: Obj, hasFiles: boolean, existing: EmuMessage | null): Obj {
    if (!channel.guildId || !Array.isArray(payload.embeds) || payload.embeds.length === 0) return payload;
    if (this.permissionsIn(this.botUser.id, channel) & Permission.EmbedLinks) return payload;
    const has = (key: 'content' | 'components'): boolean =>
      key in payload
        ? Array.isArray(payload[key])
          ? (payload[key] as unknown[]).length > 0
          : Boolean(payload[key])
        : existing
          ? key === 'content'
            ? existing.content !== ''
            : existing.components.length > 0
          : false;
    const keepsSomething = has('content') || has('components') || hasFiles || (existing?.attachments.length ?? 0) > 0;
    if (!keepsSomething) throw apiErrors.missingPermissions(`send embeds only: the bot lacks EmbedLinks in #${channel.name}`);
    if (!this.quiet)
      this.log(
        `[discord-emulator] the bot lacks Embed Links in #${channel.name}: Discord drops the message's ${payload.embeds.length} embed(s) silently`,
      );
    return { ...payload, embeds: [] };
  }

  /** The send permission of a channel: Send Messages, or Send Messages in Threads in a thread. */
  private sendPermission(channel: EmuChannel): PermissionName {
    return isThread(channel) ? 'SendMessagesInThreads' : 'SendMessages';
  }

  /** What Discord's client allows before it sends a command: Use Application Commands, default_member_permissions, DMs. */
  private checkCommandAccess(userId: string, channelId: string, name: string): void {
    const command = this.findCommand(name);
    const channel = this.requireVisibleChannel(userId, channelId);
    if (!channel.guildId) {
      if (command.dm_permission === false || (Array.isArray(command.contexts) && !command.contexts.includes(1))) {
        throw new Error(`emulator: /${name} is not available in DMs (dm_permission/contexts)`);
      }
      return;
    }
    const user = this.user(userId);
    if (!(this.permissionsIn(userId, channel) & Permission.UseApplicationCommands)) {
      throw new Error(
        `emulator: ${user.username} lacks Use Application Commands in #${channel.name}; Discord's client offers no commands there`,
      );
    }
    if (command.default_member_permissions !== null) {
      const required = BigInt(command.default_member_permissions);
      const has = this.guildPermissions(userId);
      const allowed = (has & Permission.Administrator) !== 0n || (required !== 0n && (has & required) === required);
      if (!allowed) {
        throw new Error(
          `emulator: /${name} needs ${permissionNames(required).join(', ') || 'Administrator'} (default_member_permissions); Discord hides it from ${user.username}`,
        );
      }
    }
  }

  commands(): RegisteredCommand[] {
    const byName = new Map<string, RegisteredCommand>();
    for (const command of this.globalCommands.values()) byName.set(command.name, command);
    for (const command of this.guildCommands.values()) byName.set(command.name, command);
    return [...byName.values()];
  }

  // ---------------------------------------------------------------- JSON shapes

  userJson(user: EmuUser): Obj {
    return {
      id: user.id,
      username: user.username,
      global_name: user.bot ? null : user.globalName,
      discriminator: user.bot ? '0001' : '0',
      avatar: null,
      bot: user.bot || undefined,
      public_flags: 0,
      flags: 0,
      banner: null,
      accent_color: parseInt(user.color.slice(1), 16),
      avatar_decoration_data: null,
      collectibles: null,
      primary_guild: null,
    };
  }

  /** Member JSON; with a channel, `permissions` as interactions carry them (computed for that channel). */
  memberJson(user: EmuUser, permissionsIn?: EmuChannel): Obj {
    return {
      user: this.userJson(user),
      nick: null,
      avatar: null,
      roles: [...(this.memberRoles.get(user.id) ?? [])],
      joined_at: new Date(this.startedAt).toISOString(),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
      ...(permissionsIn ? { permissions: this.permissionsIn(user.id, permissionsIn).toString() } : {}),
    };
  }

  private roleJson(role: EmuRole): Obj {
    return {
      id: role.id,
      name: role.name,
      color: role.color,
      colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: role.position,
      permissions: role.permissions.toString(),
      managed: role.id === this.roles.bot,
      mentionable: false,
      flags: 0,
      ...(role.id === this.roles.bot ? { tags: { bot_id: this.botUser.id } } : {}),
    };
  }

  private rolesJson(): Obj[] {
    return [...this.roleMap.values()].sort((a, b) => a.position - b.position).map((r) => this.roleJson(r));
  }

  channelJson(channel: EmuChannel): Obj {
    const base: Obj = { id: channel.id, type: channel.type, last_message_id: channel.lastMessageId, flags: 0 };
    if (channel.type === ChannelType.DM) {
      return { ...base, recipients: [this.userJson(this.user(channel.recipientId!))] };
    }
    Object.assign(base, {
      guild_id: channel.guildId,
      name: channel.name,
      parent_id: channel.parentId,
      rate_limit_per_user: 0,
    });
    if (channel.type === ChannelType.GuildText) {
      const overwrites = channel.overwrites.map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() }));
      // (Threads carry no nsfw of their own: their parent's applies.)
      return { ...base, nsfw: false, position: channel.position, topic: channel.topic, permission_overwrites: overwrites };
    }
    return {
      ...base,
      owner_id: channel.ownerId,
      member_count: channel.members.size,
      message_count: this.messagesIn(channel.id).length,
      total_message_sent: this.messagesIn(channel.id).length,
      thread_metadata: {
        archived: channel.archived ?? false,
        locked: channel.locked ?? false,
        auto_archive_duration: channel.autoArchiveDuration ?? 1440,
        archive_timestamp: channel.archiveTimestamp ?? new Date(channel.createdAt).toISOString(),
        create_timestamp: new Date(channel.createdAt).toISOString(),
        ...(channel.type === ChannelType.PrivateThread ? { invitable: false } : {}),
      },
    };
  }

  attachmentUrl(attachment: StoredAttachment): string {
    return `${this.httpBase}/attachments/${attachment.channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
  }

  private attachmentJson(a: StoredAttachment): Obj {
    const url = this.attachmentUrl(a);
    return {
      id: a.id,
      filename: a.filename,
      size: a.bytes.length,
      url,
      proxy_url: url,
      content_type: a.contentType,
      ...(a.description ? { description: a.description } : {}),
      ...(a.width ? { width: a.width, height: a.height } : {}),
    };
  }

  /** A message as gateway events carry it: REST's message plus `guild_id` (REST messages have none). */
  private messageEvent(message: EmuMessage): Obj {
    const inGuild = this.channelMap.get(message.channelId)?.guildId;
    return { ...this.messageJson(message), ...(inGuild ? { guild_id: this.guildId } : {}) };
  }

  messageJson(message: EmuMessage): Obj {
    const author = this.user(message.authorId);
    const interaction = message.interactionId ? this.interactionMap.get(message.interactionId) : undefined;
    // Like Discord, `mentions` lists only the users the message pinged (allowed_mentions); clients highlight from it.
    const mentions = [...new Set([...message.content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!))]
      .filter((id) => pings(message.allowedMentions, id))
      .map((id) => this.allUsers.get(id))
      .filter((u): u is EmuUser => u !== undefined)
      .map((u) => this.userJson(u));
    const thread = message.threadId ? this.channelMap.get(message.threadId) : undefined;
    return {
      id: message.id,
      type: message.type,
      channel_id: message.channelId,
      author: this.userJson(author),
      content: message.content,
      timestamp: new Date(message.createdAt).toISOString(),
      edited_timestamp: message.editedAt ? new Date(message.editedAt).toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions,
      mention_roles: [],
      attachments: message.attachments.map((a) => this.attachmentJson(a)),
      embeds: message.embeds,
      components: responseComponents(message.components),
      pinned: false,
      flags: message.flags,
      ...(message.webhookId ? { webhook_id: message.webhookId, application_id: this.applicationId } : {}),
      ...(interaction
        ? {
            interaction_metadata: {
              id: interaction.id,
              type: interaction.type,
              user: this.userJson(this.user(interaction.userId)),
              authorizing_integration_owners: this.integrationOwners(interaction.channelId, interaction.userId),
              ...(interaction.sourceMessageId ? { interacted_message_id: interaction.sourceMessageId } : {}),
            },
            // Deprecated by Discord but still sent; the playground shows "X used /name" from it.
            ...(interaction.type === InteractionType.ApplicationCommand
              ? {
                  interaction: {
                    id: interaction.id,
                    type: interaction.type,
                    name: commandLabel(interaction.data),
                    user: this.userJson(this.user(interaction.userId)),
                  },
                }
              : {}),
          }
        : {}),
      ...(thread ? { thread: this.channelJson(thread) } : {}),
    };
  }

  private integrationOwners(channelId: string, userId: string): Obj {
    return this.channelMap.get(channelId)?.guildId ? { '0': this.guildId } : { '1': userId };
  }

  private readyPayload(sessionId: string): Obj {
    return {
      v: 10,
      user: { ...this.userJson(this.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: [{ id: this.guildId, unavailable: true }],
      session_id: sessionId,
      session_type: 'normal',
      resume_gateway_url: this.gatewayUrl,
      shard: [0, 1],
      application: { id: this.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      user_settings: {},
      geo_ordered_rtc_regions: [],
      _trace: ['discord-emulator'],
    };
  }

  guildJson(): Obj {
    return {
      id: this.guildId,
      name: this.guildName,
      icon: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      owner_id: this.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 1,
      explicit_content_filter: 0,
      mfa_level: 0,
      nsfw_level: 0,
      premium_tier: 0,
      premium_subscription_count: 0,
      premium_progress_bar_enabled: false,
      preferred_locale: 'en-US',
      system_channel_id: Object.values(this.channels)[0] ?? null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      vanity_url_code: null,
      features: [],
      roles: this.rolesJson(),
      emojis: [],
      stickers: [],
      application_id: null,
      max_members: 500000,
      max_video_channel_users: 25,
      incidents_data: null,
    };
  }

  private guildPayload(): Obj {
    const everyone = [this.botUser, ...this.users];
    return {
      ...this.guildJson(),
      unavailable: false,
      large: false,
      joined_at: new Date(this.startedAt).toISOString(),
      member_count: everyone.length,
      members: everyone.map((u) => this.memberJson(u)),
      channels: [...this.channelMap.values()].filter((c) => c.type === ChannelType.GuildText).map((c) => this.channelJson(c)),
      threads: [...this.channelMap.values()]
        .filter((c) => c.guildId && c.type !== ChannelType.GuildText && !c.archived)
        .map((c) => this.channelJson(c)),
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  private membersChunk(request: { user_ids?: string | string[]; query?: string; limit?: number; nonce?: string }): Obj {
    let members = [this.botUser, ...this.users];
    const ids = request.user_ids === undefined ? null : Array.isArray(request.user_ids) ? request.user_ids : [request.user_ids];
    if (ids) members = members.filter((u) => ids.includes(u.id));
    else if (request.query) members = members.filter((u) => u.username.startsWith(request.query!.toLowerCase()));
    if (request.limit) members = members.slice(0, request.limit);
    return {
      guild_id: this.guildId,
      members: members.map((u) => this.memberJson(u)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: ids ? ids.filter((id) => !this.allUsers.has(id)) : [],
      ...(request.nonce ? { nonce: request.nonce } : {}),
    };
  }

  // ---------------------------------------------------------------- records

  violations(): Violation[] {
    return [...this.violationLog];
  }
  requests(): RecordedRequest[] {
    return [...this.requestLog];
  }
  notices(userId: string, channelId?: string): UserNotice[] {
    return this.noticeList.filter((n) => n.userId === userId && (!channelId || n.channelId === channelId));
  }

  private emit(event: EmulatorEvent): void {
    this.events.emit('change', event);
  }

  private recordViolation(violation: Omit<Violation, 'at'>): void {
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

  // ---------------------------------------------------------------- messages

  private messagesIn(channelId: string): EmuMessage[] {
    return [...this.messageMap.values()].filter((m) => m.channelId === channelId && !m.deleted);
  }

  /** Messages of a channel as the given user sees them, oldest first (ephemeral ones only for their user). */
  visibleMessages(userId: string, channelId: string): Obj[] {
    const channel = this.channelMap.get(channelId);
    if (!channel || !this.canSeeChannel(userId, channel)) return [];
    return this.messagesIn(channelId)
      .filter((m) => m.ephemeralTo === null || m.ephemeralTo === userId)
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
      .map((m) => this.messageJson(m));
  }

  /** A message by id (ephemeral included), as Discord's JSON; undefined if unknown or deleted. */
  message(id: string): Obj | undefined {
    const message = this.messageMap.get(id);
    return message && !message.deleted ? this.messageJson(message) : undefined;
  }

  private storeFiles(channelId: string, files: UploadedFile[], payloadAttachments: unknown): Map<number, StoredAttachment> {
    const stored = new Map<number, StoredAttachment>();
    const described = new Map<number, Obj>();
    if (Array.isArray(payloadAttachments)) {
      for (const a of payloadAttachments) if (isObj(a) && typeof a.id === 'number') described.set(a.id, a);
      for (const a of payloadAttachments)
        if (isObj(a) && typeof a.id === 'string' && /^\d+$/.test(a.id) && a.id.length < 5) described.set(Number(a.id), a);
    }
    for (const file of files) {
      const meta = described.get(file.index);
      const filename = typeof meta?.filename === 'string' ? meta.filename : file.filename;
      const attachment: StoredAttachment = {
        id: this.snowflake(),
        channelId,
        filename,
        contentType: file.contentType,
        bytes: file.bytes,
        ...(typeof meta?.description === 'string' ? { description: meta.description } : {}),
        ...imageSize(file.bytes),
      };
      stored.set(file.index, attachment);
    }
    return stored;
  }

  /** Final attachment list of a create or edit, following Discord's "attachments" semantics. */
  private resolveAttachments(
    channelId: string,
    payload: Obj,
    files: UploadedFile[],
    existing: StoredAttachment[] | null,
  ): StoredAttachment[] {
    if (files.length > LIMITS.filesPerMessage) {
      throw invalidFormBody([
        { path: ['files'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.filesPerMessage} or fewer in length.` },
      ]);
    }
    if (files.some((f) => f.bytes.length > LIMITS.attachmentBytes)) throw apiErrors.entityTooLarge();
    const uploaded = this.storeFiles(channelId, files, payload.attachments);
    if (!Array.isArray(payload.attachments)) return [...(existing ?? []), ...uploaded.values()];
    const result: StoredAttachment[] = [];
    for (const entry of payload.attachments) {
      if (!isObj(entry)) continue;
      const id = entry.id;
      const fresh =
        typeof id === 'number' ? uploaded.get(id) : typeof id === 'string' && id.length < 5 ? uploaded.get(Number(id)) : undefined;
      if (fresh) result.push(fresh);
      else {
        const kept = existing?.find((a) => a.id === String(id));
        if (kept) result.push(kept);
      }
    }
    // Files uploaded without an attachments entry are still attached (Discord keeps them).
    for (const file of uploaded.values()) if (!result.includes(file)) result.push(file);
    return result;
  }

  /** Replaces attachment://name with the served URL, as Discord does in the stored message. */
  private resolveAttachmentRefs<T>(value: T, attachments: StoredAttachment[]): T {
    if (Array.isArray(value)) return value.map((v) => this.resolveAttachmentRefs(v, attachments)) as T;
    if (!isObj(value)) return value;
    const out: Obj = {};
    for (const [key, v] of Object.entries(value)) out[key] = this.resolveAttachmentRefs(v, attachments);
    if (typeof out.url === 'string' && out.url.startsWith('attachment://')) {
      const attachment = attachments.find((a) => a.filename === (out.url as string).slice('attachment://'.length));
      if (attachment) {
        out.url = this.attachmentUrl(attachment);
        out.proxy_url = out.url;
        out.attachment_id = attachment.id;
        out.content_type = attachment.contentType;
        if (attachment.width) Object.assign(out, { width: attachment.width, height: attachment.height });
      }
    }
    return out as T;
  }

  private validate(payload: Obj, attachments: StoredAttachment[], allowEphemeral: boolean, existing: EmuMessage | null): void {
    const problems: FieldProblem[] = checkMessagePayload(payload, {
      attachmentNames: attachments.map((a) => a.filename),
      allowEphemeral,
      isEdit: existing !== null,
      ...(existing ? { existingFlags: existing.flags } : {}),
    });
    if (problems.length > 0) throw invalidFormBody(problems);
  }

  private createMessage(init: {
    channelId: string;
    authorId: string;
    payload: Obj;
    files: UploadedFile[];
    ephemeralTo: string | null;
    interactionId: string | null;
    type?: number;
    loading?: boolean;
  }): EmuMessage {
    const { payload } = init;
    const attachments = this.resolveAttachments(init.channelId, payload, init.files, null);
    this.validate(payload, attachments, init.ephemeralTo !== null || init.interactionId !== null, null);
    const flags =
      (typeof payload.flags === 'number' ? payload.flags : 0) &
      (MessageFlag.SuppressEmbeds | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2);
    const content = typeof payload.content === 'string' ? payload.content : '';
    const embeds = Array.isArray(payload.embeds) ? (payload.embeds as Obj[]) : [];
    const components = Array.isArray(payload.components) ? (payload.components as Obj[]) : [];
    if (!init.loading && !content && embeds.length === 0 && components.length === 0 && attachments.length === 0) {
      throw apiErrors.cannotSendEmpty();
    }
    const message: EmuMessage = {
      id: this.snowflake(),
      channelId: init.channelId,
      authorId: init.authorId,
      type: init.type ?? 0,
      content,
      embeds: this.resolveAttachmentRefs(embeds, attachments),
      components: this.resolveAttachmentRefs(components, attachments),
      attachments,
      flags: flags | (init.ephemeralTo ? MessageFlag.Ephemeral : 0) | (init.loading ? MessageFlag.Loading : 0),
      createdAt: this.now(),
      editedAt: null,
      ephemeralTo: init.ephemeralTo,
      interactionId: init.interactionId,
      webhookId: init.interactionId ? this.applicationId : null,
      threadId: null,
      deleted: false,
      allowedMentions: payload.allowed_mentions,
    };
    for (const a of attachments) this.attachmentMap.set(a.id, a);
    this.messageMap.set(message.id, message);
    const channel = this.channelMap.get(message.channelId);
    if (channel) {
      channel.lastMessageId = message.id;
      if (channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread) {
        // A mention that pings adds the user to the thread (allowed_mentions can mute it).
        for (const m of message.content.matchAll(/<@!?(\d+)>/g)) {
          if (this.allUsers.has(m[1]!) && pings(payload.allowed_mentions, m[1]!)) channel.members.add(m[1]!);
        }
      }
    }
    if (!message.ephemeralTo) {
      const intent = channel?.type === ChannelType.DM ? GatewayIntent.DirectMessages : GatewayIntent.GuildMessages;
      this.gateway.dispatch('MESSAGE_CREATE', this.messageEvent(message), intent);
    }
    this.emit({ kind: 'message', channelId: message.channelId, messageId: message.id });
    return message;
  }

  private editMessage(message: EmuMessage, payload: Obj, files: UploadedFile[]): EmuMessage {
    const attachments = this.resolveAttachments(message.channelId, payload, files, message.attachments);
    this.validate(payload, attachments, true, message);
    const hasOwn = (key: string): boolean => Object.prototype.hasOwnProperty.call(payload, key);
    const content = hasOwn('content') ? (typeof payload.content === 'string' ? payload.content : '') : message.content;
    const embeds = hasOwn('embeds') ? (Array.isArray(payload.embeds) ? (payload.embeds as Obj[]) : []) : message.embeds;
    const components = hasOwn('components') ? (Array.isArray(payload.components) ? (payload.components as Obj[]) : []) : message.components;
    if (!content && embeds.length === 0 && components.length === 0 && attachments.length === 0) throw apiErrors.cannotSendEmpty();
    const becomesV2 = typeof payload.flags === 'number' && (payload.flags & MessageFlag.IsComponentsV2) !== 0;
    if (becomesV2 && (content || embeds.length > 0)) {
      // Converting a message to Components V2 requires clearing its content and embeds.
      const field = content ? 'content' : 'embeds';
      throw invalidFormBody([
        {
          path: [field],
          code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
          message: `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
        },
      ]);
    }
    message.content = content;
    if (hasOwn('allowed_mentions')) message.allowedMentions = payload.allowed_mentions;
    message.embeds = this.resolveAttachmentRefs(embeds, attachments);
    message.components = this.resolveAttachmentRefs(components, attachments);
    message.attachments = attachments;
    for (const a of attachments) this.attachmentMap.set(a.id, a);
    if (typeof payload.flags === 'number') {
      const settable = MessageFlag.SuppressEmbeds | MessageFlag.IsComponentsV2;
      message.flags = (message.flags & ~MessageFlag.SuppressEmbeds) | (payload.flags & settable);
    }
    message.flags &= ~MessageFlag.Loading;
    message.editedAt = this.now();
    if (!message.ephemeralTo) {
      const intent =
        this.channelMap.get(message.channelId)?.type === ChannelType.DM ? GatewayIntent.DirectMessages : GatewayIntent.GuildMessages;
      this.gateway.dispatch('MESSAGE_UPDATE', this.messageEvent(message), intent);
    }
    this.emit({ kind: 'message', channelId: message.channelId, messageId: message.id });
    return message;
  }

  private deleteMessage(message: EmuMessage): void {
    message.deleted = true;
    if (!message.ephemeralTo) {
      this.gateway.dispatch(
        'MESSAGE_DELETE',
        { id: message.id, channel_id: message.channelId, guild_id: this.guildId },
        GatewayIntent.GuildMessages,
      );
    }
    this.emit({ kind: 'message', channelId: message.channelId, messageId: message.id });
  }

  /** A user typing a plain message in a channel (the playground's message box). */
  say(userId: string, channelId: string, content: string): Obj {
    const channel = this.requireVisibleChannel(userId, channelId);
    if (channel.archived && channel.locked) throw new Error('This thread is archived and locked.');
    if (channel.guildId && !(this.permissionsIn(userId, channel) & Permission[this.sendPermission(channel)])) {
      throw new Error('You do not have permission to send messages in this channel.');
    }
    const message = this.createMessage({
      channelId,
      authorId: userId,
      payload: { content },
      files: [],
      ephemeralTo: null,
      interactionId: null,
    });
    return this.messageJson(message);
  }

  private requireVisibleChannel(userId: string, channelId: string): EmuChannel {
    const channel = this.channelMap.get(channelId);
    if (!channel || !this.canSeeChannel(userId, channel)) throw new Error(`emulator: user ${userId} cannot see channel ${channelId}`);
    return channel;
  }

  // ---------------------------------------------------------------- interactions (user side)

  private interactionPayload(interaction: EmuInteraction): Obj {
    const user = this.user(interaction.userId);
    const channel = this.channelMap.get(interaction.channelId)!;
    const inGuild = channel.guildId !== null;
    const source = interaction.sourceMessageId ? this.messageMap.get(interaction.sourceMessageId) : undefined;
    return {
      id: interaction.id,
      application_id: this.applicationId,
      type: interaction.type,
      data: interaction.data,
      token: interaction.token,
      version: 1,
      channel: this.channelJson(channel),
      channel_id: channel.id,
      ...(inGuild
        ? {
            guild_id: this.guildId,
            guild: { id: this.guildId, locale: 'en-US', features: [] },
            guild_locale: 'en-US',
            member: this.memberJson(user, channel),
          }
        : { user: this.userJson(user) }),
      ...(source ? { message: this.messageJson(source) } : {}),
      locale: (interaction.data.__locale as string | undefined) ?? user.locale,
      // In DMs Discord sends the permissions an app has there (no guild: view, send, embed, attach, history…).
      app_permissions: (inGuild ? this.permissionsIn(this.botUser.id, channel) : DM_APP_PERMISSIONS).toString(),
      entitlements: [],
      authorizing_integration_owners: this.integrationOwners(channel.id, user.id),
      context: inGuild ? 0 : 1,
      attachment_size_limit: LIMITS.attachmentBytes,
    };
  }

  private dispatchInteraction(
    type: number,
    userId: string,
    channelId: string,
    data: Obj,
    sourceMessageId: string | null,
    locale?: string,
  ): InteractionHandle {
    if (!this.gateway.connected) throw new Error('emulator: no bot is connected to the gateway');
    this.requireVisibleChannel(userId, channelId);
    const interaction: EmuInteraction = {
      id: this.snowflake(),
      token: `aW50ZXJhY3Rpb24.${randomBytes(24).toString('base64url')}`,
      type,
      userId,
      channelId,
      data,
      sourceMessageId,
      createdAt: this.now(),
      ackType: null,
      ackAt: null,
      originalMessageId: null,
      loading: false,
      failed: false,
      outcome: null,
      followupIds: [],
      modalOpen: false,
      waiters: [],
      ackWaiters: [],
      deadline: null,
    };
    this.interactionMap.set(interaction.id, interaction);
    this.interactionsByToken.set(interaction.token, interaction);
    const payload = this.interactionPayload(interaction);
    if (locale) payload.locale = locale;
    interaction.deadline = setTimeout(() => this.checkDeadline(interaction), this.ackDeadlineMs + 20);
    interaction.deadline.unref();
    this.gateway.dispatch('INTERACTION_CREATE', payload);
    return { id: interaction.id, type, userId, channelId };
  }

  private checkDeadline(interaction: EmuInteraction): void {
    if (interaction.ackType !== null || interaction.failed) return;
    if (this.now() - interaction.createdAt < this.ackDeadlineMs) return;
    interaction.failed = true;
    if (interaction.deadline) clearTimeout(interaction.deadline);
    // Autocomplete that times out shows no choices rather than a failure banner.
    if (interaction.type !== InteractionType.Autocomplete) {
      this.noticeList.push({
        id: this.snowflake(),
        userId: interaction.userId,
        channelId: interaction.channelId,
        text: 'This interaction failed',
        at: this.now(),
      });
      this.emit({ kind: 'notice', userId: interaction.userId, channelId: interaction.channelId });
    }
    this.recordViolation({
      method: 'GATEWAY',
      route: `INTERACTION_CREATE ${describeInteraction(interaction)}`,
      status: 0,
      code: 10062,
      message: `Not acknowledged within ${this.ackDeadlineMs / 1000} s: the user sees "This interaction failed"`,
      interactionId: interaction.id,
    });
    this.settle(interaction, { kind: 'failed', ackType: null });
  }

  private settle(interaction: EmuInteraction, outcome: InteractionOutcome): void {
    if (interaction.outcome) return;
    interaction.outcome = outcome;
    for (const waiter of interaction.waiters.splice(0)) waiter(outcome);
  }

  private findCommand(name: string): RegisteredCommand {
    const command = this.guildCommands.get(name) ?? this.globalCommands.get(name);
    if (!command)
      throw new Error(
        `emulator: /${name} is not a registered command (registered: ${
          this.commands()
            .map((c) => c.name)
            .join(', ') || 'none'
        })`,
      );
    return command;
  }

  /** Builds the `data` of a chat input interaction from "name sub" and a plain options object. */
  private commandData(
    invokerId: string,
    channelId: string,
    commandPath: string,
    options: Record<string, unknown>,
    focused?: string,
    forged = false,
  ): Obj {
    const [name, ...subPath] = commandPath.trim().replace(/^\//, '').split(/\s+/);
    const command = this.findCommand(name!);
    const resolved: { users: Obj; members: Obj; channels: Obj; roles: Obj } = { users: {}, members: {}, channels: {}, roles: {} };
    let defs: CommandOption[] = command.options;
    const wrappers: { name: string; type: number }[] = [];
    for (const part of subPath) {
      const sub = defs.find((o) => o.name === part && (o.type === 1 || o.type === 2));
      if (!sub) throw new Error(`emulator: /${name} has no subcommand ${part}`);
      wrappers.push({ name: sub.name, type: sub.type });
      defs = sub.options ?? [];
    }
    if (defs.some((o) => o.type === 1 || o.type === 2))
      throw new Error(`emulator: /${commandPath} needs a subcommand (${defs.map((o) => o.name).join(', ')})`);
    const leafOptions: Obj[] = [];
    for (const [key, raw] of Object.entries(options)) {
      if (raw === undefined) continue;
      // A forged request may name options the command does not have (sent as strings).
      const def = defs.find((o) => o.name === key) ?? (forged ? ({ name: key, type: 3 } as CommandOption) : undefined);
      if (!def) throw new Error(`emulator: /${commandPath} has no option "${key}" (has: ${defs.map((o) => o.name).join(', ')})`);
      leafOptions.push({
        name: key,
        type: def.type,
        value: forged
          ? this.forgedValue(def, raw, resolved, channelId)
          : this.optionValue(def, raw, resolved, key === focused, invokerId, channelId),
        ...(key === focused ? { focused: true } : {}),
      });
    }
    if (!focused && !forged) {
      for (const def of defs) {
        if (def.required && !(def.name in options)) throw new Error(`emulator: /${commandPath} requires option "${def.name}"`);
      }
    }
    let nested: Obj[] = leafOptions;
    for (const wrapper of wrappers.reverse()) nested = [{ name: wrapper.name, type: wrapper.type, options: nested }];
    const data: Obj = { id: command.id, name: command.name, type: command.type ?? 1, options: nested };
    if (command.guild_id) data.guild_id = command.guild_id;
    const usedResolved = Object.fromEntries(Object.entries(resolved).filter(([, v]) => Object.keys(v).length > 0));
    if (Object.keys(usedResolved).length > 0) data.resolved = usedResolved;
    return data;
  }

  private optionValue(
    def: CommandOption,
    raw: unknown,
    resolved: { users: Obj; members: Obj; channels: Obj; roles: Obj },
    focused: boolean,
    invokerId: string,
    channelId: string,
  ): unknown {
    if (focused) return String(raw);
    const fail = (why: string): never => {
      throw new Error(`emulator: option "${def.name}": ${why}`);
    };
    switch (def.type) {
      case 3: {
        if (typeof raw !== 'string') fail('expected a string');
        break;
      }
      case 4:
      case 10: {
        const n = Number(raw);
        if (!Number.isFinite(n) || (def.type === 4 && !Number.isInteger(n))) fail(`expected ${def.type === 4 ? 'an integer' : 'a number'}`);
        if (def.min_value !== undefined && n < def.min_value) fail(`must be ≥ ${def.min_value}`);
        if (def.max_value !== undefined && n > def.max_value) fail(`must be ≤ ${def.max_value}`);
        raw = n;
        break;
      }
      case 5:
        if (typeof raw !== 'boolean') raw = raw === 'true' || raw === 'True';
        break;
      case 6:
      case 9: {
        const user = this.allUsers.get(String(raw));
        if (!user) fail(`unknown user ${String(raw)}`);
        resolved.users[user!.id] = this.userJson(user!);
        const { user: _omit, ...member } = this.memberJson(user!, this.channelMap.get(channelId));
        resolved.members[user!.id] = member;
        raw = user!.id;
        break;
      }
      case 7: {
        const channel = this.channelMap.get(String(raw));
        if (!channel) fail(`unknown channel ${String(raw)}`);
        // Discord states the invoking user's permissions in a resolved channel.
        resolved.channels[channel!.id] = { ...this.channelJson(channel!), permissions: this.permissionsIn(invokerId, channel!).toString() };
        break;
      }
      case 8: {
        const role = this.rolesJson().find((r) => r.id === String(raw));
        if (!role) fail(`unknown role ${String(raw)}`);
        resolved.roles[String(raw)] = role;
        break;
      }
      default:
        fail(`option type ${def.type} is not supported by the emulator`);
    }
    if (def.choices?.length && !def.choices.some((c) => c.value === raw))
      fail(`${JSON.stringify(raw)} is not one of the choices ${def.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
    return raw;
  }

  /**
   * A value as a modified client sends it: the option's type, nothing else
   * checked (no min/max, choices or length); user options still resolve.
   */
  private forgedValue(def: CommandOption, raw: unknown, resolved: { users: Obj; members: Obj }, channelId: string): unknown {
    if (def.type !== 6 && def.type !== 9) return raw;
    const user = this.allUsers.get(String(raw));
    if (!user) return raw;
    resolved.users[user.id] = this.userJson(user);
    const { user: _omit, ...member } = this.memberJson(user, this.channelMap.get(channelId));
    resolved.members[user.id] = member;
    return user.id;
  }

  /**
   * A slash command as a modified client could send it (security tests): the
   * options go as given, unchecked against the registered command's limits.
   */
  forgeSlash(
    userId: string,
    channelId: string,
    commandPath: string,
    options: Record<string, unknown> = {},
    locale?: string,
  ): InteractionHandle {
    const data = this.commandData(userId, channelId, commandPath, options, undefined, true);
    return this.dispatchInteraction(InteractionType.ApplicationCommand, userId, channelId, data, null, locale);
  }

  /** User `userId` runs `/commandPath` (e.g. "challenge" or "game start") in a channel. */
  slash(userId: string, channelId: string, commandPath: string, options: Record<string, unknown> = {}, locale?: string): InteractionHandle {
    const data = this.commandData(userId, channelId, commandPath, options);
    this.checkCommandAccess(userId, channelId, String(data.name));
    return this.dispatchInteraction(InteractionType.ApplicationCommand, userId, channelId, data, null, locale);
  }

  /** User types into an autocomplete option; waitForResponse(handle).choices gives the bot's suggestions. */
  autocomplete(
    userId: string,
    channelId: string,
    commandPath: string,
    options: Record<string, unknown>,
    focused: string,
    locale?: string,
  ): InteractionHandle {
    const data = this.commandData(userId, channelId, commandPath, options, focused);
    this.checkCommandAccess(userId, channelId, String(data.name));
    return this.dispatchInteraction(InteractionType.Autocomplete, userId, channelId, data, null, locale);
  }

  /** User clicks a button (or picks `values` in a select menu) on a message they can see. */
  click(userId: string, messageId: string, customId: string, values?: string[]): InteractionHandle {
    const message = this.messageMap.get(messageId);
    if (!message || message.deleted) throw new Error(`emulator: unknown message ${messageId}`);
    if (message.ephemeralTo && message.ephemeralTo !== userId)
      throw new Error(`emulator: message ${messageId} is ephemeral for another user`);
    if (message.flags & MessageFlag.Loading) throw new Error(`emulator: message ${messageId} is still loading`);
    const component = findComponent(message.components, customId);
    if (!component) throw new Error(`emulator: message ${messageId} has no component with custom_id "${customId}"`);
    if (component.disabled) throw new Error(`emulator: component "${customId}" is disabled`);
    const type = component.type as number;
    const data: Obj = { custom_id: customId, component_type: type };
    if (type !== 2) {
      const chosen = values ?? [];
      const min = typeof component.min_values === 'number' ? component.min_values : 1;
      const max = typeof component.max_values === 'number' ? component.max_values : 1;
      if (chosen.length < min || chosen.length > max) throw new Error(`emulator: select "${customId}" takes ${min}–${max} values`);
      if (type === 3) {
        const allowed = (component.options as Obj[]).map((o) => o.value);
        for (const v of chosen) if (!allowed.includes(v)) throw new Error(`emulator: "${v}" is not an option of "${customId}"`);
      }
      data.values = chosen;
      if (type === 5) {
        data.resolved = {
          users: Object.fromEntries(chosen.map((id) => [id, this.userJson(this.user(id))])),
          members: Object.fromEntries(
            chosen.map((id) => [id, (({ user: _u, ...m }) => m)(this.memberJson(this.user(id), this.channelMap.get(message.channelId)))]),
          ),
        };
      }
    }
    return this.dispatchInteraction(InteractionType.MessageComponent, userId, message.channelId, data, message.id);
  }

  /** User submits the modal the bot showed in answer to `handle`, with text input values by custom_id. */
  /**
   * What a modified client can send: a component interaction on a message
   * naming any custom_id, shown by the message or not (Discord's client only
   * sends what it shows). For tests of a bot's defences against forged ids.
   */
  forgeClick(userId: string, messageId: string, customId: string, values?: string[]): InteractionHandle {
    const message = this.messageMap.get(messageId);
    if (!message || message.deleted) throw new Error(`emulator: unknown message ${messageId}`);
    const data: Obj = { custom_id: customId, component_type: values ? 3 : 2, ...(values ? { values } : {}) };
    return this.dispatchInteraction(InteractionType.MessageComponent, userId, message.channelId, data, message.id);
  }

  submitModal(userId: string, handle: InteractionHandle, values: Record<string, string>): InteractionHandle {
    const shown = this.interactionMap.get(handle.id);
    const modal = shown?.outcome?.modal;
    if (!shown || !modal) throw new Error(`emulator: interaction ${handle.id} did not open a modal`);
    if (shown.userId !== userId) throw new Error('emulator: only the user who opened the modal can submit it');
    const inputs: Obj[] = [];
    const components = (modal.components as Obj[]).map((row) => {
      if (row.type === 18) {
        const input = row.component as Obj;
        inputs.push(input);
        return { type: 18, id: row.id, component: modalValue(input, values) };
      }
      const children = (row.components as Obj[]) ?? [];
      inputs.push(...children);
      return { type: row.type, id: row.id, components: children.map((c) => modalValue(c, values)) };
    });
    for (const input of inputs) {
      if (input.type === 4 && input.required !== false && !values[String(input.custom_id)]) {
        throw new Error(`emulator: modal field "${String(input.custom_id)}" is required`);
      }
    }
    const data = { custom_id: modal.custom_id, components };
    shown.modalOpen = false;
    return this.dispatchInteraction(InteractionType.ModalSubmit, userId, shown.channelId, data, shown.sourceMessageId);
  }

  /** Modals shown to a user and still open (the playground displays them). */
  pendingModals(userId: string): { interactionId: string; modal: Obj }[] {
    return [...this.interactionMap.values()]
      .filter((i) => i.userId === userId && i.modalOpen && i.outcome?.modal)
      .map((i) => ({ interactionId: i.id, modal: i.outcome!.modal! }));
  }

  /** The user closed a modal without submitting it. */
  dismissModal(interactionId: string): void {
    const interaction = this.interactionMap.get(interactionId);
    if (interaction) interaction.modalOpen = false;
  }

  /** The handle of an interaction by id (for callers that only kept the id). */
  handle(interactionId: string): InteractionHandle {
    const interaction = this.interactionMap.get(interactionId);
    if (!interaction) throw new Error(`emulator: unknown interaction ${interactionId}`);
    return { id: interaction.id, type: interaction.type, userId: interaction.userId, channelId: interaction.channelId };
  }

  /** Resolves when the bot acknowledged and finished its first reply or edit (or the interaction failed). */
  waitForResponse(handle: InteractionHandle, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<InteractionOutcome> {
    const interaction = this.interactionMap.get(handle.id);
    if (!interaction) return Promise.reject(new Error(`emulator: unknown interaction ${handle.id}`));
    if (interaction.outcome) return Promise.resolve(interaction.outcome);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        interaction.waiters = interaction.waiters.filter((w) => w !== done);
        const state =
          interaction.ackType === null ? 'not acknowledged' : `acknowledged with type ${interaction.ackType} but no reply or edit yet`;
        reject(new Error(`emulator: no response to ${describeInteraction(interaction)} within ${timeoutMs} ms (${state})`));
      }, timeoutMs);
      const done = (outcome: InteractionOutcome): void => {
        clearTimeout(timer);
        resolve(outcome);
      };
      interaction.waiters.push(done);
    });
  }

  /** Resolves at acknowledgement (any callback type); rejects after timeoutMs. */
  waitForAck(handle: InteractionHandle, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<number> {
    const interaction = this.interactionMap.get(handle.id);
    if (!interaction) return Promise.reject(new Error(`emulator: unknown interaction ${handle.id}`));
    if (interaction.ackType !== null) return Promise.resolve(interaction.ackType);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`emulator: ${describeInteraction(interaction)} not acknowledged within ${timeoutMs} ms`)),
        timeoutMs,
      );
      interaction.ackWaiters.push(() => {
        clearTimeout(timer);
        resolve(interaction.ackType!);
      });
    });
  }

  // ---------------------------------------------------------------- interactions (bot side)

  private interactionByIdToken(id: string, token: string): EmuInteraction {
    const interaction = this.interactionMap.get(id);
    if (!interaction || interaction.token !== token) throw apiErrors.unknownInteraction();
    return interaction;
  }

  private callback(ctx: RouteContext): RouteResult {
    const interaction = this.interactionByIdToken(ctx.params[0]!, ctx.params[1]!);
    this.checkDeadline(interaction);
    if (interaction.ackType !== null) throw apiErrors.alreadyAcknowledged();
    if (interaction.failed) throw apiErrors.unknownInteraction();
    const body = isObj(ctx.body.json) ? ctx.body.json : {};
    const type = Number(body.type);
    const data = isObj(body.data) ? body.data : {};
    const allowed = allowedCallbacks(interaction);
    if (!allowed.includes(type)) {
      throw invalidFormBody([
        {
          path: ['type'],
          code: 'INTERACTION_RESPONSE_TYPE_INVALID',
          message: `Callback type ${type} is not valid for ${describeInteraction(interaction)} (allowed: ${allowed.join(', ')}).`,
        },
      ]);
    }
    const ephemeral = typeof data.flags === 'number' && (data.flags & MessageFlag.Ephemeral) !== 0;
    let message: EmuMessage | null = null;
    switch (type) {
      case CallbackType.ChannelMessage:
        message = this.createMessage({
          channelId: interaction.channelId,
          authorId: this.botUser.id,
          payload: data,
          files: ctx.body.files,
          ephemeralTo: ephemeral ? interaction.userId : null,
          interactionId: interaction.id,
          type: interaction.type === InteractionType.ApplicationCommand ? 20 : 0,
        });
        interaction.originalMessageId = message.id;
        break;
      case CallbackType.DeferredChannelMessage:
        message = this.createMessage({
          channelId: interaction.channelId,
          authorId: this.botUser.id,
          payload: { flags: data.flags },
          files: [],
          ephemeralTo: ephemeral ? interaction.userId : null,
          interactionId: interaction.id,
          type: interaction.type === InteractionType.ApplicationCommand ? 20 : 0,
          loading: true,
        });
        interaction.originalMessageId = message.id;
        interaction.loading = true;
        break;
      case CallbackType.DeferredUpdate:
        interaction.originalMessageId = interaction.sourceMessageId;
        break;
      case CallbackType.UpdateMessage: {
        const source = this.messageMap.get(interaction.sourceMessageId!);
        if (!source || source.deleted) throw apiErrors.unknownMessage();
        message = this.editMessage(source, data, ctx.body.files);
        interaction.originalMessageId = source.id;
        break;
      }
      case CallbackType.AutocompleteResult: {
        const problems = checkAutocomplete(data);
        if (problems.length) throw invalidFormBody(problems);
        break;
      }
      case CallbackType.Modal: {
        const problems = checkModal(body.data === undefined ? {} : data);
        if (problems.length) throw invalidFormBody(problems);
        break;
      }
    }
    interaction.ackType = type;
    interaction.ackAt = this.now();
    if (interaction.deadline) clearTimeout(interaction.deadline);
    for (const waiter of interaction.ackWaiters.splice(0)) waiter();
    const ackMs = interaction.ackAt - interaction.createdAt;
    if (type === CallbackType.ChannelMessage)
      this.settle(interaction, { kind: 'message', ackType: type, message: this.messageJson(message!), ackMs });
    if (type === CallbackType.UpdateMessage)
      this.settle(interaction, { kind: 'update', ackType: type, message: this.messageJson(message!), ackMs });
    if (type === CallbackType.AutocompleteResult) {
      this.settle(interaction, {
        kind: 'autocomplete',
        ackType: type,
        choices: (data.choices as InteractionOutcome['choices']) ?? [],
        ackMs,
      });
    }
    if (type === CallbackType.Modal) {
      interaction.modalOpen = true;
      this.settle(interaction, { kind: 'modal', ackType: type, modal: data, ackMs });
      this.emit({ kind: 'modal', userId: interaction.userId, interactionId: interaction.id });
    }
    if (ctx.query.get('with_response') !== 'true') return { status: 204 };
    return {
      status: 200,
      body: {
        interaction: {
          id: interaction.id,
          type: interaction.type,
          response_message_id: message?.id,
          response_message_loading: interaction.loading,
          response_message_ephemeral: message ? message.ephemeralTo !== null : false,
        },
        resource: { type, ...(message ? { message: this.messageJson(message) } : {}) },
      },
    };
  }

  private interactionByWebhook(ctx: RouteContext): EmuInteraction {
    const [appId, token] = ctx.params;
    const interaction = this.interactionsByToken.get(token!);
    if (!interaction || appId !== this.applicationId) throw apiErrors.unknownWebhook();
    if (this.now() - interaction.createdAt > INTERACTION_TOKEN_MS) throw apiErrors.invalidWebhookToken();
    if (interaction.ackType === null) throw apiErrors.unknownWebhook();
    return interaction;
  }

  private webhookMessage(interaction: EmuInteraction, ref: string): EmuMessage {
    const id = ref === '@original' ? interaction.originalMessageId : ref;
    const belongs = id !== null && (id === interaction.originalMessageId || interaction.followupIds.includes(id));
    const message = id ? this.messageMap.get(id) : undefined;
    if (!belongs || !message || message.deleted) throw apiErrors.unknownMessage();
    return message;
  }

  private followUp(ctx: RouteContext): RouteResult {
    const interaction = this.interactionByWebhook(ctx);
    const payload = isObj(ctx.body.json) ? ctx.body.json : {};
    let message: EmuMessage;
    if (interaction.loading) {
      // Discord: the first follow-up after a deferred reply replaces the "thinking…" message. It is still a follow-up
      // (a create): its EPHEMERAL flag is accepted, the deferral having fixed the message's ephemerality already.
      const asEdit = typeof payload.flags === 'number' ? { ...payload, flags: payload.flags & ~MessageFlag.Ephemeral } : payload;
      message = this.editMessage(this.messageMap.get(interaction.originalMessageId!)!, asEdit, ctx.body.files);
      interaction.loading = false;
    } else {
      const ephemeral = typeof payload.flags === 'number' && (payload.flags & MessageFlag.Ephemeral) !== 0;
      message = this.createMessage({
        channelId: interaction.channelId,
        authorId: this.botUser.id,
        payload,
        files: ctx.body.files,
        ephemeralTo: ephemeral ? interaction.userId : null,
        interactionId: interaction.id,
      });
      interaction.followupIds.push(message.id);
    }
    this.settle(interaction, {
      kind: 'message',
      ackType: interaction.ackType,
      message: this.messageJson(message),
      ackMs: interaction.ackAt! - interaction.createdAt,
    });
    return { status: 200, body: this.messageJson(message) };
  }

  private editWebhookMessage(ctx: RouteContext): RouteResult {
    const interaction = this.interactionByWebhook(ctx);
    const message = this.webhookMessage(interaction, ctx.params[2]!);
    const payload = isObj(ctx.body.json) ? ctx.body.json : {};
    this.editMessage(message, payload, ctx.body.files);
    if (message.id === interaction.originalMessageId) interaction.loading = false;
    const kind =
      interaction.ackType === CallbackType.DeferredUpdate || interaction.ackType === CallbackType.UpdateMessage ? 'update' : 'message';
    this.settle(interaction, {
      kind,
      ackType: interaction.ackType,
      message: this.messageJson(message),
      ackMs: interaction.ackAt! - interaction.createdAt,
    });
    return { status: 200, body: this.messageJson(message) };
  }

  // ---------------------------------------------------------------- routes

  private registerRoutes(): void {
    const add = (method: string, path: string, auth: boolean, handler: Route['handler']): void => {
      this.routes.push({ method, template: path, pattern: routePattern(path), auth, handler });
    };
    const ok = (body: unknown): RouteResult => ({ status: 200, body });
    const json = (ctx: RouteContext): Obj => (isObj(ctx.body.json) ? ctx.body.json : {});

    add('GET', '/gateway', false, () => ok({ url: this.gatewayUrl }));
    add('GET', '/gateway/bot', true, () =>
      ok({
        url: this.gatewayUrl,
        shards: 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
      }),
    );
    add('GET', '/users/@me', true, () => ok({ ...this.userJson(this.botUser), verified: true, mfa_enabled: false }));
    add('GET', '/users/:id', true, (ctx) => {
      const user = this.allUsers.get(ctx.params[0]!);
      if (!user) throw apiErrors.unknownUser();
      return ok(this.userJson(user));
    });
    const application = (): RouteResult =>
      ok({
        id: this.applicationId,
        name: this.botUser.username,
        icon: null,
        description: 'Local Discord emulator application',
        bot_public: true,
        bot_require_code_grant: false,
        flags: 0,
        verify_key: '0'.repeat(64),
        owner: this.userJson(this.users[0] ?? this.botUser),
        team: null,
        bot: this.userJson(this.botUser),
        approximate_guild_count: 1,
        install_params: { scopes: ['bot', 'applications.commands'], permissions: DEFAULT_BOT_PERMISSIONS.toString() },
        integration_types_config: { '0': {} },
      });
    add('GET', '/applications/@me', true, application);
    add('GET', '/oauth2/applications/@me', true, application);

    // Application commands
    const commandScope = (ctx: RouteContext, guild: boolean): Map<string, RegisteredCommand> => {
      if (ctx.params[0] !== this.applicationId) throw apiErrors.notFound();
      if (guild && ctx.params[1] !== this.guildId) throw apiErrors.unknownGuild();
      return guild ? this.guildCommands : this.globalCommands;
    };
    for (const guild of [false, true]) {
      const base = guild ? '/applications/:app/guilds/:guild/commands' : '/applications/:app/commands';
      add('GET', base, true, (ctx) => ok([...commandScope(ctx, guild).values()]));
      add('PUT', base, true, (ctx) => {
        const scope = commandScope(ctx, guild);
        const list = Array.isArray(ctx.body.json) ? ctx.body.json : [];
        const problems = checkCommands(list);
        if (problems.length) throw invalidFormBody(problems);
        const previous = new Map(scope);
        scope.clear();
        for (const raw of list as Obj[]) scope.set(String(raw.name), this.toCommand(raw, guild, previous.get(String(raw.name))?.id));
        this.emit({ kind: 'commands' });
        return ok([...scope.values()]);
      });
      add('POST', base, true, (ctx) => {
        const scope = commandScope(ctx, guild);
        const raw = json(ctx);
        const problems = checkCommands([raw]);
        if (problems.length) throw invalidFormBody(problems.map((p) => ({ ...p, path: p.path.slice(1) })));
        const command = this.toCommand(raw, guild, scope.get(String(raw.name))?.id);
        scope.set(command.name, command);
        this.emit({ kind: 'commands' });
        return { status: 201, body: command };
      });
      add('DELETE', `${base}/:cmd`, true, (ctx) => {
        const scope = commandScope(ctx, guild);
        const target = [...scope.values()].find((c) => c.id === ctx.params[guild ? 2 : 1]);
        if (!target) throw new DiscordApiError(404, { code: 10063, message: 'Unknown application command' });
        scope.delete(target.name);
        this.emit({ kind: 'commands' });
        return { status: 204 };
      });
    }

    // Interactions and their webhooks
    add('POST', '/interactions/:id/:token/callback', false, (ctx) => this.callback(ctx));
    add('POST', '/webhooks/:app/:token', false, (ctx) => this.followUp(ctx));
    add('GET', '/webhooks/:app/:token/messages/:msg', false, (ctx) =>
      ok(this.messageJson(this.webhookMessage(this.interactionByWebhook(ctx), ctx.params[2]!))),
    );
    add('PATCH', '/webhooks/:app/:token/messages/:msg', false, (ctx) => this.editWebhookMessage(ctx));
    add('DELETE', '/webhooks/:app/:token/messages/:msg', false, (ctx) => {
      const interaction = this.interactionByWebhook(ctx);
      const message = this.webhookMessage(interaction, ctx.params[2]!);
      this.deleteMessage(message);
      if (message.id === interaction.originalMessageId) interaction.loading = false;
      return { status: 204 };
    });

    // Guild
    const guildCheck = (ctx: RouteContext): void => {
      if (ctx.params[0] !== this.guildId) throw apiErrors.unknownGuild();
    };
    add('GET', '/guilds/:guild', true, (ctx) => {
      guildCheck(ctx);
      return ok({ ...this.guildJson(), approximate_member_count: this.users.length + 1, approximate_presence_count: 0 });
    });
    add('GET', '/guilds/:guild/roles', true, (ctx) => (guildCheck(ctx), ok(this.rolesJson())));
    add('GET', '/guilds/:guild/channels', true, (ctx) => {
      guildCheck(ctx);
      return ok([...this.channelMap.values()].filter((c) => c.type === ChannelType.GuildText).map((c) => this.channelJson(c)));
    });
    add('GET', '/guilds/:guild/threads/active', true, (ctx) => {
      guildCheck(ctx);
      const threads = [...this.channelMap.values()].filter((c) => c.guildId && c.type !== ChannelType.GuildText && !c.archived);
      return ok({ threads: threads.map((c) => this.channelJson(c)), members: [] });
    });
    add('GET', '/guilds/:guild/members', true, (ctx) => {
      guildCheck(ctx);
      const limit = Number(ctx.query.get('limit') ?? 1);
      return ok([this.botUser, ...this.users].slice(0, limit).map((u) => this.memberJson(u)));
    });
    add('POST', '/guilds/:guild/roles', true, (ctx) => {
      guildCheck(ctx);
      const body = json(ctx);
      const permissions = typeof body.permissions === 'string' || typeof body.permissions === 'number' ? BigInt(body.permissions) : 0n;
      this.requireGuildPermission('ManageRoles', 'create a role');
      // A bot cannot grant a permission it does not have.
      const has = this.guildPermissions(this.botUser.id);
      if (!(has & Permission.Administrator) && (permissions & ~has) !== 0n)
        throw apiErrors.missingPermissions(`create a role with ${permissionNames(permissions & ~has).join(', ')}, which the bot lacks`);
      const id = this.createRole(
        typeof body.name === 'string' ? body.name : 'new role',
        permissions,
        typeof body.color === 'number' ? body.color : 0,
      );
      return ok(this.roleJson(this.roleMap.get(id)!));
    });
    const memberRole = (ctx: RouteContext, grant: boolean): RouteResult => {
      guildCheck(ctx);
      const user = this.allUsers.get(ctx.params[1]!);
      if (!user) throw apiErrors.unknownMember();
      const role = this.roleMap.get(ctx.params[2]!);
      if (!role || role.id === this.roles.everyone) throw new DiscordApiError(404, { code: 10011, message: 'Unknown Role' });
      this.requireGuildPermission('ManageRoles', grant ? 'give a role' : 'take a role away');
      if (role.position >= this.highestRolePosition(this.botUser.id)) {
        throw apiErrors.missingPermissions(`role "${role.name}" is not below the bot's highest role`);
      }
      const current = this.memberRoles.get(user.id) ?? [];
      this.setMemberRoles(user.id, grant ? [...current, role.id] : current.filter((id) => id !== role.id));
      return { status: 204 };
    };
    add('PUT', '/guilds/:guild/members/:user/roles/:role', true, (ctx) => memberRole(ctx, true));
    add('DELETE', '/guilds/:guild/members/:user/roles/:role', true, (ctx) => memberRole(ctx, false));
    add('GET', '/guilds/:guild/members/:user', true, (ctx) => {
      guildCheck(ctx);
      const user = this.allUsers.get(ctx.params[1]!);
      if (!user) throw apiErrors.unknownMember();
      return ok(this.memberJson(user));
    });

    // Channels and messages
    const botChannel = (id: string): EmuChannel => {
      const channel = this.channelMap.get(id);
      if (!channel) throw apiErrors.unknownChannel();
      return channel;
    };
    const channelMessage = (channelId: string, messageId: string): EmuMessage => {
      botChannel(channelId);
      const message = this.messageMap.get(messageId);
      // Ephemeral messages do not exist for channel routes, only through the interaction token.
      if (!message || message.deleted || message.channelId !== channelId || message.ephemeralTo) throw apiErrors.unknownMessage();
      return message;
    };
    add('GET', '/channels/:id', true, (ctx) => ok(this.channelJson(botChannel(ctx.params[0]!))));
    add('PATCH', '/channels/:id', true, (ctx) => {
      const channel = botChannel(ctx.params[0]!);
      const body = json(ctx);
      // A thread's creator may rename, archive and unarchive it; locking, or touching someone else's thread, needs Manage Threads.
      const ownerEdit = isThread(channel) && channel.ownerId === this.botUser.id && !('locked' in body) && !channel.locked;
      this.requireBotPermissions(channel, isThread(channel) ? (ownerEdit ? [] : ['ManageThreads']) : ['ManageChannels'], 'edit a channel');
      return ok(this.channelJson(this.patchChannel(channel, body)));
    });
    add('GET', '/channels/:id/messages', true, (ctx) => {
      const channel = botChannel(ctx.params[0]!);
      this.requireBotPermissions(channel, ['ReadMessageHistory'], 'read message history');
      const limit = Math.min(100, Number(ctx.query.get('limit') ?? 50));
      const before = ctx.query.get('before');
      const after = ctx.query.get('after');
      let list = this.messagesIn(channel.id).filter((m) => !m.ephemeralTo);
      if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
      if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
      list.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
      return ok(list.slice(0, limit).map((m) => this.messageJson(m)));
    });
    add('GET', '/channels/:id/messages/:msg', true, (ctx) => {
      this.requireBotPermissions(botChannel(ctx.params[0]!), ['ReadMessageHistory'], 'read a message');
      return ok(this.messageJson(channelMessage(ctx.params[0]!, ctx.params[1]!)));
    });
    add('POST', '/channels/:id/messages', true, (ctx) => {
      const channel = botChannel(ctx.params[0]!);
      if (channel.type === ChannelType.DM && !this.user(channel.recipientId!).acceptsDms) throw apiErrors.cannotDmUser();
      const needed: PermissionName[] = [this.sendPermission(channel), ...(ctx.body.files.length ? (['AttachFiles'] as const) : [])];
      this.requireBotPermissions(channel, needed, 'send a message');
      this.reopenThreadForMessage(channel);
      const payload = this.withoutUnembeddableEmbeds(channel, json(ctx), ctx.body.files.length > 0, null);
      const message = this.createMessage({
        channelId: channel.id,
        authorId: this.botUser.id,
        payload,
        files: ctx.body.files,
        ephemeralTo: null,
        interactionId: null,
      });
      return ok(this.messageJson(message));
    });
    add('PATCH', '/channels/:id/messages/:msg', true, (ctx) => {
      const message = channelMessage(ctx.params[0]!, ctx.params[1]!);
      if (message.authorId !== this.botUser.id) throw apiErrors.cannotEditOtherAuthor();
      const channel = botChannel(message.channelId);
      this.requireBotPermissions(channel, ctx.body.files.length ? ['AttachFiles'] : [], 'edit a message');
      const payload = this.withoutUnembeddableEmbeds(channel, json(ctx), ctx.body.files.length > 0, message);
      return ok(this.messageJson(this.editMessage(message, payload, ctx.body.files)));
    });
    add('DELETE', '/channels/:id/messages/:msg', true, (ctx) => {
      const message = channelMessage(ctx.params[0]!, ctx.params[1]!);
      this.requireBotPermissions(
        botChannel(message.channelId),
        message.authorId === this.botUser.id ? [] : ['ManageMessages'],
        "delete someone else's message",
      );
      this.deleteMessage(message);
      return { status: 204 };
    });
    add('POST', '/channels/:id/typing', true, (ctx) => {
      const channel = botChannel(ctx.params[0]!);
      this.requireBotPermissions(channel, [this.sendPermission(channel)], 'type');
      return { status: 204 };
    });
    add('PUT', '/channels/:id/messages/:msg/reactions/:emoji/@me', true, (ctx) => {
      this.requireBotPermissions(botChannel(ctx.params[0]!), ['ReadMessageHistory', 'AddReactions'], 'react');
      channelMessage(ctx.params[0]!, ctx.params[1]!);
      return { status: 204 };
    });

    // Threads
    add('POST', '/channels/:id/messages/:msg/threads', true, (ctx) => {
      const parent = botChannel(ctx.params[0]!);
      const message = channelMessage(parent.id, ctx.params[1]!);
      this.requireBotPermissions(parent, ['CreatePublicThreads'], 'start a thread from a message');
      if (message.threadId) throw apiErrors.threadAlreadyCreated();
      const thread = this.createThread(parent, json(ctx), ChannelType.PublicThread, message.id);
      message.threadId = thread.id;
      this.emit({ kind: 'message', channelId: parent.id, messageId: message.id });
      return { status: 201, body: this.channelJson(thread) };
    });
    add('POST', '/channels/:id/threads', true, (ctx) => {
      const parent = botChannel(ctx.params[0]!);
      const body = json(ctx);
      const type = body.type === ChannelType.PublicThread ? ChannelType.PublicThread : ChannelType.PrivateThread;
      this.requireBotPermissions(
        parent,
        [type === ChannelType.PublicThread ? 'CreatePublicThreads' : 'CreatePrivateThreads'],
        'create a thread',
      );
      return { status: 201, body: this.channelJson(this.createThread(parent, body, type, null)) };
    });
    const threadMember = (ctx: RouteContext, add: boolean): RouteResult => {
      const thread = botChannel(ctx.params[0]!);
      if (thread.type !== ChannelType.PublicThread && thread.type !== ChannelType.PrivateThread) throw apiErrors.unknownChannel();
      const userId = ctx.params[1] === '@me' ? this.botUser.id : ctx.params[1]!;
      if (!this.allUsers.has(userId)) throw apiErrors.unknownUser();
      // Adding someone needs to be able to speak in the thread; removing someone needs Manage Threads (or owning a private thread).
      const ownsPrivate = thread.type === ChannelType.PrivateThread && thread.ownerId === this.botUser.id;
      const needed: PermissionName[] =
        userId === this.botUser.id ? [] : add ? ['SendMessagesInThreads'] : ownsPrivate ? [] : ['ManageThreads'];
      this.requireBotPermissions(thread, needed, add ? 'add a thread member' : 'remove a thread member');
      if (add) thread.members.add(userId);
      else thread.members.delete(userId);
      this.emit({ kind: 'channel', channelId: thread.id });
      return { status: 204 };
    };
    add('PUT', '/channels/:id/thread-members/:user', true, (ctx) => threadMember(ctx, true));
    add('DELETE', '/channels/:id/thread-members/:user', true, (ctx) => threadMember(ctx, false));
    add('GET', '/channels/:id/thread-members', true, (ctx) => {
      const thread = botChannel(ctx.params[0]!);
      return ok(
        [...thread.members].map((userId) => ({
          id: thread.id,
          user_id: userId,
          join_timestamp: new Date(thread.createdAt).toISOString(),
          flags: 0,
        })),
      );
    });

    // DMs
    add('POST', '/users/@me/channels', true, (ctx) => {
      const recipientId = String(json(ctx).recipient_id);
      const user = this.allUsers.get(recipientId);
      if (!user || user.bot) throw apiErrors.unknownUser();
      let dm = [...this.channelMap.values()].find((c) => c.type === ChannelType.DM && c.recipientId === recipientId);
      if (!dm) {
        dm = this.addChannel({ type: ChannelType.DM, name: `@${user.username}`, guildId: null, parentId: null, position: 0, recipientId });
        this.emit({ kind: 'channel', channelId: dm.id });
      }
      return ok(this.channelJson(dm));
    });
  }

  private toCommand(raw: Obj, guild: boolean, previousId: string | undefined): RegisteredCommand {
    return {
      ...raw,
      id: previousId ?? this.snowflake(),
      application_id: this.applicationId,
      ...(guild ? { guild_id: this.guildId } : {}),
      name: String(raw.name),
      description: String(raw.description ?? ''),
      type: typeof raw.type === 'number' ? raw.type : 1,
      options: Array.isArray(raw.options) ? (raw.options as CommandOption[]) : [],
      version: this.snowflake(),
      default_member_permissions: (raw.default_member_permissions as string | null | undefined) ?? null,
      dm_permission: raw.dm_permission ?? true,
      nsfw: false,
      contexts: raw.contexts ?? null,
      integration_types: raw.integration_types ?? [0],
    };
  }

  private createThread(parent: EmuChannel, body: Obj, type: number, id: string | null): EmuChannel {
    if (parent.type !== ChannelType.GuildText) {
      throw invalidFormBody([
        { path: ['channel'], code: 'CHANNEL_TYPE_INVALID', message: 'Threads can only be created in text channels.' },
      ]);
    }
    const name = typeof body.name === 'string' ? body.name : '';
    if (name.length < 1 || name.length > 100)
      throw invalidFormBody([{ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }]);
    const duration = typeof body.auto_archive_duration === 'number' ? body.auto_archive_duration : 4320;
    if (![60, 1440, 4320, 10080].includes(duration)) {
      throw invalidFormBody([
        { path: ['auto_archive_duration'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {60, 1440, 4320, 10080}.' },
      ]);
    }
    const thread = this.addChannel({
      ...(id ? { id } : {}),
      type,
      name,
      guildId: this.guildId,
      parentId: parent.id,
      position: 0,
      ownerId: this.botUser.id,
      archived: false,
      locked: false,
      autoArchiveDuration: duration,
      archiveTimestamp: new Date(this.now()).toISOString(),
    });
    thread.members.add(this.botUser.id);
    this.gateway.dispatch('THREAD_CREATE', { ...this.channelJson(thread), newly_created: true }, GatewayIntent.Guilds);
    this.emit({ kind: 'channel', channelId: thread.id });
    return thread;
  }

  private patchChannel(channel: EmuChannel, body: Obj): EmuChannel {
    const isThread = channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread;
    if (typeof body.name === 'string') channel.name = body.name;
    if (isThread) {
      if (typeof body.archived === 'boolean') {
        channel.archived = body.archived;
        channel.archiveTimestamp = new Date(this.now()).toISOString();
      }
      if (typeof body.locked === 'boolean') channel.locked = body.locked;
      if (typeof body.auto_archive_duration === 'number') channel.autoArchiveDuration = body.auto_archive_duration;
    } else if (typeof body.topic === 'string' || body.topic === null) channel.topic = body.topic as string | null;
    this.gateway.dispatch(isThread ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE', this.channelJson(channel), GatewayIntent.Guilds);
    this.emit({ kind: 'channel', channelId: channel.id });
    return channel;
  }

  /** Sending into an archived thread unarchives it, unless it is locked (Discord's behaviour). */
  private reopenThreadForMessage(channel: EmuChannel): void {
    if (!channel.archived) return;
    if (channel.locked) throw apiErrors.threadArchived();
    this.patchChannel(channel, { archived: false });
  }

  // ---------------------------------------------------------------- HTTP plumbing

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator.local');
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (url.pathname.startsWith('/attachments/')) return this.serveAttachment(url.pathname, res);
      const apiMatch = /^\/api(?:\/v(\d+))?(\/.*)$/.exec(url.pathname);
      if (!apiMatch) {
        for (const mount of this.mounts) if (mount(req, res)) return;
        sendJson(res, 404, { code: 0, message: '404: Not Found' });
        return;
      }
      await this.handleApi(req, res, method, apiMatch[2]!, url.searchParams);
    } catch (error) {
      this.log(`[discord-emulator] internal error on ${method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 0, message: `Emulator error: ${(error as Error).message}` });
    }
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse, method: string, path: string, query: URLSearchParams): Promise<void> {
    let body: ParsedBody = { json: null, files: [], byteLength: 0 };
    const record: RecordedRequest = { at: new Date(this.now()).toISOString(), method, path, status: 0, body: null, files: [] };
    this.requestLog.push(record);
    this.revision++;
    const answer = (status: number, payload: unknown): void => {
      record.status = status;
      sendJson(res, status, payload);
    };
    try {
      body = await parseBody(req);
    } catch (error) {
      const err = invalidFormBody([
        { path: ['_body'], code: 'BODY_INVALID', message: `Could not parse the body: ${(error as Error).message}` },
      ]);
      this.recordViolation({
        method,
        route: path,
        status: 400,
        code: 50035,
        message: err.body.message,
        ...(err.body.errors ? { errors: err.body.errors } : {}),
      });
      answer(400, err.body);
      return;
    }
    record.body = body.json;
    record.files = body.files.map((f) => ({ field: f.field, filename: f.filename, size: f.bytes.length }));
    const candidates = this.routes.filter((r) => r.pattern.test(path));
    const route = candidates.find((r) => r.method === method);
    if (!route) {
      const status = candidates.length ? 405 : 404;
      this.recordViolation({
        method,
        route: path,
        status,
        code: 0,
        message: `Route not emulated (${candidates.length ? 'method' : 'path'}): extend src/emulator if the bot needs it`,
      });
      answer(status, { code: 0, message: `${status}: ${candidates.length ? 'Method Not Allowed' : 'Not Found'}` });
      return;
    }
    if (route.auth && req.headers.authorization !== `Bot ${this.token}`) {
      const err = apiErrors.unauthorized();
      this.recordViolation({ method, route: path, status: 401, code: 0, message: err.body.message });
      answer(401, err.body);
      return;
    }
    try {
      if (this.schemaChecks) {
        const problems = checkRequestSchema(method, route.template, body.json);
        if (problems.length > 0) throw invalidFormBody(problems);
      }
      const params = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
      const result = await route.handler({ params, query, body, authorization: req.headers.authorization });
      if (this.responseChecks) this.checkResponse(method, route.template, path, result.body);
      answer(result.status, result.body);
    } catch (error) {
      if (!(error instanceof DiscordApiError)) throw error;
      const interactionId = path.startsWith('/interactions/')
        ? path.split('/')[2]
        : path.startsWith('/webhooks/')
          ? this.interactionsByToken.get(path.split('/')[3] ?? '')?.id
          : undefined;
      this.recordViolation({
        method,
        route: path,
        status: error.status,
        code: error.body.code,
        message: error.detail ? `${error.body.message} — ${error.detail}` : error.body.message,
        ...(error.body.errors ? { errors: error.body.errors } : {}),
        ...(interactionId ? { interactionId } : {}),
      });
      answer(error.status, error.body);
    }
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , , attachmentId] = pathname.split('/');
    const attachment = attachmentId ? this.attachmentMap.get(attachmentId) : undefined;
    if (!attachment) {
      sendJson(res, 404, { code: 0, message: '404: Not Found' });
      return;
    }
    res.writeHead(200, {
      'content-type': attachment.contentType,
      'content-length': attachment.bytes.length,
      'cache-control': 'max-age=31536000',
    });
    res.end(attachment.bytes);
  }

  /** Drops the gateway connections (the bot should resume) — for testing reconnects. */
  dropGatewayConnections(): void {
    this.gateway.dropConnections();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.saveTimer) clearInterval(this.saveTimer);
    this.saveWorld();
    for (const interaction of this.interactionMap.values()) if (interaction.deadline) clearTimeout(interaction.deadline);
    this.events.removeAllListeners();
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

// ---------------------------------------------------------------- helpers

/** Width and height of PNG and GIF images (what Discord reports for image attachments). */
function imageSize(bytes: Buffer): { width?: number; height?: number } {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length > 10 && bytes.toString('ascii', 0, 3) === 'GIF') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  return {};
}
