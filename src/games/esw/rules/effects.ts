import type { Seat } from '../../../core/game.js';
import { drawCards } from '../../../core/deck.js';
import { randomInt } from '../../../core/rng.js';
import { deadWizardCard, mainCard, treasureCard } from '../content/index.js';
import type { Amount, ComponentCard, Effect, Power, SimpleEffect } from '../content/schema.js';
import { MAX_LIFE, type EswState } from './state.js';
import { cardName, drawMain, glyphCardCount, livingFoes, rollD6, say, seatName, spellGlyphs, type Events } from './util.js';

/** What an effect needs to know: who casts, which card, its fixed targets. */
export interface EffectContext {
  caster: Seat;
  card: ComponentCard;
  targets: Seat[];
}

export function amountOf(st: EswState, ctx: EffectContext, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  const cards = st.casting?.cards ?? [];
  switch (amount.per) {
    case 'glyphs':
      return spellGlyphs(st, ctx.caster, cards).size + amount.plus;
    case 'treasures':
      return st.seats[ctx.caster]!.treasures.length + amount.plus;
    case 'glyphCards':
      return glyphCardCount(st, ctx.caster, cards, amount.glyph ?? ctx.card.glyph) + amount.plus;
    case 'foes':
      return livingFoes(st, ctx.caster).length + amount.plus;
  }
}

export function runEffect(st: EswState, ctx: EffectContext, effect: Effect, events: Events): void {
  if (effect.op === 'power') powerRoll(st, ctx, effect, events);
  else runSimple(st, ctx, effect, events);
}

function runSimple(st: EswState, ctx: EffectContext, e: SimpleEffect, events: Events): void {
  switch (e.op) {
    case 'damage': {
      const n = amountOf(st, ctx, e.amount);
      const victims = e.to === 'self' ? [ctx.caster] : ctx.targets;
      for (const v of victims) dealDamage(st, ctx.caster, v, n, events);
      return;
    }
    case 'heal':
      healSeat(st, ctx.caster, amountOf(st, ctx, e.amount), events);
      return;
    case 'treasure': {
      const who =
        e.who === 'self' ? [ctx.caster] : e.who === 'target' ? ctx.targets : [ctx.caster, ...ctx.targets.filter((s) => s !== ctx.caster)];
      for (const s of who) gainTreasure(st, s, events);
      return;
    }
    case 'reveal':
      revealAndAdd(st, ctx, e.count, events);
      return;
    case 'disrupt':
      for (const s of ctx.targets) disruptSpell(st, s, events);
      return;
    case 'draw': {
      const seat = st.seats[ctx.caster]!;
      const drawn = drawMain(st, e.count);
      seat.hand.push(...drawn);
      say(events, 'draws', { who: seatName(st, ctx.caster), count: drawn.length });
      return;
    }
  }
}

/** Damage lowers life; Treasures that ward reduce a foe's damage. Death at 0 or less (ESW-AMB-9). */
export function dealDamage(st: EswState, from: Seat, to: Seat, amount: number, events: Events): void {
  const victim = st.seats[to]!;
  if (!victim.alive) return;
  let n = amount;
  // The best ward counts, wards do not stack, and a hit always lands for at least 1.
  if (from !== to && n > 1) n = Math.max(1, n - bestAbility(victim.treasures, 'ward'));
  if (n !== amount) say(events, 'ward', { who: seatName(st, to), amount: amount - n });
  victim.life = Math.max(0, victim.life - n);
  say(events, from === to ? 'backlash' : 'damage', { who: seatName(st, to), amount: n, life: victim.life });
  if (victim.life <= 0) kill(st, to, events);
}

/** The largest amount among a seat's Treasures of one kind (ward and regen do not stack). */
export function bestAbility(treasures: readonly string[], kind: 'ward' | 'regen'): number {
  let best = 0;
  for (const id of treasures) {
    const a = treasureCard(id).ability;
    if (a.k === kind) best = Math.max(best, a.amount);
  }
  return best;
}

export function healSeat(st: EswState, seat: Seat, amount: number, events: Events): void {
  const s = st.seats[seat]!;
  if (!s.alive || amount <= 0) return;
  const before = s.life;
  s.life = Math.min(MAX_LIFE, s.life + amount);
  say(events, 'heal', { who: seatName(st, seat), amount: s.life - before, life: s.life });
}

/** Treasures go face up in front of their owner, never in hand (ESW-TREAS-2/4). None left: nothing (ESW-AMB-19). */
export function gainTreasure(st: EswState, seat: Seat, events: Events): void {
  const s = st.seats[seat]!;
  if (!s.alive) return;
  const [id] = drawCards(st.rng, st.treasureDeck, 1);
  if (!id) {
    say(events, 'noTreasure', { who: seatName(st, seat) });
    return;
  }
  s.treasures.push(id);
  say(events, 'treasure', { who: seatName(st, seat), treasure: treasureCard(id).name });
}

