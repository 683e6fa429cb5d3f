import type { Action, Seat } from '../../../core/game.js';
import { mainCard } from '../content/index.js';
import {
  SLOTS,
  type Amount,
  type ComponentCard,
  type Effect,
  type Glyph,
  type SimpleEffect,
  type Slot,
  type Targeting,
} from '../content/schema.js';
import { MAX_LIFE, type EswState, type Placed } from './state.js';
import { livingFoes } from './util.js';

/**
 * A bot that builds a sensible spell: it scores every valid spell its hand
 * allows by expected damage to foes, healing when hurt and glyph synergy for
 * power rolls, then adds, removes and locks one card per action. Choices
 * during resolution go for the weakest victim. Deterministic from the state.
 */

/** Probability of a power total landing in rows 1–4, 5–9, 10+ with n dice (n = 1..4, more treated as 4). */
const ROW_ODDS: number[][] = [1, 2, 3, 4].map((n) => {
  const counts = [0, 0, 0];
  const walk = (left: number, sum: number) => {
    if (left === 0) {
      counts[sum <= 4 ? 0 : sum <= 9 ? 1 : 2]!++;
      return;
    }
    for (let f = 1; f <= 6; f++) walk(left - 1, sum + f);
  };
  walk(n, 0);
  const total = 6 ** n;
  return counts.map((c) => c / total);
});

interface Situation {
  life: number;
  foes: number;
  treasures: number;
  /** Fewest life among the living (ties included). */
  weakest: boolean;
  /** Most life among the living (ties included). */
  strongest: boolean;
}

/** Expected best of n d6 (n = 2..4). */
const KEEP_HIGH = [0, 3.5, 4.47, 4.96, 5.24];

function guessAmount(a: Amount, sit: Situation, glyphs: number): number {
  if (typeof a === 'number') return a;
  const base: Record<Exclude<Amount, number>['per'], number> = {
    glyphs,
    treasures: sit.treasures,
    foes: sit.foes,
    glyphCards: 2,
    tableTreasures: 2 + sit.treasures,
    tableGlyph: 2,
    dead: 1,
    keepHigh: KEEP_HIGH[a.dice ?? 2] ?? 4.5,
  };
  return base[a.per] + a.plus;
}

function simpleValue(e: SimpleEffect, targets: number, sit: Situation, glyphs: number): number {
  switch (e.op) {
    case 'damage': {
      const n = guessAmount(e.amount, sit, glyphs);
      // Backlash hurts more the closer to death the caster is.
      return e.to === 'self' ? -n * (sit.life <= n + 2 ? 6 : 1) : n * targets;
    }
    case 'heal': {
      const n = guessAmount(e.amount, sit, glyphs);
      // Healing the targets helps foes as much as it helps you.
      if (e.to === 'target') return -0.6 * n * Math.max(0, targets);
      return Math.min(n, MAX_LIFE - sit.life) * (sit.life < 10 ? 1.5 : 0.7);
    }
    case 'treasure':
      return e.who === 'self' ? 1.5 : e.who === 'both' ? 1 : -0.5;
    case 'reveal':
      return e.count * 0.8;
    case 'disrupt':
      return 1;
    case 'draw':
      return 0.4 * e.count;
    case 'stealTreasure':
      return 1.2 * targets;
    case 'swapTreasures':
      return sit.treasures === 0 ? 1 : 0.2;
    case 'discardHand':
      return 0.5 * e.count * targets;
    case 'stealCard':
      return 0.8 * e.count * targets;
    case 'drain': {
      const n = guessAmount(e.amount, sit, glyphs) * targets;
      return n + Math.min(n, MAX_LIFE - sit.life) * (sit.life < 10 ? 1.2 : 0.5);
    }
    case 'echo':
      return 3;
    case 'guard':
      return 2;
    case 'stall':
      return 0.8 * targets;
    case 'delayed':
      return 0.8 * e.effects.reduce((a, x) => a + simpleValue(x, targets, sit, glyphs), 0);
    case 'if': {
      const holds = e.cond === 'weakest' ? sit.weakest : sit.strongest;
      return holds ? e.effects.reduce((a, x) => a + simpleValue(x, targets, sit, glyphs), 0) : 0;
    }
  }
}

const targetCount = (targeting: Targeting | undefined, foes: number): number =>
  targeting === 'eachFoe' ? foes : targeting === 'everyone' ? foes - 1 : targeting === 'leftAndRight' ? Math.min(2, foes) : 1;

function effectValue(e: Effect, card: ComponentCard, sit: Situation, glyphDice: number, glyphs: number): number {
  const targets = targetCount(card.target, sit.foes);
  if (e.op !== 'power') return simpleValue(e, targets, sit, glyphs);
  const odds = ROW_ODDS[Math.min(4, Math.max(1, glyphDice)) - 1]!;
  const rowValue = (i: number) => e.table[i]!.effects.reduce((a, x) => a + simpleValue(x, targets, sit, glyphs), 0);
  // Tables are 1–4 / 5–9 / 10+ in our content; other shapes are read by their first three rows.
  return odds.reduce((a, p, i) => a + p * rowValue(Math.min(i, e.table.length - 1)), 0);
}

