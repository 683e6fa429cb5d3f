/**
 * A local stand-in for the part of Discord's API a discord.js bot uses:
 * REST (/api/v10) + gateway (WebSocket) on loopback, strict about Discord's
 * rules, with a test API to act as users and read what each user sees.
 *
 * This class is the facade tests, the playground and src/main.ts use; the
 * work is done by the state model (state/, one part per Discord resource),
 * the REST routes (routes/), the gateway (gateway.ts) and Discord's rules
 * (rules/). See README.md for where each thing lives.
 */
import type { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gateway } from './gateway.js';
import type {
  EmuChannel,
  EmuGuild,
  EmuMessage,
  EmuUser,
  EmulatorOptions,
  InteractionHandle,
  InteractionOutcome,
  Obj,
  PermissionBits,
  RecordedRequest,
  RegisteredCommand,
  StoredAttachment,
  UserNotice,
  Violation,
} from './model.js';
import { toBits, type PermissionName } from './rules/permissions.js';
import { Api } from './routes/api.js';
import { createState, type State } from './state/index.js';
import type { SpecFigures } from './state/spec-ledger.js';

export type { EmulatorOptions, PermissionBits } from './model.js';
export { DEFAULT_CHANNELS, DEFAULT_USERS } from './state/world.js';

export class DiscordEmulator {
  readonly events: EventEmitter;
  readonly token: string;
  readonly applicationId: string;
  readonly guildId: string;
  readonly botUser: EmuUser;
  readonly users: EmuUser[];
  /** Text channel name → id. */
  readonly channels: Record<string, string>;
  readonly guildName: string;
  /** Ids of the default roles: @everyone (= guild id), the bot's managed role, and Player (every user). */
  readonly roles: { everyone: string; bot: string; player: string };

  private readonly state: State;
  private readonly server: Server;
  private readonly gateway: Gateway;
  private readonly api: Api;
  private closed = false;

  constructor(private readonly options: EmulatorOptions = {}) {
    const state = createState(options);
    const { world } = state;
    const read = <T>(event: string, payload: T): T => {
      state.ledger.payload(event, payload);
      return payload;
    };
    this.state = state;
    this.events = world.events;
    this.token = world.token;
    this.applicationId = world.applicationId;
    this.guildId = world.guildId;
    this.botUser = world.botUser;
    this.users = world.users;
    this.channels = world.channels;
    this.guildName = world.guildName;
    this.roles = world.roles;
    this.gateway = new Gateway({
      token: world.token,
      heartbeatIntervalMs: 41_250,
      resumeUrl: () => world.gatewayUrl,
      readyPayload: (sessionId, shard) => state.guild.readyPayload(sessionId, shard),
      guildIdsOfShard: (shard) => state.guild.guildIdsOfShard(shard),
      guildCreatePayload: (guildId) => read('GUILD_CREATE', state.guild.guildCreatePayload(guildId)),
      membersChunk: (request) => read('GUILD_MEMBERS_CHUNK', state.guild.membersChunk(request)),
      log: (line) => world.log(`[discord-emulator] ${line}`),
    });
    // Every dispatch passes the ledger first: with responseChecks, its payload is read against Discord's specification.
    const gateway = this.gateway;
    world.gateway = {
      connectedFor: (guildId) => gateway.connectedFor(guildId),
      dispatch: (type, data, requiredIntent, guildId) => gateway.dispatch(type, read(type, data), requiredIntent, guildId),
    };
    this.api = new Api(state, options.schemaChecks ?? true, state.ledger);
    this.server = createServer((req, res) => void this.api.handleHttp(req, res));
    this.server.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://x').pathname.startsWith('/gateway')) this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
  }

