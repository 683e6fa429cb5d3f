/**
 * Slash command definitions, with French localizations. The game choices and
 * per-game challenge options come from the registry, so adding a game adds
 * them here without touching this file.
 */
import {
  ApplicationCommandOptionType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  type APIApplicationCommandOption,
} from 'discord.js';
import type { GameRegistry } from '../games/registry.js';
import type { APIApplicationCommandBasicOption } from 'discord.js';

export const MAX_OPPONENTS = 5;

export function commandDefinitions(registry: GameRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  const gameChoices = registry.all().map((g) => ({ name: g.name, value: g.id }));
  const gameOption = (description: string, fr: string): APIApplicationCommandOption => ({
    type: ApplicationCommandOptionType.String,
    name: 'game',
    description,
    description_localizations: { fr },
    required: true,
    choices: gameChoices,
  });
  const opponents: APIApplicationCommandOption[] = Array.from({ length: MAX_OPPONENTS }, (_, i) => ({
    type: ApplicationCommandOptionType.User,
    name: i === 0 ? 'opponent' : `opponent${i + 1}`,
    description: i === 0 ? 'The player you challenge' : `Another player (games of ${i + 2}+ seats)`,
    description_localizations: { fr: i === 0 ? 'Le joueur que vous défiez' : `Un autre joueur (jeux à ${i + 2} places ou plus)` },
    required: false,
  }));
  const matchOption: APIApplicationCommandOption = {
    type: ApplicationCommandOptionType.String,
    name: 'match',
    description: 'Which match (defaults to this thread’s)',
    description_localizations: { fr: 'Quelle partie (par défaut celle de ce fil)' },
    required: false,
    autocomplete: true,
    max_length: 100,
  };
  return [
    {
      name: 'challenge',
      description: 'Challenge players to a game',
      description_localizations: { fr: 'Défier des joueurs à un jeu' },
      dm_permission: false,
      options: [
        gameOption('The game to play', 'Le jeu'),
        ...opponents,
        {
          type: ApplicationCommandOptionType.Integer as const,
          name: 'bots',
          description: 'Automated opponents to add',
          description_localizations: { fr: 'Adversaires automatiques à ajouter' },
          required: false,
          min_value: 0,
          max_value: MAX_OPPONENTS,
        },
        {
          type: ApplicationCommandOptionType.String as const,
          name: 'level',
          description: 'How the bots play (default normal)',
          description_localizations: { fr: 'Le niveau des bots (normal par défaut)' },
          required: false,
          choices: [
            { name: 'Easy', name_localizations: { fr: 'Facile' }, value: 'easy' },
            { name: 'Normal', name_localizations: { fr: 'Normal' }, value: 'normal' },
            { name: 'Hard', name_localizations: { fr: 'Difficile' }, value: 'hard' },
          ],
        },
        {
          type: ApplicationCommandOptionType.Boolean as const,
          name: 'open',
          description: 'Open table: anyone may join until you start',
          description_localizations: { fr: 'Table ouverte : chacun peut rejoindre jusqu’au lancement' },
          required: false,
        },
        timeOption('Time per move (default: the server’s)', 'Temps par coup (par défaut : celui du serveur)'),
        {
          type: ApplicationCommandOptionType.Boolean as const,
          name: 'rated',
          description: 'Counts for the server’s ratings (default yes; never with bots)',
          description_localizations: { fr: 'Compte pour le classement du serveur (oui par défaut ; jamais avec des bots)' },
          required: false,
        },
        ...gameSpecificOptions(registry),
      ].slice(0, 25) as APIApplicationCommandOption[],
    },
    {
      name: 'games',
      description: 'Your open matches in this server',
      description_localizations: { fr: 'Vos parties en cours sur ce serveur' },
      dm_permission: false,
      options: [
        {
          type: ApplicationCommandOptionType.Boolean,
          name: 'waiting',
          description: 'Only matches waiting for your move',
          description_localizations: { fr: 'Seulement les parties où c’est à vous de jouer' },
          required: false,
        },
        {
          type: ApplicationCommandOptionType.Boolean,
          name: 'finished',
          description: 'The server’s recently finished matches, to replay',
          description_localizations: { fr: 'Les parties terminées récemment sur le serveur, à revoir' },
          required: false,
        },
      ],
    },
    {
      name: 'match',
      description: 'Manage one of your matches',
      description_localizations: { fr: 'Gérer une de vos parties' },
      dm_permission: false,
      options: [
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'resign',
          description: 'Give up a match',
          description_localizations: { fr: 'Abandonner une partie' },
          options: [matchOption],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'abandon',
          description: 'Withdraw a challenge nobody accepted yet',
          description_localizations: { fr: 'Retirer un défi pas encore accepté' },
          options: [matchOption],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'void',
          description: 'Moderators: void a finished match; ratings are recomputed',
          description_localizations: { fr: 'Modération : annuler une partie terminée ; le classement est recalculé' },
          options: [
            { ...matchOption, description: 'The finished match', description_localizations: { fr: 'La partie terminée' }, required: true },
            {
              type: ApplicationCommandOptionType.String,
              name: 'reason',
              description: 'Why (cheating, a bug…)',
              description_localizations: { fr: 'Pourquoi (triche, bogue…)' },
              required: false,
              max_length: 200,
            },
          ],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'end',
          description: 'Moderators: end any match in this server',
          description_localizations: { fr: 'Modération : terminer une partie de ce serveur' },
          options: [
            {
              type: ApplicationCommandOptionType.String,
              name: 'reason',
              description: 'Why (recorded and shown)',
              description_localizations: { fr: 'Pourquoi (enregistré et affiché)' },
              required: true,
              max_length: 200,
            },
            matchOption,
          ],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'replay',
          description: 'Replay a match step by step (everything is revealed once it has ended)',
          description_localizations: { fr: 'Revoir une partie coup par coup (tout est révélé une fois finie)' },
          options: [
            matchOption,
            {
              type: ApplicationCommandOptionType.Integer,
              name: 'round',
              description: 'Start at this round',
              description_localizations: { fr: 'Commencer à cette manche' },
              required: false,
              min_value: 0,
              max_value: 10_000,
            },
            {
              type: ApplicationCommandOptionType.Integer,
              name: 'step',
              description: 'Start at this step (0: the set-up)',
              description_localizations: { fr: 'Commencer à cette étape (0 : la mise en place)' },
              required: false,
              min_value: 0,
              max_value: 1_000_000,
            },
          ],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'export',
          description: 'An ended match as a file (seed and moves) that npm run replay checks',
          description_localizations: { fr: 'Une partie finie en fichier (graine et coups) que npm run replay vérifie' },
          options: [matchOption],
        },
      ],
    },
    settingsCommand(registry),
    ...competitionCommands(gameChoices, gameSpecificOptions(registry, true)),
    { name: 'help', description: 'How Tavern works', description_localizations: { fr: 'Comment fonctionne Tavern' } },
    {
      name: 'rules',
      description: 'How a game plays',
      description_localizations: { fr: 'Les règles d’un jeu' },
      options: [gameOption('The game', 'Le jeu')],
    },
    {
      name: 'records',
      description: 'Record boards of solo and co-op modes: wins, best results',
      description_localizations: { fr: 'Records des modes solo et coopératifs : victoires, meilleurs résultats' },
      dm_permission: false,
      options: [
        gameOption('The game', 'Le jeu'),
        {
          type: ApplicationCommandOptionType.String,
          name: 'board',
          description: 'One board (scenario, difficulty): its best wins',
          description_localizations: { fr: 'Un tableau (scénario, difficulté) : ses meilleures victoires' },
          required: false,
          autocomplete: true,
          max_length: 60,
        },
      ],
    },
  ];
}

