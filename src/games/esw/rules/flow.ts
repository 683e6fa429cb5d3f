import type { Json, Seat } from '../../../core/game.js';
import { drawCards } from '../../../core/deck.js';
import { componentCard, deadWizardCard, mainCard, treasureCard, wizardCard } from '../content/index.js';
import { SLOTS, type Slot } from '../content/schema.js';
import { bestAbility, dealDamage, drawDeadWizard, gainTreasure, healSeat, moveTreasure, runEffect } from './effects.js';
import { HAND_SIZE, MAX_LIFE, START_LIFE, TOKENS_TO_WIN, type Casting, type EswState, type SpellCard } from './state.js';
import { findTargets } from './targets.js';
import { eswView } from './view.js';
import {
  cardName,
  cardNames,
  drawMain,
  duplicatedSlotCards,
  initiativeOf,
  livingFoes,
  livingSeats,
  rollD6,
  say,
  seatName,
  slotIndex,
  type Events,
  MAGIC_WORD,
} from './util.js';

// ---------- turns and rounds ----------

/** Turn start: dead wizards take a Dead Wizard card, the living draw up to 8 (ESW-DRAW-1, ESW-DEAD-4). */
export function startTurn(st: EswState, events: Events): void {
  st.turn++;
  st.phase = 'build';
  st.tieRolls = {};
  st.announced = [];
  st.stalled = [];
  st.turnCards = [];
  say(events, 'turn', { round: st.round, turn: st.turn });
  const turnEvent = events[events.length - 1]!;
  st.seats.forEach((s, seat) => {
    s.draft = [];
    s.spell = null;
    s.locked = false;
    s.guard = null;
    if (!s.alive) {
      s.locked = true;
      if (st.turn > 1) drawDeadWizard(st, seat, events);
      return;
    }
    healSeat(st, seat, bestAbility(s.treasures, 'regen'), events);
    const drawn = drawMain(st, Math.max(0, HAND_SIZE + bestAbility(s.treasures, 'handSize') - s.hand.length));
    s.hand.push(...drawn);
    if (drawn.length > 0) say(events, 'draws', { who: seatName(st, seat), count: drawn.length });
    // No card at all (both piles empty, ESW-AMB-19): nothing to cast this turn.
    if (s.hand.length === 0) s.locked = true;
  });
  if (turnStartEffects(st, events)) return;
  // The table as the turn starts (after the last turn's spells): posted with the event.
  turnEvent.picture = { kind: 'board', view: eswView(st, 'public') };
  if (st.seats.every((s) => s.locked)) beginResolution(st, events);
}

/**
 * Effects that wait for the turn start (ESW-FX-10), then one-shot Treasures that fire then (ESW-FX-15):
 * after the draws, so a wizard killed now has already drawn and discards. True when that ended the round.
 */
function turnStartEffects(st: EswState, events: Events): boolean {
  const pending = st.delayed ?? [];
  st.delayed = [];
  let lastCaster: Seat | null = null;
  for (const d of pending) {
    const card = componentCard(d.card);
    say(events, 'delayedRuns', { card: card.name, who: seatName(st, d.caster) });
    const ctx = { caster: d.caster, card, targets: d.targets, nested: true };
    for (const e of d.effects) runEffect(st, ctx, e, events);
    lastCaster = d.caster;
  }
  st.seats.forEach((s, seat) => {
    for (const id of [...s.treasures]) {
      const a = treasureCard(id).ability;
      if (!s.alive || (a.k !== 'tonic' && a.k !== 'fuse')) continue;
      s.treasures.splice(s.treasures.indexOf(id), 1);
      st.treasureDeck.discard.push(id);
      say(events, 'oneShot', { who: seatName(st, seat), treasure: treasureCard(id).name });
      if (a.k === 'tonic') healSeat(st, seat, a.amount, events);
      else {
        const foes = livingFoes(st, seat);
        const top = Math.max(...foes.map((f) => st.seats[f]!.life));
        const victim = foes.find((f) => st.seats[f]!.life === top);
        if (victim !== undefined) dealDamage(st, seat, victim, a.damage, events);
        lastCaster = seat;
      }
    }
  });
  for (const s of st.seats) if (!s.alive) s.locked = true;
  const alive = livingSeats(st);
  // A turn-start effect may end the round; with nobody left, the wizard behind the last effect takes the token (ESW-AMB-7 by analogy).
  if (alive.length === 1) endRound(st, alive[0]!, events);
  else if (alive.length === 0) endRound(st, lastCaster, events);
  return alive.length <= 1;
}

