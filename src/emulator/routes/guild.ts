/** The guild, its roles and members: read them, create a role, give or take a member's role (Manage Roles, below the bot's highest role). */
import { DiscordApiError, apiErrors } from '../errors.js';
import type { RouteContext, RouteResult } from '../http.js';
import { Permission, permissionNames } from '../rules/permissions.js';
import type { State } from '../state/index.js';
import { bodyOf, ok, type AddRoute } from './table.js';

export function guildRoutes(add: AddRoute, { world, json, guild, channels, permissions }: State): void {
  // Roles and members' roles change in the main server only; the extra servers (extraGuilds) are read.
  const guildCheck = (ctx: RouteContext): void => {
    if (ctx.params[0] !== world.guildId) throw apiErrors.unknownGuild();
  };
  const anyGuild = (ctx: RouteContext): string => {
    const id = ctx.params[0]!;
    if (id !== world.guildId && !world.extraGuild(id)) throw apiErrors.unknownGuild();
    return id;
  };
  add('GET', '/guilds/:guild', true, (ctx) => {
    const id = anyGuild(ctx);
    return ok({ ...json.guild(id), approximate_member_count: world.users.length + 1, approximate_presence_count: 0 });
  });
  add('GET', '/guilds/:guild/roles', true, (ctx) => ok(json.roles(anyGuild(ctx))));
  add('GET', '/guilds/:guild/channels', true, (ctx) => {
    const id = anyGuild(ctx);
    return ok(
      channels
        .textChannels()
        .filter((c) => c.guildId === id)
        .map((c) => json.channel(c)),
    );
  });
  add('GET', '/guilds/:guild/threads/active', true, (ctx) => {
    const id = anyGuild(ctx);
    const threads = channels.activeThreads().filter((c) => c.guildId === id);
    return ok({ threads: threads.map((c) => json.channel(c)), members: [], has_more: false });
  });
  add('GET', '/guilds/:guild/members', true, (ctx) => {
    const id = anyGuild(ctx);
    const limit = Number(ctx.query.get('limit') ?? 1);
    return ok([world.botUser, ...world.users].slice(0, limit).map((u) => json.member(u, undefined, id)));
  });
  add('POST', '/guilds/:guild/roles', true, (ctx) => {
    guildCheck(ctx);
    const body = bodyOf(ctx);
    const bits = typeof body.permissions === 'string' || typeof body.permissions === 'number' ? BigInt(body.permissions) : 0n;
    permissions.requireBotInGuild('ManageRoles', 'create a role');
    // A bot cannot grant a permission it does not have.
    const has = permissions.inGuild(world.botUser.id);
    if (!(has & Permission.Administrator) && (bits & ~has) !== 0n)
      throw apiErrors.missingPermissions(`create a role with ${permissionNames(bits & ~has).join(', ')}, which the bot lacks`);
    const id = guild.createRole(
      typeof body.name === 'string' ? body.name : 'new role',
      bits,
      typeof body.color === 'number' ? body.color : 0,
    );
    return ok(json.role(world.roleMap.get(id)!));
  });
  const memberRole = (ctx: RouteContext, grant: boolean): RouteResult => {
    guildCheck(ctx);
    const user = world.allUsers.get(ctx.params[1]!);
    if (!user) throw apiErrors.unknownMember();
    const role = world.roleMap.get(ctx.params[2]!);
    if (!role || role.id === world.roles.everyone) throw new DiscordApiError(404, { code: 10011, message: 'Unknown Role' });
    permissions.requireBotInGuild('ManageRoles', grant ? 'give a role' : 'take a role away');
    if (role.position >= permissions.highestRolePosition(world.botUser.id)) {
      throw apiErrors.missingPermissions(`role "${role.name}" is not below the bot's highest role`);
    }
    const current = world.memberRoles.get(user.id) ?? [];
    guild.setMemberRoles(user.id, grant ? [...current, role.id] : current.filter((id) => id !== role.id));
    return { status: 204 };
  };
  add('PUT', '/guilds/:guild/members/:user/roles/:role', true, (ctx) => memberRole(ctx, true));
  add('DELETE', '/guilds/:guild/members/:user/roles/:role', true, (ctx) => memberRole(ctx, false));
  add('GET', '/guilds/:guild/members/:user', true, (ctx) => {
    const id = anyGuild(ctx);
    const user = world.allUsers.get(ctx.params[1]!);
    if (!user) throw apiErrors.unknownMember();
    return ok(json.member(user, undefined, id));
  });
}
