/**
 * Custom IDs on our components: `<kind>:<matchId>:<version>:<token>`, parsed
 * with zod. They carry no hidden information: a choice token names a prompt
 * choice, and prompts only ever reach the seat that owns them.
 */
import { z } from 'zod';

export const componentKinds = [
  'acc', // accept a challenge
  'dec', // decline a challenge
  'turn', // open my panel (take my turn / show my hand)
  'ch', // pick a choice (token = choice id)
  'sel', // a select menu of choices (values = choice ids)
  'grp', // open a group of choices (token = group index)
  'pg', // page of choices (token = page index)
  'rsg', // ask to resign
  'rsy', // confirm resign
  'rul', // rules of this match's game
  'joi', // take a seat at an open table
  'go', // the host starts an open table
  'clm', // claim the win after an opponent's time-out
  'rmt', // rematch: challenge the same players again
] as const;

export type ComponentKind = (typeof componentKinds)[number];

const schema = z.object({
  kind: z.enum(componentKinds),
  matchId: z.uuid(),
  version: z.coerce.number().int().min(0).max(10_000_000),
  token: z.string().regex(/^[A-Za-z0-9_.-]{0,40}$/),
});

export type ComponentId = z.infer<typeof schema>;

export const MAX_CUSTOM_ID = 100;

export function encodeCustomId(id: ComponentId): string {
  const s = `${id.kind}:${id.matchId}:${id.version}:${id.token}`;
  if (s.length > MAX_CUSTOM_ID) throw new RangeError(`custom id too long (${s.length}): ${id.kind}`);
  return s;
}

/** Parses a custom ID; null when it is not one of ours or is malformed. */
export function parseCustomId(raw: string): ComponentId | null {
  if (raw.length > MAX_CUSTOM_ID) return null;
  const parts = raw.split(':');
  if (parts.length !== 4) return null;
  const [kind, matchId, version, token] = parts;
  const parsed = schema.safeParse({ kind, matchId, version, token });
  return parsed.success ? parsed.data : null;
}

/**
 * Competition components (leaderboard pages, tournament buttons) name no
 * match: `cx:<kind>:<arg>:…`, at most five short arguments.
 */
export const competitionKinds = [
  'lb', // leaderboard page (game, mode, season, page)
  'tj', // join a tournament
  'tl', // leave a tournament
  'tc', // check in
  'ts', // organiser: start the tournament or its pending round
] as const;

export type CompetitionKind = (typeof competitionKinds)[number];

const competitionSchema = z.object({
  kind: z.enum(competitionKinds),
  args: z.array(z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/)).max(5),
});

export type CompetitionId = z.infer<typeof competitionSchema>;

export function encodeCompetitionId(kind: CompetitionKind, args: (string | number)[]): string {
  const s = ['cx', kind, ...args.map(String)].join(':');
  if (s.length > MAX_CUSTOM_ID) throw new RangeError(`custom id too long (${s.length}): ${kind}`);
  return s;
}

export function parseCompetitionId(raw: string): CompetitionId | null {
  if (raw.length > MAX_CUSTOM_ID || !raw.startsWith('cx:')) return null;
  const [, kind, ...args] = raw.split(':');
  const parsed = competitionSchema.safeParse({ kind, args });
  return parsed.success ? parsed.data : null;
}
