import type { Locale } from '../../../core/text.js';

/**
 * The words drawn in Champions of Hara pictures, in English and French
 * (RenderRequest.locale). Card, World, character and Corrupted names come
 * from the content, which holds both languages.
 */
export interface Words {
  locale: 'en' | 'fr';
  day: (n: number) => string;
  dawn: string;
  dusk: string;
  turnOf: (name: string) => string;
  over: string;
  corruptedTurn: string;
  dojo: string;
  rift: string;
  event: string;
  duskBack: string;
  boss: string;
  cards: (n: number) => string;
  health: string;
  /** A Monster's Range, on the picture of placed cards. */
  range: string;
  spirit: string;
  energy: string;
  red: string;
  blue: string;
  green: string;
  doom: string;
  tokens: string;
  points: string;
  resilience: string;
  hand: string;
  board: string;
  items: string;
  none: string;
  inHand: string;
  onBoard: string;
  free: string;
  ultimate: string;
  levels: string;
  nextAttack: (n: number) => string;
  moveBonus: (n: number) => string;
  turnCard: (n: number, used: boolean) => string;
  stance: Record<'crane' | 'tiger' | 'koi', string>;
  stanceLabel: string;
  res: Record<'grit' | 'momentum' | 'fear' | 'mana' | 'heat' | 'runes', string>;
  handCount: (n: number) => string;
  target: (name: string) => string;
  /** A label and what follows it: “In Hand: …”, « En main : … » (French puts a space before the colon). */
  labelled: (label: string, text: string) => string;
}

const EN: Words = {
  locale: 'en',
  day: (n) => `Day ${n}`,
  dawn: 'Dawn',
  dusk: 'Dusk',
  turnOf: (name) => `${name} to play`,
  over: 'Game over',
  corruptedTurn: 'Corrupted turn',
  dojo: 'Dojo',
  rift: 'Rift',
  event: 'Event',
  duskBack: 'Dusk',
  boss: 'Boss',
  cards: (n) => `${n} card${n === 1 ? '' : 's'}`,
  health: 'Health',
  range: 'Range',
  spirit: 'Spirit',
  energy: 'Energy',
  red: 'Red',
  blue: 'Blue',
  green: 'Green',
  doom: 'Doom',
  tokens: 'Tokens',
  points: 'Points',
  resilience: 'Resilience',
  hand: 'In hand',
  board: 'On the board',
  items: 'Items',
  none: 'none',
  inHand: 'In Hand',
  onBoard: 'On Board',
  free: 'Free',
  ultimate: 'Ultimate',
  levels: 'Levels',
  nextAttack: (n) => `next attack +${n}`,
  moveBonus: (n) => `next Move +${n}`,
  turnCard: (n, used) => `Turn card ${n}${used ? ' (used today)' : ''}`,
  stance: { crane: 'Crane', tiger: 'Tiger', koi: 'Koi' },
  stanceLabel: 'Stance',
  res: { grit: 'Grit', momentum: 'Momentum', fear: 'Fear', mana: 'Mana', heat: 'Heat', runes: 'Runes' },
  handCount: (n) => `${n} in hand`,
  target: (name) => `Your target: ${name}`,
  labelled: (label, text) => `${label}: ${text}`,
};

const FR: Words = {
  locale: 'fr',
  day: (n) => `Jour ${n}`,
  dawn: 'Aube',
  dusk: 'Crépuscule',
  turnOf: (name) => `À ${name} de jouer`,
  over: 'Partie terminée',
  corruptedTurn: 'Tour des Corrompus',
  dojo: 'Dojo',
  rift: 'Faille',
  event: 'Événement',
  duskBack: 'Crépuscule',
  boss: 'Boss',
  cards: (n) => `${n} carte${n === 1 ? '' : 's'}`,
  health: 'Santé',
  range: 'Portée',
  spirit: 'Esprit',
  energy: 'Énergie',
  red: 'Rouge',
  blue: 'Bleu',
  green: 'Vert',
  doom: 'Fatalité',
  tokens: 'Jetons',
  points: 'Points',
  resilience: 'Résilience',
  hand: 'En main',
  board: 'En jeu',
  items: 'Objets',
  none: 'aucun',
  inHand: 'En main',
  onBoard: 'En jeu',
  free: 'Gratuit',
  ultimate: 'Ultime',
  levels: 'Niveaux',
  nextAttack: (n) => `prochaine attaque +${n}`,
  moveBonus: (n) => `prochain Déplacement +${n}`,
  turnCard: (n, used) => `Carte d’ordre ${n}${used ? ' (utilisée ce jour)' : ''}`,
  stance: { crane: 'Grue', tiger: 'Tigre', koi: 'Koï' },
  stanceLabel: 'Posture',
  res: { grit: 'Cran', momentum: 'Élan', fear: 'Peur', mana: 'Mana', heat: 'Pression', runes: 'Runes' },
  handCount: (n) => `${n} en main`,
  target: (name) => `Votre cible : ${name}`,
  labelled: (label, text) => `${label} : ${text}`,
};

export const wordsFor = (locale: Locale | undefined): Words => (locale === 'fr' ? FR : EN);
