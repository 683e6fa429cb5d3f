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
  /** Every living wizard, the caster included (Tavern content, ESW-FX-5). */
  'everyone',
  'self',
] as const;
export const Targeting = z.enum(TARGETINGS);
export type Targeting = z.infer<typeof Targeting>;

/** A number, or a count read from the game when the effect applies. */
export const Amount = z.union([
  z.number().int().min(0),
  z.object({
    /**
     * glyphs: different glyphs in the spell; treasures: Treasures the caster owns; glyphCards: cards of
     * `glyph` in the spell; foes: living foes; tableTreasures: Treasures in front of every wizard;
     * tableGlyph: cards of `glyph` in every spell revealed or cast this turn (ESW-FX-6);
     * dead: dead wizards; keepHigh: roll `dice` d6 and keep the highest (ESW-FX-11).
     */
    per: z.enum(['glyphs', 'treasures', 'glyphCards', 'foes', 'tableTreasures', 'tableGlyph', 'dead', 'keepHigh']),
    /** For `glyphCards` and `tableGlyph`: the glyph counted. */
    glyph: Glyph.optional(),
    /** For `keepHigh`: how many dice are rolled. */
    dice: z.number().int().min(2).max(4).optional(),
    plus: z.number().int().default(0),
  }),
]);
export type Amount = z.infer<typeof Amount>;

export const Damage = z.object({ op: z.literal('damage'), amount: Amount, to: z.enum(['target', 'self']).default('target') });
/** Heal the caster, or each target (ESW-FX-3). */
export const Heal = z.object({ op: z.literal('heal'), amount: Amount, to: z.enum(['self', 'target']).default('self') });
/** Gain Treasures: the caster, the card's target(s), or both ("each gain", ESW-TREAS-9). */
export const GainTreasure = z.object({ op: z.literal('treasure'), who: z.enum(['self', 'target', 'both']) });
/** Reveal the top N main-deck cards; those sharing a glyph with the spell join it, the rest are discarded (ESW-ADD-7). */
export const Reveal = z.object({ op: z.literal('reveal'), count: z.number().int().min(1).max(4) });
/** The target discards one random face-down card of their pending spell (its count changes: ESW-ORDER-11). */
export const Disrupt = z.object({ op: z.literal('disrupt') });
/** The caster draws cards into their hand. */
export const Draw = z.object({ op: z.literal('draw'), count: z.number().int().min(1).max(3) });

/** Take one Treasure from each target; `choose`: the caster picks which (a prompt), else the newest (ESW-FX-1). */
export const StealTreasure = z.object({ op: z.literal('stealTreasure'), choose: z.boolean().default(false) });
/** The caster and the (first) target exchange all their Treasures (ESW-FX-1). */
export const SwapTreasures = z.object({ op: z.literal('swapTreasures') });
/** Each target discards `count` random cards from their hand (ESW-FX-2). */
export const DiscardHand = z.object({ op: z.literal('discardHand'), count: z.number().int().min(1).max(3) });
/** The caster takes `count` random cards from each target's hand, unseen by the table (ESW-FX-2). */
export const StealCard = z.object({ op: z.literal('stealCard'), count: z.number().int().min(1).max(2) });
/** Damage to each target; the caster heals what was actually dealt (ESW-FX-3). */
export const Drain = z.object({ op: z.literal('drain'), amount: Amount });
/** Runs again the effects of another card of the spell: the previous one at its own targets, or the Source at this card's (ESW-FX-7). */
export const Echo = z.object({ op: z.literal('echo'), of: z.enum(['previous', 'source']) });
/** Until the end of the turn, the next damage a foe deals the caster goes back to that foe, or to the caster's left foe (ESW-FX-8). */
export const Guard = z.object({ op: z.literal('guard'), kind: z.enum(['reflect', 'redirect']) });
/** Each target's face-down spell resolves after every other spell of the turn (ESW-FX-9). */
export const Stall = z.object({ op: z.literal('stall') });

const BaseEffect = z.discriminatedUnion('op', [
  Damage,
  Heal,
  GainTreasure,
  Reveal,
  Disrupt,
  Draw,
  StealTreasure,
  SwapTreasures,
  DiscardHand,
  StealCard,
  Drain,
  Echo,
  Guard,
  Stall,
]);
export type BaseEffect = z.infer<typeof BaseEffect>;

/** At the start of the next turn, the effects run with this card's caster and targets (ESW-FX-10). */
export const Delayed = z.object({ op: z.literal('delayed'), effects: z.array(BaseEffect).min(1) });
/** Effects that run only when the caster is the weakest (fewest life) or the strongest living wizard, ties included (ESW-FX-12). */
export const IfStanding = z.object({ op: z.literal('if'), cond: z.enum(['weakest', 'strongest']), effects: z.array(BaseEffect).min(1) });

