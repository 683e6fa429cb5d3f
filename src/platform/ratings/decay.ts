import { DAY_MS } from '../clock/time.js';
import type { RatingConfig } from './config.js';
import type { PlayerRating, Skill } from './types.js';

/**
 * Inactivity decay widens uncertainty instead of lowering the mean, so the
 * conservative displayed number drops while the player is away and recovers
 * quickly once they play. It is a pure function of the last game and `now`,
 * so applying it twice never compounds.
 */
export function decayedSkill(rating: Skill & Pick<PlayerRating, 'lastPlayedAt'>, now: number, config: RatingConfig): Skill {
  const decay = config.decay;
  if (!decay || rating.lastPlayedAt === null) return { mu: rating.mu, sigma: rating.sigma };
  const idleDays = Math.floor((now - rating.lastPlayedAt) / DAY_MS) - decay.graceDays;
  // Stryker disable next-line EqualityOperator: at zero idle days the formula below gives the same sigma back
  if (idleDays <= 0) return { mu: rating.mu, sigma: rating.sigma };
  const sigma = Math.min(config.sigma, Math.sqrt(rating.sigma ** 2 + idleDays * decay.sigmaPerDay ** 2));
  return { mu: rating.mu, sigma: Math.max(sigma, rating.sigma) };
}