/** The revealed spell as a picture: its caster, name and cards (all public once cast). */
function spellPicture(st: EswState, casting: Casting): Json {
  return {
    seat: casting.seat,
    who: seatName(st, casting.seat),
    name: casting.name,
    cards: casting.cards.map((c) => ({ card: c.card, slot: c.slot, added: c.added })),
  };
}

/** A new round: everyone alive at 20 plus Dead Wizard bonuses, then the first draw (ESW-NEXT-5/6, ESW-AMB-10). */
export function startRound(st: EswState, events: Events): void {
  st.round++;
  st.turn = 0;
  say(events, 'round', { round: st.round });
  const held = st.seats.map((s) => s.deadCards.map(deadWizardCard));
  st.seats.forEach((s, seat) => {
    const bonus = held[seat]!;
    s.alive = true;
    s.life = Math.min(MAX_LIFE, START_LIFE + bonus.reduce((a, c) => a + c.life, 0));
    if (bonus.length > 0) say(events, 'deadBonus', { who: seatName(st, seat), life: s.life, cards: bonus.length });
    for (const c of bonus) for (let i = 0; i < c.treasures; i++) gainTreasure(st, seat, events);
    st.deadDeck.discard.push(...s.deadCards.splice(0));
  });
  // Hauntings and thefts act on the living once every holder has its life and Treasures (ESW-DEAD-7, ESW-FX-14).
  held.forEach((bonus, seat) => {
    for (const c of bonus) {
      if (c.haunt) haunt(st, seat, c.name, c.haunt.who, c.haunt.life, events);
      if (c.steal) {
        const foes = livingFoes(st, seat);
        const most = Math.max(0, ...foes.map((f) => st.seats[f]!.treasures.length));
        const victim = foes.find((f) => st.seats[f]!.treasures.length === most);
        if (most > 0 && victim !== undefined) {
          const list = st.seats[victim]!.treasures;
          moveTreasure(st, victim, seat, list[list.length - 1]!, events);
        }
      }
    }
  });
  startTurn(st, events);
  if (st.phase !== 'build' || st.turn !== 1) return;
  held.forEach((bonus, seat) => {
    const extra = bonus.reduce((a, c) => a + (c.draw ?? 0), 0);
    if (extra === 0) return;
    const drawn = drawMain(st, extra);
    st.seats[seat]!.hand.push(...drawn);
    say(events, 'draws', { who: seatName(st, seat), count: drawn.length });
  });
}

/** A Dead Wizard's haunting: its holder's foes start the round with less life, never below 1 (ESW-FX-14). */
function haunt(
  st: EswState,
  seat: Seat,
  card: string,
  who: 'left' | 'right' | 'strongest' | 'eachFoe',
  life: number,
  events: Events,
): void {
  const foes = livingFoes(st, seat);
  if (foes.length === 0) return;
  let victims: Seat[];
  if (who === 'left') victims = [foes[0]!];
  else if (who === 'right') victims = [foes[foes.length - 1]!];
  else if (who === 'eachFoe') victims = foes;
  else {
    const top = Math.max(...foes.map((f) => st.seats[f]!.life));
    victims = [foes.find((f) => st.seats[f]!.life === top)!];
  }
  for (const v of victims) {
    const s = st.seats[v]!;
    s.life = Math.max(1, s.life - life);
    say(events, 'haunt', { who: seatName(st, seat), card, target: seatName(st, v), life: s.life });
  }
}

