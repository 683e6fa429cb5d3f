/**
 * The REST API's route table, one module per Discord resource: the gateway,
 * users and application (application.ts), commands, interactions and their
 * webhooks, the guild with its roles and members, channels with threads and
 * DMs, and messages. Each route parses its request, checks what Discord
 * checks for it (permissions, ids) and calls the state model (../state).
 */
import { routePattern, type Route } from '../http.js';
import type { State } from '../state/index.js';
import { applicationRoutes } from './application.js';
import { channelRoutes } from './channels.js';
import { commandRoutes } from './commands.js';
import { guildRoutes } from './guild.js';
import { interactionRoutes } from './interactions.js';
import { messageRoutes } from './messages.js';
import type { AddRoute } from './table.js';

export function apiRoutes(state: State): Route[] {
  const routes: Route[] = [];
  const add: AddRoute = (method, template, auth, handler) =>
    routes.push({ method, template, pattern: routePattern(template), auth, handler });
  applicationRoutes(add, state);
  commandRoutes(add, state);
  interactionRoutes(add, state);
  guildRoutes(add, state);
  channelRoutes(add, state);
  messageRoutes(add, state);
  return routes;
}
