/**
 * The Discord side of Champions of Hara in English and French: /challenge
 * option names and choices, status and idle lines, what a replay reveals,
 * errors of the options, and the rules sections about playing here.
 * Merged into the module's catalog in index.ts.
 */
import type { StringCatalog } from '../../core/text.js';
import { SCENARIOS } from './content/index.js';
import { CHARACTERS } from './content/schema.js';
import { CONTENT } from './content/index.js';

const S: Record<string, [en: string, fr: string]> = {
  'option.mode': ['Mode', 'Mode'],
  'option.mode.help': [
    // Shared with Ascension Tactics' option of the same name (one Discord option): the same words in both games.
    'Ascension Tactics: duel, 2 vs 2, Melee, Solo, Co-op; Champions of Hara: Versus or Intro Arena',
    'Ascension Tactics : duel, 2 c. 2, Mêlée, Solo, Co-op ; Champions of Hara : Arène Versus, Initiation',
  ],
  'option.mode.versus': ['Versus Arena (10 of each energy)', 'Arène Versus (10 de chaque énergie)'],
  'option.mode.intro': ['Intro Arena (5 of each energy)', 'Arène d’initiation (5 de chaque énergie)'],
  'option.scenario': ['Scenario', 'Scénario'],
  // Shared with Ascension Tactics' `scenario` (its map).
  'option.scenario.help': [
    'Ascension Tactics: the map; Champions of Hara: a scenario instead of an arena',
    'Ascension Tactics : la carte ; Champions of Hara : un scénario plutôt qu’une arène',
  ],
  'option.character': ['Character', 'Personnage'],
  'option.character.help': ['Champions of Hara: the character you play', 'Champions of Hara : le personnage que vous jouez'],
  'coh.ui.err.modeScenario': [
    'Choose an arena (mode) or a scenario, not both: a scenario has its own objective.',
    'Choisissez une arène (mode) ou un scénario, pas les deux : un scénario a son propre objectif.',
  ],
  'coh.ui.err.solo': [
    '{scenario} is {character}’s Solo scenario: leave the character out or choose {character}.',
    '{scenarioFr} est le scénario Solo de {characterFr} : ne choisissez pas de personnage, ou choisissez {characterFr}.',
  ],
  'coh.ui.st.scenario': ['Scenario {scenario}', 'Scénario {scenarioFr}'],
  'coh.ui.st.doom': ['Doom {doom}', 'Fatalité {doom}'],
  'coh.ui.st.persephone': [
    'Persephone on {space}: Health {health}, FEAR {fear}, energy given {given}/15; terror tokens {terror}',
    'Perséphone sur {spaceFr} : Santé {health}, PEUR {fear}, énergie donnée {given}/15 ; jetons de terreur {terror}',
  ],
  'coh.ui.st.leaf': ['Leaf on {space}: MOMENTUM {momentum}, tokens {tokens}/6', 'Leaf sur {spaceFr} : ÉLAN {momentum}, jetons {tokens}/6'],
  'coh.ui.st.corrupted': ['{name}: Health {health}, Resilience {resilience}', '{nameFr} : Santé {health}, Résilience {resilience}'],
  'coh.ui.st.corruptedTurn': ['Day {day}: the Corrupted are acting.', 'Jour {day} : les Corrompus agissent.'],
  'coh.ui.idle.corrupted': [
    'The Corrupted are acting: your turn comes after theirs.',
    'Les Corrompus agissent : votre tour vient après le leur.',
  ],
  'coh.ui.reveal.hands': ['Every character’s hand is shown.', 'La main de chaque personnage est montrée.'],
  'coh.ui.rules.here.title': ['Playing in Discord', 'Jouer sur Discord'],
  'coh.ui.rules.here.body': [
    'The match message shows the world: the map on the left, the Dojo and the six Worlds, each space with its card (a Monster as a short code with its Health left in red, a gold border for a Boss; a Rift in purple; a face-down Event ?, or Dusk card ☾), characters as coloured discs with their initial, the Corrupted as dark diamonds. On the right: the Day track (☀ Dawn, ☾ Dusk, the round being played lit), a block per character (energies, ♥ Health, ✦ Spirit, special resource), the Corrupted, the scenario, and the legend of the codes with the cards’ names (★ a Boss). Zoom shows the action up close with the names on the cards. Your panel shows your character sheet: tracks, the cards in your hand (both halves) and on the board, your Items. When a choice is a space (a Move step, a Transport, a target), the picture labels each space with a letter: press the button with that letter.',
    'Le message de la partie montre le monde : la carte à gauche, le Dojo et les six Mondes, chaque case avec sa carte (un Monstre en code court avec sa Santé restante en rouge, un cadre doré pour un Boss ; une Faille en violet ; un Événement face cachée ?, ou une carte Crépuscule ☾), les personnages en disques de couleur marqués de leur initiale, les Corrompus en losanges sombres. À droite : la piste des Jours (☀ Aube, ☾ Crépuscule, le tour en cours éclairé), un bloc par personnage (énergies, ♥ Santé, ✦ Esprit, ressource spéciale), les Corrompus, le scénario, et la légende des codes avec le nom des cartes (★ un Boss). Zoom montre l’action de près, avec les noms sur les cartes. Votre panneau montre votre fiche : pistes, cartes en main (leurs deux moitiés) et en jeu, Objets. Quand un choix est une case (un pas de Mouvement, un Transport, une cible), l’image marque chaque case d’une lettre : appuyez sur le bouton de cette lettre.',
  ],
  'coh.ui.rules.setup.title': ['Challenging', 'Défier'],
  'coh.ui.rules.setup.body': [
    '/challenge game:Champions of Hara with 2–4 players: `mode` Versus (the first back on The Dojo with 10 of each energy) or Intro (5). Or choose a `scenario` instead: Solo ones are played alone (add no opponent), co-op ones together against the scenario, S05 and S11 one team against the other. `character` picks yours; the others get the first free ones. Bots can fill seats.',
    '/challenge game:Champions of Hara à 2–4 joueurs : `mode` Versus (le premier de retour au Dojo avec 10 de chaque énergie) ou Initiation (5). Ou choisissez un `scenario` : les Solo se jouent seul (sans adversaire), les coopératifs ensemble contre le scénario, S05 et S11 une équipe contre l’autre. `character` choisit le vôtre ; les autres reçoivent les premiers libres. Des bots peuvent compléter la table.',
  ],
};

function build(): StringCatalog {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const [k, [e, f]] of Object.entries(S)) {
    en[k] = e;
    fr[k] = f;
  }
  for (const d of SCENARIOS) {
    const n = String(d.num).padStart(2, '0');
    // S14 is for 2 or 4 characters, not 3.
    const who = d.id === 's14' ? '2 / 4' : d.players.min === d.players.max ? String(d.players.min) : `${d.players.min}–${d.players.max}`;
    const kindEn = { coop: 'co-op', teams: 'teams', ffa: 'free-for-all', solo: 'Solo' }[d.kind];
    const kindFr = { coop: 'coopératif', teams: 'équipes', ffa: 'chacun pour soi', solo: 'Solo' }[d.kind];
    en[`option.scenario.${d.id}`] = `S${n} ${d.name.en} (${kindEn}, ${who})`;
    fr[`option.scenario.${d.id}`] = `S${n} ${d.name.fr} (${kindFr}, ${who})`;
  }
  for (const c of CHARACTERS) {
    const def = CONTENT.characters.find((x) => x.id === c)!;
    en[`option.character.${c}`] = def.name.en;
    fr[`option.character.${c}`] = def.name.fr;
  }
  return { en, fr };
}

export const discordStrings: StringCatalog = build();
