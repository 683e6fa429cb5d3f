import type { z } from 'zod';
import type { mapSchema } from './schema.js';

/**
 * "The Battle of the Three Sanctuaries" (our own map): a battlefield of
 * radius 4, the two Portals at opposite ends, one Sanctuary in the middle and
 * one near each Portal, Forest and Corruption pairs and two inactive Portals
 * in the far corners, four Treasure spots, placed in point symmetry so both sides face the same
 * ground.
 */
export const THREE_SANCTUARIES: z.input<typeof mapSchema> = {
  id: 'three-sanctuaries',
  name: { en: 'The Battle of the Three Sanctuaries', fr: 'La Bataille des Trois Sanctuaires' },
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
    ['veil-reaver', 'lumen-adept', 'barrow-brute'],
  ],
};
