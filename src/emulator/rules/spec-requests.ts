/**
 * Request bodies checked against Discord's OpenAPI specification (the
 * discord-api-spec package's zod schemas), route by route: types, required
 * fields, enumerations and lengths. A failure answers 400 / 50035 with the
 * `errors` tree, as Discord does. (The package's strict switch only acts
 * before its schemas are built, at import, so a field the specification does
 * not name is not caught.)
 *
 * The specification's known quirks are relaxed in spec-quirks.ts.
 */
import type { FieldProblem } from '../errors.js';
import { isObj } from '../model.js';
import { problemsOf, specSchemas as s, type Schema } from './spec-check.js';
import { relaxAttachments, relaxCommand } from './spec-quirks.js';

/** The interaction callback's request schema depends on its type (Discord's InteractionCallbackType). */
function callbackSchema(body: unknown): Schema | null {
  const type = isObj(body) ? body.type : undefined;
  if (type === 4 || type === 5) return s.CreateMessageInteractionCallbackRequestSchema!;
  if (type === 6 || type === 7) return s.UpdateMessageInteractionCallbackRequestSchema!;
  if (type === 8) return s.ApplicationCommandAutocompleteCallbackRequestSchema!;
  if (type === 9) return s.ModalInteractionCallbackRequestSchema!;
  if (type === 1) return s.PongInteractionCallbackRequestSchema!;
  return null;
}

const commandList = (body: unknown): { schema: Schema; items: unknown[] } | null =>
  Array.isArray(body) ? { schema: s.ApplicationCommandUpdateRequestSchema!, items: body.map(relaxCommand) } : null;

/** Route templates (as the emulator registers them) → the request schema of their body. */
const ROUTES: Record<string, (body: unknown) => Schema | null> = {
  'POST /channels/:id/messages': () => s.MessageCreateRequestSchema!,
  'PATCH /channels/:id/messages/:msg': () => s.MessageEditRequestPartialSchema!,
  'POST /channels/:id/messages/:msg/threads': () => s.CreateTextThreadWithMessageRequestSchema!,
  'POST /channels/:id/threads': () => s.CreateTextThreadWithoutMessageRequestSchema!,
  'PATCH /channels/:id': () => s.UpdateThreadRequestPartialSchema!,
  'POST /users/@me/channels': () => s.CreatePrivateChannelRequestSchema!,
  'POST /webhooks/:app/:token': () => s.IncomingWebhookRequestPartialSchema!,
  'PATCH /webhooks/:app/:token/messages/:msg': () => s.IncomingWebhookUpdateRequestPartialSchema!,
  'POST /interactions/:id/:token/callback': callbackSchema,
};

/** What the specification finds wrong with this request's body (empty: valid, or a route it has no body schema for). */
export function checkRequestSchema(method: string, template: string, body: unknown): FieldProblem[] {
  const key = `${method} ${template}`;
  if (key.startsWith('PUT ') && template.endsWith('/commands')) {
    const list = commandList(body);
    return list ? list.items.flatMap((item, i) => problemsOf(list.schema, item, [i])) : [];
  }
  const schema = ROUTES[key]?.(body);
  return schema && body !== null && body !== undefined ? problemsOf(schema, relaxAttachments(body), []) : [];
}

/** Whether this request's body is one the specification has a schema for (what checkRequestSchema reads). */
export function requestChecked(method: string, template: string, body: unknown): boolean {
  if (body === null || body === undefined) return false;
  if (method === 'PUT' && template.endsWith('/commands')) return Array.isArray(body);
  return Boolean(ROUTES[`${method} ${template}`]?.(body));
}

/** The route templates this module checks (for the emulator's README and tests). */
export const CHECKED_ROUTES = [...Object.keys(ROUTES), 'PUT /applications/:app/commands', 'PUT /applications/:app/guilds/:guild/commands'];
