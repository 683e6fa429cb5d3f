/**
 * Every interaction enters here and is dispatched by command name or by the
 * kind in its custom ID. Each handler acknowledges first (defer), then works,
 * so Discord's 3-second rule holds whatever the database or renderer do.
 * Refusals are ephemeral and change nothing; unexpected errors are logged with
 * the match id and a reference the player can quote.
 */
import { randomBytes } from 'node:crypto';
import type { AutocompleteInteraction, ChatInputCommandInteraction, Interaction } from 'discord.js';
import { t, type Text } from '../core/text.js';
import { log } from '../logger.js';
import { interactions, interactionSeconds, type InteractionOutcome } from '../metrics.js';
import { MatchError } from '../platform/matches/errors.js';
import type { MatchRecord } from '../platform/matches/service.js';
import { Ctx, type Component, type Deps, type Replyable } from './context.js';
import { isCompetitionId, parseCompetitionId, parseCustomId, type ComponentId, type ComponentKind } from './custom-id.js';
import { onlyEditFlags } from './edit-flags.js';
import { accept, challenge, decline } from './handlers/challenge.js';
import { games, help, rulesButton, zoomButton, rulesCommand } from './handlers/info.js';
import { askResign, confirmResign, matchAutocomplete, matchCommand } from './handlers/match.js';
import { joinTable, leaveTable, startTable } from './handlers/lobby.js';
import { choose, navigate, openPanel } from './handlers/panel.js';
import { rematch } from './handlers/rematch.js';
import { replayButton, replayOpen } from './handlers/replay.js';
import { watchButton } from './handlers/watch.js';
import { leaderboardButton, leaderboardCommand, profileCommand, ratingsCommand } from './handlers/leaderboard.js';
import { bindCompetition, tournamentAutocomplete, tournamentButton, tournamentCommand } from './handlers/tournament.js';
import { claimWin } from './handlers/clock.js';
import { settings } from './handlers/settings.js';
import { commandDefinitions } from './commands.js';
import { OptionChecker } from './options.js';
import { suggestButton } from './handlers/suggest.js';

type CommandHandler = (i: ChatInputCommandInteraction, ctx: Ctx) => Promise<void>;
type ComponentHandler = (i: Component, ctx: Ctx, m: MatchRecord, id: ComponentId) => Promise<void>;
type AutocompleteHandler = (i: AutocompleteInteraction, ctx: Ctx) => Promise<void>;

const commands: Record<string, CommandHandler> = {
  help,
  rules: rulesCommand,
  challenge,
  games,
  match: matchCommand,
  leaderboard: leaderboardCommand,
  profile: profileCommand,
  ratings: ratingsCommand,
  tournament: tournamentCommand,
  settings,
};

const components: Record<ComponentKind, ComponentHandler> = {
  acc: accept,
  dec: decline,
  rul: rulesButton,
  zm: zoomButton,
  rsg: askResign,
  rsy: confirmResign,
  turn: openPanel,
  ch: choose,
  cfm: choose,
  sel: choose,
  grp: navigate,
  pg: navigate,
  joi: joinTable,
  lv: leaveTable,
  go: startTable,
  clm: claimWin,
  rmt: rematch,
  rpl: replayButton,
  rpj: replayButton,
  rpo: replayOpen,
  wch: watchButton,
  sug: suggestButton,
};

const autocompletes: Record<string, AutocompleteHandler> = {
  match: matchAutocomplete,
  tournament: tournamentAutocomplete,
};

export class Router {
  /** Checks every command's options against the definitions the bot registers (forged requests included). */
  private readonly options: OptionChecker;

  /** Interactions being handled, so that a stopping bot lets them finish. */
  private readonly inFlight = new Set<Promise<void>>();
  private draining = false;
  /** Stops the background work `connected` started. */
  private stopBackground: () => void = () => undefined;

  /** Public so the process can reach the publisher and client it built (clock notifications). */
  constructor(readonly d: Deps) {
    this.options = new OptionChecker(commandDefinitions(d.registry));
  }

  /** Once the client is logged in: background work that talks to Discord (tournament rounds, ladder time-outs, catch-up after a restart). */
  connected(): void {
    this.stopBackground = bindCompetition(this.d);
  }

  /** Handles an interaction; while the bot stops, answers that it is restarting and changes nothing. */
  handle(interaction: Interaction): Promise<void> {
    const kind = interactionKind(interaction);
    if (this.draining) {
      interactions.inc({ kind, outcome: 'restarting' });
      return refuseWhileStopping(interaction, this.d);
    }
    const stopTimer = interactionSeconds.startTimer({ kind });
    const handled = this.dispatch(interaction)
      .then((outcome) => interactions.inc({ kind, outcome }))
      .finally(() => {
        stopTimer();
        this.inFlight.delete(handled);
      });
    this.inFlight.add(handled);
    return handled;
  }

  /** Whether the bot has begun stopping (readiness says so). */
  get stopping(): boolean {
    return this.draining;
  }

