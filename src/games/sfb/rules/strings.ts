import type { StringCatalog } from '../../../core/text.js';
import { CONTENT } from '../content/index.js';

/** English and French strings, keyed without the `sfb.` prefix here and with it in the catalog. */
const S: Record<string, [en: string, fr: string]> = {
  // Prompts
  'p.firstOf': ['Who in your team plays first?', 'Qui, dans votre équipe, joue en premier ?'],
  'p.zone': ['Choose your deployment zone', 'Choisissez votre zone de déploiement'],
  'p.pick': ['Recruit a champion', 'Recrutez un champion'],
  'p.bring': ['Choose a champion to bring', 'Choisissez un champion à apporter'],
  'p.ban': ["Ban one of {player}'s champions", 'Écartez un champion de {player}'],
  'p.trapSetup': ['Place a face-down trap on a trap space', 'Posez un piège face cachée sur une case Piège'],
  'p.mull': ['Set aside cards to redraw, then keep', 'Mettez de côté les cartes à repiocher, puis gardez'],
  'p.deploy': ['Deploy {champ}', 'Déployez {champ}'],
  'p.move': ['Move {champ} (up to {n})', 'Déplacez {champ} (jusqu’à {n})'],
  'p.reenter': [
    '{champ} re-enters: choose where to move (up to {n}, first step on your deployment zone)',
    '{champ} revient : choisissez sa destination (jusqu’à {n}, première case dans votre zone de déploiement)',
  ],
  'p.transfer': ['Transfer {champ} (up to {n})', 'Transfert de {champ} (jusqu’à {n})'],
  'p.dash': ['Dash with {champ} (up to {n}, straight line)', 'Course de {champ} (jusqu’à {n}, en ligne droite)'],
  'p.dive': ['Dive with {champ} (up to {n}, straight line)', 'Piqué de {champ} (jusqu’à {n}, en ligne droite)'],
  'p.jump': ['Jump with {champ} (up to {n})', 'Saut de {champ} (jusqu’à {n})'],
  'p.place': ['Place {champ} (within {n})', 'Placez {champ} (à {n} cases ou moins)'],
  'p.value.push': ['Push {champ}: how far (up to {n})?', 'Poussée sur {champ} : de combien (jusqu’à {n}) ?'],
  'p.value.pull': ['Pull {champ}: how far (up to {n})?', 'Attraction sur {champ} : de combien (jusqu’à {n}) ?'],
  'p.value.fear': ['Fear on {champ}: how far (up to {n})?', 'Peur sur {champ} : de combien (jusqu’à {n}) ?'],
  'p.ally': ['Choose an ally', 'Choisissez un allié'],
  'p.attack': ['{card}: choose a target, or decline the attack', '{cardFr} : choisissez une cible, ou renoncez à l’attaque'],
  'p.skill': ['{card}: use the skill?', '{cardFr} : utiliser la compétence ?'],
  'p.react': ['Play a reaction against {card}?', 'Jouer une réaction contre {cardFr} ?'],
  'p.fear': ['{champ} flees: choose the direction', '{champ} fuit : choisissez la direction'],
  'p.stun': ['{champ} is stunned: discard one of its cards', '{champ} est étourdi : défaussez une de ses cartes'],
  'p.trapPlace': ['Place the new face-down trap', 'Posez le nouveau piège face cachée'],
  'p.plan': ['Plan: put a card on top of your deck ({n} left)', 'Plan : placez une carte sur votre pioche (encore {n})'],
  'p.draw': ['Draw: how many cards (up to {n})?', 'Pioche : combien de cartes (jusqu’à {n}) ?'],
  'p.stdDmg': ['Deal 1 damage to an adjacent enemy', 'Infligez 1 dommage à un ennemi adjacent'],
  'p.menu': [
    'Your activation phase: play a card, use a standard action, or end your turn',
    'Phase d’activation : jouez une carte, une action standard, ou finissez votre tour',
  ],
  // Choices
  'c.north': ['North zone', 'Zone nord'],
  'c.south': ['South zone', 'Zone sud'],
  'c.hex': ['Hex {hex} ({zone})', 'Case {hex} ({zoneFr})'],
  'c.row': ['Row {r}', 'Rangée {r}'],
  'c.mullCard': ['Set aside {card}', 'Mettre de côté {cardFr}'],
  'c.keep': ['Keep (redraw {n})', 'Garder (repiocher {n})'],
  'c.stay': ['Stop here', 'S’arrêter ici'],
  'c.value': ['{n}', '{n}'],
  'c.target': ['Target {champ}', 'Cibler {champ}'],
  // The direction is told beside (an arrow and a word): the label names who the area covers.
  'c.orient': ['covers {champs}', 'couvre {champs}'],
  'c.use': ['Use', 'Utiliser'],
  'c.skip': ['Do not use', 'Ne pas utiliser'],
  'c.decline': ['Decline the attack', 'Renoncer à l’attaque'],
  'c.pass': ['No reaction', 'Pas de réaction'],
  'c.react': ['{card} on {champ}', '{cardFr} sur {champ}'],
  'c.dir': ['{n, plural, one {# hex} other {# hexes}}', '{n, plural, one {# case} other {# cases}}'],
  'c.stop': ['Stop', 'Arrêter'],
  'c.play': ['Play {card} ({champ})', 'Jouer {cardFr} ({champ})'],
  'c.stdM': ['{champ}: move 1 and Plan 1 (Manipulation)', '{champ} : mouvement 1 et Plan 1 (Manipulation)'],
  'c.stdC': ['{champ}: move 1 and Heal 1 (Creation)', '{champ} : mouvement 1 et Soin 1 (Création)'],
  'c.stdD': [
    '{champ}: move 1 and 1 damage to an adjacent enemy (Destruction)',
    '{champ} : mouvement 1 et 1 dommage à un ennemi adjacent (Destruction)',
  ],
  'c.stdAny': ['{champ}: move 2 (spend {ess})', '{champ} : mouvement 2 (dépenser {ess})'],
  'c.end': ['End the turn', 'Finir le tour'],
  'c.cancel': ['Cancel (take the action back)', 'Annuler (reprendre l’action)'],
  'c.mullBack': ['Keep {card} after all', 'Finalement garder {cardFr}'],
  // Events
  'ev.ban': ['{player} bans {champ}', '{player} écarte {champ}'],
  'ev.bringClash': [
    'Both sides brought {champ}: it goes to {player}; the other brings another champion',
    'Les deux camps ont apporté {champ} : il revient à {player} ; l’autre apporte un autre champion',
  ],
  'ev.broughtShown': ['{player} brought {champs}', '{player} a apporté {champs}'],
  'ev.recruit': ['{player} recruits {champ}', '{player} recrute {champ}'],
  'ev.trapSet': ['{player} places a face-down trap on {hex}', '{player} pose un piège face cachée en {hex}'],
  'ev.decksReady': ['Decks shuffled, challenge track and hands dealt', 'Pioches mélangées, piste des défis et mains distribuées'],
  'ev.mulligan': [
    '{player} redraws {n, plural, one {# card} other {# cards}}',
    '{player} repioche {n, plural, one {# carte} other {# cartes}}',
  ],
  'ev.deploy': ['{champ} deploys on {hex}', '{champ} se déploie en {hex}'],
  'ev.round': ['Round {round} begins', 'Début du round {round}'],
  'ev.turn': ["{player}'s turn (round {round})", 'Tour de {player} (round {round})'],
  'ev.endTurn': ['{player} ends the turn and draws a new hand', '{player} finit son tour et pioche une nouvelle main'],
  'ev.track': ['The challenge track advances', 'La piste des défis avance'],
  'ev.challenge': ['{player} completes “{challenge}” for {vp} VP', '{player} réussit « {challengeFr} » : {vp} PV'],
  'ev.play': ['{player} plays {card} with {champ}', '{player} joue {cardFr} avec {champ}'],
  'ev.std': ['{player} uses a standard action ({kind}) with {champ}', '{player} utilise une action standard ({kind}) avec {champ}'],
  'ev.move': ['{champ} moves to {hex} ({n})', '{champ} se déplace en {hex} ({n})'],
  'ev.dash': ['{champ} dashes to {hex} ({n})', '{champ} fait une Course jusqu’en {hex} ({n})'],
  'ev.dive': ['{champ} dives to {hex}', '{champ} fait un Piqué jusqu’en {hex}'],
  'ev.jump': ['{champ} jumps to {hex}', '{champ} saute en {hex}'],
  'ev.place': ['{champ} is placed on {hex}', '{champ} est placé en {hex}'],
  'ev.declare': ["{champ}'s {card} targets {targets}", '{cardFr} de {champ} cible {targets}'],
  'ev.skill': ['{champ} uses {card} on {targets}', '{champ} utilise {cardFr} sur {targets}'],
  'ev.decline': ['{champ} declines to attack', '{champ} renonce à attaquer'],
  'ev.skip': ['{champ} does not use the skill', '{champ} n’utilise pas la compétence'],
  'ev.noTarget': ['{champ} has no legal target', '{champ} n’a aucune cible possible'],
  'ev.reaction': ['{player} reacts with {card} on {champ}', '{player} réagit avec {cardFr} sur {champ}'],
  'ev.hit': [
    "{champ}'s {card} hits {tgt} for {n} ({str} strength − {def} defense)",
    '{cardFr} de {champ} touche {tgt} : {n} ({str} de force − {def} de défense)',
  ],
  'ev.hitAgain': ['{card} hits {tgt} again for {n} (Doubled)', '{cardFr} touche encore {tgt} : {n} (Doublé)'],
  'ev.poison': ['Poison: {tgt} takes {n} more damage', 'Poison : {tgt} subit {n, plural, one {# dommage} other {# dommages}} de plus'],
  'ev.heal': ['{champ} heals {n}', '{champ} soigne {n}'],
  'ev.damage': ['{champ} takes {n} damage', '{champ} subit {n, plural, one {# dommage} other {# dommages}}'],
  'ev.ko': [
    '{champ} is knocked out and goes to the portal — team {team} now has {vp} VP',
    '{champ} est mis hors de combat et part au portail — l’équipe {team} a {vp} PV',
  ],
  'ev.xp': ['{champ} becomes Experienced', '{champ} devient Expérimenté'],
  'ev.win': ['Victory for {players}!', 'Victoire {players, elide, de} !'],
  'ev.trapDmg': ['{champ} triggers a trap: {n} damage', '{champ} déclenche un piège : {n, plural, one {# dommage} other {# dommages}}'],
  'ev.trapRoot': ['{champ} triggers a trap: rooted', '{champ} déclenche un piège : immobilisé'],
  'ev.trapStun': ['{champ} triggers a trap: stunned', '{champ} déclenche un piège : étourdi'],
  'ev.trapMoved': ['{player} places a new face-down trap on {hex}', '{player} pose un nouveau piège face cachée en {hex}'],
  'ev.pushed': [
    '{champ} is moved {n, plural, one {# hex} other {# hexes}}',
    '{champ} est déplacé {n, plural, =1 {d’une case} other {de # cases}}',
  ],
  'ev.fled': ['{champ} flees {n, plural, one {# hex} other {# hexes}}', '{champ} fuit {n, plural, =1 {d’une case} other {de # cases}}'],
  'ev.blocked': ['{champ} is blocked and takes {n} damage', '{champ} est bloqué et subit {n, plural, one {# dommage} other {# dommages}}'],
  'ev.notInRow': ['{champ} is not in the same row: no effect', '{champ} n’est pas dans la même rangée : sans effet'],
  'ev.rootedNoMove': ['{champ} cannot move', '{champ} ne peut pas bouger'],
  'ev.noEscape': ['{champ} has nowhere to flee', '{champ} ne peut fuir nulle part'],
  'ev.root': ['{champ} is rooted', '{champ} est immobilisé'],
  'ev.stun': ['{champ} is stunned', '{champ} est étourdi'],
  'ev.stunDiscard': ['{player} discards {card}', '{player} défausse {cardFr}'],
  'ev.reveal': [
    '{player} has no card of {champ} and shows the hand: {cards}',
    '{player} n’a aucune carte de {champ} et montre sa main : {cardsFr}',
  ],
  'ev.plan': ['{player} puts a card on top of the deck', '{player} place une carte sur sa pioche'],
  'ev.declareDraw': ['{player} declares drawing {n}', '{player} annonce piocher {n}'],
  'ev.drew': ['You drew: {cards}', 'Vous piochez : {cardsFr}'],
  'ev.cancel': ['{player} takes the action back', '{player} reprend son action'],
  'ev.stdDmg': ['{champ} deals 1 damage to {tgt}', '{champ} inflige 1 dommage à {tgt}'],
  'ev.reshuffle': ['{player} shuffles the discard into a new deck', '{player} mélange sa défausse pour former une pioche'],
  'ev.lost': ['An effect ({op}) cannot be applied and is lost', 'Un effet ({op}) ne peut pas s’appliquer et est perdu'],
  // Errors, outcome, status
  'err.over': ['The game is over', 'La partie est terminée'],
  'err.notYou': ['It is not your decision right now', 'Ce n’est pas à vous de décider maintenant'],
  'err.notOffered': ['“{what}” is not one of the moves offered now', '« {what} » ne fait pas partie des coups proposés'],
  'out.win': ['Reached {vp} VP (against {other})', '{vp} PV atteints (contre {other})'],
  'st.score': ['VP: team 1 {a} — team 2 {b}', 'PV : équipe 1 {a} — équipe 2 {b}'],
  'st.setup': ['Setting up', 'Mise en place'],
  'st.over': ['Team {team} won', 'L’équipe {team} a gagné'],
  'st.turn': ['Round {round}: {player} to play', 'Round {round} : au tour de {player}'],
  // Rules summary
  'rules.summary': [
    'Two teams of three champions brawl in an arena. Score 5 VP (7 in teams of two) by knocking out enemies and completing challenges.',
    'Deux équipes de trois champions s’affrontent dans l’arène. Marquez 5 PV (7 en équipes de deux) en mettant des ennemis hors de combat et en réussissant des défis.',
  ],
  'rules.turn.title': ['Your turn', 'Votre tour'],
  'rules.turn.body': [
    'Scoring (not in round 1), activation (spend an essence per card; four standard actions once each), maintenance (ready essences, discard, draw 5).',
    'Marque (pas au round 1), activation (une essence par carte ; quatre actions standards une fois chacune), entretien (régénérer, défausser, piocher 5).',
  ],
  'rules.attack.title': ['Attacks', 'Attaques'],
  'rules.attack.body': [
    'Move, pre-attack abilities, attack or decline, targets, reaction, strength − defense, damage, reaction post-attack, attack post-attack.',
    'Mouvement, capacités avant l’attaque, attaquer ou renoncer, cibles, réaction, force − défense, dommages, après l’attaque de la réaction, puis de l’attaque.',
  ],
  'rules.reaction.title': ['Reactions', 'Réactions'],
  'rules.reaction.body': [
    'Only in the opponent’s turn, against an attack on one of your champions; one per attack.',
    'Seulement pendant le tour adverse, contre une attaque visant un de vos champions ; une par attaque.',
  ],
  'rules.ko.title': ['Knock-outs', 'Hors de combat'],
  'rules.ko.body': [
    'A champion whose damage reaches its HP goes to the portal; the other team scores 1 VP and the attacker becomes Experienced.',
    'Un champion dont les dommages atteignent ses PV part au portail ; l’autre équipe marque 1 PV et l’attaquant devient Expérimenté.',
  ],
  'rules.traps.title': ['Traps', 'Pièges'],
  'rules.traps.body': [
    'Four face-down traps are always on the board; entering one triggers it.',
    'Quatre pièges face cachée sont toujours en jeu ; y entrer les déclenche.',
  ],
  'rules.keywords.title': ['Keywords', 'Mots-clés'],
  'rules.keywords.body': [
    'Push, Pull, Fear, Transfer, Place, Dash, Dive, Jump, Heal, Draw, Plan, Poison, Doubled, Life drain, Stun, Root, Bloodied, Control.',
    'Poussée, Attraction, Peur, Transfert, Placer, Course, Piqué, Saut, Soin, Pioche, Plan, Poison, Doublé, Drain de vie, Étourdissement, Immobilisation, Mal en point, Contrôler.',
  ],
};

function build(): StringCatalog {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const [k, [e, f]] of Object.entries(S)) {
    en[`sfb.${k}`] = e;
    fr[`sfb.${k}`] = f;
  }
  // Content names, for renderers: sfb.card.<id>, sfb.challenge.<id>.
  for (const c of CONTENT.cards) {
    en[`sfb.card.${c.id}`] = c.name.en;
    fr[`sfb.card.${c.id}`] = c.name.fr;
  }
  for (const c of CONTENT.challenges) {
    en[`sfb.challenge.${c.id}`] = c.name.en;
    fr[`sfb.challenge.${c.id}`] = c.name.fr;
  }
  return { en, fr };
}

export const strings: StringCatalog = build();
