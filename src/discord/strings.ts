/**
 * The interface's string catalog, English and French. Games bring their own
 * catalogs (GameModule.strings); `translate` looks a key up in the game's
 * catalog first, then here. Variables are written {name}.
 */
import type { Locale, StringCatalog, Text } from '../core/text.js';

export const platformStrings: StringCatalog = {
  en: {
    'help.title': 'Tavern — tabletop games in Discord',
    'help.body':
      'Challenge a friend with `/challenge`, then play from the buttons under the match message.\n' +
      '• `/challenge game opponent` — start a match (more opponents for games of more seats, or bots)\n' +
      '• `/games` — your open matches, with links\n' +
      '• `/match resign` — give up a match; `/match abandon` — withdraw a challenge not yet accepted\n' +
      '• `/rules game` — how a game plays\n' +
      'Your hand and your choices only ever appear in messages that only you can see.',
    'help.games': 'Games: {games}',
    'challenge.text': '{challenger} challenges {opponents} to **{game}**.',
    'challenge.waiting': 'Waiting for: {names}',
    'challenge.accept': 'Accept',
    'challenge.decline': 'Decline',
    'challenge.declined': '{name} declined the challenge.',
    'challenge.abandoned': '{name} withdrew the challenge.',
    'challenge.accepted': '{name} accepted.',
    'challenge.started': 'The match has started: {link}',
    'challenge.threadName': '{game}: {names}',
    'challenge.needOpponent': 'Name at least one opponent, or add bots.',
    'challenge.noBotsInGame': 'Bots cannot be added here.',
    'challenge.notYou': 'You cannot challenge yourself.',
    'challenge.botOpponent': 'You cannot challenge a bot account; use the bots option instead.',
    'match.title': '{game} — match {short}',
    'match.turn': 'Waiting for: {names}',
    'match.yourTurn': 'Take my turn',
    'match.showHand': 'Show my hand',
    'match.rules': 'Rules',
    'match.resign': 'Resign',
    'match.lastEvents': 'Last events',
    'match.noEvents': 'Nothing has happened yet.',
    'match.finished': 'Match over. {ranking}',
    'match.place': '{place}. {names}',
    'match.resigned': 'Seat {seat} resigned.',
    'match.declinedStatus': 'Challenge declined.',
    'match.abandonedStatus': 'Challenge withdrawn.',
    'match.resignConfirm': 'Resign this match? This cannot be undone.',
    'match.resignYes': 'Yes, resign',
    'match.resignedBy': '{name} resigned.',
    'panel.title': 'Your panel — {game}',
    'panel.nothing': 'Nothing is asked of you right now.',
    'panel.choose': 'Choose',
    'panel.page': 'Page {page}/{pages}',
    'panel.next': 'More ▶',
    'panel.prev': '◀ Back',
    'panel.back': 'Back',
    'panel.group': 'First choose where: {text}',
    'panel.done': 'Done. {events}',
    'panel.refresh': 'Refresh',
    'panel.private': 'Only you can see this.',
    'games.none': 'You have no open matches here.',
    'games.title': 'Your matches',
    'games.line': '**{game}** vs {opponents} — {status} {link}',
    'games.status.challenged': 'waiting for an answer',
    'games.status.active': 'in play',
    'games.yourMove': 'your move',
    'games.theirMove': 'waiting for {names}',
    'rules.title': 'Rules — {game}',
    'error.unknownGame': 'There is no game called {game}.',
    'error.badOptions': 'Those options do not fit this game: {details}',
    'error.duplicatePlayer': 'Each player may take only one seat.',
    'error.seatCount': '{game} is played by {min} to {max} players.',
    'error.alreadyAccepted': 'You have already accepted.',
    'error.onlyChallenger': 'Only the player who made the challenge can withdraw it.',
    'error.notYourTurn': 'It is not your turn: nothing is asked of you right now.',
    'error.notOffered': 'That move is not available now.',
    'error.corrupt': 'This match’s saved state is damaged; a moderator has been told. Nothing was changed.',
    'error.unknownMatch': 'This match does not exist (any more).',
    'error.notAPlayer': 'This match is not yours: only its players can use these buttons.',
    'error.stale': 'The board has moved on since this was shown. Here is the current position.',
    'error.staleShort': 'The board has moved on since this was shown.',
    'error.status.challenged': 'This match has not started yet.',
    'error.status.active': 'This match is already under way.',
    'error.status.finished': 'This match is over.',
    'error.status.declined': 'This challenge was declined.',
    'error.status.cancelled': 'This match was cancelled.',
    'error.status.abandoned': 'This challenge was withdrawn.',
    'error.badButton': 'This button is not one of ours or is damaged; nothing was changed.',
    'error.unexpected': 'Something went wrong on our side; nothing was changed. (ref {ref})',
    'error.rateLimited': 'Easy there — too many clicks at once. Try again in a few seconds.',
    'error.missingPermissions': 'I cannot run a match here: I am missing {permissions} in this channel.',
    'error.noMatchHere': 'Name the match, or use this command in a match thread.',
    'error.guildOnly': 'Matches are played in servers, not in direct messages.',
    'error.manageServer': 'This needs the Manage Server permission.',
    'perm.SendMessages': 'Send Messages',
    'perm.AttachFiles': 'Attach Files',
    'perm.CreatePublicThreads': 'Create Public Threads',
    'perm.SendMessagesInThreads': 'Send Messages in Threads',
    'perm.ViewChannel': 'View Channel',
    'perm.EmbedLinks': 'Embed Links',
    'list.and': ' and ',
    'bot.name': 'Bot {n}',
  },
  fr: {
    'help.title': 'Tavern — des jeux de plateau dans Discord',
    'help.body':
      'Défiez un ami avec `/challenge`, puis jouez avec les boutons sous le message de la partie.\n' +
      '• `/challenge game opponent` — lancer une partie (plus d’adversaires pour les jeux à plusieurs, ou des bots)\n' +
      '• `/games` — vos parties en cours, avec leurs liens\n' +
      '• `/match resign` — abandonner une partie ; `/match abandon` — retirer un défi pas encore accepté\n' +
      '• `/rules game` — comment se joue un jeu\n' +
      'Votre main et vos choix n’apparaissent que dans des messages que vous seul voyez.',
    'help.games': 'Jeux : {games}',
    'challenge.text': '{challenger} défie {opponents} à **{game}**.',
    'challenge.waiting': 'En attente de : {names}',
    'challenge.accept': 'Accepter',
    'challenge.decline': 'Refuser',
    'challenge.declined': '{name} a refusé le défi.',
    'challenge.abandoned': '{name} a retiré le défi.',
    'challenge.accepted': '{name} a accepté.',
    'challenge.started': 'La partie commence : {link}',
    'challenge.threadName': '{game} : {names}',
    'challenge.needOpponent': 'Nommez au moins un adversaire, ou ajoutez des bots.',
    'challenge.noBotsInGame': 'On ne peut pas ajouter de bots ici.',
    'challenge.notYou': 'Vous ne pouvez pas vous défier vous-même.',
    'challenge.botOpponent': 'On ne peut pas défier un compte de bot ; utilisez plutôt l’option bots.',
    'match.title': '{game} — partie {short}',
    'match.turn': 'En attente de : {names}',
    'match.yourTurn': 'Jouer mon tour',
    'match.showHand': 'Voir ma main',
    'match.rules': 'Règles',
    'match.resign': 'Abandonner',
    'match.lastEvents': 'Derniers événements',
    'match.noEvents': 'Rien ne s’est encore passé.',
    'match.finished': 'Partie terminée. {ranking}',
    'match.place': '{place}. {names}',
    'match.resigned': 'Le siège {seat} a abandonné.',
    'match.declinedStatus': 'Défi refusé.',
    'match.abandonedStatus': 'Défi retiré.',
    'match.resignConfirm': 'Abandonner cette partie ? C’est définitif.',
    'match.resignYes': 'Oui, abandonner',
    'match.resignedBy': '{name} a abandonné.',
    'panel.title': 'Votre panneau — {game}',
    'panel.nothing': 'Rien ne vous est demandé pour l’instant.',
    'panel.choose': 'Choisir',
    'panel.page': 'Page {page}/{pages}',
    'panel.next': 'Suite ▶',
    'panel.prev': '◀ Retour',
    'panel.back': 'Retour',
    'panel.group': 'Choisissez d’abord où : {text}',
    'panel.done': 'C’est fait. {events}',
    'panel.refresh': 'Actualiser',
    'panel.private': 'Vous seul voyez ceci.',
    'games.none': 'Vous n’avez aucune partie en cours ici.',
    'games.title': 'Vos parties',
    'games.line': '**{game}** contre {opponents} — {status} {link}',
    'games.status.challenged': 'en attente de réponse',
    'games.status.active': 'en cours',
    'games.yourMove': 'à vous de jouer',
    'games.theirMove': 'en attente de {names}',
    'rules.title': 'Règles — {game}',
    'error.unknownGame': 'Aucun jeu ne s’appelle {game}.',
    'error.badOptions': 'Ces options ne conviennent pas à ce jeu : {details}',
    'error.duplicatePlayer': 'Chaque joueur ne peut occuper qu’une place.',
    'error.seatCount': '{game} se joue de {min} à {max} joueurs.',
    'error.alreadyAccepted': 'Vous avez déjà accepté.',
    'error.onlyChallenger': 'Seul le joueur qui a lancé le défi peut le retirer.',
    'error.notYourTurn': 'Ce n’est pas votre tour : rien ne vous est demandé pour l’instant.',
    'error.notOffered': 'Ce coup n’est pas possible maintenant.',
    'error.corrupt': 'L’état enregistré de cette partie est abîmé ; un modérateur est prévenu. Rien n’a été modifié.',
    'error.unknownMatch': 'Cette partie n’existe pas (ou plus).',
    'error.notAPlayer': 'Cette partie n’est pas la vôtre : seuls ses joueurs peuvent utiliser ces boutons.',
    'error.stale': 'La partie a avancé depuis l’affichage de ceci. Voici la position actuelle.',
    'error.staleShort': 'La partie a avancé depuis l’affichage de ceci.',
    'error.status.challenged': 'Cette partie n’a pas encore commencé.',
    'error.status.active': 'Cette partie est déjà en cours.',
    'error.status.finished': 'Cette partie est terminée.',
    'error.status.declined': 'Ce défi a été refusé.',
    'error.status.cancelled': 'Cette partie a été annulée.',
    'error.status.abandoned': 'Ce défi a été retiré.',
    'error.badButton': 'Ce bouton n’est pas des nôtres ou il est abîmé ; rien n’a été modifié.',
    'error.unexpected': 'Un problème est survenu de notre côté ; rien n’a été modifié. (réf. {ref})',
    'error.rateLimited': 'Doucement — trop de clics d’un coup. Réessayez dans quelques secondes.',
    'error.missingPermissions': 'Je ne peux pas lancer de partie ici : il me manque {permissions} dans ce salon.',
    'error.noMatchHere': 'Indiquez la partie, ou utilisez cette commande dans le fil d’une partie.',
    'error.guildOnly': 'Les parties se jouent sur les serveurs, pas en messages privés.',
    'error.manageServer': 'Il faut la permission Gérer le serveur.',
    'perm.SendMessages': 'Envoyer des messages',
    'perm.AttachFiles': 'Joindre des fichiers',
    'perm.CreatePublicThreads': 'Créer des fils publics',
    'perm.SendMessagesInThreads': 'Envoyer des messages dans les fils',
    'perm.ViewChannel': 'Voir le salon',
    'perm.EmbedLinks': 'Intégrer des liens',
    'list.and': ' et ',
    'bot.name': 'Bot {n}',
  },
};

/** Discord locales ('fr', 'en-US', 'en-GB'…) to ours. */
export function localeOf(discordLocale: string | null | undefined, fallback: Locale = 'en'): Locale {
  if (!discordLocale) return fallback;
  return discordLocale.startsWith('fr') ? 'fr' : 'en';
}

/** Resolves a Text in a locale: the game's catalog, then the platform's, then English. */
export function translate(text: Text, locale: Locale, game?: StringCatalog): string {
  if (typeof text === 'string') return text;
  const template =
    game?.[locale][text.key] ?? platformStrings[locale][text.key] ?? game?.en[text.key] ?? platformStrings.en[text.key] ?? text.key;
  const vars = text.vars ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** "A", "A and B", "A, B and C" in the locale. */
export function joinNames(names: string[], locale: Locale): string {
  if (names.length <= 1) return names.join('');
  const and = platformStrings[locale]['list.and']!;
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}