/** Time controls offered in commands, as the codes of src/platform/clock/time-control.ts. */
export const TIME_CONTROL_CHOICES = [
  { name: 'No time limit', name_localizations: { fr: 'Sans limite de temps' }, value: 'none' },
  { name: 'Live: 5 minutes per move', name_localizations: { fr: 'En direct : 5 minutes par coup' }, value: 'live:5' },
  { name: 'Live: 10 minutes per move', name_localizations: { fr: 'En direct : 10 minutes par coup' }, value: 'live:10' },
  { name: 'Live: 30 minutes per move', name_localizations: { fr: 'En direct : 30 minutes par coup' }, value: 'live:30' },
  ...[1, 2, 3, 5, 7, 14].map((d) => ({
    name: `Correspondence: ${d} day${d > 1 ? 's' : ''} per move`,
    name_localizations: { fr: `Par correspondance : ${d} jour${d > 1 ? 's' : ''} par coup` },
    value: `days:${d}`,
  })),
];

function timeOption(description: string, fr: string): APIApplicationCommandBasicOption {
  return {
    type: ApplicationCommandOptionType.String,
    name: 'time',
    description,
    description_localizations: { fr },
    required: false,
    choices: TIME_CONTROL_CHOICES,
  };
}

/** /settings notifications | vacation (every player) and server (Manage Server, checked by the handler). */
function settingsCommand(registry: GameRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const int = (
    name: string,
    description: string,
    fr: string,
    min: number,
    max: number,
    required = false,
  ): APIApplicationCommandBasicOption => ({
    type: ApplicationCommandOptionType.Integer,
    name,
    description,
    description_localizations: { fr },
    required,
    min_value: min,
    max_value: max,
  });
  return {
    name: 'settings',
    description: 'Your reminders and vacations; the server’s defaults',
    description_localizations: { fr: 'Vos rappels et vacances ; les réglages du serveur' },
    dm_permission: false,
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'notifications',
        description: 'How often to remind you of matches waiting for your move',
        description_localizations: { fr: 'À quelle fréquence vous rappeler les parties qui attendent votre coup' },
        options: [
          {
            type: ApplicationCommandOptionType.String,
            name: 'frequency',
            description: 'Off, every 4/8/24 hours, or one daily digest',
            description_localizations: { fr: 'Jamais, toutes les 4/8/24 heures, ou un récapitulatif quotidien' },
            required: true,
            choices: [
              { name: 'Off', name_localizations: { fr: 'Jamais' }, value: 'off' },
              { name: 'Every 4 hours', name_localizations: { fr: 'Toutes les 4 heures' }, value: '4' },
              { name: 'Every 8 hours', name_localizations: { fr: 'Toutes les 8 heures' }, value: '8' },
              { name: 'Every 24 hours', name_localizations: { fr: 'Toutes les 24 heures' }, value: '24' },
              { name: 'Daily digest', name_localizations: { fr: 'Récapitulatif quotidien' }, value: 'digest' },
            ],
          },
          int('hour', 'Digest: the hour on your clock (0–23)', 'Récapitulatif : l’heure chez vous (0 à 23)', 0, 23),
          {
            type: ApplicationCommandOptionType.String,
            name: 'utc_offset',
            description: 'Digest: your offset from UTC, e.g. +02:00',
            description_localizations: { fr: 'Récapitulatif : votre décalage UTC, par ex. +02:00' },
            required: false,
            max_length: 10,
          },
          {
            type: ApplicationCommandOptionType.Boolean,
            name: 'dm',
            description: 'Send reminders by direct message',
            description_localizations: { fr: 'Envoyer les rappels en message privé' },
            required: false,
          },
        ],
      },
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'vacation',
        description: 'Pause your clocks for whole days (0 ends your vacation)',
        description_localizations: { fr: 'Arrêter vos pendules pour des jours entiers (0 termine vos vacances)' },
        options: [int('days', 'Days away (0 to come back now)', 'Jours d’absence (0 pour revenir maintenant)', 0, 31, true)],
      },
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'server',
        description: 'Server defaults for time controls, time-outs and challenges (Manage Server)',
        description_localizations: { fr: 'Réglages du serveur : cadences, dépassements, défis (Gérer le serveur)' },
        options: [
          {
            type: ApplicationCommandOptionType.String,
            name: 'game',
            description: 'Which game the time control is for (default: every game)',
            description_localizations: { fr: 'Pour quel jeu (par défaut : tous)' },
            required: false,
            choices: [
              { name: 'Every game', name_localizations: { fr: 'Tous les jeux' }, value: '*' },
              ...registry.all().map((g) => ({ name: g.name, value: g.id })),
            ].slice(0, 25),
          },
          timeOption('Default time per move', 'Temps par coup par défaut'),
          int(
            'grace_hours',
            'After a time-out, hours before the match ends on its own',
            'Après un dépassement, heures avant la fin automatique',
            0,
            336,
          ),
          int('challenge_days', 'Unanswered challenges expire after (days)', 'Les défis sans réponse expirent après (jours)', 1, 30),
          int('vacation_days', 'Vacation days allowed per month', 'Jours de vacances permis par mois', 0, 31),
        ],
      },
    ],
  };
}

