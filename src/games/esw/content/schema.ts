import { z } from 'zod';

/**
 * The data model of Epic Spell Wars content. Card effects are data read by the
 * interpreter in rules/effects.ts: a card fixes its target first (ESW-POWER-7),
 * then runs its effects in order.
 */

export const GLYPHS = ['arcane', 'dark', 'elemental', 'illusion', 'primal'] as const;
export const Glyph = z.enum(GLYPHS);
export type Glyph = z.infer<typeof Glyph>;

export const SLOTS = ['source', 'quality', 'destination'] as const;
export const Slot = z.enum(SLOTS);
export type Slot = z.infer<typeof Slot>;

/** Every targeting kind of the rulebook ([L240–L260]). */
export const TARGETINGS = [
  'left',
  'right',
  'leftAndRight',
  'strongest',
  'weakest',
  'stronger',
  'weaker',
  'die',
  'eachFoe',
  'self',
] as const;
export const Targeting = z.enum(TARGETINGS);
export type Targeting = z.infer<typeof Targeting>;

/** A number, or a count read from the game when the effect applies. */
export const Amount = z.union([
  z.number().int().min(0),
  z.object({
    per: z.enum(['glyphs', 'treasures', 'glyphCards', 'foes']),
    /** For `glyphCards`: the glyph counted. */
    glyph: Glyph.optional(),
    plus: z.number().int().default(0),
  }),
]);
export type Amount = z.infer<typeof Amount>;

export const Damage = z.object({ op: z.literal('damage'), amount: Amount, to: z.enum(['target', 'self']).default('target') });
export const Heal = z.object({ op: z.literal('heal'), amount: Amount });
/** Gain Treasures: the caster, the card's target(s), or both ("each gain", ESW-TREAS-9). */
export const GainTreasure = z.object({ op: z.literal('treasure'), who: z.enum(['self', 'target', 'both']) });
/** Reveal the top N main-deck cards; those sharing a glyph with the spell join it, the rest are discarded (ESW-ADD-7). */
export const Reveal = z.object({ op: z.literal('reveal'), count: z.number().int().min(1).max(4) });
/** The target discards one random face-down card of their pending spell (its count changes: ESW-ORDER-11). */
export const Disrupt = z.object({ op: z.literal('disrupt') });
/** The caster draws cards into their hand. */
export const Draw = z.object({ op: z.literal('draw'), count: z.number().int().min(1).max(3) });

export const SimpleEffect = z.discriminatedUnion('op', [Damage, Heal, GainTreasure, Reveal, Disrupt, Draw]);
export type SimpleEffect = z.infer<typeof SimpleEffect>;

/** One row of a power table: totals from `min` to `max` (open-ended when absent). */
export const PowerRow = z.object({
  min: z.number().int().min(1),
  max: z.number().int().min(1).optional(),
  effects: z.array(SimpleEffect).min(1),
});
export type PowerRow = z.infer<typeof PowerRow>;

export const Power = z.object({ op: z.literal('power'), table: z.array(PowerRow).min(2) });
export type Power = z.infer<typeof Power>;

export const Effect = z.discriminatedUnion('op', [Damage, Heal, GainTreasure, Reveal, Disrupt, Draw, Power]);
export type Effect = z.infer<typeof Effect>;

const cardId = z.string().regex(/^[a-z][a-z0-9]{1,5}$/);

export const ComponentCard = z
  .object({
    id: cardId,
    name: z.string().min(2).max(40),
    kind: Slot,
    glyph: Glyph,
    /** Destinations only ([L106]). */
    initiative: z.number().int().min(1).max(40).optional(),
    target: Targeting.optional(),
    effects: z.array(Effect).min(1),
  })
  .superRefine((card, ctx) => {
    const isDestination = card.kind === 'destination';
    if (isDestination !== (card.initiative !== undefined)) {
      ctx.addIssue({ code: 'custom', message: `${card.id}: initiative is for Destinations only, and every Destination has one` });
    }
    const hasPower = card.effects.some((e) => e.op === 'power');
    if (isDestination && !hasPower) ctx.addIssue({ code: 'custom', message: `${card.id}: a Destination needs a power roll (ESW-BUILD-5)` });
    const usesTarget = card.effects.some((e) =>
      e.op === 'power' ? e.table.some((r) => r.effects.some(targetsSomeone)) : targetsSomeone(e),
    );
    if (usesTarget && !card.target)
      ctx.addIssue({ code: 'custom', message: `${card.id}: an effect aims at a target but the card names none` });
    for (const e of card.effects) if (e.op === 'power') checkTable(card.id, e.table, ctx);
  });
