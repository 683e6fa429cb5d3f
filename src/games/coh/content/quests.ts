import { z } from 'zod';
import { bilingual, colourSchema, energySchema } from './schema.js';

/**
 * The Quest deck (§32.6, §34.7): twelve cards of our own, each in two parts
 * resolved in order (32.6.3), each part with its own Objective and Reward
 * (A68); a Quest is complete when its part 2 is. The rulebook gives no Quest
 * texts: names, objectives and rewards are ours. None has special rules
 * (the card field 32.6.5 (4) is empty on all twelve).
 */

const n = z.number().int().min(1).max(9);

/**
 * What a part asks. Counted objectives (`monsters`, `boss`, `rifts`,
 * `events`, `ally`, `dojoRest`) count what the Quest's holder does from the
 * moment the part begins; the others hold at a moment (`world`: standing on
 * a space of that World; `items`: holding that many Items; `colour`: that
 * much energy of a colour).
 */
export const questObjectiveSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('monsters'), n }),
  z.object({ kind: z.literal('boss') }),
  z.object({ kind: z.literal('rifts'), n }),
  z.object({ kind: z.literal('events'), n }),
  z.object({ kind: z.literal('ally') }),
  z.object({ kind: z.literal('dojoRest') }),
  z.object({ kind: z.literal('world'), world: z.string() }),
  z.object({ kind: z.literal('items'), n }),
  z.object({ kind: z.literal('colour'), colour: colourSchema, n }),
]);
export type QuestObjective = z.infer<typeof questObjectiveSchema>;
export type QuestCounter = 'monsters' | 'boss' | 'rifts' | 'events' | 'ally' | 'dojoRest';

const partSchema = z.object({
  objective: questObjectiveSchema,
  /** Energy and Gold gained at once (32.6.4), and an Item number taken from the Item deck. */
  reward: energySchema,
  item: z.number().int().min(1).optional(),
});
export type QuestPart = z.infer<typeof partSchema>;

export const questSchema = z.object({
  id: z.string().regex(/^q-[a-z0-9-]{1,17}$/),
  /** Reference number (32.6.5 (7)). */
  num: z.number().int().min(1).max(12),
  name: bilingual,
  parts: z.tuple([partSchema, partSchema]),
});
export type QuestDef = z.infer<typeof questSchema>;

const e = (red: number, blue: number, green: number, gold: number) => ({ red, blue, green, gold });
const q = (num: number, slug: string, en: string, fr: string, p1: QuestPart, p2: QuestPart) => ({
  id: `q-${slug}`,
  num,
  name: { en, fr },
  parts: [p1, p2] as [QuestPart, QuestPart],
});

