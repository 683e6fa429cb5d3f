import { GameRegistry } from '../../src/games/registry.js';
import { MatchService, type UserRef } from '../../src/platform/matches/service.js';
import { RatingService } from '../../src/platform/ratings/service.js';
import { TournamentService, stateOf } from '../../src/platform/tournaments/service.js';
import type { Tournament } from '../../src/platform/tournaments/index.js';
import type { TestDatabase } from '../support/database.js';
import { finishWith, verdictGame } from './verdict-game.js';

export interface Arena {
  matches: MatchService;
  ratings: RatingService;
  tournaments: TournamentService;
  clock: { ms: number };
}

export function arena(db: TestDatabase, start = Date.UTC(2026, 0, 5)): Arena {
  const clock = { ms: start };
  const now = () => new Date(clock.ms);
  const matches = new MatchService(db.prisma, new GameRegistry([verdictGame]), now);
  const ratings = new RatingService(db.prisma, now);
  const tournaments = new TournamentService(db.prisma, matches, ratings, now);
  matches.addTransactionHook(ratings.hook, RatingService.hookKinds);
  matches.addTransactionHook(tournaments.hook, TournamentService.hookKinds);
  return { matches, ratings, tournaments, clock };
}

export const players = (n: number, prefix = 'p'): UserRef[] =>
  Array.from({ length: n }, (_, i) => ({ id: `9${String(i + 1).padStart(17, '0')}`, username: `${prefix}${i + 1}` }));

export async function bracketOf(a: Arena, id: string): Promise<Tournament> {
  const s = stateOf(await a.tournaments.get(id));
  if (s.kind !== 'bracket') throw new Error('not a bracket');
  return s.t;
}

/**
 * Plays every open table of the started round with `decide(players) → places`,
 * finishing the real matches through the service, then waits for the
 * tournament to settle (next round created or finished).
 */
export async function playRound(a: Arena, id: string, decide: (players: string[]) => number[]): Promise<void> {
  const t = await bracketOf(a, id);
  const round = t.rounds.at(-1)!;
  const byTable = await a.tournaments.tableMatches(id);
  for (const table of round.tables) {
    if (table.bye || table.result) continue;
    const matchId = byTable.get(table.id);
    if (!matchId) throw new Error(`no match for ${table.id}`);
    const m = await a.matches.get(matchId);
    const seatPlayers = m.seats.map((s) => s.userId!);
    await finishWith(a.matches, matchId, decide(seatPlayers));
  }
  await a.tournaments.sync(id);
}

/** Every pair of players that met at a table, over all rounds. */
export function meetings(t: Tournament): string[] {
  return t.rounds.flatMap((r) =>
    r.tables
      .filter((tb) => !tb.bye)
      .flatMap((tb) => tb.players.flatMap((p, i) => tb.players.slice(i + 1).map((q) => [p, q].sort().join('|')))),
  );
}
