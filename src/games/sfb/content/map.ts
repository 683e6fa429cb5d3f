/**
 * Our arena: a hexagon of radius 4 on the axial grid, symmetric under the
 * half turn (q, r) → (−q, −r), which swaps the two sides. Deployment zone 0 is
 * the north edge (r = −4), zone 1 the south edge (r = 4).
 */
export const MAP_DATA: unknown = {
  radius: 4,
  statues: [
    { name: 'Esmæ', zone: 'manipulation', hex: { q: -3, r: 0 } },
    { name: 'Garnet', zone: 'destruction', hex: { q: 0, r: 0 } },
    { name: 'Ragryl', zone: 'creation', hex: { q: 3, r: 0 } },
  ],
  zoneRadius: 2,
  trapSpaces: [
    { q: 1, r: -2 },
    { q: -1, r: 2 },
    { q: -2, r: -1 },
    { q: 2, r: 1 },
    { q: 4, r: -2 },
    { q: -4, r: 2 },
  ],
  deploy: [
    [
      { q: 0, r: -4 },
      { q: 1, r: -4 },
      { q: 2, r: -4 },
      { q: 3, r: -4 },
      { q: 4, r: -4 },
    ],
    [
      { q: 0, r: 4 },
      { q: -1, r: 4 },
      { q: -2, r: 4 },
      { q: -3, r: 4 },
      { q: -4, r: 4 },
    ],
  ],
  track2p: [0, 1, 1, 1, 1],
  track4p: [0, 0, 1, 1, 1, 1],
};
