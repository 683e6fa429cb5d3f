import type { Seat } from '../../../core/game.js';
import { drawCards } from '../../../core/deck.js';
import { randomInt } from '../../../core/rng.js';
import { componentCard, deadWizardCard, mainCard, treasureCard } from '../content/index.js';
import type { Amount, ComponentCard, Effect, Power, SimpleEffect } from '../content/schema.js';
import { MAX_LIFE, type EswState } from './state.js';
import { cardName, cardNames, drawMain, glyphCardCount, livingFoes, rollD6, say, seatName, spellGlyphs, type Events } from './util.js';

/** What an effect needs to know: who casts, which card, its fixed targets; `nested` inside a repeat or a delayed effect. */
export interface EffectContext {
  caster: Seat;
  card: ComponentCard;
  targets: Seat[];
  nested?: boolean;
}

export function amountOf(st: EswState, ctx: EffectContext, amount: Amount, events: Events): number {
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
    case 'tableTreasures':
      return st.seats.reduce((a, s) => a + s.treasures.length, 0) + amount.plus;
    case 'tableGlyph': {
      // Cards of the glyph in the spells cast this turn, this one included (ESW-FX-6).
      const glyph = amount.glyph ?? ctx.card.glyph;
      const ids = [...(st.turnCards ?? []), ...cards.map((c) => c.card)];
      return (
        ids.filter((id) => {
          const c = mainCard(id);
          return c.kind !== 'wild' && c.glyph === glyph;
        }).length + amount.plus
      );
    }
    case 'dead':
      return st.seats.filter((s) => !s.alive).length + amount.plus;
    case 'keepHigh': {
      // Several dice, the highest kept: not a power roll, so glyphs and Treasures add nothing (ESW-FX-11).
      const dice = Array.from({ length: amount.dice ?? 2 }, () => rollD6(st));
      const kept = Math.max(...dice);
      say(events, 'keepHigh', { dice: dice.join(', '), kept });
      return kept + amount.plus;
    }
  }
}

export function runEffect(st: EswState, ctx: EffectContext, effect: Effect, events: Events): void {
  if (effect.op === 'power') powerRoll(st, ctx, effect, events);
  else runSimple(st, ctx, effect, events);
}

const treasureAbilities = (st: EswState, seat: Seat) => st.seats[seat]!.treasures.map((id) => treasureCard(id).ability);

