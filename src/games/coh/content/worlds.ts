import type { Effect } from './schema.js';

/**
 * The six Worlds and their decks (9 Monsters with one Boss, 7 Events, §2.C.1),
 * the Dusk deck (Monsters with The Ancient Hydra, Rifts, Nomads, Kirin;
 * §34.4). World names are the rulebook's (the sixth, unnamed there, is ours:
 * Hollowmere); every Monster, Event and Rift and all their numbers are ours.
 */

const E = (red = 0, blue = 0, green = 0, gold = 0) => ({ red, blue, green, gold });
const spirit = (n: number): Effect => ({ op: 'spirit', n });
const heal = (n: number): Effect => ({ op: 'heal', n });
const en = (red = 0, blue = 0, green = 0, gold = 0): Effect => ({ op: 'energy', energy: E(red, blue, green, gold) });
const item = (n: number): Effect => ({ op: 'item', n });
const hurt = (n: number): Effect => ({ op: 'selfDamage', n });
const loseSp = (n: number): Effect => ({ op: 'loseSpirit', n });

interface MonsterExtra {
  item?: number;
  loot?: Effect[];
  boss?: boolean;
  aggressive?: boolean;
  ally?: ReturnType<typeof E>;
  armored?: boolean;
  critical?: number;
  dangerous?: boolean;
  copies?: number;
}

const m = (
  id: string,
  enName: string,
  fr: string,
  health: number,
  strength: number,
  range: number,
  reward: ReturnType<typeof E>,
  x: MonsterExtra = {},
) => ({
  id,
  type: 'monster' as const,
  name: { en: enName, fr },
  health,
  strength,
  range,
  reward,
  ...x,
});

const ch = (target: number, order: 'roll' | 'pay', success: Effect[], fail: Effect[] = []) => ({ target, order, success, fail });
const opt = (enL: string, frL: string, effects: Effect[], cost: Record<string, number> = {}) => ({
  label: { en: enL, fr: frL },
  cost,
  effects,
});

const evc = (id: string, enName: string, fr: string, gift: ReturnType<typeof E>, challenge: ReturnType<typeof ch>) => ({
  id,
  type: 'event' as const,
  name: { en: enName, fr },
  gift,
  challenge,
});
const evo = (id: string, enName: string, fr: string, gift: ReturnType<typeof E>, options: ReturnType<typeof opt>[]) => ({
  id,
  type: 'event' as const,
  name: { en: enName, fr },
  gift,
  options,
});
const rift = (id: string, enName: string, fr: string, gift: ReturnType<typeof E>, challenge: ReturnType<typeof ch>, copies = 1) => ({
  id,
  type: 'rift' as const,
  name: { en: enName, fr },
  gift,
  challenge,
  copies,
});

