import type { Locale } from '../../../core/text.js';
import type { Glyph, Slot, Targeting } from '../content/schema.js';

/** Every word the images draw, in English and French (card and wizard names are content data, the same in both). */
export interface Words {
  locale: Locale;
  glyph: Record<Glyph, string>;
  slot: Record<Slot, string>;
  target: Record<Targeting, string>;
  anySlot: string;
  init: string;
  initiative: string;
  empty: (slot: string) => string;
  life: (n: number) => string;
  roundTurn: (round: number, turn: number) => string;
  phase: { build: string; resolve: string; over: string };
  lockedCount: (locked: number, living: number) => string;
  lastSpell: string;
  /** Last Survivor tokens, in words beside the stars. */
  tokens: (n: number) => string;
  clockwise: string;
  isCasting: (name: string) => string;
  casts: (name: string) => string;
  lastSurvivor: string;
  winsMatch: string;
  chip: {
    winner: string;
    dead: string;
    casting: string;
    choosing: string;
    locked: string;
    building: string;
    cast: string;
    cards: (n: number) => string;
  };
  treasures: (names: string) => string;
  noTreasures: string;
  deadWizard: (names: string) => string;
  oneWillGo: (n: number) => string;
  lockedIn: string;
  pickHint: string;
  spellDone: string;
  deadUntil: string;
  /** A dead wizard's panel: what is happening, and when they come back. */
  dead: {
    title: string;
    when: string;
    eachTurn: string;
    cards: (n: number, names: string) => string;
    nextRound: (life: number, treasures: number) => string;
    /** What the cards do to the living at round start (ESW-FX-14), summed up on one line. */
    onReturn: (parts: string) => string;
    haunt: Record<'left' | 'right' | 'strongest' | 'eachFoe', (life: number) => string>;
    steal: string;
    draw: (n: number) => string;
  };
  noCards: string;
  allInSpell: string;
  joined: string;
  noComponents: string;
  wildText: string;
  wildChainText: string;
  per: {
    glyphs: string;
    treasures: string;
    foes: string;
    glyphCards: (glyph: string) => string;
    tableTreasures: string;
    tableGlyph: (glyph: string) => string;
    dead: string;
    keepHigh: (dice: number) => string;
  };
  fx: {
    dmg: (a: string) => string;
    backlash: (a: string) => string;
    heal: (a: string) => string;
    treasureSelf: string;
    treasureTarget: string;
    treasureBoth: string;
    reveal: (n: number) => string;
    disrupt: string;
    draw: (n: number) => string;
    healTarget: (a: string) => string;
    steal: string;
    stealChoose: string;
    swap: string;
    discard: (n: number) => string;
    pickpocket: (n: number) => string;
    drain: (a: string) => string;
    echoPrevious: string;
    echoSource: string;
    mirror: string;
    deflector: string;
    stall: string;
    later: (effects: string) => string;
    ifWeakest: (effects: string) => string;
    ifStrongest: (effects: string) => string;
  };
}

