/** Ratings are kept per server, per game and per mode ("1v1", "ffa", "2v2"). */
export interface RatingScope {
  guildId: string;
  gameId: string;
  mode: string;
}

export const scopeKey = (scope: RatingScope): string => `${scope.guildId}:${scope.gameId}:${scope.mode}`;

/** Weng-Lin belief about a player's skill: mean and uncertainty. */
export interface Skill {
  mu: number;
  sigma: number;
}

export interface PlayerRating extends Skill {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  lastPlayedAt: number | null;
}

/**
 * A finished rated match as the engine reported it. `teams` holds player ids
 * (FFA: one player per team); `ranks[i]` is team i's finishing place, 1 being
 * first, equal numbers for a tie.
 */
export interface RatedMatch {
  kind?: 'match';
  id: string;
  scope: RatingScope;
  playedAt: number;
  teams: string[][];
  ranks: number[];
}

export type Outcome = 'win' | 'draw' | 'loss';

/** Stored with the match that caused it, one per player. */
export interface RatingChange {
  matchId: string;
  scopeKey: string;
  playerId: string;
  outcome: Outcome;
  before: Skill;
  after: Skill;
  displayBefore: number;
  displayAfter: number;
}
