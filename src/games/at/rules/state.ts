import { z } from 'zod';
import type { RngState } from '../../../core/rng.js';
import { AT_MODES, type AtMode, type Effect, type EvilEffect } from '../content/schema.js';

export { AT_MODES, type AtMode };

/** Each mode's default map. */
export const DEFAULT_MAP: Record<AtMode, string> = {
  duel: 'three-sanctuaries',
  teams: 'twin-bridges',
  melee: 'four-winds',
  solo: 'warded-vale',
  coop: 'warded-vale',
};

/** The owner of the Evil Player's pawns (it is not a seat, §24). */
export const EVIL = -1;

/** The difficulty levels: Intrigue cards put in the discard before the game (DI-1..DI-4). */
export const DIFFICULTY = { standard: 0, hard: 4, nightmare: 8 } as const;

export const atOptionsSchema = z.object({
  mode: z.enum(AT_MODES).default('duel'),
  /** The map (default: the mode's own, DEFAULT_MAP). */
  map: z.string().optional(),
  /** Champion Selection (§20): squads are drafted from the blue-back Champions instead of the map's suggested ones. */
  selection: z.boolean().default(false),
  /** Solo and Co-op: the difficulty level (§27). */
  difficulty: z.enum(['standard', 'hard', 'nightmare']).default('standard'),
  /** Solo and Co-op: the Evil squad, Boss first (the scenario's suggested squad, SO-6); default a random one (SO-9, SO-10). */
  evilSquad: z.array(z.string()).length(4).optional(),
  /**
   * Overlord (§26): Solo or Co-op where one more seat, the last, plays the Evil Player: it holds three
   * Intrigue cards, plays two of them each turn in the order it likes and decides for its Champions (OV-1..OV-12).
   */
  overlord: z.boolean().default(false),
});
/** The options a match is created with (defaults filled by the schema). */
export type AtOptions = z.input<typeof atOptionsSchema>;
export type AtParsedOptions = z.infer<typeof atOptionsSchema>;

/** Champions revealed in the Champion Selection Row (SL-4). */
export const SELECTION_ROW = 6;
/** Champions each player selects: 4 in a duel (SL-10), 3 in 2 vs 2 (TM-4, TM-5) and in the Melee (ML-4). */
export const selectionPicks = (mode: AtMode): number => (mode === 'duel' || mode === 'solo' ? 4 : 3);

/** The id every Cultist pawn uses as its definition (the shared Cultist card, CU-5). */
export const CULTIST = 'cultist';

/** A pawn: a squad Champion (on or off the battlefield) or a deployed Cultist. */
export interface AtChampion {
  id: string;
  /** Card id, or CULTIST. */
  def: string;
  owner: number;
  /** Axial hex key, or null when off the battlefield. */
  at: string | null;
  damage: number;
  exhausted: boolean;
  /** Equipped Artifacts (card instance ids). */
  artifacts: string[];
  /** Treasures used on this pawn this turn: their bonuses last until the end of the turn (TR-8). */
  treasure: TreasureBoost;
  /**
   * A Champion with two pawns (Askara Psyché, FQ-15): on its second pawn, the id of the first, which holds the
   * card (its Artifacts, AR-15); absent on every other pawn.
   */
  card?: string;
}

export interface PlacedToken {
  hex: string;
  owner: number;
}

/** The sum of the Treasures used on one pawn this turn. */
export interface TreasureBoost {
  strength: number;
  defense: number;
  speed: number;
  riposte: boolean;
}

export const noTreasure = (): TreasureBoost => ({ strength: 0, defense: 0, speed: 0, riposte: false });

export interface AtPlayer {
  seat: number;
  name: string;
  /** Index of this seat's Portal on the map, in turn order: 0 = Player 1 (plays first). */
  portal: number;
  /** The side this seat plays for: its own seat in a duel or the Melee, its team in 2 vs 2 (TM-1). */
  team: number;
  /** Draw pile, top first (hidden from everyone). */
  deck: string[];
  hand: string[];
  discard: string[];
  /** Heroes played this turn, in front of the player until the end of the turn (TS-9). */
  played: string[];
  /** Every card played from hand this turn, Artifacts included (Allegiance, KW-3). */
  playedLog: string[];
  /** Cards of playedLog whose Allegiance has fired (once per play, AMB-6). */
  fired: string[];
  runes: number;
  power: number;
  honor: number;
  /** Turns begun (the Portal card's first-turn bonus, SU-17). */
  turns: number;
  /** Treasure tokens held face down (Treasure ids; hidden from the other seats, TR-5, TR-17). */
  treasures: string[];
  /** Temporary bonuses for every Champion of the squad until the end of this turn (GP-7). */
  boost: { strength: number; defense: number; speed: number };
}

