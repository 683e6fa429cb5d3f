/**
 * Ascension Tactics behind Discord (discord-duels.ts): the panel's picture is
 * the hand, or the lettered board on a move. Over the first decisions of two
 * duels (`AT_DISCORD_CLICKS` per duel, default 150). Figures: click p50/p95.
 */
import { at } from '../src/games/at/index.js';
import { timeDuelClicks } from './discord-duels.js';
import { percentile, round, type BenchFigure } from './stats.js';

export async function run(): Promise<BenchFigure[]> {
  const { clicks } = await timeDuelClicks(at, { mode: 'duel' }, 2, Number(process.env.AT_DISCORD_CLICKS ?? 150));
  return [
    { name: 'at_click_p50_ms', value: round(percentile(clicks, 50)), unit: 'ms' },
    { name: 'at_click_p95_ms', value: round(percentile(clicks, 95)), unit: 'ms' },
  ];
}
