import { pairwiseScore, placesOf, tablePoints } from './scoring.js';
import type { Entrant, Format, PlayerId, Round } from './types.js';

export interface Standing {
  rank: number;
  playerId: PlayerId;
  status: Entrant['status'];
  points: number;
  /** Sum over played tables of the mean current score of that table's opponents. */
  buchholz: number;
  /** Buchholz without the single weakest table. */
  buchholzCut1: number;
  /** Sum over played tables of the mean of (opponent score × pairwise result). */
  sonnebornBerger: number;
  wins: number;
  played: number;
  byes: number;
  seed: number;
}

type Key = 'points' | 'buchholz' | 'buchholzCut1' | 'sonnebornBerger' | 'wins';

/** Tie-break order per format; the initial seed settles anything left. See README. */
export const TIE_BREAKS: Record<Format, Key[]> = {
  swiss: ['points', 'buchholz', 'buchholzCut1', 'sonnebornBerger', 'wins'],
  'round-robin': ['points', 'sonnebornBerger', 'wins'],
  'single-elimination': ['points', 'wins'],
};

interface Played {
  opponents: PlayerId[];
  places: Map<PlayerId, number>;
}

export function pointsSoFar(entrants: readonly Entrant[], rounds: readonly Round[]): Map<PlayerId, number> {
  const points = new Map(entrants.map((e) => [e.id, 0]));
  for (const round of rounds)
    for (const table of round.tables) for (const [p, pts] of tablePoints(table)) points.set(p, (points.get(p) ?? 0) + pts);
  return points;
}

export function computeStandings(format: Format, entrants: readonly Entrant[], rounds: readonly Round[]): Standing[] {
  const points = pointsSoFar(entrants, rounds);
  const played = new Map<PlayerId, Played[]>(entrants.map((e) => [e.id, []]));
  const byes = new Map<PlayerId, number>();
  const wins = new Map<PlayerId, number>();
  const addWin = (p: PlayerId): void => void wins.set(p, (wins.get(p) ?? 0) + 1);
  for (const round of rounds) {
    for (const table of round.tables) {
      if (table.bye) {
        for (const p of table.players) {
          byes.set(p, (byes.get(p) ?? 0) + 1);
          addWin(p);
        }
        continue;
      }
      if (!table.result) continue;
      const places = placesOf(table.players, table.result);
      for (const p of table.players) {
        played.get(p)?.push({ opponents: table.players.filter((o) => o !== p), places });
        const mine = places.get(p)!;
        if ([...places.values()].every((other, i) => other > mine || table.players[i] === p)) addWin(p);
      }
    }
  }
  const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const rows = entrants.map((e): Standing => {
    // Stryker disable next-line ArrayDeclaration: every entrant has a list
    const games = played.get(e.id) ?? [];
    const perTable = games.map((g) => mean(g.opponents.map((o) => points.get(o) ?? 0)));
    const buchholz = perTable.reduce((a, b) => a + b, 0);
    return {
      rank: 0,
      playerId: e.id,
      status: e.status,
      points: points.get(e.id) ?? 0,
      buchholz,
      buchholzCut1: perTable.length ? buchholz - Math.min(...perTable) : 0,
      sonnebornBerger: games.reduce(
        (sum, g) => sum + mean(g.opponents.map((o) => (points.get(o) ?? 0) * pairwiseScore(g.places, e.id, o))),
        0,
      ),
      wins: wins.get(e.id) ?? 0,
      played: games.length,
      byes: byes.get(e.id) ?? 0,
      seed: e.seed,
    };
  });
  const keys = TIE_BREAKS[format];
  rows.sort((a, b) => {
    const dq = Number(a.status === 'disqualified') - Number(b.status === 'disqualified');
    if (dq !== 0) return dq;
    // Stryker disable next-line EqualityOperator: a difference of exactly 1e-9 does not occur
    for (const key of keys) if (Math.abs(a[key] - b[key]) > 1e-9) return b[key] - a[key];
    return a.seed - b.seed;
  });
  return rows.map((row, i) => ({ ...row, rank: i + 1 }));
}