function runSimple(st: EswState, ctx: EffectContext, e: SimpleEffect, events: Events): void {
  switch (e.op) {
    case 'damage': {
      const n = amountOf(st, ctx, e.amount, events);
      const victims = e.to === 'self' ? [ctx.caster] : ctx.targets;
      const empowered = treasureAbilities(st, ctx.caster).some((a) => a.k === 'empower' && a.glyph === ctx.card.glyph);
      for (const v of victims) dealDamage(st, ctx.caster, v, n + (empowered && v !== ctx.caster ? 1 : 0), events);
      return;
    }
    case 'heal': {
      const n = amountOf(st, ctx, e.amount, events);
      for (const s of e.to === 'self' ? [ctx.caster] : ctx.targets) healSeat(st, s, n, events);
      return;
    }
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
      if (!seat.alive) return;
      const drawn = drawMain(st, e.count);
      seat.hand.push(...drawn);
      say(events, 'draws', { who: seatName(st, ctx.caster), count: drawn.length });
      return;
    }
    case 'stealTreasure':
      // A choice is asked by the flow before this runs (ESW-FX-1); here the newest Treasure goes.
      for (const s of ctx.targets) {
        const from = st.seats[s]!.treasures;
        if (s !== ctx.caster && from.length > 0) moveTreasure(st, s, ctx.caster, from[from.length - 1]!, events);
      }
      return;
    case 'swapTreasures': {
      const other = ctx.targets.find((s) => s !== ctx.caster);
      const me = st.seats[ctx.caster]!;
      if (other === undefined || !me.alive || !st.seats[other]!.alive) return;
      const mine = me.treasures.splice(0);
      const theirs = st.seats[other]!.treasures.splice(0);
      say(events, 'swap', { who: seatName(st, ctx.caster), target: seatName(st, other), mine: mine.length, theirs: theirs.length });
      for (const id of mine) receiveTreasure(st, other, id, events);
      for (const id of theirs) receiveTreasure(st, ctx.caster, id, events);
      return;
    }
    case 'discardHand':
      for (const s of ctx.targets) {
        const seat = st.seats[s]!;
        const lost: string[] = [];
        for (let i = 0; i < e.count && seat.hand.length > 0; i++) lost.push(...seat.hand.splice(randomInt(st.rng, seat.hand.length), 1));
        if (lost.length === 0) continue;
        st.main.discard.push(...lost);
        // Discarded cards are face up: naming them hides nothing (ESW-IMPL-9).
        say(events, 'discardHand', { who: seatName(st, s), cards: cardNames(lost) });
      }
      return;
    case 'stealCard': {
      const me = st.seats[ctx.caster]!;
      if (!me.alive) return;
      for (const s of ctx.targets) {
        if (s === ctx.caster) continue;
        const seat = st.seats[s]!;
        let n = 0;
        for (; n < e.count && seat.hand.length > 0; n++) me.hand.push(...seat.hand.splice(randomInt(st.rng, seat.hand.length), 1));
        // The stolen cards stay hidden: only their number is told (ESW-IMPL-9).
        if (n > 0) say(events, 'stealCard', { who: seatName(st, ctx.caster), target: seatName(st, s), count: n });
      }
      return;
    }
    case 'drain': {
      const n = amountOf(st, ctx, e.amount, events);
      let dealt = 0;
      for (const v of ctx.targets) if (v !== ctx.caster) dealt += dealDamage(st, ctx.caster, v, n, events);
      healSeat(st, ctx.caster, dealt, events);
      return;
    }
    case 'echo':
      echo(st, ctx, e.of, events);
      return;
    case 'guard': {
      const me = st.seats[ctx.caster]!;
      if (!me.alive) return;
      me.guard = e.kind;
      say(events, `guard.${e.kind}`, { who: seatName(st, ctx.caster) });
      return;
    }
    case 'stall':
      for (const s of ctx.targets) {
        const seat = st.seats[s]!;
        if (!seat.alive || !seat.spell || (st.stalled ?? []).includes(s)) continue;
        (st.stalled ??= []).push(s);
        say(events, 'stall', { who: seatName(st, s) });
      }
      return;
    case 'delayed':
      (st.delayed ??= []).push({ caster: ctx.caster, card: ctx.card.id, targets: [...ctx.targets], effects: e.effects });
      say(events, 'delayed', { card: ctx.card.name });
      return;
    case 'if': {
      const living = st.seats.flatMap((s, i) => (s.alive ? [i] : []));
      const lives = living.map((i) => st.seats[i]!.life);
      const mine = st.seats[ctx.caster]!.life;
      const holds = e.cond === 'weakest' ? mine <= Math.min(...lives) : mine >= Math.max(...lives);
      say(events, holds ? `if.${e.cond}` : `ifNot.${e.cond}`, { who: seatName(st, ctx.caster) });
      if (holds) for (const x of e.effects) runSimple(st, ctx, x, events);
      return;
    }
  }
}

/** Runs another card's effects again inside this one (ESW-FX-7); repeats never repeat. */
function echo(st: EswState, ctx: EffectContext, of: 'previous' | 'source', events: Events): void {
  if (ctx.nested || !st.casting) return;
  const history = st.casting.history ?? [];
  let card: ComponentCard | null = null;
  let targets = ctx.targets;
  if (of === 'previous') {
    // The history ends with this card: the previous one stands before it.
    const prev = history[history.length - 2];
    if (prev) {
      card = componentCard(prev.card);
      targets = prev.targets.filter((s) => st.seats[s]!.alive || s === ctx.caster);
    }
  } else {
    const src = st.casting.cards.find((c) => c.slot === 'source' && c.card !== ctx.card.id && mainCard(c.card).kind === 'source');
    if (src) card = componentCard(src.card);
  }
  if (!card) {
    say(events, 'echoNothing', { card: ctx.card.name });
    return;
  }
  say(events, 'echo', { card: ctx.card.name, copied: card.name });
  const inner: EffectContext = { caster: ctx.caster, card, targets, nested: true };
  for (const effect of card.effects) runEffect(st, inner, effect, events);
}

