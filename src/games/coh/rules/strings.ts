import type { StringCatalog } from '../../../core/text.js';
import { CONTENT, CORRUPTED, EVERY_QUEST, SCENARIOS } from '../content/index.js';
import { abilityText, corruptedText, itemText, passiveText, questText, scenarioText, worldCardText } from './cardtext.js';

/** English and French strings, keyed without the `coh.` prefix here and with it in the catalog. */
const S: Record<string, [en: string, fr: string]> = {
  'p.turn': [
    'Your Adventure ({n, plural, one {# Activation} other {# Activations}} left): use a card, an Item, a Rift…, or end it',
    'Votre Aventure ({n, plural, one {# Activation restante} other {# Activations restantes}}) : une carte, un Objet, une Faille…, ou terminez',
  ],
  'p.stance': ['Choose your stance for this turn (not the previous one)', 'Choisissez votre posture pour ce tour (pas la précédente)'],
  'p.move': ['Move: {n, plural, one {# step} other {# steps}} left', 'Mouvement : {n, plural, one {# pas restant} other {# pas restants}}'],
  'p.transport': ['Transport: choose a space within {n}', 'Transport : choisissez une case à {n} au plus'],
  'p.target': ['Deal {n} damage: choose a target', 'Infligez {n, plural, one {# dégât} other {# dégâts}} : choisissez une cible'],
  'p.spend': ['Spend how much {res} (up to {max})?', 'Dépenser combien de {resFr} (jusqu’à {max}) ?'],
  'p.gold': ['Gold: choose the colour of a point ({n} to place)', 'Or : choisissez la couleur d’un point ({n} à placer)'],
  'p.loseEnergy': ['Defeated: choose an energy to lose ({n} to lose)', 'Vaincu : choisissez une énergie à perdre ({n} à perdre)'],
  'p.option': ['{card}: choose', '{cardFr} : choisissez'],
  'p.payFirst': ['{card}: pay Spirit before rolling (needs {target})', '{cardFr} : payez de l’Esprit avant de lancer (il faut {target})'],
  'p.payAfter': [
    '{card}: you rolled {roll}, {target} needed. Pay the difference in Spirit?',
    '{cardFr} : vous avez fait {roll}, il faut {target}. Payer la différence en Esprit ?',
  ],
  'p.ultimate': ['Take your Ultimate or your Alternate Ultimate?', 'Prendre votre Ultime ou votre Ultime Alternative ?'],
  'c.card': ['{card}', '{cardFr}'],
  'p.quest': [
    'Quests: keep {n, plural, one {one} other {#}} of these (the others go back to the box)',
    'Quêtes : gardez-en {n, plural, one {une} other {#}} (les autres retournent dans la boîte)',
  ],
  'p.questReward': ['{card}, part {n} done: who gains the reward?', '{cardFr}, étape {n} réussie : qui gagne la récompense ?'],
  'ev.wishNear': [
    'A scenario token fades from The Dojo: {n, plural, one {# is} other {# are}} left before the Wish.',
    'Un jeton Scénario s’efface du Dojo : {n, plural, one {il en reste #} other {il en reste #}} avant le Vœu.',
  ],
  'ev.wishDelayed': [
    'The Corrupted’s Wish recedes: {n} scenario tokens on The Dojo.',
    'Le Vœu du Corrompu recule : {n} jetons Scénario au Dojo.',
  ],
  'ev.wish': ['No scenario token is left: the Corrupted makes its Wish.', 'Plus aucun jeton Scénario : le Corrompu fait son Vœu.'],
  'ev.teamDoom': ['{who}’s team takes a Doom token ({n}).', 'L’équipe de {whoFr} prend un jeton Fatalité ({n}).'],
  'ev.questKept': ['{who} takes the Quest {card}.', '{whoFr} prend la Quête {cardFr}.'],
  'ev.questPart': ['{who} completes part {n} of the Quest {card}.', '{whoFr} réussit l’étape {n} de la Quête {cardFr}.'],
  'ev.passive': ['{who}’s Passive {card} takes effect.', 'La Capacité Passive {cardFr} de {whoFr} agit.'],
  'p.ward': ['Monsters are about to attack: use a Ward?', 'Les Monstres vont attaquer : utiliser une protection ?'],
  'c.hand': ['{card} (In Hand)', '{cardFr} (en main)'],
  'c.board': ['{card} (On Board)', '{cardFr} (en jeu)'],
  'c.item': ['Use {card}', 'Utiliser {cardFr}'],
  'c.rift': ['Close {card}', 'Fermer {cardFr}'],
  'c.ally': ['Take {card} as an Ally', 'Prendre {cardFr} comme Allié'],
  'c.dojo': ['Rest at The Dojo (+3 Health, +3 Spirit)', 'Se reposer au Dojo (+3 Santé, +3 Esprit)'],
  'c.reignite': ['Reignite (HEAT {heat})', 'Raviver (PRESSION {heat})'],
  'c.order': ['Turn order bonus: {card}', 'Bonus d’ordre du tour : {cardFr}'],
  'c.give': ['Give {card} to {who}', 'Donner {cardFr} à {whoFr}'],
  'c.end': ['End the Adventure', 'Finir l’Aventure'],
  'c.space': ['{space}', '{spaceFr}'],
  'c.stop': ['Stop here', 'S’arrêter ici'],
  'c.stay': ['Stay', 'Rester'],
  'c.monster': ['{card} ({space})', '{cardFr} ({spaceFr})'],
  'c.char': ['{who}', '{whoFr}'],
  'c.spend': ['{n} {res}', '{n} {resFr}'],
  'c.option': ['{label}', '{labelFr}'],
  'c.pay': ['Pay {n} Spirit', 'Payer {n} Esprit'],
  'c.ward': ['{card}: prevent {n}', '{cardFr} : éviter {n}'],
  'c.skip': ['No', 'Non'],
  'colour.red': ['Red', 'Rouge'],
  'colour.blue': ['Blue', 'Bleu'],
  'colour.green': ['Green', 'Vert'],
  'stance.crane': ['Crane: +1 Range, −1 Move', 'Grue : +1 Portée, −1 Mouvement'],
  'stance.tiger': ['Tiger: +1 damage, −1 Range', 'Tigre : +1 dégât, −1 Portée'],
  'stance.koi': ['Koi: +1 Activation, +1 damage taken', 'Carpe : +1 Activation, +1 dégât subi'],
  'ev.stance.crane': ['{who} takes the Crane stance.', '{whoFr} prend la posture de la Grue.'],
  'ev.stance.tiger': ['{who} takes the Tiger stance.', '{whoFr} prend la posture du Tigre.'],
  'ev.stance.koi': ['{who} takes the Koi stance.', '{whoFr} prend la posture de la Carpe.'],
  'ev.turn.dawn': ['Day {day}, Dawn: {who} plays.', 'Jour {day}, Aube : {whoFr} joue.'],
  'ev.turn.dusk': ['Day {day}, Dusk: {who} plays.', 'Jour {day}, Crépuscule : {whoFr} joue.'],
  'ev.dawn': ['Dawn of Day {day}.', 'Aube du Jour {day}.'],
  'ev.dusk': ['Dusk of Day {day}.', 'Crépuscule du Jour {day}.'],
  'ev.placedDawn': [
    'Dawn of Day {day}: {n, plural, one {# card placed} other {# cards placed}} on the Worlds.',
    'Aube du Jour {day} : {n, plural, one {# carte posée} other {# cartes posées}} sur les Mondes.',
  ],
  'ev.placedDusk': [
    'Dusk of Day {day}: {n, plural, one {# Dusk card placed} other {# Dusk cards placed}}.',
    'Crépuscule du Jour {day} : {n, plural, one {# carte de Crépuscule posée} other {# cartes de Crépuscule posées}}.',
  ],
  'ev.placed': ['{card} appears on {space}.', '{cardFr} apparaît sur {spaceFr}.'],
  'ev.placedEvent': ['An Event lies face down on {space}.', 'Un Événement est posé face cachée sur {spaceFr}.'],
  'ev.shift': ['World Shift: {card}.', 'Évolution du Monde : {cardFr}.'],
  'ev.energy': ['{who} gains {red} Red, {blue} Blue, {green} Green.', '{whoFr} gagne {red} Rouge, {blue} Bleu, {green} Vert.'],
  'ev.gold': ['{who} turns a Gold point into {colour}.', '{whoFr} convertit un point d’Or en {colourFr}.'],
  'ev.lost': ['{who} loses a {colour} point.', '{whoFr} perd un point {colourFr}.'],
  'ev.level': ['{who} levels up: {card}.', '{whoFr} monte de niveau : {cardFr}.'],
  'ev.ultimate': ['{who} takes the Ultimate {card}.', '{whoFr} prend l’Ultime {cardFr}.'],
  'ev.gritHealth': ['{who} pays {n} GRIT with Health.', '{whoFr} paie {n} CRAN avec sa Santé.'],
  'ev.hurt': ['{who} takes {n} damage.', '{whoFr} subit {n, plural, one {# dégât} other {# dégâts}}.'],
  'ev.defeated': ['{who} is defeated and respawns on The Dojo.', '{whoFr} est vaincu et revient au Dojo.'],
  'ev.dojoSafe': ['{card} cannot hurt {who} on The Dojo.', '{cardFr} ne peut pas blesser {whoFr} au Dojo.'],
  'ev.dojoRest': ['No Monster can hurt {who} on The Dojo.', 'Aucun Monstre ne peut blesser {whoFr} au Dojo.'],
  'ev.critical': [
    '{card} rolls {roll}: Critical, +{n} damage.',
    '{cardFr} fait {roll} : Critique, +{n, plural, one {# dégât} other {# dégâts}}.',
  ],
  'ev.warded': ['{who} prevents {n} damage.', '{whoFr} évite {n, plural, one {# dégât} other {# dégâts}}.'],
  'ev.attacks': ['{card} attacks {who} for {n} damage.', '{cardFr} attaque {whoFr} : {n, plural, one {# dégât} other {# dégâts}}.'],
  'ev.hitMonster': ['{card} takes {n} damage ({left} left).', '{cardFr} subit {n, plural, one {# dégât} other {# dégâts}} (reste {left}).'],
  'ev.monsterDown': ['{who} defeats {card}.', '{whoFr} vainc {cardFr}.'],
  'ev.event': ['{who} reveals the Event {card}.', '{whoFr} révèle l’Événement {cardFr}.'],
  'ev.rift': ['{who} closes {card}.', '{whoFr} ferme {cardFr}.'],
  'ev.ally': ['{card} joins {who} as an Ally.', '{cardFr} rejoint {whoFr} comme Allié.'],
  'ev.roll': ['{who} rolls {roll} ({target} needed).', '{whoFr} fait {roll} (il faut {target}).'],
  'ev.success': ['{card}: success for {who} ({total}).', '{cardFr} : succès pour {whoFr} ({total}).'],
  'ev.fail': ['{card}: failure for {who} ({total}).', '{cardFr} : échec pour {whoFr} ({total}).'],
  'ev.item': ['{who} takes {card}.', '{whoFr} prend {cardFr}.'],
  'ev.noItem': ['No {card} is left in the Item deck for {who}.', 'Plus de {cardFr} dans le paquet Objet pour {whoFr}.'],
  'ev.useItem': ['{who} uses {card}.', '{whoFr} utilise {cardFr}.'],
  'ev.give': ['{who} gives {card} to {to}.', '{whoFr} donne {cardFr} à {toFr}.'],
  'ev.noTarget': ['{who} has no target in range.', '{whoFr} n’a aucune cible à portée.'],
  'ev.heal': ['{who} gains {n} Health.', '{whoFr} gagne {n} Santé.'],
  'ev.spirit': ['{who} gains {n} Spirit.', '{whoFr} gagne {n} Esprit.'],
  'ev.loseSpirit': ['{who} loses {n} Spirit.', '{whoFr} perd {n} Esprit.'],
  'ev.recallDojo': ['{who} is transported to The Dojo.', '{whoFr} est transporté au Dojo.'],
  'ev.move': ['{who} moves from {from} to {space}.', '{whoFr} va de {fromFr} à {spaceFr}.'],
  'ev.transport': ['{who} is transported to {space}.', '{whoFr} est transporté sur {spaceFr}.'],
  'ev.fromHand': ['{who} uses {card} from hand.', '{whoFr} utilise {cardFr} depuis sa main.'],
  'ev.fromBoard': ['{who} uses {card} on the board.', '{whoFr} utilise {cardFr} en jeu.'],
  'ev.dojoHeal': ['{who} rests at The Dojo.', '{whoFr} se repose au Dojo.'],
  'ev.reignite': ['{who} reignites: +{heat} MANA, rolls {roll}.', '{whoFr} ravive : +{heat} MANA, fait {roll}.'],
  'ev.burnOut': ['{who} burns out!', '{whoFr} s’épuise !'],
  'ev.order': ['{who} uses the turn order bonus {card}.', '{whoFr} utilise le bonus d’ordre du tour {cardFr}.'],
  'ev.champion': [
    '{who} is back on The Dojo with every energy full: Champion of Hara!',
    '{whoFr} est de retour au Dojo, toutes énergies pleines : Champion de Hara !',
  ],
  'ev.noWinner': ['Dusk of Day 6 is over: nobody is crowned.', 'Le Crépuscule du Jour 6 est fini : personne n’est couronné.'],
  'ev.corruptedIn': [
    '{corr} enters play on {space} ({n, plural, one {# Resilience token} other {# Resilience tokens}}).',
    '{corrFr} entre en jeu sur {spaceFr} ({n, plural, one {# jeton Résilience} other {# jetons Résilience}}).',
  ],
  'ev.hitCorrupted': [
    '{corr} takes {n} damage ({left} Health left on the gauge).',
    '{corrFr} subit {n, plural, one {# dégât} other {# dégâts}} (il reste {left} Santé sur la jauge).',
  ],
  'ev.resilience': [
    '{corr} falls to 0: a Resilience token is removed ({n} left).',
    '{corrFr} tombe à 0 : un jeton Résilience est retiré (il en reste {n}).',
  ],
  'ev.regenerates': ['{corr} rises again with 1 Resilience token.', '{corrFr} se relève avec 1 jeton Résilience.'],
  'ev.corruptedDown': ['{corr} is defeated.', '{corrFr} est vaincu.'],
  'ev.corruptedAttacks': ['{corr} attacks {who} for {n}.', '{corrFr} attaque {whoFr} : {n}.'],
  'ev.corruptedHitsMonster': [
    '{corr} deals {n} damage to {card}.',
    '{corrFr} inflige {n, plural, one {# dégât} other {# dégâts}} à {cardFr}.',
  ],
  'ev.monsterGone': ['{card} is defeated, with no reward.', '{cardFr} est vaincu, sans récompense.'],
  'ev.corruptedMisses': ['{corr} finds no target.', '{corrFr} ne trouve pas de cible.'],
  'ev.corruptedMends': ['{corr} mends: {n} Health on the gauge.', '{corrFr} se soigne : {n} Santé sur la jauge.'],
  'ev.corruptedMoves': ['{corr} moves to {space}.', '{corrFr} va sur {spaceFr}.'],
  'ev.corruptedActs': ['{corr} rolls {roll}: {ability}.', '{corrFr} fait {roll} : {abilityFr}.'],
  'ev.corruptedTurn': ['The Corrupted turn begins.', 'Le tour du Corrompu commence.'],
  'ev.corruptedLeaves': ['{corr} leaves play.', '{corrFr} quitte le jeu.'],
  'ev.corruptedExtra': ['{corr} gains {n} Activation.', '{corrFr} gagne {n} Activation.'],
  'ev.corruptedDojo': ['{corr} reaches The Dojo.', '{corrFr} atteint le Dojo.'],
  'ev.scenarioRoll': ['Scenario effect: the die shows {roll}.', 'Effet scénario : le dé donne {roll}.'],
  'ev.swapDojo': ['The Dojo swaps places with {world}.', 'Le Dojo échange sa place avec {worldFr}.'],
  'ev.scenarioWon': ['The scenario is won!', 'Le scénario est gagné !'],
  'ev.scenarioLost': ['The scenario is lost.', 'Le scénario est perdu.'],
  'ev.doom': ['A Doom counter is added ({n}).', 'Un compteur Fatalité est ajouté ({n}).'],
  'ev.doomFaceDown': [
    'Six Doom counters: they are turned face down and shuffled.',
    'Six compteurs Fatalité : ils sont retournés et mélangés.',
  ],
  'ev.doomReveal': ['A face-down Doom counter is revealed: No.{n}.', 'Un compteur Fatalité caché est révélé : n°{n}.'],
  'ev.tokensShuffled': ['The scenario tokens are shuffled among their spaces.', 'Les jetons Scénario sont mélangés entre leurs cases.'],
  'ev.tokenRemoved': ['Scenario token No.{n} is removed.', 'Le jeton Scénario n°{n} est retiré.'],
  'ev.tokensAgain': [
    'Every scenario token is gone: they are dealt again.',
    'Tous les jetons Scénario sont partis : ils sont redistribués.',
  ],
  'ev.hydraDojo': [
    '{n} World Bosses are down: The Ancient Hydra rises on The Dojo.',
    '{n} Chefs des Mondes sont tombés : l’Hydre ancestrale surgit au Dojo.',
  ],
  'ev.revealed': ['{card} is turned face up on {space}.', '{cardFr} est retourné sur {spaceFr}.'],
  'ev.loseHealth': ['{who} loses {n} Health.', '{whoFr} perd {n} Santé.'],
  'ev.askHelp': ['{who} asks {to} for help.', '{whoFr} demande de l’aide à {toFr}.'],
  'ev.helps': ['{who} helps with {card}.', '{whoFr} aide avec {cardFr}.'],
  'c.swapDojo': ['Swap the Dojo with {world}', 'Échanger le Dojo avec {worldFr}'],
  'c.corrupted': ['{corr} (Corrupted)', '{corrFr} (Corrompu)'],
  'c.help': ['Ask {who} for help (1 Activation)', 'Demander de l’aide à {whoFr} (1 Activation)'],
  'c.decline': ['Decline', 'Refuser'],
  'p.extra': [
    'An Activation outside your turn: play a card from your hand now, or let it go',
    'Une Activation hors de votre tour : jouez une carte de votre main maintenant, ou laissez-la passer',
  ],
  'ev.extraUse': ['{who} uses {card} from hand outside their turn.', '{whoFr} utilise {cardFr} depuis sa main hors de son tour.'],
  'p.peekDeck': ['Look at the top two cards of which deck?', 'Regarder les deux premières cartes de quel paquet ?'],
  'c.deck': ['The {deck} deck', 'Le paquet {deckFr}'],
  'p.peek': ['Put the top cards of the {deck} deck back', 'Remettez les premières cartes du paquet {deckFr}'],
  'c.peek.top': ['On top, in this order: {list}', 'Dessus, dans cet ordre : {listFr}'],
  'c.peek.bottom': ['At the bottom, in this order: {list}', 'Dessous, dans cet ordre : {listFr}'],
  'ev.peek.top': [
    '{who} looks at the top of the {deck} deck and puts the cards back on top.',
    '{whoFr} regarde le dessus du paquet {deckFr} et remet les cartes dessus.',
  ],
  'ev.peek.bottom': [
    '{who} looks at the top of the {deck} deck and puts the cards at the bottom.',
    '{whoFr} regarde le dessus du paquet {deckFr} et met les cartes dessous.',
  ],
  'p.kirin': ['Dawn Kirin: the top World Shift card is {card}', 'Kirin de l’aube : la première carte Évolution du Monde est {cardFr}'],
  'c.kirin.activate': ['Activate {card} now', 'Activer {cardFr} maintenant'],
  'c.kirin.discard': ['Discard {card}', 'Défausser {cardFr}'],
  'c.kirin.back': ['Put {card} back on top', 'Remettre {cardFr} sur le paquet'],
  'ev.shiftDiscarded': ['The World Shift card {card} is discarded.', 'La carte Évolution du Monde {cardFr} est défaussée.'],
  'ev.tokenRevealed': [
    'Scenario token No.{n} on {space} is turned face up.',
    'Le jeton Scénario n°{n} sur {spaceFr} est retourné face visible.',
  ],
  'c.token': ['Scenario token No.{n} on {space}', 'Jeton Scénario n°{n} sur {spaceFr}'],
  'ev.hitToken': [
    'Scenario token No.{n} takes {dmg} damage ({left} to go).',
    'Le jeton Scénario n°{n} subit {dmg, plural, one {# dégât} other {# dégâts}} (encore {left}).',
  ],
  'ev.tokenDown': ['{who} defeats scenario token No.{n}.', '{whoFr} vainc le jeton Scénario n°{n}.'],
  'c.fearAlly': [
    'Spend 6 FEAR: {corr} fights for you until the end of the next Corrupted turn',
    'Dépenser 6 PEUR : {corrFr} se bat pour vous jusqu’à la fin du prochain tour du Corrompu',
  ],
  'ev.fearAlly': ['{who} spends 6 FEAR to call a Corrupted to her side.', '{whoFr} dépense 6 PEUR pour appeler un Corrompu à ses côtés.'],
  'ev.noTokenLeft': ['Every scenario token is in play: nothing happens.', 'Tous les jetons Scénario sont en jeu : rien ne se passe.'],
  'ev.razed': ['Scenario token No.{n} razes {space}.', 'Le jeton Scénario n°{n} dévaste {spaceFr}.'],
  'ev.worldRemoved': [
    '{world} is full: the World leaves play with its cards and tokens.',
    '{worldFr} est plein : le Monde quitte le jeu avec ses cartes et ses jetons.',
  ],
  'ev.targetsDrawn': [
    'Every character secretly draws another one’s Dash card: a new main target.',
    'Chaque personnage tire en secret la carte Dash d’un autre : une nouvelle cible principale.',
  ],
  'ev.targetDown': [
    '{to} was {who}’s target: {who} scores a point ({n}).',
    '{toFr} était la cible de {whoFr} : {whoFr} marque un point ({n}).',
  ],
  'ev.point': ['{who} takes a Resilience token and scores a point ({n}).', '{whoFr} retire un jeton Résilience et marque un point ({n}).'],
  'ev.pointsWinner': ['{who} has the most points ({n}).', '{whoFr} a le plus de points ({n}).'],
  'ev.poorest': ['{who} has the least energy and gains 2 Activations.', '{whoFr} a le moins d’énergie et gagne 2 Activations.'],
  'ev.bossToken': ['{card} gains a Resilience token (+1 damage).', '{cardFr} gagne un jeton Résilience (+1 dégât).'],
  'ev.tokenTaken': ['{who} takes scenario token No.{n}.', '{whoFr} prend le jeton Scénario n°{n}.'],
  'c.giveToken': ['Give scenario token No.{n} to {who}', 'Donner le jeton Scénario n°{n} à {whoFr}'],
  'ev.giveToken': ['{who} gives scenario token No.{n} to {to}.', '{whoFr} donne le jeton Scénario n°{n} à {toFr}.'],
  'ev.phase': ['Phase {n} begins.', 'La phase {n} commence.'],
  'c.transfer': ['Give Persephone {n} {colour}', 'Donner {n} {colourFr} à Perséphone'],
  'ev.transfer': [
    '{who} gives Persephone {n} {colour} ({total} of 15 given).',
    '{whoFr} donne {n} {colourFr} à Perséphone ({total} sur 15 donnés).',
  ],
  'ev.persephoneFreed': [
    'Persephone is free: she now moves with Oric toward The Dojo.',
    'Perséphone est libérée : elle se déplace désormais avec Oric vers le Dojo.',
  ],
  'ev.persephoneTakesOver': [
    'Persephone, healed on The Dojo, takes Oric’s place and his Items.',
    'Perséphone, soignée au Dojo, prend la place d’Oric et ses Objets.',
  ],
  'ev.terrorIn': ['A terror token appears on {space}.', 'Un jeton de terreur apparaît sur {spaceFr}.'],
  'ev.terrorMax': ['Six terror tokens are already in play: none appears.', 'Six jetons de terreur sont déjà en jeu : aucun n’apparaît.'],
  'ev.terrorHits': [
    'A terror token reaches Persephone: she loses 2 Health ({n} left).',
    'Un jeton de terreur atteint Perséphone : elle perd 2 Santé (il lui en reste {n}).',
  ],
  'ev.persephoneTerrified': ['Persephone is Terrified: Oric gains his Ultimate.', 'Perséphone est Terrifiée : Oric gagne sa carte Ultime.'],
  'ev.persephoneDown': ['Persephone is defeated.', 'Perséphone est vaincue.'],
  'ev.terrorAttacks': ['A terror token attacks {who} for {n} damage.', 'Un jeton de terreur attaque {whoFr} : {n} dégâts.'],
  'ev.terrorDown': ['The terror token on {space} is defeated.', 'Le jeton de terreur sur {spaceFr} est vaincu.'],
  'c.terror': ['Terror token on {space}', 'Jeton de terreur sur {spaceFr}'],
  'ev.onlyRifts': [
    '{who} gains no energy: only closing a Rift gives energy here.',
    '{whoFr} ne gagne pas d’énergie : seule la fermeture d’une Faille en donne ici.',
  ],
  'ev.leafTurn': ['Leaf’s turn.', 'Tour de Leaf.'],
  'ev.leafReveals': ['Leaf reveals {card}.', 'Leaf révèle {cardFr}.'],
  'ev.leafCannotPay': [
    'Leaf cannot pay the MOMENTUM of {card}: his turn ends.',
    'Leaf ne peut pas payer l’ÉLAN de {cardFr} : son tour se termine.',
  ],
  'ev.leafMoves': ['Leaf moves to {space}.', 'Leaf se déplace sur {spaceFr}.'],
  'ev.leafToken': ['Leaf collects scenario token No.{n}.', 'Leaf ramasse le jeton Scénario n°{n}.'],
  'ev.leafHits': ['Leaf strikes {who} for {n} damage.', 'Leaf frappe {whoFr} : {n} dégâts.'],
  'ev.leafPush': ['Leaf pushes {who} to {space}.', 'Leaf repousse {whoFr} sur {spaceFr}.'],
  'ev.leafPileHand': [
    'Leaf’s pile is shuffled again: he now uses the In Hand halves.',
    'La pile de Leaf est remélangée : il utilise désormais les moitiés En main.',
  ],
  'ev.leafPileBoard': [
    'Leaf’s pile is shuffled again: he now uses the On Board halves.',
    'La pile de Leaf est remélangée : il utilise désormais les moitiés En jeu.',
  ],
  'ev.hydraDojo10': ['The Ancient Hydra rises on The Dojo.', 'L’Hydre ancestrale surgit au Dojo.'],
  'ev.hydraToken': [
    'A scenario token on The Ancient Hydra: {n, plural, one {# more Health} other {# more Health}}.',
    'Un jeton Scénario sur l’Hydre ancestrale : {n} Santé de plus.',
  ],
  'ev.ashuraJar': ['{corr} reaches the Jar holder.', '{corrFr} atteint le porteur de la Jarre.'],
  'ev.well': ['The Jar is filled at a sacred well ({n} of 6).', 'La Jarre est remplie à un puits sacré ({n} sur 6).'],
  'ev.jarTurn': ['{who}, holding the Jar, takes a new turn at once.', '{whoFr}, porteur de la Jarre, joue aussitôt un nouveau tour.'],
  'ev.valorToken': ['Persephone gains a scenario token ({n} of {goal}).', 'Perséphone gagne un jeton Scénario ({n} sur {goal}).'],
  'p.swapDojo': ['Scenario effect: you may swap the Dojo with a World', 'Effet scénario : vous pouvez échanger le Dojo avec un Monde'],
  'p.scenarioChoice': ['Scenario effect: choose', 'Effet scénario : choisissez'],
  'p.help': [
    '{who} asks for your help against a Monster: play an ability from your hand, or decline',
    '{whoFr} vous demande de l’aide contre un Monstre : jouez une capacité de votre main, ou refusez',
  ],
  'out.won': ['The scenario is won.', 'Le scénario est gagné.'],
  'out.lost': ['The scenario is lost.', 'Le scénario est perdu.'],
  'err.over': ['The game is over.', 'La partie est terminée.'],
  'err.notYou': ['It is not your decision.', 'Ce n’est pas à vous de décider.'],
  'err.notOffered': ['That move is not offered now: {what}.', 'Ce coup n’est pas proposé maintenant : {what}.'],
  'out.champion': ['{player} is crowned Champion of Hara.', '{player} est couronné Champion de Hara.'],
  'out.days': ['Day 6 ended without a Champion.', 'Le Jour 6 s’est fini sans Champion.'],
  'st.char': [
    '{player}: {red}/{blue}/{green} of {cap} (Red/Blue/Green), Health {health}, Spirit {spirit}',
    '{player} : {red}/{blue}/{green} sur {cap} (Rouge/Bleu/Vert), Santé {health}, Esprit {spirit}',
  ],
  'st.turn.dawn': ['Day {day}, Dawn: {player} is playing.', 'Jour {day}, Aube : {player} joue.'],
  'st.turn.dusk': ['Day {day}, Dusk: {player} is playing.', 'Jour {day}, Crépuscule : {player} joue.'],
  'st.over': ['The game is over.', 'La partie est terminée.'],
  'rules.summary': [
    'Roam the six Worlds of Hara, defeat Monsters, close Rifts and face Events for energy: the first back on The Dojo with every energy full is the Champion.',
    'Parcourez les six Mondes de Hara, battez des Monstres, fermez des Failles et affrontez des Événements pour gagner de l’énergie : le premier de retour au Dojo, toutes énergies pleines, est le Champion.',
  ],
  'rules.turn.title': ['Your turn', 'Votre tour'],
  'rules.turn.body': [
    'Adventure: up to 3 Activations, each one card from your hand (its In Hand half; it goes on the board) or from the board (its On Board half; it comes back at the end of the turn). Free halves cost no Activation. Then every Monster in range attacks you (never on The Dojo), and the turn ends.',
    'Aventure : jusqu’à 3 Activations, chacune une carte de votre main (sa moitié en main ; elle va en jeu) ou en jeu (sa moitié en jeu ; elle revient en main en fin de tour). Les moitiés Gratuites ne coûtent pas d’Activation. Puis chaque Monstre à portée vous attaque (jamais au Dojo), et le tour se termine.',
  ],
  'rules.world.title': ['Days and Worlds', 'Jours et Mondes'],
  'rules.world.body': [
    'Six Days of Dawn and Dusk: at Dawn each World places its top card on the space of the Day; at Dusk Dusk cards fall on rolled spaces; after Dusk the World shifts. Reaching 5 in a colour gives an Advanced card; Dusk of Day 3 gives every Ultimate.',
    'Six Jours d’Aube et de Crépuscule : à l’Aube chaque Monde place sa première carte sur la case du Jour ; au Crépuscule des cartes Dusk tombent sur des cases tirées aux dés ; après le Crépuscule, le Monde évolue. Atteindre 5 dans une couleur donne une carte Avancée ; le Crépuscule du Jour 3 donne les Ultimes.',
  ],
};