export const WORLD_DEFS = [
  {
    id: 'baiyu',
    name: { en: 'Baiyu', fr: 'Baiyu' },
    deck: [
      m('bai-koi-spirit', 'Koi Spirit', 'Esprit carpe', 2, 1, 0, E(0, 1, 0, 1), { ally: E(0, 0, 0, 1) }),
      m('bai-jade-crab', 'Jade Crab', 'Crabe de jade', 4, 1, 0, E(0, 2, 0, 1), { armored: true }),
      m('bai-mist-heron', 'Mist Heron', 'Héron de brume', 3, 2, 2, E(0, 1, 1, 1)),
      m('bai-lantern', 'Lantern Wisp', 'Feu follet lanterne', 2, 2, 1, E(0, 1, 0, 1), { aggressive: true }),
      m('bai-river-serp', 'River Serpent', 'Serpent du fleuve', 5, 2, 1, E(0, 2, 0, 2), { critical: 2 }),
      m('bai-teal', 'Teal', 'Teal', 3, 1, 1, E(0, 1, 0, 1), { item: 2 }),
      m('bai-ink-ghost', 'Ink Ghost', 'Fantôme d’encre', 4, 3, 0, E(0, 2, 0, 1), { dangerous: true }),
      m('bai-pagoda', 'Pagoda Guardian', 'Gardien de pagode', 6, 2, 1, E(1, 2, 0, 1), { armored: true, loot: [spirit(2)] }),
      m('bai-boss', 'Herald of the Serpent', 'Héraut du Serpent', 9, 3, 2, E(0, 3, 0, 2), { boss: true, critical: 2 }),
      evc('bai-tea', 'Tea Ceremony', 'Cérémonie du thé', E(0, 1), ch(4, 'pay', [spirit(2), en(0, 1)])),
      evo('bai-fisher', 'Old Fisherman', 'Vieux pêcheur', E(0, 1), [
        opt('Share your catch: pay 1 Spirit, gain 2 Blue', 'Partager la pêche : payez 1 Esprit, gagnez 2 Bleu', [en(0, 2)], { spirit: 1 }),
        opt('Listen to his tale: gain 1 Spirit', 'Écouter son histoire : gagnez 1 Esprit', [spirit(1)]),
      ]),
      evc('bai-flood', 'Rising Flood', 'Crue', E(0, 1), ch(5, 'pay', [en(0, 1, 1)], [hurt(2)])),
      evc('bai-bridge', 'Rope Bridge', 'Pont de corde', E(0, 0, 1), ch(3, 'roll', [en(0, 1)], [hurt(1)])),
      evo('bai-shrine', 'Wayside Shrine', 'Autel du chemin', E(0, 1), [
        opt('Pray: pay 2 Spirit, gain 1 Gold and heal 2', 'Prier : payez 2 Esprit, gagnez 1 Or et 2 Santé', [en(0, 0, 0, 1), heal(2)], {
          spirit: 2,
        }),
        opt('Take the offering: gain 1 Red, lose 1 Spirit', 'Prendre l’offrande : gagnez 1 Rouge, perdez 1 Esprit', [en(1), loseSp(1)]),
      ]),
      evc('bai-calligraphy', 'Calligraphy Duel', 'Duel de calligraphie', E(0, 1), ch(5, 'roll', [en(0, 2)])),
      evc('bai-monsoon', 'Monsoon', 'Mousson', E(0, 0, 1), ch(4, 'pay', [item(5)], [loseSp(2)])),
    ],
  },
  {
    id: 'oakenmoor',
    name: { en: 'Oakenmoor', fr: 'Oakenmoor' },
    deck: [
      m('oak-mossling', 'Mossling', 'Moussillon', 2, 1, 0, E(0, 0, 1, 1), { ally: E(0, 0, 1) }),
      m('oak-thornback', 'Thornback Boar', 'Sanglier épineux', 4, 2, 0, E(1, 0, 1, 1), { aggressive: true }),
      m('oak-bark-golem', 'Bark Golem', 'Golem d’écorce', 6, 2, 0, E(0, 0, 2, 1), { armored: true }),
      m('oak-stag', 'Silver Stag', 'Cerf d’argent', 3, 1, 1, E(0, 1, 1, 1), { item: 3 }),
      m('oak-wolf', 'Moor Wolf', 'Loup de la lande', 3, 2, 1, E(1, 0, 1, 1), { critical: 1 }),
      m('oak-sporecap', 'Sporecap', 'Chapespore', 2, 2, 1, E(0, 0, 1, 1), { dangerous: true }),
      m('oak-owl', 'Great Horned Owl', 'Grand-duc', 3, 2, 2, E(0, 1, 1, 1)),
      m('oak-wurm-herald', 'Herald of the Wurm', 'Héraut du Wurm', 5, 3, 1, E(0, 0, 2, 2), { loot: [heal(2)] }),
      m('oak-boss', 'The Elder Treant', 'Le Vieil Arbre-sage', 10, 3, 1, E(0, 0, 3, 2), { boss: true, armored: true }),
      evo('oak-berries', 'Strange Berries', 'Baies étranges', E(0, 0, 1), [
        opt('Eat them: heal 3, lose 1 Spirit', 'Les manger : 3 Santé, perdez 1 Esprit', [heal(3), loseSp(1)]),
        opt('Leave them: gain 1 Spirit', 'Les laisser : gagnez 1 Esprit', [spirit(1)]),
      ]),
      evc('oak-hollow', 'Hollow Log', 'Tronc creux', E(0, 0, 1), ch(4, 'roll', [item(2)])),
      evc('oak-brambles', 'Bramble Maze', 'Labyrinthe de ronces', E(0, 0, 1), ch(5, 'pay', [en(0, 0, 2)], [hurt(2)])),
      evc('oak-druid', 'Druid Circle', 'Cercle druidique', E(0, 1), ch(4, 'pay', [en(0, 0, 1, 1)])),
      evo('oak-hunter', 'Lost Hunter', 'Chasseur égaré', E(1), [
        opt('Guide him home: pay 2 Spirit, gain 2 Green', 'Le raccompagner : payez 2 Esprit, gagnez 2 Vert', [en(0, 0, 2)], { spirit: 2 }),
        opt('Trade arrows: gain 1 Red', 'Échanger des flèches : gagnez 1 Rouge', [en(1)]),
      ]),
      evc('oak-fairy-ring', 'Fairy Ring', 'Cercle des fées', E(0, 0, 1), ch(6, 'roll', [en(0, 1, 1, 1)], [loseSp(1)])),
      evc('oak-storm', 'Thunderstorm', 'Orage', E(0, 0, 1), ch(3, 'pay', [spirit(1)], [hurt(1)])),
    ],
  },
  {
    id: 'oppenheim',
    name: { en: 'Oppenheim', fr: 'Oppenheim' },
    deck: [
      m('opp-clockrat', 'Clockwork Rat', 'Rat mécanique', 2, 1, 0, E(1, 0, 0, 1), { aggressive: true }),
      m('opp-automaton', 'Iron Automaton', 'Automate de fer', 5, 2, 0, E(2, 0, 0, 1), { armored: true }),
      m('opp-cannon', 'Steam Cannon', 'Canon à vapeur', 3, 2, 3, E(1, 1, 0, 1)),
      m('opp-guard', 'City Watchman', 'Garde de la cité', 4, 2, 1, E(1, 0, 0, 2), { item: 6 }),
      m('opp-alchemist', 'Mad Alchemist', 'Alchimiste fou', 3, 1, 2, E(1, 1, 0, 1), { dangerous: true }),
      m('opp-gear-hound', 'Gear Hound', 'Chien à rouages', 3, 2, 1, E(2, 0, 0, 1), { critical: 2 }),
      m('opp-smuggler', 'Smuggler', 'Contrebandier', 2, 1, 1, E(1, 0, 0, 1), { ally: E(0, 0, 0, 1) }),
      m('opp-bellringer', 'Bell Ringer', 'Sonneur de cloches', 4, 3, 1, E(2, 1, 0, 1), { loot: [spirit(1)] }),
      m('opp-boss', 'The Brass Colossus', 'Le Colosse d’airain', 10, 4, 1, E(3, 0, 0, 2), { boss: true, armored: true, critical: 1 }),
      evc('opp-market', 'Night Market', 'Marché de nuit', E(1), ch(4, 'roll', [item(1)])),
      evo('opp-tinker', 'Tinker’s Offer', 'Offre du bricoleur', E(1), [
        opt('Buy a gadget: pay 2 Spirit, take a Ward Bell', 'Acheter un gadget : payez 2 Esprit, prenez une Cloche de garde', [item(6)], {
          spirit: 2,
        }),
        opt('Haggle: gain 1 Gold', 'Marchander : gagnez 1 Or', [en(0, 0, 0, 1)]),
      ]),
      evc('opp-factory', 'Factory Fire', 'Incendie d’usine', E(1), ch(5, 'pay', [en(2)], [hurt(2)])),
      evc('opp-chase', 'Rooftop Chase', 'Poursuite sur les toits', E(1), ch(4, 'roll', [en(1, 0, 1)], [hurt(1)])),
      evc('opp-gamble', 'Gambling Den', 'Tripot', E(0, 0, 0, 1), ch(6, 'pay', [en(1, 1, 1)], [loseSp(2)])),
      evo('opp-beggar', 'Street Urchin', 'Gamin des rues', E(1), [
        opt('Give alms: pay 1 Spirit, gain 1 Blue and 1 Green', 'Faire l’aumône : payez 1 Esprit, gagnez 1 Bleu et 1 Vert', [en(0, 1, 1)], {
          spirit: 1,
        }),
        opt('Walk on: lose 1 Spirit', 'Passer son chemin : perdez 1 Esprit', [loseSp(1)]),
      ]),
      evc('opp-library', 'Forbidden Library', 'Bibliothèque interdite', E(0, 1), ch(5, 'pay', [en(0, 2), spirit(1)])),
    ],
  },
  {
    id: 'drear',
    name: { en: 'Drear', fr: 'Drear' },
    deck: [
      m('dre-bat', 'Gloom Bat', 'Chauve-souris lugubre', 2, 1, 1, E(0, 1, 0, 1), { aggressive: true }),
      m('dre-ghoul', 'Grave Ghoul', 'Goule des tombes', 4, 2, 0, E(1, 1, 0, 1), { critical: 2 }),
      m('dre-banshee', 'Banshee', 'Banshee', 3, 2, 2, E(0, 2, 0, 1), { dangerous: true }),
      m('dre-gargoyle', 'Gargoyle', 'Gargouille', 5, 2, 1, E(1, 1, 0, 1), { armored: true }),
      m('dre-crow', 'Carrion Crow', 'Corbeau charognard', 2, 1, 2, E(0, 1, 0, 1), { item: 5 }),
      m('dre-lost-soul', 'Lost Soul', 'Âme perdue', 2, 0, 0, E(0, 1, 0, 1), { ally: E(0, 1, 0) }),
      m('dre-wight', 'Barrow Wight', 'Revenant du tertre', 4, 3, 1, E(1, 2, 0, 1), { loot: [spirit(2)] }),
      m('dre-shade-hound', 'Shade Hound', 'Chien des ombres', 3, 2, 1, E(1, 1, 0, 1), { aggressive: true, critical: 1 }),
      m('dre-boss', 'The Hollow King', 'Le Roi creux', 9, 4, 1, E(1, 3, 0, 2), { boss: true, dangerous: true }),
      evc('dre-crypt', 'Open Crypt', 'Crypte ouverte', E(0, 1), ch(5, 'pay', [item(4)], [hurt(2)])),
      evo('dre-medium', 'The Medium', 'La Médium', E(0, 1), [
        opt('Hear the dead: pay 2 Spirit, gain 2 Blue', 'Écouter les morts : payez 2 Esprit, gagnez 2 Bleu', [en(0, 2)], { spirit: 2 }),
        opt('Refuse: lose 1 Spirit', 'Refuser : perdez 1 Esprit', [loseSp(1)]),
      ]),
      evc('dre-fog', 'Creeping Fog', 'Brouillard rampant', E(0, 1), ch(4, 'pay', [spirit(2)], [loseSp(2)])),
      evc('dre-well', 'Wishing Well', 'Puits à souhaits', E(0, 0, 0, 1), ch(5, 'roll', [en(0, 1, 0, 1)])),
      evc('dre-mirror', 'Haunted Mirror', 'Miroir hanté', E(0, 1), ch(6, 'pay', [en(0, 2, 1)], [hurt(3)])),
      evo('dre-grave', 'Fresh Grave', 'Tombe fraîche', E(0, 1), [
        opt('Dig: take 1 damage, take a Dreamstone', 'Creuser : subissez 1 dégât, prenez une Pierrêve', [hurt(1), item(1)]),
        opt('Lay flowers: gain 1 Spirit', 'Déposer des fleurs : gagnez 1 Esprit', [spirit(1)]),
      ]),
      evc('dre-bells', 'Funeral Bells', 'Glas', E(0, 1), ch(3, 'roll', [en(0, 1)], [loseSp(1)])),
    ],
  },
  {
    id: 'arechi',
    name: { en: 'Arechi Wastes', fr: 'Terres d’Arechi' },
    deck: [
      m('are-scarab', 'Sand Scarab', 'Scarabée des sables', 2, 1, 0, E(1, 0, 0, 1), { armored: true }),
      m('are-scorpion', 'Glass Scorpion', 'Scorpion de verre', 3, 2, 0, E(1, 0, 1, 1), { critical: 3 }),
      m('are-vulture', 'Dune Vulture', 'Vautour des dunes', 3, 2, 2, E(2, 0, 0, 1)),
      m('are-nomad-raider', 'Nomad Raider', 'Pillard nomade', 4, 2, 1, E(1, 0, 0, 2), { aggressive: true, item: 7 }),
      m('are-dust-devil', 'Dust Devil', 'Tourbillon de poussière', 3, 2, 1, E(1, 1, 0, 1), { dangerous: true }),
      m('are-camel', 'Wandering Camel', 'Chameau errant', 3, 0, 0, E(0, 0, 1, 1), { ally: E(1, 0, 1) }),
      m('are-sandworm', 'Sandworm', 'Ver des sables', 6, 3, 1, E(2, 0, 1, 1), { aggressive: true }),
      m('are-mirage', 'Mirage Djinn', 'Djinn mirage', 4, 2, 2, E(1, 1, 0, 1), { loot: [{ op: 'moveBonus', n: 2 }] }),
      m('are-boss', 'The Sun Tyrant', 'Le Tyran solaire', 10, 4, 2, E(3, 0, 1, 1), { boss: true, critical: 2 }),
      evc('are-oasis', 'Oasis', 'Oasis', E(0, 0, 1), ch(4, 'roll', [heal(3)])),
      evc('are-sandstorm', 'Sandstorm', 'Tempête de sable', E(1), ch(5, 'pay', [en(1, 0, 1)], [hurt(2)])),
      evo('are-caravan', 'Caravan', 'Caravane', E(1), [
        opt(
          'Escort it: pay 2 Spirit, gain 1 Gold and a Dreamstone',
          'L’escorter : payez 2 Esprit, gagnez 1 Or et une Pierrêve',
          [en(0, 0, 0, 1), item(1)],
          { spirit: 2 },
        ),
        opt('Rest with it: gain 2 Health', 'Se reposer avec elle : gagnez 2 Santé', [heal(2)]),
      ]),
      evc('are-ruins', 'Buried Ruins', 'Ruines ensevelies', E(1), ch(5, 'roll', [en(2)], [hurt(1)])),
      evc('are-heat', 'Scorching Noon', 'Midi brûlant', E(1), ch(3, 'pay', [spirit(1)], [loseSp(2)])),
      evo('are-hermit', 'Desert Hermit', 'Ermite du désert', E(0, 1), [
        opt('Meditate: pay 1 Spirit, gain 1 Red and 1 Blue', 'Méditer : payez 1 Esprit, gagnez 1 Rouge et 1 Bleu', [en(1, 1)], {
          spirit: 1,
        }),
        opt('Ask the way: your next Move is 2 longer', 'Demander le chemin : votre prochain Mouvement a 2 pas de plus', [
          { op: 'moveBonus', n: 2 },
        ]),
      ]),
      evc('are-bones', 'Giant Bones', 'Ossements géants', E(1), ch(6, 'pay', [en(2, 0, 0, 1)])),
    ],
  },
  {
    id: 'hollowmere',
    name: { en: 'Hollowmere', fr: 'Creux-Marais' },
    deck: [
      m('hol-frogling', 'Frogling', 'Grenouillon', 2, 1, 1, E(0, 1, 1, 1), { aggressive: true }),
      m('hol-leech', 'Giant Leech', 'Sangsue géante', 3, 2, 0, E(0, 0, 1, 1), { dangerous: true }),
      m('hol-bog-troll', 'Bog Troll', 'Troll des tourbières', 6, 3, 0, E(1, 0, 2, 1)),
      m('hol-willow-hag', 'Willow Hag', 'Sorcière du saule', 3, 2, 2, E(0, 1, 1, 1), { critical: 2 }),
      m('hol-turtle', 'Mossback Turtle', 'Tortue moussue', 5, 1, 0, E(0, 0, 2, 1), { armored: true }),
      m('hol-firefly', 'Firefly Swarm', 'Nuée de lucioles', 2, 1, 1, E(0, 1, 0, 1), { ally: E(0, 1, 0, 1) }),
      m('hol-heron', 'Reed Stalker', 'Rôdeur des roseaux', 3, 2, 1, E(0, 0, 1, 2), { item: 4 }),
      m('hol-eel', 'Marsh Eel', 'Anguille des marais', 3, 3, 1, E(1, 0, 1, 1), { loot: [en(0, 0, 1)] }),
      m('hol-boss', 'The Drowned Matriarch', 'La Matriarche noyée', 9, 3, 2, E(0, 1, 3, 2), { boss: true, aggressive: true }),
      evc('hol-lilypads', 'Lily Pads', 'Nénuphars', E(0, 0, 1), ch(4, 'roll', [en(0, 0, 1)], [hurt(1)])),
      evo('hol-witch', 'Swamp Witch', 'Sorcière des marais', E(0, 0, 1), [
        opt('Drink her brew: pay 1 Spirit, heal 4', 'Boire sa potion : payez 1 Esprit, 4 Santé', [heal(4)], { spirit: 1 }),
        opt('Trade secrets: gain 1 Blue', 'Échanger des secrets : gagnez 1 Bleu', [en(0, 1)]),
      ]),
      evc('hol-sinkhole', 'Sinkhole', 'Fondrière', E(0, 0, 1), ch(5, 'pay', [en(0, 0, 2)], [hurt(2)])),
      evc('hol-wisps', 'Will-o’-Wisps', 'Feux follets', E(0, 1), ch(5, 'roll', [en(0, 1, 1)], [loseSp(1)])),
      evc('hol-ferry', 'Ghost Ferry', 'Passeur fantôme', E(0, 0, 1), ch(4, 'pay', [{ op: 'recallDojo' }, spirit(1)])),
      evo('hol-fishing', 'Eel Fishing', 'Pêche à l’anguille', E(0, 0, 1), [
        opt('Wade in: take 2 damage, gain 2 Green', 'Entrer dans l’eau : subissez 2 dégâts, gagnez 2 Vert', [hurt(2), en(0, 0, 2)]),
        opt('Fish from the bank: gain 1 Spirit', 'Pêcher depuis la rive : gagnez 1 Esprit', [spirit(1)]),
      ]),
      evc('hol-mud', 'Healing Mud', 'Boue guérisseuse', E(0, 0, 1), ch(3, 'pay', [heal(2), spirit(1)])),
    ],
  },
];

