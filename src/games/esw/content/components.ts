import {
  backlash,
  blast,
  card,
  disrupt,
  dmg,
  draw,
  heal,
  ofKind,
  perGlyphCards,
  perGlyphs,
  perTreasures,
  power,
  reveal,
  treasure,
} from './build.js';

/**
 * Our own spell components: 40 Sources (legendary wizards), 40 Qualities and
 * 40 Destinations, eight of each kind per glyph. Themes follow [L206–L230]:
 * Arcane gains Treasures, Dark risks backlash, Elemental blasts, Illusion
 * picks its victims, Primal heals or grinds.
 */

export const SOURCES = ofKind('source', [
  // Arcane
  card('s01', 'Professor Quibblestone', 'arcane', 'left', [dmg(2)]),
  card('s02', 'Madame Ozzlethorpe', 'arcane', undefined, [reveal(2)]),
  card('s03', 'Vizier Pumpernickel', 'arcane', 'strongest', [dmg(perGlyphs())]),
  card('s04', 'Zanzibar the Audited', 'arcane', 'self', [treasure('self'), heal(1)]),
  card('s05', 'Old Gloomwhistle', 'arcane', 'right', [dmg(2)]),
  card('s06', 'Archlector Bindlestiff', 'arcane', 'eachFoe', [dmg(1)]),
  card('s07', 'Thaddeus Ninefold', 'arcane', 'die', [dmg(3), treasure('both')]),
  card('s08', 'Mother Inkwell', 'arcane', 'weakest', [blast(1, 2, 3)]),
  // Dark
  card('s09', 'Count Grislymoor', 'dark', 'leftAndRight', [dmg(2), backlash(1)]),
  card('s10', 'Baroness Vilecough', 'dark', 'strongest', [dmg(4), backlash(2)]),
  card('s11', 'The Hollow Accountant', 'dark', 'eachFoe', [dmg(2), backlash(2)]),
  card('s12', 'Morbid Maude', 'dark', 'weakest', [dmg(3), backlash(1)]),
  card('s13', 'Lord Skulldrip', 'dark', 'die', [dmg(4), backlash(1)]),
  card('s14', 'Necrotina', 'dark', 'stronger', [dmg(3)]),
  card('s15', 'Uncle Fester Gravely', 'dark', 'right', [dmg(3), backlash(1)]),
  card('s16', 'Vex the Unwashed', 'dark', 'left', [power([dmg(1), backlash(1)], [dmg(3)], [dmg(5)])]),
  // Elemental
  card('s17', 'Blazemund', 'elemental', 'left', [dmg(3)]),
  card('s18', 'Captain Sizzle', 'elemental', 'right', [dmg(3)]),
  card('s19', 'Emberella Fizz', 'elemental', 'eachFoe', [dmg(1)]),
  card('s20', 'Tempestine', 'elemental', 'die', [dmg(3)]),
  card('s21', 'Magmaw the Loud', 'elemental', 'strongest', [dmg(3)]),
  card('s22', 'Frostbeard', 'elemental', 'weakest', [dmg(2)]),
  card('s23', 'Voltaire Zapp', 'elemental', 'leftAndRight', [dmg(2)]),
  card('s24', 'Pyro Pete', 'elemental', 'right', [blast(1, 3, 4)]),
  // Illusion
  card('s25', 'Mirabel Mirrorface', 'illusion', 'stronger', [dmg(3)]),
  card('s26', 'The Great Flimflam', 'illusion', 'weaker', [dmg(2), draw(1)]),
  card('s27', 'Shimmerjack', 'illusion', 'strongest', [disrupt, dmg(1)]),
  card('s28', 'Phantasmo', 'illusion', 'weakest', [dmg(2)]),
  card('s29', 'Lady Whisperwane', 'illusion', 'die', [disrupt, dmg(2)]),
  card('s30', 'Doppeldwight', 'illusion', 'left', [dmg(2), draw(1)]),
  card('s31', 'Hazel Hallucinata', 'illusion', 'stronger', [dmg(perGlyphs())]),
  card('s32', 'Sly Nebulon', 'illusion', 'right', [disrupt, dmg(1)]),
  // Primal
  card('s33', 'Mother Mossbottom', 'primal', 'self', [heal(3)]),
  card('s34', 'Thornwick', 'primal', 'eachFoe', [dmg(1), heal(1)]),
  card('s35', 'Bramblebeard', 'primal', 'left', [dmg(2), heal(1)]),
  card('s36', 'Old Rootgnaw', 'primal', 'weakest', [dmg(2), heal(2)]),
  card('s37', 'Fungaline', 'primal', 'self', [heal(perGlyphCards('primal', 1))]),
  card('s38', 'Hoofwise', 'primal', 'right', [dmg(2), heal(1)]),
  card('s39', 'Granny Tuskgrin', 'primal', 'strongest', [dmg(2), heal(1)]),
  card('s40', 'Sporewald', 'primal', 'die', [dmg(3)]),
]);