function build(): StringCatalog {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const [k, [e, f]] of Object.entries(S)) {
    en[`coh.${k}`] = e;
    fr[`coh.${k}`] = f;
  }
  // Content, for renderers and /rules: coh.card.<id> (name) and coh.cardText.<id>.
  const put = (id: string, name: { en: string; fr: string }, textEn: string, textFr: string) => {
    en[`coh.card.${id}`] = name.en;
    fr[`coh.card.${id}`] = name.fr;
    en[`coh.cardText.${id}`] = textEn;
    fr[`coh.cardText.${id}`] = textFr;
  };
  // Stryker disable next-line StringLiteral: cardtext.ts writes French for any language but 'en', so 'fr' blanked is the same text
  for (const a of [...CONTENT.abilities, ...CONTENT.alternates]) put(a.id, a.name, abilityText(a, 'en'), abilityText(a, 'fr'));
  // Stryker disable next-line StringLiteral: cardtext.ts writes French for any language but 'en', so 'fr' blanked is the same text
  for (const p of CONTENT.passives) put(p.id, p.name, passiveText(p, 'en'), passiveText(p, 'fr'));
  const worlds = Object.fromEntries(CONTENT.worlds.map((w) => [w.id, w.name]));
  // Stryker disable next-line StringLiteral: cardtext.ts writes French for any language but 'en', so 'fr' blanked is the same text
  for (const q of EVERY_QUEST) put(q.id, q.name, questText(q, 'en', worlds), questText(q, 'fr', worlds));
  for (const c of [...CONTENT.worlds.flatMap((w) => w.deck), ...CONTENT.dusk])
    put(c.id, c.name, worldCardText(c, 'en'), worldCardText(c, 'fr'));
  // Stryker disable next-line StringLiteral: cardtext.ts writes French for any language but 'en', so 'fr' blanked is the same text
  for (const i of CONTENT.items) put(`item-${i.num}`, i.name, itemText(i, 'en'), itemText(i, 'fr'));
  for (const c of CORRUPTED) put(`corrupted-${c.id}`, c.name, corruptedText(c, 'en'), corruptedText(c, 'fr'));
  const cards = new Map<string, { en: string; fr: string }>([
    ...[...CONTENT.worlds.flatMap((w) => w.deck), ...CONTENT.dusk].map((c) => [c.id, c.name] as const),
    ...CONTENT.items.map((i) => [`item-${i.num}`, i.name] as const),
  ]);
  const names = (id: string) => cards.get(id) ?? { en: id, fr: id };
  for (const d of SCENARIOS) put(`scenario-${d.id}`, d.name, scenarioText(d, 'en', names), scenarioText(d, 'fr', names));
  return { en, fr };
}

export const strings: StringCatalog = build();