export const QUEST_DEFS = [
  q(
    1,
    'monster-hunt',
    'Monster Hunt',
    'Chasse aux monstres',
    { objective: { kind: 'monsters', n: 2 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'monsters', n: 3 }, reward: e(1, 0, 0, 1) },
  ),
  q(
    2,
    'rift-warden',
    'Rift Warden',
    'Gardien des failles',
    { objective: { kind: 'rifts', n: 2 }, reward: e(0, 1, 0, 0) },
    { objective: { kind: 'rifts', n: 2 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    3,
    'drear-walk',
    'Walk through Drear',
    'Traversée de Drear',
    { objective: { kind: 'world', world: 'drear' }, reward: e(0, 1, 0, 0) },
    { objective: { kind: 'world', world: 'arechi' }, reward: e(1, 0, 0, 1) },
  ),
  q(
    4,
    'pilgrim',
    'Pilgrim of the Dojo',
    'Pèlerin du Dojo',
    { objective: { kind: 'events', n: 2 }, reward: e(0, 0, 1, 0) },
    { objective: { kind: 'dojoRest' }, reward: e(0, 0, 0, 2) },
  ),
  q(
    5,
    'treasure',
    'Treasure Seeker',
    'Chercheur de trésors',
    { objective: { kind: 'items', n: 3 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'items', n: 4 }, reward: e(0, 0, 1, 1) },
  ),
  q(
    6,
    'trials',
    'Trials of Hara',
    'Épreuves de Hara',
    { objective: { kind: 'events', n: 2 }, reward: e(0, 0, 1, 0) },
    { objective: { kind: 'events', n: 3 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    7,
    'boss-slayer',
    'Boss Slayer',
    'Tueur de chefs',
    { objective: { kind: 'monsters', n: 2 }, reward: e(1, 0, 0, 0) },
    { objective: { kind: 'boss' }, reward: e(0, 0, 0, 3) },
  ),
  q(
    8,
    'beast-friend',
    'Friend of Beasts',
    'Ami des bêtes',
    { objective: { kind: 'ally' }, reward: e(0, 0, 1, 0) },
    { objective: { kind: 'monsters', n: 2 }, reward: e(0, 1, 0, 1) },
  ),
  q(
    9,
    'crimson-path',
    'The Crimson Path',
    'La voie pourpre',
    { objective: { kind: 'colour', colour: 'red', n: 5 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'colour', colour: 'red', n: 9 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    10,
    'azure-path',
    'The Azure Path',
    'La voie azur',
    { objective: { kind: 'colour', colour: 'blue', n: 5 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'colour', colour: 'blue', n: 9 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    11,
    'verdant-path',
    'The Verdant Path',
    'La voie verdoyante',
    { objective: { kind: 'colour', colour: 'green', n: 5 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'colour', colour: 'green', n: 9 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    12,
    'oakenmoor',
    'Oakenmoor Expedition',
    'Expédition à Oakenmoor',
    { objective: { kind: 'world', world: 'oakenmoor' }, reward: e(0, 0, 1, 0), item: 1 },
    { objective: { kind: 'rifts', n: 2 }, reward: e(0, 1, 0, 1) },
  ),
];

/**
 * S13's own Quest deck (ours, docs/rulings.md "Our numbers in the scenarios"):
 * the scenario needs only two complete Quests among the two each character
 * keeps (A63), and with the twelve above the bots finished two by Day 2–4 in
 * every bench game — a World to stand on or a rest at The Dojo is a walk.
 * Here every Quest asks for deeds that take Days (Monsters, Rifts, Events,
 * Items), so two of them take most of the six.
 */
export const S13_QUEST_DEFS = [
  q(
    1,
    't-hunting-party',
    'Hunting Party',
    'Partie de chasse',
    { objective: { kind: 'monsters', n: 4 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'monsters', n: 5 }, reward: e(1, 0, 0, 1) },
  ),
  q(
    2,
    't-sealing',
    'Sealing the Rifts',
    'Sceller les failles',
    { objective: { kind: 'rifts', n: 3 }, reward: e(0, 1, 0, 0) },
    { objective: { kind: 'rifts', n: 3 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    3,
    't-lanterns',
    'Lanterns of Drear',
    'Lanternes de Drear',
    { objective: { kind: 'world', world: 'drear' }, reward: e(0, 1, 0, 0) },
    { objective: { kind: 'monsters', n: 6 }, reward: e(1, 0, 0, 1) },
  ),
  q(
    4,
    't-pilgrims',
    'Road of Pilgrims',
    'La route des pèlerins',
    { objective: { kind: 'events', n: 6 }, reward: e(0, 0, 1, 0) },
    { objective: { kind: 'dojoRest' }, reward: e(0, 0, 0, 2) },
  ),
  q(
    5,
    't-hoard',
    'The Common Hoard',
    'Le trésor commun',
    { objective: { kind: 'items', n: 3 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'items', n: 5 }, reward: e(0, 0, 1, 1) },
  ),
  q(
    6,
    't-shared-trials',
    'Shared Trials',
    'Épreuves partagées',
    { objective: { kind: 'events', n: 4 }, reward: e(0, 0, 1, 0) },
    { objective: { kind: 'events', n: 4 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    7,
    't-chief',
    'Bring Down the Chief',
    'Abattre le chef',
    { objective: { kind: 'monsters', n: 3 }, reward: e(1, 0, 0, 0) },
    { objective: { kind: 'boss' }, reward: e(0, 0, 0, 3) },
  ),
  q(
    8,
    't-tamer',
    'Beast Tamer',
    'Dompteur de bêtes',
    { objective: { kind: 'ally' }, reward: e(0, 0, 1, 0) },
    { objective: { kind: 'monsters', n: 6 }, reward: e(0, 1, 0, 1) },
  ),
  q(
    9,
    't-ember-oath',
    'Ember Oath',
    'Serment de braise',
    { objective: { kind: 'colour', colour: 'red', n: 8 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'events', n: 4 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    10,
    't-tide-oath',
    'Tide Oath',
    'Serment des marées',
    { objective: { kind: 'colour', colour: 'blue', n: 8 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'events', n: 4 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    11,
    't-grove-oath',
    'Grove Oath',
    'Serment du bosquet',
    { objective: { kind: 'colour', colour: 'green', n: 8 }, reward: e(0, 0, 0, 1) },
    { objective: { kind: 'events', n: 4 }, reward: e(0, 0, 0, 2) },
  ),
  q(
    12,
    't-oaken-watch',
    'Oakenmoor Watch',
    'Veille d’Oakenmoor',
    { objective: { kind: 'world', world: 'oakenmoor' }, reward: e(0, 0, 1, 0), item: 1 },
    { objective: { kind: 'rifts', n: 4 }, reward: e(0, 1, 0, 1) },
  ),
];
