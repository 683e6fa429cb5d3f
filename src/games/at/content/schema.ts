import { z } from 'zod';

/**
 * Zod schemas for Ascension Tactics content. Content is data: the engine
 * interprets it, and every card's text is generated from these fields
 * (rules/cardtext.ts), so a card never says something its data does not do.
 */

export const FACTIONS = ['enlightened', 'lifebound', 'mechana', 'void'] as const;
export const factionSchema = z.enum([...FACTIONS, 'neutral']);
export type Faction = z.infer<typeof factionSchema>;

export const STATS = ['strength', 'defense', 'speed'] as const;
export const statSchema = z.enum(STATS);
export type Stat = z.infer<typeof statSchema>;

export const bilingual = z.object({ en: z.string().min(1), fr: z.string().min(1) });
export type Bilingual = z.infer<typeof bilingual>;

/**
 * The effect language. Immediate effects resolve at once; `banish`,
 * `banishRow`, `damage` and `heal` ask their player for a target (and may be
 * declined when nothing fits, GP-2).
 */
export const effectSchema = z.discriminatedUnion('op', [
  /** Gain n Runes this turn. */
  z.object({ op: z.literal('runes'), n: z.number().int().min(1).max(9) }),
  /** Gain n Power this turn. */
  z.object({ op: z.literal('power'), n: z.number().int().min(1).max(9) }),
  /** Draw n cards from your draw pile (reshuffling your discard when it runs out). */
  z.object({ op: z.literal('draw'), n: z.number().int().min(1).max(5) }),
  /** Gain n Honor. */
  z.object({ op: z.literal('honor'), n: z.number().int().min(1).max(9) }),
  /** You may banish a card from your hand and/or discard pile. */
  z.object({ op: z.literal('banish'), from: z.array(z.enum(['hand', 'discard'])).min(1) }),
  /** You may banish a card from the center row (the row refills at once). */
  z.object({ op: z.literal('banishRow') }),
  /** Deal n damage (not an attack: no Riposte) to an enemy Champion on the battlefield. */
  z.object({ op: z.literal('damage'), n: z.number().int().min(1).max(9) }),
  /** Remove up to n damage from one of your Champions on the battlefield. */
  z.object({ op: z.literal('heal'), n: z.number().int().min(1).max(9) }),
  /** Every Champion of your squad gets +n to a stat until the end of this turn (GP-7). */
  z.object({ op: z.literal('boost'), stat: statSchema, n: z.number().int().min(1).max(5) }),
  /** Place the Turret or the Fairy Circle token on a hex of your choice (the Ambush of their cards, TU-1, FC-1). */
  z.object({ op: z.literal('placeToken'), token: z.enum(['turret', 'fairy']) }),
  /** You may move the Fairy Circle to another hex (FC-2). */
  z.object({ op: z.literal('moveFairy') }),
  /** You may have the Turret attack an enemy within 3 hexes in its line of sight for n damage, or move it (TU-2, TU-4). */
  z.object({ op: z.literal('turret'), n: z.number().int().min(1).max(9) }),
  /** Gain n Treasures: take them at random from the Treasure bag, face down (TR-2). */
  z.object({ op: z.literal('treasure'), n: z.number().int().min(1).max(3) }),
  /**
   * You may copy the effect of a Hero in the center row: its effect only, never
   * its faction, Allegiance or Ambush (KW-6, KW-30, CR-18); a Hero that itself
   * copies cannot be copied.
   */
  z.object({ op: z.literal('copyRow') }),
  /** Remove up to n damage from each of your Champions on the battlefield. */
  z.object({ op: z.literal('healAll'), n: z.number().int().min(1).max(9) }),
  /** Gain n Honor for each Sanctuary your side controls now (TT-20's control). */
  z.object({ op: z.literal('sanctuaryHonor'), n: z.number().int().min(1).max(3) }),
  /** Gain n Runes or Power for each Artifact equipped on your Champions. */
  z.object({ op: z.literal('perArtifact'), res: z.enum(['runes', 'power']), n: z.number().int().min(1).max(3) }),
  /** You may banish a card from your hand or discard pile; if you do, gain n Power. */
  z.object({ op: z.literal('consume'), n: z.number().int().min(1).max(5) }),
  /**
   * You may activate another of your ready Champions for free once the activation in progress finishes (a Fatal);
   * an exhausted Champion cannot be activated this way (AC-8, FAQ 3).
   */
  z.object({ op: z.literal('freeActivate') }),
  /** You may move one of your Portals onto a standard hex: never onto another terrain tile nor an enemy pawn (TT-13, FQ-14). */
  z.object({ op: z.literal('movePortal') }),
  /** You may place a Forest on a standard hex, a pawn on it or not (TT-3..TT-5). */
  z.object({ op: z.literal('placeForest') }),
  /** You may steal a card from an opponent's discard pile: it goes to your discard pile and is yours for the rest of the game (GP-9, GL-21). */
  z.object({ op: z.literal('steal') }),
  /** You may destroy an Artifact equipped on an enemy Champion: it goes to its owner's discard pile (DF-9, FQ-5). */
  z.object({ op: z.literal('destroyArtifact') }),
  /**
   * You may deploy one of your Champions that is off the battlefield on a free standard hex next to one of your
   * pawns, without activating it (DP-6): it is neither exhausted nor readied by it.
   */
  z.object({ op: z.literal('deploy') }),
]);
export type Effect = z.infer<typeof effectSchema>;
export type EffectOp = Effect['op'];

