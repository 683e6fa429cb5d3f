import type { StringCatalog } from '../../../core/text.js';
import { CONTENT } from '../content/index.js';
import { cardLine, cardText, evilChampionText, intrigueText } from './cardtext.js';

/** English and French strings, keyed without the `at.` prefix here and with it in the catalog. */
const S: Record<string, [en: string, fr: string]> = {
  'p.turn': [
    'Your turn ({runes} Runes, {power} Power): play, buy, activate, or end your turn',
    'Votre tour ({runes} Runes, {power} Puissance) : jouez, achetez, activez, ou finissez votre tour',
  ],
  'p.equip': ['Equip {card} to one of your Champions', 'Équipez {cardFr} à l’un de vos Champions'],
  'p.banish': ['Banish a card, or skip', 'Bannissez une carte, ou passez'],
  'p.banishRow': ['Banish a card from the center row, or skip', 'Bannissez une carte de la ligne centrale, ou passez'],
  'p.damage': ['Deal {n} damage to an enemy Champion', 'Infligez {n, plural, one {# dégât} other {# dégâts}} à un Champion ennemi'],
  'p.heal': [
    'Remove up to {n} damage from one of your Champions',
    'Retirez jusqu’à {n, plural, one {# dégât} other {# dégâts}} à l’un de vos Champions',
  ],
  'p.copy': ['Copy the effect of a Hero in the center row, or skip', 'Copiez l’effet d’un Héros de la ligne centrale, ou passez'],
  'ev.copy': ['{player} copies the effect of {card}.', '{player} copie l’effet de {cardFr}.'],
  'p.ambush': ['Use the Ambush of {card}?', 'Utiliser l’Embuscade de {cardFr} ?'],
  'p.deploy': ['Deploy {champ} on one of your free Portals', 'Déployez {champFr} sur l’un de vos Portails libres'],
  'p.activation': [
    '{champ}: move once and attack once, in any order, then finish',
    '{champFr} : un déplacement et une attaque, dans l’ordre voulu, puis terminez',
  ],
  'p.window': ['Use a Treasure now, or pass', 'Utilisez un Trésor maintenant, ou passez'],
  'p.turret': ['Place the Turret on a hex, or skip', 'Placez la Tourelle sur une case, ou passez'],
  'p.fairy': ['Place the Fairy Circle on a hex, or skip', 'Placez le Cercle féérique sur une case, ou passez'],
  'p.turretUse': [
    'The Turret: hit an enemy in its range for {n} damage, move it, or skip',
    'La Tourelle : frappez un ennemi à sa portée ({n, plural, one {# dégât} other {# dégâts}}), déplacez-la, ou passez',
  ],
  'c.moveTurret': ['Move the Turret', 'Déplacer la Tourelle'],
  'ev.turret': ['{player} sets the Turret on {hex}.', '{player} installe la Tourelle en {hex}.'],
  'ev.fairy': ['{player} sets the Fairy Circle on {hex}.', '{player} installe le Cercle féérique en {hex}.'],
  'ev.turretFires': ['The Turret fires at {champ}.', 'La Tourelle tire sur {champFr}.'],
  'p.select': ['Champion Selection: pick your Champion {n} of {of}', 'Sélection des Champions : choisissez votre Champion {n} sur {of}'],
  'ev.select': ['{player} selects {card}.', '{player} sélectionne {cardFr}.'],
  'c.skip': ['Skip', 'Passer'],
  'c.pass': ['Pass', 'Passer'],
  'c.useTreasure': ['Use {treasure} on {champ}', 'Utiliser {treasureFr} sur {champFr}'],
  'c.yes': ['Yes', 'Oui'],
  'c.no': ['No', 'Non'],
  'c.done': ['Finish the activation', 'Terminer l’activation'],
  'c.end': ['End the turn', 'Finir le tour'],
  'c.endPart': ['Finish your part of the team turn', 'Terminer votre part du tour d’équipe'],
  'c.champ': ['{champ}', '{champFr}'],
  'c.card': ['{card}', '{cardFr}'],
  'c.hex': ['Hex {hex}', 'Case {hex}'],
  'c.fromHand': ['{card} (hand)', '{cardFr} (main)'],
  'c.fromDiscard': ['{card} (discard)', '{cardFr} (défausse)'],
  'c.play': ['Play {card}', 'Jouer {cardFr}'],
  'c.buy': ['Buy {card} ({n})', 'Acheter {cardFr} ({n})'],
  'c.activate': ['Activate {champ} ({n} Power)', 'Activer {champFr} ({n} Puissance)'],
  'c.cultist': ['Deploy and activate a Cultist ({n} Power)', 'Déployer et activer un Cultiste ({n} Puissance)'],
  'c.move': ['Move to {hex} ({n, plural, one {# point} other {# points}})', 'Aller en {hex} ({n, plural, one {# point} other {# points}})'],
  'c.attack': ['Attack {champ}', 'Attaquer {champFr}'],
  'c.area': [
    'Area attack: every enemy in range ({n, plural, one {# target} other {# targets}})',
    'Attaque de zone : tous les ennemis à portée ({n, plural, one {# cible} other {# cibles}})',
  ],
  'ev.play': ['{player} plays {card}.', '{player} joue {cardFr}.'],
  'ev.buy': ['{player} buys {card}.', '{player} achète {cardFr}.'],
  'ev.drewCount': [
    '{player} draws {n, plural, one {# card} other {# cards}}.',
    '{player} pioche {n, plural, one {# carte} other {# cartes}}.',
  ],
  'ev.drew': ['You draw: {cards}.', 'Vous piochez : {cardsFr}.'],
  'ev.honor': ['{player} gains {n} Honor.', '{player} gagne {n} Honneur.'],
  'ev.banish': ['{player} banishes {card}.', '{player} bannit {cardFr}.'],
  'ev.equip': ['{champ} is equipped with {card}.', '{champFr} est équipé de {cardFr}.'],
  'ev.deploy': ['{champ} is deployed on {hex}.', '{champFr} est déployé en {hex}.'],
  'ev.activate': ['{player} activates {champ}.', '{player} active {champFr}.'],
  'ev.activateFree': ['{player} activates {champ} for free.', '{player} active gratuitement {champFr}.'],
  'ev.activateNext': ['{champ}: the other pawn’s activation.', '{champFr} : l’activation de l’autre pion.'],
  'ev.portalMoved': ['{player} moves a Portal from {from} to {hex}.', '{player} déplace un Portail de {from} en {hex}.'],
  'ev.forest': ['{player} places a Forest on {hex}.', '{player} place une Forêt en {hex}.'],
  'ev.steal': ['{player} steals {card} from {victim}’s discard pile.', '{player} vole {cardFr} dans la défausse de {victim}.'],
  'ev.destroy': ['{player} destroys {card} on {champ}.', '{player} détruit {cardFr} sur {champFr}.'],
  'p.free': [
    'Activate another of your ready Champions for free, or skip',
    'Activez gratuitement un autre de vos Champions prêts, ou passez',
  ],
  'p.movePortal': ['Choose the Portal to move, or skip', 'Choisissez le Portail à déplacer, ou passez'],
  'p.movePortalTo': [
    'Move your Portal from {hex} to a standard hex, or skip',
    'Déplacez votre Portail de {hex} sur un hexagone standard, ou passez',
  ],
  'p.forest': ['Place a Forest on a standard hex, or skip', 'Placez une Forêt sur un hexagone standard, ou passez'],
  'p.steal': ['Steal a card from an opponent’s discard pile, or skip', 'Volez une carte de la défausse d’un adversaire, ou passez'],
  'p.destroy': [
    'Destroy an Artifact equipped on an enemy Champion, or skip',
    'Détruisez un Artefact équipé sur un Champion ennemi, ou passez',
  ],
  'ev.evilClash': [
    '{card} leaves the center row and the game: the Evil Player has a Champion of that name.',
    '{cardFr} quitte la ligne centrale et la partie : le Joueur Maléfique a un Champion de ce nom.',
  ],
  'p.deployFree': [
    'Deploy one of your Champions off the battlefield without activating it, or skip',
    'Déployez l’un de vos Champions hors du champ de bataille sans l’activer, ou passez',
  ],
  'p.deployWhere': [
    'Deploy {champ} on a free standard hex next to one of your Champions',
    'Déployez {champFr} sur un hexagone standard libre adjacent à l’un de vos Champions',
  ],
  'p.order': [
    'Several Fatal effects trigger at once: pick the one to resolve next',
    'Plusieurs effets Fatal se déclenchent en même temps : choisissez celui à résoudre d’abord',
  ],
  'c.fatalFirst': ['The Fatal of {card}', 'Le Fatal de {cardFr}'],
  'c.free': ['Activate {champ} for free', 'Activer gratuitement {champFr}'],
  'c.steal': ['{card} ({player}’s discard)', '{cardFr} (défausse de {player})'],
  'c.destroy': ['{card} on {champ}', '{cardFr} sur {champFr}'],
  'ev.move': ['{champ} moves from {from} to {hex}.', '{champFr} va de {from} en {hex}.'],
  'ev.attack': ['{champ} attacks {target} for {n} damage.', '{champFr} attaque {targetFr} : {n, plural, one {# dégât} other {# dégâts}}.'],
  'ev.riposte': ['{champ} ripostes for {n} damage.', '{champFr} riposte : {n, plural, one {# dégât} other {# dégâts}}.'],
  'ev.damage': ['{champ} takes {n} damage.', '{champFr} subit {n, plural, one {# dégât} other {# dégâts}}.'],
  'ev.fatal': ['Fatal: {champ} defeated an enemy.', 'Fatal : {champFr} a vaincu un ennemi.'],
  'ev.corruption': [
    'Corruption deals {n} damage to {champ}.',
    'La Corruption inflige {n, plural, one {# dégât} other {# dégâts}} à {champFr}.',
  ],
  'ev.portal': ['{champ} awakens the inactive Portal on {hex}.', '{champFr} éveille le Portail inactif en {hex}.'],
  'ev.treasure': ['{player} gains a Treasure.', '{player} gagne un Trésor.'],
  'ev.treasureIs': ['Your Treasure: {treasure}.', 'Votre Trésor : {treasureFr}.'],
  'ev.useTreasure': ['{player} uses {treasure} on {champ}.', '{player} utilise {treasureFr} sur {champFr}.'],
  'ev.beacon': ['{champ} takes the Beacon on {hex}.', '{champFr} prend la Balise en {hex}.'],
  'ev.beacons': ['{player} controls Beacons: +{n} Honor.', '{player} contrôle des Balises : +{n} Honneur.'],
  'ev.defeated': ['{champ} is defeated.', '{champFr} est vaincu.'],
  'ev.sanctuaries': ['{player} controls Sanctuaries: +{n} Honor.', '{player} contrôle des Sanctuaires : +{n} Honneur.'],
  'ev.endTurn': ['{player} ends the turn with {honor} Honor.', '{player} finit son tour avec {honor} Honneur.'],
  'ev.evilJoins': [
    '{champ} joins the Evil squad with Objective token {token}.',
    '{champFr} rejoint l’escouade maléfique avec le jeton Objectif {token}.',
  ],
  'ev.intrigue': ['The Evil Player plays the Intrigue {card}.', 'Le Joueur Maléfique joue l’Intrigue {cardFr}.'],
  'ev.threat': ['Threat: the bonus effect of {card} resolves.', 'Menace : l’effet bonus de {cardFr} se résout.'],
  'ev.evilReport': [
    'Evil turn: {cards}. Activated: {activated}. Damage dealt: {damage}; Champions defeated: {defeated}; Evil Honor +{honor} ({total}).',
    'Tour Maléfique : {cardsFr}. Activés : {activatedFr}. Dégâts infligés : {damage} ; Champions vaincus : {defeated} ; Honneur Maléfique +{honor} ({total}).',
  ],
  'ev.evilHonor': ['The Evil Player gains {n} Honor ({honor}).', 'Le Joueur Maléfique gagne {n} Honneur ({honor}).'],
  'ev.fury': ['Fury of {champ}!', 'Furie de {champFr} !'],
  'ev.evilActivates': ['{champ} activates.', '{champFr} s’active.'],
  'ev.evilStays': ['{champ} holds its Objective.', '{champFr} tient son Objectif.'],
  'p.overlord': ['Overlord: play your Intrigue card {n} of 2 this turn', 'Overlord : jouez votre carte Intrigue {n} sur 2 de ce tour'],
  'p.evilCultist': [
    'Overlord: the Objective’s hex is taken; place the Evil Cultist next to it',
    'Overlord : la case de l’Objectif est occupée ; placez le Cultiste maléfique à côté',
  ],
  'p.evilArmory': [
    'Overlord: which center-row Artifact does {champ} equip?',
    'Overlord : quel Artefact de la ligne centrale {champFr} s’équipe-t-il ?',
  ],
  'p.portal': ['Co-op: choose your starting Portal', 'Co-op : choisissez votre Portail de départ'],
  'c.intrigue': ['Play {card}', 'Jouer {cardFr}'],
  'ev.overlordDraws': ['{player} draws {n} Intrigue cards.', '{player} pioche {n} cartes Intrigue.'],
  'ev.overlordDrew': ['You draw {cards}.', 'Vous piochez {cardsFr}.'],
  'ev.deckout': ['The Intrigue deck is empty: the Evil Player wins.', 'La pioche Intrigue est vide : le Joueur Maléfique gagne.'],
  'out.evil': ['The Evil Player reaches {honor} Honor.', 'Le Joueur Maléfique atteint {honor} Honneur.'],
  'out.deckout': ['The Intrigue deck ran out: the Evil Player wins.', 'La pioche Intrigue est épuisée : le Joueur Maléfique gagne.'],
  'err.over': ['The game is over.', 'La partie est terminée.'],
  'err.notYou': ['It is not your decision.', 'Ce n’est pas à vous de décider.'],
  'err.notOffered': ['That move is not offered now: {what}.', 'Ce coup n’est pas proposé maintenant : {what}.'],
  'out.honor': ['{player} reaches {honor} Honor.', '{player} atteint {honor} Honneur.'],
  'out.rounds': [
    'The round limit is reached: the most Honor wins ({honor}).',
    'La limite de tours est atteinte : le plus d’Honneur gagne ({honor}).',
  ],
  'st.honor': ['Honor: {a} – {b} (first to {goal})', 'Honneur : {a} – {b} (premier à {goal})'],
  'st.sides': ['Honor: {list} (first to {goal})', 'Honneur : {list} (premier à {goal})'],
  'st.turn': ['Round {round}: {player} is playing.', 'Tour {round} : {player} joue.'],
  'st.turnTeam': ['Round {round}: {team} are playing.', 'Tour {round} : {team} jouent.'],
  'st.over': ['The game is over.', 'La partie est terminée.'],
  'rules.summary': [
    'Build your deck, recruit Champions and hold the Sanctuaries: the first to the scenario’s Honor wins.',
    'Construisez votre deck, recrutez des Champions et tenez les Sanctuaires : le premier à l’Honneur du scénario gagne.',
  ],
  'rules.turn.title': ['Your turn', 'Votre tour'],
  'rules.turn.body': [
    'Play cards for Runes and Power, buy from the center row with Runes (Monsters with Power), activate Champions with Power, then end your turn: discard, draw 5, ready your Champions, score 2 Honor per Sanctuary you control.',
    'Jouez des cartes pour des Runes et de la Puissance, achetez dans la ligne centrale avec des Runes (les Monstres avec de la Puissance), activez des Champions avec de la Puissance, puis finissez : défaussez, piochez 5, redressez vos Champions, gagnez 2 Honneur par Sanctuaire contrôlé.',
  ],
  'rules.fight.title': ['Champions', 'Champions'],
  'rules.fight.body': [
    'An activated Champion deploys on your free Portal if it is off the battlefield, then moves (Speed; entering a Forest costs 2) and attacks an adjacent enemy, in either order. Damage equal to Defense defeats; damage heals at the end of the turn.',
    'Un Champion activé se déploie sur votre Portail libre s’il n’est pas sur le champ de bataille, puis se déplace (Vitesse ; entrer en Forêt coûte 2) et attaque un ennemi adjacent, dans l’ordre voulu. Des dégâts égaux à la Défense le vainquent ; ils guérissent en fin de tour.',
  ],
};

