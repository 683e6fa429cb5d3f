import { z } from 'zod';
import { bilingual, CHARACTERS, effectSchema, energySchema, optionSchema } from './schema.js';

/**
 * Scenarios (§32–33) as data: who plays, which Corrupted, the deadline, the
 * Doom limit, the scenario-effect table (d6, §29.8), setup Gold and the
 * progression reward. What no table can say (objectives, special rules) is
 * code in rules/scenarios.ts, keyed by the same id. The names are the
 * rulebook's; the English and French titles are given as the checklist does.
 */

/** One result of the scenario effect, applied in the Corrupted turn's step 2. */
export const scenarioEffectSchema = z.discriminatedUnion('op', [
  /** Every character, in turn order, applies these effects. */
  z.object({ op: z.literal('each'), effects: z.array(effectSchema).min(1) }),
  /** Every character, in turn order, chooses one of these options (the unaffordable ones are not offered). */
  z.object({ op: z.literal('eachChoose'), options: z.array(optionSchema.extend({ effects: z.array(effectSchema) })).min(2) }),
  /** A Corrupted in play (the one holding scenario token `tag`, else the first) gains n Activations, resolved at once (A9). */
  z.object({ op: z.literal('corruptedActs'), n: z.number().int().min(1).max(3), tag: z.number().int().min(1).max(6).optional() }),
  /** Every character, in turn order, rolls both World dice and is transported there. */
  z.object({ op: z.literal('transportAll') }),
  /** The first player in turn order may swap the Dojo tile with a World tile, keeping orientations. */
  z.object({ op: z.literal('swapDojo') }),
  /** A random Corrupted not in play appears on a random space, takes n Activations and leaves (S08, S13). */
  z.object({ op: z.literal('visit'), acts: z.number().int().min(1).max(3) }),
  /** Scenario-specific results, resolved by rules/scenarios.ts. */
  z.object({ op: z.literal('special'), key: z.string().min(1) }),
  z.object({ op: z.literal('nothing') }),
]);
export type ScenarioEffect = z.infer<typeof scenarioEffectSchema>;

export const SCENARIO_IDS = [
  's01',
  's02',
  's03',
  's04',
  's05',
  's06',
  's07',
  's08',
  's09',
  's10',
  's11',
  's12',
  's13',
  's14',
  's15',
  's16',
  's17',
  's18',
] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const scenarioSchema = z.object({
  id: z.enum(SCENARIO_IDS),
  num: z.number().int().min(1).max(18),
  character: z.enum(CHARACTERS),
  name: bilingual,
  /** co-op, two teams, free-for-all or Solo (§1.2, §32.4). */
  kind: z.enum(['coop', 'teams', 'ffa', 'solo']),
  players: z.object({ min: z.number().int().min(1).max(4), max: z.number().int().min(1).max(4) }),
  /** Corrupted named by the scenario (mandatory or recommended, §28.12); others are drawn at random when needed. */
  corrupted: z.array(z.string()).default([]),
  /** The game is lost (or, in competitive ones, ends) at the end of this round if the objective is not met. */
  deadline: z.object({ day: z.number().int().min(1).max(6), round: z.enum(['dawn', 'dusk']) }),
  /** Doom: one per character defeat when `perDefeat`; lost at `perChar × characters + plus`; null: no Doom limit. */
  doom: z.object({ perDefeat: z.boolean(), perChar: z.number().int().min(0).max(1), plus: z.number().int().min(0).max(12) }).nullable(),
  /** The scenario-effect table: each row covers d6 results from..to; empty = no scenario effect. */
  effects: z.array(
    z.object({ from: z.number().int().min(1).max(6), to: z.number().int().min(1).max(6), effects: z.array(scenarioEffectSchema).min(1) }),
  ),
  /** The featured character must take part (A49: S01, S05, S11); the setup seats it first when the players did not pick it. */
  required: z.boolean().default(false),
  /** The objective's size where the scenario counts one (S12: Dreamstones held); absent, the rulebook's number. */
  goal: z.number().int().min(1).max(12).optional(),
  /** 1: the goal grows by one per character (S13: characters + goal); 0: it does not. */
  goalPerChar: z.number().int().min(0).max(1).default(0),
  /** Health added to every Boss Monster in this scenario (negative: less); a scenario's own number, not the Boss's card. */
  bossHealth: z.number().int().min(-9).max(0).default(0),
  /** The Health per Resilience token of the Corrupted this scenario puts in play (absent: the Corrupted's own). */
  corruptedHealth: z.number().int().min(1).max(30).optional(),
  /** Health added to Persephone as S09's non-player character (her card's Health is ours, not the rulebook's). */
  npcHealth: z.number().int().min(0).max(12).default(0),
  /** Steps added to each Move of the automated Leaf (S18): his cards' Moves are our numbers, not the rulebook's. */
  leafSteps: z.number().int().min(0).max(3).default(0),
  /** Damage added to each blow of the automated Leaf at Thomas (S18), his cards' numbers too being ours. */
  leafDamage: z.number().int().min(0).max(3).default(0),
  /** Deals from the scenario's own Quest deck (S13: `S13_QUESTS`, ours) instead of the twelve of §34.7. */
  ownQuests: z.boolean().default(false),
  /** Monsters that are Allies in this scenario though their card is not (S06's party), with their Ally reward: our content. */
  allies: z.record(z.string(), energySchema).default({}),
  /** An Item that Monsters carry in this scenario besides their own (card id → Item number; S12's Dreamstones): our content. */
  loot: z.record(z.string(), z.number().int().min(1).max(9)).default({}),
  /** Gold each character gains at setup. */
  setupGold: z.number().int().min(0).max(5).default(0),
  /** The progression card it unlocks (§32.5.3), none for Solo scenarios. */
  reward: bilingual.nullable(),
});
export type ScenarioDef = z.infer<typeof scenarioSchema>;