  /** Stops taking interactions and waits for those in flight (graceful shutdown). */
  async drain(): Promise<void> {
    this.draining = true;
    this.stopBackground();
    await Promise.allSettled([...this.inFlight]);
  }

  private async dispatch(interaction: Interaction): Promise<InteractionOutcome> {
    if (interaction.isAutocomplete()) {
      // Suggestions query the database on every keystroke: they count toward the user's allowance too.
      if (!this.d.limiter.allow(interaction.user.id)) {
        await interaction.respond([]).catch(() => {});
        return 'rate_limited';
      }
      await autocompletes[interaction.commandName]?.(interaction, new Ctx(this.d, interaction));
      return 'ok';
    }
    if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isStringSelectMenu()) return 'ok';
    onlyEditFlags(interaction);
    const ctx = new Ctx(this.d, interaction);
    if (!this.d.limiter.allow(interaction.user.id)) {
      await interaction.reply(ctx.notice(t('error.rateLimited'))).catch(() => {});
      return 'rate_limited';
    }
    try {
      if (interaction.isChatInputCommand()) await this.command(interaction, ctx);
      else await this.component(interaction, ctx);
      return 'ok';
    } catch (e) {
      return fail(interaction, ctx, e);
    }
  }

  private async command(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
    const problem = this.options.check(i.commandName, i.options.data, ctx.locale);
    if (problem) {
      log.info({ event: 'discord.bad_options', command: i.commandName, user: i.user.id });
      return void (await i.reply(ctx.notice(t('option.refused', { problem: ctx.tr(problem) }))));
    }
    await commands[i.commandName]?.(i, ctx);
  }

  private async component(i: Component, ctx: Ctx): Promise<void> {
    // Discord's client sends only what a message shows; a modified one can send any id on any message.
    if (!carriesComponent(i.message, i.customId)) return void (await i.reply(ctx.notice(t('error.badButton'))));
    if (isCompetitionId(i.customId)) {
      const cx = parseCompetitionId(i.customId);
      if (!cx) return void (await i.reply(ctx.notice(t('error.badButton'))));
      return cx.kind === 'lb' ? leaderboardButton(i, ctx, cx) : tournamentButton(i, ctx, cx);
    }
    const id = parseCustomId(i.customId);
    if (!id) return void (await i.reply(ctx.notice(t('error.badButton'))));
    // Another server's match is answered as if it did not exist.
    const m = await this.d.service.getInGuild(id.matchId, i.guildId);
    await components[id.kind](i, ctx, m, id);
  }
}

/** Whether the message shows a component with this custom id (every real click does). */
export function carriesComponent(message: Component['message'], customId: string): boolean {
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  const found = (list: unknown): boolean =>
    Array.isArray(list) &&
    list.some((c) => isObj(c) && (c.custom_id === customId || found(c.components) || (isObj(c.accessory) && found([c.accessory]))));
  return found(message.components.map((c) => c.toJSON()));
}

/**
 * The metrics label of an interaction: a registered command's name, a
 * custom id's kind, or "other" (never free text from the request).
 */
export function interactionKind(interaction: Interaction): string {
  if (interaction.isChatInputCommand() || interaction.isAutocomplete()) {
    const name = interaction.commandName;
    if (!Object.hasOwn(commands, name)) return 'other';
    return interaction.isAutocomplete() ? `${name}:autocomplete` : name;
  }
  if (!interaction.isButton() && !interaction.isStringSelectMenu()) return 'other';
  if (isCompetitionId(interaction.customId)) {
    const kind = parseCompetitionId(interaction.customId)?.kind;
    return kind ? `cx:${kind}` : 'other';
  }
  return parseCustomId(interaction.customId)?.kind ?? 'other';
}

async function fail(i: Replyable, ctx: Ctx, e: unknown): Promise<'refused' | 'error'> {
  let text: Text;
  const matchId = 'customId' in i ? parseCustomId(i.customId)?.matchId : undefined;
  const refused = e instanceof MatchError;
  if (e instanceof MatchError) {
    text = e.reason;
    log.info({ event: 'discord.refused', code: e.code, user: i.user.id, matchId });
  } else {
    const ref = randomBytes(4).toString('hex');
    text = t('error.unexpected', { ref });
    log.error({ event: 'discord.error', ref, matchId, err: e instanceof Error ? e.stack : String(e) });
  }
  try {
    if (i.deferred || i.replied) await i.followUp(ctx.notice(text));
    else await i.reply(ctx.notice(text));
  } catch (sendError) {
    log.warn({ event: 'discord.reply_failed', matchId, err: String(sendError) });
  }
  return refused ? 'refused' : 'error';
}

async function refuseWhileStopping(interaction: Interaction, d: Deps): Promise<void> {
  if (interaction.isAutocomplete()) return void (await interaction.respond([]).catch(() => {}));
  if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isStringSelectMenu()) return;
  await interaction.reply(new Ctx(d, interaction).notice(t('error.restarting'))).catch(() => {});
}
