import { mainCard } from '../content/index.js';
import type { Amount, Effect, SimpleEffect, Targeting } from '../content/schema.js';
import { GLYPH_NAME } from './theme.js';

/**
 * Short card texts for the hand tiles, written from the effect data: fewer
 * words let the tiles use a type size that survives a phone's preview.
 * (The full sentences of rules/describe.ts are on the revealed-spell cards.)
 */

const TARGET: Record<Targeting, string> = {
  left: '→ foe on your left',
  right: '→ foe on your right',
  leftAndRight: '→ foes left and right',
  strongest: '→ strongest foe',
  weakest: '→ weakest foe',
  stronger: '→ a stronger foe',
  weaker: '→ a weaker foe',
  die: '→ foe chosen by the die',
  eachFoe: '→ every foe',
  self: '→ you',
};

function amount(a: Amount): string {
  if (typeof a === 'number') return String(a);
  const base = a.per === 'glyphs' ? '1 per glyph' : a.per === 'treasures' ? '1 per Treasure' : a.per === 'foes' ? '1 per foe' : `1 per ${a.glyph ? GLYPH_NAME[a.glyph] : 'same-glyph'} card`;
  return a.plus ? `${base} +${a.plus}` : base;
}

function simple(e: SimpleEffect): string {
  switch (e.op) {
    case 'damage':
      return e.to === 'self' ? `you take ${amount(e.amount)}` : `${amount(e.amount)} dmg`;
    case 'heal':
      return `heal ${amount(e.amount)}`;
    case 'treasure':
      return e.who === 'self' ? '+Treasure' : e.who === 'target' ? 'target +Treasure' : 'both +Treasure';
    case 'reveal':
      return `reveal ${e.count}, same glyph joins`;
    case 'disrupt':
      return 'target loses a face-down card';
    case 'draw':
      return `draw ${e.count}`;
  }
}

function effect(e: Effect): string {
  if (e.op !== 'power') return simple(e);
  return `⚄ ${e.table.map((r) => `${r.min}${r.max === undefined ? '+' : `–${r.max}`}: ${r.effects.map(simple).join(', ')}`).join('\n')}`;
}

/** One or two short lines: the target, then the effects. */
export function compactText(id: string): string {
  const c = mainCard(id);
  if (c.kind === 'wild') return 'Fills any slot; replaced from the deck when revealed';
  const effects = c.effects.map(effect).join(' · ');
  return c.target ? `${TARGET[c.target]}\n${effects}` : effects;
}