function build(): StringCatalog {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const [k, [e, f]] of Object.entries(S)) {
    en[`at.${k}`] = e;
    fr[`at.${k}`] = f;
  }
  // Content, for renderers and /rules: at.card.<id> (name), at.cardText.<id>, at.cardLine.<id>.
  for (const c of CONTENT.cards) {
    en[`at.card.${c.id}`] = c.name.en;
    fr[`at.card.${c.id}`] = c.name.fr;
    en[`at.cardText.${c.id}`] = cardText(c, 'en');
    fr[`at.cardText.${c.id}`] = cardText(c, 'fr');
    en[`at.cardLine.${c.id}`] = cardLine(c, 'en');
    fr[`at.cardLine.${c.id}`] = cardLine(c, 'fr');
  }
  // The Evil Player's content: at.intrigue.<id>, at.intrigueText.<id>, at.evil.<id>, at.evilText.<id>.
  for (const c of CONTENT.intrigues) {
    en[`at.intrigue.${c.id}`] = c.name.en;
    fr[`at.intrigue.${c.id}`] = c.name.fr;
    en[`at.intrigueText.${c.id}`] = intrigueText(c, 'en');
    fr[`at.intrigueText.${c.id}`] = intrigueText(c, 'fr');
  }
  for (const c of CONTENT.evilChampions) {
    en[`at.evil.${c.id}`] = c.name.en;
    fr[`at.evil.${c.id}`] = c.name.fr;
    en[`at.evilText.${c.id}`] = evilChampionText(c, 'en');
    fr[`at.evilText.${c.id}`] = evilChampionText(c, 'fr');
  }
  return { en, fr };
}

export const strings: StringCatalog = build();