export const QUALITIES = ofKind('quality', [
  // Arcane
  card('q01', 'Overcomplicated', 'arcane', 'right', [dmg(perGlyphs())]),
  card('q02', 'Bookish', 'arcane', 'self', [treasure('self')]),
  card('q03', 'Footnoted', 'arcane', 'left', [dmg(2)]),
  card('q04', 'Gilded', 'arcane', 'die', [dmg(2), treasure('both')]),
  card('q05', 'Peer-Reviewed', 'arcane', 'strongest', [blast(1, 2, 4)]),
  card('q06', 'Tenured', 'arcane', 'weakest', [dmg(perTreasures(1))]),
  card('q07', 'Alphabetical', 'arcane', undefined, [reveal(2)]),
  card('q08', 'Pompous', 'arcane', 'eachFoe', [dmg(1)]),
  // Dark
  card('q09', 'Festering', 'dark', 'strongest', [dmg(3), backlash(1)]),
  card('q10', 'Cursed', 'dark', 'left', [dmg(3), backlash(1)]),
  card('q11', 'Ghoulish', 'dark', 'eachFoe', [dmg(2), backlash(2)]),
  card('q12', 'Rotten', 'dark', 'weaker', [dmg(3), backlash(1)]),
  card('q13', 'Bloodsoaked', 'dark', 'die', [dmg(4), backlash(2)]),
  card('q14', 'Grim', 'dark', 'right', [dmg(2)]),
  card('q15', 'Unholy', 'dark', 'stronger', [power([backlash(2)], [dmg(3)], [dmg(5)])]),
  card('q16', 'Screaming', 'dark', 'leftAndRight', [dmg(2), backlash(1)]),
  // Elemental
  card('q17', 'Scorching', 'elemental', 'left', [dmg(2)]),
  card('q18', 'Thunderous', 'elemental', 'eachFoe', [dmg(1)]),
  card('q19', 'Molten', 'elemental', 'strongest', [dmg(3)]),
  card('q20', 'Electrified', 'elemental', 'right', [blast(1, 2, 4)]),
  card('q21', 'Steaming', 'elemental', 'die', [dmg(3)]),
  card('q22', 'Avalanching', 'elemental', 'weakest', [dmg(2)]),
  card('q23', 'Volcanic', 'elemental', 'leftAndRight', [dmg(2)]),
  card('q24', 'Blistering', 'elemental', 'stronger', [dmg(2)]),
  // Illusion
  card('q25', 'Bewildering', 'illusion', 'stronger', [disrupt, dmg(1)]),
  card('q26', 'Sneaky', 'illusion', 'weaker', [dmg(3)]),
  card('q27', 'Shifty', 'illusion', 'weakest', [dmg(2), draw(1)]),
  card('q28', 'Mesmerizing', 'illusion', 'die', [dmg(2), treasure('self')]),
  card('q29', 'Two-Faced', 'illusion', 'left', [dmg(2)]),
  card('q30', 'Glittering', 'illusion', 'strongest', [dmg(perGlyphs())]),
  card('q31', 'Disappearing', 'illusion', 'right', [disrupt, dmg(1)]),
  card('q32', 'Phantasmal', 'illusion', 'eachFoe', [dmg(1), draw(1)]),
  // Primal
  card('q33', 'Mossy', 'primal', 'self', [heal(2)]),
  card('q34', 'Hairy', 'primal', 'left', [dmg(2), heal(1)]),
  card('q35', 'Swampy', 'primal', 'eachFoe', [dmg(1)]),
  card('q36', 'Thorny', 'primal', 'right', [dmg(2)]),
  card('q37', 'Beastly', 'primal', 'strongest', [dmg(3)]),
  card('q38', 'Festooned', 'primal', 'self', [heal(perGlyphCards('primal', 1))]),
  card('q39', 'Overgrown', 'primal', 'weakest', [dmg(2), heal(1)]),
  card('q40', 'Toothy', 'primal', 'die', [dmg(3)]),
]);

