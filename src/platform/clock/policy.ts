/**
 * What a time-out does to a seat in games of more than two seats, per game,
 * following each game's rules (docs/async-play.md explains each choice).
 * Two-seat matches are always forfeited by the seat that ran out of time.
 */
import type { TimeoutPolicy } from './timeouts.js';

export const MULTI_SEAT_TIMEOUT: Readonly<Record<string, TimeoutPolicy['multiSeat']>> = {
  // Epic Spell Wars: the engine has no way for a wizard to leave the table, so the bot plays on for them.
  esw: 'hand-to-bot',
  // Super Fantasy Brawl 2v2: a team cannot lose a member mid-game.
  sfb: 'hand-to-bot',
  // Ascension Tactics and Champions of Hara scenarios assume fixed sides.
  at: 'hand-to-bot',
  coh: 'hand-to-bot',
};

export function multiSeatTimeout(game: string): TimeoutPolicy['multiSeat'] {
  return MULTI_SEAT_TIMEOUT[game] ?? 'hand-to-bot';
}