/**
 * Union of every game's challenge options, each once (games sharing a name
 * share the option); only those a tournament offers with `forTournament`.
 */
function gameSpecificOptions(registry: GameRegistry, forTournament = false): APIApplicationCommandOption[] {
  const byName = new Map<string, APIApplicationCommandOption>();
  for (const g of registry.all()) {
    // French names from the game's catalog (option.<name>.help, option.<name>.<value>), when it has them.
    const fr = (key: string) => g.strings.fr[key];
    for (const o of (g.challengeOptions ?? []).filter((x) => !forTournament || x.tournament === true)) {
      const existing = byName.get(o.name);
      const choices = o.choices.map((c) => {
        const local = fr(`option.${o.name}.${c.value}`);
        return { name: c.label, value: c.value, ...(local ? { name_localizations: { fr: local.slice(0, 100) } } : {}) };
      });
      if (existing && existing.type === ApplicationCommandOptionType.String && !existing.autocomplete) {
        const known = existing.choices ?? [];
        const merged = [...known, ...choices.filter((c) => !known.some((e) => e.value === c.value))];
        byName.set(o.name, { ...existing, choices: merged.slice(0, 25) });
      } else {
        byName.set(o.name, {
          type: ApplicationCommandOptionType.String,
          name: o.name,
          description: o.description,
          ...(fr(`option.${o.name}.help`) ? { description_localizations: { fr: fr(`option.${o.name}.help`)!.slice(0, 100) } } : {}),
          required: false,
          choices: choices.slice(0, 25),
        });
      }
    }
  }
  return [...byName.values()];
}