/** The Dusk deck (32 cards): Monsters with the Dusk Boss, Nomads, Kirin, Riftlings, and Rifts. */
export const DUSK_DEFS = [
  m('dsk-hydra', 'The Ancient Hydra', 'L’Hydre ancestrale', 10, 4, 2, E(2, 2, 2, 2), { boss: true, critical: 2, dangerous: true }),
  m('dsk-dawn-kirin', 'Dawn Kirin', 'Kirin de l’aube', 3, 1, 1, E(0, 1, 1, 1), { ally: E(1, 1, 1), copies: 3 }),
  m('dsk-dusk-kirin', 'Dusk Kirin', 'Kirin du crépuscule', 5, 3, 1, E(1, 1, 1, 2), { ally: E(0, 0, 0, 3) }),
  m('dsk-hart', 'Jurojin’s Hart', 'Cerf de Jurojin', 4, 1, 0, E(0, 1, 1, 1), { item: 4 }),
  m('dsk-stag-herald', 'Herald of the Stag', 'Héraut du Cerf', 5, 3, 1, E(1, 1, 1, 1), { aggressive: true }),
  m('dsk-ronin', 'The Forest Ronin', 'Le Rônin de la forêt', 5, 3, 1, E(1, 0, 1, 2), { ally: E(2, 0, 0), critical: 2 }),
  m('dsk-skybrarian', 'The Skybrarian', 'Le Célesbrarian', 4, 2, 2, E(0, 2, 0, 2), { ally: E(0, 2, 0) }),
  m('dsk-wayward', 'The Wayward Warrior', 'Le Guerrier égaré', 6, 3, 1, E(2, 0, 0, 2), { ally: E(0, 0, 2), dangerous: true }),
  m('dsk-red-riftling', 'Red Riftling', 'Faillon rouge', 2, 2, 1, E(2, 0, 0, 1), { aggressive: true, copies: 2 }),
  m('dsk-blue-riftling', 'Blue Riftling', 'Faillon bleu', 2, 2, 1, E(0, 2, 0, 1), { aggressive: true, copies: 2 }),
  m('dsk-green-riftling', 'Green Riftling', 'Faillon vert', 2, 2, 1, E(0, 0, 2, 1), { aggressive: true, copies: 2 }),
  m('dsk-void-moth', 'Void Moth', 'Phalène du néant', 3, 2, 2, E(1, 1, 0, 1), { loot: [spirit(1)], copies: 2 }),
  m('dsk-star-eater', 'Star Eater', 'Mangeur d’étoiles', 7, 3, 1, E(2, 1, 1, 2), { armored: true }),
  rift('dsk-rift-ember', 'Ember Rift', 'Faille de braise', E(3), ch(4, 'roll', [en(1)]), 3),
  rift('dsk-rift-tide', 'Tide Rift', 'Faille des marées', E(0, 3), ch(4, 'roll', [en(0, 1)]), 3),
  rift('dsk-rift-grove', 'Grove Rift', 'Faille du bosquet', E(0, 0, 3), ch(4, 'roll', [en(0, 0, 1)]), 3),
  rift('dsk-rift-prism', 'Prism Rift', 'Faille prisme', E(1, 1, 1), ch(6, 'pay', [en(0, 0, 0, 2)]), 2),
  rift('dsk-rift-gold', 'Gilded Rift', 'Faille dorée', E(0, 0, 0, 2), ch(5, 'roll', [spirit(2)]), 2),
];

