import type { CharacterId, Effect, Resource } from './schema.js';

/**
 * The six characters (names from the rulebook; statistics, card names we
 * invented and every effect are ours). Each character has 4 Base cards
 * (Dash included), one Advanced card per colour and an Ultimate; the
 * special resource is at the heart of their cards (§31).
 */

const mv = (n: number): Effect => ({ op: 'move', n });
const tp = (range: number): Effect => ({ op: 'transport', range });
const dmg = (n: number, range: number, target: 'one' | 'monster' | 'character' | 'all' | 'allOther' = 'one', plusX = false): Effect => ({
  op: 'damage',
  n,
  range,
  target,
  plusX,
});
const gain = (res: Resource, n: number): Effect => ({ op: 'gain', res, n });
const lose = (res: Resource, n: number): Effect => ({ op: 'lose', res, n });
const heal = (n: number): Effect => ({ op: 'heal', n });
const spirit = (n: number): Effect => ({ op: 'spirit', n });
const next = (n: number): Effect => ({ op: 'nextAttack', n });
const spendX = (res: Resource, max: number): Effect => ({ op: 'spendX', res, max });
const iff = (res: Resource, atLeast: number, then: Effect[], otherwise: Effect[] = []): Effect => ({
  op: 'if',
  cond: { res, atLeast },
  then,
  else: otherwise,
});

type Cost = Partial<Record<Resource, number>>;
interface HalfIn {
  free?: boolean;
  cost?: Cost;
  effects: Effect[];
}
const h = (effects: Effect[], cost: Cost = {}, free = false): HalfIn => ({ free, cost, effects });

function card(
  character: CharacterId,
  slug: string,
  en: string,
  fr: string,
  kind: 'base' | 'red' | 'blue' | 'green' | 'ultimate',
  hand: HalfIn,
  board: HalfIn | null,
) {
  return { id: `${character.slice(0, 3)}-${slug}`, character, name: { en, fr }, kind, hand, board };
}

/** Every character's Dash (§34.8): Move 2 in hand; Move 1 and 1 damage at Range 1 on the board (as the Oric examples imply, §31.4.5). */
const dash = (c: CharacterId) => card(c, 'dash', 'Dash', 'Sprint', 'base', h([mv(2)]), h([mv(1), dmg(1, 1)]));

export const CHARACTER_DEFS = [
  {
    id: 'kaoru',
    name: { en: 'Kaoru', fr: 'Kaoru' },
    health: 10,
    spirit: 6,
    main: 'red',
    resources: { grit: { start: 4, respawn: 4, max: 4 } },
  },
  {
    id: 'leaf',
    name: { en: 'Leaf', fr: 'Leaf' },
    health: 9,
    spirit: 6,
    main: 'green',
    resources: { momentum: { start: 0, respawn: 0, max: 5 } },
  },
  {
    id: 'persephone',
    name: { en: 'Persephone', fr: 'Perséphone' },
    health: 7,
    spirit: 6,
    main: 'blue',
    resources: { fear: { start: 0, respawn: 2, max: 10 } },
    scared: 3,
    terrified: 6,
  },
  {
    id: 'oric',
    name: { en: 'Oric', fr: 'Oric' },
    health: 10,
    spirit: 5,
    main: 'blue',
    resources: {},
  },
  {
    id: 'soff',
    name: { en: 'Soff', fr: 'Soff' },
    health: 5,
    spirit: 6,
    main: 'red',
    resources: { mana: { start: 5, respawn: 5, max: 10 }, heat: { start: 0, respawn: 0, max: 6 } },
  },
  {
    id: 'thomas',
    name: { en: 'Thomas', fr: 'Thomas' },
    health: 6,
    spirit: 5,
    main: 'green',
    resources: { runes: { start: 3, respawn: null, max: 9 } },
  },
] as const;

