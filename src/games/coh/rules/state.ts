import { z } from 'zod';
import type { RngState } from '../../../core/rng.js';
import type { CharacterId, Colour, Effect, Resource } from '../content/schema.js';
import type { Layout } from './board.js';
import { SCENARIO_IDS, type ScenarioId } from '../content/scenarios.js';
import { PROGRESSION_IDS } from '../content/progression.js';

export const cohOptionsSchema = z.object({
  /** Versus Arena (first to 10 of each energy, §21.1) or Intro Arena (5, §21.2). */
  mode: z.enum(['versus', 'intro']).default('versus'),
  /** Characters by seat; missing seats get the first unused characters in content order. */
  characters: z.array(z.enum(['kaoru', 'leaf', 'persephone', 'oric', 'soff', 'thomas'])).optional(),
  /** A scenario (§33) instead of an arena: its id, `s01`…`s18` (only those in content/scenarios.ts run). */
  scenario: z.enum(SCENARIO_IDS).optional(),
  /** The Corrupted the players choose where a scenario lets them (S17: two), instead of its recommended ones (§28.12). */
  corrupted: z.array(z.string()).optional(),
  /**
   * Each seat's unlocked progression cards (§32.5.6: unlocks persist between games, kept by the platform), by seat.
   * A card of another character than the seat's is ignored (a player's unlocks span characters); an unknown id is refused.
   */
  unlocked: z
    .array(z.array(z.enum(PROGRESSION_IDS)))
    .max(4)
    .optional(),
  /** Play with Quests (§32.6, setup I): each character is dealt two and keeps one. S02, S13 and S14 always use them. */
  quests: z.boolean().optional(),
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
  /** This character's unlocked progression cards (§32.5): its Alternate Ultimate and/or Passive. */
  unlocked: string[];
  /** Its Passive in effect (§32.5.5: Versus Arena, every character having unlocked theirs), or null. */
  passive: string | null;
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
  /** A teammate was asked for help this turn (§25.2: one only). */
  helped: boolean;
  /** The end-of-Adventure scenario rules ran (S15). */
  adventureDone: boolean;
}

export type Pending =
  | { k: 'stance'; seat: number }
  | { k: 'move'; seat: number; left: number }
  | { k: 'transport'; seat: number; range: number }
  | { k: 'target'; seat: number; n: number; range: number; target: 'one' | 'monster' | 'character'; by?: number }
  | { k: 'spendX'; seat: number; res: Resource; max: number }
  | { k: 'gold'; seat: number; n: number }
  | { k: 'loseEnergy'; seat: number; n: number }
  | { k: 'option'; seat: number; card: string }
  | { k: 'pay'; seat: number; card: string; roll: number | null }
  | { k: 'ward'; seat: number }
  /** A scenario effect's choice for one character (its row and entry in the table). */
  | { k: 'sfx'; seat: number; row: number; idx: number }
  /** The first player may swap the Dojo with a World (scenario effect). */
  | { k: 'swapDojo'; seat: number }
  /** An Activation gained outside the character's turn, used at once or lost (A10: S01, S05). */
  | { k: 'extra'; seat: number }
  /** S12: look at the top two cards of a deck (`deck` null: which deck first). */
  | { k: 'peek'; seat: number; deck: string | null }
  /** S06: the top World Shift card after a Dawn Kirin: activate, discard or put back. */
  | { k: 'kirin'; seat: number }
  /** Gaining an Ultimate with both the Ultimate and the unlocked Alternate Ultimate in the Advanced deck: which one (§10.11). */
  | { k: 'ultimate'; seat: number }
  /** Quests dealt (§32.6.2): keep `keep` of the `offer` (S14: a team keeps 2 of 3); the others go back to the box. */
  | { k: 'quest'; seat: number; offer: string[]; keep: number; seats: number[] }
  /** S14: a team's Quest part done, its reward goes to the member the team chooses. */
  | { k: 'questReward'; seat: number; quest: string; part: number }
  /** A teammate asked for help chooses one of their abilities, or declines (§25). */
  | { k: 'help'; seat: number; asker: number };

export interface QueueItem {
  seat: number;
  eff: Effect;
  /** Who is credited for a defeat this effect causes. */
  by: number;
  /** Played to help the active character (§25): its single-target damage may only aim at Monsters. */
  help?: boolean;
  /** An Activation given by a scenario effect outside the character's turn (A10): it opens an `extra` decision. */
  extra?: boolean;
  /** Comes from closing a Rift (its Challenge's outcome): the only energy S18 lets Thomas gain. */
  rift?: boolean;
}

/** A Corrupted in play (§28): its gauge persists between turns; one Resilience token per bar left (A42). */
export interface CohCorrupted {
  uid: string;
  id: string;
  at: string;
  health: number;
  /** The gauge's starting value (halved by some scenarios). */
  start: number;
  resilience: number;
  /** The team it is allied with (§30), null when it is everyone's enemy. */
  team: number | null;
  /** The scenario token that names it (S17), or null. */
  tag: number | null;
  /** Removed at the end of the Corrupted turn (S08, S13 visitors). */
  temporary: boolean;
}

/** A scenario being played (§32). */
export interface ScnState {
  id: ScenarioId;
  doom: number;
  phase: number;
  result: 'won' | 'lost' | null;
  /** Seats that won (all of them in a co-op win). */
  winners: number[];
  /** Team of each seat (0 for everyone in co-op). */
  team: number[];
  /** Scenario tokens in play: token number → space (§32.2). */
  tokens: Record<string, string>;
  /** A scenario's own counter (S03: Bosses defeated; S08: Nomads). */
  count: number;
  /** S17: the face-down Doom tokens left to reveal. */
  pool: number[];
  /** S15: the space from which the Corrupted was damaged this turn. */
  struckFrom: string | null;
  /** The Corrupted the players chose (option `corrupted`), empty for the scenario's own. */
  chosen: string[];
  /** Scenario tokens in play still face down (their numbers are hidden from every view: S12). */
  hidden: string[];
  /** Damage taken this turn by face-up scenario tokens that fight like Monsters (S12), by token number. */
  tokenDmg: Record<string, number>;
  /** World tiles removed from play (S04). */
  removed: string[];
  /** Points by seat (S01). */
  points: number[];
  /** Each seat's secret main target, a seat, or -1 (S01); only its own shows in a seat's view. */
  targets: number[];
  /** Monsters kept in each seat's Inventory (S06 Allies, S11 the opposing team's defeated Monsters). */
  inventory: string[][];
  /** Resilience tokens put on Bosses (S06), scenario tokens on The Ancient Hydra (S10), by card uid. */
  bossTokens: Record<string, number>;
  /** Scenario tokens held as Items (S10): token number → seat. */
  holds: Record<string, number>;
  /** S07: the Jar holder's extra turn is being played inside the Corrupted turn. */
  bonusTurn: boolean;
  /** S14: Doom tokens by team. */
  teamDoom: number[];
  /** S09: Persephone as a non-player character until phase 2 (null in other scenarios and once she takes Oric's place). */
  npc: CohNpc | null;
  /** S09: the terror tokens (Doom tokens used as pieces, kept apart from the Doom counters, A59), one space per token. */
  terror: string[];
  /** S18: the automated Leaf, or null. */
  leaf: CohLeaf | null;
}

/** S18: the automated Leaf (A67) — his space, MOMENTUM, his face-down pile (hidden order), the cards revealed, and the half in use. */
export interface CohLeaf {
  at: string;
  momentum: number;
  pile: string[];
  spent: string[];
  side: 'hand' | 'board';
}

/** S09: Persephone's board while no player controls her (phase 1). */
export interface CohNpc {
  at: string;
  health: number;
  spirit: number;
  energy: Record<Colour, number>;
  fear: number;
  /** Energy Oric has transferred to her so far (15 free her). */
  given: number;
  freed: boolean;
}

/** The Corrupted turn in progress (§29): Corrupted still to activate, then whether the scenario effect was rolled. */
export interface CorruptedTurn {
  acts: string[];
  rolled: boolean;
}

/** A Quest in play (§32.6): its part being worked on (3 once complete) and what that part has counted so far. */
export interface CohQuest {
  id: string;
  /** The seats working on it: its holder, or a team (S14). */
  seats: number[];
  part: 1 | 2 | 3;
  count: number;
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
  step: 'start' | 'adventure' | 'monsters' | 'end' | 'corrupted' | 'over';
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
  endReason: 'energy' | 'days' | 'scenario' | null;
  corrupted: CohCorrupted[];
  ct: CorruptedTurn | null;
  scn: ScnState | null;
  /** Quests kept (§32.6), public once kept; the Quest deck's order and the cards offered are hidden. */
  quests: CohQuest[];
  questDeck: string[];
}
