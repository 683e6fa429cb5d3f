/**
 * The guild, its members and roles: ownership, roles (created, their
 * permissions), members' roles, and what the gateway sends about them
 * (READY, GUILD_CREATE, GUILD_MEMBERS_CHUNK and the role and member updates).
 */
import { GatewayIntent } from '../gateway.js';
import { ChannelType, type EmuRole, type Obj, type PermissionBits } from '../model.js';
import { toBits } from '../rules/permissions.js';
import type { Json } from './json.js';
import { shardOf, type World } from './world.js';

export class Guild {
  constructor(
    private readonly world: World,
    private readonly json: Json,
  ) {}

  /** Opens or closes a user's DMs (closed: the bot's DMs fail with 50007). */
  setDmsOpen(userId: string, open: boolean): void {
    this.world.user(userId).acceptsDms = open;
  }

  /** Transfers guild ownership (e.g. to make the first user a plain member). */
  setOwner(userId: string): void {
    this.world.user(userId);
    this.world.ownerId = userId;
    this.world.gateway.dispatch('GUILD_UPDATE', this.json.guild(), GatewayIntent.Guilds, this.world.guildId);
    this.world.emit({ kind: 'guild' });
  }

  /** Creates a role just above @everyone (below the bot's role, so the bot can manage it); returns its id. */
  createRole(name: string, permissions: PermissionBits = 0n, color = 0): string {
    for (const role of this.world.roleMap.values()) {
      if (role.position >= 1) {
        role.position += 1;
        this.dispatchRole('GUILD_ROLE_UPDATE', role);
      }
    }
    const role: EmuRole = { id: this.world.snowflake(), name, color, position: 1, permissions: toBits(permissions) };
    this.world.roleMap.set(role.id, role);
    this.dispatchRole('GUILD_ROLE_CREATE', role);
    return role.id;
  }

  setRolePermissions(roleId: string, permissions: PermissionBits): void {
    const role = this.world.roleMap.get(roleId);
    if (!role) throw new Error(`emulator: unknown role ${roleId}`);
    role.permissions = toBits(permissions);
    this.dispatchRole('GUILD_ROLE_UPDATE', role);
  }

  /** Role ids of a member, @everyone excluded. */
  rolesOf(userId: string): string[] {
    return [...(this.world.memberRoles.get(userId) ?? [])];
  }

  /** Replaces a member's roles (@everyone is implicit). */
  setMemberRoles(userId: string, roleIds: string[]): void {
    const { world } = this;
    const user = world.user(userId);
    for (const id of roleIds) if (!world.roleMap.has(id) || id === world.roles.everyone) throw new Error(`emulator: unknown role ${id}`);
    world.memberRoles.set(userId, [...new Set(roleIds)]);
    // The bot always hears about itself; other members' updates need the GuildMembers intent.
    world.gateway.dispatch(
      'GUILD_MEMBER_UPDATE',
      { guild_id: world.guildId, ...this.json.member(user) },
      user.bot ? 0 : GatewayIntent.GuildMembers,
      world.guildId,
    );
    world.emit({ kind: 'guild' });
  }

  private dispatchRole(event: 'GUILD_ROLE_CREATE' | 'GUILD_ROLE_UPDATE', role: EmuRole): void {
    this.world.gateway.dispatch(
      event,
      { guild_id: this.world.guildId, role: this.json.role(role) },
      GatewayIntent.Guilds,
      this.world.guildId,
    );
    this.world.emit({ kind: 'guild' });
  }

  // ---------------------------------------------------------------- gateway payloads

  /** The servers a session holding `shard` ([shard_id, num_shards]) hears about: `(guild_id >> 22) % num_shards === shard_id`. */
  guildIdsOfShard(shard: readonly [number, number]): string[] {
    return this.world
      .guildList()
      .map((g) => g.id)
      .filter((id) => shardOf(id, shard[1]) === shard[0]);
  }

  readyPayload(sessionId: string, shard: readonly [number, number]): Obj {
    const { world } = this;
    return {
      v: 10,
      user: { ...this.json.user(world.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: this.guildIdsOfShard(shard).map((id) => ({ id, unavailable: true })),
      session_id: sessionId,
      session_type: 'normal',
      resume_gateway_url: world.gatewayUrl,
      shard: [...shard],
      application: { id: world.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      user_settings: {},
      geo_ordered_rtc_regions: [],
      _trace: ['discord-emulator'],
    };
  }

  guildCreatePayload(guildId: string = this.world.guildId): Obj {
    const { world } = this;
    const everyone = [world.botUser, ...world.users];
    const here = [...world.channelMap.values()].filter((c) => c.guildId === guildId);
    return {
      ...this.json.guild(guildId),
      unavailable: false,
      large: false,
      joined_at: new Date(world.startedAt).toISOString(),
      member_count: everyone.length,
      members: everyone.map((u) => this.json.member(u, undefined, guildId)),
      channels: here.filter((c) => c.type === ChannelType.GuildText).map((c) => this.json.channel(c)),
      threads: here.filter((c) => c.type !== ChannelType.GuildText && !c.archived).map((c) => this.json.channel(c)),
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  membersChunk(request: { guild_id?: string; user_ids?: string | string[]; query?: string; limit?: number; nonce?: string }): Obj {
    const { world } = this;
    let members = [world.botUser, ...world.users];
    const ids = request.user_ids === undefined ? null : Array.isArray(request.user_ids) ? request.user_ids : [request.user_ids];
    if (ids) members = members.filter((u) => ids.includes(u.id));
    else if (request.query) members = members.filter((u) => u.username.startsWith(request.query!.toLowerCase()));
    if (request.limit) members = members.slice(0, request.limit);
    const guildId = world.extraGuild(request.guild_id ?? null)?.id ?? world.guildId;
    return {
      guild_id: guildId,
      members: members.map((u) => this.json.member(u, undefined, guildId)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: ids ? ids.filter((id) => !world.allUsers.has(id)) : [],
      ...(request.nonce ? { nonce: request.nonce } : {}),
    };
  }
}
