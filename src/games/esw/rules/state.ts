import type { Pile } from '../../../core/deck.js';
import type { RngState } from '../../../core/rng.js';
import type { BaseEffect, Slot } from '../content/schema.js';

/** The whole match as plain JSON: setup(seed) + the action log rebuilds it exactly. */

export const START_LIFE = 20;
export const MAX_LIFE = 25;
export const HAND_SIZE = 8;
export const MAX_SPELL_CARDS = 3;
export const TOKENS_TO_WIN = 2;

export interface EswOptions {
  players: number;
}

/** A card put in a slot (Wild Magic records the slot it stands in for: ESW-PLACE-5). */
export interface Placed {
  card: string;
  slot: Slot;
}

export interface SpellCard extends Placed {
  resolved: boolean;
  /** Joined the spell after the reveal (Wild Magic replacement or an effect). */
  added: boolean;
}

export interface SeatState {
  wizard: string;
  life: number;
  alive: boolean;
  tokens: number;
  hand: string[];
  treasures: string[];
  deadCards: string[];
  /** The spell being built in secret this turn (cards still in hand). */
  draft: Placed[];
  locked: boolean;
  /** The face-down spell waiting for its turn in the order. */
  spell: Placed[] | null;
  /** A guard raised this turn (ESW-FX-8): the next damage from a foe is sent back or aside. */
  guard?: 'reflect' | 'redirect' | null;
}

/** An effect waiting for the start of the next turn (ESW-FX-10). */
export interface DelayedEffect {
  caster: number;
  card: string;
  targets: number[];
  effects: BaseEffect[];
}

/** Pending steps of the resolving spell; the head runs next, and may pause for a choice. */
export type Step =
  | { k: 'fix' }
  | { k: 'wild' }
  | { k: 'name' }
  | { k: 'next' }
  | { k: 'target'; card: string }
  /** `from`: the index of the card's next effect, when a choice paused it. */
  | { k: 'effects'; card: string; targets: number[]; from?: number }
  | { k: 'end' };

export interface Casting {
  seat: number;
  cards: SpellCard[];
  name: string;
  steps: Step[];
  /** Cards resolved so far with their targets (for effects that repeat the previous card, ESW-FX-7). */
  history?: { card: string; targets: number[] }[];
}

/** A choice the resolving spell asks of its owner. */
export type Await =
  | { kind: 'fix'; seat: number; cards: string[] }
  | { kind: 'order'; seat: number; cards: string[] }
  | { kind: 'target'; seat: number; card: string; seats: number[] }
  /** Which Treasure of `from` the caster takes (ESW-FX-1). */
  | { kind: 'steal'; seat: number; card: string; from: number; treasures: string[] };

export interface EswState {
  v: 1;
  players: number;
  names: string[];
  rng: RngState;
  /** Dice results queued by a scenario position; used before the RNG. Empty in real matches. */
  forcedDice: number[];
  main: Pile<string>;
  treasureDeck: Pile<string>;
  deadDeck: Pile<string>;
  seats: SeatState[];
  round: number;
  turn: number;
  phase: 'build' | 'resolve' | 'over';
  /** Initiative tie-break rolls this turn, by seat (ESW-AMB-15). */
  tieRolls: Record<string, number[]>;
  /** Seats whose Initiative has been announced this turn (ESW-ORDER-3/4). */
  announced: number[];
  casting: Casting | null;
  await: Await | null;
  lastSpell: { seat: number; name: string; cards: string[] } | null;
  /** Effects waiting for the next turn start (ESW-FX-10). */
  delayed?: DelayedEffect[];
  /** Seats whose pending spell resolves after every other this turn (ESW-FX-9). */
  stalled?: number[];
  /** Cards of the spells cast so far this turn (ESW-FX-6). */
  turnCards?: string[];
  winner: number | null;
}