export function drawDeadWizard(st: EswState, seat: Seat, events: Events): void {
  const [id] = drawCards(st.rng, st.deadDeck, 1);
  if (!id) return;
  st.seats[seat]!.deadCards.push(id);
  say(events, 'deadCard', { who: seatName(st, seat), card: deadWizardCard(id).name });
}

/**
 * A killed wizard discards hand and Treasures and takes a Dead Wizard card at
 * once (ESW-DEAD-1..3); their unrevealed spell is discarded too (ESW-AMB-2).
 */
export function kill(st: EswState, seat: Seat, events: Events): void {
  const s = st.seats[seat]!;
  s.alive = false;
  s.life = 0;
  say(events, 'death', { who: seatName(st, seat) });
  st.main.discard.push(...s.hand.splice(0));
  st.treasureDeck.discard.push(...s.treasures.splice(0));
  if (s.spell) st.main.discard.push(...s.spell.map((p) => p.card));
  s.spell = null;
  s.draft = [];
  delete st.tieRolls[String(seat)];
  drawDeadWizard(st, seat, events);
}

/** Reveal N: cards sharing a glyph with the spell join it in their own slot (ESW-ADD-1..7). */
function revealAndAdd(st: EswState, ctx: EffectContext, count: number, events: Events): void {
  const casting = st.casting;
  if (!casting) return;
  const glyphs = spellGlyphs(st, ctx.caster, casting.cards);
  for (const id of drawMain(st, count)) {
    const c = mainCard(id);
    if (c.kind !== 'wild' && glyphs.has(c.glyph)) {
      casting.cards.push({ card: id, slot: c.kind, resolved: false, added: true });
      say(events, 'revealAdd', { card: c.name });
    } else {
      st.main.discard.push(id);
      say(events, 'revealDiscard', { card: c.name });
    }
  }
}

/** The target loses a random card of their face-down spell; its count changes, and so may its place (ESW-ORDER-11). */
function disruptSpell(st: EswState, seat: Seat, events: Events): void {
  const s = st.seats[seat]!;
  if (!s.alive || !s.spell || s.spell.length === 0) return;
  const [lost] = s.spell.splice(randomInt(st.rng, s.spell.length), 1);
  st.main.discard.push(lost!.card);
  delete st.tieRolls[String(seat)];
  // The announced Initiative no longer stands: the spell announces again when its new group is compared.
  st.announced = st.announced.filter((s) => s !== seat);
  say(events, 'disrupt', { who: seatName(st, seat), card: cardName(lost!.card), count: s.spell.length });
  if (s.spell.length === 0) s.spell = null;
}

/** Dice of a power roll: one per card of the rolling card's glyph, plus Treasures (ESW-POWER-2/4/5). */
export function powerDice(st: EswState, caster: Seat, card: ComponentCard): number {
  let dice = glyphCardCount(st, caster, st.casting?.cards ?? [], card.glyph);
  for (const id of st.seats[caster]!.treasures) {
    const a = treasureCard(id).ability;
    if (a.k === 'extraDie' && a.glyph === card.glyph) dice++;
  }
  return Math.max(1, dice);
}

/** Targets were fixed before this (ESW-POWER-7); re-rolls come before after-roll Treasures (ESW-POWER-9). */
function powerRoll(st: EswState, ctx: EffectContext, effect: Power, events: Events): void {
  const n = powerDice(st, ctx.caster, ctx.card);
  const dice = Array.from({ length: n }, () => rollD6(st));
  say(events, 'powerRoll', { card: ctx.card.name, count: n, dice: dice.join(' + ') });
  const treasures = st.seats[ctx.caster]!.treasures.map((id) => treasureCard(id));
  for (const tr of treasures) {
    if (tr.ability.k !== 'rerollOnes' || !dice.includes(1)) continue;
    for (let i = 0; i < dice.length; i++) if (dice[i] === 1) dice[i] = rollD6(st);
    say(events, 'reroll', { treasure: tr.name, dice: dice.join(' + ') });
  }
  const total = dice.reduce((a, b) => a + b, 0);
  const row = effect.table.find((r) => total >= r.min && (r.max === undefined || total <= r.max))!;
  say(events, 'powerTotal', { total, min: row.min, max: row.max ?? '+' });
  for (const e of row.effects) runSimple(st, ctx, e, events);
  for (const tr of treasures) {
    const a = tr.ability;
    if (a.k !== 'afterRoll' || total < a.atLeast) continue;
    const foes = ctx.targets.filter((s) => s !== ctx.caster && st.seats[s]!.alive);
    if (foes.length === 0) continue;
    say(events, 'afterRoll', { treasure: tr.name, total });
    for (const v of foes) dealDamage(st, ctx.caster, v, a.damage, events);
  }
}
