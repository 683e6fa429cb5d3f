import type { Ability, Card, Cond, Effect, Side } from '../content/schema.js';
import { WORDS, type Words } from './words.js';

/**
 * Card and champion texts in the reader's language, generated from the
 * content data so the printed text always says what the engine does.
 */

const ZONE_ESSENCE = { manipulation: 'M', destruction: 'D', creation: 'C' } as const;

/** Effects that only ever concern the acting champion or its player: no "(self)" needed. */
const SELF_EVIDENT = new Set<Effect['op']>(['dash', 'dive', 'jump', 'draw', 'plan', 'place']);

export function condText(cond: Cond, w: Words = WORDS.en): string {
  if ('bloodied' in cond) return cond.bloodied === 'self' ? w.ifBloodiedSelf : w.ifTargetBloodied;
  if ('controls' in cond) return w.ifControls(w.essence[ZONE_ESSENCE[cond.controls]]);
  return w.ifInZone(w.essence[ZONE_ESSENCE[cond.inZone]]);
}

export function effectText(e: Effect, w: Words = WORDS.en): string {
  let core: string;
  if (e.op === 'damage') core = w.damage(e.n);
  else if (e.op === 'stun' || e.op === 'root') core = w.op[e.op];
  else core = `${w.op[e.op]} ${e.n}`;
  if (e.who === 'attacker') core = e.op === 'damage' ? w.toAttacker(core) : w.onAttacker(core);
  else if (e.who === 'ally') core = w.anAlly(core);
  else if (e.who === 'self' && !SELF_EVIDENT.has(e.op)) core = w.self(core);
  return e.if ? `${core} ${condText(e.if, w)}` : core;
}

/** The rules text of an action card, one short line per ability. */
export function cardLines(card: Card, w: Words = WORDS.en): string[] {
  const lines: string[] = [];
  const keywords: string[] = [];
  if (card.poison) keywords.push(w.poison(card.poison));
  if (card.doubled) keywords.push(w.doubled);
  if (card.lifeDrain) keywords.push(w.lifeDrain);
  if (keywords.length) lines.push(`${keywords.join(' · ')}.`);
  if (card.bonus) lines.push(w.bonus(card.bonus.n, condText(card.bonus.if, w)));
  if (card.targets === 'ally') lines.push(w.targetsAlly);
  if (card.targets === 'any') lines.push(w.targetsAny);
  for (const e of card.pre) lines.push(`${w.before} ${effectText(e, w)}.`);
  for (const e of card.effects) lines.push(`${capitalise(effectText(e, w))}.`);
  for (const e of card.post) lines.push(`${w.after} ${effectText(e, w)}.`);
  if (card.type === 'reaction' && lines.length === 0) lines.push(w.reactionHint);
  return lines;
}

/** A card in one line, for the recruitment pool: "Crushing Blow · D · Attack, strength 4, range 1, move 2. After: push 2." */
export function cardSummary(card: Card, w: Words = WORDS.en): string {
  const numbers = [w.cardType[card.type]];
  if (card.strength !== undefined) numbers.push(w.summary.strength(card.strength));
  const range = rangeText(card, w);
  if (card.targeting?.kind === 'aoe') numbers.push(w.area.toLowerCase());
  else if (range) numbers.push(w.summary.range(range));
  if (card.move !== undefined) numbers.push(w.summary.move(card.move));
  return [`${card.name[w.locale]} · ${card.essence} · ${numbers.join(', ')}.`, ...cardLines(card, w)].join(' ');
}

export function rangeText(card: Card, w: Words = WORDS.en): string | null {
  const t = card.targeting;
  if (!t) return null;
  if (t.kind === 'melee') return '1';
  if (t.kind === 'aoe') return w.area;
  return t.min === t.max ? `${t.max}` : `${t.min}–${t.max}`;
}

export function abilityText(a: Ability, w: Words = WORDS.en): string {
  const what = w.ability(a.n, a.kind);
  return a.if ? `${what} ${condText(a.if, w)}` : what;
}

export function sideLines(side: Side, w: Words = WORDS.en): string[] {
  const lines = side.abilities.map((a) => `${capitalise(abilityText(a, w))}.`);
  if (side.moveBonus) lines.unshift(w.moveBonus(side.moveBonus));
  return lines;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
