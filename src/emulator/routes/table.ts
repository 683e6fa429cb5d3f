/** What every route module uses: how a route is added, a 200 answer, the JSON body as an object. */
import { apiErrors } from '../errors.js';
import type { RouteContext, RouteHandler, RouteResult } from '../http.js';
import { isObj, type EmuChannel, type Obj } from '../model.js';
import type { State } from '../state/index.js';

/** Adds a route: `auth` routes need `Authorization: Bot <token>` (interaction callbacks and webhooks do not). */
export type AddRoute = (method: string, path: string, auth: boolean, handler: RouteHandler) => void;

export const ok = (body: unknown): RouteResult => ({ status: 200, body });

export const bodyOf = (ctx: RouteContext): Obj => (isObj(ctx.body.json) ? ctx.body.json : {});

/** A channel the bot names in a route (it sees every channel; permissions are checked by each route). */
export function botChannel(state: State, id: string): EmuChannel {
  const channel = state.channels.get(id);
  if (!channel) throw apiErrors.unknownChannel();
  return channel;
}