/**
 * Named skills a Champion or an Artifact can carry: Riposte (KW-40), Ranged
 * attack up to 3 hexes in line of sight (KW-8), Area attack (KW-13), Double
 * attack (KW-19). None of them stacks (GP-8).
 */
export const SKILLS = ['riposte', 'ranged', 'area', 'double'] as const;
export const skillSchema = z.enum(SKILLS);
export type Skill = z.infer<typeof skillSchema>;

const base = {
  /** Short enough for a choice id (`p:<id>` ≤ 24 characters). */
  id: z.string().regex(/^[a-z][a-z0-9-]{1,21}$/),
  name: bilingual,
  faction: factionSchema,
  /** Copies in the center deck (0 for cards outside it). */
  copies: z.number().int().min(0).max(6),
};

const championStats = {
  strength: z.number().int().min(0).max(9),
  defense: z.number().int().min(1).max(12),
  /** Unprinted Speed is 3 (CH-3). */
  speed: z.number().int().min(1).max(6).default(3),
  /** Activation cost in Power (AC-1). */
  activation: z.number().int().min(0).max(6),
  skills: z.array(skillSchema).default([]),
  /** Pawns on the battlefield for this one card: 2 for a Champion like Askara Psyché (FQ-15, FQ-16, AC-9). */
  pawns: z.union([z.literal(1), z.literal(2)]).default(1),
};

export const cardSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('hero'),
    cost: z.number().int().min(0).max(9),
    effects: z.array(effectSchema).min(1),
    allegiance: z.array(effectSchema).optional(),
    ambush: z.array(effectSchema).optional(),
  }),
  z.object({
    ...base,
    type: z.literal('artifact'),
    cost: z.number().int().min(0).max(9),
    /** Permanent bonuses while equipped (AR-3, AR-10). */
    bonus: z.object({
      strength: z.number().int().min(0).max(5),
      defense: z.number().int().min(0).max(5),
      speed: z.number().int().min(0).max(5),
    }),
    skills: z.array(skillSchema).default([]),
    /** The equipped Champion's activation costs this much less Power, never below 0 (RS-7, RS-8, FQ-6). */
    discount: z.number().int().min(1).max(3).optional(),
    /** Fatal granted to the equipped Champion (KW-38). */
    fatal: z.array(effectSchema).optional(),
    allegiance: z.array(effectSchema).optional(),
    ambush: z.array(effectSchema).optional(),
  }),
  /** A Champion bought with Runes (center deck) or starting in a squad (blue back, copies 0). */
  z.object({
    ...base,
    type: z.literal('champion'),
    cost: z.number().int().min(0).max(9),
    ...championStats,
    ambush: z.array(effectSchema).optional(),
    /** Effects gained each time an attack of this Champion defeats an enemy (KW-32). */
    fatal: z.array(effectSchema).optional(),
  }),
  /** A Monster: a Champion bought with Power (MO-2). */
  z.object({
    ...base,
    type: z.literal('monster'),
    cost: z.number().int().min(1).max(9),
    ...championStats,
    ambush: z.array(effectSchema).optional(),
    fatal: z.array(effectSchema).optional(),
  }),
]);
export type CardDef = z.infer<typeof cardSchema>;
export type ChampionDef = Extract<CardDef, { type: 'champion' | 'monster' }>;

/**
 * A Treasure token (TR-6, AMB-1): offensive ones raise Strength and/or Speed,
 * defensive ones raise Defense and/or grant Riposte, for one Champion until
 * the end of the turn it is used in (TR-8).
 */
