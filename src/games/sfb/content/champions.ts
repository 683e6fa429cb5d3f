import type { Champion } from './schema.js';

/** Our own champion sheets for the twelve champions the rulebook names (values are original). */
export const CHAMPIONS_DATA: unknown[] = [
  {
    id: 'kil',
    key: 'kilgore',
    name: 'Kilgore',
    base: { hp: 8, defense: 1, abilities: [{ kind: 'strength', n: 1, if: { bloodied: 'self' } }] },
    experienced: { hp: 9, defense: 1, abilities: [{ kind: 'strength', n: 1, if: { bloodied: 'self' } }] },
  },
  {
    id: 'gwa',
    key: 'gwaien',
    name: 'Gwaien',
    base: { hp: 9, defense: 0 },
    experienced: { hp: 10, defense: 1, abilities: [{ kind: 'strength', n: 1, if: { inZone: 'destruction' } }] },
  },
  {
    id: 'mar',
    key: 'mariusz',
    name: 'Mariusz',
    base: { hp: 7, defense: 1 },
    experienced: { hp: 8, defense: 1, abilities: [{ kind: 'strength', n: 1 }] },
  },
  { id: 'akh', key: 'akhet', name: 'Akhet', base: { hp: 8, defense: 1, moveBonus: 1 }, experienced: { hp: 8, defense: 1, moveBonus: 1 } },
  {
    id: 'sul',
    key: 'sulka',
    name: 'Sulka',
    base: { hp: 8, defense: 1, moveBonus: 1 },
    experienced: { hp: 9, defense: 1, moveBonus: 1, abilities: [{ kind: 'defense', n: 1, if: { bloodied: 'self' } }] },
  },
  {
    id: 'dug',
    key: 'dugrun',
    name: 'Dugrun',
    base: { hp: 8, defense: 2 },
    experienced: { hp: 10, defense: 2, abilities: [{ kind: 'defense', n: 1, if: { controls: 'creation' } }] },
  },
  { id: 'kol', key: 'kolel', name: "Ko'lel", base: { hp: 8, defense: 1 }, experienced: { hp: 8, defense: 1, moveBonus: 1 } },
  {
    id: 'der',
    key: 'deryn',
    name: 'Deryn',
    base: { hp: 8, defense: 1 },
    experienced: { hp: 9, defense: 1, abilities: [{ kind: 'defense', n: 1, if: { inZone: 'creation' } }] },
  },
  {
    id: 'gol',
    key: 'goldarr',
    name: "Gold'arr",
    base: { hp: 7, defense: 1 },
    experienced: { hp: 8, defense: 1, abilities: [{ kind: 'strength', n: 1, if: { controls: 'destruction' } }] },
  },
  { id: 'kor', key: 'korvash', name: 'Korvash', base: { hp: 9, defense: 1 }, experienced: { hp: 10, defense: 2 } },
  {
    id: 'rat',
    key: 'rath',
    name: 'Rath',
    base: { hp: 8, defense: 0, moveBonus: 1 },
    experienced: { hp: 8, defense: 0, moveBonus: 1, abilities: [{ kind: 'strength', n: 1 }] },
  },
  {
    id: 'tzu',
    key: 'tzuxiao',
    name: 'Tzu Xiao',
    base: { hp: 9, defense: 1 },
    experienced: { hp: 9, defense: 1, abilities: [{ kind: 'strength', n: 1, if: { controls: 'manipulation' } }] },
  },
];

export type { Champion };
