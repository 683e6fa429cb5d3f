/**
 * Epic Spell Wars figures: the content's variety (distinct spell designs,
 * damage-only cards, Treasure abilities), random 6-wizard matches per second
 * (choices drawn from the prompts only), and balance over 5,000 bot matches
 * at 6 wizards: win rate by seat position and by the glyph each bot favours
 * (one seat in six favours none). Targets: 12–22 % per seat and per glyph.
 * Winning spells are those a round's Last Survivor cast in that round; each
 * card's share of winning spells is compared with its share of all spells
 * cast (a ratio of 1 means a card wins as often as it is cast; the target is
 * ≤ 2), and the ten highest ratios are listed.
 */
import type { Action, Seat } from '../src/core/game.js';
import { createRng, randomInt, type RngState } from '../src/core/rng.js';
import type { GameEvent } from '../src/core/game.js';
import { CONTENT, GLYPHS, mainCard, type Glyph } from '../src/games/esw/content/index.js';
import { contentFigures } from '../src/games/esw/content/stats.js';
import { eswEngine, type EswState } from '../src/games/esw/engine.js';
import { eswBotAction } from '../src/games/esw/rules/bot.js';

const SEATS = Array.from({ length: 6 }, (_, i) => ({ name: `W${i + 1}` }));
const MAX_STEPS = 50_000;

/** A random offered action, leaning towards adding and locking (as a hurried human would). */
function randomAction(rng: RngState, actions: Action[]): Action {
  const lock = actions.find((a) => a.type === 'lock');
  if (lock && randomInt(rng, 2) === 0) return lock;
  const adds = actions.filter((a) => a.type === 'add');
  if (adds.length > 0 && randomInt(rng, 4) !== 0) return adds[randomInt(rng, adds.length)]!;
  return actions[randomInt(rng, actions.length)]!;
}

function playRandom(seed: string): EswState {
  const rng = createRng(`bench:${seed}`);
  let st = eswEngine.setup({ players: 6 }, SEATS, seed);
  for (let i = 0; i < MAX_STEPS && !eswEngine.outcome(st); i++) {
    const prompts = eswEngine.prompts(st);
    const p = prompts[randomInt(rng, prompts.length)]!;
    st = eswEngine.apply(
      st,
      p.seat,
      randomAction(
        rng,
        p.choices.map((c) => c.action),
      ),
    ).state;
  }
  return st;
}

