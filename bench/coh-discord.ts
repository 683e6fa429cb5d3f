/**
 * Champions of Hara behind Discord (discord-duels.ts): the panel's picture is
 * the character sheet, or the lettered board for a space; whole 2-player
 * Versus Arenas (`COH_DISCORD_MATCHES`, default 2). Figures: click p50/p95,
 * decisions per match.
 */
import { coh } from '../src/games/coh/index.js';
import { mean, timeDuelClicks } from './discord-duels.js';
import { percentile, round, type BenchFigure } from './stats.js';

export async function run(): Promise<BenchFigure[]> {
  const { clicks, decisions } = await timeDuelClicks(coh, { mode: 'versus' }, Number(process.env.COH_DISCORD_MATCHES ?? 2));
  return [
    { name: 'coh_click_p50_ms', value: round(percentile(clicks, 50)), unit: 'ms' },
    { name: 'coh_click_p95_ms', value: round(percentile(clicks, 95)), unit: 'ms' },
    { name: 'coh_decisions_per_versus', value: round(mean(decisions), 1), unit: 'decisions' },
  ];
}
