/**
 * Super Fantasy Brawl behind Discord (discord-duels.ts): whole friendly duels.
 * Figures: click p50/p95, decisions per duel, seconds of server work per duel.
 */
import { sfb } from '../src/games/sfb/index.js';
import { mean, timeDuelClicks } from './discord-duels.js';
import { percentile, round, type BenchFigure } from './stats.js';

export async function run(): Promise<BenchFigure[]> {
  const { clicks, decisions, seconds } = await timeDuelClicks(sfb, { recruitment: 'friendly' }, 3);
  return [
    { name: 'sfb_click_handler_p50_ms', value: round(percentile(clicks, 50)), unit: 'ms' },
    { name: 'sfb_click_handler_p95_ms', value: round(percentile(clicks, 95)), unit: 'ms' },
    { name: 'sfb_decisions_per_duel', value: round(mean(decisions), 1), unit: 'decisions' },
    { name: 'sfb_server_seconds_per_duel', value: round(mean(seconds), 1), unit: 's' },
  ];
}