export const ABILITY_DEFS = [
  // Kaoru: GRIT pays for his blows (4 per Day, then Health, §31.1).
  dash('kaoru'),
  card('kaoru', 'landslide', 'Landslide', 'Glissement de terrain', 'base', h([dmg(3, 1)], { grit: 1 }), h([mv(2)], { grit: 2 })),
  card('kaoru', 'rock-maul', 'Rock Maul', 'Masse de roc', 'base', h([dmg(5, 0)], { grit: 2 }), h([dmg(3, 1, 'allOther')], { grit: 1 })),
  card('kaoru', 'bear-hide', 'Kuma Stands Guard', 'Kuma monte la garde', 'base', h([heal(3)], {}, true), h([mv(2), gain('grit', 1)])),
  card('kaoru', 'avalanche', 'Avalanche Fist', 'Poing avalanche', 'red', h([dmg(5, 0)], { grit: 2 }), h([mv(2), dmg(2, 1)])),
  card('kaoru', 'patience', 'Kuma’s Patience', 'Patience de Kuma', 'blue', h([spirit(2), next(2)]), h([gain('grit', 1)], {}, true)),
  card('kaoru', 'bear-trail', 'Trail of the Bear', 'Piste de l’ours', 'green', h([mv(4)]), h([tp(2)], { grit: 1 })),
  card('kaoru', 'mountain', 'The Mountain Falls', 'La montagne s’effondre', 'ultimate', h([dmg(6, 1, 'allOther')], { grit: 2 }), null),

  // Leaf: MOMENTUM is built by moving and spent to hit harder (§31.2).
  dash('leaf'),
  card('leaf', 'modal', 'Modal Movements', 'Mouvements modaux', 'base', h([mv(1), gain('momentum', 2)]), h([mv(2), gain('momentum', 1)])),
  card('leaf', 'falling-pine', 'Falling Pine', 'Pin qui tombe', 'base', h([dmg(3, 1)]), h([spendX('momentum', 3), dmg(1, 1, 'one', true)])),
  card('leaf', 'roots', 'Grappling Roots', 'Racines agrippantes', 'base', h([tp(3)], { momentum: 1 }), h([dmg(1, 2), gain('momentum', 1)])),
  card('leaf', 'willow', 'Willow Punch', 'Poing du saule', 'red', h([spendX('momentum', 5), dmg(2, 0, 'one', true)]), h([dmg(3, 1)])),
  card('leaf', 'glide', 'Canopy Glide', 'Vol de canopée', 'blue', h([mv(3)], { momentum: 1 }, true), h([spirit(2)])),
  card('leaf', 'seed-burst', 'Seed Burst', 'Salve de graines', 'green', h([dmg(2, 2, 'allOther')]), h([mv(2), gain('momentum', 1)])),
  card('leaf', 'leaf-storm', 'Storm of Leaves', 'Tempête de feuilles', 'ultimate', h([gain('momentum', 5), mv(4), next(3)]), null),

  // Persephone: damage she takes becomes FEAR; Scared and Terrified sharpen her cards (§31.3).
  dash('persephone'),
  card(
    'persephone',
    'fever',
    'Fever Dream',
    'Rêve fiévreux',
    'base',
    h([{ op: 'selfDamage', n: 2 }, dmg(3, 2)]),
    h([iff('fear', 3, [dmg(2, 2)], [dmg(1, 2)])]),
  ),
  card('persephone', 'nightlight', 'Nightlight', 'Veilleuse', 'base', h([spirit(2), heal(1)]), h([tp(2)], { fear: 2 })),
  card(
    'persephone',
    'shade',
    'Whispering Shade',
    'Ombre murmurante',
    'base',
    h([iff('fear', 6, [dmg(4, 1)], [dmg(2, 1)])]),
    h([next(2)], { fear: 1 }),
  ),
  card('persephone', 'terror', 'Night Terror', 'Terreur nocturne', 'red', h([dmg(3, 1, 'allOther')], { fear: 3 }), h([dmg(2, 1)])),
  card('persephone', 'lullaby', 'Lullaby', 'Berceuse', 'blue', h([heal(2), spirit(2)], { fear: 2 }, true), h([spirit(1)])),
  card('persephone', 'shadow-step', 'Shadow Step', 'Pas de l’ombre', 'green', h([tp(3)]), h([iff('fear', 3, [mv(3)], [mv(1)])])),
  card(
    'persephone',
    'nightmare',
    'Nightmare Unleashed',
    'Cauchemar déchaîné',
    'ultimate',
    h([spendX('fear', 9), dmg(2, 2, 'one', true)]),
    null,
  ),

  // Oric: his Stance shapes every card (§31.4); these cards lean on range, damage or activations.
  dash('oric'),
  card('oric', 'sorasu', 'Sorasu', 'Sorasu', 'base', h([dmg(3, 1)]), h([mv(1), dmg(1, 1)])),
  card('oric', 'palm', 'Flowing Palm', 'Paume fluide', 'base', h([mv(2), next(1)]), h([dmg(3, 0)])),
  card('oric', 'still-water', 'Still Water', 'Eau calme', 'base', h([spirit(2)], {}, true), h([heal(1), mv(2)])),
  card('oric', 'tiger-claw', 'Tiger Claw', 'Griffe du tigre', 'red', h([dmg(4, 1)]), h([dmg(2, 1)])),
  card('oric', 'crane-wing', 'Crane Wing', 'Aile de la grue', 'blue', h([tp(3)]), h([dmg(1, 3)])),
  card('oric', 'koi-leap', 'Koi Leap', 'Saut de la carpe', 'green', h([{ op: 'activation', n: 1 }, mv(1)]), h([mv(2)])),
  card('oric', 'hundred-hands', 'Hundred Hands', 'Cent mains', 'ultimate', h([dmg(5, 1), { op: 'activation', n: 1 }]), null),

  // Soff: MANA pays, HEAT builds; Reignite turns HEAT into MANA at the risk of Burn Out (§31.5).
  dash('soff'),
  card(
    'soff',
    'flare',
    'Flare',
    'Éruption',
    'base',
    h([gain('heat', 1), dmg(2, 2)], { mana: 1 }),
    h([gain('heat', 1), dmg(3, 1)], { mana: 2 }),
  ),
  card('soff', 'ember-step', 'Ember Step', 'Pas de braise', 'base', h([gain('heat', 1), tp(2)], { mana: 1 }), h([mv(2)])),
  card('soff', 'kindle', 'Kindle', 'Attiser', 'base', h([gain('mana', 2)], {}, true), h([gain('heat', 2), next(2)], { mana: 1 })),
  card(
    'soff',
    'firestorm',
    'Firestorm',
    'Tempête de feu',
    'red',
    h([gain('heat', 2), dmg(3, 1, 'allOther')], { mana: 3 }),
    h([gain('heat', 1), dmg(2, 2)], { mana: 1 }),
  ),
  card('soff', 'cool-head', 'Cool Head', 'Tête froide', 'blue', h([lose('heat', 2), gain('mana', 3)]), h([spirit(2)])),
  card('soff', 'smoke-trail', 'Smoke Trail', 'Traînée de fumée', 'green', h([tp(4)], { mana: 1 }), h([mv(3)])),
  card('soff', 'supernova', 'Supernova', 'Supernova', 'ultimate', h([gain('heat', 3), dmg(6, 2)]), null),

  // Thomas: RUNES, won by closing Rifts, empower his cards (§31.6).
  dash('thomas'),
  card('thomas', 'rune-bolt', 'Rune Bolt', 'Trait runique', 'base', h([dmg(2, 1)]), h([dmg(3, 2)], { runes: 1 })),
  card('thomas', 'glyph', 'Warding Glyph', 'Glyphe protecteur', 'base', h([heal(2)]), h([spirit(2), heal(1)], { runes: 1 })),
  card('thomas', 'rift-sense', 'Rift Sense', 'Sens des failles', 'base', h([tp(2)]), h([tp(4)], { runes: 2 })),
  card('thomas', 'barrage', 'Runic Barrage', 'Barrage runique', 'red', h([dmg(2, 2, 'allOther')], { runes: 2 }), h([dmg(2, 1)])),
  card('thomas', 'insight', 'Scribe’s Insight', 'Savoir du scribe', 'blue', h([gain('runes', 2)], {}, true), h([spirit(1)])),
  card('thomas', 'pathfinder', 'Pathfinder Glyph', 'Glyphe éclaireur', 'green', h([mv(3)]), h([mv(3), next(1)], { runes: 1 })),
  card('thomas', 'inscription', 'Grand Inscription', 'Grande inscription', 'ultimate', h([gain('runes', 3), dmg(4, 3)]), null),
];