export const SimpleEffect = z.discriminatedUnion('op', [...BaseEffect.options, Delayed, IfStanding]);
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

export const Effect = z.discriminatedUnion('op', [...SimpleEffect.options, Power]);
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
    // A choice pauses the card between its effects: not inside a power row (ESW-FX-1).
    const chooses = (e: SimpleEffect) => e.op === 'stealTreasure' && e.choose;
    const nestedChoice = card.effects.some((e) =>
      e.op === 'power' ? e.table.some((r) => r.effects.some(chooses)) : (e.op === 'delayed' || e.op === 'if') && e.effects.some(chooses),
    );
    if (nestedChoice) ctx.addIssue({ code: 'custom', message: `${card.id}: a chosen theft must be a card's own effect` });
  });
export type ComponentCard = z.infer<typeof ComponentCard>;

const AIMED = new Set(['disrupt', 'stealTreasure', 'swapTreasures', 'discardHand', 'stealCard', 'drain', 'stall']);

function targetsSomeone(e: SimpleEffect): boolean {
  if (e.op === 'delayed' || e.op === 'if') return e.effects.some(targetsSomeone);
  return ((e.op === 'damage' || e.op === 'heal') && e.to === 'target') || (e.op === 'treasure' && e.who !== 'self') || AIMED.has(e.op);
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

/**
 * Wild Magic ([L270–L272]). A chaining one (`chain`, ESW-FX-13): when the card it fetched shares a glyph with
 * another card of the spell, it searches again for one more card of the same slot, up to `chain` times.
 */
export const WildMagicCard = z.object({
  id: cardId,
  name: z.string().min(2),
  kind: z.literal('wild'),
  chain: z.number().int().min(0).max(3).default(0),
});
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
  /** Triggered: when a foe's effect damages you, that foe takes `damage` (thorns never answer thorns). */
  z.object({ k: z.literal('thorns'), damage: z.number().int().min(1).max(2) }),
  /** Triggered: when your effect kills a foe, gain a Treasure. */
  z.object({ k: z.literal('bounty') }),
  /** Triggered: when your effect kills a foe, heal `amount`. */
  z.object({ k: z.literal('vampire'), amount: z.number().int().min(1).max(4) }),
  /** You draw up to 8 + `amount` cards at the start of each turn. */
  z.object({ k: z.literal('handSize'), amount: z.number().int().min(1).max(2) }),
  /** Backlash you take is reduced by `amount` (to 0 at least). */
  z.object({ k: z.literal('backlashWard'), amount: z.number().int().min(1).max(2) }),
  /** One-shot: when you would die, discard this Treasure and stay at 1 life. */
  z.object({ k: z.literal('lastStand') }),
  /** One-shot: at the start of the next turn, discard this Treasure and heal `amount`. */
  z.object({ k: z.literal('tonic'), amount: z.number().int().min(1).max(6) }),
  /** One-shot: at the start of the next turn, discard this Treasure and deal `damage` to the strongest foe. */
  z.object({ k: z.literal('fuse'), damage: z.number().int().min(1).max(5) }),
  /** One-shot: when you gain this Treasure, draw `count` cards. */
  z.object({ k: z.literal('onGainDraw'), count: z.number().int().min(1).max(3) }),
  /** Each of your power rolls throws at least `dice` dice. */
  z.object({ k: z.literal('minDice'), dice: z.number().int().min(2).max(3) }),
  /** Your cards of this glyph deal 1 more damage to each foe they damage. */
  z.object({ k: z.literal('empower'), glyph: Glyph }),
]);
export type TreasureAbility = z.infer<typeof TreasureAbility>;

export const TreasureCard = z.object({ id: cardId, name: z.string().min(2), ability: TreasureAbility });
export type TreasureCard = z.infer<typeof TreasureCard>;

/**
 * Dead Wizard bonuses are collected between rounds ([L337], ESW-DEAD-7), when everyone is alive again:
 * life and Treasures for the holder, and (ESW-FX-14) a haunting that lowers the starting life of
 * living foes, cards drawn after the first draw, or a Treasure taken from the richest foe.
 */
export const DeadWizardCard = z
  .object({
    id: cardId,
    name: z.string().min(2),
    life: z.number().int().min(0).max(5),
    treasures: z.number().int().min(0).max(1),
    haunt: z.object({ who: z.enum(['left', 'right', 'strongest', 'eachFoe']), life: z.number().int().min(1).max(3) }).optional(),
    draw: z.number().int().min(1).max(2).optional(),
    steal: z.boolean().optional(),
  })
  .refine((c) => c.life + c.treasures > 0 || c.haunt || c.draw || c.steal, { message: 'a Dead Wizard card must give something' });
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