/** /leaderboard, /profile, /ratings (Manage Server) and /tournament. */
function competitionCommands(
  gameChoices: { name: string; value: string }[],
  tableOptions: APIApplicationCommandOption[],
): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  type Option = APIApplicationCommandBasicOption;
  const str = (name: string, description: string, fr: string, extra: Partial<Option> = {}): Option =>
    ({
      type: ApplicationCommandOptionType.String,
      name,
      description,
      description_localizations: { fr },
      required: false,
      ...extra,
    }) as Option;
  const int = (name: string, description: string, fr: string, min: number, max: number): Option => ({
    type: ApplicationCommandOptionType.Integer,
    name,
    description,
    description_localizations: { fr },
    required: false,
    min_value: min,
    max_value: max,
  });
  const bool = (name: string, description: string, fr: string): Option => ({
    type: ApplicationCommandOptionType.Boolean,
    name,
    description,
    description_localizations: { fr },
    required: false,
  });
  const user = (name: string, description: string, fr: string, required = false): Option => ({
    type: ApplicationCommandOptionType.User,
    name,
    description,
    description_localizations: { fr },
    required,
  });
  const game = str('game', 'The game', 'Le jeu', { required: true, choices: gameChoices } as Partial<Option>);
  const tournament = str('tournament', 'Which tournament (defaults to this thread’s)', 'Quel tournoi (par défaut celui de ce fil)', {
    autocomplete: true,
    max_length: 100,
  } as Partial<Option>);
  const sub = (name: string, description: string, fr: string, options: Option[] = []) => ({
    type: ApplicationCommandOptionType.Subcommand as const,
    name,
    description,
    description_localizations: { fr },
    options,
  });
  const player = user('player', 'The player', 'Le joueur', true);
  return [
    {
      name: 'leaderboard',
      description: 'The server’s ratings for a game',
      description_localizations: { fr: 'Le classement du serveur pour un jeu' },
      dm_permission: false,
      options: [
        game,
        str('mode', 'Mode: 1v1, ffa, 2v2… (default: the most played)', 'Mode : 1v1, ffa, 2v2… (par défaut : le plus joué)', {
          max_length: 10,
        } as Partial<Option>),
        int('season', 'A past season (default: the current one)', 'Une saison passée (par défaut : l’actuelle)', 1, 1000),
      ],
    },
    {
      name: 'profile',
      description: 'Ratings, recent results and streak of a player',
      description_localizations: { fr: 'Classement, derniers résultats et série d’un joueur' },
      dm_permission: false,
      options: [
        user('user', 'Whose profile (default: yours)', 'Le profil de qui (par défaut : le vôtre)'),
        user('versus', 'Head-to-head against this player', 'Face-à-face contre ce joueur'),
      ],
    },
    {
      name: 'ratings',
      description: 'Server ratings: seasons, settings, rank roles (Manage Server)',
      description_localizations: { fr: 'Classement du serveur : saisons, réglages, rôles de rang (Gérer le serveur)' },
      dm_permission: false,
      default_member_permissions: '32',
      options: [
        sub('new-season', 'Archive this season and start a new one', 'Archiver la saison et en commencer une nouvelle', [
          str(
            'reset',
            'Soft: ratings move halfway back; full: everyone starts over',
            'Douce : les cotes reviennent à mi-chemin ; complète : tout le monde repart de zéro',
            {
              required: true,
              choices: [
                { name: 'soft', name_localizations: { fr: 'douce' }, value: 'soft' },
                { name: 'full', name_localizations: { fr: 'complète' }, value: 'full' },
              ],
            } as Partial<Option>,
          ),
        ]),
        sub('settings', 'Leaderboard minimum and inactivity decay', 'Minimum du classement et érosion d’inactivité', [
          int('min-games', 'Games needed to appear on the leaderboard', 'Parties nécessaires pour figurer au classement', 0, 1000),
          bool('decay', 'Ratings of inactive players lose certainty', 'Les cotes des joueurs inactifs perdent en certitude'),
          int('decay-grace-days', 'Days without a game before decay starts', 'Jours sans partie avant l’érosion', 0, 3650),
        ]),
        sub(
          'rank-role',
          'Give a role from a rating up (leave min-rating empty to remove)',
          'Donner un rôle à partir d’une cote (sans min-rating : retirer)',
          [
            {
              type: ApplicationCommandOptionType.Role,
              name: 'role',
              description: 'The role',
              description_localizations: { fr: 'Le rôle' },
              required: true,
            },
            int('min-rating', 'Lowest displayed rating for this role', 'Cote affichée minimale pour ce rôle', -10000, 100000),
          ],
        ),
      ],
    },
    {
      name: 'tournament',
      description: 'Tournaments and ladders',
      description_localizations: { fr: 'Tournois et échelles' },
      dm_permission: false,
      options: [
        sub('create', 'Create a tournament; players join with a button', 'Créer un tournoi ; on s’inscrit avec un bouton', [
          game,
          str('format', 'Format', 'Format', {
            required: true,
            choices: [
              { name: 'Swiss', name_localizations: { fr: 'Suisse' }, value: 'swiss' },
              { name: 'Single elimination', name_localizations: { fr: 'Élimination directe' }, value: 'single-elimination' },
              { name: 'Round robin', name_localizations: { fr: 'Toutes rondes' }, value: 'round-robin' },
              { name: 'Challenge ladder', name_localizations: { fr: 'Échelle de défis' }, value: 'ladder' },
            ],
          } as Partial<Option>),
          str('name', 'Name', 'Nom', { max_length: 80 } as Partial<Option>),
          int(
            'rounds',
            'Swiss: number of rounds (default: what the field needs, 2 for 4 players)',
            'Suisse : nombre de rondes (par défaut : selon les inscrits, 2 pour 4 joueurs)',
            1,
            20,
          ),
          bool('join', 'Join it yourself (you play too)', 'Vous inscrire vous-même (vous jouez aussi)'),
          str('seeding', 'Seeding (default: by rating)', 'Têtes de série (par défaut : selon la cote)', {
            choices: [
              { name: 'by rating', name_localizations: { fr: 'selon la cote' }, value: 'rating' },
              { name: 'random', name_localizations: { fr: 'au hasard' }, value: 'random' },
            ],
          } as Partial<Option>),
          bool('rated', 'Matches count for ratings (default no)', 'Les parties comptent pour le classement (non par défaut)'),
          str('time', 'Time per move (default: the server’s)', 'Temps par coup (par défaut : celui du serveur)', {
            choices: TIME_CONTROL_CHOICES,
          } as Partial<Option>),
          int('cap', 'Most players', 'Nombre maximum de joueurs', 2, 512),
          int(
            'signup-minutes',
            'Sign-up closes after this many minutes',
            'Les inscriptions ferment après ce nombre de minutes',
            1,
            60 * 24 * 30,
          ),
          bool('check-in', 'Players confirm before the start', 'Les joueurs confirment avant le début'),
          int('table-size', 'Swiss, multi-seat games: largest table', 'Suisse, jeux à plusieurs : table la plus grande', 2, 6),
          int(
            'reach',
            'Ladder: how many places up one may challenge (default 3)',
            'Échelle : combien de places au-dessus on peut défier (3 par défaut)',
            1,
            20,
          ),
          int(
            'answer-hours',
            'Ladder: hours to answer a challenge (default 48)',
            'Échelle : heures pour répondre à un défi (48 par défaut)',
            1,
            24 * 14,
          ),
          // The game's options every table plays with (a mode, a variant), as /challenge offers them.
          ...(tableOptions as Option[]),
        ]),
        sub(
          'start',
          'Organiser: start and open round 1 (or open check-in, or start a waiting round)',
          'Organisateur : lancer et ouvrir la ronde 1 (ou la confirmation, ou une ronde en attente)',
          [tournament],
        ),
        sub('standings', 'Standings (image)', 'Classement (image)', [tournament]),
        sub('leave', 'Leave a tournament', 'Quitter un tournoi', [tournament]),
        sub('challenge', 'Ladder: challenge a player above you', 'Échelle : défier un joueur au-dessus de vous', [
          user('opponent', 'The player you challenge', 'Le joueur défié', true),
          tournament,
        ]),
        sub('drop', 'Organiser: drop a player', 'Organisateur : retirer un joueur', [player, tournament]),
        sub('disqualify', 'Organiser: disqualify a player', 'Organisateur : disqualifier un joueur', [
          player,
          str('reason', 'Why', 'Pourquoi', { max_length: 200 } as Partial<Option>),
          tournament,
        ]),
        sub('forfeit', 'Organiser: a no-show loses their current match', 'Organisateur : un absent perd sa partie en cours', [
          player,
          tournament,
        ]),
        sub(
          'end',
          'Organiser: end a player’s current match, that player winning',
          'Organisateur : terminer la partie en cours d’un joueur, qui la gagne',
          [player, tournament],
        ),
        sub(
          'repair',
          'Organiser: re-pair the round that has not started',
          'Organisateur : refaire les appariements de la ronde pas encore lancée',
          [tournament],
        ),
        sub('pause', 'Organiser: pause (no new round)', 'Organisateur : mettre en pause (pas de nouvelle ronde)', [tournament]),
        sub('resume', 'Organiser: resume', 'Organisateur : reprendre', [tournament]),
      ],
    },
  ];
}
