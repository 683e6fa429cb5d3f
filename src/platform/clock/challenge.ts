import { DAY_MS, type EpochMs } from './time.js';

export const DEFAULT_CHALLENGE_TTL_MS = 7 * DAY_MS;

export interface PendingChallenge {
  createdAt: EpochMs;
  /** Server setting; defaults to seven days. */
  ttlMs?: number;
}

export function challengeExpiresAt(challenge: PendingChallenge): EpochMs {
  return challenge.createdAt + (challenge.ttlMs ?? DEFAULT_CHALLENGE_TTL_MS);
}

/** A challenge stays answerable while the challenged player is away, until it expires. */
export function challengeState(challenge: PendingChallenge, now: EpochMs): 'open' | 'expired' {
  return now < challengeExpiresAt(challenge) ? 'open' : 'expired';
}
