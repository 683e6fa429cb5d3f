import type { ComponentCard, ContentPack, Effect, SimpleEffect } from './schema.js';

/**
 * Figures on the content's variety (issue #20), read from the data alone.
 * A design is what a card does: its target and its effects (name, glyph, slot
 * and Initiative aside). A damage-only card has no effect but damage, to its
 * targets or as backlash, wherever the effect stands (power rows, delayed or
 * conditional effects included).
 */

const leaves = (e: Effect | SimpleEffect): SimpleEffect[] =>
  e.op === 'power' ? e.table.flatMap((r) => r.effects.flatMap(leaves)) : e.op === 'delayed' || e.op === 'if' ? e.effects : [e];

export const isDamageOnly = (card: ComponentCard): boolean => card.effects.flatMap(leaves).every((e) => e.op === 'damage');

export const designKey = (card: ComponentCard): string => JSON.stringify([card.target ?? null, card.effects]);

export function contentFigures(pack: ContentPack): {
  designs: number;
  damageOnlyPct: number;
  treasureAbilities: number;
  effectKinds: string[];
} {
  const cards = [...pack.sources, ...pack.qualities, ...pack.destinations];
  const designs = new Set(cards.map(designKey)).size;
  const damageOnly = cards.filter(isDamageOnly).length;
  const treasureAbilities = new Set(pack.treasures.map((t) => t.ability.k)).size;
  const kinds = new Set<string>();
  const walk = (e: Effect | SimpleEffect) => {
    kinds.add(e.op);
    if (e.op === 'power') e.table.forEach((r) => r.effects.forEach(walk));
    else if (e.op === 'delayed' || e.op === 'if') e.effects.forEach(walk);
  };
  cards.forEach((c) => c.effects.forEach(walk));
  return { designs, damageOnlyPct: +((100 * damageOnly) / cards.length).toFixed(1), treasureAbilities, effectKinds: [...kinds].sort() };
}
