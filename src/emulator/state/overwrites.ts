/**
 * Changing who may do what, as a server admin does: channel overwrites, and
 * exact permission sets for the bot or a member (server-wide through a role
 * plus overwrites, or in one channel through a member overwrite). Computing
 * permissions is permissions.ts.
 */
import { GatewayIntent } from '../gateway.js';
import { ChannelType, isThread, type PermissionBits } from '../model.js';
import { ALL_PERMISSIONS, Permission, toBits, type Overwrite, type PermissionName } from '../rules/permissions.js';
import type { Guild } from './guild.js';
import type { Json } from './json.js';
import type { Permissions } from './permissions.js';
import { DEFAULT_BOT_PERMISSIONS, type World } from './world.js';

export class Overwrites {
  constructor(
    private readonly world: World,
    private readonly json: Json,
    private readonly permissions: Permissions,
    private readonly guild: Guild,
  ) {}

  /**
   * Sets (or, with both empty, removes) a channel's overwrite for a role or a
   * user: `allow` and `deny` as bits or permission names.
   */
  set(channelId: string, targetId: string, { allow = 0n, deny = 0n }: { allow?: PermissionBits; deny?: PermissionBits }): void {
    const { world } = this;
    const channel = world.channelMap.get(channelId);
    if (!channel || channel.type !== ChannelType.GuildText)
      throw new Error(`emulator: ${channelId} is not a text channel (threads use their parent's overwrites)`);
    const type = world.roleMap.has(targetId) ? 0 : world.allUsers.has(targetId) ? 1 : null;
    if (type === null) throw new Error(`emulator: ${targetId} is neither a role nor a user`);
    const overwrite: Overwrite = { id: targetId, type, allow: toBits(allow), deny: toBits(deny) };
    channel.overwrites = channel.overwrites.filter((o) => o.id !== targetId);
    if (overwrite.allow || overwrite.deny) channel.overwrites.push(overwrite);
    world.gateway.dispatch('CHANNEL_UPDATE', this.json.channel(channel), GatewayIntent.Guilds, channel.guildId);
    world.emit({ kind: 'channel', channelId });
  }

  /** Grants or takes away one permission of the bot in a channel (a thread means its parent), keeping the others. */
  setBotPermission(channelId: string, name: PermissionName, granted: boolean): void {
    const { world } = this;
    let channel = world.channelMap.get(channelId);
    if (channel && isThread(channel)) channel = world.channelMap.get(channel.parentId!);
    if (!channel || channel.type !== ChannelType.GuildText) throw new Error(`emulator: ${channelId} is not a text channel or thread`);
    const own = channel.overwrites.find((o) => o.type === 1 && o.id === world.botUser.id);
    // Start from what the bot was given there, not from the computed set (implicit rules would lose bits).
    const current = own ? own.allow : this.permissions.in(world.botUser.id, channel) & ~Permission.Administrator;
    this.setExact(world.botUser.id, channel.id, granted ? current | Permission[name] : current & ~Permission[name]);
  }

  /** Back to the default: the bot's role is Administrator and no channel overwrites the bot. */
  resetBot(): void {
    const { world } = this;
    this.guild.setRolePermissions(world.roles.bot, DEFAULT_BOT_PERMISSIONS);
    for (const channel of world.channelMap.values()) {
      if (channel.overwrites.some((o) => o.id === world.botUser.id)) this.set(channel.id, world.botUser.id, {});
    }
  }

  /**
   * Exactly `bits` for a user or the bot: 'guild' through a role (the bot's
   * own, or a personal one) plus overwrites denying the rest of what
   * @everyone grants; a channel id through a member overwrite.
   */
  setExact(userId: string, scope: string, bits: bigint): void {
    const { world, guild } = this;
    const user = world.user(userId);
    if (scope === 'guild') {
      const roleName = `${user.username} permissions`;
      const personal = [...world.roleMap.values()].find((r) => r.name === roleName);
      if (user.bot) guild.setRolePermissions(world.roles.bot, bits);
      else if (personal) guild.setRolePermissions(personal.id, bits);
      else guild.setMemberRoles(userId, [guild.createRole(roleName, bits)]);
      if (personal && !user.bot) guild.setMemberRoles(userId, [personal.id]);
      if (bits & Permission.Administrator) return;
      const extra = world.roleMap.get(world.roles.everyone)!.permissions & ~bits;
      for (const channel of world.channelMap.values()) {
        if (channel.type === ChannelType.GuildText) this.set(channel.id, userId, { deny: extra });
      }
      return;
    }
    const channel = world.channelMap.get(scope);
    if (!channel || channel.type !== ChannelType.GuildText) throw new Error(`emulator: ${scope} is not a text channel id (or 'guild')`);
    if (user.bot) {
      const role = world.roleMap.get(world.roles.bot)!;
      if (role.permissions & Permission.Administrator) guild.setRolePermissions(role.id, ALL_PERMISSIONS & ~Permission.Administrator);
    } else if (this.permissions.inGuild(userId) & Permission.Administrator) {
      throw new Error(
        `emulator: ${user.username} is an administrator; overwrites do not apply (setMemberPermissions(id, 'guild', …) first)`,
      );
    }
    this.set(channel.id, userId, { allow: bits, deny: ALL_PERMISSIONS & ~bits });
  }
}
