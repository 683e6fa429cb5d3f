import type { Skill } from './types.js';

export interface DecayConfig {
  /** Days without a rated game before uncertainty starts to grow. */
  graceDays: number;
  /** Sigma added in quadrature per inactive day past the grace period. */
  sigmaPerDay: number;
}

export interface RatingConfig {
  mu: number;
  sigma: number;
  /** Displayed number = offset + scale · (mu − z·sigma): conservative, starts at `offset`. */
  display: { offset: number; scale: number; z: number };
  decay: DecayConfig | null;
  /** Soft reset keeps this share of the distance from the default mean. */
  softResetKeep: number;
}

export const DEFAULT_RATING_CONFIG: RatingConfig = {
  mu: 25,
  sigma: 25 / 3,
  display: { offset: 1000, scale: 40, z: 3 },
  decay: null,
  softResetKeep: 0.5,
};

export function displayRating(skill: Skill, config: RatingConfig = DEFAULT_RATING_CONFIG): number {
  const { offset, scale, z } = config.display;
  return Math.round(offset + scale * (skill.mu - z * skill.sigma));
}
