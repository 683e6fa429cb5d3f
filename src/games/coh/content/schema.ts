import { z } from 'zod';

/**
 * Zod schemas for Champions of Hara content. Content is data: the engine
 * interprets it (rules/flow.ts) and every card's text is generated from the
 * same fields (rules/cardtext.ts), so a card never says something its data
 * does not do. Names may be the rulebook's; texts and effects are ours.
 */

export const bilingual = z.object({ en: z.string().min(1), fr: z.string().min(1) });
export type Bilingual = z.infer<typeof bilingual>;

const id = z.string().regex(/^[a-z][a-z0-9-]{1,19}$/);

export const COLOURS = ['red', 'blue', 'green'] as const;
export const colourSchema = z.enum(COLOURS);
export type Colour = z.infer<typeof colourSchema>;

/** The special resources (§31) plus Health and Spirit, which costs may also name (§19). */
export const RESOURCES = ['grit', 'momentum', 'fear', 'mana', 'heat', 'runes', 'health', 'spirit'] as const;
export const resourceSchema = z.enum(RESOURCES);
export type Resource = z.infer<typeof resourceSchema>;

/** Energy won: points per colour, and Gold (each point converted into a colour of the gainer's choice, §11.4). */
const energyObject = z.object({
  red: z.number().int().min(0).max(10).default(0),
  blue: z.number().int().min(0).max(10).default(0),
  green: z.number().int().min(0).max(10).default(0),
  gold: z.number().int().min(0).max(10).default(0),
});
export const energySchema = energyObject.default({ red: 0, blue: 0, green: 0, gold: 0 });
export type Energy = z.infer<typeof energySchema>;

/** Which targets a damage effect may pick (§12): any one target, a Monster only, a character only, or every target in range. */
export const TARGETS = ['one', 'monster', 'character', 'all', 'allOther'] as const;

const n9 = z.number().int().min(1).max(9);

/** A condition on the acting character's special resource (Persephone's Scared / Terrified, §31.3.4). */
export const condSchema = z.object({ res: resourceSchema, atLeast: n9 });

interface EffectShape {
  op: string;
  [k: string]: unknown;
}

/**
 * The effect language. Effects resolve in order; `move`, `transport` and
 * `damage` ask the acting player for a space or a target; `spendX` asks how
 * much to spend and the next `damage` with `plusX` adds it.
 */
export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('op', [
    /** Move up to n steps, one adjacent space at a time (§14.1). */
    z.object({ op: z.literal('move'), n: n9 }),
    /** Be placed on any space within range (§14.8). */
    z.object({ op: z.literal('transport'), range: n9 }),
    /** Deal n damage at range (§15–16). */
    z.object({
      op: z.literal('damage'),
      n: n9,
      range: z.number().int().min(0).max(9),
      target: z.enum(TARGETS),
      plusX: z.boolean().default(false),
    }),
    /** Gain Health (never above 10). */
    z.object({ op: z.literal('heal'), n: n9 }),
    /** Gain Spirit (never above 10). */
    z.object({ op: z.literal('spirit'), n: n9 }),
    /** Lose Spirit (floored at 0, §19.1). */
    z.object({ op: z.literal('loseSpirit'), n: n9 }),
    /** Take n damage yourself (counts as damage taken: Fear, Koi). */
    z.object({ op: z.literal('selfDamage'), n: n9 }),
    /** Gain a special resource (never above its maximum). */
    z.object({ op: z.literal('gain'), res: resourceSchema, n: n9 }),
    /** Lose a special resource (floored at 0). */
    z.object({ op: z.literal('lose'), res: resourceSchema, n: n9 }),
    /** Spend 0..max of a resource (as much as you have); remembered as X. */
    z.object({ op: z.literal('spendX'), res: resourceSchema, max: n9 }),
    /** Your next attack (any damage effect, §16.4) deals n more damage. */
    z.object({ op: z.literal('nextAttack'), n: n9 }),
    /** Your next Move effect moves n more steps (§14.7). */
    z.object({ op: z.literal('moveBonus'), n: n9 }),
    /** Gain an Activation this turn. */
    z.object({ op: z.literal('activation'), n: n9 }),
    /** Gain energy (Gold is converted point by point). */
    z.object({ op: z.literal('energy'), energy: energySchema }),
    /** Take the Item with this number from the Item deck (§27.2). */
    z.object({ op: z.literal('item'), n: n9 }),
    /** Be transported to The Dojo. */
    z.object({ op: z.literal('recallDojo') }),
    /** Effects applied only when the acting character holds at least that much of a resource. */
    z.object({ op: z.literal('if'), cond: condSchema, then: z.array(effectSchema).min(1), else: z.array(effectSchema).default([]) }),
  ]),
) as unknown as z.ZodType<Effect>;

