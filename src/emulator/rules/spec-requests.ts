/**
 * Request bodies checked against Discord's OpenAPI specification (the
 * discord-api-spec package's zod schemas), route by route: types, required
 * fields, enumerations and lengths. A failure answers 400 / 50035 with the
 * `errors` tree, as Discord does. (The package's strict switch only acts
 * before its schemas are built, at import, so a field the specification does
 * not name is not caught.)
 *
 * Known quirks of the specification, each relaxed here and tested in
 * test/emulator/spec-requests.test.ts:
 * - `default_member_permissions` is typed as an integer in the command
 *   request schemas, while Discord's documentation (and every client,
 *   discord.js included) sends a string of digits: a digit string passes.
 * - Attachment references: the schema wants a snowflake string for
 *   `attachments[].id`, while Discord accepts the upload's index as a number
 *   (what discord.js sends): a whole number passes.
 * - Message `content` allows 4,000 characters in the schema where the
 *   documentation says 2,000: the emulator's own limits (limits.ts) keep 2,000.
 */
import * as spec from 'discord-api-spec/zod';
import type { FieldProblem } from '../errors.js';

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; message: string }[] } };
}
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const s = spec as unknown as Record<string, Schema>;

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

/** Quirk: the specification types default_member_permissions as an integer; Discord sends and documents a string. */
function relaxCommand(command: unknown): unknown {
  if (!isObj(command) || typeof command.default_member_permissions !== 'string') return command;
  if (!/^\d+$/.test(command.default_member_permissions)) return command;
  return { ...command, default_member_permissions: Number(command.default_member_permissions) };
}

/** Quirk: attachment references by upload index (a number), wherever a message payload sits (top level or `data`). */
function relaxAttachments(body: unknown): unknown {
  if (!isObj(body)) return body;
  const fix = (payload: Obj): Obj =>
    Array.isArray(payload.attachments)
      ? {
          ...payload,
          attachments: payload.attachments.map((a: unknown) =>
            isObj(a) && typeof a.id === 'number' && Number.isInteger(a.id) ? { ...a, id: String(a.id) } : a,
          ),
        }
      : payload;
  const top = fix(body);
  return isObj(top.data) ? { ...top, data: fix(top.data) } : top;
}

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

function problemsOf(schema: Schema, value: unknown, prefix: (string | number)[]): FieldProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error!.issues.map((issue) => ({
    path: [...prefix, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    code: 'BASE_TYPE_INVALID',
    message: issue.message,
  }));
}

/** The route templates this module checks (for the emulator's README and tests). */
export const CHECKED_ROUTES = [...Object.keys(ROUTES), 'PUT /applications/:app/commands', 'PUT /applications/:app/guilds/:guild/commands'];

/**
 * What the specification finds wrong with a response the emulator built, for
 * the routes that answer a message (or a list of them); empty when valid.
 * With `responseChecks`, the emulator records these as its own violations.
 */
export function checkResponseSchema(method: string, template: string, body: unknown): FieldProblem[] {
  if (method === 'DELETE' || body === null || body === undefined) return [];
  const answersMessage =
    /\/messages(\/:msg)?$/.test(template) || (template.startsWith('/webhooks/') && method !== 'GET' && !template.endsWith('/callback'));
  if (!answersMessage) return [];
  const items = Array.isArray(body) ? body : [body];
  return items.flatMap((item, i) => {
    const at = Array.isArray(body) ? [i] : [];
    const unknown = unknownFields(s.MessageResponseSchema!, item, at).map((field) => ({
      path: field.split('.'),
      code: 'UNKNOWN_FIELD',
      message: 'Not a field of MessageResponse in Discord’s specification.',
    }));
    return [...problemsOf(s.MessageResponseSchema!, item, at), ...unknown];
  });
}

/** The parts of zod's schema definitions the walk below reads. */
interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  catchall?: unknown;
  options?: { _zod: { def: Def } }[];
  element?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  valueType?: { _zod: { def: Def } };
  getter?: () => { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Fields of `value` its schema does not name (the package's own strict switch
 * only acts before its schemas are built): for what the emulator answers, an
 * unknown field is an infidelity of ours. In a union, the member that parses
 * the value with the fewest unknown fields is the one that counts.
 */
export function unknownFields(schema: unknown, value: unknown, path: (string | number)[] = []): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'lazy':
      return unknownFields(def.getter!(), value, path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return value === null || value === undefined ? [] : unknownFields(def.innerType, value, path);
    case 'pipe':
      return unknownFields(def.in, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => unknownFields(def.element, v, [...path, i])) : [];
    case 'record':
      return isObj(value) ? Object.entries(value).flatMap(([k, v]) => unknownFields(def.valueType, v, [...path, k])) : [];
    case 'object': {
      if (!isObj(value)) return [];
      const shape = def.shape ?? {};
      return Object.entries(value).flatMap(([k, v]) =>
        k in shape ? unknownFields(shape[k], v, [...path, k]) : def.catchall ? [] : [[...path, k].join('.')],
      );
    }
    case 'union': {
      const fits = (def.options ?? []).filter((o) => (o as unknown as Schema).safeParse(value).success);
      const candidates = fits.map((o) => unknownFields(o, value, path));
      return candidates.length ? candidates.reduce((a, b) => (b.length < a.length ? b : a)) : [];
    }
    default:
      return [];
  }
}
