import { rate } from 'openskill';
import { plackettLuce, thurstoneMostellerFull } from 'openskill/models';
import { DEFAULT_RATING_CONFIG, displayRating, type RatingConfig } from './config.js';
import { decayedSkill } from './decay.js';
import { scopeKey, type Outcome, type PlayerRating, type RatedMatch, type RatingChange } from './types.js';

export function newPlayerRating(config: RatingConfig = DEFAULT_RATING_CONFIG): PlayerRating {
  return { mu: config.mu, sigma: config.sigma, games: 0, wins: 0, draws: 0, losses: 0, lastPlayedAt: null };
}

export function validateMatch(match: RatedMatch): void {
  const { teams, ranks, id } = match;
  if (teams.length < 2 || teams.length > 6) throw new RangeError(`Match ${id}: 2 to 6 teams, got ${teams.length}`);
  if (ranks.length !== teams.length) throw new RangeError(`Match ${id}: one rank per team`);
  if (teams.some((t) => t.length === 0)) throw new RangeError(`Match ${id}: empty team`);
  const players = teams.flat();
  if (new Set(players).size !== players.length) throw new RangeError(`Match ${id}: a player appears twice`);
  if (ranks.some((r) => !Number.isFinite(r))) throw new RangeError(`Match ${id}: ranks must be numbers`);
}

export const hasTie = (ranks: readonly number[]): boolean => new Set(ranks).size !== ranks.length;

function outcomeOf(rank: number, ranks: readonly number[]): Outcome {
  const best = Math.min(...ranks);
  if (rank !== best) return 'loss';
  return ranks.filter((r) => r === best).length > 1 ? 'draw' : 'win';
}

export interface RatedResult {
  updated: Map<string, PlayerRating>;
  changes: RatingChange[];
}

/**
 * Rates one finished match. Without ties: Plackett–Luce (openskill's default).
 * With ties: Thurstone–Mosteller full pairing, because Plackett–Luce can rank
 * tied players below the player they finished ahead of.
 */
export function rateMatch(
  match: RatedMatch,
  current: (playerId: string) => PlayerRating | undefined,
  config: RatingConfig = DEFAULT_RATING_CONFIG,
): RatedResult {
  validateMatch(match);
  const before = match.teams.map((team) => team.map((id) => current(id) ?? newPlayerRating(config)));
  const skills = before.map((team) => team.map((r) => decayedSkill(r, match.playedAt, config)));
  const model = hasTie(match.ranks) ? thurstoneMostellerFull : plackettLuce;
  const after = rate(skills, { rank: match.ranks, model, mu: config.mu, sigma: config.sigma });
  const key = scopeKey(match.scope);
  const updated = new Map<string, PlayerRating>();
  const changes: RatingChange[] = [];
  match.teams.forEach((team, t) => {
    const outcome = outcomeOf(match.ranks[t]!, match.ranks);
    team.forEach((playerId, p) => {
      const old = before[t]![p]!;
      const skillBefore = skills[t]![p]!;
      const { mu, sigma } = after[t]![p]!;
      updated.set(playerId, {
        mu,
        sigma,
        games: old.games + 1,
        wins: old.wins + (outcome === 'win' ? 1 : 0),
        draws: old.draws + (outcome === 'draw' ? 1 : 0),
        losses: old.losses + (outcome === 'loss' ? 1 : 0),
        lastPlayedAt: match.playedAt,
      });
      changes.push({
        matchId: match.id,
        scopeKey: key,
        playerId,
        outcome,
        before: { mu: old.mu, sigma: old.sigma },
        after: { mu, sigma },
        displayBefore: displayRating(skillBefore, config),
        displayAfter: displayRating({ mu, sigma }, config),
      });
    });
  });
  return { updated, changes };
}