/** Expected worth of a spell for its caster. */
export function spellValue(cards: readonly string[], sit: Situation, focus: Glyph | null): number {
  const comps = cards.map(mainCard).filter((c): c is ComponentCard => c.kind !== 'wild');
  const wilds = cards.length - comps.length;
  const glyphs = new Set(comps.map((c) => c.glyph)).size + (wilds > 0 ? 1 : 0);
  let value = wilds * 2.2;
  for (const c of comps) {
    const dice = comps.filter((x) => x.glyph === c.glyph).length;
    value += c.effects.reduce((a, e) => a + effectValue(e, c, sit, dice, glyphs), 0);
    if (focus && c.glyph === focus) value += 1;
  }
  return value;
}

/** The best valid spell in hand: at most one card per slot, Wild Magic filling an empty slot. */
export function bestSpell(hand: readonly string[], sit: Situation, focus: Glyph | null): Placed[] {
  const options: Record<Slot, (string | null)[]> = { source: [null], quality: [null], destination: [null] };
  const wild = hand.find((c) => mainCard(c).kind === 'wild') ?? null;
  for (const c of hand) {
    const kind = mainCard(c).kind;
    if (kind !== 'wild') options[kind].push(c);
  }
  let best: Placed[] = [];
  let bestValue = -Infinity;
  for (const s of options.source) {
    for (const q of options.quality) {
      for (const d of options.destination) {
        const picks: Placed[] = [];
        if (s) picks.push({ card: s, slot: 'source' });
        if (q) picks.push({ card: q, slot: 'quality' });
        if (d) picks.push({ card: d, slot: 'destination' });
        // One Wild Magic may fill the first empty slot.
        if (wild && picks.length < 3) {
          const free = SLOTS.find((slot) => !picks.some((p) => p.slot === slot))!;
          const withWild = [...picks, { card: wild, slot: free }];
          const v = spellValue(
            withWild.map((p) => p.card),
            sit,
            focus,
          );
          if (v > bestValue) [best, bestValue] = [withWild, v];
        }
        if (picks.length === 0) continue;
        const v = spellValue(
          picks.map((p) => p.card),
          sit,
          focus,
        );
        if (v > bestValue) [best, bestValue] = [picks, v];
      }
    }
  }
  return best;
}

/** bestSpell is pure: a small memo spares recomputing it for each of a build's actions. */
const memo = new Map<string, Placed[]>();
function bestSpellMemo(hand: readonly string[], sit: Situation, focus: Glyph | null): Placed[] {
  const key = `${hand.join(',')}|${sit.life}|${sit.foes}|${sit.treasures}|${sit.weakest}|${sit.strongest}|${focus ?? ''}`;
  let found = memo.get(key);
  if (!found) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: clearing the cache sooner or later changes no result
    if (memo.size > 5000) memo.clear();
    found = bestSpell(hand, sit, focus);
    memo.set(key, found);
  }
  return found;
}

export function situationOf(st: EswState, seat: Seat): Situation {
  const s = st.seats[seat]!;
  const lives = st.seats.filter((x) => x.alive).map((x) => x.life);
  return {
    life: s.life,
    foes: livingFoes(st, seat).length,
    treasures: s.treasures.length,
    weakest: s.life <= Math.min(...lives),
    strongest: s.life >= Math.max(...lives),
  };
}

export function eswBotAction(st: EswState, seat: Seat, focus: Glyph | null = null): Action {
  const w = st.await;
  if (w && w.seat === seat) {
    if (w.kind === 'target') {
      // Equal life: the nearest foe clockwise, so no seat number is favoured.
      const around = (x: Seat) => (x - seat + st.players) % st.players;
      const weakest = [...w.seats].sort((a, b) => st.seats[a]!.life - st.seats[b]!.life || around(a) - around(b))[0]!;
      return { type: 'target', seat: weakest };
    }
    if (w.kind === 'order') return { type: 'order', card: w.cards[0]! };
    if (w.kind === 'steal') return { type: 'steal', treasure: w.treasures[w.treasures.length - 1]! };
    // Keep the most valuable card of each duplicated slot: discard the weakest one.
    const sit = situationOf(st, seat);
    const worst = [...w.cards].sort((a, b) => spellValue([a], sit, focus) - spellValue([b], sit, focus))[0]!;
    return { type: 'fix', card: worst };
  }
  const s = st.seats[seat]!;
  const target = bestSpellMemo(s.hand, situationOf(st, seat), focus);
  const extra = s.draft.find((p) => !target.some((t) => t.card === p.card && t.slot === p.slot));
  if (extra) return { type: 'remove', card: extra.card };
  const missing = target.find((t) => !s.draft.some((p) => p.card === t.card));
  if (missing) return { type: 'add', card: missing.card, slot: missing.slot };
  return { type: 'lock' };
}