/** A Treasure changes hands (ESW-FX-1); it stays face up (ESW-TREAS-3). */
export function moveTreasure(st: EswState, from: Seat, to: Seat, id: string, events: Events): void {
  const list = st.seats[from]!.treasures;
  list.splice(list.indexOf(id), 1);
  say(events, 'stealTreasure', { who: seatName(st, to), target: seatName(st, from), treasure: treasureCard(id).name });
  receiveTreasure(st, to, id, events);
}

/** A Treasure arrives in front of a seat; one that draws on arrival does so now. */
function receiveTreasure(st: EswState, seat: Seat, id: string, events: Events): void {
  const s = st.seats[seat]!;
  s.treasures.push(id);
  const a = treasureCard(id).ability;
  if (a.k === 'onGainDraw' && s.alive) {
    const drawn = drawMain(st, a.count);
    s.hand.push(...drawn);
    say(events, 'draws', { who: seatName(st, seat), count: drawn.length });
  }
}

/**
 * Damage lowers life; Treasures that ward reduce a foe's damage. Death at 0 or less (ESW-AMB-9).
 * A guard (ESW-FX-8) sends a foe's hit back or aside; thorns answer a foe's hit; a last-stand
 * Treasure keeps its owner at 1 life once; a kill may feed the killer's Treasures. Returns the damage dealt.
 */
export function dealDamage(st: EswState, from: Seat, to: Seat, amount: number, events: Events, thorns = true): number {
  const victim = st.seats[to]!;
  if (!victim.alive || amount <= 0) return 0;
  if (from !== to && victim.guard) {
    const kind = victim.guard;
    victim.guard = null;
    // Never the guard's own seat: `from` is another seat, and livingFoes leaves `to` out.
    const aside = kind === 'reflect' ? from : livingFoes(st, to)[0];
    if (aside !== undefined) {
      say(events, `guarded.${kind}`, { who: seatName(st, to), target: seatName(st, aside), amount });
      return dealDamage(st, to, aside, amount, events, false);
    }
  }
  let n = amount;
  // The best ward counts, wards do not stack, and a hit always lands for at least 1.
  if (from !== to && n > 1) n = Math.max(1, n - bestAbility(victim.treasures, 'ward'));
  if (from === to) n = Math.max(0, n - bestAbility(victim.treasures, 'backlashWard'));
  if (n !== amount) say(events, 'ward', { who: seatName(st, to), amount: amount - n });
  if (n === 0) return 0;
  victim.life = Math.max(0, victim.life - n);
  say(events, from === to ? 'backlash' : 'damage', { who: seatName(st, to), amount: n, life: victim.life });
  if (victim.life <= 0) {
    const saver = victim.treasures.find((id) => treasureCard(id).ability.k === 'lastStand');
    if (saver) {
      victim.treasures.splice(victim.treasures.indexOf(saver), 1);
      st.treasureDeck.discard.push(saver);
      victim.life = 1;
      say(events, 'lastStand', { who: seatName(st, to), treasure: treasureCard(saver).name });
    } else {
      kill(st, to, events);
      if (from !== to) rewardKill(st, from, events);
      return n;
    }
  }
  if (thorns && from !== to) {
    const spikes = Math.max(0, ...treasureAbilities(st, to).map((a) => (a.k === 'thorns' ? a.damage : 0)));
    if (spikes > 0 && st.seats[from]!.alive) {
      say(events, 'thorns', { who: seatName(st, to), target: seatName(st, from) });
      dealDamage(st, to, from, spikes, events, false);
    }
  }
  return n;
}

/** Treasures that feed on a kill: a Treasure, some life (ESW-FX-15). */
function rewardKill(st: EswState, killer: Seat, events: Events): void {
  for (const a of treasureAbilities(st, killer)) {
    if (a.k === 'bounty') gainTreasure(st, killer, events);
    else if (a.k === 'vampire') healSeat(st, killer, a.amount, events);
  }
}

/** The largest amount among a seat's Treasures of one kind (ward and regen do not stack). */
export function bestAbility(treasures: readonly string[], kind: 'ward' | 'regen' | 'backlashWard' | 'handSize'): number {
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
  say(events, 'treasure', { who: seatName(st, seat), treasure: treasureCard(id).name });
  receiveTreasure(st, seat, id, events);
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
  s.guard = null;
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
  const least = Math.max(1, ...treasureAbilities(st, caster).map((a) => (a.k === 'minDice' ? a.dice : 1)));
  return Math.max(least, dice);
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
