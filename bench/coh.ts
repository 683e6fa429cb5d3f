/**
 * Champions of Hara figures (issue 15): content counts per character and per
 * World (cards, Monsters, Events, Bosses, and "plain" Monsters — no keyword,
 * no Item, no Special Loot, whose design is only statistics), random
 * 2-player Versus Arena games per second (choices drawn from the prompts
 * only), and 2-player Versus games between bots: how often the first player
 * and each character win, and how often Day 6 ends with no Champion.
 * `COH_RANDOM_GAMES` (default 100) and `COH_BOT_GAMES` (default 24) size the
 * runs.
 */
import { createRng, randomInt } from '../src/core/rng.js';
import { CONTENT } from '../src/games/coh/content/index.js';
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

function play(seed: string, bot: boolean, characters: string[]): CohState {
  const rng = createRng(`bench:${seed}`);
  let s = start(seed, characters);
  for (let i = 0; i < 20_000 && !cohEngine.outcome(s); i++) {
    const p = cohEngine.prompts(s)[0]!;
    let action;
    if (bot) action = cohEngine.botAction(s, p.seat);
    else {
      let choices = p.choices;
      if (p.kind === 'turn' && choices.length > 1 && randomInt(rng, 4) > 0) choices = choices.filter((c) => c.id !== 'end');
      action = choices[randomInt(rng, choices.length)]!.action;
    }
    s = cohEngine.apply(s, p.seat, action).state;
  }
  return s;
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
  for (let i = 0; i < randomGames; i++) play(`r${i}`, false, []);
  figures.push({
    name: 'coh_random_2p_versus_games_per_s',
    value: +(randomGames / ((performance.now() - t0) / 1000)).toFixed(1),
    unit: 'games/s',
  });

  const botGames = Number(process.env.COH_BOT_GAMES ?? 24);
  let first = 0;
  let none = 0;
  const wins = new Map<string, number>();
  const played = new Map<string, number>();
  const t1 = performance.now();
  for (let i = 0; i < botGames; i++) {
    const pair = [CHARACTERS[i % 6]!, CHARACTERS[(i + 1 + Math.floor(i / 6)) % 6]!];
    if (pair[0] === pair[1]) pair[1] = CHARACTERS[(i + 2) % 6]!;
    const s = play(`b${i}`, true, pair);
    for (const c of s.chars) played.set(c.character, (played.get(c.character) ?? 0) + 1);
    if (s.winner === null) none++;
    else {
      wins.set(s.chars[s.winner]!.character, (wins.get(s.chars[s.winner]!.character) ?? 0) + 1);
      // The first player is the one who played first on Day 1 (turn order card No.1 at setup).
      if (start(`b${i}`, pair).order[0] === s.winner) first++;
    }
  }
  figures.push({ name: 'coh_bot_2p_versus_seconds_per_game', value: +((performance.now() - t1) / 1000 / botGames).toFixed(2), unit: 's' });
  figures.push({ name: 'coh_bot_2p_versus_no_winner_pct', value: +((100 * none) / botGames).toFixed(1), unit: '%' });
  figures.push({ name: 'coh_bot_2p_versus_wins_by_first_player', value: first, unit: 'games' });
  for (const c of CHARACTERS)
    figures.push({
      name: `coh_bot_2p_versus_win_pct_${c}`,
      value: +((100 * (wins.get(c) ?? 0)) / Math.max(1, played.get(c) ?? 0)).toFixed(1),
      unit: '%',
    });
  return figures;
}