/** Round end: a token to the survivor; at 2 the match is over; else discard everything and start again (ESW-NEXT-1). */
function endRound(st: EswState, winner: Seat | null, events: Events): void {
  st.casting = null;
  st.await = null;
  st.delayed = [];
  if (winner !== null) {
    const w = st.seats[winner]!;
    w.tokens++;
    say(events, 'token', { who: seatName(st, winner), tokens: w.tokens });
    if (w.tokens >= TOKENS_TO_WIN) {
      st.phase = 'over';
      st.winner = winner;
      say(events, 'matchWon', { who: seatName(st, winner) });
      events[events.length - 1]!.picture = { kind: 'board', view: eswView(st, 'public') };
      return;
    }
  } else {
    say(events, 'noSurvivor');
  }
  for (const s of st.seats) {
    st.main.discard.push(...s.hand.splice(0));
    if (s.spell) st.main.discard.push(...s.spell.map((p) => p.card));
    s.spell = null;
    s.draft = [];
    st.treasureDeck.discard.push(...s.treasures.splice(0));
  }
  startRound(st, events);
}

// ---------- building ----------

/** The face-down spells are placed: counts are declared and the first caster is found (ESW-ORDER-1). */
export function beginResolution(st: EswState, events: Events): void {
  st.phase = 'resolve';
  for (const [seat, s] of st.seats.entries()) {
    if (s.alive && s.spell) say(events, 'declares', { who: seatName(st, seat), count: s.spell.length });
  }
  advance(st, events);
}

// ---------- order ----------

/**
 * The next caster among living wizards with a pending spell: fewest cards,
 * then highest Initiative, then die rolls kept for the turn (ESW-ORDER-12, ESW-AMB-15).
 */
export function nextCaster(st: EswState, events: Events): Seat | null {
  const waiting = st.seats.flatMap((s, seat) => (s.alive && s.spell && s.spell.length > 0 ? [seat] : []));
  if (waiting.length === 0) return null;
  // Stalled spells wait until every other has gone (ESW-FX-9); among themselves the usual order holds.
  const stalled = st.stalled ?? [];
  const free = waiting.filter((seat) => !stalled.includes(seat));
  const pending = free.length > 0 ? free : waiting;
  const count = (seat: Seat) => st.seats[seat]!.spell!.length;
  const fewest = Math.min(...pending.map(count));
  const group = pending.filter((seat) => count(seat) === fewest);
  if (group.length === 1) return group[0]!;
  const init = (seat: Seat) => initiativeOf(st.seats[seat]!.spell!);
  for (const seat of group) {
    if (st.announced.includes(seat)) continue;
    st.announced.push(seat);
    say(events, 'initiative', { who: seatName(st, seat), initiative: init(seat) });
  }
  const top = Math.max(...group.map(init));
  let tied = group.filter((seat) => init(seat) === top);
  for (let depth = 0; tied.length > 1; depth++) {
    for (const seat of tied) {
      const rolls = (st.tieRolls[String(seat)] ??= []);
      if (rolls.length > depth) continue;
      const face = rollD6(st);
      rolls.push(face);
      say(events, 'tieRoll', { who: seatName(st, seat), face });
    }
    const best = Math.max(...tied.map((seat) => st.tieRolls[String(seat)]![depth]!));
    tied = tied.filter((seat) => st.tieRolls[String(seat)]![depth] === best);
  }
  return tied[0]!;
}

/** Runs the game forward until a seat must choose or the spells of the turn are done. */
export function advance(st: EswState, events: Events): void {
  while (st.phase === 'resolve' && !st.await) {
    if (st.casting) {
      runStep(st, st.casting, events);
      continue;
    }
    const seat = nextCaster(st, events);
    if (seat === null) {
      startTurn(st, events);
      continue;
    }
    reveal(st, seat, events);
  }
}

