import type { Ability, Card, Cond, Effect, Side } from '../content/schema.js';

/**
 * Card and champion texts in English, generated from the content data so the
 * printed text always says what the engine does.
 */

const ZONE_NAME = { manipulation: 'Manipulation', destruction: 'Destruction', creation: 'Creation' } as const;

const OP_NAME: Record<Effect['op'], string> = {
  push: 'Push',
  pull: 'Pull',
  fear: 'Fear',
  transfer: 'Transfer',
  place: 'Place',
  dash: 'Dash',
  dive: 'Dive',
  jump: 'Jump',
  heal: 'Heal',
  draw: 'Draw',
  plan: 'Plan',
  stun: 'Stun',
  root: 'Root',
  damage: 'damage',
  approach: 'Approach',
  retreat: 'Retreat',
};

/** Effects that only ever concern the acting champion or its player: no "(self)" needed. */
const SELF_EVIDENT = new Set<Effect['op']>(['dash', 'dive', 'jump', 'draw', 'plan', 'place']);

export function condText(cond: Cond): string {
  if ('bloodied' in cond) return cond.bloodied === 'self' ? 'if bloodied' : 'if the target is bloodied';
  if ('controls' in cond) return `if you control ${ZONE_NAME[cond.controls]}`;
  return `if in the ${ZONE_NAME[cond.inZone]} zone`;
}

export function effectText(e: Effect): string {
  let core: string;
  if (e.op === 'damage') core = `${e.n} damage`;
  else if (e.op === 'stun' || e.op === 'root') core = OP_NAME[e.op];
  else core = `${OP_NAME[e.op]} ${e.n}`;
  if (e.who === 'attacker') core = e.op === 'damage' ? `${core} to the attacker` : `${core} on the attacker`;
  else if (e.who === 'ally') core = `An ally: ${core}`;
  else if (e.who === 'self' && !SELF_EVIDENT.has(e.op)) core = `${core} (self)`;
  return e.if ? `${core} ${condText(e.if)}` : core;
}

/** The rules text of an action card, one short line per ability. */
export function cardLines(card: Card): string[] {
  const lines: string[] = [];
  const keywords: string[] = [];
  if (card.poison) keywords.push(`Poison ${card.poison}`);
  if (card.doubled) keywords.push('Doubled');
  if (card.lifeDrain) keywords.push('Life drain');
  if (keywords.length) lines.push(`${keywords.join(' · ')}.`);
  if (card.bonus) lines.push(`+${card.bonus.n} strength ${condText(card.bonus.if)}.`);
  if (card.targets === 'ally') lines.push('Targets an ally.');
  if (card.targets === 'any') lines.push('Targets any champion.');
  for (const e of card.pre) lines.push(`☛ Before: ${effectText(e)}.`);
  for (const e of card.effects) lines.push(`${capitalise(effectText(e))}.`);
  for (const e of card.post) lines.push(`☜ After: ${effectText(e)}.`);
  if (card.type === 'reaction' && lines.length === 0) lines.push('Play when one of your champions is attacked.');
  return lines;
}

export function rangeText(card: Card): string | null {
  const t = card.targeting;
  if (!t) return null;
  if (t.kind === 'melee') return '1';
  if (t.kind === 'aoe') return 'Area';
  return t.min === t.max ? `${t.max}` : `${t.min}–${t.max}`;
}

export function abilityText(a: Ability): string {
  const what = `${a.n >= 0 ? '+' : ''}${a.n} ${a.kind}`;
  return a.if ? `${what} ${condText(a.if)}` : what;
}

export function sideLines(side: Side): string[] {
  const lines = side.abilities.map((a) => `${capitalise(abilityText(a))}.`);
  if (side.moveBonus) lines.unshift(`+${side.moveBonus} movement on every action with movement.`);
  return lines;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
