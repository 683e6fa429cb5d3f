import type { PlayerId } from './types.js';

/**
 * Circle method: the first player stays put while the others rotate one step
 * each round; with an odd count a null joins and whoever meets it has a bye.
 * Every pair meets exactly once over n − 1 rounds (n even) or n rounds (n odd).
 */
export function roundRobinSchedule(players: readonly PlayerId[]): (PlayerId | null)[][][] {
  const circle: (PlayerId | null)[] = [...players];
  if (circle.length % 2 === 1) circle.push(null);
  const n = circle.length;
  const rounds: (PlayerId | null)[][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: (PlayerId | null)[][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i] ?? null;
      const b = circle[n - 1 - i] ?? null;
      // Alternate who is listed first (first player) for the fixed player.
      pairs.push(i === 0 && r % 2 === 1 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    circle.splice(1, 0, circle.pop() ?? null);
  }
  return rounds;
}