export type ComponentCard = z.infer<typeof ComponentCard>;

function targetsSomeone(e: SimpleEffect): boolean {
  return (e.op === 'damage' && e.to === 'target') || (e.op === 'treasure' && e.who !== 'self') || e.op === 'disrupt';
}

/** A power table must cover every total from 1 upwards, without gaps or overlaps (ESW-IMPL-12). */
function checkTable(id: string, table: PowerRow[], ctx: z.RefinementCtx): void {
  let expected = 1;
  table.forEach((row, i) => {
    const last = i === table.length - 1;
    if (row.min !== expected) ctx.addIssue({ code: 'custom', message: `${id}: power row ${i} starts at ${row.min}, expected ${expected}` });
    if (last && row.max !== undefined) ctx.addIssue({ code: 'custom', message: `${id}: the last power row must be open-ended` });
    if (!last && (row.max === undefined || row.max < row.min))
      ctx.addIssue({ code: 'custom', message: `${id}: power row ${i} needs max ≥ min` });
    expected = (row.max ?? 0) + 1;
  });
}

export const WildMagicCard = z.object({ id: cardId, name: z.string().min(2), kind: z.literal('wild') });
export type WildMagicCard = z.infer<typeof WildMagicCard>;

export type MainCard = ComponentCard | WildMagicCard;

/** Treasure effects are always on while the Treasure is in front of its owner ([L276]). */
export const TreasureAbility = z.discriminatedUnion('k', [
  /** Counts as a card of this glyph in each of your spells: a glyph for counts and a die for its power rolls ([L318]). */
  z.object({ k: z.literal('countsAs'), glyph: Glyph }),
  /** One more die on your power rolls of this glyph (not a glyph of the spell). */
  z.object({ k: z.literal('extraDie'), glyph: Glyph }),
  /** In each of your power rolls, dice showing 1 are re-rolled once. */
  z.object({ k: z.literal('rerollOnes') }),
  /** After all re-rolls (ESW-POWER-9): if the total is at least `atLeast`, `damage` more to each target of the roll. */
  z.object({ k: z.literal('afterRoll'), atLeast: z.number().int().min(2), damage: z.number().int().min(1) }),
  /** Each damage of 2 or more a foe's effect deals you is reduced by `amount`, never below 1; wards do not stack. */
  z.object({ k: z.literal('ward'), amount: z.number().int().min(1).max(2) }),
  /** At the start of each turn, heal `amount`; only your best regen counts. */
  z.object({ k: z.literal('regen'), amount: z.number().int().min(1).max(2) }),
]);
export type TreasureAbility = z.infer<typeof TreasureAbility>;

export const TreasureCard = z.object({ id: cardId, name: z.string().min(2), ability: TreasureAbility });
export type TreasureCard = z.infer<typeof TreasureCard>;

/** Dead Wizard bonuses are collected between rounds ([L337]). */
export const DeadWizardCard = z
  .object({ id: cardId, name: z.string().min(2), life: z.number().int().min(0).max(5), treasures: z.number().int().min(0).max(1) })
  .refine((c) => c.life + c.treasures > 0, { message: 'a Dead Wizard card must give something' });
export type DeadWizardCard = z.infer<typeof DeadWizardCard>;

export const WizardCard = z.object({ id: cardId, name: z.string().min(2) });
export type WizardCard = z.infer<typeof WizardCard>;

export const ContentPack = z.object({
  sources: z.array(ComponentCard).length(40),
  qualities: z.array(ComponentCard).length(40),
  destinations: z.array(ComponentCard).length(40),
  wild: z.array(WildMagicCard).length(8),
  treasures: z.array(TreasureCard).length(25),
  deadWizards: z.array(DeadWizardCard).length(25),
  wizards: z.array(WizardCard).length(8),
});
export type ContentPack = z.infer<typeof ContentPack>;
