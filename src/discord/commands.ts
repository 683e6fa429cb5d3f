/**
 * Slash command definitions, with French localizations. The game choices and
 * per-game challenge options come from the registry, so adding a game adds
 * them here without touching this file.
 */
import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody, type APIApplicationCommandOption } from 'discord.js';
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
          type: ApplicationCommandOptionType.Boolean as const,
          name: 'open',
          description: 'Open table: anyone may join until you start',
          description_localizations: { fr: 'Table ouverte : chacun peut rejoindre jusqu’au lancement' },
          required: false,
        },
        timeOption('Time per move (default: the server’s)', 'Temps par coup (par défaut : celui du serveur)'),
        ...gameSpecificOptions(registry),
      ].slice(0, 25) as APIApplicationCommandOption[],
    },
    {
      name: 'games',
      description: 'Your open matches in this server',
      description_localizations: { fr: 'Vos parties en cours sur ce serveur' },
      dm_permission: false,
      options: [{ type: ApplicationCommandOptionType.Boolean, name: 'waiting', description: 'Only matches waiting for your move', description_localizations: { fr: 'Seulement les parties où c’est à vous de jouer' }, required: false }],
    },
    {
      name: 'match',
      description: 'Manage one of your matches',
      description_localizations: { fr: 'Gérer une de vos parties' },
      dm_permission: false,
      options: [
        { type: ApplicationCommandOptionType.Subcommand, name: 'resign', description: 'Give up a match', description_localizations: { fr: 'Abandonner une partie' }, options: [matchOption] },
        { type: ApplicationCommandOptionType.Subcommand, name: 'abandon', description: 'Withdraw a challenge nobody accepted yet', description_localizations: { fr: 'Retirer un défi pas encore accepté' }, options: [matchOption] },
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'end',
          description: 'Moderators: end any match in this server',
          description_localizations: { fr: 'Modération : terminer une partie de ce serveur' },
          options: [
            { type: ApplicationCommandOptionType.String, name: 'reason', description: 'Why (recorded and shown)', description_localizations: { fr: 'Pourquoi (enregistré et affiché)' }, required: true, max_length: 200 },
            matchOption,
          ],
        },
      ],
    },
    settingsCommand(registry),
    { name: 'help', description: 'How Tavern works', description_localizations: { fr: 'Comment fonctionne Tavern' } },
    { name: 'rules', description: 'How a game plays', description_localizations: { fr: 'Les règles d’un jeu' }, options: [gameOption('The game', 'Le jeu')] },
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
  return { type: ApplicationCommandOptionType.String, name: 'time', description, description_localizations: { fr }, required: false, choices: TIME_CONTROL_CHOICES };
}

/** /settings notifications | vacation (every player) and server (Manage Server, checked by the handler). */
function settingsCommand(registry: GameRegistry): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const int = (name: string, description: string, fr: string, min: number, max: number, required = false): APIApplicationCommandBasicOption => ({
    type: ApplicationCommandOptionType.Integer, name, description, description_localizations: { fr }, required, min_value: min, max_value: max,
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
          { type: ApplicationCommandOptionType.String, name: 'utc_offset', description: 'Digest: your offset from UTC, e.g. +02:00', description_localizations: { fr: 'Récapitulatif : votre décalage UTC, par ex. +02:00' }, required: false, max_length: 10 },
          { type: ApplicationCommandOptionType.Boolean, name: 'dm', description: 'Send reminders by direct message', description_localizations: { fr: 'Envoyer les rappels en message privé' }, required: false },
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
            choices: [{ name: 'Every game', name_localizations: { fr: 'Tous les jeux' }, value: '*' }, ...registry.all().map((g) => ({ name: g.name, value: g.id }))].slice(0, 25),
          },
          timeOption('Default time per move', 'Temps par coup par défaut'),
          int('grace_hours', 'After a time-out, hours before the match ends on its own', 'Après un dépassement, heures avant la fin automatique', 0, 336),
          int('challenge_days', 'Unanswered challenges expire after (days)', 'Les défis sans réponse expirent après (jours)', 1, 30),
          int('vacation_days', 'Vacation days allowed per month', 'Jours de vacances permis par mois', 0, 31),
        ],
      },
    ],
  };
}

/** Union of every game's challenge options, each once (games sharing a name share the option). */
function gameSpecificOptions(registry: GameRegistry): APIApplicationCommandOption[] {
  const byName = new Map<string, APIApplicationCommandOption>();
  for (const g of registry.all()) {
    for (const o of g.challengeOptions ?? []) {
      const existing = byName.get(o.name);
      const choices = o.choices.map((c) => ({ name: c.label, value: c.value }));
      if (existing && existing.type === ApplicationCommandOptionType.String && !existing.autocomplete) {
        const known = existing.choices ?? [];
        const merged = [...known, ...choices.filter((c) => !known.some((e) => e.value === c.value))];
        byName.set(o.name, { ...existing, choices: merged.slice(0, 25) });
      } else {
        byName.set(o.name, { type: ApplicationCommandOptionType.String, name: o.name, description: o.description, required: false, choices: choices.slice(0, 25) });
      }
    }
  }
  return [...byName.values()];
}
