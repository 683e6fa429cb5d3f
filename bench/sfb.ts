/**
 * Super Fantasy Brawl figures: engine throughput, random games per second,
 * and a balance report of bot-vs-bot games (first-player and per-champion win
 * rates). `run()` is called by bench/run.ts; it also runs standalone:
 *   npx tsx -e "import('./bench/sfb.ts').then(m=>m.run()).then(r=>console.table(r))"
 */
import { playout } from '../src/games/sfb/rules/playout.js';
import { CONTENT } from '../src/games/sfb/content/index.js';

export interface Figure {
  name: string;
  value: number;
  unit: string;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export async function run(opts: { randomGames?: number; botGames?: number } = {}): Promise<Figure[]> {
  const randomGames = opts.randomGames ?? Number(process.env.SFB_RANDOM_GAMES ?? 1000);
  const botGames = opts.botGames ?? Number(process.env.SFB_BOT_GAMES ?? 2000);
  const figures: Figure[] = [];

  // Warm-up so the JIT does not skew the first figures.
  for (let i = 0; i < 20; i++) playout(`warm-${i}`, 2, 'random');

  let applies = 0;
  let ended = 0;
  const cpu0 = process.cpuUsage();
  let t0 = performance.now();
  for (let i = 0; i < randomGames; i++) {
    const r = playout(`bench-random-${i}`, 2, 'random');
    applies += r.applies;
    if (r.ended) ended++;
  }
  let secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSecs = (cpu.user + cpu.system) / 1e6;
  figures.push({ name: 'sfb_random_games_per_s', value: round1(randomGames / secs), unit: 'games/s' });
  // Per second of CPU time: the single-core figure even when the machine is shared.
  figures.push({ name: 'sfb_random_games_per_cpu_s', value: round1(randomGames / cpuSecs), unit: 'games/cpu-s' });
  figures.push({ name: 'sfb_apply_per_s', value: Math.round(applies / secs), unit: 'applies/s' });
  figures.push({ name: 'sfb_random_games_ended_pct', value: round1((100 * ended) / randomGames), unit: '%' });
  figures.push({ name: 'sfb_random_game_applies_mean', value: round1(applies / randomGames), unit: 'applies' });

  t0 = performance.now();
  let firstWins = 0;
  let decided = 0;
  let rounds = 0;
  const played = new Map<string, number>();
  const won = new Map<string, number>();
  for (let i = 0; i < botGames; i++) {
    const r = playout(`bench-bot-${i}`, 2, 'bot');
    const s = r.state;
    if (s.winner === null) continue;
    decided++;
    rounds += s.round;
    const firstTeam = s.players[s.order[0]!]!.team;
    if (s.winner === firstTeam) firstWins++;
    for (const c of Object.values(s.champs)) {
      played.set(c.id, (played.get(c.id) ?? 0) + 1);
      if (c.team === s.winner) won.set(c.id, (won.get(c.id) ?? 0) + 1);
    }
  }
  secs = (performance.now() - t0) / 1000;
  figures.push({ name: 'sfb_bot_games_per_s', value: round1(botGames / secs), unit: 'games/s' });
  figures.push({ name: 'sfb_bot_games_decided', value: decided, unit: 'games' });
  figures.push({ name: 'sfb_bot_game_rounds_mean', value: round1(rounds / Math.max(1, decided)), unit: 'rounds' });
  figures.push({ name: 'sfb_first_player_win_pct', value: round1((100 * firstWins) / Math.max(1, decided)), unit: '%' });
  for (const c of CONTENT.champions) {
    const n = played.get(c.id) ?? 0;
    figures.push({ name: `sfb_champion_win_pct_${c.key}`, value: round1((100 * (won.get(c.id) ?? 0)) / Math.max(1, n)), unit: '%' });
  }
  return figures;
}