export type Effect =
  | { op: 'move'; n: number }
  | { op: 'transport'; range: number }
  | { op: 'damage'; n: number; range: number; target: (typeof TARGETS)[number]; plusX: boolean }
  | { op: 'heal'; n: number }
  | { op: 'spirit'; n: number }
  | { op: 'loseSpirit'; n: number }
  | { op: 'selfDamage'; n: number }
  | { op: 'gain'; res: Resource; n: number }
  | { op: 'lose'; res: Resource; n: number }
  | { op: 'spendX'; res: Resource; max: number }
  | { op: 'nextAttack'; n: number }
  | { op: 'moveBonus'; n: number }
  | { op: 'activation'; n: number }
  | { op: 'energy'; energy: Energy }
  | { op: 'item'; n: number }
  | { op: 'recallDojo' }
  | { op: 'if'; cond: { res: Resource; atLeast: number }; then: Effect[]; else: Effect[] };
export type EffectOp = Effect['op'];
// Keeps the interface above honest: every union member is an EffectShape.
export type _EffectCheck = Effect extends EffectShape ? true : never;

/** One half of an ability card (§7.4): what it costs to use ("Pay/Cost", §19.2), whether it is Free (§17), what it does. */
export const halfSchema = z.object({
  free: z.boolean().default(false),
  cost: z.partialRecord(resourceSchema, n9).default({}),
  effects: z.array(effectSchema).min(1),
});
export type Half = z.infer<typeof halfSchema>;

export const CHARACTERS = ['kaoru', 'leaf', 'persephone', 'oric', 'soff', 'thomas'] as const;
export const characterIdSchema = z.enum(CHARACTERS);
export type CharacterId = z.infer<typeof characterIdSchema>;

export const abilitySchema = z.object({
  id,
  character: characterIdSchema,
  name: bilingual,
  /** Base cards start in hand (§2.E.4); coloured cards are the Level-up picks (§10.2); the Ultimate (§10.7). */
  kind: z.enum(['base', 'red', 'blue', 'green', 'ultimate']),
  hand: halfSchema,
  /** The Ultimate never stays on the board (A26): it has no On Board half. */
  board: halfSchema.nullable(),
});
export type AbilityDef = z.infer<typeof abilitySchema>;

export const characterSchema = z.object({
  id: characterIdSchema,
  name: bilingual,
  health: z.number().int().min(1).max(10),
  spirit: z.number().int().min(0).max(10),
  main: colourSchema,
  /** Special resources this character tracks, with start, value after a defeat (null = unchanged) and maximum (§31, §20.4). */
  resources: z.partialRecord(
    resourceSchema,
    z.object({ start: z.number().int().min(0), respawn: z.number().int().min(0).nullable(), max: z.number().int().min(1) }),
  ),
  /** Persephone's FEAR thresholds (§31.3.4), from her resource card (A40). */
  scared: z.number().int().min(1).optional(),
  terrified: z.number().int().min(1).optional(),
});
export type CharacterDef = z.infer<typeof characterSchema>;

export const monsterSchema = z.object({
  id,
  type: z.literal('monster'),
  name: bilingual,
  health: z.number().int().min(1).max(20),
  strength: z.number().int().min(0).max(9),
  range: z.number().int().min(0).max(4),
  reward: energySchema,
  /** Item number won (§23.6.2). */
  item: z.number().int().min(1).optional(),
  /** Special Loot, applied right after the defeat (§23.6.3). */
  loot: z.array(effectSchema).default([]),
  boss: z.boolean().default(false),
  /** The five keywords (§24). */
  aggressive: z.boolean().default(false),
  /** Ally (§24.2): the reward for discarding it from its space; absent on Monsters without the keyword. */
  ally: energyObject.optional(),
  armored: z.boolean().default(false),
  /** Critical: extra damage on a d6 of 5 or 6. */
  critical: z.number().int().min(1).max(5).optional(),
  dangerous: z.boolean().default(false),
  copies: z.number().int().min(1).max(4).default(1),
});
export type MonsterDef = z.infer<typeof monsterSchema>;

