import { DEFAULT_RATING_CONFIG, type RatingConfig } from './config.js';
import { newPlayerRating } from './rate.js';
import type { PlayerRating } from './types.js';

export type ResetKind = 'soft' | 'full';

/**
 * A new season. Soft: the mean keeps `softResetKeep` of its distance from the
 * default and uncertainty widens by half the default sigma (capped at the
 * default), so veterans re-place quickly. Full: everyone starts over.
 * Per-season counters (games, wins...) restart either way.
 */
export function resetRating(rating: PlayerRating, kind: ResetKind, config: RatingConfig = DEFAULT_RATING_CONFIG): PlayerRating {
  const fresh = newPlayerRating(config);
  if (kind === 'full') return fresh;
  return {
    ...fresh,
    mu: config.mu + (rating.mu - config.mu) * config.softResetKeep,
    sigma: Math.min(config.sigma, Math.sqrt(rating.sigma ** 2 + (config.sigma / 2) ** 2)),
    lastPlayedAt: rating.lastPlayedAt,
  };
}
