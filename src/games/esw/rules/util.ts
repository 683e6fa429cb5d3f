import type { GameEvent, Seat } from '../../../core/game.js';
import { drawCards } from '../../../core/deck.js';
import { rollDie } from '../../../core/rng.js';
import { t, type TextVars } from '../../../core/text.js';
import { mainCard, treasureCard } from '../content/index.js';
import { SLOTS, type Glyph, type Slot } from '../content/schema.js';
import type { EswState, Placed } from './state.js';

/** Word used when a spell has no Destination ([L190]); the same in English and French. */
export const MAGIC_WORD = 'Conjuration';

export type Events = GameEvent[];

export function say(events: Events, key: string, vars?: TextVars): void {
  events.push({ text: t(`esw.ev.${key}`, vars) });
}

export const seatName = (st: EswState, seat: Seat): string => st.names[seat] ?? `#${seat + 1}`;
export const cardName = (id: string): string => mainCard(id).name;
export const cardNames = (ids: readonly string[]): string => ids.map(cardName).join(', ');

/** One d6: a scenario's queued result first, else the seeded RNG. */
export function rollD6(st: EswState): number {
  const forced = st.forcedDice.shift();
  return forced ?? rollDie(st.rng, 6);
}

/** Draws from the main deck; the discard is reshuffled only when the deck is empty (ESW-NEXT-3). */
export function drawMain(st: EswState, n: number): string[] {
  return drawCards(st.rng, st.main, n);
}

/** Living seats clockwise from the caster's left, the caster excluded (ESW-AMB-5). */
export function livingFoes(st: EswState, caster: Seat): Seat[] {
  const foes: Seat[] = [];
  for (let i = 1; i < st.players; i++) {
    const s = (caster + i) % st.players;
    if (st.seats[s]!.alive) foes.push(s);
  }
  return foes;
}

export const livingSeats = (st: EswState): Seat[] => st.seats.flatMap((s, i) => (s.alive ? [i] : []));

export const slotIndex = (slot: Slot): number => SLOTS.indexOf(slot);

/**
 * Initiative of a face-down spell: its Destination's number; 0 without one or with
 * Wild Magic there (ESW-ORDER-6), and 0 when the slot holds two or more cards: the
 * spell is read as placed, before the fix at reveal, and has no single Destination (ESW-AMB-25).
 */
export function initiativeOf(spell: readonly Placed[]): number {
  const destinations = spell.filter((p) => p.slot === 'destination');
  if (destinations.length !== 1) return 0;
  const c = mainCard(destinations[0]!.card);
  return c.kind === 'destination' ? (c.initiative ?? 0) : 0;
}

/** Valid spells hold at most one card per slot (ESW-BUILD-7, ESW-BUILD-16). */
export function duplicatedSlotCards(spell: readonly Placed[]): string[] {
  const bySlot = new Map<Slot, string[]>();
  for (const p of spell) bySlot.set(p.slot, [...(bySlot.get(p.slot) ?? []), p.card]);
  return [...bySlot.values()].filter((cards) => cards.length > 1).flat();
}

/** Glyphs a caster's spell shows: its components and the Treasures that count as a glyph (ESW-GLYPH-4/5). */
export function spellGlyphs(st: EswState, seat: Seat, cards: readonly Placed[]): Set<Glyph> {
  const glyphs = new Set<Glyph>();
  for (const p of cards) {
    const c = mainCard(p.card);
    if (c.kind !== 'wild') glyphs.add(c.glyph);
  }
  for (const id of st.seats[seat]!.treasures) {
    const a = treasureCard(id).ability;
    if (a.k === 'countsAs') glyphs.add(a.glyph);
  }
  return glyphs;
}

/** Cards of a glyph in the spell, Treasures that count as that glyph included. */
export function glyphCardCount(st: EswState, seat: Seat, cards: readonly Placed[], glyph: Glyph): number {
  let n = 0;
  for (const p of cards) {
    const c = mainCard(p.card);
    if (c.kind !== 'wild' && c.glyph === glyph) n++;
  }
  for (const id of st.seats[seat]!.treasures) {
    const a = treasureCard(id).ability;
    if (a.k === 'countsAs' && a.glyph === glyph) n++;
  }
  return n;
}