export const DESTINATIONS = ofKind('destination', [
  // Arcane
  card('d01', 'Library of Doom', 'arcane', 'strongest', [power([dmg(1)], [dmg(2)], [dmg(4), treasure('self')])], 18),
  card('d02', 'Exam from Beyond', 'arcane', 'left', [blast(1, 3, 5)], 5),
  card('d03', 'Bibliocalypse', 'arcane', 'eachFoe', [blast(1, 1, 2)], 12),
  card('d04', 'Crushing Thesis', 'arcane', 'weakest', [blast(1, 2, 4)], 19),
  card('d05', 'Treasury Heist', 'arcane', 'die', [power([dmg(1)], [dmg(2), treasure('self')], [dmg(3), treasure('self')])], 6),
  card('d06', 'Quadratic Kaboom', 'arcane', 'right', [blast(2, 3, 5)], 13),
  card('d07', 'Abyssal Audit', 'arcane', 'stronger', [blast(1, 3, 4)], 20),
  card('d08', 'Scroll Storm', 'arcane', 'leftAndRight', [blast(1, 2, 3)], 7),
  // Dark
  card('d09', 'Pit of Pus', 'dark', 'strongest', [power([dmg(1), backlash(1)], [dmg(3)], [dmg(5)])], 14),
  card('d10', 'Coffin Kick', 'dark', 'left', [power([dmg(1), backlash(1)], [dmg(3)], [dmg(5)])], 1),
  card('d11', 'Graveyard Shift', 'dark', 'eachFoe', [power([backlash(2)], [dmg(2)], [dmg(3)])], 8),
  card('d12', 'Soul Sucker', 'dark', 'weakest', [power([dmg(1)], [dmg(3), heal(1)], [dmg(5), heal(2)])], 15),
  card('d13', 'Bone Grinder', 'dark', 'die', [power([dmg(2), backlash(1)], [dmg(3)], [dmg(6)])], 2),
  card('d14', 'Midnight Mangler', 'dark', 'right', [power([dmg(1), backlash(1)], [dmg(3)], [dmg(5)])], 9),
  card('d15', 'Crypt Crusher', 'dark', 'stronger', [power([dmg(1), backlash(1)], [dmg(3)], [dmg(6)])], 16),
  card('d16', 'Doom Drizzle', 'dark', 'leftAndRight', [power([backlash(1)], [dmg(2)], [dmg(4)])], 3),
  // Elemental
  card('d17', 'Meteor Shower', 'elemental', 'eachFoe', [blast(1, 2, 3)], 10),
  card('d18', 'Inferno', 'elemental', 'strongest', [blast(2, 3, 5)], 17),
  card('d19', 'Lightning Lariat', 'elemental', 'left', [blast(1, 3, 5)], 4),
  card('d20', 'Lava Bath', 'elemental', 'right', [blast(1, 3, 5)], 11),
  card('d21', 'Blizzard Bash', 'elemental', 'die', [blast(2, 3, 5)], 18),
  card('d22', 'Tornado Toss', 'elemental', 'weakest', [blast(1, 3, 4)], 5),
  card('d23', 'Earthquake', 'elemental', 'leftAndRight', [blast(1, 2, 4)], 12),
  card('d24', 'Thunderclap', 'elemental', 'weaker', [blast(1, 3, 5)], 19),
  // Illusion
  card('d25', 'Mirror Maze', 'illusion', 'stronger', [blast(1, 3, 4)], 6),
  card('d26', 'Smoke and Daggers', 'illusion', 'weaker', [blast(2, 3, 4)], 13),
  card('d27', 'Vanishing Trick', 'illusion', 'strongest', [power([dmg(1)], [disrupt, dmg(2)], [disrupt, dmg(4)])], 20),
  card('d28', 'Fake Floor', 'illusion', 'weakest', [blast(1, 2, 4)], 7),
  card('d29', 'Hall of Hexes', 'illusion', 'die', [blast(1, 3, 5)], 14),
  card('d30', 'Glamour Bomb', 'illusion', 'eachFoe', [blast(1, 1, 2)], 1),
  card('d31', 'Sleight of Fist', 'illusion', 'left', [power([dmg(1)], [dmg(2)], [dmg(4), draw(1)])], 8),
  card('d32', 'Hypno-Hammer', 'illusion', 'right', [blast(2, 3, 4)], 15),
  // Primal
  card('d33', 'Stampede', 'primal', 'eachFoe', [blast(1, 2, 3)], 2),
  card('d34', 'Swamp Hug', 'primal', 'left', [power([dmg(1), heal(1)], [dmg(2), heal(2)], [dmg(3), heal(3)])], 9),
  card('d35', 'Bear Hug', 'primal', 'strongest', [blast(1, 3, 5)], 16),
  card('d36', 'Leech Pit', 'primal', 'weakest', [power([dmg(1), heal(1)], [dmg(2), heal(2)], [dmg(3), heal(3)])], 3),
  card('d37', 'Giant Mushroom', 'primal', 'self', [power([heal(2)], [heal(4)], [heal(6)])], 10),
  card('d38', 'Beehive', 'primal', 'die', [blast(1, 3, 5)], 17),
  card('d39', 'Root Tangle', 'primal', 'right', [blast(1, 2, 4)], 4),
  card('d40', 'Thundering Herd', 'primal', 'leftAndRight', [blast(1, 2, 3)], 11),
]);
