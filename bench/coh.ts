/**
 * Champions of Hara figures (issue 15): content counts per character and per
 * World (cards, Monsters, Events, Bosses, and "plain" Monsters — no keyword,
 * no Item, no Special Loot, whose design is only statistics), random
 * 2-player Versus Arena games per second (choices drawn from the prompts
 * only), 2-player Versus games between bots (how often the first player and
 * each character win, how often Day 6 ends with no Champion), and each
 * implemented scenario played by bots with each allowed number of
 * characters (the win rate per scenario and count). `COH_RANDOM_GAMES`
 * (default 100), `COH_BOT_GAMES` (default 120: each ordered pair of
 * characters four times, 40 games per character; with 30 games, 10 each, a
 * character's figure swings by 15 points from one seed set to another) and
 * `COH_SCENARIO_GAMES` (default 6 per scenario and count; 0 skips the table)
 * size the runs. `COH_SCENARIOS` (ids, comma-separated: `S10,S02`) limits the
 * scenario table to those scenarios. The bot games also give the CPU time of
 * one bot decision (p50, p95, max).
 */
import { createRng, randomInt } from '../src/core/rng.js';
import { CONTENT, SCENARIOS } from '../src/games/coh/content/index.js';
import { CHARACTERS } from '../src/games/coh/content/schema.js';
import { cohEngine, type CohState } from '../src/games/coh/engine.js';
import type { BenchFigure } from './stats.js';

function start(seed: string, characters: string[]): CohState {
  return cohEngine.setup(
    { mode: 'versus', characters: characters as CohState['chars'][number]['character'][] },
    [{ name: 'A' }, { name: 'B' }],
    seed,
  );
}

/** CPU milliseconds of each bot decision in the bot games (Versus and scenarios): the figure a Discord match feels. */
const decisionMs: number[] = [];

function playOut(s: CohState, rng: ReturnType<typeof createRng> | null): CohState {
  for (let i = 0; i < 20_000 && !cohEngine.outcome(s); i++) {
    const p = cohEngine.prompts(s)[0]!;
    let action;
    if (!rng) {
      const cpu0 = process.cpuUsage();
      action = cohEngine.botAction(s, p.seat);
      const cpu = process.cpuUsage(cpu0);
      decisionMs.push((cpu.user + cpu.system) / 1000);
    } else {
      let choices = p.choices;
      if (p.kind === 'turn' && choices.length > 1 && randomInt(rng, 4) > 0) choices = choices.filter((c) => c.id !== 'end');
      action = choices[randomInt(rng, choices.length)]!.action;
    }
    s = cohEngine.apply(s, p.seat, action).state;
  }
  return s;
}

function play(seed: string, bot: boolean, characters: string[]): CohState {
  return playOut(start(seed, characters), bot ? null : createRng(`bench:${seed}`));
}

/** The i-th ordered pair of two different characters (30 pairs: each character plays each other one from both seats). */
function pairOf(i: number): string[] {
  const k = i % 30;
  const a = Math.floor(k / 5);
  const b = (a + 1 + (k % 5)) % 6;
  return [CHARACTERS[a]!, CHARACTERS[b]!];
}

