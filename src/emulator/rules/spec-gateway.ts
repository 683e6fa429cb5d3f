/**
 * What the emulator sends the bot over the gateway, held to Discord's
 * specification where it has a schema. The OpenAPI specification describes
 * the REST API, not gateway events, so each event is written here as its
 * documentation (Gateway Events; Receiving and Responding → Interaction
 * Object) describes it: the resource it carries (a message, a thread, a
 * role…) read against the specification's schema of that resource, plus the
 * fields the event adds, named one by one. Any other field is a finding, as
 * in answers. Events with no resource schema (MESSAGE_DELETE, READY…) are
 * not read.
 */
import { isObj } from '../model.js';
import { readAs, type Reading } from './spec-check.js';
import type { SpecType } from './spec-routes.js';

/** A field the event's documentation names and the specification has no schema for: its value is not read. */
const DOCUMENTED = 'documented' as const;
type Field = SpecType | typeof DOCUMENTED | Shape;
interface Shape {
  /** The resource the payload is (its fields read against this type). */
  base?: SpecType;
  /** Fields the event adds to it (or, without a base, all its fields). */
  fields?: Record<string, Field>;
}

const named = (name: string): SpecType => ({ kind: 'named', name });
const arrayOf = (of: SpecType): SpecType => ({ kind: 'array', of });
const anyOf = (...names: string[]): SpecType => ({ kind: 'union', options: names.map(named) });
const documented = (...names: string[]): Record<string, typeof DOCUMENTED> => Object.fromEntries(names.map((n) => [n, DOCUMENTED]));

const CHANNEL = anyOf('GuildChannelResponse', 'ThreadResponse', 'PrivateChannelResponse', 'PrivateGroupChannelResponse');

/** The Interaction Object of Discord's documentation; its resources read against the specification. */
const INTERACTION: Shape = {
  fields: {
    ...documented(
      'id',
      'application_id',
      'token',
      'version',
      'guild',
      'guild_id',
      'channel_id',
      'app_permissions',
      'authorizing_integration_owners',
      'attachment_size_limit',
    ),
    type: named('InteractionTypes'),
    context: named('InteractionContextType'),
    locale: named('AvailableLocalesEnum'),
    guild_locale: named('AvailableLocalesEnum'),
    channel: CHANNEL,
    member: named('PrivateGuildMemberResponse'),
    user: named('UserResponse'),
    message: named('MessageResponse'),
    entitlements: arrayOf(named('EntitlementResponse')),
    // Application command, component and modal submit data, as documented; the resolved objects as the specification has them.
    data: {
      fields: {
        ...documented('id', 'name', 'type', 'options', 'guild_id', 'target_id', 'custom_id', 'component_type', 'values', 'components'),
        resolved: named('ResolvedObjectsResponse'),
      },
    },
  },
};

const EVENTS: Record<string, Shape> = {
  INTERACTION_CREATE: INTERACTION,
  MESSAGE_CREATE: { base: named('MessageResponse'), fields: documented('guild_id', 'member') },
  MESSAGE_UPDATE: { base: named('MessageResponse'), fields: documented('guild_id', 'member') },
  THREAD_CREATE: { base: named('ThreadResponse'), fields: documented('newly_created') },
  THREAD_UPDATE: { base: named('ThreadResponse') },
  CHANNEL_CREATE: { base: CHANNEL },
  CHANNEL_UPDATE: { base: CHANNEL },
  CHANNEL_DELETE: { base: CHANNEL },
  GUILD_UPDATE: { base: named('GuildResponse') },
  GUILD_ROLE_CREATE: { fields: { ...documented('guild_id'), role: named('GuildRoleResponse') } },
  GUILD_ROLE_UPDATE: { fields: { ...documented('guild_id'), role: named('GuildRoleResponse') } },
  GUILD_MEMBER_UPDATE: { base: named('GuildMemberResponse'), fields: documented('guild_id') },
  GUILD_CREATE: {
    base: named('GuildResponse'),
    fields: {
      ...documented(
        'joined_at',
        'large',
        'unavailable',
        'member_count',
        'voice_states',
        'presences',
        'stage_instances',
        'guild_scheduled_events',
        'soundboard_sounds',
      ),
      members: arrayOf(named('GuildMemberResponse')),
      channels: arrayOf(named('GuildChannelResponse')),
      threads: arrayOf(named('ThreadResponse')),
    },
  },
  GUILD_MEMBERS_CHUNK: {
    fields: {
      ...documented('guild_id', 'chunk_index', 'chunk_count', 'not_found', 'presences', 'nonce'),
      members: arrayOf(named('GuildMemberResponse')),
    },
  },
};

/** The gateway events this module reads (the others carry no resource the specification describes). */
export const CHECKED_EVENTS = Object.keys(EVENTS);

/** Reads a dispatch's payload; null when the event is not one this module reads. */
export function checkDispatch(event: string, data: unknown): Reading | null {
  const shape = EVENTS[event];
  return shape ? readShape(shape, data, []) : null;
}

function readShape(shape: Shape, value: unknown, path: (string | number)[]): Reading {
  if (!isObj(value)) return { problems: [{ path, code: 'BASE_TYPE_INVALID', message: 'Expected an object.' }], unknown: [] };
  const fields = shape.fields ?? {};
  const rest = Object.fromEntries(Object.entries(value).filter(([k]) => !(k in fields)));
  const readings: Reading[] = [];
  if (shape.base) readings.push(readAs(shape.base, rest, path));
  else readings.push({ problems: [], unknown: Object.keys(rest).map((k) => [...path, k].join('.')) });
  for (const [key, field] of Object.entries(fields)) {
    if (!(key in value) || field === DOCUMENTED) continue;
    const at = [...path, key];
    readings.push('kind' in field ? readAs(field, value[key], at) : readShape(field, value[key], at));
  }
  return { problems: readings.flatMap((r) => r.problems), unknown: readings.flatMap((r) => r.unknown) };
}
