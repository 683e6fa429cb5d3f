/** The 12 trap tokens listed by the rulebook: 2 stun, 2 root, 2 damage 1, 4 damage 2, 2 damage 3. */
export const TRAPS_DATA: unknown[] = [
  { id: 't01', kind: 'stun' },
  { id: 't02', kind: 'stun' },
  { id: 't03', kind: 'root' },
  { id: 't04', kind: 'root' },
  { id: 't05', kind: 'damage', n: 1 },
  { id: 't06', kind: 'damage', n: 1 },
  { id: 't07', kind: 'damage', n: 2 },
  { id: 't08', kind: 'damage', n: 2 },
  { id: 't09', kind: 'damage', n: 2 },
  { id: 't10', kind: 'damage', n: 2 },
  { id: 't11', kind: 'damage', n: 3 },
  { id: 't12', kind: 'damage', n: 3 },
];
