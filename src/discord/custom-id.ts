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
  'cfm', // play a choice despite its warning (token = choice id)
  'sel', // a select menu of choices (values = choice ids)
  'grp', // open a group of choices (token = group index)
  'pg', // page of choices (token = page index)
  'rsg', // ask to resign
  'rsy', // confirm resign
  'rul', // rules of this match's game
  'zm', // the board's action up close (public view)
  'joi', // take a seat at an open table
  'lv', // leave a seat at an open table
  'go', // the host starts an open table
  'clm', // claim the win after an opponent's time-out
  'rmt', // rematch: challenge the same players again
  'nxt', // a next-match offer under a result (token = the offer's index; GameModule.nextMatches)
  'rpl', // replay viewer: go to a step (the step in the version field; token first|back|next|last)
  'rpj', // replay viewer: jump menu (values = steps)
  'rpo', // open a replay viewer (a match's Replay button: the public view while it runs, everything once it has ended)
  'wch', // watch / unwatch a match as a spectator (token '' toggles; on|off sets)
  'sug', // suggest a move (a seat's panel, unrated matches only)
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
 * match: `cx:<kind>:<arg>:…`. Each kind has its own zod schema, so a forged
 * id (a wrong count or shape of arguments) is refused before any handler runs.
 */
export const competitionKinds = [
  'lb', // leaderboard page (game, mode, season, page)
  'tj', // join a tournament
  'tl', // leave a tournament
  'tc', // check in
  'ts', // organiser: start the tournament or its pending round
] as const;

export type CompetitionKind = (typeof competitionKinds)[number];

const gameId = z.string().regex(/^[a-z][a-z0-9-]{0,19}$/);
/** "1v1", "ffa", "2v2", "2v1v1"… (ratings/rated-result.ts `modeOf`). */
const ratingMode = z.string().regex(/^(ffa|\d{1,2}(v\d{1,2}){1,5})$/);
/** Whether a string is a rating mode a leaderboard can name. */
export const isRatingMode = (s: string): boolean => ratingMode.safeParse(s).success;

const count = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const leaderboardSchema = z
  .tuple([gameId, ratingMode, count(1, 1_000_000), count(0, 1_000_000)])
  .transform(([game, mode, season, page]) => ({ kind: 'lb' as const, game, mode, season, page }));
const tournamentSchema = (kind: Exclude<CompetitionKind, 'lb'>) =>
  z.tuple([z.uuid()]).transform(([tournamentId]) => ({ kind, tournamentId }));

const competitionSchemas = {
  lb: leaderboardSchema,
  tj: tournamentSchema('tj'),
  tl: tournamentSchema('tl'),
  tc: tournamentSchema('tc'),
  ts: tournamentSchema('ts'),
} as const;

export type LeaderboardPageId = z.output<typeof leaderboardSchema>;
export type TournamentButtonId = z.output<ReturnType<typeof tournamentSchema>>;
export type CompetitionId = LeaderboardPageId | TournamentButtonId;

export function encodeCompetitionId(kind: CompetitionKind, args: (string | number)[]): string {
  const s = ['cx', kind, ...args.map(String)].join(':');
  if (s.length > MAX_CUSTOM_ID) throw new RangeError(`custom id too long (${s.length}): ${kind}`);
  const parsed = parseCompetitionId(s);
  if (!parsed) throw new RangeError(`malformed ${kind} custom id: ${s}`);
  return s;
}

/** Whether a custom id belongs to competition components at all (`cx:` prefix), well-formed or not. */
export const isCompetitionId = (raw: string): boolean => raw.startsWith('cx:');

/** Parses a competition custom id; null when it is not one, or is malformed for its kind. */
export function parseCompetitionId(raw: string): CompetitionId | null {
  if (raw.length > MAX_CUSTOM_ID || !isCompetitionId(raw)) return null;
  const [, kind, ...args] = raw.split(':');
  if (!(competitionKinds as readonly string[]).includes(kind ?? '')) return null;
  const parsed = competitionSchemas[kind as CompetitionKind].safeParse(args);
  return parsed.success ? parsed.data : null;
}
