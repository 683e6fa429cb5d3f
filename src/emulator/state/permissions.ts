/**
 * Who may do what, computed from the world as Discord computes it: a member's
 * permissions in a channel (threads use their parent's overwrites) and in the
 * guild, which channels a user sees, and the checks that refuse a bot
 * request (50001 Missing Access, 50013 Missing Permissions). Changing
 * permissions is overwrites.ts; the arithmetic is rules/permissions.ts.
 */
import { apiErrors } from '../errors.js';
import { ChannelType, isThread, type EmuChannel } from '../model.js';
import { Permission, basePermissions, channelPermissions, type PermissionContext, type PermissionName } from '../rules/permissions.js';
import type { World } from './world.js';

/** What an app may do in a DM (no guild, no overwrites). */
export const DM_APP_PERMISSIONS =
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.UseApplicationCommands;

export class Permissions {
  constructor(private readonly world: World) {}

  /** Permissions of a user (or the bot) in a channel, computed like Discord; threads use their parent's overwrites. */
  in(userId: string, channelOrId: EmuChannel | string): bigint {
    const channel = typeof channelOrId === 'string' ? this.world.channelMap.get(channelOrId) : channelOrId;
    if (!channel) throw new Error(`emulator: unknown channel ${String(channelOrId)}`);
    if (!channel.guildId) return DM_APP_PERMISSIONS;
    const parent = isThread(channel) ? this.world.channelMap.get(channel.parentId!) : channel;
    return channelPermissions(this.context(userId, channel.guildId), parent?.overwrites ?? [], isThread(channel));
  }

  /** Server-wide permissions of a member (roles only; owner and Administrator have all). */
  inGuild(userId: string): bigint {
    return basePermissions(this.context(userId));
  }

  /** Who a user is in a server (default: the main one); extra servers have the same owner and their default roles. */
  private context(userId: string, guildId: string | null = null): PermissionContext {
    const { world } = this;
    const roles = new Map(world.rolesOf(guildId).map((r) => [r.id, r]));
    const everyone = world.extraGuild(guildId)?.id ?? world.roles.everyone;
    return {
      guildId: everyone,
      ownerId: world.ownerId,
      everyone: roles.get(everyone)!.permissions,
      memberRoles: world.memberRoleIds(userId, guildId).flatMap((id) => roles.get(id) ?? []),
      userId,
    };
  }

  /** Whether a user sees a channel: View Channel; private threads only for members (or Manage Threads); DMs for their recipient. */
  canSee(userId: string, channel: EmuChannel): boolean {
    if (userId === this.world.botUser.id) return true;
    if (channel.type === ChannelType.DM) return channel.recipientId === userId;
    if (!(this.in(userId, channel) & Permission.ViewChannel)) return false;
    if (channel.type === ChannelType.PrivateThread)
      return channel.members.has(userId) || (this.in(userId, channel) & Permission.ManageThreads) !== 0n;
    return true;
  }

  /** A channel the user sees, or an error for a test that asked for one they do not. */
  requireVisible(userId: string, channelId: string): EmuChannel {
    const channel = this.world.channelMap.get(channelId);
    if (!channel || !this.canSee(userId, channel)) throw new Error(`emulator: user ${userId} cannot see channel ${channelId}`);
    return channel;
  }

  /** The send permission of a channel: Send Messages, or Send Messages in Threads in a thread. */
  sendPermission(channel: EmuChannel): PermissionName {
    return isThread(channel) ? 'SendMessagesInThreads' : 'SendMessages';
  }

  /** Refuses a bot request like Discord: 50001 without View Channel, 50013 when another permission is missing. */
  requireBot(channel: EmuChannel, needed: PermissionName[], action: string): void {
    if (!channel.guildId) return;
    const perms = this.in(this.world.botUser.id, channel);
    const where = `${isThread(channel) ? 'thread' : 'channel'} #${channel.name}`;
    if (!(perms & Permission.ViewChannel)) throw apiErrors.missingAccess(`${action}: the bot cannot view ${where}`);
    const missing = needed.filter((name) => !(perms & Permission[name]));
    if (missing.length) throw apiErrors.missingPermissions(`${action}: the bot lacks ${missing.join(', ')} in ${where}`);
  }

  /** Refuses a server-wide action the bot's roles do not allow (50013). */
  requireBotInGuild(name: PermissionName, action: string): void {
    if (!(this.inGuild(this.world.botUser.id) & Permission[name])) throw apiErrors.missingPermissions(`${action}: the bot lacks ${name}`);
  }

  highestRolePosition(userId: string): number {
    return Math.max(0, ...(this.world.memberRoles.get(userId) ?? []).map((id) => this.world.roleMap.get(id)?.position ?? 0));
  }
}
