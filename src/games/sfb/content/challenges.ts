/** Our own 22 challenge cards; each condition is checked for the scoring player's team. */
const ch = (id: string, en: string, fr: string, kind: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: { en, fr },
  kind,
  ...extra,
});

export const CHALLENGES_DATA: unknown[] = [
  ch('c01', 'Mind over Matter', "L'esprit d'abord", 'controlZone', { zone: 'manipulation' }),
  ch('c02', 'Rule of Ruin', 'Loi de la ruine', 'controlZone', { zone: 'destruction' }),
  ch('c03', 'Seed of Dawn', "Graine de l'aube", 'controlZone', { zone: 'creation' }),
  ch('c04', 'Two Crowns', 'Deux couronnes', 'controlZones', { n: 2 }),
  ch('c05', 'Pilgrimage', 'Pèlerinage', 'oneInEachZone', { n: 3, exclusive: true }),
  ch('c06', 'Without a Scratch', 'Sans une égratignure', 'noneBloodied', { exclusive: true }),
  ch('c07', 'Send Them Home', 'Renvoyés chez eux', 'enemiesOnPortal', { n: 1 }),
  ch('c08', 'Empty Benches', 'Bancs vides', 'enemiesOnPortal', { n: 2 }),
  ch('c09', 'Temple Guard', 'Garde du temple', 'adjacentStatues', { n: 2, exclusive: true }),
  ch('c10', 'Veteran', 'Vétéran', 'experienced', { n: 1, exclusive: true }),
  ch('c11', 'Hall of Fame', 'Panthéon', 'experienced', { n: 2, exclusive: true }),
  ch('c12', 'Into the Fray', 'Dans la mêlée', 'allInArenaOutOfDeploy', { exclusive: true }),
  ch('c13', 'Invader', 'Envahisseur', 'inEnemyDeploy', { n: 1, exclusive: true }),
  ch('c14', 'Shoulder to Shoulder', 'Coude à coude', 'chain', { exclusive: true }),
  ch('c15', 'First Blood', 'Premier sang', 'enemiesBloodied', { n: 1, exclusive: true }),
  ch('c16', 'Open Wounds', 'Plaies ouvertes', 'enemiesBloodied', { n: 2, exclusive: true }),
  ch('c17', 'Pincer', 'Tenaille', 'surround', { n: 2, exclusive: true }),
  ch('c18', 'Crowd Favourite', 'Favori de la foule', 'behindOnVp'),
  ch('c19', 'Lone Wolf', 'Loup solitaire', 'loneWolf', { n: 5, exclusive: true }),
  ch('c20', 'Forward March', 'En avant', 'inEnemyHalf', { n: 2, exclusive: true }),
  ch('c21', 'Underdog', 'Outsider', 'behindOnVp'),
  ch('c22', 'Comeback', 'Retour en force', 'behindOnVp'),
];