  async listen(port = this.options.port ?? 0): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.state.world.host, () => resolve());
    });
    this.state.world.port = (this.server.address() as AddressInfo).port;
  }

  // ---------------------------------------------------------------- addresses

  get httpBase(): string {
    return this.state.world.httpBase;
  }
  /** For discord.js: `new Client({ rest: { api: emu.apiBase } })`. */
  get apiBase(): string {
    return `${this.httpBase}/api`;
  }
  get gatewayUrl(): string {
    return this.state.world.gatewayUrl;
  }
  /** Whether a bot is identified on the gateway. */
  get botConnected(): boolean {
    return this.gateway.connected;
  }
  /** Whether the bot session holding this server's shard is connected (null: shard 0, where DMs go). */
  botConnectedFor(guildId: string | null): boolean {
    return this.gateway.connectedFor(guildId);
  }
  /** The [shard_id, num_shards] of every gateway session identified so far, in order. */
  gatewayShards(): (readonly [number, number])[] {
    return this.gateway.shards();
  }

  /** Every server of the world, the main one first (with `extraGuilds`, the others): id, name, text channels, default roles. */
  get guilds(): EmuGuild[] {
    return this.state.world.guildList();
  }

  /** Mounts an extra HTTP handler on the emulator's own port (returns true when it handled the request). */
  mount(handler: (req: IncomingMessage, res: ServerResponse) => boolean): void {
    this.api.mounts.push(handler);
  }

  // ---------------------------------------------------------------- clock

  /** Virtual now: real time plus whatever advanceTime() added. */
  now(): number {
    return this.state.world.now();
  }

  /** Moves the emulator's clock forward (token windows, deadlines) without waiting. */
  advanceTime(ms: number): void {
    this.state.world.advance(ms);
    this.state.interactions.checkDeadlines();
  }

  // ---------------------------------------------------------------- guild and members

  user(id: string): EmuUser {
    return this.state.world.user(id);
  }
  /** Finds a user by username or display name (case-insensitive). */
  userNamed(name: string): EmuUser {
    return this.state.world.userNamed(name);
  }
  /** Opens or closes a user's DMs (closed: the bot's DMs fail with 50007). */
  setDmsOpen(userId: string, open: boolean): void {
    this.state.guild.setDmsOpen(userId, open);
  }
  /** The guild owner's user id (the owner has every permission, as on Discord). */
  get guildOwnerId(): string {
    return this.state.world.ownerId;
  }
  /** Transfers guild ownership (e.g. to make the first user a plain member). */
  setOwner(userId: string): void {
    this.state.guild.setOwner(userId);
  }
  /** Creates a role just above @everyone (below the bot's role, so the bot can manage it); returns its id. */
  createRole(name: string, permissions: PermissionBits = 0n, color = 0): string {
    return this.state.guild.createRole(name, permissions, color);
  }
  setRolePermissions(roleId: string, permissions: PermissionBits): void {
    this.state.guild.setRolePermissions(roleId, permissions);
  }
  /** Role ids of a member, @everyone excluded. */
  rolesOf(userId: string): string[] {
    return this.state.guild.rolesOf(userId);
  }
  /** Replaces a member's roles (@everyone is implicit). */
  setMemberRoles(userId: string, roleIds: string[]): void {
    this.state.guild.setMemberRoles(userId, roleIds);
  }

  // ---------------------------------------------------------------- permissions

  /** Permissions of a user (or the bot) in a channel, computed like Discord; threads use their parent's overwrites. */
  permissionsIn(userId: string, channelOrId: EmuChannel | string): bigint {
    return this.state.permissions.in(userId, channelOrId);
  }
  /** Server-wide permissions of a member (roles only; owner and Administrator have all). */
  guildPermissions(userId: string): bigint {
    return this.state.permissions.inGuild(userId);
  }
  /** Sets (or, with both empty, removes) a channel's overwrite for a role or a user. */
  setChannelOverwrite(channelId: string, targetId: string, bits: { allow?: PermissionBits; deny?: PermissionBits }): void {
    this.state.overwrites.set(channelId, targetId, bits);
  }
  /**
   * Gives the bot exactly `permissions`: in one channel (and its threads)
   * through a member overwrite, or server-wide ('guild') through its role plus
   * overwrites that deny the rest of what @everyone grants. Administrator is
   * dropped from the bot's role when a channel is restricted (overwrites do not
   * apply to administrators). Call 'guild' first, then channels.
   */
  setBotPermissions(scope: string, permissions: PermissionBits): void {
    this.state.overwrites.setExact(this.botUser.id, scope, toBits(permissions));
  }
  /**
   * Same for a user: 'guild' replaces their roles with a personal role holding
   * `permissions`; a channel id sets a member overwrite. The owner has every
   * permission whatever their roles: setOwner() someone else first.
   */
  setMemberPermissions(userId: string, scope: string, permissions: PermissionBits): void {
    if (userId === this.guildOwnerId) throw new Error('emulator: the guild owner has every permission; call setOwner(otherUserId) first');
    this.state.overwrites.setExact(userId, scope, toBits(permissions));
  }
  /** Grants or takes away one permission of the bot in a channel (a thread means its parent), keeping the others. */
  setBotPermission(channelId: string, name: PermissionName, granted: boolean): void {
    this.state.overwrites.setBotPermission(channelId, name, granted);
  }
  /** Back to the default: the bot's role is Administrator and no channel overwrites the bot. */
  resetBotPermissions(): void {
    this.state.overwrites.resetBot();
  }

  // ---------------------------------------------------------------- channels and threads

  channel(id: string): EmuChannel | undefined {
    return this.state.channels.get(id);
  }
  /** Guild channels and threads the given user can see (private threads only for members), plus their DMs. */
  channelsVisibleTo(userId: string): Record<string, unknown>[] {
    return this.state.channels.visibleTo(userId);
  }
  /** Deletes a channel or thread as an admin does in Discord (a text channel takes its threads along); later calls get 10003. */
  deleteChannel(channelId: string): void {
    this.state.channels.delete(channelId);
  }

  // ---------------------------------------------------------------- messages

  /** Messages of a channel as the given user sees them, oldest first (ephemeral ones only for their user). */
  visibleMessages(userId: string, channelId: string): Obj[] {
    return this.state.messages.visibleTo(userId, channelId);
  }
  /** A message by id (ephemeral included), as Discord's JSON; undefined if unknown or deleted. */
  message(id: string): Obj | undefined {
    const message = this.state.world.messageMap.get(id);
    return message && !message.deleted ? this.state.json.message(message) : undefined;
  }
  /** A user typing a plain message in a channel (the playground's message box). */
  say(userId: string, channelId: string, content: string): Obj {
    return this.state.messages.say(userId, channelId, content);
  }
  /**
   * The message an interaction webhook path (`/webhooks/:app/:token/messages/…`) edits, as Discord serves it:
   * whether an edit is ephemeral is the message's, fixed at the reply or deferral, not the edit's flags.
   */
  messageEditedBy(path: string): Obj | undefined {
    return this.state.responses.messageEditedBy(path);
  }

  // ---------------------------------------------------------------- commands and interactions

  /** Registered commands (guild ones override global ones of the same name). */
  commands(): RegisteredCommand[] {
    return this.state.commands.list();
  }
  /** User `userId` runs `/commandPath` (e.g. "challenge" or "game start") in a channel. */
  slash(userId: string, channelId: string, commandPath: string, options: Record<string, unknown> = {}, locale?: string): InteractionHandle {
    return this.state.interactions.slash(userId, channelId, commandPath, options, locale);
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
    return this.state.interactions.forgeSlash(userId, channelId, commandPath, options, locale);
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
    return this.state.interactions.autocomplete(userId, channelId, commandPath, options, focused, locale);
  }
  /** User clicks a button (or picks `values` in a select menu) on a message they can see. */
  click(userId: string, messageId: string, customId: string, values?: string[]): InteractionHandle {
    return this.state.interactions.click(userId, messageId, customId, values);
  }
  /**
   * What a modified client can send: a component interaction on a message
   * naming any custom_id, shown by the message or not (Discord's client only
   * sends what it shows). For tests of a bot's defences against forged ids.
   */
  forgeClick(userId: string, messageId: string, customId: string, values?: string[]): InteractionHandle {
    return this.state.interactions.forgeClick(userId, messageId, customId, values);
  }
  /** User submits the modal the bot showed in answer to `handle`, with text input values by custom_id. */
  submitModal(userId: string, handle: InteractionHandle, values: Record<string, string>): InteractionHandle {
    return this.state.interactions.submitModal(userId, handle, values);
  }
  /** Modals shown to a user and still open (the playground displays them). */
  pendingModals(userId: string): { interactionId: string; modal: Obj }[] {
    return this.state.interactions.pendingModals(userId);
  }
  /** The user closed a modal without submitting it. */
  dismissModal(interactionId: string): void {
    this.state.interactions.dismissModal(interactionId);
  }
  /** The handle of an interaction by id (for callers that only kept the id). */
  handle(interactionId: string): InteractionHandle {
    return this.state.interactions.handle(interactionId);
  }
  /** Resolves when the bot acknowledged and finished its first reply or edit (or the interaction failed). */
  waitForResponse(handle: InteractionHandle, options: { timeoutMs?: number } = {}): Promise<InteractionOutcome> {
    return this.state.interactions.waitForResponse(handle, options);
  }
  /** Resolves at acknowledgement (any callback type); rejects after timeoutMs. */
  waitForAck(handle: InteractionHandle, options: { timeoutMs?: number } = {}): Promise<number> {
    return this.state.interactions.waitForAck(handle, options);
  }

  // ---------------------------------------------------------------- JSON as Discord serves it

  userJson(user: EmuUser): Obj {
    return this.state.json.user(user);
  }
  /** Member JSON; with a channel, `permissions` as interactions carry them (computed for that channel). */
  memberJson(user: EmuUser, permissionsIn?: EmuChannel): Obj {
    return this.state.json.member(user, permissionsIn);
  }
  channelJson(channel: EmuChannel): Obj {
    return this.state.json.channel(channel);
  }
  messageJson(message: EmuMessage): Obj {
    return this.state.json.message(message);
  }
  guildJson(guildId?: string): Obj {
    return this.state.json.guild(guildId ?? null);
  }
  attachmentUrl(attachment: StoredAttachment): string {
    return this.state.world.attachmentUrl(attachment);
  }

  // ---------------------------------------------------------------- records

  violations(): Violation[] {
    return [...this.state.world.violationLog];
  }
  requests(): RecordedRequest[] {
    return [...this.state.world.requestLog];
  }
  /**
   * What was held to Discord's specification: requests, bodies checked and
   * refused; with `responseChecks`, answers and gateway payloads read, the
   * fields found outside its schemas, and the routes used.
   */
  specFigures(): SpecFigures {
    return this.state.ledger.figures();
  }
  notices(userId: string, channelId?: string): UserNotice[] {
    return this.state.world.noticeList.filter((n) => n.userId === userId && (!channelId || n.channelId === channelId));
  }

  // ---------------------------------------------------------------- lifetime

  /** Drops the gateway connections (the bot should resume) — for testing reconnects. */
  dropGatewayConnections(): void {
    this.gateway.dropConnections();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.state.world.close();
    this.state.interactions.close();
    this.events.removeAllListeners();
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
