/**
 * Next-match offers (`GameModule.nextMatches`, Champions of Hara's Narrative
 * Arc): when a match ends by the rules with a winner, the game may offer
 * matches to the same players; the result message shows them as buttons
 * (src/discord/match-end.ts) and a player's click challenges the others with
 * those options (src/discord/handlers/rematch.ts). Offers are recomputed from
 * the stored state on every click: nothing about them is kept elsewhere.
 */
import type { Text } from '../../core/text.js';
import type { AnyGame } from '../../games/registry.js';
import { log } from '../../logger.js';
import type { MatchRecord } from './match-rows.js';

/** At most this many offers (one row of buttons with Rematch). */
export const MAX_NEXT_MATCHES = 4;

export interface NextMatch {
  label: Text;
  /** The options of the offered match, as the game's schema parsed them. */
  options: unknown;
}

/** The offers of a finished match; empty unless it ended by the rules with a winner. Offers whose options the game's schema refuses are dropped. */
export function nextMatchesOf(engine: AnyGame, m: Pick<MatchRecord, 'id' | 'status' | 'state' | 'options'>): NextMatch[] {
  if (!engine.nextMatches || m.status !== 'finished' || m.state === null || typeof m.state !== 'object') return [];
  const outcome = engine.outcome(m.state);
  if (!outcome || (outcome.ranking[0]?.length ?? 0) === 0) return [];
  return engine
    .nextMatches(m.state, m.options)
    .slice(0, MAX_NEXT_MATCHES)
    .flatMap((offer) => {
      const parsed = engine.options.safeParse(offer.options);
      if (parsed.success) return [{ label: offer.label, options: parsed.data }];
      log.error({ event: 'match.bad_next_match', matchId: m.id, game: engine.id }, 'a next-match offer with options the game refuses');
      return [];
    });
}
