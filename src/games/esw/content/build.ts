import type { Amount, BaseEffect, Effect, Glyph, PowerRow, SimpleEffect, Slot, Targeting } from './schema.js';

/** Small constructors that keep the card tables readable; they only build plain data. */

export const dmg = (amount: Amount, to: 'target' | 'self' = 'target'): BaseEffect => ({ op: 'damage', amount, to });
export const backlash = (amount: number): BaseEffect => dmg(amount, 'self');
export const heal = (amount: Amount, to: 'self' | 'target' = 'self'): BaseEffect => ({ op: 'heal', amount, to });
export const treasure = (who: 'self' | 'target' | 'both'): BaseEffect => ({ op: 'treasure', who });
export const reveal = (count: number): BaseEffect => ({ op: 'reveal', count });
export const disrupt: BaseEffect = { op: 'disrupt' };
export const draw = (count: number): BaseEffect => ({ op: 'draw', count });

export const steal = (choose = false): BaseEffect => ({ op: 'stealTreasure', choose });
export const swap: BaseEffect = { op: 'swapTreasures' };
export const discard = (count: number): BaseEffect => ({ op: 'discardHand', count });
export const pickpocket = (count: number): BaseEffect => ({ op: 'stealCard', count });
export const drain = (amount: Amount): BaseEffect => ({ op: 'drain', amount });
export const echo = (of: 'previous' | 'source'): BaseEffect => ({ op: 'echo', of });
export const guard = (kind: 'reflect' | 'redirect'): BaseEffect => ({ op: 'guard', kind });
export const stall: BaseEffect = { op: 'stall' };
export const later = (...effects: BaseEffect[]): SimpleEffect => ({ op: 'delayed', effects });
export const ifWeakest = (...effects: BaseEffect[]): SimpleEffect => ({ op: 'if', cond: 'weakest', effects });
export const ifStrongest = (...effects: BaseEffect[]): SimpleEffect => ({ op: 'if', cond: 'strongest', effects });

export const perGlyphs = (plus = 0): Amount => ({ per: 'glyphs', plus });
export const perTableTreasures = (plus = 0): Amount => ({ per: 'tableTreasures', plus });
export const perTableGlyph = (glyph: Glyph, plus = 0): Amount => ({ per: 'tableGlyph', glyph, plus });
export const perDead = (plus = 0): Amount => ({ per: 'dead', plus });
export const keepHigh = (dice: number, plus = 0): Amount => ({ per: 'keepHigh', dice, plus });
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