const nm = (en: string, fr: string) => ({ en, fr });
const gold = (n: number) => ({ op: 'energy' as const, energy: { red: 0, blue: 0, green: 0, gold: n } });
/** "Pay 2 Spirit or lose 2 Health" (S02, S11, S13, S14 4–5; A37: without 2 Spirit only the loss is offered). */
const payOrLose = {
  op: 'eachChoose' as const,
  options: [
    { label: nm('Pay 2 Spirit', 'Payer 2 Esprit'), cost: { spirit: 2 }, effects: [] },
    { label: nm('Lose 2 Health', 'Perdre 2 Santé'), cost: {}, effects: [{ op: 'lose' as const, res: 'health' as const, n: 2 }] },
  ],
};
/** S02 4–5: "pay 2 Spirit or take 2 damage" (damage taken, unlike the Health lost of the other tables). */
const payOrHurt = {
  op: 'eachChoose' as const,
  options: [
    { label: nm('Pay 2 Spirit', 'Payer 2 Esprit'), cost: { spirit: 2 }, effects: [] },
    { label: nm('Take 2 damage', 'Subir 2 dégâts'), cost: {}, effects: [{ op: 'selfDamage' as const, n: 2 }] },
  ],
};
export const SCENARIO_DEFS = [
  {
    id: 's01',
    num: 1,
    character: 'kaoru',
    name: nm('Favorite pastime', 'Passe-temps préféré'),
    kind: 'ffa',
    players: { min: 3, max: 4 },
    // The game ends at the start of Dusk of Day 6 (A12): the end of Dawn of Day 6 counts the points.
    deadline: { day: 6, round: 'dawn' },
    doom: null,
    effects: [
      { from: 1, to: 3, effects: [{ op: 'special', key: 'activationEach' }] },
      { from: 4, to: 5, effects: [{ op: 'special', key: 'weakestGold' }] },
      { from: 6, to: 6, effects: [{ op: 'special', key: 'halfCorrupted' }] },
    ],
    required: true,
    reward: nm('Grizzled Heart', 'Cœur grisonnant'),
  },
  {
    id: 's02',
    num: 2,
    character: 'kaoru',
    name: nm('Lights in the dark', 'Lumières dans la nuit'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    deadline: { day: 6, round: 'dusk' },
    doom: { perDefeat: true, perChar: 1, plus: 1 },
    effects: [
      {
        from: 1,
        to: 3,
        effects: [
          {
            op: 'each',
            effects: [
              { op: 'selfDamage', n: 1 },
              { op: 'loseSpirit', n: 1 },
            ],
          },
        ],
      },
      { from: 4, to: 5, effects: [payOrHurt] },
      { from: 6, to: 6, effects: [{ op: 'each', effects: [gold(2)] }] },
    ],
    reward: nm('Unbearable Force', 'Force insoutenable'),
  },
  {
    id: 's03',
    num: 3,
    character: 'kaoru',
    name: nm('The making of a man', 'La naissance d’un homme'),
    kind: 'solo',
    players: { min: 1, max: 1 },
    deadline: { day: 5, round: 'dusk' },
    doom: { perDefeat: true, perChar: 0, plus: 3 },
    effects: [],
    // Ours (docs/rulings.md, S03): each Boss 6 Health less in this scenario (Boss Health is our content, not the rulebook's).
    bossHealth: -6,
    reward: null,
  },
  {
    id: 's04',
    num: 4,
    character: 'leaf',
    name: nm('Shattered worlds', 'Des mondes dévastés'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    corrupted: ['enoki'],
    deadline: { day: 6, round: 'dusk' },
    doom: { perDefeat: true, perChar: 1, plus: 1 },
    // Ours (docs/rulings.md, S04): Enoki with 24 Health per Resilience token (its card: 14).
    corruptedHealth: 24,
    effects: [
      { from: 1, to: 2, effects: [{ op: 'nothing' }] },
      { from: 3, to: 4, effects: [{ op: 'special', key: 'raze1' }] },
      { from: 5, to: 6, effects: [{ op: 'special', key: 'raze2' }] },
    ],
    reward: nm('Symphony', 'Symphonie'),
  },
  {
    id: 's05',
    num: 5,
    character: 'leaf',
    name: nm('Part of the tree', 'Une part de l’Arbre'),
    kind: 'teams',
    players: { min: 3, max: 4 },
    corrupted: ['enoki'],
    deadline: { day: 6, round: 'dusk' },
    doom: null,
    // Ours (docs/rulings.md, S05): Enoki with 20 Health per Resilience token (its card: 14).
    corruptedHealth: 20,
    effects: [
      { from: 1, to: 3, effects: [{ op: 'special', key: 'poorestActs' }] },
      { from: 4, to: 5, effects: [{ op: 'corruptedActs', n: 1 }] },
      { from: 6, to: 6, effects: [{ op: 'each', effects: [gold(1)] }] },
    ],
    required: true,
    reward: nm('Guardian of the Great Forest', 'Gardien de la Grande Forêt'),
  },
  {
    id: 's06',
    num: 6,
    character: 'leaf',
    name: nm('Party On, Leaf', 'La Teuf de Leaf'),
    kind: 'solo',
    players: { min: 1, max: 1 },
    deadline: { day: 6, round: 'dusk' },
    doom: { perDefeat: true, perChar: 0, plus: 2 },
    effects: [
      { from: 1, to: 3, effects: [{ op: 'each', effects: [{ op: 'selfDamage', n: 3 }] }] },
      { from: 4, to: 5, effects: [{ op: 'special', key: 'bossTokens' }] },
      { from: 6, to: 6, effects: [{ op: 'each', effects: [{ op: 'move', n: 1 }, gold(1)] }] },
    ],
    // Ours (docs/rulings.md, S06): the six Monsters the setup deals to the spaces No.2 join the party as Allies too.
    allies: {
      'dsk-red-riftling': { red: 1 },
      'dsk-blue-riftling': { blue: 1 },
      'dsk-green-riftling': { green: 1 },
      'oak-wurm-herald': { green: 1 },
      'dsk-stag-herald': { red: 1 },
      'bai-boss': { blue: 1 },
    },
    reward: null,
  },
  {
    id: 's07',
    num: 7,
    character: 'oric',
    name: nm('A drop in the water', 'Une goutte dans l’eau'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    corrupted: ['ashura'],
    deadline: { day: 6, round: 'dusk' },
    doom: { perDefeat: false, perChar: 0, plus: 3 },
    effects: [
      { from: 1, to: 2, effects: [{ op: 'corruptedActs', n: 1 }] },
      { from: 3, to: 4, effects: [{ op: 'special', key: 'toJar' }] },
      { from: 5, to: 5, effects: [{ op: 'each', effects: [{ op: 'move', n: 1 }] }] },
      { from: 6, to: 6, effects: [{ op: 'special', key: 'jarTurn' }] },
    ],
    reward: nm('Dragon Stance', 'Posture du dragon'),
  },
  {
    id: 's08',
    num: 8,
    character: 'oric',
    name: nm('The Chosen', 'L’Élu'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    deadline: { day: 4, round: 'dusk' },
    doom: null,
    effects: [
      { from: 1, to: 1, effects: [{ op: 'visit', acts: 1 }] },
      {
        from: 2,
        to: 3,
        effects: [
          {
            op: 'each',
            effects: [
              { op: 'lose', res: 'health', n: 1 },
              { op: 'spirit', n: 2 },
            ],
          },
        ],
      },
      { from: 4, to: 5, effects: [{ op: 'swapDojo' }] },
      { from: 6, to: 6, effects: [{ op: 'each', effects: [gold(1)] }] },
    ],
    reward: nm('Dantian', 'Dantian'),
  },
  {
    id: 's09',
    num: 9,
    character: 'oric',
    name: nm('Warrior in distress', 'Guerrier en perdition'),
    kind: 'solo',
    players: { min: 1, max: 1 },
    corrupted: ['ophion'],
    deadline: { day: 4, round: 'dusk' },
    // Oric's first defeat is a Doom counter, his second loses (Persephone's defeat loses at once: rules/flow.ts).
    doom: { perDefeat: true, perChar: 0, plus: 2 },
    // Phase 1 only: the d6 is the space of Drear where a terror token (a Doom token as a piece, A59) appears.
    effects: [1, 2, 3, 4, 5, 6].map((n) => ({ from: n, to: n, effects: [{ op: 'special' as const, key: `terror${n}` }] })),
    // Ours (docs/rulings.md, S09): Persephone 4 Health more, Ophion 8 Health per Resilience token (card Health is our content).
    npcHealth: 4,
    corruptedHealth: 8,
    reward: null,
  },
  {
    id: 's10',
    num: 10,
    character: 'persephone',
    name: nm('Operation Sandman', 'Opération Marchand de Sable'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    corrupted: ['ophion'],
    deadline: { day: 6, round: 'dusk' },
    doom: { perDefeat: true, perChar: 1, plus: 2 },
    effects: [
      { from: 1, to: 2, effects: [{ op: 'each', effects: [gold(1)] }] },
      { from: 3, to: 4, effects: [{ op: 'special', key: 'spiritOrDoom' }] },
      { from: 5, to: 6, effects: [{ op: 'special', key: 'sandman' }] },
    ],
    // Ours (docs/rulings.md, S10): each Boss 5 Health less in this scenario, The Ancient Hydra 5 before its scenario tokens;
    // Ophion 8 Health per Resilience token (its card: 16), for a phase 3 that starts on Day 4 or 5.
    bossHealth: -5,
    corruptedHealth: 8,
    reward: nm('The Girl who lived', 'La fille qui a survécu'),
  },
  {
    id: 's11',
    num: 11,
    character: 'persephone',
    name: nm('Misplaced valor', 'Bravoure perdue'),
    kind: 'teams',
    players: { min: 3, max: 4 },
    corrupted: ['ophion'],
    deadline: { day: 6, round: 'dusk' },
    doom: null,
    effects: [
      {
        from: 1,
        to: 3,
        effects: [
          {
            op: 'each',
            effects: [
              { op: 'selfDamage', n: 1 },
              { op: 'loseSpirit', n: 1 },
            ],
          },
        ],
      },
      { from: 4, to: 5, effects: [payOrLose] },
      { from: 6, to: 6, effects: [{ op: 'each', effects: [gold(2)] }] },
    ],
    required: true,
    reward: nm('Shadow mold', 'Moule d’ombre'),
  },
  {
    id: 's12',
    num: 12,
    character: 'persephone',
    name: nm('The language of Love', 'Le langage de l’Amour'),
    kind: 'solo',
    players: { min: 1, max: 1 },
    deadline: { day: 4, round: 'dusk' },
    doom: { perDefeat: true, perChar: 0, plus: 2 },
    effects: [
      { from: 1, to: 2, effects: [{ op: 'special', key: 'dojoCorrupted' }] },
      { from: 3, to: 4, effects: [{ op: 'special', key: 'peek' }] },
      { from: 5, to: 6, effects: [{ op: 'special', key: 'ultimate' }] },
    ],
    // Ours (docs/rulings.md, S12): twelve Monsters of ours, two per World, carry a Dreamstone here, besides the six tokens' (eight are needed).
    loot: {
      'bai-teal': 1,
      'bai-lantern': 1,
      'bai-mist-heron': 1,
      'oak-stag': 1,
      'oak-wolf': 1,
      'oak-owl': 1,
      'opp-guard': 1,
      'opp-clockrat': 1,
      'opp-cannon': 1,
      'dre-crow': 1,
      'dre-bat': 1,
      'dre-shade-hound': 1,
      'are-nomad-raider': 1,
      'are-scorpion': 1,
      'are-vulture': 1,
      'hol-heron': 1,
      'hol-frogling': 1,
      'hol-willow-hag': 1,
    },
    reward: null,
  },
  {
    id: 's13',
    num: 13,
    character: 'soff',
    name: nm('Together, Stand', 'Ensemble, debout'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    deadline: { day: 6, round: 'dusk' },
    doom: { perDefeat: true, perChar: 1, plus: 1 },
    effects: [
      { from: 1, to: 1, effects: [{ op: 'visit', acts: 2 }] },
      { from: 2, to: 3, effects: [{ op: 'transportAll' }] },
      { from: 4, to: 5, effects: [payOrLose] },
      { from: 6, to: 6, effects: [{ op: 'each', effects: [gold(1)] }] },
    ],
    // Ours: the standard Quests were done by Day 2–4 in every bench game (docs/rulings.md).
    ownQuests: true,
    reward: nm('Heels of Hellios', 'Talons d’Hélios'),
  },
  {
    id: 's14',
    num: 14,
    character: 'soff',
    name: nm('Divided, Fall', 'Divisés, la chute'),
    kind: 'teams',
    players: { min: 2, max: 4 },
    deadline: { day: 6, round: 'dusk' },
    // Doom is counted by team (rules/flow.ts): a team loses at its members + 1.
    doom: null,
    // A2: the printed 4–5 / 5–6 overlap read as 4–5 and 6, as in S02 and S11.
    effects: [
      {
        from: 1,
        to: 3,
        effects: [
          {
            op: 'each',
            effects: [
              { op: 'selfDamage', n: 1 },
              { op: 'loseSpirit', n: 1 },
            ],
          },
        ],
      },
      { from: 4, to: 5, effects: [payOrLose] },
      { from: 6, to: 6, effects: [{ op: 'each', effects: [gold(2)] }] },
    ],
    required: true,
    reward: nm('Comet Chasing', 'Chasse à la comète'),
  },
  {
    id: 's15',
    num: 15,
    character: 'soff',
    name: nm('In the wake of Giants', 'Dans le sillage des Géants'),
    kind: 'solo',
    players: { min: 1, max: 1 },
    corrupted: ['ashura'],
    deadline: { day: 6, round: 'dusk' },
    // Ours (docs/rulings.md, S15): A'shura with 8 Health per Resilience token in this scenario (her card: 18).
    corruptedHealth: 8,
    doom: { perDefeat: true, perChar: 0, plus: 5 },
    effects: [
      { from: 1, to: 1, effects: [{ op: 'corruptedActs', n: 1 }] },
      { from: 2, to: 4, effects: [{ op: 'special', key: 'redistribute' }] },
      { from: 5, to: 6, effects: [{ op: 'special', key: 'ultimate' }] },
    ],
    reward: null,
  },
  {
    id: 's16',
    num: 16,
    character: 'thomas',
    name: nm('Thirst for vengeance', 'Soif de vengeance'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    corrupted: ['ashura'],
    deadline: { day: 6, round: 'dusk' },
    // Ours (docs/rulings.md, S16): A'shura with 12 Health per Resilience token in this scenario (her card: 18).
    corruptedHealth: 12,
    doom: { perDefeat: true, perChar: 1, plus: 2 },
    effects: [
      { from: 1, to: 1, effects: [{ op: 'transportAll' }] },
      { from: 2, to: 4, effects: [{ op: 'corruptedActs', n: 1 }] },
      { from: 5, to: 5, effects: [{ op: 'each', effects: [gold(1)] }] },
      { from: 6, to: 6, effects: [{ op: 'swapDojo' }] },
    ],
    setupGold: 2,
    reward: nm('Two steps ahead', 'Deux coups d’avance'),
  },
  {
    id: 's17',
    num: 17,
    character: 'thomas',
    name: nm('Hero complex', 'Le complexe du héros'),
    kind: 'coop',
    players: { min: 2, max: 4 },
    corrupted: ['ashura', 'enoki'],
    deadline: { day: 6, round: 'dusk' },
    doom: { perDefeat: true, perChar: 0, plus: 6 },
    // Ours (docs/rulings.md, S17): both Corrupted with 28 Health per Resilience token (their cards: 18 and 14).
    corruptedHealth: 28,
    effects: [
      { from: 1, to: 2, effects: [{ op: 'corruptedActs', n: 1, tag: 1 }] },
      { from: 3, to: 4, effects: [{ op: 'corruptedActs', n: 1, tag: 2 }] },
      {
        from: 5,
        to: 6,
        effects: [
          {
            op: 'each',
            effects: [{ op: 'heal', n: 1 }, { op: 'spirit', n: 1 }, gold(1)],
          },
        ],
      },
    ],
    reward: nm('Counter logic', 'Logique de riposte'),
  },
  {
    id: 's18',
    num: 18,
    character: 'thomas',
    name: nm('Rift hunter', 'Chasseur de Failles'),
    kind: 'solo',
    players: { min: 1, max: 1 },
    // The rulebook states no deadline: the default end of Dusk of Day 6 (§33).
    deadline: { day: 6, round: 'dusk' },
    // Thomas's second defeat loses; Leaf's six tokens lose too (rules/flow.ts).
    doom: { perDefeat: true, perChar: 0, plus: 2 },
    // No Corrupted turn and no scenario effect: Leaf takes his turn after Thomas's.
    effects: [],
    // Ours (docs/rulings.md, S18): Leaf's cards' Moves and blows are our numbers; here he walks 3 more and strikes 2 harder.
    leafSteps: 3,
    leafDamage: 2,
    reward: null,
  },
];

/**
 * All 18 scenarios by number, featured character and Solo flag (§33, A1:
 * Thirst for vengeance is 16, Hero complex 17, Rift hunter 18): what the
 * Narrative Arc needs even for scenarios the engine does not run yet.
 */
export const SCENARIO_INDEX: readonly { id: ScenarioId; character: (typeof CHARACTERS)[number]; solo: boolean }[] = SCENARIO_IDS.map(
  (id, i) => ({
    id,
    character: CHARACTERS[[0, 1, 3, 2, 4, 5][Math.floor(i / 3)]!]!,
    solo: i % 3 === 2,
  }),
);