/** The Item deck, sorted by number (§2.D.3); several copies of a number may exist (§27.3). */
export const ITEM_DEFS = [
  { num: 1, id: 'dreamstone', name: { en: 'Dreamstone', fr: 'Pierrêve' }, type: 'discard', effects: [spirit(2), heal(1)] },
  { num: 2, id: 'draught', name: { en: 'Healing Draught', fr: 'Potion de soin' }, type: 'discard', effects: [heal(3)] },
  { num: 3, id: 'sandals', name: { en: 'Swift Sandals', fr: 'Sandales véloces' }, type: 'equipment', dash: { n: 1, half: 'hand' } },
  { num: 4, id: 'jar', name: { en: 'Jurojin’s Jar', fr: 'Jarre de Jurojin' }, type: 'equipment', charges: 3, effects: [spirit(1)] },
  {
    num: 5,
    id: 'ember-charm',
    name: { en: 'Ember Charm', fr: 'Charme de braise' },
    type: 'discard',
    effects: [{ op: 'nextAttack', n: 2 }],
  },
  { num: 6, id: 'ward-bell', name: { en: 'Ward Bell', fr: 'Cloche de garde' }, type: 'equipment', charges: 2, ward: 2 },
  {
    num: 7,
    id: 'map',
    name: { en: 'Traveller’s Map', fr: 'Carte du voyageur' },
    type: 'discard',
    effects: [{ op: 'transport', range: 3 }],
  },
];

