import { mainCard } from '../content/index.js';
import type { Amount, Effect, SimpleEffect } from '../content/schema.js';
import { amountText, simpleText } from '../rules/describe.js';
import type { Words } from './words.js';

/**
 * Short card texts for the hand tiles, written from the effect data: fewer
 * words let the tiles use a type size that survives a phone's preview.
 * (The full sentences of rules/describe.ts are on the revealed-spell cards.)
 */

function amount(a: Amount, w: Words): string {
  if (typeof a === 'number') return String(a);
  if (a.per !== 'glyphCards' && !(a.per in w.per)) return amountText(a, w.locale);
  const base = a.per === 'glyphCards' ? w.per.glyphCards(a.glyph ? w.glyph[a.glyph] : '') : w.per[a.per as 'glyphs' | 'treasures' | 'foes'];
  return a.plus ? `${base} +${a.plus}` : base;
}

function simple(e: SimpleEffect, w: Words): string {
  switch (e.op) {
    case 'damage':
      return e.to === 'self' ? w.fx.backlash(amount(e.amount, w)) : w.fx.dmg(amount(e.amount, w));
    case 'heal':
      return e.to === 'target' ? simpleText(e, w.locale) : w.fx.heal(amount(e.amount, w));
    case 'treasure':
      return e.who === 'self' ? w.fx.treasureSelf : e.who === 'target' ? w.fx.treasureTarget : w.fx.treasureBoth;
    case 'reveal':
      return w.fx.reveal(e.count);
    case 'disrupt':
      return w.fx.disrupt;
    case 'draw':
      return w.fx.draw(e.count);
    default:
      // The rarer effects keep their full sentence.
      return simpleText(e, w.locale);
  }
}

/** A power table: one row per line, the die symbol first. */
function effect(e: Effect, w: Words): string {
  if (e.op !== 'power') return simple(e, w);
  return `⚄ ${e.table.map((r) => `${r.min}${r.max === undefined ? '+' : `–${r.max}`}: ${r.effects.map((x) => simple(x, w)).join(', ')}`).join('\n')}`;
}

/** The target, then the effects. */
export function compactText(id: string, w: Words): string {
  const c = mainCard(id);
  if (c.kind === 'wild') return w.wildText;
  const effects = c.effects.map((e) => effect(e, w)).join(' · ');
  return c.target ? `${w.target[c.target]}\n${effects}` : effects;
}