export type Pending =
  | { kind: 'equip'; card: string }
  /** A banish choice; `reward` Power is gained when a card is banished (the `consume` effect). */
  | { kind: 'banish'; from: ('hand' | 'discard')[]; reward?: number }
  /** Which center-row Hero's effect to copy (the `copyRow` effect). */
  | { kind: 'copy' }
  | { kind: 'banishRow' }
  | { kind: 'damage'; n: number }
  | { kind: 'heal'; n: number }
  | { kind: 'ambush'; card: string; effects: Effect[] }
  | { kind: 'deploy'; champ: string }
  /** An activation in progress; `next`: a two-pawn Champion's other pawn, activated once this one finishes (AC-9, FQ-16). */
  | { kind: 'activation'; champ: string; moved: boolean; attacks: number; next?: string }
  /**
   * Several Fatal effects triggered at once, from different sources (the Champion's card, its Artifacts): the
   * active player picks which resolves next (GP-3, FQ-13). `groups`: each source's card id and effects, not yet queued.
   */
  | { kind: 'order'; groups: { source: string; effects: Effect[] }[] }
  /** A deployment without activation (DP-6): which Champion off the battlefield (`champ` null), then on which hex. */
  | { kind: 'deployFree'; champ: string | null }
  /** A Fatal's free activation of another ready Champion, asked once the activation in progress finishes (AC-8). */
  | { kind: 'free'; except: string }
  /** Which of your Portals to move (`from` null), then where (a standard hex, TT-3, TT-13). */
  | { kind: 'movePortal'; from: string | null }
  /** Where to place a Forest (a standard hex, a pawn on it or not: TT-3..TT-5). */
  | { kind: 'forest' }
  /** Which card to steal from an opponent's discard pile (GP-9). */
  | { kind: 'steal' }
  /** Which Artifact equipped on an enemy Champion to destroy (DF-9). */
  | { kind: 'destroy' }
  /** Where to place (or move) the Turret or the Fairy Circle. */
  | { kind: 'token'; token: 'turret' | 'fairy'; move: boolean }
  /** The Turret's choice: attack an enemy in its range, move, or neither. */
  | { kind: 'turret'; n: number }
  /** Co-op: this seat picks its starting Portal among the scenario's (CO-13). */
  | { kind: 'portal'; seat: number }
  /** The next pick of Champion Selection. */
  | { kind: 'select' }
  /** A seat may use Treasures before what is below resolves, or pass (TR-10). */
  | { kind: 'window'; seat: number }
  /** An attack declared, dealt once the Treasure windows above it close. */
  | { kind: 'strike'; attacker: string; targets: string[] }
  /** Effect damage to a target chosen, dealt once the Treasure windows above it close. */
  | { kind: 'hit'; target: string; n: number }
  /** The automaton's Evil turn in progress, resolved step by step (EVT-1). */
  | { kind: 'evilTurn' }
  /** Overlord: the Evil turn in progress; the Overlord picks its next Intrigue card until two are played (OV-5, OV-7). */
  | { kind: 'overlord' }
  /** Overlord: an Evil Champion activated by an Intrigue card, moved and attacking as the Overlord likes (OV-8). */
  | { kind: 'evilActivation'; champ: string; moved: boolean; attacks: number }
  /** Overlord: where an Evil Cultist goes when its Objective's hex is taken (EC-2, OV-9). */
  | { kind: 'evilCultist'; hexes: string[] }
  /** Overlord: which center-row Artifact an Evil Champion equips (IN-13, OV-9). */
  | { kind: 'evilArmory'; champ: string; slots: number[] };

/** The Evil Player (Solo and Co-op, §24, §25): an automaton driven by the Intrigue deck, not a seat. */
export interface EvilState {
  /** Which face of the Evil Champion cards is up (SO-11, CO-10). */
  face: 'solo' | 'coop';
  honor: number;
  /** The Intrigue deck, top first (its order is hidden from every seat). */
  deck: string[];
  /** The Intrigue discard (public). */
  discard: string[];
  /** Bonuses for every Evil Champion until the end of the Evil turn (IN-8). */
  boost: { strength: number; defense: number; speed: number };
  /** The Objective token on each Evil Champion's card: pawn id → token (0 = the Boss's, SO-14). */
  tokens: Record<string, number>;
  /** Overlord (§26): the seat playing the Evil Player and its Intrigue hand, else null (the automaton of §24). */
  overlord: OverlordState | null;
  /** The automaton's Evil turn in progress: the Intrigue cards played so far and the steps left (empty between turns). */
  played: string[];
  steps: EvilStep[];
  /** The Evil turn under way, for its report when it ends (absent between turns). */
  report?: EvilReport;
}

