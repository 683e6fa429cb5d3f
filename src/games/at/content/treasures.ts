import type { z } from 'zod';
import type { treasureSchema } from './schema.js';

/**
 * Our 24 Treasure tokens in eight designs (TR-6, AMB-1): offensive tokens
 * raise Strength and/or Speed, defensive ones Defense and/or grant Riposte,
 * for one Champion until the end of the turn.
 */
export const TREASURES: z.input<typeof treasureSchema>[] = [
  { id: 'whetstone', name: { en: 'Whetstone', fr: 'Pierre à aiguiser' }, nature: 'offensive', strength: 2, copies: 4 },
  { id: 'giant-brew', name: { en: 'Giant’s Brew', fr: 'Breuvage du géant' }, nature: 'offensive', strength: 3, copies: 2 },
  { id: 'gale-boots', name: { en: 'Gale Boots', fr: 'Bottes de bourrasque' }, nature: 'offensive', speed: 2, copies: 4 },
  { id: 'ember-vial', name: { en: 'Ember Vial', fr: 'Fiole de braise' }, nature: 'offensive', strength: 1, speed: 1, copies: 3 },
  { id: 'oak-charm', name: { en: 'Oak Charm', fr: 'Charme de chêne' }, nature: 'defensive', defense: 2, copies: 4 },
  { id: 'ironbark', name: { en: 'Ironbark Salve', fr: 'Onguent d’écorce' }, nature: 'defensive', defense: 3, copies: 2 },
  { id: 'mirror-shard', name: { en: 'Mirror Shard', fr: 'Éclat de miroir' }, nature: 'defensive', riposte: true, copies: 3 },
  { id: 'thorn-ward', name: { en: 'Thorn Ward', fr: 'Garde d’épines' }, nature: 'defensive', defense: 1, riposte: true, copies: 2 },
];
