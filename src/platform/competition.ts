/**
 * The competition layer attached to a MatchService: ratings and tournaments
 * hook into its transactions. The Discord adapter finds it through the
 * service it already holds (`competitionOf`), and may register for it before
 * it is attached (`whenCompetition`), so start-up order does not matter.
 */
import type { Db } from './db/client.js';
import type { MatchService } from './matches/service.js';
import { RatingService } from './ratings/service.js';
import { TournamentService } from './tournaments/service.js';

export * from './ratings/service.js';
export * from './tournaments/service.js';
export * from './ratings/settings.js';
export * from './ratings/rated-result.js';

export interface Competition {
  ratings: RatingService;
  tournaments: TournamentService;
}

const attached = new WeakMap<MatchService, Competition>();
const waiting = new WeakMap<MatchService, ((c: Competition) => void)[]>();

export function attachCompetition(service: MatchService, db: Db, now?: () => Date): Competition {
  const existing = attached.get(service);
  if (existing) return existing;
  const ratings = new RatingService(db, now, (game, options) => service.engine(game).rated?.(options) ?? true);
  const tournaments = new TournamentService(db, service, ratings, now);
  service.addTransactionHook(ratings.hook, RatingService.hookKinds);
  service.addTransactionHook(tournaments.hook, TournamentService.hookKinds);
  const competition = { ratings, tournaments };
  attached.set(service, competition);
  for (const f of waiting.get(service) ?? []) f(competition);
  waiting.delete(service);
  return competition;
}

export function competitionOf(service: MatchService): Competition | null {
  return attached.get(service) ?? null;
}

/** Runs `f` once the competition is attached to `service` (now, if it already is). */
export function whenCompetition(service: MatchService, f: (c: Competition) => void): void {
  const c = attached.get(service);
  if (c) return f(c);
  waiting.set(service, [...(waiting.get(service) ?? []), f]);
}