/** Spells cast, and those of each round's Last Survivor, as lists of component ids. */
interface SpellTally {
  cast: number;
  won: number;
  castWith: Map<string, number>;
  wonWith: Map<string, number>;
  /** This round's spells by seat, until the round's token is given. */
  round: string[][][];
  /** Round-ending spells: the last spell cast before a token, when its caster took the token. */
  final: number;
  finalWith: Map<string, number>;
  last: { seat: number; cards: string[] } | null;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** Reads the cast spells (their pictures) and the Last Survivor tokens from a batch of events. */
function tallySpells(events: GameEvent[], tally: SpellTally): void {
  for (const e of events) {
    const pic = e.picture as { kind?: string; view?: { seat: number; cards: { card: string }[] } } | undefined;
    if (pic?.kind === 'spell' && pic.view) {
      const cards = [...new Set(pic.view.cards.map((c) => c.card))];
      tally.cast++;
      for (const c of cards) bump(tally.castWith, c);
      (tally.round[pic.view.seat] ??= []).push(cards);
      tally.last = { seat: pic.view.seat, cards };
      continue;
    }
    const text = e.text as { key?: string; vars?: { who?: string } };
    if (text.key === 'esw.ev.token') {
      const seat = SEATS.findIndex((s) => s.name === text.vars?.who);
      for (const cards of tally.round[seat] ?? []) {
        tally.won++;
        for (const c of cards) bump(tally.wonWith, c);
      }
      if (tally.last?.seat === seat) {
        tally.final++;
        for (const c of tally.last.cards) bump(tally.finalWith, c);
      }
    }
    if (text.key === 'esw.ev.token' || text.key === 'esw.ev.noSurvivor') {
      tally.round = [];
      tally.last = null;
    }
  }
}

function playBots(seed: string, focus: (Glyph | null)[], tally: SpellTally): Seat | null {
  let st = eswEngine.setup({ players: 6 }, SEATS, seed);
  for (let i = 0; i < MAX_STEPS && !eswEngine.outcome(st); i++) {
    const p = eswEngine.prompts(st)[0]!;
    const next = eswEngine.apply(st, p.seat, eswBotAction(st, p.seat, focus[p.seat] ?? null));
    tallySpells(next.events, tally);
    st = next.state;
  }
  return st.winner;
}

export async function run(): Promise<{ name: string; value: number; unit: string }[]> {
  const figures: { name: string; value: number; unit: string }[] = [];
  const content = contentFigures(CONTENT);
  figures.push({ name: 'esw_distinct_spell_designs', value: content.designs, unit: 'designs' });
  figures.push({ name: 'esw_damage_only_card_pct', value: content.damageOnlyPct, unit: '%' });
  figures.push({ name: 'esw_treasure_abilities', value: content.treasureAbilities, unit: 'abilities' });
  const randomGames = Number(process.env.ESW_RANDOM_GAMES ?? 300);
  const t0 = performance.now();
  let unfinished = 0;
  for (let i = 0; i < randomGames; i++) if (playRandom(`r${i}`).phase !== 'over') unfinished++;
  const seconds = (performance.now() - t0) / 1000;
  figures.push({ name: 'esw_random_6p_games_per_s', value: +(randomGames / seconds).toFixed(1), unit: 'games/s' });
  figures.push({ name: 'esw_random_6p_unfinished', value: unfinished, unit: 'games' });

  const botGames = Number(process.env.ESW_BOT_GAMES ?? 5000);
  const focuses: (Glyph | null)[] = [...GLYPHS, null];
  const seatWins = Array(6).fill(0) as number[];
  const focusWins = new Map<string, number>();
  const focusSeats = new Map<string, number>();
  let noWinner = 0;
  const tally: SpellTally = {
    cast: 0,
    won: 0,
    castWith: new Map(),
    wonWith: new Map(),
    round: [],
    final: 0,
    finalWith: new Map(),
    last: null,
  };
  const t1 = performance.now();
  for (let g = 0; g < botGames; g++) {
    // Each seat's favoured glyph rotates from match to match so seats and glyphs are measured apart.
    const focus = SEATS.map((_, s) => focuses[(g + s) % focuses.length]!);
    for (const f of focus) focusSeats.set(f ?? 'none', (focusSeats.get(f ?? 'none') ?? 0) + 1);
    const winner = playBots(`b${g}`, focus, tally);
    if (winner === null) {
      noWinner++;
      continue;
    }
    seatWins[winner]!++;
    const f = focus[winner] ?? 'none';
    focusWins.set(f, (focusWins.get(f) ?? 0) + 1);
  }
  figures.push({ name: 'esw_bot_6p_games_per_s', value: +(botGames / ((performance.now() - t1) / 1000)).toFixed(1), unit: 'games/s' });
  seatWins.forEach((w, s) => figures.push({ name: `esw_seat${s + 1}_win_pct`, value: +((100 * w) / botGames).toFixed(2), unit: '%' }));
  for (const f of focuses) {
    const key = f ?? 'none';
    // Win rate of a seat favouring this glyph (each match has exactly one such seat).
    const pct = (100 * (focusWins.get(key) ?? 0)) / ((focusSeats.get(key) ?? 1) / 1);
    figures.push({ name: `esw_focus_${key}_win_pct`, value: +pct.toFixed(2), unit: '%' });
  }
  figures.push({ name: 'esw_bot_6p_no_winner', value: noWinner, unit: 'games' });
  // Cards cast in at least 1 % of the spells, so that a ratio rests on enough wins.
  const ratios = [...tally.castWith.entries()]
    .filter(([, n]) => n >= tally.cast / 100)
    .map(([card, n]) => ({ card, ratio: (tally.wonWith.get(card) ?? 0) / tally.won / (n / tally.cast) }))
    .sort((a, b) => b.ratio - a.ratio);
  figures.push({ name: 'esw_winning_spells', value: tally.won, unit: 'spells' });
  figures.push({ name: 'esw_max_card_win_share_ratio', value: +(ratios[0]?.ratio ?? 0).toFixed(2), unit: '×' });
  // The same ratio over round-ending spells only: those lean to damage by nature (they kill), so this is for a look.
  const finals = [...tally.castWith.entries()]
    .filter(([, n]) => n >= tally.cast / 100)
    .map(([card, n]) => ({ card, ratio: (tally.finalWith.get(card) ?? 0) / tally.final / (n / tally.cast) }))
    .sort((a, b) => b.ratio - a.ratio);
  figures.push({ name: 'esw_round_ending_spells', value: tally.final, unit: 'spells' });
  figures.push({ name: 'esw_max_card_round_ending_ratio', value: +(finals[0]?.ratio ?? 0).toFixed(2), unit: '×' });
  figures.push({ name: `esw_round_ending_top_${finals[0]?.card ?? 'none'}`, value: +(finals[0]?.ratio ?? 0).toFixed(2), unit: '×' });
  for (const { card, ratio } of ratios.slice(0, 10)) {
    figures.push({ name: `esw_win_share_${card}_${mainCard(card).name.replace(/\W+/g, '_')}`, value: +ratio.toFixed(2), unit: '×' });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await run());
}
