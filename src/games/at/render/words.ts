/**
 * The words drawn in Ascension Tactics pictures, in each language the
 * platform offers (RenderRequest.locale). Card, Champion and map names come
 * from the content (bilingual).
 */
import type { Locale } from '../../../core/text.js';

export interface Words {
  locale: Locale;
  round: (n: number) => string;
  turnOf: (name: string) => string;
  over: string;
  honor: string;
  goal: (n: number) => string;
  runes: string;
  power: string;
  hand: string;
  deck: string;
  treasures: string;
  centerRow: string;
  centerDeck: (n: number) => string;
  supply: string;
  evil: string;
  intrigue: (n: number) => string;
  lastIntrigue: (name: string) => string;
  evilTurn: string;
  evilTurnDid: (damage: number, defeated: number, honor: number, total: number) => string;
  str: string;
  def: string;
  spd: string;
  overlord: (name: string) => string;
  squad: string;
  offBoard: string;
  exhausted: string;
  ready: string;
  hurt: (n: number) => string;
  yourHand: string;
  emptyHand: string;
  played: string;
  legendExhausted: string;
  legendDamage: string;
  legendCultist: string;
  selection: (n: number) => string;
  type: Record<'hero' | 'artifact' | 'champion' | 'monster', string>;
  stats: (s: number, d: number, v: number) => string;
  cultist: string;
  banished: (n: number) => string;
  bag: (n: number) => string;
}

export const WORDS: Record<Locale, Words> = {
  en: {
    locale: 'en',
    round: (n) => `Round ${n}`,
    turnOf: (name) => `${name} to play`,
    over: 'Game over',
    honor: 'Honor',
    goal: (n) => `first to ${n}`,
    runes: 'Runes',
    power: 'Power',
    hand: 'hand',
    deck: 'deck',
    treasures: 'Treasures',
    centerRow: 'Center row',
    centerDeck: (n) => `${n} in the center deck`,
    supply: 'Always',
    evil: 'Evil Player',
    intrigue: (n) => `Intrigue deck ${n}`,
    lastIntrigue: (name) => `Last Intrigue: ${name}`,
    evilTurn: 'Evil turn',
    evilTurnDid: (damage, defeated, honor, total) => `Damage ${damage} · defeated ${defeated} · Evil Honor +${honor} (${total})`,
    str: 'STR',
    def: 'DEF',
    spd: 'SPD',
    overlord: (name) => `Overlord: ${name}`,
    squad: 'Squad',
    offBoard: 'off the battlefield',
    exhausted: 'exhausted',
    ready: 'ready',
    hurt: (n) => `${n} damaged`,
    yourHand: 'Your hand',
    emptyHand: 'No cards in hand',
    played: 'Played this turn',
    legendExhausted: 'faded: exhausted',
    legendDamage: 'red: damage',
    legendCultist: 'diamond: Cultist',
    selection: (n) => `Champion Selection · ${n} in the deck`,
    type: { hero: 'Hero', artifact: 'Artifact', champion: 'Champion', monster: 'Monster' },
    stats: (s, d, v) => `STR ${s} · DEF ${d} · SPD ${v}`,
    cultist: 'Cultist',
    banished: (n) => `${n} banished`,
    bag: (n) => `${n} in the bag`,
  },
  fr: {
    locale: 'fr',
    round: (n) => `Tour ${n}`,
    turnOf: (name) => `à ${name} de jouer`,
    over: 'Partie terminée',
    honor: 'Honneur',
    goal: (n) => `premier à ${n}`,
    runes: 'Runes',
    power: 'Puissance',
    hand: 'main',
    deck: 'pioche',
    treasures: 'Trésors',
    centerRow: 'Rangée centrale',
    centerDeck: (n) => `${n} dans la pioche centrale`,
    supply: 'Toujours',
    evil: 'Joueur Maléfique',
    intrigue: (n) => `Pioche Intrigue ${n}`,
    lastIntrigue: (name) => `Dernière Intrigue : ${name}`,
    evilTurn: 'Tour Maléfique',
    evilTurnDid: (damage, defeated, honor, total) => `Dégâts ${damage} · vaincus ${defeated} · Honneur Maléfique +${honor} (${total})`,
    str: 'FOR',
    def: 'DÉF',
    spd: 'VIT',
    overlord: (name) => `Seigneur : ${name}`,
    squad: 'Escouade',
    offBoard: 'hors du champ de bataille',
    exhausted: 'épuisé',
    ready: 'prêt',
    hurt: (n) => `${n} blessé(s)`,
    yourHand: 'Votre main',
    emptyHand: 'Aucune carte en main',
    played: 'Jouées ce tour',
    legendExhausted: 'pâle : épuisé',
    legendDamage: 'rouge : dégâts',
    legendCultist: 'losange : Cultiste',
    selection: (n) => `Sélection des Champions · ${n} dans la pioche`,
    type: { hero: 'Héros', artifact: 'Artefact', champion: 'Champion', monster: 'Monstre' },
    stats: (s, d, v) => `FOR ${s} · DÉF ${d} · VIT ${v}`,
    cultist: 'Cultiste',
    banished: (n) => `${n} bannie(s)`,
    bag: (n) => `${n} dans le sac`,
  },
};

export const wordsFor = (locale: Locale | undefined): Words => WORDS[locale ?? 'en'];
