/** Autocomplete suggestions naming matches ("Super Fantasy Brawl 3f2a1c — Alice vs Bruno"), for every /match subcommand. */
import type { AutocompleteInteraction } from 'discord.js';
import { log } from '../logger.js';
import type { Ctx } from './context.js';
import { clip, shortId } from './presenter.js';
import { joinNames } from './strings.js';

interface NamedMatch {
  id: string;
  game: string;
  seats: { name: string }[];
}

/** Answers with the matches whose label contains what was typed (Discord shows 25 at most). */
export async function respondWithMatches(
  i: AutocompleteInteraction,
  ctx: Ctx,
  matches: readonly NamedMatch[],
  typed: string,
): Promise<void> {
  const choices = matches
    .map((m) => ({
      name: clip(
        `${ctx.d.service.engine(m.game).name} ${shortId(m.id)} — ${joinNames(
          m.seats.map((s) => s.name),
          ctx.locale,
        )}`,
        100,
      ),
      value: m.id,
    }))
    .filter((c) => c.name.toLowerCase().includes(typed))
    .slice(0, 25);
  await i.respond(choices).catch((e: unknown) => log.warn({ event: 'discord.autocomplete_failed', err: String(e) }));
}
