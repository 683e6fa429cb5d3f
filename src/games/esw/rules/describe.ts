import type { Locale } from '../../../core/text.js';
import { t, type Text } from '../../../core/text.js';
import { deadWizardCard, mainCard, treasureCard } from '../content/index.js';
import type { Amount, Effect, SimpleEffect } from '../content/schema.js';
import { textToString } from './strings.js';

/** Card texts for panels and renders, generated from the effect data in one locale. */

const say = (locale: Locale, key: string, vars?: Record<string, string | number>) => textToString(t(key, vars), locale);

export function amountText(a: Amount, locale: Locale): string {
  if (typeof a === 'number') return String(a);
  const glyph = a.glyph ? say(locale, `esw.glyph.${a.glyph}`) : '';
  const base = say(locale, `esw.amount.${a.per}`, { glyph, dice: a.dice ?? 2 });
  return a.plus ? `${base} + ${a.plus}` : base;
}

export function simpleText(e: SimpleEffect, locale: Locale): string {
  switch (e.op) {
    case 'damage':
      // A computed amount ("1 per Treasure you own") cannot stand before its unit: "Deal damage: 1 per…".
      if (typeof e.amount !== 'number')
        return say(locale, e.to === 'self' ? 'esw.fx.backlashBy' : 'esw.fx.damageBy', { amount: amountText(e.amount, locale) });
      return say(locale, e.to === 'self' ? 'esw.fx.backlash' : 'esw.fx.damage', { amount: amountText(e.amount, locale) });
    case 'heal':
      return say(locale, e.to === 'target' ? 'esw.fx.healTarget' : 'esw.fx.heal', { amount: amountText(e.amount, locale) });
    case 'treasure':
      return say(locale, `esw.fx.treasure.${e.who}`);
    case 'reveal':
      return say(locale, 'esw.fx.reveal', { count: e.count });
    case 'disrupt':
      return say(locale, 'esw.fx.disrupt');
    case 'draw':
      return say(locale, 'esw.fx.draw', { count: e.count });
    case 'stealTreasure':
      return say(locale, e.choose ? 'esw.fx.stealTreasureChoose' : 'esw.fx.stealTreasure');
    case 'swapTreasures':
      return say(locale, 'esw.fx.swapTreasures');
    case 'discardHand':
      return say(locale, 'esw.fx.discardHand', { count: e.count });
    case 'stealCard':
      return say(locale, 'esw.fx.stealCard', { count: e.count });
    case 'drain':
      return say(locale, typeof e.amount === 'number' ? 'esw.fx.drain' : 'esw.fx.drainBy', { amount: amountText(e.amount, locale) });
    case 'echo':
      return say(locale, `esw.fx.echo.${e.of}`);
    case 'guard':
      return say(locale, `esw.fx.guard.${e.kind}`);
    case 'stall':
      return say(locale, 'esw.fx.stall');
    case 'delayed':
      return say(locale, 'esw.fx.delayed', { effects: inner(e.effects, locale) });
    case 'if':
      return say(locale, `esw.fx.if.${e.cond}`, { effects: inner(e.effects, locale) });
  }
}

/** Effects inside a sentence: lower-case start, joined. */
const inner = (effects: SimpleEffect[], locale: Locale): string =>
  effects
    .map((x) => simpleText(x, locale))
    .map((x) => x.charAt(0).toLowerCase() + x.slice(1))
    .join(' · ');

function effectLines(e: Effect, locale: Locale): string[] {
  if (e.op !== 'power') return [simpleText(e, locale)];
  return [
    say(locale, 'esw.fx.power'),
    ...e.table.map(
      (row) => `${row.min}${row.max === undefined ? '+' : `–${row.max}`}: ${row.effects.map((x) => simpleText(x, locale)).join(' · ')}`,
    ),
  ];
}

/** Lines describing a main-deck card: kind, glyph, Initiative, target, effects. */
export function describeMainCard(id: string, locale: Locale = 'en'): string[] {
  const c = mainCard(id);
  if (c.kind === 'wild') return [say(locale, c.chain > 0 ? 'esw.card.wildChain' : 'esw.card.wild', { chain: c.chain })];
  const head = [say(locale, `esw.slot.${c.kind}`), say(locale, `esw.glyph.${c.glyph}`)];
  if (c.initiative !== undefined) head.push(say(locale, 'esw.card.initiative', { initiative: c.initiative }));
  const lines = [head.join(' · ')];
  if (c.target) lines.push(say(locale, `esw.target.${c.target}`));
  for (const e of c.effects) lines.push(...effectLines(e, locale));
  return lines;
}

export function describeTreasure(id: string, locale: Locale = 'en'): string {
  return textToString(treasureText(id), locale);
}

/** A Treasure's ability as catalog text, readable in any locale (a glyph has its own key). */
export function treasureText(id: string): Text {
  const a = treasureCard(id).ability;
  return t('glyph' in a ? `esw.treasure.${a.k}.${a.glyph}` : `esw.treasure.${a.k}`, {
    amount: 'amount' in a ? a.amount : 0,
    atLeast: 'atLeast' in a ? a.atLeast : 0,
    damage: 'damage' in a ? a.damage : 0,
    count: 'count' in a ? a.count : 0,
    dice: 'dice' in a ? a.dice : 0,
  });
}

export function describeDeadWizard(id: string, locale: Locale = 'en'): string {
  const c = deadWizardCard(id);
  const parts: string[] = [];
  if (c.life + c.treasures > 0) parts.push(say(locale, 'esw.deadBonus', { life: c.life, treasures: c.treasures }));
  if (c.haunt) parts.push(say(locale, `esw.dead.haunt.${c.haunt.who}`, { life: c.haunt.life }));
  if (c.draw) parts.push(say(locale, 'esw.dead.draw', { count: c.draw }));
  if (c.steal) parts.push(say(locale, 'esw.dead.steal'));
  return parts.join(' · ');
}
