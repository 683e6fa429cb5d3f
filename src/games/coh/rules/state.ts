import { z } from 'zod';
import type { RngState } from '../../../core/rng.js';
import type { CharacterId, Colour, Effect, Resource } from '../content/schema.js';
import type { Layout } from './board.js';

export const cohOptionsSchema = z.object({
  /** Versus Arena (first to 10 of each energy, §21.1) or Intro Arena (5, §21.2). */
  mode: z.enum(['versus', 'intro']).default('versus'),
  /** Characters by seat; missing seats get the first unused characters in content order. */
  characters: z.array(z.enum(['kaoru', 'leaf', 'persephone', 'oric', 'soff', 'thomas'])).optional(),
});
export type CohOptions = z.infer<typeof cohOptionsSchema>;

export type Stance = 'crane' | 'tiger' | 'koi';
export const STANCES: readonly Stance[] = ['crane', 'tiger', 'koi'];

export interface CohItem {
  uid: string;
  num: number;
  /** Charges left (§13.2), null for an Item without charges. */
  charges: number | null;
}

export interface CohChar {
  seat: number;
  name: string;
  character: CharacterId;
  at: string;
  health: number;
  spirit: number;
  energy: Record<Colour, number>;
  /** Special resources (§31). */
  res: Partial<Record<Resource, number>>;
  /** Oric's stance this turn and the one of his previous turn (§31.4.1). */
  stance: Stance | null;
  /** Ability cards in hand and on the board (§7.15). */
  hand: string[];
  board: string[];
  /** The Advanced deck: cards not yet gained, the Ultimate included while not in hand (§2.E.5, §10.9). */
  advanced: string[];
  /** Colours whose threshold card was taken (§10.4), and whether the Ultimate for 10 in the main colour was (§10.7a). */
  levels: Colour[];
  mainUltimate: boolean;
  items: CohItem[];
  /** Turn order card number (§2.H) and the Day its bonus was last used. */
  turnCard: number;
  turnCardDay: number;
  /** Stored until consumed: the next attack's bonus (§16.4) and the next Move's (§14.7). */
  nextAttack: number;
  moveBonus: number;
  /** Aggressive Monsters entered outside this character's turn: they attack at its next turn's start (§24.1). */
  aggressiveDue: string[];
}

/** A card on a space (one per space, §4.8): a Monster or Rift face up, an Event face down (§5.1.4). */
export interface CohCard {
  uid: string;
  id: string;
  faceUp: boolean;
  /** Damage taken this turn (§16.2). */
  dmg: number;
}

export interface TurnState {
  activations: number;
  /** Ability cards used this turn and from where (§7.7). */
  used: { card: string; from: 'hand' | 'board' }[];
  dojoHealed: boolean;
  reignited: boolean;
  /** X of the last spendX. */
  x: number;
  /** The active character was defeated in its Adventure phase (§20.2d). */
  defeated: boolean;
  /** Ward prevention left in this Monster phase, and whether the Ward was offered. */
  ward: number;
  wardAsked: boolean;
  /** The turn's start (stance, waiting attacks and Events) was done. */
  begun: boolean;
}

export type Pending =
  | { k: 'stance'; seat: number }
  | { k: 'move'; seat: number; left: number }
  | { k: 'transport'; seat: number; range: number }
  | { k: 'target'; seat: number; n: number; range: number; target: 'one' | 'monster' | 'character' }
  | { k: 'spendX'; seat: number; res: Resource; max: number }
  | { k: 'gold'; seat: number; n: number }
  | { k: 'loseEnergy'; seat: number; n: number }
  | { k: 'option'; seat: number; card: string }
  | { k: 'pay'; seat: number; card: string; roll: number | null }
  | { k: 'ward'; seat: number };

export interface QueueItem {
  seat: number;
  eff: Effect;
  /** Who is credited for a defeat this effect causes. */
  by: number;
}

export interface CohState {
  game: 'coh';
  mode: 'versus' | 'intro';
  /** Maximum of each energy track: 10, or 5 in the Intro Arena (A23). */
  cap: number;
  rng: RngState;
  /** Die results used before the random generator: loaded dice for conformance scenarios (always empty in play). */
  dice: number[];
  day: number;
  round: 'dawn' | 'dusk';
  /** Seats in turn order this round, and the index of the one playing. */
  order: number[];
  turn: number;
  step: 'start' | 'adventure' | 'monsters' | 'end' | 'over';
  layout: Layout;
  /** Cards on spaces, by space. */
  spaces: Record<string, CohCard>;
  /** Decks, top first (hidden order). */
  worldDecks: Record<string, string[]>;
  dusk: string[];
  shifts: string[];
  /** The common discard (§5.4) and the cards out of the game (A69). */
  discard: string[];
  box: string[];
  /** Item copies left in the Item deck, by number (§2.D.3). */
  itemStock: Record<string, number>;
  chars: CohChar[];
  ts: TurnState;
  queue: QueueItem[];
  pending: Pending[];
  nextUid: number;
  winner: number | null;
  endReason: 'energy' | 'days' | null;
}
