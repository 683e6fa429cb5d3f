import type { Pile } from '../../../core/deck.js';
import type { RngState } from '../../../core/rng.js';
import type { Slot } from '../content/schema.js';

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
}

/** Pending steps of the resolving spell; the head runs next, and may pause for a choice. */
export type Step =
  | { k: 'fix' }
  | { k: 'wild' }
  | { k: 'name' }
  | { k: 'next' }
  | { k: 'target'; card: string }
  | { k: 'effects'; card: string; targets: number[] }
  | { k: 'end' };

export interface Casting {
  seat: number;
  cards: SpellCard[];
  name: string;
  steps: Step[];
}

/** A choice the resolving spell asks of its owner. */
export type Await =
  | { kind: 'fix'; seat: number; cards: string[] }
  | { kind: 'order'; seat: number; cards: string[] }
  | { kind: 'target'; seat: number; card: string; seats: number[] };

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
  winner: number | null;
}
