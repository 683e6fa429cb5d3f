/**
 * Turns a finished match (seats and the engine's ranking) into what the
 * rating model needs: teams of user ids, a place per team, and the mode.
 */
import type { Outcome } from '../../core/game.js';

export interface SeatInfo {
  seat: number;
  userId: string | null;
  isBot: boolean;
  team: number | null;
}

export interface RatedShape {
  mode: string;
  teams: string[][];
  ranks: number[];
}

/** "1v1" for duels, "ffa" for free-for-all of 3+, "2v2" (sizes joined by v) for team games. */
export function modeOf(seats: readonly Pick<SeatInfo, 'team'>[]): string {
  if (seats.some((s) => s.team !== null)) {
    const sizes = new Map<number, number>();
    for (const s of seats) sizes.set(s.team ?? -1, (sizes.get(s.team ?? -1) ?? 0) + 1);
    return [...sizes.values()].sort((a, b) => b - a).join('v');
  }
  return seats.length === 2 ? '1v1' : 'ffa';
}

/** Null when the match cannot be rated: a bot seat, a seat without a user, or no ranking. */
export function ratedShape(seats: readonly SeatInfo[], outcome: Outcome | null): RatedShape | null {
  // Stryker disable next-line ConditionalExpression: fewer than two seats make fewer than two teams, refused below
  if (!outcome || seats.length < 2 || seats.some((s) => s.isBot || !s.userId)) return null;
  const place = new Map<number, number>();
  outcome.ranking.forEach((group, i) => group.forEach((seat) => place.set(seat, i + 1)));
  if (seats.some((s) => !place.has(s.seat))) return null;
  const groups = new Map<string, SeatInfo[]>();
  for (const s of seats) {
    const key = s.team !== null ? `t${s.team}` : `s${s.seat}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const teams = [...groups.values()];
  if (teams.length < 2) return null;
  return {
    mode: modeOf(seats),
    teams: teams.map((team) => team.map((s) => s.userId!)),
    // A team finishes where its best seat finished.
    ranks: teams.map((team) => Math.min(...team.map((s) => place.get(s.seat)!))),
  };
}

/** Finishing place per user (1 = first), for tournaments and profiles. */
export function placesByUser(seats: readonly SeatInfo[], outcome: Outcome): Map<string, number> {
  const places = new Map<string, number>();
  outcome.ranking.forEach((group, i) => {
    for (const seat of group) {
      const userId = seats.find((s) => s.seat === seat)?.userId;
      if (userId) places.set(userId, i + 1);
    }
  });
  return places;
}
