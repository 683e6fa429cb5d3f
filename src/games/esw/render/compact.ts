import { mainCard } from '../content/index.js';
import type { Amount, Effect, SimpleEffect } from '../content/schema.js';
import type { Words } from './words.js';

/**
 * Short card texts for the hand tiles, written from the effect data: fewer
 * words let the tiles use a type size that survives a phone's preview.
 * (The full sentences of rules/describe.ts are on the revealed-spell cards.)
 */

function amount(a: Amount, w: Words): string {
  if (typeof a === 'number') return String(a);
  const glyph = a.glyph ? w.glyph[a.glyph] : '';
  const base =
    a.per === 'glyphCards'
      ? w.per.glyphCards(glyph)
      : a.per === 'tableGlyph'
        ? w.per.tableGlyph(glyph)
        : a.per === 'keepHigh'
          ? w.per.keepHigh(a.dice ?? 2)
          : w.per[a.per];
  return a.plus ? `${base} +${a.plus}` : base;
}

function simple(e: SimpleEffect, w: Words): string {
  switch (e.op) {
    case 'damage':
      return e.to === 'self' ? w.fx.backlash(amount(e.amount, w)) : w.fx.dmg(amount(e.amount, w));
    case 'heal':
      return e.to === 'target' ? w.fx.healTarget(amount(e.amount, w)) : w.fx.heal(amount(e.amount, w));
    case 'treasure':
      return e.who === 'self' ? w.fx.treasureSelf : e.who === 'target' ? w.fx.treasureTarget : w.fx.treasureBoth;
    case 'reveal':
      return w.fx.reveal(e.count);
    case 'disrupt':
      return w.fx.disrupt;
    case 'draw':
      return w.fx.draw(e.count);
    case 'stealTreasure':
      return e.choose ? w.fx.stealChoose : w.fx.steal;
    case 'swapTreasures':
      return w.fx.swap;
    case 'discardHand':
      return w.fx.discard(e.count);
    case 'stealCard':
      return w.fx.pickpocket(e.count);
    case 'drain':
      return w.fx.drain(amount(e.amount, w));
    case 'echo':
      return e.of === 'previous' ? w.fx.echoPrevious : w.fx.echoSource;
    case 'guard':
      return e.kind === 'reflect' ? w.fx.mirror : w.fx.deflector;
    case 'stall':
      return w.fx.stall;
    case 'delayed':
      return w.fx.later(e.effects.map((x) => simple(x, w)).join(', '));
    case 'if':
      return (e.cond === 'weakest' ? w.fx.ifWeakest : w.fx.ifStrongest)(e.effects.map((x) => simple(x, w)).join(', '));
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
  if (c.kind === 'wild') return c.chain > 0 ? w.wildChainText : w.wildText;
  const effects = c.effects.map((e) => effect(e, w)).join(' · ');
  return c.target ? `${w.target[c.target]}\n${effects}` : effects;
}
