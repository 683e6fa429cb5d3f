import { PALETTE, seatColor } from '../../../core/render/index.js';
import type { Faction } from '../content/schema.js';

/** Faction colours (cards of the center row and the hand). */
export const FACTION_COLOUR: Record<Faction, string> = {
  enlightened: '#3f8fd2',
  lifebound: '#3f9f4f',
  mechana: '#c7752b',
  void: '#8a4fc0',
  neutral: '#8b8f99',
};

/** The Evil Player's pawns (not a seat). */
export const EVIL_COLOUR = '#b3262e';

/** A side's colour: each seat its own; the Evil Player dark red. */
export const ownerColour = (owner: number): string => (owner < 0 ? EVIL_COLOUR : seatColor(owner));

export const TERRAIN = {
  plain: '#4f5a49',
  forest: '#2e6a36',
  sanctuary: '#b58f2a',
  corruption: '#5a2d6e',
  portal: '#39424f',
  inactivePortal: '#5d6470',
  well: '#2f6a93',
  barrier: '#22242a',
  edge: PALETTE.line,
} as const;