export const treasureSchema = z
  .object({
    /** Short enough for a choice id (`u:<id>:<pawn>` ≤ 24 characters). */
    id: z.string().regex(/^[a-z][a-z0-9-]{1,11}$/),
    name: bilingual,
    nature: z.enum(['offensive', 'defensive']),
    strength: z.number().int().min(0).max(5).default(0),
    defense: z.number().int().min(0).max(5).default(0),
    speed: z.number().int().min(0).max(5).default(0),
    riposte: z.boolean().default(false),
    /** Tokens of this design in the game. */
    copies: z.number().int().min(1).max(6),
  })
  .refine(
    (t) =>
      t.nature === 'offensive'
        ? t.defense === 0 && !t.riposte && t.strength + t.speed > 0
        : t.strength === 0 && t.speed === 0 && (t.defense > 0 || t.riposte),
    'an offensive Treasure raises Strength or Speed only, a defensive one Defense or Riposte only (TR-6)',
  );
export type TreasureDef = z.infer<typeof treasureSchema>;

/**
 * The ways to play: the classic duel, 2 vs 2 with the shared turn (§22), the
 * 3–4 player Melee (§23), Solo and Co-op against the Evil Player (§24, §25).
 */
export const AT_MODES = ['duel', 'teams', 'melee', 'solo', 'coop'] as const;
export type AtMode = (typeof AT_MODES)[number];

export const TERRAINS = ['portal', 'sanctuary', 'forest'] as const;
export const terrainSchema = z.enum(TERRAINS);
export type Terrain = z.infer<typeof terrainSchema>;

const hexKeySchema = z.string().regex(/^-?\d+,-?\d+$/);

export const mapSchema = z.object({
  id: z.string(),
  name: bilingual,
  /** The battlefield: every hex within this distance of 0,0. */
  radius: z.number().int().min(2).max(8),
  /** The modes this scenario can be played in (GP-12, MD-1). */
  modes: z.array(z.enum(AT_MODES)).min(1).default(['duel']),
  /**
   * Portal hexes, one list per seat in Portal order (Player 1 first). In
   * 2 vs 2 the first two belong to Team 1, the last two to Team 2 (TM-3).
   */
  portals: z.array(z.array(hexKeySchema).min(1)).min(2),
  sanctuaries: z.array(hexKeySchema),
  forests: z.array(hexKeySchema),
  /** Corruption tiles: damage to a pawn entering (even passing through) or starting its owner's turn there (TT-30, AMB-16). */
  corruption: z.array(hexKeySchema).default([]),
  corruptionDamage: z.number().int().min(1).default(5),
  /** Inactive Portals: the first pawn to enter one makes it a Portal of its owner (TT-14, TT-15, AMB-15). */
  inactivePortals: z.array(hexKeySchema).default([]),
  /** Co-op: the starting Portals the players choose from, one each, before the first turn (CO-13); none: the `portals` lists. */
  coopPortals: z.array(hexKeySchema).default([]),
  /** Inactive Beacons: a pawn entering one (even passing) gives its owner control of it (TT-33..TT-37, TT-39). */
  beacons: z.array(hexKeySchema).default([]),
  /** This scenario's reward: Honor at the end of your turn per Beacon you control (TT-38). */
  beaconHonor: z.number().int().min(0).default(0),
  /**
   * Enchantment tiles (TT-32): a bonus for the pawn standing there, or a
   * barrier that no pawn may enter or cross.
   */
  enchantments: z
    .array(
      z.object({
        hex: hexKeySchema,
        strength: z.number().int().min(0).max(5).default(0),
        defense: z.number().int().min(0).max(5).default(0),
        speed: z.number().int().min(0).max(5).default(0),
        barrier: z.boolean().default(false),
      }),
    )
    .default([]),
  /** Hexes that start the game with a face-down Treasure token (SU-9). */
  treasures: z.array(hexKeySchema).default([]),
  /** Honor per controlled Sanctuary at the end of its controller's turn (TT-20). */
  sanctuaryHonor: z.number().int().min(1),
  /** First to this much Honor wins (HV-6). */
  honorToWin: z.number().int().min(1),
  /** Our scenario's time limit: after this many rounds the most Honor wins (HV-5). */
  roundLimit: z.number().int().min(1),
  /** Solo and Co-op: the hex of each Objective token, the Boss's first (SO-15); often Sanctuaries. */
  objectives: z.array(hexKeySchema).default([]),
  /** Solo and Co-op: where each Evil Champion starts, and where one off the battlefield re-enters, by Objective token (SO-13, AMB-21). */
  evilEntry: z.array(hexKeySchema).default([]),
  /** The recommended squad of each seat, in Portal order (SU-7). */
  squads: z.array(z.array(z.string()).min(1)).min(2),
});
export type MapDef = z.infer<typeof mapSchema>;

/**
 * The Evil Player's effect language (Intrigue cards and Fury), §24. Objective
 * token 0 is the Boss's (SO-14).
 */
