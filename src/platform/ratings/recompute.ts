import { DEFAULT_RATING_CONFIG, type RatingConfig } from './config.js';
import { rateMatch } from './rate.js';
import { resetRating, type ResetKind } from './season.js';
import { scopeKey, type PlayerRating, type RatedMatch, type RatingChange } from './types.js';

/** An admin started a new season for a server (optionally one game): every matching scope resets. */
export interface SeasonReset {
  kind: 'season-reset';
  id: string;
  guildId: string;
  gameId?: string;
  reset: ResetKind;
}

export type RatingEvent = RatedMatch | SeasonReset;

/** Ratings of one scope, by player id. */
export type ScopeRatings = Map<string, PlayerRating>;

export interface SeasonArchive {
  resetId: string;
  scopeKey: string;
  ratings: ScopeRatings;
}

export interface RatingBook {
  scopes: Map<string, ScopeRatings>;
  changes: RatingChange[];
  archives: SeasonArchive[];
  /** How many season resets came before each rated match: its season is this + 1. */
  resetsBefore: Map<string, number>;
}

const isReset = (event: RatingEvent): event is SeasonReset => event.kind === 'season-reset';

function resetMatches(reset: SeasonReset, key: string): boolean {
  const [guildId, gameId] = key.split(':');
  return guildId === reset.guildId && (reset.gameId === undefined || gameId === reset.gameId);
}

function applyReset(book: RatingBook, reset: SeasonReset, config: RatingConfig): void {
  for (const [key, ratings] of book.scopes) {
    if (!resetMatches(reset, key)) continue;
    book.archives.push({ resetId: reset.id, scopeKey: key, ratings: new Map(ratings) });
    const next: ScopeRatings = new Map();
    for (const [player, rating] of ratings) next.set(player, resetRating(rating, reset.reset, config));
    book.scopes.set(key, next);
  }
}

function applyMatch(book: RatingBook, match: RatedMatch, config: RatingConfig): void {
  const key = scopeKey(match.scope);
  let ratings = book.scopes.get(key);
  if (!ratings) book.scopes.set(key, (ratings = new Map()));
  const scope = ratings;
  const { updated, changes } = rateMatch(match, (id) => scope.get(id), config);
  for (const [player, rating] of updated) scope.set(player, rating);
  for (const change of changes) book.changes.push(change);
}

/**
 * Rebuilds every rating from the full history, in order, skipping voided
 * matches: the result is exactly what it would be had they never happened.
 * Used after a moderator voids a match; also the reference for incremental updates.
 */
export function recompute(
  history: readonly RatingEvent[],
  // Stryker disable next-line ArrayDeclaration: no match has the id of the element Stryker adds
  voided: Iterable<string> = [],
  config: RatingConfig = DEFAULT_RATING_CONFIG,
): RatingBook {
  const skip = new Set(voided);
  const book: RatingBook = { scopes: new Map(), changes: [], archives: [], resetsBefore: new Map() };
  let resets = 0;
  for (const event of history) {
    if (isReset(event)) {
      applyReset(book, event, config);
      resets++;
    } else if (!skip.has(event.id)) {
      applyMatch(book, event, config);
      book.resetsBefore.set(event.id, resets);
    }
  }
  return book;
}

/** Only the changes a void altered, for the moderator's log and the database update. */
export function changesAfterVoid(before: RatingBook, after: RatingBook): RatingChange[] {
  const old = new Map(before.changes.map((c) => [`${c.matchId}/${c.playerId}`, c]));
  return after.changes.filter((c) => {
    const prev = old.get(`${c.matchId}/${c.playerId}`);
    return !prev || prev.after.mu !== c.after.mu || prev.after.sigma !== c.after.sigma;
  });
}
