/**
 * The Discord side's words for Ascension Tactics: /challenge options, the
 * spatial picker's short labels, the idle line, the replay's reveal and the
 * /rules sections about playing here. Merged into the module's catalog in
 * index.ts (the engine's own strings stay in rules/strings.ts).
 */
import type { StringCatalog } from '../../core/text.js';

const S: Record<string, [en: string, fr: string]> = {
  // /challenge options (option.<name>, option.<name>.<value>, option.<name>.help).
  'option.mode': ['Mode', 'Mode'],
  // Shared with Champions of Hara's options of the same names (one Discord option each): the same words in both games.
  'option.mode.help': [
    'Ascension Tactics: duel, 2 vs 2, Melee, Solo, Co-op; Champions of Hara: Versus or Intro Arena',
    'Ascension Tactics : duel, 2 c. 2, Mêlée, Solo, Co-op ; Champions of Hara : Arène Versus, Initiation',
  ],
  'option.mode.duel': ['duel (1 vs 1)', 'duel (1 contre 1)'],
  'option.mode.teams': ['2 vs 2 (opponent2 is your teammate)', '2 contre 2 (opponent2 est votre coéquipier)'],
  'option.mode.teams.short': ['2 vs 2', '2 contre 2'],
  'option.mode.melee': ['Melee (3 or 4, each for themselves)', 'Mêlée (3 ou 4, chacun pour soi)'],
  'option.mode.solo': ['Solo against the Evil Player', 'Solo contre le Joueur Maléfique'],
  'option.mode.coop': ['Co-op (2 against the Evil Player)', 'Co-op (2 contre le Joueur Maléfique)'],
  'option.difficulty': ['Difficulty', 'Difficulté'],
  'option.difficulty.help': [
    'Ascension Tactics Solo/Co-op: the Evil Player’s level',
    'Ascension Tactics Solo/Co-op : le niveau du Joueur Maléfique',
  ],
  'option.difficulty.standard': ['standard', 'standard'],
  'option.difficulty.hard': ['hard', 'difficile'],
  'option.difficulty.nightmare': ['nightmare', 'cauchemar'],
  'option.squads': ['Squads', 'Escouades'],
  'option.squads.help': [
    'Ascension Tactics: suggested squads or Champion Selection',
    'Ascension Tactics : escouades suggérées ou Sélection des Champions',
  ],
  'option.squads.suggested': ['the scenario’s suggested squads', 'les escouades suggérées du scénario'],
  'option.squads.selection': ['Champion Selection (draft)', 'Sélection des Champions (draft)'],
  'option.overlord': ['Overlord', 'Seigneur'],
  'option.overlord.help': [
    'Ascension Tactics Solo/Co-op: the last seat plays the Evil Player',
    'Ascension Tactics Solo/Co-op : le dernier siège joue le Joueur Maléfique',
  ],
  'option.overlord.no': ['no (the automaton plays the Evil Player)', 'non (l’automate joue le Joueur Maléfique)'],
  'option.overlord.yes': ['yes (the last seat plays the Evil Player)', 'oui (le dernier siège joue le Joueur Maléfique)'],
  'option.scenario': ['Scenario', 'Scénario'],
  'option.scenario.help': [
    'Ascension Tactics: the map; Champions of Hara: a scenario instead of an arena',
    'Ascension Tactics : la carte ; Champions of Hara : un scénario plutôt qu’une arène',
  ],
  'option.scenario.three-sanctuaries': ['The Battle of the Three Sanctuaries (duel)', 'La Bataille des Trois Sanctuaires (duel)'],
  'option.scenario.beacon-heights': ['The Beacon Heights (duel)', 'Les Hauteurs des Balises (duel)'],
  'option.scenario.twin-bridges': ['The Twin Bridges (2 vs 2)', 'Les Ponts Jumeaux (2 contre 2)'],
  'option.scenario.four-winds': ['The Four Winds (Melee)', 'Les Quatre Vents (Mêlée)'],
  'option.scenario.warded-vale': ['The Warded Vale (Solo, Co-op)', 'Le Val gardé (Solo, Co-op)'],
  // Options that do not fit together: refused before anyone accepts.
  'at.ui.err.evilOnly': [
    '{option} is for Solo and Co-op only (mode solo or coop).',
    '{option} ne vaut qu’en Solo et en Co-op (mode solo ou coop).',
  ],
  'at.ui.err.overlordLevel': [
    'The difficulty levels are for the automaton: leave difficulty out with Overlord.',
    'Les niveaux de difficulté sont pour l’automate : n’indiquez pas de difficulté avec le Seigneur.',
  ],
  'at.ui.err.scenario': [
    '{map} is not played in this mode; it is played in: {modes}.',
    '{mapFr} ne se joue pas dans ce mode ; il se joue en : {modesFr}.',
  ],
  'at.ui.err.seats': [
    'This mode is for {counts} seats (you, your opponents and bots).',
    'Ce mode se joue à {counts} sièges (vous, vos adversaires et les bots).',
  ],
  // The spatial picker's short labels beside each hex's letter.
  'at.ui.pick.move': ['{n, plural, one {# point} other {# points}}', '{n, plural, one {# point} other {# points}}'],
  'at.ui.pick.moveTo': ['{place} · {n, plural, one {# point} other {# points}}', '{placeFr} · {n, plural, one {# point} other {# points}}'],
  'at.ui.pick.portal': ['Portal', 'Portail'],
  'at.ui.place.sanctuary': ['Sanctuary', 'Sanctuaire'],
  'at.ui.place.forest': ['Forest', 'Forêt'],
  'at.ui.place.portal': ['Portal', 'Portail'],
  'at.ui.place.corruption': ['Corruption', 'Corruption'],
  'at.ui.place.beacon': ['Beacon', 'Balise'],
  'at.ui.place.treasure': ['Treasure', 'Trésor'],
  'at.ui.place.well': ['Enchantment', 'Enchantement'],
  // The panel when another seat decides.
  'at.ui.idle.partner': [
    '{player}, your teammate, is in the middle of an activation or a choice (one at a time per team): your choices come back when it is over.',
    '{player}, votre coéquipier, est au milieu d’une activation ou d’un choix (un à la fois par équipe) : vos choix reviennent quand il a fini.',
  ],
  'at.ui.idle.partnerDone': [
    'You have finished your part of the team turn: {player}, your teammate, is still playing it.',
    'Vous avez terminé votre part du tour d’équipe : {player}, votre coéquipier, le joue encore.',
  ],
  'at.ui.idle.evil': ['The Evil Player is taking its turn.', 'Le Joueur Maléfique joue son tour.'],
  'at.ui.st.mode': ['{mode} · {map}', '{modeFr} · {mapFr}'],
  'at.ui.st.evil': [
    'Evil Player: {honor} Honor · Intrigue deck {n} · last Intrigue: {card}',
    'Joueur Maléfique : {honor} Honneur · pioche Intrigue {n} · dernière Intrigue : {cardFr}',
  ],
  'at.ui.st.evilNone': ['Evil Player: {honor} Honor · Intrigue deck {n}', 'Joueur Maléfique : {honor} Honneur · pioche Intrigue {n}'],
  'at.ui.mode.duel': ['Duel', 'Duel'],
  'at.ui.mode.teams': ['2 vs 2', '2 contre 2'],
  'at.ui.mode.melee': ['Melee', 'Mêlée'],
  'at.ui.mode.solo': ['Solo', 'Solo'],
  'at.ui.mode.coop': ['Co-op', 'Co-op'],
  // Record boards of Solo and Co-op (/records).
  'at.ui.record.board': ['{mode} · {map} · {level}', '{modeFr} · {mapFr} · {levelFr}'],
  'at.ui.record.rounds': ['{n, plural, one {# round} other {# rounds}}', '{n, plural, one {# manche} other {# manches}}'],
  // Replays: what an ended match reveals.
  'at.ui.reveal.hand': ['{name}’s hand: {cards}', 'Main de {name} : {cardsFr}'],
  'at.ui.reveal.treasures': ['{name}’s Treasures: {cards}', 'Trésors de {name} : {cardsFr}'],
  'at.ui.reveal.field': ['Face-down Treasures on the battlefield: {cards}', 'Trésors face cachée sur le champ de bataille : {cardsFr}'],
  'at.ui.err.unknownMap': ['Unknown scenario {map}: choose one of {maps}.', 'Scénario inconnu {map} : choisissez parmi {maps}.'],
  // /rules: playing here.
  'at.ui.rules.here.title': ['Playing here', 'Jouer ici'],
  'at.ui.rules.here.body': [
    '/challenge game:Ascension Tactics with mode (duel, teams, melee, solo, coop), scenario, squads (suggested or Champion Selection), difficulty and overlord for Solo and Co-op. Solo starts at once; bots fill the seats you ask for. On your turn, open your panel from the match message: play cards, buy from the center row, activate a Champion, then pick its move, deployment or target on the board picture, where each hex you may choose carries a letter (A, B, C…) matching a button. Your hand picture shows your cards, Runes, Power, Honor, Treasures and squad. In 2 vs 2 (and Co-op) you and your teammate share the turn and act at the same time, each from your own panel: one activation at a time per team, and the turn ends when you have both finished.',
    '/challenge game:Ascension Tactics avec mode (duel, teams, melee, solo, coop), scenario, squads (suggérées ou Sélection des Champions), difficulty et overlord pour le Solo et le Co-op. Le Solo commence aussitôt ; des bots prennent les sièges demandés. À votre tour, ouvrez votre panneau depuis le message de la partie : jouez des cartes, achetez dans la rangée centrale, activez un Champion, puis choisissez son déplacement, son déploiement ou sa cible sur l’image du plateau, où chaque case possible porte une lettre (A, B, C…) reprise par un bouton. L’image de votre main montre vos cartes, Runes, Puissance, Honneur, Trésors et votre escouade. En 2 contre 2 (et en Co-op) vous partagez le tour avec votre coéquipier et jouez en même temps, chacun depuis son panneau : une activation à la fois par équipe, et le tour finit quand vous avez tous les deux fini votre part.',
  ],
  'at.ui.rules.legend.title': ['The board picture', 'L’image du plateau'],
  'at.ui.rules.legend.body': [
    'Gold hexes are Sanctuaries (their border takes the colour of the side that controls them), green ones Forests, purple ones Corruption; a ring marks a Portal (dashed: inactive). Pawns carry their owner’s colour and two initials; a faded pawn is exhausted, a red number is its damage, a diamond is a Cultist. A “?” chest is a face-down Treasure, a tower a Beacon. In Solo and Co-op the Evil Player is dark red and its numbered diamonds are the Objective tokens. Below: the center row with each card’s cost (gold: Runes, red: Power for Monsters).',
    'Les cases dorées sont les Sanctuaires (leur bordure prend la couleur du camp qui les contrôle), les vertes des Forêts, les violettes la Corruption ; un anneau marque un Portail (pointillé : inactif). Les pions portent la couleur de leur propriétaire et deux initiales ; un pion pâle est épuisé, un nombre rouge donne ses dégâts, un losange est un Cultiste. Un coffre « ? » est un Trésor face cachée, une tour une Balise. En Solo et en Co-op le Joueur Maléfique est rouge sombre et ses losanges numérotés sont les jetons Objectif. En bas : la rangée centrale et le coût de chaque carte (doré : Runes, rouge : Puissance pour les Monstres).',
  ],
  'at.ui.rules.modes.title': ['Modes', 'Modes'],
  'at.ui.rules.modes.body': [
    'Duel: 2 players. 2 vs 2: seats 1 and 3 against 2 and 4, the team’s Honor is shared. Melee: 3 or 4 players, each for themselves. Solo: 1 player against the Evil Player, which plays an Intrigue card each turn (difficulty: standard, hard, nightmare). Co-op: 2 players together against it. Overlord: one more seat plays the Evil Player from a hand of Intrigue cards.',
    'Duel : 2 joueurs. 2 contre 2 : les sièges 1 et 3 contre 2 et 4, l’Honneur de l’équipe est commun. Mêlée : 3 ou 4 joueurs, chacun pour soi. Solo : 1 joueur contre le Joueur Maléfique, qui joue une carte Intrigue à chaque tour (difficulté : standard, difficile, cauchemar). Co-op : 2 joueurs ensemble contre lui. Seigneur : un siège de plus joue le Joueur Maléfique avec une main de cartes Intrigue.',
  ],
};

export const discordStrings: StringCatalog = {
  en: Object.fromEntries(Object.entries(S).map(([k, [en]]) => [k, en])),
  fr: Object.fromEntries(Object.entries(S).map(([k, [, fr]]) => [k, fr])),
};
