/** Application commands, global and guild: list, bulk overwrite, create, delete (registrations checked by rules/commands.ts). */
import { DiscordApiError, apiErrors, invalidFormBody } from '../errors.js';
import type { RouteContext } from '../http.js';
import type { Obj, RegisteredCommand } from '../model.js';
import { checkCommands } from '../rules/commands.js';
import type { State } from '../state/index.js';
import { bodyOf, ok, type AddRoute } from './table.js';

export function commandRoutes(add: AddRoute, { world, commands }: State): void {
  const commandScope = (ctx: RouteContext, guild: boolean): Map<string, RegisteredCommand> => {
    if (ctx.params[0] !== world.applicationId) throw apiErrors.notFound();
    if (guild && ctx.params[1] !== world.guildId) throw apiErrors.unknownGuild();
    return commands.scope(guild);
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
      for (const raw of list as Obj[]) scope.set(String(raw.name), commands.toCommand(raw, guild, previous.get(String(raw.name))?.id));
      world.emit({ kind: 'commands' });
      return ok([...scope.values()]);
    });
    add('POST', base, true, (ctx) => {
      const scope = commandScope(ctx, guild);
      const raw = bodyOf(ctx);
      const problems = checkCommands([raw]);
      if (problems.length) throw invalidFormBody(problems.map((p) => ({ ...p, path: p.path.slice(1) })));
      const command = commands.toCommand(raw, guild, scope.get(String(raw.name))?.id);
      scope.set(command.name, command);
      world.emit({ kind: 'commands' });
      return { status: 201, body: command };
    });
    add('DELETE', `${base}/:cmd`, true, (ctx) => {
      const scope = commandScope(ctx, guild);
      const target = [...scope.values()].find((c) => c.id === ctx.params[guild ? 2 : 1]);
      if (!target) throw new DiscordApiError(404, { code: 10063, message: 'Unknown application command' });
      scope.delete(target.name);
      world.emit({ kind: 'commands' });
      return { status: 204 };
    });
  }
}
