import type { Locale } from '../../../core/text.js';
import type { Effect } from '../content/schema.js';

/**
 * Every word the SFB pictures draw, in the reader's language. Names from the
 * content (cards) come from the content's own `name.en` / `name.fr`.
 */
export interface Words {
  locale: Locale;
  /** What a player is doing during setup, by prompt kind (never the kind itself). */
  setupTask: Record<string, string>;
  status: {
    victory: (names: string) => string;
    over: string;
    setup: string;
    setupWaiting: (name: string, task: string) => string;
    turn: (name: string) => string;
    turnWaiting: (name: string, other: string) => string;
  };
  round: (n: number) => string;
  team: (colour: number) => string;
  vp: (n: number) => string;
  portal: (names: string) => string;
  empty: string;
  seat: (n: number) => string;
  piles: (hand: number, deck: number, discard: number) => string;
  challengeTrack: string;
  now: (actor: string, card: string) => string;
  standardAction: string;
  reaction: (card: string) => string;
  traps: (onBoard: number, reserve: number) => string;
  captions: { hand: (name: string) => string; discard: (name: string) => string; revealed: string; champions: string; pool: string };
  noCards: string;
  cardType: { attack: string; skill: string; reaction: string };
  stat: {
    move: string;
    area: string;
    melee: string;
    indirect: string;
    direct: string;
    range: string;
    strength: string;
    defense: string;
    health: string;
  };
  sides: { base: string; experienced: string };
  /** A card in one line (the recruitment pool): its numbers in words. */
  summary: { strength: (n: number) => string; range: (r: string) => string; move: (n: number) => string };
  champState: { damage: (n: number) => string; onPortal: string; bloodied: string };
  noAbility: string;
  essence: { D: string; C: string; M: string };
  op: Record<Effect['op'], string>;
  damage: (n: number) => string;
  toAttacker: (core: string) => string;
  onAttacker: (core: string) => string;
  anAlly: (core: string) => string;
  self: (core: string) => string;
  ifBloodiedSelf: string;
  ifTargetBloodied: string;
  ifControls: (zone: string) => string;
  ifInZone: (zone: string) => string;
  poison: (n: number) => string;
  doubled: string;
  lifeDrain: string;
  bonus: (n: number, cond: string) => string;
  targetsAlly: string;
  targetsAny: string;
  before: string;
  after: string;
  reactionHint: string;
  area: string;
  ability: (n: number, kind: 'strength' | 'defense') => string;
  moveBonus: (n: number) => string;
}

/** French counts 0 and 1 as singular. */
const pluralFr = (n: number, one: string, other: string): string => `${n} ${Math.abs(n) < 2 ? one : other}`;

const en: Words = {
  locale: 'en',
  setupTask: {
    firstPlayer: 'choose who plays first',
    zone: 'choose a deployment zone',
    recruit: 'recruit a champion',
    bring: 'bring champions',
    ban: 'ban a champion',
    trapSetup: 'place a trap',
    mulligan: 'keep or redraw cards',
    deploy: 'deploy champions',
  },
  status: {
    victory: (names) => `Victory for ${names}!`,
    over: 'Match over',
    setup: 'Setup',
    setupWaiting: (name, task) => `Setup — ${name}: ${task}`,
    turn: (name) => `${name}'s turn`,
    turnWaiting: (name, other) => `${name}'s turn — waiting on ${other}`,
  },
  round: (n) => `Round ${n}`,
  team: (colour) => `${['Blue', 'Orange'][colour] ?? ''} team`,
  vp: (n) => `${n} VP`,
  portal: (names) => `${names} — portal`,
  empty: 'empty',
  seat: (n) => `Seat ${n}`,
  piles: (hand, deck, discard) => `hand ${hand} · deck ${deck} · discard ${discard}`,
  challengeTrack: 'Challenge track',
  now: (actor, card) => `Now: ${actor} — ${card}`,
  standardAction: 'a standard action',
  reaction: (card) => `Reaction: ${card}`,
  traps: (onBoard, reserve) => `Traps: ${onBoard} on the board, ${reserve} in reserve`,
  captions: {
    hand: (name) => `${name} — hand`,
    discard: (name) => `${name} — discard`,
    revealed: 'Revealed hand',
    champions: 'Champions in the arena',
    pool: 'Recruitment pool',
  },
  noCards: 'No cards',
  cardType: { attack: 'Attack', skill: 'Skill', reaction: 'Reaction' },
  stat: {
    move: 'MOVE',
    area: 'AREA',
    melee: 'MELEE',
    indirect: 'INDIRECT',
    direct: 'DIRECT',
    range: 'RANGE',
    strength: 'STRENGTH',
    defense: 'DEFENSE',
    health: 'HEALTH',
  },
  sides: { base: 'BASE', experienced: 'EXPERIENCED ★' },
  summary: { strength: (n) => `strength ${n}`, range: (r) => `range ${r}`, move: (n) => `move ${n}` },
  champState: { damage: (n) => `${n} damage`, onPortal: 'on portal', bloodied: 'bloodied' },
  noAbility: 'No ability.',
  essence: { D: 'Destruction', C: 'Creation', M: 'Manipulation' },
  op: {
    push: 'Push',
    pull: 'Pull',
    fear: 'Fear',
    transfer: 'Transfer',
    place: 'Place',
    dash: 'Dash',
    dive: 'Dive',
    jump: 'Jump',
    heal: 'Heal',
    draw: 'Draw',
    plan: 'Plan',
    stun: 'Stun',
    root: 'Root',
    damage: 'damage',
    approach: 'Approach',
    retreat: 'Retreat',
  },
  damage: (n) => `${n} damage`,
  toAttacker: (core) => `${core} to the attacker`,
  onAttacker: (core) => `${core} on the attacker`,
  anAlly: (core) => `An ally: ${core}`,
  self: (core) => `${core} (self)`,
  ifBloodiedSelf: 'if bloodied',
  ifTargetBloodied: 'if the target is bloodied',
  ifControls: (zone) => `if you control ${zone}`,
  ifInZone: (zone) => `if in the ${zone} zone`,
  poison: (n) => `Poison ${n}`,
  doubled: 'Doubled',
  lifeDrain: 'Life drain',
  bonus: (n, cond) => `+${n} strength ${cond}.`,
  targetsAlly: 'Targets an ally.',
  targetsAny: 'Targets any champion.',
  before: '☛ Before:',
  after: '☜ After:',
  reactionHint: 'Play when one of your champions is attacked.',
  area: 'Area',
  ability: (n, kind) => `${n >= 0 ? '+' : ''}${n} ${kind}`,
  moveBonus: (n) => `+${n} movement on every action with movement.`,
};

