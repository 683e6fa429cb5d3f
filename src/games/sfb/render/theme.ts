import type { Essence, Zone } from '../content/schema.js';

/** SFB colours: one per essence (zones share their essence's colour), one per team. */
export const ESSENCE_COLOUR: Record<Essence, string> = {
  D: '#c8433a', // Destruction: red
  C: '#3f9c55', // Creation: green
  M: '#8a55c8', // Manipulation: violet
};

export const ZONE_ESSENCE: Record<Zone, Essence> = { destruction: 'D', creation: 'C', manipulation: 'M' };

/** Team colours chosen apart from the three essence hues. */
export const TEAM_COLOUR = ['#2f80ed', '#f2994a'] as const;

export const teamColour = (team: number): string => TEAM_COLOUR[team % 2]!;

export const HEX_NEUTRAL = '#434b5c';
export const TARGET_RED = '#ff3b30';
export const PATH_YELLOW = '#ffd60a';