/**
 * What an Evil turn found and did, all public: the Evil Player's Honor and
 * the allies' pawns on the battlefield (with their damage) when it began,
 * and each Evil Champion activated since (its name in both languages).
 */
export interface EvilReport {
  honor: number;
  onBoard: string[];
  damage: Record<string, number>;
  activated: { en: string; fr: string }[];
}

/**
 * One step of the automaton's Evil turn: an Intrigue card's effect, drawing
 * the next card, its Threat, an Evil Champion's attack or its move toward its
 * Objective after attacking, the end of the turn. An attack waits for the
 * defenders' Treasure windows (TR-10) before it lands.
 */
export type EvilStep =
  | EvilEffect
  | { op: 'draw' }
  | { op: 'threat'; card: string }
  | { op: 'strike'; champ: string }
  | { op: 'toward'; champ: string }
  | { op: 'close' };

/** The Overlord's side of the Evil Player (§26). */
export interface OverlordState {
  seat: number;
  name: string;
  /** Intrigue cards held (hidden from the allied players, AMB-37). */
  hand: string[];
  /** Intrigue cards played this Evil turn, in order (discarded together at its end, IN-9, OV-6). */
  played: string[];
  /** Evil effects of the cards played, waiting to resolve in order (IN-7, EA-2). */
  queue: EvilEffect[];
}

export interface AtState {
  game: 'at';
  mode: AtMode;
  map: string;
  rng: RngState;
  round: number;
  /** Seats in Portal order (order[0] plays first). */
  order: number[];
  active: number;
  /** 2 vs 2: the seats of the playing team that have finished their part of the shared turn (TM-6, TM-13). */
  doneThisTurn: number[];
  players: AtPlayer[];
  /** Card instance id → card id, for every card in a player's zones or equipped. */
  cards: Record<string, string>;
  nextId: number;
  /** Center deck (card ids, top first; hidden order). */
  centerDeck: string[];
  /** The center row: 6 slots, null when the deck could not refill one (AMB-32). */
  row: (string | null)[];
  /** Banished center-deck cards (public, CR-14). */
  banished: string[];
  /** Banished starting cards, out of the game (BN-2). */
  box: string[];
  /** Cards left in each always-available pile. */
  supply: Record<string, number>;
  champions: Record<string, AtChampion>;
  /** The Turret and the Fairy Circle on the battlefield: their hex and the seat that last placed or moved them (TU-1, FC-3). */
  tokens: { turret: PlacedToken | null; fairy: PlacedToken | null };
  /** Champion Selection in progress (SL-3..SL-11), or null. */
  selection: { deck: string[]; row: string[]; picks: number } | null;
  /** Active Beacons: hex → the seat controlling it (TT-35, TT-36). */
  beacons: Record<string, number>;
  /** The Treasure bag (Treasure ids; its order is hidden, TR-2). */
  treasureBag: string[];
  /** Face-down Treasure tokens on the battlefield: hex → Treasure id (hidden from every seat, SU-9). */
  treasureTokens: Record<string, string>;
  /** Inactive Portals taken, by hex: the seat they now belong to (TT-15). */
  portalsTaken: Record<string, number>;
  /** Co-op: the starting Portal each seat chose (CO-13), seat → hex. */
  chosenPortals: Record<number, string>;
  /** Portals moved by an effect (Kor's Fatal): the map's hex → the hex where the Portal stands now (TT-13, FQ-14). */
  portalMoves: Record<string, string>;
  /** Forests placed by an effect during play, in the order placed (TT-2, TT-3). */
  forestsPlaced: string[];
  /** Effects waiting to resolve, in order. */
  queue: Effect[];
  /** Decisions in progress; the last one is asked first. */
  pending: Pending[];
  /** Seats sharing first place once the game has ended. */
  winner: number[] | null;
  endReason: 'honor' | 'rounds' | 'evil' | 'deckout' | null;
  /** Solo and Co-op: the Evil Player, else null. */
  evil: EvilState | null;
}
