import { z } from 'zod';
import { bilingual } from './schema.js';

/**
 * The Corrupted (§28): fallen Champions with a Health gauge that persists,
 * Resilience tokens (one per character), an Attack, a Range, a Weakness, a
 * permanent passive and three abilities chosen by the World symbol die
 * (A45: each ability lists its faces). A'shura, Enoki and Ophion are the
 * rulebook's names; Ryuko is ours; every effect and text is ours.
 */

/** Whom a Corrupted ability aims at (ties: first in turn order, see docs/rulings.md). */
export const AIMS = ['nearest', 'weakest', 'strongest', 'all'] as const;

export const corruptedEffectSchema = z.discriminatedUnion('op', [
  /** Step n spaces toward a character (or The Dojo), stopping on it. */
  z.object({ op: z.literal('advance'), n: z.number().int().min(1).max(6), toward: z.enum(['nearest', 'weakest', 'strongest', 'dojo']) }),
  /** Deal n damage to an enemy in range (`all`: every target in range, Monsters and its own teammates too, §28.10, §30.5). */
  z.object({ op: z.literal('strike'), n: z.number().int().min(1).max(9), range: z.number().int().min(0).max(4), aim: z.enum(AIMS) }),
  /** Every enemy in range loses n Spirit (a loss, not damage: A35). */
  z.object({ op: z.literal('drain'), n: z.number().int().min(1).max(9), range: z.number().int().min(0).max(4) }),
  /** Regain n Health, never above the starting Health. */
  z.object({ op: z.literal('mend'), n: z.number().int().min(1).max(9) }),
]);
export type CorruptedEffect = z.infer<typeof corruptedEffectSchema>;

export const corruptedSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{1,19}$/),
  name: bilingual,
  /** The honorific title: no effect (§28.1). */
  title: bilingual,
  /** The Wish it makes when a scenario lets it (S02): flavour, ours. */
  wish: bilingual,
  health: z.number().int().min(1).max(30),
  attack: z.number().int().min(0).max(9),
  range: z.number().int().min(0).max(4),
  /** Weakness (A44): damage dealt to it from its own space is this much higher. */
  weakness: z.number().int().min(1).max(3),
  /** The permanent passive: thorns (a character damaging it from its space takes n damage), regeneration at its Activation, or extra steps to each advance. */
  passive: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('thorns'), n: z.number().int().min(1).max(3) }),
    z.object({ kind: z.literal('regen'), n: z.number().int().min(1).max(3) }),
    z.object({ kind: z.literal('stride'), n: z.number().int().min(1).max(3) }),
  ]),
  /** Three abilities; together their faces are 1–6 exactly once (the World symbol die, §29.4). */
  abilities: z
    .array(
      z.object({ name: bilingual, faces: z.array(z.number().int().min(1).max(6)).min(1), effects: z.array(corruptedEffectSchema).min(1) }),
    )
    .length(3)
    .refine(
      (abs) =>
        abs
          .flatMap((a) => a.faces)
          .sort()
          .join() === '1,2,3,4,5,6',
      'the three abilities share the six faces of the World symbol die',
    ),
});
export type CorruptedDef = z.infer<typeof corruptedSchema>;

const nm = (en: string, fr: string) => ({ en, fr });

export const CORRUPTED_DEFS = [
  {
    id: 'ashura',
    name: nm('A’shura', 'A’shura'),
    title: nm('the Unbowed Blade', 'la Lame inflexible'),
    wish: nm('“Let no Dojo stand between me and the sky.”', '« Qu’aucun Dojo ne se dresse entre moi et le ciel. »'),
    health: 18,
    attack: 3,
    range: 1,
    weakness: 1,
    passive: { kind: 'stride', n: 1 },
    abilities: [
      { name: nm('March on the Dojo', 'Marche sur le Dojo'), faces: [1, 2], effects: [{ op: 'advance', n: 1, toward: 'dojo' }] },
      {
        name: nm('Hunting Cut', 'Taille de chasse'),
        faces: [3, 4],
        effects: [
          { op: 'advance', n: 1, toward: 'nearest' },
          { op: 'strike', n: 3, range: 1, aim: 'nearest' },
        ],
      },
      { name: nm('Wide Arc', 'Arc large'), faces: [5, 6], effects: [{ op: 'strike', n: 2, range: 1, aim: 'all' }] },
    ],
  },
  {
    id: 'enoki',
    name: nm('Enoki', 'Enoki'),
    title: nm('the Rotting Grove', 'le Bosquet pourri'),
    wish: nm('“Let every World grow over its Champions.”', '« Que chaque Monde recouvre ses Champions. »'),
    health: 14,
    attack: 2,
    range: 1,
    weakness: 2,
    passive: { kind: 'thorns', n: 1 },
    abilities: [
      { name: nm('Whirling Axes', 'Haches tournoyantes'), faces: [1, 2], effects: [{ op: 'strike', n: 2, range: 1, aim: 'all' }] },
      {
        name: nm('Creeping Roots', 'Racines rampantes'),
        faces: [3, 4],
        effects: [
          { op: 'advance', n: 2, toward: 'weakest' },
          { op: 'drain', n: 1, range: 1 },
        ],
      },
      { name: nm('Sap of Years', 'Sève des ans'), faces: [5, 6], effects: [{ op: 'mend', n: 3 }] },
    ],
  },
  {
    id: 'ophion',
    name: nm('Ophion', 'Ophion'),
    title: nm('the Sleepless Coil', 'l’Anneau sans sommeil'),
    wish: nm('“Let every dreamer dream of me.”', '« Que tous les rêveurs rêvent de moi. »'),
    health: 16,
    attack: 2,
    range: 2,
    weakness: 1,
    passive: { kind: 'regen', n: 1 },
    abilities: [
      { name: nm('Nightmare Lash', 'Fouet de cauchemar'), faces: [1], effects: [{ op: 'strike', n: 4, range: 2, aim: 'strongest' }] },
      {
        name: nm('Coil and Squeeze', 'Enrouler et serrer'),
        faces: [2, 3, 4],
        effects: [
          { op: 'advance', n: 2, toward: 'strongest' },
          { op: 'strike', n: 2, range: 0, aim: 'nearest' },
        ],
      },
      { name: nm('Drink the Dream', 'Boire le rêve'), faces: [5, 6], effects: [{ op: 'drain', n: 2, range: 2 }] },
    ],
  },
  {
    id: 'ryuko',
    name: nm('Ryuko', 'Ryuko'),
    title: nm('the Ash Tempest', 'la Tempête de cendre'),
    wish: nm('“Let the Day track burn to its last Dusk.”', '« Que la piste des Jours brûle jusqu’au dernier Crépuscule. »'),
    health: 12,
    attack: 2,
    range: 1,
    weakness: 2,
    passive: { kind: 'stride', n: 1 },
    abilities: [
      {
        name: nm('Cinder Dive', 'Plongeon de cendres'),
        faces: [1, 2, 3],
        effects: [
          { op: 'advance', n: 2, toward: 'weakest' },
          { op: 'strike', n: 2, range: 0, aim: 'weakest' },
        ],
      },
      { name: nm('Smoke Veil', 'Voile de fumée'), faces: [4], effects: [{ op: 'mend', n: 4 }] },
      { name: nm('Firestorm', 'Tempête de feu'), faces: [5, 6], effects: [{ op: 'strike', n: 1, range: 2, aim: 'all' }] },
    ],
  },
];
