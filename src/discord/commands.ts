/**
 * Slash command definitions, with French localizations. The game choices and
 * per-game challenge options come from the registry, so adding a game adds
 * them here without touching this file.
 */
import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody, type APIApplicationCommandOption } from 'discord.js';
import type { GameRegistry } from '../games/registry.js';

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
        ...gameSpecificOptions(registry),
      ].slice(0, 25) as APIApplicationCommandOption[],
    },
    { name: 'games', description: 'Your open matches in this server', description_localizations: { fr: 'Vos parties en cours sur ce serveur' }, dm_permission: false },
    {
      name: 'match',
      description: 'Manage one of your matches',
      description_localizations: { fr: 'Gérer une de vos parties' },
      dm_permission: false,
      options: [
        { type: ApplicationCommandOptionType.Subcommand, name: 'resign', description: 'Give up a match', description_localizations: { fr: 'Abandonner une partie' }, options: [matchOption] },
        { type: ApplicationCommandOptionType.Subcommand, name: 'abandon', description: 'Withdraw a challenge nobody accepted yet', description_localizations: { fr: 'Retirer un défi pas encore accepté' }, options: [matchOption] },
      ],
    },
    { name: 'help', description: 'How Tavern works', description_localizations: { fr: 'Comment fonctionne Tavern' } },
    { name: 'rules', description: 'How a game plays', description_localizations: { fr: 'Les règles d’un jeu' }, options: [gameOption('The game', 'Le jeu')] },
  ];
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
