/**
 * Discord's permission model, computed the way Discord documents it
 * ("Permissions → Permission Hierarchy"): base permissions from @everyone and
 * the member's roles (owner and Administrator get everything), then the
 * channel's overwrites in order @everyone, roles, member, then the implicit
 * rules (no View Channel → nothing; no Send Messages → no attachments,
 * embeds, mentions of everyone or TTS). Threads use their parent's
 * overwrites, with Send Messages in Threads as their send permission.
 */

/** The bits the emulator cares about (same values as discord.js's PermissionFlagsBits). */
export const Permission = {
  CreateInstantInvite: 1n << 0n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  SendTTSMessages: 1n << 12n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseApplicationCommands: 1n << 31n,
  ManageRoles: 1n << 28n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
} as const;

export type PermissionName = keyof typeof Permission;

/**
 * Every permission Discord defines today, up to Bypass Slowmode (bit 52);
 * bit 47 is unassigned. Equal to discord.js 14.28's
 * PermissionsBitField.All (checked by the tests).
 */
export const ALL_PERMISSIONS = ((1n << 53n) - 1n) & ~(1n << 47n);

/** What a plain member gets by default: @everyone of a new server, with threads and app commands. */
export const DEFAULT_MEMBER_PERMISSIONS = 2248473465835073n;

/** Lost when Send Messages (or Send Messages in Threads, in a thread) is missing. */
const NEEDS_SEND = Permission.MentionEveryone | Permission.SendTTSMessages | Permission.AttachFiles | Permission.EmbedLinks;

export interface Overwrite {
  /** Role or user id. */
  id: string;
  /** 0 = role, 1 = member. */
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

export interface RoleLike {
  id: string;
  permissions: bigint;
}

export interface PermissionContext {
  guildId: string;
  ownerId: string;
  /** @everyone's permissions (the role whose id is the guild id). */
  everyone: bigint;
  /** The member's roles, @everyone excluded. */
  memberRoles: RoleLike[];
  userId: string;
}

/** Server-wide permissions of a member. */
export function basePermissions(ctx: PermissionContext): bigint {
  if (ctx.userId === ctx.ownerId) return ALL_PERMISSIONS;
  let perms = ctx.everyone;
  for (const role of ctx.memberRoles) perms |= role.permissions;
  return perms & Permission.Administrator ? ALL_PERMISSIONS : perms;
}

/** Permissions of a member in a channel with the given overwrites (a thread passes its parent's and isThread). */
export function channelPermissions(ctx: PermissionContext, overwrites: readonly Overwrite[], isThread = false): bigint {
  const base = basePermissions(ctx);
  if (base & Permission.Administrator) return ALL_PERMISSIONS;
  let perms = base;
  const everyone = overwrites.find((o) => o.id === ctx.guildId);
  if (everyone) perms = (perms & ~everyone.deny) | everyone.allow;
  const roleIds = new Set(ctx.memberRoles.map((r) => r.id));
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && roleIds.has(o.id)) {
      allow |= o.allow;
      deny |= o.deny;
    }
  }
  perms = (perms & ~deny) | allow;
  const member = overwrites.find((o) => o.type === 1 && o.id === ctx.userId);
  if (member) perms = (perms & ~member.deny) | member.allow;
  if (!(perms & Permission.ViewChannel)) return 0n;
  const send = isThread ? Permission.SendMessagesInThreads : Permission.SendMessages;
  if (!(perms & send)) perms &= ~NEEDS_SEND;
  return perms;
}

/** Names of the set bits the emulator knows, for error messages and logs. */
export function permissionNames(bits: bigint): PermissionName[] {
  return (Object.keys(Permission) as PermissionName[]).filter((name) => (bits & Permission[name]) === Permission[name]);
}

/** Accepts bits as a bigint, a decimal string, a number or a list of names. */
export function toBits(value: bigint | number | string | readonly PermissionName[]): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(value);
  if (typeof value === 'string') return BigInt(value);
  return value.reduce((bits, name) => {
    const bit = Permission[name];
    if (bit === undefined) throw new Error(`emulator: unknown permission ${name}`);
    return bits | bit;
  }, 0n);
}
