import type { Amount, Effect, Glyph, PowerRow, SimpleEffect, Slot, Targeting } from './schema.js';

/** Small constructors that keep the card tables readable; they only build plain data. */

export const dmg = (amount: Amount, to: 'target' | 'self' = 'target'): SimpleEffect => ({ op: 'damage', amount, to });
export const backlash = (amount: number): SimpleEffect => dmg(amount, 'self');
export const heal = (amount: Amount): SimpleEffect => ({ op: 'heal', amount });
export const treasure = (who: 'self' | 'target' | 'both'): SimpleEffect => ({ op: 'treasure', who });
export const reveal = (count: number): SimpleEffect => ({ op: 'reveal', count });
export const disrupt: SimpleEffect = { op: 'disrupt' };
export const draw = (count: number): SimpleEffect => ({ op: 'draw', count });

export const perGlyphs = (plus = 0): Amount => ({ per: 'glyphs', plus });
export const perTreasures = (plus = 0): Amount => ({ per: 'treasures', plus });
export const perFoes = (plus = 0): Amount => ({ per: 'foes', plus });
export const perGlyphCards = (glyph: Glyph, plus = 0): Amount => ({ per: 'glyphCards', glyph, plus });

/** A three-row power table 1–4 / 5–9 / 10+ whose rows may hold several effects. */
export function power(low: SimpleEffect[], mid: SimpleEffect[], high: SimpleEffect[]): Effect {
  const table: PowerRow[] = [
    { min: 1, max: 4, effects: low },
    { min: 5, max: 9, effects: mid },
    { min: 10, effects: high },
  ];
  return { op: 'power', table };
}

/** The common table: damage to the target by row. */
export const blast = (low: number, mid: number, high: number): Effect => power([dmg(low)], [dmg(mid)], [dmg(high)]);

export interface CardRow {
  id: string;
  name: string;
  glyph: Glyph;
  target?: Targeting;
  effects: Effect[];
  initiative?: number;
}

export const card = (
  id: string,
  name: string,
  glyph: Glyph,
  target: Targeting | undefined,
  effects: Effect[],
  initiative?: number,
): CardRow => ({ id, name, glyph, ...(target ? { target } : {}), effects, ...(initiative !== undefined ? { initiative } : {}) });

export const ofKind = (kind: Slot, rows: CardRow[]) => rows.map((r) => ({ ...r, kind }));