const fr: Words = {
  locale: 'fr',
  setupTask: {
    firstPlayer: 'choisir qui joue en premier',
    zone: 'choisir une zone de déploiement',
    recruit: 'recruter un champion',
    bring: 'amener ses champions',
    ban: 'bannir un champion',
    trapSetup: 'placer un piège',
    mulligan: 'garder ou repiocher des cartes',
    deploy: 'déployer ses champions',
  },
  status: {
    victory: (names) => `Victoire de ${names} !`,
    over: 'Partie terminée',
    setup: 'Mise en place',
    setupWaiting: (name, task) => `Mise en place — ${name} : ${task}`,
    turn: (name) => `Tour de ${name}`,
    turnWaiting: (name, other) => `Tour de ${name} — en attente de ${other}`,
  },
  round: (n) => `Manche ${n}`,
  team: (colour) => `Équipe ${['bleue', 'orange'][colour] ?? ''}`,
  vp: (n) => `${n} PV`,
  portal: (names) => `${names} — portail`,
  empty: 'vide',
  seat: (n) => `Place ${n}`,
  piles: (hand, deck, discard) => `main ${hand} · pioche ${deck} · défausse ${discard}`,
  challengeTrack: 'Piste des défis',
  now: (actor, card) => `En cours : ${actor} — ${card}`,
  standardAction: 'une action standard',
  reaction: (card) => `Réaction : ${card}`,
  traps: (onBoard, reserve) => `Pièges : ${onBoard} sur le plateau, ${reserve} en réserve`,
  captions: {
    hand: (name) => `${name} — main`,
    discard: (name) => `${name} — défausse`,
    revealed: 'Main révélée',
    champions: 'Champions dans l’arène',
    pool: 'Champions à recruter',
  },
  noCards: 'Aucune carte',
  cardType: { attack: 'Attaque', skill: 'Compétence', reaction: 'Réaction' },
  stat: {
    move: 'DÉPL.',
    area: 'ZONE',
    melee: 'MÊLÉE',
    indirect: 'INDIRECTE',
    direct: 'DIRECTE',
    range: 'PORTÉE',
    strength: 'FORCE',
    defense: 'DÉFENSE',
    health: 'VIE',
  },
  sides: { base: 'BASE', experienced: 'EXPÉRIMENTÉ ★' },
  summary: { strength: (n) => `force ${n}`, range: (r) => `portée ${r}`, move: (n) => `déplacement ${n}` },
  champState: { damage: (n) => pluralFr(n, 'dommage', 'dommages'), onPortal: 'sur le portail', bloodied: 'en sang' },
  noAbility: 'Aucune capacité.',
  essence: { D: 'Destruction', C: 'Création', M: 'Manipulation' },
  op: {
    push: 'Pousser',
    pull: 'Attirer',
    fear: 'Peur',
    transfer: 'Transfert',
    place: 'Placer',
    dash: 'Ruée',
    dive: 'Plongeon',
    jump: 'Saut',
    heal: 'Soin',
    draw: 'Piocher',
    plan: 'Planifier',
    stun: 'Étourdir',
    root: 'Immobiliser',
    damage: 'dommages',
    approach: 'Approche',
    retreat: 'Repli',
  },
  damage: (n) => pluralFr(n, 'dommage', 'dommages'),
  toAttacker: (core) => `${core} à l’attaquant`,
  onAttacker: (core) => `${core} sur l’attaquant`,
  anAlly: (core) => `Un allié : ${core}`,
  self: (core) => `${core} (soi-même)`,
  ifBloodiedSelf: 'si en sang',
  ifTargetBloodied: 'si la cible est en sang',
  ifControls: (zone) => `si vous contrôlez ${zone}`,
  ifInZone: (zone) => `si dans la zone ${zone}`,
  poison: (n) => `Poison ${n}`,
  doubled: 'Doublé',
  lifeDrain: 'Drain de vie',
  bonus: (n, cond) => `+${n} en force ${cond}.`,
  targetsAlly: 'Cible un allié.',
  targetsAny: 'Cible n’importe quel champion.',
  before: '☛ Avant :',
  after: '☜ Après :',
  reactionHint: 'À jouer quand un de vos champions est attaqué.',
  area: 'Zone',
  ability: (n, kind) => `${n >= 0 ? '+' : ''}${n} ${kind === 'strength' ? 'en force' : 'en défense'}`,
  moveBonus: (n) => `+${n} en déplacement sur chaque action avec déplacement.`,
};

export const WORDS: Record<Locale, Words> = { en, fr };

export const wordsFor = (locale: Locale | undefined): Words => WORDS[locale ?? 'en'];
