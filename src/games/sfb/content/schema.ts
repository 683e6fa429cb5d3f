import { z } from 'zod';

/** Zod schemas for every piece of Super Fantasy Brawl content. Content is data: the engine interprets it. */

export const ESSENCES = ['M', 'C', 'D'] as const;
export const essenceSchema = z.enum(ESSENCES);
export type Essence = z.infer<typeof essenceSchema>;

export const ZONES = ['manipulation', 'destruction', 'creation'] as const;
export const zoneSchema = z.enum(ZONES);
export type Zone = z.infer<typeof zoneSchema>;

const bilingual = z.object({ en: z.string().min(1), fr: z.string().min(1) });
export type Bilingual = z.infer<typeof bilingual>;

const hexSchema = z.object({ q: z.number().int(), r: z.number().int() });

/** A condition checked when an effect or bonus resolves (keywords Mal en point and Contrôler). */
export const condSchema = z.union([
  z.object({ bloodied: z.enum(['self', 'target']) }),
  z.object({ controls: zoneSchema }),
  z.object({ inZone: zoneSchema }),
]);
export type Cond = z.infer<typeof condSchema>;

/** Who an effect applies to: the attack's target(s), the acting champion, the attacker (reactions), a chosen ally. */
export const whoSchema = z.enum(['target', 'self', 'attacker', 'ally']);
export type Who = z.infer<typeof whoSchema>;

export const EFFECT_OPS = [
  'push', // Poussée X
  'pull', // Attraction X
  'fear', // Peur X
  'transfer', // Transfert X
  'place', // Placer: within n of the acting champion
  'dash', // Course X (self)
  'dive', // Piqué X (self)
  'jump', // Saut X (self)
  'heal', // Soin X
  'draw', // Pioche X
  'plan', // Plan X
  'stun', // Étourdissement
  'root', // Immobilisation
  'damage', // n damage, ignores defense
  'approach', // advance up to n toward the target
  'retreat', // move up to n away from the target
] as const;
export const effectSchema = z.object({
  op: z.enum(EFFECT_OPS),
  n: z.number().int().min(0).max(6).default(1),
  who: whoSchema.default('target'),
  if: condSchema.optional(),
});
export type Effect = z.infer<typeof effectSchema>;

export const targetingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('melee') }),
  z.object({ kind: z.literal('indirect'), min: z.number().int().min(1), max: z.number().int().min(1) }),
  z.object({ kind: z.literal('direct'), min: z.number().int().min(1), max: z.number().int().min(1) }),
  /** Offsets from the attacker facing direction 0 (east); the attacker picks one of six rotations. */
  z.object({ kind: z.literal('aoe'), pattern: z.array(hexSchema).min(1) }),
]);
export type Targeting = z.infer<typeof targetingSchema>;

export const cardSchema = z
  .object({
    id: z.string().regex(/^[a-z]{3}\d$/),
    champion: z.string(),
    name: bilingual,
    type: z.enum(['attack', 'skill', 'reaction']),
    essence: essenceSchema,
    move: z.number().int().min(0).max(5).optional(),
    targeting: targetingSchema.optional(),
    /** Which champions the targeting may pick (attacks: enemies unless stated). */
    targets: z.enum(['enemy', 'ally', 'any']).default('enemy'),
    strength: z.number().int().min(0).max(8).optional(),
    /** Extra strength when the condition holds (checked per target in step 6). */
    bonus: z.object({ n: z.number().int(), if: condSchema }).optional(),
    /** Field 9: defense modifier of the card (reactions: for the champion it is played on). */
    defense: z.number().int().min(-3).max(3).optional(),
    poison: z.number().int().min(1).max(3).optional(),
    doubled: z.boolean().optional(),
    lifeDrain: z.boolean().optional(),
    /** ☛ abilities (attacks, reactions when played). */
    pre: z.array(effectSchema).default([]),
    /** ☜ abilities (attacks, reactions). */
    post: z.array(effectSchema).default([]),
    /** Skill step 4 effects. */
    effects: z.array(effectSchema).default([]),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'attack' && (c.strength === undefined || !c.targeting))
      ctx.addIssue({ code: 'custom', message: `${c.id}: an attack needs strength and targeting` });
    if (c.type !== 'attack' && c.strength !== undefined) ctx.addIssue({ code: 'custom', message: `${c.id}: only attacks have strength` });
    if (c.type === 'skill' && c.effects.length === 0) ctx.addIssue({ code: 'custom', message: `${c.id}: a skill needs effects` });
    if (c.type !== 'skill' && c.effects.length > 0) ctx.addIssue({ code: 'custom', message: `${c.id}: step-4 effects are for skills` });
    const t = c.targeting;
    if (t && (t.kind === 'indirect' || t.kind === 'direct') && t.min > t.max)
      ctx.addIssue({ code: 'custom', message: `${c.id}: min range above max` });
  });
export type Card = z.infer<typeof cardSchema>;
export type CardInput = z.input<typeof cardSchema>;

/** A permanent ability printed on a champion side. */
export const abilitySchema = z.object({
  kind: z.enum(['strength', 'defense']),
  n: z.number().int(),
  if: condSchema.optional(),
});
export type Ability = z.infer<typeof abilitySchema>;

export const sideSchema = z.object({
  hp: z.number().int().min(4).max(12),
  defense: z.number().int().min(0).max(3),
  moveBonus: z.number().int().min(0).max(2).default(0),
  abilities: z.array(abilitySchema).default([]),
});
export type Side = z.infer<typeof sideSchema>;

export const championSchema = z.object({
  id: z.string().regex(/^[a-z]{3}$/),
  key: z.string().regex(/^[a-z]+$/),
  name: z.string(),
  base: sideSchema,
  experienced: sideSchema,
});
export type Champion = z.infer<typeof championSchema>;

export const CHALLENGE_KINDS = [
  'controlZone',
  'controlZones',
  'oneInEachZone',
  'noneBloodied',
  'enemiesOnPortal',
  'adjacentStatues',
  'experienced',
  'allInArenaOutOfDeploy',
  'inEnemyDeploy',
  'chain',
  'enemiesBloodied',
  'surround',
  'loneWolf',
  'inEnemyHalf',
  'behindOnVp',
] as const;
export const challengeSchema = z.object({
  id: z.string().regex(/^c\d\d$/),
  name: bilingual,
  kind: z.enum(CHALLENGE_KINDS),
  n: z.number().int().min(0).max(6).default(1),
  zone: zoneSchema.optional(),
  /** Only scored when the opponent does not meet the condition at the same time. */
  exclusive: z.boolean().default(false),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const trapSchema = z.object({
  id: z.string().regex(/^t\d\d$/),
  kind: z.enum(['damage', 'root', 'stun']),
  n: z.number().int().min(0).max(3).default(0),
});
export type Trap = z.infer<typeof trapSchema>;

export const mapSchema = z.object({
  radius: z.number().int().min(3).max(8),
  statues: z.array(z.object({ name: z.string(), zone: zoneSchema, hex: hexSchema })).length(3),
  /** A hex belongs to the zone of its nearest statue within this distance (ties: no zone). */
  zoneRadius: z.number().int().min(1).max(3),
  trapSpaces: z.array(hexSchema).length(6),
  deploy: z.tuple([z.array(hexSchema).min(4), z.array(hexSchema).min(4)]),
  /** Challenge track slots, left to right: 0 = "cannot be scored", else VP. */
  track2p: z.array(z.number().int().min(0)).min(2),
  track4p: z.array(z.number().int().min(0)).min(3),
});
export type MapData = z.infer<typeof mapSchema>;