const en: Words = {
  locale: 'en',
  glyph: { arcane: 'Arcane', dark: 'Dark', elemental: 'Elemental', illusion: 'Illusion', primal: 'Primal' },
  slot: { source: 'Source', quality: 'Quality', destination: 'Destination' },
  target: {
    left: '→ foe on your left',
    right: '→ foe on your right',
    leftAndRight: '→ foes left and right',
    strongest: '→ strongest foe',
    weakest: '→ weakest foe',
    stronger: '→ a stronger foe',
    weaker: '→ a weaker foe',
    die: '→ foe chosen by the die',
    eachFoe: '→ every foe',
    everyone: '→ everyone',
    self: '→ you',
  },
  anySlot: 'Any slot',
  init: 'Init',
  initiative: 'Initiative',
  empty: (slot) => `${slot}: empty`,
  life: (n) => `${n} life`,
  roundTurn: (r, t) => `Round ${r} · turn ${t}`,
  phase: { build: 'Building spells in secret', resolve: 'Spells resolving', over: 'Match over' },
  lockedCount: (l, n) => `${l} of ${n} spell${n === 1 ? '' : 's'} locked in`,
  lastSpell: 'Last spell',
  tokens: (n) => `${n}/2 tokens`,
  clockwise: '↻ clockwise = each wizard’s left',
  isCasting: (name) => `${name} is casting`,
  casts: (name) => `${name} casts`,
  lastSurvivor: 'Last Survivor',
  winsMatch: 'wins the match',
  chip: {
    winner: '★ WINNER',
    dead: '☠ DEAD',
    casting: '✦ CASTING',
    choosing: '… CHOOSING',
    locked: '✔ LOCKED IN',
    building: '✎ BUILDING',
    cast: 'cast',
    cards: (n) => `${n} card${n === 1 ? '' : 's'}`,
  },
  treasures: (names) => `Treasures: ${names}`,
  noTreasures: 'No Treasures',
  deadWizard: (names) => `Dead Wizard: ${names}`,
  oneWillGo: (n) => ` ×${n}: one will go`,
  lockedIn: '✔ Locked in — waiting for the others',
  pickHint: 'Pick one Source, one Quality, one Destination',
  spellDone: 'Your spell is done this turn',
  deadUntil: 'You are dead until the next round',
  dead: {
    title: '☠ Dead until the next round',
    when: 'The round ends when one wizard is left standing; then every wizard comes back, you included.',
    eachTurn: 'While dead you cast nothing and take a Dead Wizard card at the start of each turn.',
    cards: (n, names) => (n === 0 ? 'No Dead Wizard card yet' : `Dead Wizard card${n === 1 ? '' : 's'} (${n}): ${names}`),
    nextRound: (life, tr) => `Next round you start at ${life} life${tr > 0 ? ` with ${tr} Treasure${tr === 1 ? '' : 's'}` : ''}`,
    onReturn: (parts) => `On your return: ${parts}`,
    haunt: {
      left: (n) => `left foe −${n} life`,
      right: (n) => `right foe −${n} life`,
      strongest: (n) => `strongest foe −${n} life`,
      eachFoe: (n) => `each foe −${n} life`,
    },
    steal: 'a Treasure from the richest foe',
    draw: (n) => `+${n} card${n === 1 ? '' : 's'}`,
  },
  noCards: 'No cards in hand',
  allInSpell: 'Every card of your hand is in the spell',
  joined: 'joined the spell',
  noComponents: 'No components left',
  wildText: 'Fills any slot; replaced from the deck when revealed',
  wildChainText: 'Fills any slot; replaced from the deck, and chains while the find shares a glyph',
  per: {
    glyphs: '1 per glyph',
    treasures: '1 per Treasure',
    foes: '1 per foe',
    glyphCards: (g) => `1 per ${g} card`,
    tableTreasures: '1 per Treasure in play',
    tableGlyph: (g) => `1 per ${g} card cast this turn`,
    dead: '1 per dead wizard',
    keepHigh: (n) => `best of ${n} dice`,
  },
  fx: {
    dmg: (a) => `${a} dmg`,
    backlash: (a) => `you take ${a}`,
    heal: (a) => `heal ${a}`,
    treasureSelf: '+Treasure',
    treasureTarget: 'target +Treasure',
    treasureBoth: 'both +Treasure',
    reveal: (n) => `reveal ${n}, same glyph joins`,
    disrupt: 'target loses a face-down card',
    draw: (n) => `draw ${n}`,
    healTarget: (a) => `targets heal ${a}`,
    steal: 'steal a Treasure',
    stealChoose: 'steal a Treasure (you pick)',
    swap: 'swap Treasures',
    discard: (n) => `target discards ${n}`,
    pickpocket: (n) => `steal ${n} from hand`,
    drain: (a) => `drain ${a}`,
    echoPrevious: 'repeat previous card',
    echoSource: 'copy your Source',
    mirror: 'mirror: next hit bounces',
    deflector: 'deflector: next hit goes left',
    stall: 'target’s spell goes last',
    later: (e) => `next turn: ${e}`,
    ifWeakest: (e) => `if weakest: ${e}`,
    ifStrongest: (e) => `if strongest: ${e}`,
  },
};

