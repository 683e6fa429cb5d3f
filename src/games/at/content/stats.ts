import { CONTENT } from './index.js';
import type { CardDef, Effect } from './schema.js';

/** Whether a list of effects only gains Runes and/or Power. */
const onlyCurrency = (effects: Effect[] | undefined) => !effects || effects.every((e) => e.op === 'runes' || e.op === 'power');

/**
 * A "vanilla" design: its only effect is to gain Runes or Power (a Hero with
 * nothing else; Artifacts and Champions always do more: stats on the board).
 */
export function isVanilla(c: CardDef): boolean {
  return c.type === 'hero' && onlyCurrency(c.effects) && onlyCurrency(c.allegiance) && onlyCurrency(c.ambush);
}

/** The content's variety figures reported by `npm run bench -- at` (issue: at_center_designs, at_vanilla_design_pct). */
export function contentFigures(): { designs: number; cards: number; vanillaPct: number; byFaction: Record<string, number> } {
  const center = CONTENT.cards.filter((c) => c.copies > 0);
  const byFaction: Record<string, number> = {};
  for (const c of center) byFaction[c.faction] = (byFaction[c.faction] ?? 0) + 1;
  return {
    designs: center.length,
    cards: center.reduce((n, c) => n + c.copies, 0),
    vanillaPct: center.length === 0 ? 0 : (100 * center.filter(isVanilla).length) / center.length,
    byFaction,
  };
}