export async function run(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const c of CONTENT.characters)
    figures.push({ name: `coh_cards_${c.id}`, value: CONTENT.abilities.filter((a) => a.character === c.id).length, unit: 'cards' });
  let monsters = 0;
  let plain = 0;
  for (const w of CONTENT.worlds) {
    const ms = w.deck.flatMap((c) => (c.type === 'monster' ? [c] : []));
    monsters += ms.length;
    const p = ms.filter(
      (m) =>
        !m.aggressive && !m.ally && !m.armored && m.critical === undefined && !m.dangerous && m.item === undefined && m.loot.length === 0,
    ).length;
    plain += p;
    figures.push({ name: `coh_world_${w.id}_monsters`, value: ms.length, unit: 'cards' });
    figures.push({ name: `coh_world_${w.id}_events`, value: w.deck.filter((c) => c.type === 'event').length, unit: 'cards' });
    figures.push({ name: `coh_world_${w.id}_plain_monsters`, value: p, unit: 'cards' });
  }
  figures.push({ name: 'coh_plain_monster_pct', value: +((100 * plain) / monsters).toFixed(1), unit: '%' });
  figures.push({ name: 'coh_dusk_cards', value: CONTENT.dusk.reduce((n, c) => n + (c.type === 'event' ? 1 : c.copies), 0), unit: 'cards' });

  const randomGames = Number(process.env.COH_RANDOM_GAMES ?? 100);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < randomGames; i++) play(`r${i}`, false, []);
  const cpu = process.cpuUsage(cpu0);
  figures.push({
    name: 'coh_random_2p_versus_games_per_s',
    value: +(randomGames / ((performance.now() - t0) / 1000)).toFixed(1),
    unit: 'games/s',
  });
  // Per second of this process's own CPU time (user + system): what one core does, whatever else the machine runs.
  figures.push({
    name: 'coh_random_games_per_cpu_s',
    value: +(randomGames / ((cpu.user + cpu.system) / 1e6)).toFixed(1),
    unit: 'games/s',
  });

  const botGames = Number(process.env.COH_BOT_GAMES ?? 120);
  let first = 0;
  let none = 0;
  const wins = new Map<string, number>();
  const played = new Map<string, number>();
  const t1 = performance.now();
  for (let i = 0; i < botGames; i++) {
    const pair = pairOf(i);
    const s = play(`b${i}`, true, pair);
    for (const c of s.chars) played.set(c.character, (played.get(c.character) ?? 0) + 1);
    if (s.winner === null) none++;
    else {
      wins.set(s.chars[s.winner]!.character, (wins.get(s.chars[s.winner]!.character) ?? 0) + 1);
      // The first player is the one who played first on Day 1 (turn order card No.1 at setup).
      if (start(`b${i}`, pair).order[0] === s.winner) first++;
    }
  }
  const decided = botGames - none;
  figures.push({ name: 'coh_bot_2p_versus_games', value: botGames, unit: 'games' });
  figures.push({
    name: 'coh_bot_2p_versus_seconds_per_game',
    value: +((performance.now() - t1) / 1000 / Math.max(1, botGames)).toFixed(2),
    unit: 's',
  });
  figures.push({ name: 'coh_bot_2p_versus_no_winner_pct', value: +((100 * none) / Math.max(1, botGames)).toFixed(1), unit: '%' });
  // Among the games with a Champion.
  figures.push({ name: 'coh_bot_2p_versus_first_player_win_pct', value: +((100 * first) / Math.max(1, decided)).toFixed(1), unit: '%' });
  for (const c of CHARACTERS)
    figures.push({
      name: `coh_bot_2p_versus_win_pct_${c}`,
      value: +((100 * (wins.get(c) ?? 0)) / Math.max(1, played.get(c) ?? 0)).toFixed(1),
      unit: '%',
    });

  // Each scenario the engine runs, with each number of characters it allows: the bots' win rate (the featured side's, §21.3).
  const scnGames = Number(process.env.COH_SCENARIO_GAMES ?? 6);
  const t2 = performance.now();
  let scnPlayed = 0;
  const only = process.env.COH_SCENARIOS?.toLowerCase().split(',');
  for (const def of scnGames > 0 ? SCENARIOS.filter((d) => !only || only.includes(d.id)) : []) {
    for (let n = def.players.min; n <= def.players.max; n++) {
      let won = 0;
      let refused = false;
      for (let g = 0; g < scnGames && !refused; g++) {
        // The featured character first, then the others in turn, a different set each game.
        const others = CHARACTERS.filter((c) => c !== def.character);
        const chars = [def.character, ...Array.from({ length: n - 1 }, (_, k) => others[(g + k) % others.length]!)];
        const seats = chars.map((_, k) => ({ name: `P${k + 1}` }));
        let s0: CohState;
        try {
          s0 = cohEngine.setup({ mode: 'versus', scenario: def.id, characters: chars }, seats, `scn:${def.id}:${n}:${g}`);
        } catch {
          // A count inside the scenario's range that its setup still refuses (S14: 2 or 4 characters, for two teams).
          refused = true;
          continue;
        }
        const s = playOut(s0, null);
        if (s.scn?.result === 'won') won++;
        scnPlayed++;
      }
      if (!refused) figures.push({ name: `coh_bot_${def.id}_${n}p_win_pct`, value: +((100 * won) / scnGames).toFixed(1), unit: '%' });
    }
  }
  if (decisionMs.length > 0) {
    // Per decision, of this process's own CPU time (one core's work, whatever else the machine runs).
    decisionMs.sort((a, b) => a - b);
    const at = (q: number) => +decisionMs[Math.min(decisionMs.length - 1, Math.floor(q * decisionMs.length))]!.toFixed(1);
    figures.push({ name: 'coh_bot_decision_cpu_ms_p50', value: at(0.5), unit: 'ms' });
    figures.push({ name: 'coh_bot_decision_cpu_ms_p95', value: at(0.95), unit: 'ms' });
    figures.push({ name: 'coh_bot_decision_cpu_ms_max', value: at(1), unit: 'ms' });
  }
  if (scnPlayed > 0) {
    figures.push({ name: 'coh_bot_scenario_games_each', value: scnGames, unit: 'games' });
    figures.push({
      name: 'coh_bot_scenario_seconds_per_game',
      value: +((performance.now() - t2) / 1000 / scnPlayed).toFixed(2),
      unit: 's',
    });
  }
  return figures;
}