/** The World Shift deck (§6): tiles move or turn with everything on them (A14). */
export const SHIFT_DEFS = [
  { id: 'sh-tides', name: { en: 'Turning Tides', fr: 'Marées tournantes' }, op: { kind: 'rotateAll', steps: 1 } },
  { id: 'sh-reverse', name: { en: 'Backward Winds', fr: 'Vents contraires' }, op: { kind: 'rotateAll', steps: 5 } },
  { id: 'sh-swap-bo', name: { en: 'River and Forest', fr: 'Fleuve et forêt' }, op: { kind: 'swap', a: 'baiyu', b: 'oakenmoor' } },
  { id: 'sh-swap-od', name: { en: 'Smoke over the Graves', fr: 'Fumée sur les tombes' }, op: { kind: 'swap', a: 'oppenheim', b: 'drear' } },
  { id: 'sh-swap-ah', name: { en: 'Sand in the Marsh', fr: 'Sable dans le marais' }, op: { kind: 'swap', a: 'arechi', b: 'hollowmere' } },
  { id: 'sh-dojo', name: { en: 'The Dojo Wanders', fr: 'Le Dojo vagabonde' }, op: { kind: 'swapDojo' } },
  { id: 'sh-turn-baiyu', name: { en: 'Baiyu Turns Away', fr: 'Baiyu se détourne' }, op: { kind: 'rotate', tile: 'baiyu', steps: 3 } },
  { id: 'sh-turn-drear', name: { en: 'Drear Shudders', fr: 'Drear frissonne' }, op: { kind: 'rotate', tile: 'drear', steps: 2 } },
];

/** Turn order cards 1–4, each with a free bonus once per Day (§2.H). */
export const TURN_CARD_DEFS = [
  { num: 1, name: { en: 'First Light', fr: 'Première lueur' }, effects: [{ op: 'move', n: 1 }] },
  { num: 2, name: { en: 'Second Wind', fr: 'Second souffle' }, effects: [spirit(1)] },
  { num: 3, name: { en: 'Third Eye', fr: 'Troisième œil' }, effects: [{ op: 'nextAttack', n: 1 }] },
  { num: 4, name: { en: 'Last Stand', fr: 'Dernier rempart' }, effects: [heal(1), spirit(1)] },
];
