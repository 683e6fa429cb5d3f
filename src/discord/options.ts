/**
 * Slash-command options, checked by the bot: Discord's client enforces the
 * limits of the command definitions, but a modified client sends what it
 * likes. Every command's options are parsed here (zod) against the very
 * definitions the bot registers — subcommand, known names, types, required,
 * choices, min/max, lengths — plus the few rules the definitions cannot
 * state (a rating mode, a UTC offset, a time-control code). A refusal names
 * the option and what it accepts; nothing reaches a handler unchecked.
 */
import type { APIApplicationCommandOption, CommandInteractionOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { z, type ZodType } from 'zod';
import { t, type Locale, type Text } from '../core/text.js';
import type { AnyGame } from '../games/registry.js';
import { parseTimeControl } from '../platform/clock/time-control.js';
import { parseUtcOffset } from './handlers/settings.js';
import { hasKey, translate } from './strings.js';

type Definition = RESTPostAPIChatInputApplicationCommandsJSONBody;
type OptionDef = APIApplicationCommandOption & {
  choices?: { name: string; name_localizations?: Record<string, string> | null; value: string | number }[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  required?: boolean;
  options?: OptionDef[];
};

const SNOWFLAKE = /^\d{1,20}$/;
const SUB = 1;
const GROUP = 2;

/**
 * Rules beyond the definitions, by "command option" path (subcommands
 * included): each with the sentence that says what the option accepts.
 */
const EXTRA: Record<string, { schema: ZodType; range: (option: string) => Text }> = {
  'leaderboard mode': {
    schema: z.string().regex(/^(?:ffa|\d{1,2}(?:v\d{1,2}){1,5})$/i),
    range: (option) => t('option.range.mode', { option }),
  },
  'settings notifications utc_offset': {
    schema: z.string().refine((v) => parseUtcOffset(v) !== null),
    range: (option) => t('option.range.utcOffset', { option }),
  },
};
/** Time-control options carry a code that must parse, whatever command they belong to. */
const timeCode = z.string().refine((v) => parseTimeControl(v) !== null);

/** Where a request went wrong, as the sentence a player reads (null: all good). */
export class OptionChecker {
  private readonly byName: Map<string, Definition>;

  constructor(definitions: Definition[]) {
    this.byName = new Map(definitions.map((d) => [d.name, d]));
  }

  check(command: string, data: readonly CommandInteractionOption[], locale: Locale): Text | null {
    const definition = this.byName.get(command);
    if (!definition) return t('option.unknownCommand', { command });
    return this.level(command, (definition.options ?? []) as OptionDef[], data, [command], locale);
  }

  private level(
    command: string,
    defs: OptionDef[],
    data: readonly CommandInteractionOption[],
    path: string[],
    locale: Locale,
  ): Text | null {
    const subs = defs.filter((d) => d.type === SUB || d.type === GROUP);
    if (subs.length > 0) {
      const [chosen, ...extra] = data;
      const def = chosen && subs.find((d) => d.name === chosen.name && d.type === chosen.type);
      if (!chosen || !def || extra.length > 0) return t('option.subcommand', { command, option: chosen?.name ?? '' });
      return this.level(command, def.options ?? [], chosen.options ?? [], [...path, def.name], locale);
    }
    return this.leaf(command, defs, data, path, locale);
  }

  private leaf(command: string, defs: OptionDef[], data: readonly CommandInteractionOption[], path: string[], locale: Locale): Text | null {
    const seen = new Set<string>();
    for (const o of data) {
      const def = defs.find((d) => d.name === o.name);
      if (!def) return t('option.unknown', { command: path.join(' '), option: o.name });
      if (seen.has(o.name)) return t('option.duplicate', { option: o.name });
      seen.add(o.name);
      if (o.type !== def.type) return rangeOf(def, locale);
    }
    const shape = Object.fromEntries(
      defs.map((def) => {
        const schema = valueSchema(def, path);
        return [def.name, def.required ? schema : schema.optional()];
      }),
    );
    const values = Object.fromEntries(data.map((o) => [o.name, o.value]));
    const parsed = z.object(shape).strict().safeParse(values);
    if (parsed.success) return null;
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? '');
    const def = defs.find((d) => d.name === name);
    if (!def) return t('option.unknown', { command: path.join(' '), option: name });
    if (!(name in values)) return t('option.required', { option: name });
    const extra = EXTRA[[...path, name].join(' ')];
    return extra && !extra.schema.safeParse(values[name]).success && baseSchema(def).safeParse(values[name]).success
      ? extra.range(name)
      : rangeOf(def, locale);
  }
}

/** The zod schema of one option's value, from its definition and any extra rule. */
function valueSchema(def: OptionDef, path: string[]): ZodType {
  const extra = EXTRA[[...path, def.name].join(' ')];
  const base = baseSchema(def);
  return extra ? base.pipe(extra.schema) : base;
}

function baseSchema(def: OptionDef): ZodType {
  switch (def.type) {
    case 3: {
      if (def.choices?.length) return z.enum(def.choices.map((c) => String(c.value)) as [string, ...string[]]);
      const text = z
        .string()
        .min(def.min_length ?? 0)
        .max(def.max_length ?? 6000);
      return def.name === 'time' ? text.pipe(timeCode) : text;
    }
    case 4:
    case 10: {
      let n = def.type === 4 ? z.number().int() : z.number();
      if (def.min_value !== undefined) n = n.min(def.min_value);
      if (def.max_value !== undefined) n = n.max(def.max_value);
      if (def.choices?.length) return n.refine((v) => def.choices!.some((c) => c.value === v));
      return n;
    }
    case 5:
      return z.boolean();
    default:
      // Users, channels, roles, mentionables: an id Discord resolved.
      return z.string().regex(SNOWFLAKE);
  }
}

/** What an option accepts, in the player's words. */
function rangeOf(def: OptionDef, locale: Locale): Text {
  const option = def.name;
  if (def.choices?.length) {
    const names = def.choices.map((c) => (locale !== 'en' && c.name_localizations?.[locale]) || c.name);
    return t('option.range.choice', { option, choices: names.join(', ') });
  }
  switch (def.type) {
    case 3:
      if (def.name === 'time') return t('option.range.time', { option });
      return t('option.range.text', { option, max: def.max_length ?? 6000 });
    case 4:
    case 10:
      if (def.min_value !== undefined && def.max_value !== undefined)
        return t(def.type === 4 ? 'option.range.int' : 'option.range.number', { option, min: def.min_value, max: def.max_value });
      return t('option.range.anyNumber', { option });
    case 5:
      return t('option.range.bool', { option });
    case 6:
      return t('option.range.user', { option });
    default:
      return t('option.range.mention', { option });
  }
}

/** A game option's value as players read it: the game's catalog (`option.<name>.<value>`), else the choice's label. */
export function optionValueLabel(game: AnyGame, name: string, value: string, locale: Locale): string {
  const key = `option.${name}.${value}`;
  if (hasKey(key, game.strings)) return translate(t(key), locale, game.strings);
  return game.challengeOptions?.find((o) => o.name === name)?.choices.find((c) => c.value === value)?.label ?? value;
}

/** A game option's name as players read it: the game's catalog (`option.<name>`), else its name. */
export function optionLabel(game: AnyGame, name: string, locale: Locale): string {
  return hasKey(`option.${name}`, game.strings) ? translate(t(`option.${name}`), locale, game.strings) : name;
}

/**
 * The game's options as a match holds them (parsed), one "Option: value" per
 * option that has a value (chosen, else the game's default), in `locale`.
 */
export function chosenOptions(game: AnyGame, options: unknown, locale: Locale): string[] {
  return (game.challengeOptions ?? []).flatMap((o) => {
    const value = o.readValue ? o.readValue(options) : (options as Record<string, unknown> | null)?.[o.name];
    const shown = typeof value === 'string' ? value : o.default;
    if (shown === undefined) return [];
    // A value's label may explain the /challenge choice ("2 vs 2 (opponent2 is your teammate)"); a message shows its short form.
    const short = `option.${o.name}.${shown}.short`;
    const label = hasKey(short, game.strings) ? translate(t(short), locale, game.strings) : optionValueLabel(game, o.name, shown, locale);
    const text = t('challenge.option', { option: optionLabel(game, o.name, locale), value: label });
    return [translate(text, locale)];
  });
}

/**
 * The chosen game's /challenge options, read from the interaction: an option
 * that belongs to another game, or a value this game does not offer, is
 * refused by name.
 */
export function gameOptionValues(
  game: AnyGame,
  games: readonly AnyGame[],
  given: readonly CommandInteractionOption[],
  locale: Locale,
): { ok: true; options: Record<string, string> } | { ok: false; problem: Text } {
  const gameOptions = new Set(games.flatMap((g) => (g.challengeOptions ?? []).map((o) => o.name)));
  const options: Record<string, string> = {};
  for (const o of given) {
    if (!gameOptions.has(o.name)) continue;
    const def = game.challengeOptions?.find((x) => x.name === o.name);
    if (!def) return { ok: false, problem: t('option.notForGame', { option: o.name, game: game.name }) };
    const value = String(o.value);
    if (!def.choices.some((c) => c.value === value)) {
      const choices = def.choices.map((c) => optionValueLabel(game, o.name, c.value, locale)).join(', ');
      return { ok: false, problem: t('option.range.choice', { option: o.name, choices }) };
    }
    options[o.name] = value;
  }
  return { ok: true, options };
}