/** The caster reveals the face-down spell (ESW-REVEAL-1); the steps that follow are queued in the state. */
function reveal(st: EswState, seat: Seat, events: Events): void {
  const s = st.seats[seat]!;
  const cards: SpellCard[] = s.spell!.map((p) => ({ ...p, resolved: false, added: false }));
  s.spell = null;
  st.casting = { seat, cards, name: '', steps: [{ k: 'fix' }, { k: 'wild' }, { k: 'name' }, { k: 'next' }, { k: 'end' }] };
  say(events, 'reveal', { who: seatName(st, seat), cards: cardNames(cards.map((c) => c.card)) });
}

// ---------- the resolving spell ----------

function runStep(st: EswState, casting: Casting, events: Events): void {
  const step = casting.steps[0]!;
  switch (step.k) {
    case 'fix': {
      const dup = duplicatedSlotCards(casting.cards);
      if (dup.length > 0) {
        st.await = { kind: 'fix', seat: casting.seat, cards: dup };
        return;
      }
      casting.steps.shift();
      return;
    }
    case 'wild':
      casting.steps.shift();
      replaceWildMagic(st, casting, events);
      return;
    case 'name':
      casting.steps.shift();
      casting.name = spellName(st, casting);
      say(events, 'name', { who: seatName(st, casting.seat), name: casting.name });
      events[events.length - 1]!.picture = { kind: 'spell', view: spellPicture(st, casting) };
      return;
    case 'next': {
      const waiting = unresolvedInFirstSlot(casting);
      if (waiting.length === 0) {
        casting.steps.shift();
        return;
      }
      if (waiting.length > 1) {
        st.await = { kind: 'order', seat: casting.seat, cards: waiting };
        return;
      }
      chooseNextCard(casting, waiting[0]!);
      return;
    }
    case 'target': {
      const card = componentCard(step.card);
      if (!card.target) {
        casting.steps[0] = { k: 'effects', card: step.card, targets: [] };
        return;
      }
      const found = findTargets(st, casting.seat, card.target, events);
      if ('among' in found) {
        st.await = { kind: 'target', seat: casting.seat, card: step.card, seats: found.among };
        return;
      }
      casting.steps[0] = { k: 'effects', card: step.card, targets: found.fixed };
      return;
    }
    case 'effects':
      casting.steps.shift();
      resolveCard(st, casting, step.card, step.targets, events, step.from ?? 0);
      return;
    case 'end':
      finishSpell(st, casting, events);
      return;
  }
}

/** The owner picked the next card among same-slot ones (ESW-RESOLVE-4): it resolves, then the search goes on. */
export function chooseNextCard(casting: Casting, card: string): void {
  casting.steps.splice(0, 1, { k: 'target', card }, { k: 'next' });
}

/** Cards still to resolve, from the earliest slot that has any: late additions resolve next (ESW-AMB-18). */
export function unresolvedInFirstSlot(casting: Casting): string[] {
  for (const slot of SLOTS) {
    const cards = casting.cards.filter((c) => c.slot === slot && !c.resolved).map((c) => c.card);
    if (cards.length > 0) return cards;
  }
  return [];
}

function resolveCard(st: EswState, casting: Casting, id: string, targets: Seat[], events: Events, from: number): void {
  const card = componentCard(id);
  if (from === 0) {
    const entry = casting.cards.find((c) => c.card === id && !c.resolved);
    if (entry) entry.resolved = true;
    (casting.history ??= []).push({ card: id, targets: [...targets] });
    const names = targets.map((s) => seatName(st, s)).join(', ');
    say(events, names ? 'resolveAt' : 'resolve', { card: card.name, targets: names });
  }
  const ctx = { caster: casting.seat, card, targets };
  for (let i = from; i < card.effects.length; i++) {
    const effect = card.effects[i]!;
    // Taking a Treasure of one's choice: the caster picks among the victim's Treasures (ESW-FX-1).
    if (effect.op === 'stealTreasure' && effect.choose) {
      const victim = targets.find((s) => s !== casting.seat && st.seats[s]!.alive && st.seats[s]!.treasures.length > 1);
      if (victim !== undefined) {
        st.await = { kind: 'steal', seat: casting.seat, card: id, from: victim, treasures: [...st.seats[victim]!.treasures] };
        casting.steps.unshift({ k: 'effects', card: id, targets, from: i + 1 });
        return;
      }
    }
    runEffect(st, ctx, effect, events);
    // A caster who dies stops casting at once (ESW-AMB-3).
    if (!st.seats[casting.seat]!.alive) {
      say(events, 'spellStops', { who: seatName(st, casting.seat) });
      casting.steps = [{ k: 'end' }];
      return;
    }
  }
}

