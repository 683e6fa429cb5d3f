import type { z } from 'zod';
import type { mapSchema } from './schema.js';

/**
 * "The Battle of the Three Sanctuaries" (our own map): a battlefield of
 * radius 4, the two Portals at opposite ends, one Sanctuary in the middle and
 * one near each Portal, Forest and Corruption pairs and two inactive Portals
 * in the far corners, four Treasure spots, placed in point symmetry so both sides face the same
 * ground.
 */
/**
 * "The Beacon Heights" (our own map): a smaller battlefield of radius 3 with
 * one Sanctuary in the middle, four Beacons worth 1 Honor each at the end of
 * their controller's turn, two Enchantment wells (+1 Strength, +1 Defense)
 * and a pair of Enchantment barriers closing the straight road, first to
 * 20 Honor.
 */
export const BEACON_HEIGHTS: z.input<typeof mapSchema> = {
  id: 'beacon-heights',
  name: { en: 'The Beacon Heights', fr: 'Les Hauteurs des Balises' },
  modes: ['duel'],
  radius: 3,
  portals: [['0,3'], ['0,-3']],
  sanctuaries: ['0,0'],
  forests: ['-2,1', '2,-1'],
  beacons: ['-3,1', '3,-1', '-1,-2', '1,2'],
  beaconHonor: 1,
  enchantments: [
    { hex: '-2,3', strength: 1, defense: 1 },
    { hex: '2,-3', strength: 1, defense: 1 },
    { hex: '0,1', barrier: true },
    { hex: '0,-1', barrier: true },
  ],
  treasures: ['-3,2', '3,-2'],
  sanctuaryHonor: 2,
  honorToWin: 20,
  roundLimit: 30,
  squads: [
    ['ember-sentinel', 'thistle-ranger', 'iron-warden'],
    ['veil-reaver', 'lumen-adept', 'barrow-brute'],
  ],
};

export const THREE_SANCTUARIES: z.input<typeof mapSchema> = {
  id: 'three-sanctuaries',
  name: { en: 'The Battle of the Three Sanctuaries', fr: 'La Bataille des Trois Sanctuaires' },
  modes: ['duel'],
  radius: 4,
  portals: [['0,4'], ['0,-4']],
  sanctuaries: ['0,0', '-3,0', '3,0'],
  forests: ['-1,2', '1,-2', '2,1', '-2,-1', '-3,3', '3,-3'],
  corruption: ['-4,2', '4,-2'],
  inactivePortals: ['-4,4', '4,-4'],
  treasures: ['-2,3', '2,-3', '-4,0', '4,0'],
  sanctuaryHonor: 2,
  honorToWin: 30,
  roundLimit: 40,
  squads: [
    ['ember-sentinel', 'thistle-ranger', 'iron-warden'],
    // Shadow Fang rather than the slow Barrow Brute: with the Brute, bot duels gave the first player's squad the upper hand (README, balance).
    ['veil-reaver', 'lumen-adept', 'shadow-fang'],
  ],
};

/**
 * "The Twin Bridges" (our own map, 2 vs 2, §22): a battlefield of radius 5
 * where each team holds two Portals on its own edge (Team 1 south, Team 2
 * north), three Sanctuaries across the middle, two inactive Portals on the
 * flanks, Forests and Corruption in point symmetry and six Treasure spots;
 * the first team to 30 Honor wins.
 */
export const TWIN_BRIDGES: z.input<typeof mapSchema> = {
  id: 'twin-bridges',
  name: { en: 'The Twin Bridges', fr: 'Les Ponts Jumeaux' },
  modes: ['teams'],
  radius: 5,
  portals: [['-4,5'], ['-1,5'], ['4,-5'], ['1,-5']],
  sanctuaries: ['0,0', '-4,2', '4,-2'],
  forests: ['-2,3', '2,-3', '1,1', '-1,-1', '-5,3', '5,-3'],
  corruption: ['3,1', '-3,-1'],
  inactivePortals: ['-5,0', '5,0'],
  treasures: ['0,3', '0,-3', '-3,4', '3,-4', '2,2', '-2,-2'],
  sanctuaryHonor: 2,
  honorToWin: 30,
  roundLimit: 30,
  squads: [
    ['ember-sentinel', 'thistle-ranger', 'iron-warden'],
    ['glyph-warden', 'briar-matron', 'cog-lancer'],
    ['veil-reaver', 'lumen-adept', 'barrow-brute'],
    ['hollow-wraith', 'antler-runner', 'steam-bombard'],
  ],
};

/**
 * "The Four Winds" (our own map, the 3–4 player Melee, §23): a battlefield of
 * radius 5 with a Portal at four of its corners, one Sanctuary in the middle
 * and four between the Portals, two inactive Portals in the free corners,
 * Forests and Treasure spots; the first player to 25 Honor wins. With three
 * players the fourth Portal stays empty.
 */
export const FOUR_WINDS: z.input<typeof mapSchema> = {
  id: 'four-winds',
  name: { en: 'The Four Winds', fr: 'Les Quatre Vents' },
  modes: ['melee'],
  radius: 5,
  portals: [['0,5'], ['-5,0'], ['0,-5'], ['5,0']],
  sanctuaries: ['0,0', '-3,3', '-2,-2', '3,-3', '2,2'],
  forests: ['-1,2', '1,-2', '-2,0', '2,0', '3,-1', '-3,1'],
  inactivePortals: ['-5,5', '5,-5'],
  treasures: ['-4,4', '4,-4', '-1,-3', '1,3'],
  sanctuaryHonor: 2,
  honorToWin: 25,
  roundLimit: 30,
  squads: [
    ['ember-sentinel', 'thistle-ranger', 'iron-warden'],
    ['glyph-warden', 'briar-matron', 'cog-lancer'],
    ['veil-reaver', 'lumen-adept', 'barrow-brute'],
    ['hollow-wraith', 'antler-runner', 'steam-bombard'],
  ],
};

/**
 * "The Warded Vale" (our own map, Solo and Co-op, §24, §25): the players'
 * two Portals on the south edge, the Evil squad entering from the north,
 * three Sanctuaries and four Objective tokens,
 * Forests, Corruption (which Evil Champions ignore, TT-31) and Treasure
 * spots; the Boss's Objective token lies on the middle Sanctuary, the
 * others on the Evil side's ground; each side plays to 30 Honor.
 */
export const WARDED_VALE: z.input<typeof mapSchema> = {
  id: 'warded-vale',
  name: { en: 'The Warded Vale', fr: 'Le Val gardé' },
  modes: ['solo', 'coop'],
  radius: 4,
  portals: [['-2,4'], ['2,2']],
  coopPortals: ['-2,4', '2,2', '1,3'],
  sanctuaries: ['0,0', '-3,2', '3,-1'],
  forests: ['-1,2', '1,1', '-2,0', '2,-1'],
  corruption: ['-4,3', '4,-1'],
  treasures: ['-3,3', '3,0', '0,2'],
  objectives: ['0,0', '-2,-1', '1,-3', '3,-4'],
  evilEntry: ['0,-4', '-2,-2', '2,-4', '4,-4'],
  sanctuaryHonor: 2,
  honorToWin: 30,
  roundLimit: 40,
  squads: [
    ['ember-sentinel', 'thistle-ranger', 'iron-warden', 'lumen-adept'],
    ['glyph-warden', 'briar-matron', 'cog-lancer'],
  ],
};
