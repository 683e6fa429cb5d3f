/**
 * The known quirks of Discord's OpenAPI specification (the discord-api-spec
 * package), where it disagrees with Discord's documentation and with what
 * Discord sends and accepts: each relaxed here, in one place, and tested
 * (requests: test/emulator/spec-requests.test.ts; answers:
 * test/emulator/spec-responses.test.ts).
 *
 * Requests:
 * - `default_member_permissions` is typed as an integer in the command
 *   request schemas, while Discord's documentation (and every client,
 *   discord.js included) sends a string of digits: a digit string passes.
 * - Attachment references: the schema wants a snowflake string for
 *   `attachments[].id`, while Discord accepts the upload's index as a number
 *   (what discord.js sends): a whole number passes.
 * - Message `content` allows 4,000 characters in the schema where the
 *   documentation says 2,000: the emulator's own limits (limits.ts) keep 2,000.
 *
 * Answers and gateway payloads:
 * - A resolved member in an interaction's `data.resolved.members` carries
 *   `permissions` (Discord's documentation: "returned when in the
 *   interaction object"), which `BasicGuildMemberResponse` does not name.
 * - An error's `errors` tree names each problem with a string code
 *   (`{ "_errors": [{ "code": "BASE_TYPE_REQUIRED", "message": … }] }`, as
 *   Discord's documentation shows), where the specification's `Error` schema
 *   types `code` as a number: the tree is read by its documented shape, the
 *   rest of `ErrorResponse` by the schema.
 */
import type { FieldProblem } from '../errors.js';
import { isObj, type Obj } from '../model.js';

/** Quirk: the specification types default_member_permissions as an integer; Discord sends and documents a string. */
export function relaxCommand(command: unknown): unknown {
  if (!isObj(command) || typeof command.default_member_permissions !== 'string') return command;
  if (!/^\d+$/.test(command.default_member_permissions)) return command;
  return { ...command, default_member_permissions: Number(command.default_member_permissions) };
}

/** Quirk: attachment references by upload index (a number), wherever a message payload sits (top level or `data`). */
export function relaxAttachments(body: unknown): unknown {
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

/** Where the specification lacks a field Discord documents and sends (the quirks above): the field is known there. */
export function knownDespiteSchema(path: (string | number)[], key: string): boolean {
  const at = path.join('.');
  return key === 'permissions' && /(^|\.)resolved\.members\.[^.]+$/.test(at);
}

/** `{ field: { 0: { _errors: [{ code, message }] } } }`: nested records down to lists of string-coded problems. */
export function errorTreeProblems(node: unknown, path: (string | number)[]): FieldProblem[] {
  const wrong = (message: string): FieldProblem[] => [{ path, code: 'BASE_TYPE_INVALID', message }];
  if (!isObj(node)) return wrong('Expected an object.');
  return Object.entries(node).flatMap(([key, child]) => {
    if (key !== '_errors') return errorTreeProblems(child, [...path, key]);
    if (!Array.isArray(child)) return wrong('Expected _errors to be a list.');
    const bad = child.some((e) => !isObj(e) || typeof e.code !== 'string' || typeof e.message !== 'string' || Object.keys(e).length !== 2);
    return bad ? wrong('Expected each error as { code, message } strings.') : [];
  });
}
