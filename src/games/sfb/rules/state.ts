import type { RngState } from '../../../core/rng.js';
import type { HexKey } from '../../../core/hex.js';
import type { Card, Effect, Essence } from '../content/schema.js';
import { z } from 'zod';

/** Options of a match (validated with zod by the game module). */
export const sfbOptionsSchema = z.object({
  /** Recruitment mode (SFB-REC-1). */
  mode: z.enum(['free', 'friendly', 'competitive']).default('free'),
  /** Free choice made in advance: champion ids per seat (skips the picking prompts). */
  teams: z.array(z.array(z.string())).optional(),
  /** Friendly draft pool (≥ 6 champions, ≥ 8 with four players); default: all twelve. */
  pool: z.array(z.string()).optional(),
  /** Competitive: champions each seat brings (5, or 3 with four players); default: chosen by prompts. */
  brought: z.array(z.array(z.string())).optional(),
});
export type SfbOptions = z.infer<typeof sfbOptionsSchema>;

export interface ChampState {
  id: string;
  seat: number;
  team: number;
  /** Hex key in the arena, or null when on the team's portal. */
  at: HexKey | null;
  dmg: number;
  xp: boolean;
  /** Immobilisation: lasts until the end of the current turn. */
  rooted: boolean;
}

export interface PlayerState {
  seat: number;
  team: number;
  name: string;
  champs: string[];
  hand: string[];
  deck: string[];
  discard: string[];
  ess: Record<Essence, boolean>;
}

export interface TeamState {
  vp: number;
  /** Deployment zone index (0 north, 1 south); -1 until chosen. */
  side: number;
  seats: number[];
}

/** Context of the action (card or standard action) being resolved. */
export interface Act {
  seat: number;
  champ: string;
  card: string | null;
  kind: 'attack' | 'skill' | 'std';
  targets: string[];
  /** Strength/damage values computed in step 6, reused by Doublé. */
  vals: Record<string, number>;
  reaction: { seat: number; card: string; on: string } | null;
  /** Champions owed an experience flip when the action ends. */
  xp: string[];
  /** Champions knocked out during the action. */
  kod: string[];
}

/** Context an effect resolves in: geometry from `src`, knock-out credit to `credit`, choices by `chooser`. */
export interface EffCtx {
  src: string;
  credit: string;
  chooser: number;
}

/** The pending-step language. The top of `stack` (last element) is resolved next. */
export type Step =
  | { op: 'firstOf'; team: number }
  | { op: 'zone'; seat: number }
  | { op: 'pick'; seat: number; from: 'any' | 'pool' | 'own' }
  /** `open`: brought after the reveal, so every brought champion is excluded (not secret any more). */
  | { op: 'bring'; seat: number; open?: boolean }
  | { op: 'revealBrought' }
  | { op: 'ban'; seat: number; victim: number }
  | { op: 'buildDecks' }
  | { op: 'setupRest' }
  | { op: 'takeBrought' }
  | { op: 'trapSetup'; seat: number }
  | { op: 'deal'; seat: number }
  | { op: 'mull'; seat: number; aside: string[] }
  | { op: 'deploy'; seat: number }
  | { op: 'beginPlay' }
  | {
      op: 'walk';
      champ: string;
      budget: number;
      chooser: number;
      credit: string | null;
      mode: 'move' | 'reentry' | 'approach' | 'retreat' | 'transfer';
      ref: HexKey | null;
      d0: number;
      first: boolean;
    }
  | { op: 'dash'; champ: string; budget: number; dir: number | null; chooser: number; credit: string | null }
  | { op: 'leap'; champ: string; n: number; kind: 'dive' | 'jump' | 'place'; center: string; chooser: number; credit: string | null }
  | { op: 'eff'; e: Effect; ctx: EffCtx; phase: 'pre' | 'post' | 'skill' | 'rpre' | 'rpost' | 'std' }
  | { op: 'eff1'; e: Effect; ctx: EffCtx; tgt: string; n: number | null }
  | { op: 'pickAlly'; e: Effect; ctx: EffCtx }
  | { op: 'declare' }
  | { op: 'skillUse' }
  | { op: 'react'; seats: number[] }
  | { op: 'strike'; pass: number }
  | { op: 'rpost' }
  | { op: 'fearPick'; tgt: string; opts: { dir: number; len: number }[]; ctx: EffCtx }
  | { op: 'stun'; champ: string }
  | { op: 'trapPlace'; seat: number; exclude: HexKey; spent: string }
  | { op: 'plan'; seat: number; left: number }
  | { op: 'draw'; seat: number; max: number }
  | { op: 'stdDmg'; champ: string }
  | { op: 'endAct' };

export interface SfbState {
  v: 1;
  options: SfbOptions;
  rng: RngState;
  stage: 'setup' | 'play' | 'over';
  /** Seats in turn order (order[0] is the first player). */
  order: number[];
  turn: number;
  round: number;
  players: PlayerState[];
  teams: TeamState[];
  champs: Record<string, ChampState>;
  /** Champions available to recruit: the friendly pool, or per seat for competitive. */
  pool: string[];
  brought: string[][];
  traps: { pool: string[]; board: Record<HexKey, string> };
  chal: { deck: string[]; discard: string[]; track: (string | null)[] };
  /** Standard actions used in this activation phase ('M', 'C', 'D', 'any'). */
  std: string[];
  stack: Step[];
  act: Act | null;
  last: { path: HexKey[]; targets: string[]; revealed: string[] | null };
  winner: number | null;
  /** Extra card definitions (scenarios can define cards inline). */
  custom: Record<string, Card> | null;
  /**
   * The state before the card or standard action being resolved, while it can
   * still be taken back (nothing random, hidden or affecting anyone yet): the
   * "cancel" choice restores it. Immutable, shared between clones.
   */
  undo?: SfbState | null;
}
