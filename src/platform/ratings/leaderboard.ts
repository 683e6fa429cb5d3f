import { DEFAULT_RATING_CONFIG, displayRating, type RatingConfig } from './config.js';
import { decayedSkill } from './decay.js';
import type { PlayerRating } from './types.js';

export interface LeaderboardRow {
  rank: number;
  playerId: string;
  rating: number;
  games: number;
  winRate: number;
}

/** Players with at least `minGames`, best conservative rating first; ties share a rank. */
export function leaderboard(
  ratings: ReadonlyMap<string, PlayerRating>,
  now: number,
  minGames = 1,
  config: RatingConfig = DEFAULT_RATING_CONFIG,
): LeaderboardRow[] {
  const rows = [...ratings]
    .filter(([, r]) => r.games >= minGames)
    .map(([playerId, r]) => ({
      playerId,
      rating: displayRating(decayedSkill(r, now, config), config),
      games: r.games,
      winRate: r.games ? r.wins / r.games : 0,
    }))
    .sort((a, b) => b.rating - a.rating || b.games - a.games || a.playerId.localeCompare(b.playerId));
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || rows[i - 1]!.rating !== row.rating) rank = i + 1;
    return { ...row, rank };
  });
}
