import type { Text } from '../../core/text.js';

/**
 * A refusal the player should read (stale version, not your turn, unknown
 * match…). Nothing was written when one is thrown.
 */
export class MatchError extends Error {
  constructor(
    public readonly code: MatchErrorCode,
    public readonly reason: Text,
  ) {
    super(code);
    this.name = 'MatchError';
  }
}

export type MatchErrorCode =
  | 'unknown_match'
  | 'unknown_game'
  | 'not_a_player'
  | 'not_your_turn'
  | 'stale'
  | 'illegal'
  | 'bad_status'
  | 'bad_options'
  | 'bad_seats'
  | 'corrupt';