/** Each Wild Magic: reveal until a card of its slot's type, which joins the spell (ESW-WILD-6..12, ESW-AMB-14). */
function replaceWildMagic(st: EswState, casting: Casting, events: Events): void {
  const wilds = casting.cards.filter((c) => mainCard(c.card).kind === 'wild').sort((a, b) => slotIndex(a.slot) - slotIndex(b.slot));
  for (const wild of wilds) {
    const revealed: string[] = [];
    let found = searchSlot(st, wild.slot, revealed);
    casting.cards.splice(casting.cards.indexOf(wild), 1);
    if (!found) {
      st.main.discard.push(wild.card, ...revealed);
      say(events, `wildNothing.${wild.slot}`);
      continue;
    }
    casting.cards.push({ card: found, slot: wild.slot, resolved: false, added: true });
    say(events, `wild.${wild.slot}`, { revealed: revealed.length, card: cardName(found) });
    // A chaining Wild Magic searches again while its find shares a glyph with the rest of the spell (ESW-FX-13).
    const w = mainCard(wild.card);
    for (let link = 0; found && w.kind === 'wild' && link < w.chain; link++) {
      const glyph = componentCard(found).glyph;
      const shares = casting.cards.some(
        (c) => c.card !== found && mainCard(c.card).kind !== 'wild' && componentCard(c.card).glyph === glyph,
      );
      if (!shares) break;
      const before = revealed.length;
      found = searchSlot(st, wild.slot, revealed);
      if (!found) break;
      casting.cards.push({ card: found, slot: wild.slot, resolved: false, added: true });
      say(events, 'wildChain', { revealed: revealed.length - before, card: cardName(found) });
    }
    st.main.discard.push(wild.card, ...revealed);
  }
}

/** Reveals main-deck cards until one of the slot's type; the others are kept aside in `revealed`. */
function searchSlot(st: EswState, slot: Slot, revealed: string[]): string | null {
  for (;;) {
    if (st.main.draw.length === 0 && st.main.discard.length === 0) return null;
    const [id] = drawCards(st.rng, st.main, 1);
    if (mainCard(id!).kind === slot) return id!;
    revealed.push(id!);
  }
}

/** Source + Quality + Destination, with the substitutes of [L186–L190]. */
export function spellName(st: EswState, casting: Casting): string {
  const first = (slot: Slot) => casting.cards.find((c) => c.slot === slot && mainCard(c.card).kind === slot);
  const source = first('source');
  const quality = first('quality');
  const destination = first('destination');
  const parts = [
    source ? cardName(source.card) : wizardCard(st.seats[casting.seat]!.wizard).name,
    ...(quality ? [cardName(quality.card)] : []),
    destination ? cardName(destination.card) : MAGIC_WORD,
  ];
  return parts.join(' ');
}

/** Resolved cards (and any left unresolved) are discarded; Treasures stay (ESW-RESOLVE-6/7). */
function finishSpell(st: EswState, casting: Casting, events: Events): void {
  st.main.discard.push(...casting.cards.map((c) => c.card));
  (st.turnCards ??= []).push(...casting.cards.map((c) => c.card));
  st.lastSpell = { seat: casting.seat, name: casting.name, cards: casting.cards.map((c) => c.card) };
  st.casting = null;
  const alive = livingSeats(st);
  if (alive.length === 1) endRound(st, alive[0]!, events);
  // Nobody left: the caster of this spell takes the token (ESW-END-3, ESW-AMB-7).
  else if (alive.length === 0) endRound(st, casting.seat, events);
}