export const evilEffectSchema = z.discriminatedUnion('op', [
  /** Activate the Evil Champion holding this Objective token (EA-1). */
  z.object({ op: z.literal('activate'), token: z.number().int().min(0).max(3) }),
  /** Activate every Evil Champion, in Objective token order (EA-2). */
  z.object({ op: z.literal('activateAll') }),
  /** Every Evil Champion gets +n to a stat until the end of the Evil turn (IN-8). */
  z.object({ op: z.literal('boost'), stat: statSchema, n: z.number().int().min(1).max(5) }),
  /** Resolve the Boss's Fury (FU-2). */
  z.object({ op: z.literal('fury') }),
  /** Deploy an Evil Cultist on this Objective token's hex, or next to it (EC-1, EC-2). */
  z.object({ op: z.literal('cultist'), token: z.number().int().min(0).max(3) }),
  /** The Evil Player gains n Honor. */
  z.object({ op: z.literal('honor'), n: z.number().int().min(1).max(5) }),
  /**
   * The Evil Champion holding this token equips an Artifact from the center row, its Ambush ignored, and the
   * row refills (IN-13, EV-6, CR-9); nothing when the row holds no Artifact (GP-2).
   */
  z.object({ op: z.literal('armory'), token: z.number().int().min(0).max(3) }),
  /** Every one of your Champions next to an Evil Champion takes n damage (not an attack: no Riposte). */
  z.object({ op: z.literal('scorch'), n: z.number().int().min(1).max(5) }),
]);
export type EvilEffect = z.infer<typeof evilEffectSchema>;

/** An Intrigue card (IN-4): its effect, its Threat threshold and the bonus effect resolved when the threshold is reached. */
export const intrigueSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{1,21}$/),
  name: bilingual,
  effects: z.array(evilEffectSchema).min(1),
  threshold: z.number().int().min(1).max(31),
  bonus: z.array(evilEffectSchema).min(1),
});
export type IntrigueDef = z.infer<typeof intrigueSchema>;

const evilFace = z.object({
  strength: z.number().int().min(0).max(9),
  defense: z.number().int().min(1).max(14),
  speed: z.number().int().min(1).max(6).default(3),
  skills: z.array(skillSchema).default([]),
});

/**
 * A double-sided Evil Champion (SO-11, SO-12): the same name as one of the
 * Champions a player can select (SO-8), its Honor value (EV-4), a Solo face
 * and a stronger Co-op face, and for a Boss its Fury (SO-9, FU-1).
 */
export const evilChampionSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,21}$/),
    name: bilingual,
    honor: z.number().int().min(1).max(6),
    solo: evilFace,
    coop: evilFace,
    fury: z.array(evilEffectSchema).optional(),
    /**
     * Its Fatal (KW-34, EV-10): resolved once per enemy its attack's own damage defeats. Effects that need no
     * activation of their own only (Honor, a boost, a Cultist, scorching), so they resolve at once.
     */
    fatal: z
      .array(evilEffectSchema.refine((e) => e.op !== 'activate' && e.op !== 'activateAll' && e.op !== 'fury' && e.op !== 'armory'))
      .optional(),
  })
  .refine((e) => e.coop.strength + e.coop.defense > e.solo.strength + e.solo.defense, 'the Co-op face is the stronger (SO-12)');
export type EvilChampionDef = z.infer<typeof evilChampionSchema>;

export const portalCardSchema = z.object({
  /** Power credited at the start of each of its owner's turns (SU-14, AMB-3). */
  power: z.number().int().min(0),
  /** Extra Runes on its owner's first turn only (SU-17). */
  firstTurnRunes: z.number().int().min(0),
});
export type PortalCard = z.infer<typeof portalCardSchema>;

export const contentSchema = z.object({
  cards: z.array(cardSchema),
  /** Cards of the starting deck, with counts (SU-1). */
  startingDeck: z.array(z.object({ card: z.string(), count: z.number().int().min(1) })),
  /** The always-available piles and their sizes (SU-4, CR-13). */
  supply: z.array(z.object({ card: z.string(), count: z.number().int().min(1) })),
  cultist: z.object({
    strength: z.number().int(),
    defense: z.number().int(),
    speed: z.number().int(),
    activation: z.number().int(),
    /** Per player on the battlefield at once (CU-2). */
    limit: z.number().int().min(1),
  }),
  portals: z.array(portalCardSchema).min(2),
  /** What the Fairy Circle gives the pawn of its last placer standing on it (FC-3, AMB-1). */
  fairyCircle: z.object({ strength: z.number().int().min(0), defense: z.number().int().min(0), speed: z.number().int().min(0) }),
  /** The Treasure tokens (SU-9, TR-6). */
  treasures: z.array(treasureSchema).min(1),
  maps: z.array(mapSchema).min(1),
  intrigues: z.array(intrigueSchema).min(8),
  evilChampions: z.array(evilChampionSchema).min(4),
});
export type Content = z.infer<typeof contentSchema>;