const fr: Words = {
  locale: 'fr',
  glyph: { arcane: 'Arcane', dark: 'Ténèbres', elemental: 'Élémentaire', illusion: 'Illusion', primal: 'Primaire' },
  slot: { source: 'Source', quality: 'Qualité', destination: 'Destination' },
  target: {
    left: '→ adversaire à gauche',
    right: '→ adversaire à droite',
    leftAndRight: '→ adversaires à gauche et à droite',
    strongest: '→ adversaire le plus fort',
    weakest: '→ adversaire le plus faible',
    stronger: '→ un adversaire plus fort',
    weaker: '→ un adversaire plus faible',
    die: '→ adversaire désigné par le dé',
    eachFoe: '→ chaque adversaire',
    everyone: '→ tout le monde',
    self: '→ vous',
  },
  anySlot: 'Tout emplacement',
  init: 'Init.',
  initiative: 'Initiative',
  empty: (slot) => `${slot} : vide`,
  life: (n) => `${n} PV`,
  roundTurn: (r, t) => `Manche ${r} · tour ${t}`,
  phase: { build: 'Sorts préparés en secret', resolve: 'Résolution des sorts', over: 'Partie terminée' },
  lockedCount: (l, n) => `${l} sort${l > 1 ? 's' : ''} validé${l > 1 ? 's' : ''} sur ${n}`,
  lastSpell: 'Dernier sort',
  tokens: (n) => `${n}/2 jetons`,
  clockwise: '↻ sens horaire = la gauche de chacun',
  isCasting: (name) => `${name} lance`,
  casts: (name) => `${name} lance`,
  lastSurvivor: 'Dernier survivant',
  winsMatch: 'remporte la partie',
  chip: {
    winner: '★ VAINQUEUR',
    dead: '☠ MORT',
    casting: '✦ LANCE',
    choosing: '… CHOISIT',
    locked: '✔ VALIDÉ',
    building: '✎ PRÉPARE',
    cast: 'lancé',
    cards: (n) => `${n} carte${n > 1 ? 's' : ''}`,
  },
  treasures: (names) => `Trésors : ${names}`,
  noTreasures: 'Aucun Trésor',
  deadWizard: (names) => `Sorcier crevé : ${names}`,
  oneWillGo: (n) => ` ×${n} : une partira`,
  lockedIn: '✔ Sort validé — on attend les autres',
  pickHint: 'Une Source, une Qualité, une Destination',
  spellDone: 'Votre sort est passé ce tour-ci',
  deadUntil: 'Mort jusqu’à la prochaine manche',
  dead: {
    title: '☠ Mort jusqu’à la prochaine manche',
    when: 'La manche se termine quand un seul sorcier reste debout ; alors tous les sorciers reviennent, vous compris.',
    eachTurn: 'Mort, vous ne lancez rien et prenez une carte Sorcier crevé au début de chaque tour.',
    cards: (n, names) => (n === 0 ? 'Pas encore de carte Sorcier crevé' : `Carte${n > 1 ? 's' : ''} Sorcier crevé (${n}) : ${names}`),
    nextRound: (life, tr) => `À la prochaine manche, vous commencez à ${life} PV${tr > 0 ? ` avec ${tr} Trésor${tr > 1 ? 's' : ''}` : ''}`,
    onReturn: (parts) => `À votre retour : ${parts}`,
    haunt: {
      left: (n) => `adversaire de gauche −${n} PV`,
      right: (n) => `adversaire de droite −${n} PV`,
      strongest: (n) => `adversaire le plus fort −${n} PV`,
      eachFoe: (n) => `chaque adversaire −${n} PV`,
    },
    steal: 'un Trésor pris au plus riche',
    draw: (n) => `+${n} carte${n > 1 ? 's' : ''}`,
  },
  noCards: 'Aucune carte en main',
  allInSpell: 'Toute votre main est dans le sort',
  joined: 'a rejoint le sort',
  noComponents: 'Plus aucun Composant',
  wildText: 'Tient n’importe quel emplacement ; remplacée depuis la pioche à la révélation',
  wildChainText: 'Tient n’importe quel emplacement ; remplacée depuis la pioche, et s’enchaîne si la trouvaille partage un Glyphe',
  per: {
    glyphs: '1 par Glyphe',
    treasures: '1 par Trésor',
    foes: '1 par adversaire',
    glyphCards: (g) => `1 par carte ${g}`,
    tableTreasures: '1 par Trésor en jeu',
    tableGlyph: (g) => `1 par carte ${g} lancée ce tour`,
    dead: '1 par sorcier mort',
    keepHigh: (n) => `meilleur de ${n} dés`,
  },
  fx: {
    dmg: (a) => `${a} dégâts`,
    backlash: (a) => `vous subissez ${a}`,
    heal: (a) => `soin ${a}`,
    treasureSelf: '+Trésor',
    treasureTarget: 'la cible +Trésor',
    treasureBoth: 'chacun +Trésor',
    reveal: (n) => `révélez ${n}, même Glyphe rejoint`,
    disrupt: 'la cible perd une carte face cachée',
    draw: (n) => `piochez ${n}`,
    healTarget: (a) => `les cibles soignent ${a}`,
    steal: 'volez un Trésor',
    stealChoose: 'volez un Trésor (au choix)',
    swap: 'échangez les Trésors',
    discard: (n) => `la cible défausse ${n}`,
    pickpocket: (n) => `volez ${n} en main`,
    drain: (a) => `drain ${a}`,
    echoPrevious: 'répétez la carte précédente',
    echoSource: 'copiez votre Source',
    mirror: 'miroir : le prochain coup rebondit',
    deflector: 'déflecteur : le prochain coup va à gauche',
    stall: 'le sort de la cible passe en dernier',
    later: (e) => `au prochain tour : ${e}`,
    ifWeakest: (e) => `si le plus faible : ${e}`,
    ifStrongest: (e) => `si le plus fort : ${e}`,
  },
};

export const WORDS: Record<Locale, Words> = { en, fr };

export const wordsFor = (locale: Locale | undefined): Words => WORDS[locale ?? 'en'] ?? en;
