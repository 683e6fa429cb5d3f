import type { Glyph, Slot } from '../content/schema.js';

/** Glyph colours (distinct hues and lightness, so they still differ in grey) and symbols from the bundled fonts. */
export const GLYPH_COLOUR: Record<Glyph, string> = {
  arcane: '#3f74d6',
  dark: '#6a3b9c',
  elemental: '#d8542a',
  illusion: '#1f9e9a',
  primal: '#4f9a35',
};

export const WILD_COLOUR = '#c9a227';

export const GLYPH_SYMBOL: Record<Glyph, string> = {
  arcane: '✦',
  dark: '☠',
  elemental: '☀',
  illusion: '◉',
  primal: '❦',
};

export const GLYPH_NAME: Record<Glyph, string> = {
  arcane: 'Arcane',
  dark: 'Dark',
  elemental: 'Elemental',
  illusion: 'Illusion',
  primal: 'Primal',
};

export const SLOT_NAME: Record<Slot, string> = { source: 'Source', quality: 'Quality', destination: 'Destination' };

/** Slot bands: Source, Quality, Destination read left to right like the spell's name. */
export const SLOT_COLOUR: Record<Slot, string> = { source: '#8f3b2e', quality: '#7a6a2a', destination: '#2e5a8f' };