export const challengeSchema = z.object({
  /** The number the d6 (plus Spirit paid) must reach (§26.3.1). */
  target: z.number().int().min(2).max(9),
  /** Roll-then-pay or pay-then-roll (§26.3.4). */
  order: z.enum(['roll', 'pay']),
  success: z.array(effectSchema).min(1),
  fail: z.array(effectSchema).default([]),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const optionSchema = z.object({
  label: bilingual,
  cost: z.partialRecord(resourceSchema, n9).default({}),
  effects: z.array(effectSchema).min(1),
});

export const riftSchema = z.object({
  id,
  type: z.literal('rift'),
  name: bilingual,
  gift: energySchema,
  challenge: challengeSchema,
  copies: z.number().int().min(1).max(4).default(1),
});
export type RiftDef = z.infer<typeof riftSchema>;

export const eventSchema = z.object({
  id,
  type: z.literal('event'),
  name: bilingual,
  gift: energySchema,
  /** Either a Challenge or a choice between options (§26.2.4). */
  challenge: challengeSchema.optional(),
  options: z.array(optionSchema).min(2).optional(),
});
export type EventDef = z.infer<typeof eventSchema>;

export const worldCardSchema = z.discriminatedUnion('type', [monsterSchema, riftSchema, eventSchema]);
export type WorldCardDef = z.infer<typeof worldCardSchema>;

export const worldSchema = z.object({
  id,
  name: bilingual,
  /** The World's deck: 9 Monsters (one Boss) and 7 Events (§2.C.1). */
  deck: z.array(worldCardSchema).length(16),
});
export type WorldDef = z.infer<typeof worldSchema>;

export const itemSchema = z.object({
  num: z.number().int().min(1),
  id,
  name: bilingual,
  type: z.enum(['discard', 'equipment']),
  /** Charges (§13, §27.9): each use spends one; at 0 the Item returns to the Item deck. */
  charges: z.number().int().min(1).max(6).optional(),
  /** What using it (or one charge) does; an Equipment without charges has no use, only `dash`. */
  effects: z.array(effectSchema).default([]),
  /** Phase 2: a charge prevents this much Monster damage (§13.6). */
  ward: z.number().int().min(1).optional(),
  /** Equipment: the Dash card's Move is this much longer (§27.5), on the In Hand half, the On Board half, or both. */
  dash: z.object({ n: n9, half: z.enum(['hand', 'board', 'both']) }).optional(),
});
export type ItemDef = z.infer<typeof itemSchema>;

/** A World Shift card (§6): swap two tiles, or turn tiles, keeping what stands on them (A14). */
export const shiftSchema = z.object({
  id,
  name: bilingual,
  op: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('swap'), a: z.string(), b: z.string() }),
    /** Swap the Dojo with the World shown by the symbol die. */
    z.object({ kind: z.literal('swapDojo') }),
    z.object({ kind: z.literal('rotate'), tile: z.string(), steps: z.number().int().min(1).max(5) }),
    z.object({ kind: z.literal('rotateAll'), steps: z.number().int().min(1).max(5) }),
  ]),
});
export type ShiftDef = z.infer<typeof shiftSchema>;

export const turnCardSchema = z.object({ num: z.number().int().min(1).max(4), name: bilingual, effects: z.array(effectSchema).min(1) });
export type TurnCardDef = z.infer<typeof turnCardSchema>;

/**
 * A Passive progression card (§32.5.2): always in effect, with no Activation
 * and no cost, in the Versus Arena only (§32.5.5). Its effects resolve at a
 * moment of its owner's game: the start of each of its turns, or each time
 * it defeats a Monster.
 */
export const passiveSchema = z.object({
  id,
  character: characterIdSchema,
  name: bilingual,
  trigger: z.enum(['turnStart', 'monsterDefeated']),
  effects: z.array(effectSchema).min(1),
});
export type PassiveDef = z.infer<typeof passiveSchema>;

export const contentSchema = z.object({
  characters: z.array(characterSchema).length(6),
  abilities: z.array(abilitySchema),
  worlds: z.array(worldSchema).length(6),
  /** At least 30 cards, copies counted (§34.4). */
  dusk: z
    .array(worldCardSchema)
    .refine((cards) => cards.reduce((n, c) => n + (c.type === 'event' ? 1 : c.copies), 0) >= 30, 'the Dusk deck needs at least 30 cards'),
  items: z.array(itemSchema),
  shifts: z.array(shiftSchema).min(6),
  turnCards: z.array(turnCardSchema).length(4),
  /** The locked progression cards (§32.5, §2.E.7): one Alternate Ultimate (an Ultimate card) and one Passive per character. */
  alternates: z
    .array(abilitySchema.refine((a) => a.kind === 'ultimate' && a.board === null, 'an Alternate Ultimate is an Ultimate'))
    .length(6),
  passives: z.array(passiveSchema).length(6),
});
export type Content = z.infer<typeof contentSchema>;
