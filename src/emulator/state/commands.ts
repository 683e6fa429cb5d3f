/**
 * Application commands: the registered ones (global and guild; a guild
 * command overrides a global one of the same name), and a command as
 * Discord's client builds it from what a user typed — options checked
 * against the registration (types, choices, min/max, required), users,
 * channels and roles resolved — or as a modified client forges it; and
 * whether the client offers the command to that user at all.
 */
import type { CommandOption, Obj, RegisteredCommand } from '../model.js';
import { Permission, permissionNames } from '../rules/permissions.js';
import type { Json } from './json.js';
import type { Permissions } from './permissions.js';
import type { World } from './world.js';

type Resolved = { users: Obj; members: Obj; channels: Obj; roles: Obj };

export class Commands {
  constructor(
    private readonly world: World,
    private readonly json: Json,
    private readonly permissions: Permissions,
  ) {}

  list(): RegisteredCommand[] {
    const byName = new Map<string, RegisteredCommand>();
    for (const command of this.world.globalCommands.values()) byName.set(command.name, command);
    for (const command of this.world.guildCommands.values()) byName.set(command.name, command);
    return [...byName.values()];
  }

  scope(guild: boolean): Map<string, RegisteredCommand> {
    return guild ? this.world.guildCommands : this.world.globalCommands;
  }

  /** A registration as Discord stores and answers it (keeping the id of the command it replaces). */
  toCommand(raw: Obj, guild: boolean, previousId: string | undefined): RegisteredCommand {
    const { world } = this;
    return {
      ...raw,
      id: previousId ?? world.snowflake(),
      application_id: world.applicationId,
      ...(guild ? { guild_id: world.guildId } : {}),
      name: String(raw.name),
      description: String(raw.description ?? ''),
      type: typeof raw.type === 'number' ? raw.type : 1,
      options: Array.isArray(raw.options) ? (raw.options as CommandOption[]) : [],
      version: world.snowflake(),
      default_member_permissions: (raw.default_member_permissions as string | null | undefined) ?? null,
      dm_permission: raw.dm_permission ?? true,
      nsfw: false,
      contexts: raw.contexts ?? null,
      integration_types: raw.integration_types ?? [0],
    };
  }

  /** A command as the user's client offers it in a channel: guild commands are the main server's; elsewhere, global ones. */
  find(name: string, channelId?: string): RegisteredCommand {
    const extra = channelId !== undefined && this.world.extraGuild(this.world.channelMap.get(channelId)?.guildId ?? null);
    const command = (extra ? undefined : this.world.guildCommands.get(name)) ?? this.world.globalCommands.get(name);
    if (!command)
      throw new Error(
        `emulator: /${name} is not a registered command (registered: ${
          this.list()
            .map((c) => c.name)
            .join(', ') || 'none'
        })`,
      );
    return command;
  }

  /** What Discord's client allows before it sends a command: Use Application Commands, default_member_permissions, DMs. */
  checkAccess(userId: string, channelId: string, name: string): void {
    const command = this.find(name, channelId);
    const channel = this.permissions.requireVisible(userId, channelId);
    if (!channel.guildId) {
      if (command.dm_permission === false || (Array.isArray(command.contexts) && !command.contexts.includes(1))) {
        throw new Error(`emulator: /${name} is not available in DMs (dm_permission/contexts)`);
      }
      return;
    }
    const user = this.world.user(userId);
    if (!(this.permissions.in(userId, channel) & Permission.UseApplicationCommands)) {
      throw new Error(
        `emulator: ${user.username} lacks Use Application Commands in #${channel.name}; Discord's client offers no commands there`,
      );
    }
    if (command.default_member_permissions !== null) {
      const required = BigInt(command.default_member_permissions);
      const has = this.permissions.inGuild(userId);
      const allowed = (has & Permission.Administrator) !== 0n || (required !== 0n && (has & required) === required);
      if (!allowed) {
        throw new Error(
          `emulator: /${name} needs ${permissionNames(required).join(', ') || 'Administrator'} (default_member_permissions); Discord hides it from ${user.username}`,
        );
      }
    }
  }

  /** Builds the `data` of a chat input interaction from "name sub" and a plain options object. */
  data(invokerId: string, channelId: string, commandPath: string, options: Record<string, unknown>, focused?: string, forged = false): Obj {
    const [name, ...subPath] = commandPath.trim().replace(/^\//, '').split(/\s+/);
    const command = this.find(name!, channelId);
    const resolved: Resolved = { users: {}, members: {}, channels: {}, roles: {} };
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
    resolved: Resolved,
    focused: boolean,
    invokerId: string,
    channelId: string,
  ): unknown {
    if (focused) return String(raw);
    const { world } = this;
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
        const user = world.allUsers.get(String(raw));
        if (!user) fail(`unknown user ${String(raw)}`);
        this.resolveUser(user!.id, resolved, channelId);
        raw = user!.id;
        break;
      }
      case 7: {
        const channel = world.channelMap.get(String(raw));
        if (!channel) fail(`unknown channel ${String(raw)}`);
        // Discord states the invoking user's permissions in a resolved channel.
        resolved.channels[channel!.id] = {
          ...this.json.channel(channel!),
          permissions: this.permissions.in(invokerId, channel!).toString(),
        };
        break;
      }
      case 8: {
        const role = this.json.roles().find((r) => r.id === String(raw));
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
  private forgedValue(def: CommandOption, raw: unknown, resolved: Resolved, channelId: string): unknown {
    if (def.type !== 6 && def.type !== 9) return raw;
    const user = this.world.allUsers.get(String(raw));
    if (!user) return raw;
    this.resolveUser(user.id, resolved, channelId);
    return user.id;
  }

  /** A user option's resolved user and member (the member with its permissions in the channel, without its user). */
  private resolveUser(userId: string, resolved: Resolved, channelId: string): void {
    const user = this.world.user(userId);
    resolved.users[user.id] = this.json.user(user);
    resolved.members[user.id] = this.json.partialMember(user, this.world.channelMap.get(channelId));
  }
}
