/**
 * Every interaction enters here: slash commands, autocomplete and the one
 * component router. Each handler acknowledges first (defer), then works, so
 * Discord's 3-second rule holds whatever the database or renderer do.
 * Refusals are ephemeral and change nothing; unexpected errors are logged with
 * the match id and a reference the player can quote.
 */
import { randomBytes } from 'node:crypto';
import {
  ButtonStyle,
  ChannelType,
  ComponentType,
  MessageFlags,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
  type Message,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type SendableChannels,
  type StringSelectMenuInteraction,
  type User,
} from 'discord.js';
import { t, type Locale, type Text } from '../core/text.js';
import type { GameRegistry } from '../games/registry.js';
import { log } from '../logger.js';
import { MatchError } from '../platform/matches/errors.js';
import type { MatchRecord, MatchService, UserRef } from '../platform/matches/service.js';
import { MAX_OPPONENTS } from './commands.js';
import { encodeCustomId, parseCustomId, type ComponentId } from './custom-id.js';
import { canUseThreads, missingPermissions, REQUIRED_PERMISSIONS, type RateLimiter } from './guards.js';
import { MatchViews } from './match-views.js';
import { clip, shortId, type MessagePayload } from './presenter.js';
import { joinNames, localeOf, translate } from './strings.js';

export interface RouterDeps {
  client: Client;
  service: MatchService;
  registry: GameRegistry;
  views: MatchViews;
  limiter: RateLimiter;
  defaultLocale: Locale;
}

type Component = ButtonInteraction | StringSelectMenuInteraction;

export class Router {
  private readonly publishing = new Map<string, Promise<void>>();

  constructor(private readonly d: RouterDeps) {}

  async handle(interaction: Interaction): Promise<void> {
    if (interaction.isAutocomplete()) return this.autocomplete(interaction);
    if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isStringSelectMenu()) return;
    const locale = localeOf(interaction.locale, this.d.defaultLocale);
    if (!this.d.limiter.allow(interaction.user.id)) {
      await interaction.reply(this.notice(locale, t('error.rateLimited'))).catch(() => {});
      return;
    }
    try {
      if (interaction.isChatInputCommand()) await this.command(interaction, locale);
      else await this.component(interaction, locale);
    } catch (e) {
      await this.fail(interaction, locale, e);
    }
  }

  // ── Slash commands ────────────────────────────────────────────────────

  private async command(i: ChatInputCommandInteraction, locale: Locale): Promise<void> {
    switch (i.commandName) {
      case 'help':
        return this.help(i, locale);
      case 'rules':
        return this.rules(i, locale, i.options.getString('game', true));
      case 'challenge':
        return this.challenge(i, locale);
      case 'games':
        return this.games(i, locale);
      case 'match':
        return this.matchCommand(i, locale);
    }
  }

  private async help(i: ChatInputCommandInteraction, locale: Locale): Promise<void> {
    const games = this.d.registry.all().map((g) => g.name).join(', ');
    const text = [`## ${translate(t('help.title'), locale)}`, translate(t('help.body'), locale), translate(t('help.games', { games }), locale)].join('\n');
    await i.reply(this.notice(locale, text));
  }

  private async rules(i: ChatInputCommandInteraction | Component, locale: Locale, gameId: string): Promise<void> {
    const game = this.d.service.engine(gameId);
    const tr = (x: Text) => translate(x, locale, game.strings);
    const parts = [`## ${tr(t('rules.title', { game: game.name }))}`, tr(game.rules.summary), ...game.rules.sections.map((s) => `### ${tr(s.title)}\n${tr(s.body)}`)];
    await i.reply(this.notice(locale, clip(parts.join('\n'), 3900)));
  }

  private async challenge(i: ChatInputCommandInteraction, locale: Locale): Promise<void> {
    if (!i.inGuild()) return void (await i.reply(this.notice(locale, t('error.guildOnly'))));
    const missing = missingPermissions(i.appPermissions, REQUIRED_PERMISSIONS);
    if (missing.length > 0) {
      const names = joinNames(missing.map((p) => translate(t(`perm.${p}`), locale)), locale);
      return void (await i.reply(this.notice(locale, t('error.missingPermissions', { permissions: names }))));
    }
    const game = this.d.service.engine(i.options.getString('game', true));
    const users = Array.from({ length: MAX_OPPONENTS }, (_, k) => i.options.getUser(k === 0 ? 'opponent' : `opponent${k + 1}`)).filter((u): u is User => u !== null);
    const bots = i.options.getInteger('bots') ?? 0;
    if (users.some((u) => u.id === i.user.id)) return void (await i.reply(this.notice(locale, t('challenge.notYou'))));
    if (users.some((u) => u.bot)) return void (await i.reply(this.notice(locale, t('challenge.botOpponent'))));
    if (users.length === 0 && bots === 0) return void (await i.reply(this.notice(locale, t('challenge.needOpponent'))));
    const options: Record<string, string> = {};
    for (const o of game.challengeOptions ?? []) {
      const v = i.options.getString(o.name);
      if (v !== null) options[o.name] = v;
    }
    await i.deferReply();
    const m = await this.d.service.challenge({
      game: game.id,
      guildId: i.guildId,
      channelId: i.channelId,
      challenger: userRef(i.user, i.locale),
      opponents: users.map((u) => userRef(u, null)),
      bots,
      options,
    });
    const reply = await i.editReply(this.challengePayload(m, publicLocale(i, this.d.defaultLocale)));
    log.info({ event: 'discord.challenge', matchId: m.id, guildId: i.guildId });
    if (m.status !== 'active') return;
    const link = await this.openMatchThread(m, reply, i.appPermissions ? canUseThreads(i.appPermissions) : true, publicLocale(i, this.d.defaultLocale));
    await i.editReply(this.challengePayload(m, publicLocale(i, this.d.defaultLocale), link));
  }

  /** The challenge message: plain content with Accept/Decline while it waits; pings only those it waits for. */
  private challengePayload(m: MatchRecord, locale: Locale, startedLink?: string | null) {
    const game = this.d.service.engine(m.game);
    const mention = (s: MatchRecord['seats'][number]) => (s.userId ? `<@${s.userId}>` : s.name);
    const [challenger, ...rest] = m.seats;
    const lines = [translate(t('challenge.text', { challenger: mention(challenger!), opponents: joinNames(rest.map(mention), locale), game: game.name }), locale)];
    const waiting = m.seats.filter((s) => !s.accepted);
    const components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
    if (m.status === 'challenged') {
      lines.push(translate(t('challenge.waiting', { names: joinNames(waiting.map(mention), locale) }), locale));
      const button = (kind: 'acc' | 'dec', style: ButtonStyle.Success | ButtonStyle.Secondary, label: string) =>
        ({ type: ComponentType.Button, style, label: translate(t(label), locale), custom_id: encodeCustomId({ kind, matchId: m.id, version: m.version, token: '' }) }) as const;
      components.push({ type: ComponentType.ActionRow, components: [button('acc', ButtonStyle.Success, 'challenge.accept'), button('dec', ButtonStyle.Secondary, 'challenge.decline')] });
    }
    if (startedLink) lines.push(translate(t('challenge.started', { link: startedLink }), locale));
    return { content: lines.join('\n'), components, allowedMentions: { users: waiting.flatMap((s) => (s.userId ? [s.userId] : [])) } };
  }

  private async games(i: ChatInputCommandInteraction, locale: Locale): Promise<void> {
    const matches = await this.d.service.listForUser(i.user.id, i.guildId);
    if (matches.length === 0) return void (await i.reply(this.notice(locale, t('games.none'))));
    const lines = matches.map((m) => this.gamesLine(m, i.user.id, locale));
    await i.reply(this.notice(locale, `## ${translate(t('games.title'), locale)}\n${lines.join('\n')}`));
  }

  private gamesLine(m: MatchRecord, userId: string, locale: Locale): string {
    const game = this.d.service.engine(m.game);
    const opponents = joinNames(m.seats.filter((s) => s.userId !== userId).map((s) => s.name), locale);
    let status = translate(t(`games.status.${m.status === 'active' ? 'active' : 'challenged'}`), locale);
    if (m.status === 'active') {
      const owing = [...new Set(this.d.views.prompts(m).map((p) => p.seat))].map((s) => m.seats[s]!);
      status = owing.some((s) => s.userId === userId) ? translate(t('games.yourMove'), locale) : translate(t('games.theirMove', { names: joinNames(owing.map((s) => s.name), locale) }), locale);
    }
    return translate(t('games.line', { game: game.name, opponents, status, link: this.link(m) }), locale);
  }

  private link(m: MatchRecord): string {
    if (m.guildId && m.messageId) return `https://discord.com/channels/${m.guildId}/${m.threadId ?? m.channelId}/${m.messageId}`;
    return m.threadId ? `<#${m.threadId}>` : m.channelId ? `<#${m.channelId}>` : '';
  }

  private async matchCommand(i: ChatInputCommandInteraction, locale: Locale): Promise<void> {
    const sub = i.options.getSubcommand();
    const m = await this.matchFor(i, i.options.getString('match'));
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    if (sub === 'resign') {
      const done = await this.d.service.resign(m.id, i.user.id);
      await i.editReply(this.notice(locale, t('match.resignedBy', { name: i.user.username })));
      await this.publish(done, publicLocale(i, this.d.defaultLocale));
      await this.postInThread(done, t('match.resignedBy', { name: i.user.username }), publicLocale(i, this.d.defaultLocale));
    } else {
      const done = await this.d.service.abandon(m.id, i.user.id);
      await i.editReply(this.notice(locale, t('challenge.abandoned', { name: i.user.username })));
      await this.refreshChallengeMessage(done, locale);
    }
  }

  /** The match named by the option, else the match of this thread. */
  private async matchFor(i: ChatInputCommandInteraction, option: string | null): Promise<MatchRecord> {
    if (option) return this.d.service.get(option);
    const here = (await this.d.service.listForUser(i.user.id, i.guildId, ['challenged', 'active'])).find((m) => m.threadId === i.channelId || m.channelId === i.channelId);
    if (!here) throw new MatchError('unknown_match', t('error.noMatchHere'));
    return here;
  }

  private async autocomplete(i: AutocompleteInteraction): Promise<void> {
    const locale = localeOf(i.locale, this.d.defaultLocale);
    const typed = i.options.getFocused().toLowerCase();
    const matches = await this.d.service.listForUser(i.user.id, i.guildId);
    const choices = matches
      .map((m) => ({ name: clip(`${this.d.service.engine(m.game).name} ${shortId(m.id)} — ${joinNames(m.seats.map((s) => s.name), locale)}`, 100), value: m.id }))
      .filter((c) => c.name.toLowerCase().includes(typed))
      .slice(0, 25);
    await i.respond(choices).catch((e: unknown) => log.warn({ event: 'discord.autocomplete_failed', err: String(e) }));
  }

  // ── Components ────────────────────────────────────────────────────────

  private async component(i: Component, locale: Locale): Promise<void> {
    const id = parseCustomId(i.customId);
    if (!id) return void (await i.reply(this.notice(locale, t('error.badButton'))));
    const m = await this.d.service.get(id.matchId);
    switch (id.kind) {
      case 'acc':
        return this.accept(i, m, locale);
      case 'dec':
        return this.decline(i, m, locale);
      case 'rul':
        return this.rules(i, locale, m.game);
      case 'rsg':
        return this.askResign(i, m, locale);
      case 'rsy':
        return this.confirmResign(i, m, locale);
      case 'turn':
        return this.openPanel(i, m, locale);
      case 'ch':
      case 'sel':
        return this.choose(i, m, id, locale);
      case 'grp':
      case 'pg':
        return this.navigate(i, m, id, locale);
    }
  }

  private async accept(i: Component, m: MatchRecord, locale: Locale): Promise<void> {
    if (!m.seats.some((s) => s.userId === i.user.id)) return void (await i.reply(this.notice(locale, t('error.notAPlayer'))));
    await i.deferUpdate();
    const { match, started } = await this.d.service.accept(m.id, userRef(i.user, i.locale));
    const link = started ? await this.openMatchThread(match, i.message, i.appPermissions ? canUseThreads(i.appPermissions) : true, publicLocale(i, this.d.defaultLocale)) : null;
    await i.editReply(this.challengePayload(match, publicLocale(i, this.d.defaultLocale), link));
  }

  private async decline(i: Component, m: MatchRecord, locale: Locale): Promise<void> {
    if (!m.seats.some((s) => s.userId === i.user.id)) return void (await i.reply(this.notice(locale, t('error.notAPlayer'))));
    await i.deferUpdate();
    const done = await this.d.service.decline(m.id, i.user.id);
    await i.editReply({ content: translate(t('challenge.declined', { name: i.user.username }), publicLocale(i, this.d.defaultLocale)), components: [] } as never);
    log.info({ event: 'discord.declined', matchId: done.id });
  }

  private async refreshChallengeMessage(m: MatchRecord, locale: Locale): Promise<void> {
    const channel = m.channelId ? await this.d.client.channels.fetch(m.channelId).catch(() => null) : null;
    if (!channel?.isTextBased()) return;
    const messages = await channel.messages.fetch({ limit: 50 }).catch(() => null);
    const original = messages?.find((msg) => msg.author.id === this.d.client.user?.id && msg.components.some((row) => JSON.stringify(row.toJSON()).includes(m.id)));
    if (original) await original.edit({ content: translate(t('challenge.abandoned', { name: m.seats[0]!.name }), locale), components: [] });
  }

  /**
   * Starts the match's home — a thread on the challenge message when allowed,
   * else the channel — and posts the match message there; returns its link.
   */
  private async openMatchThread(m: MatchRecord, challengeMessage: Message, threadsAllowed: boolean, locale: Locale): Promise<string | null> {
    let home: SendableChannels | null = null;
    let threadId: string | null = null;
    const inThread = challengeMessage.channel.isThread();
    if (threadsAllowed && !inThread && challengeMessage.channel.type === ChannelType.GuildText) {
      const name = clip(translate(t('challenge.threadName', { game: this.d.service.engine(m.game).name, names: m.seats.map((s) => s.name).join(' vs ') }), locale), 100);
      const thread = await challengeMessage.startThread({ name }).catch((e: unknown) => {
        log.warn({ event: 'discord.thread_failed', matchId: m.id, err: String(e) });
        return null;
      });
      if (thread) {
        home = thread;
        threadId = thread.id;
      }
    }
    home ??= challengeMessage.channel.isSendable() ? challengeMessage.channel : null;
    if (!home) return null;
    const fresh = await this.d.service.get(m.id);
    const sent = await home.send(await this.d.views.publicMessage(fresh, locale));
    await this.d.service.setMessageRefs(m.id, { threadId, messageId: sent.id, channelId: challengeMessage.channelId });
    log.info({ event: 'discord.match_opened', matchId: m.id, threadId });
    return sent.url;
  }

  private seatOf(m: MatchRecord, userId: string): number | null {
    return m.seats.find((s) => s.userId === userId)?.seat ?? null;
  }

  private async openPanel(i: Component, m: MatchRecord, locale: Locale): Promise<void> {
    const seat = this.seatOf(m, i.user.id);
    if (seat === null) return void (await i.reply(this.notice(locale, t('error.notAPlayer'))));
    if (m.status !== 'active') return void (await i.reply(this.notice(locale, t(`error.status.${m.status}`))));
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    await i.editReply(await this.d.views.panel(m, seat, locale));
  }

  private async choose(i: Component, m: MatchRecord, id: ComponentId, locale: Locale): Promise<void> {
    const seat = this.seatOf(m, i.user.id);
    if (seat === null) return void (await i.reply(this.notice(locale, t('error.notAPlayer'))));
    await i.deferUpdate();
    if (m.version !== id.version || m.status !== 'active') return this.showStale(i, m, seat, locale);
    const choiceId = id.kind === 'sel' && i.isStringSelectMenu() ? i.values[0] : id.token;
    const prompt = this.d.views.prompts(m).find((p) => p.seat === seat);
    const choice = prompt?.choices.find((c) => c.id === choiceId);
    if (!choice) return void (await i.editReply(await this.d.views.panel(m, seat, locale, [translate(t(prompt ? 'error.notOffered' : 'error.notYourTurn'), locale)])));
    try {
      const result = await this.d.service.act(m.id, i.user.id, choice.action, id.version);
      const presenter = this.d.views.presenter(result.match, locale);
      const notes = result.events.filter((e) => !e.visibleTo || e.visibleTo.includes(seat)).map((e) => `• ${presenter.tr(e.text)}`);
      await i.editReply(await this.d.views.panel(result.match, seat, locale, notes.slice(-10)));
      await this.publish(result.match, publicLocale(i, this.d.defaultLocale));
      const publicLines = result.events.filter((e) => !e.visibleTo).map((e) => e.text);
      if (publicLines.length > 0) await this.postInThread(result.match, publicLines, publicLocale(i, this.d.defaultLocale));
    } catch (e) {
      if (e instanceof MatchError && e.code === 'stale') return this.showStale(i, await this.d.service.get(m.id), seat, locale);
      throw e;
    }
  }

  private async showStale(i: Component, m: MatchRecord, seat: number, locale: Locale): Promise<void> {
    const note = translate(t(m.status === 'active' ? 'error.stale' : `error.status.${m.status}`), locale);
    if (m.status !== 'active') return void (await i.editReply(this.notice(locale, note)));
    await i.editReply(await this.d.views.panel(m, seat, locale, [`*${note}*`]));
  }

  private async navigate(i: Component, m: MatchRecord, id: ComponentId, locale: Locale): Promise<void> {
    const seat = this.seatOf(m, i.user.id);
    if (seat === null) return void (await i.reply(this.notice(locale, t('error.notAPlayer'))));
    await i.deferUpdate();
    if (m.version !== id.version || m.status !== 'active') return this.showStale(i, m, seat, locale);
    let cursor: { group?: number; page?: number } = {};
    if (id.kind === 'grp' && i.isStringSelectMenu()) cursor = { group: Number(i.values[0]) };
    else {
      const [group, page] = id.token.split('.');
      cursor = { page: Number(page) || 0, ...(group && /^\d+$/.test(group) ? { group: Number(group) } : {}) };
    }
    if (cursor.group !== undefined && !Number.isInteger(cursor.group)) return void (await i.editReply(this.notice(locale, translate(t('error.badButton'), locale))));
    await i.editReply(await this.d.views.panel(m, seat, locale, [], cursor));
  }

  private async askResign(i: Component, m: MatchRecord, locale: Locale): Promise<void> {
    if (this.seatOf(m, i.user.id) === null) return void (await i.reply(this.notice(locale, t('error.notAPlayer'))));
    if (m.status !== 'active') return void (await i.reply(this.notice(locale, t(`error.status.${m.status}`))));
    await i.reply({
      flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
      components: [
        { type: ComponentType.TextDisplay, content: translate(t('match.resignConfirm'), locale) },
        { type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Danger, label: translate(t('match.resignYes'), locale), custom_id: encodeCustomId({ kind: 'rsy', matchId: m.id, version: m.version, token: '' }) }] },
      ],
    });
  }

  private async confirmResign(i: Component, m: MatchRecord, locale: Locale): Promise<void> {
    if (this.seatOf(m, i.user.id) === null) return void (await i.reply(this.notice(locale, t('error.notAPlayer'))));
    await i.deferUpdate();
    const done = await this.d.service.resign(m.id, i.user.id);
    await i.editReply(this.notice(locale, t('match.resignedBy', { name: i.user.username })));
    await this.publish(done, publicLocale(i, this.d.defaultLocale));
    await this.postInThread(done, t('match.resignedBy', { name: i.user.username }), publicLocale(i, this.d.defaultLocale));
  }

  // ── Publishing ────────────────────────────────────────────────────────

  /**
   * Re-draws the public match message from the database's latest version.
   * Serialised per match so a slow render never overwrites a newer one.
   */
  publish(m: MatchRecord, locale: Locale): Promise<void> {
    const previous = this.publishing.get(m.id) ?? Promise.resolve();
    const next = previous.then(() => this.publishNow(m.id, locale)).catch((e: unknown) => log.error({ event: 'discord.publish_failed', matchId: m.id, err: String(e) }));
    this.publishing.set(m.id, next);
    void next.then(() => {
      if (this.publishing.get(m.id) === next) this.publishing.delete(m.id);
    });
    return next;
  }

  private async publishNow(matchId: string, locale: Locale): Promise<void> {
    const m = await this.d.service.get(matchId);
    if (!m.messageId) return;
    const channel = await this.d.client.channels.fetch(m.threadId ?? m.channelId!);
    if (!channel?.isTextBased()) return;
    const message = await channel.messages.fetch(m.messageId);
    await message.edit(await this.d.views.publicMessage(m, locale));
  }

  private async postInThread(m: MatchRecord, lines: Text | Text[], locale: Locale): Promise<void> {
    const channelId = m.threadId ?? m.channelId;
    if (!channelId) return;
    const channel = await this.d.client.channels.fetch(channelId).catch(() => null);
    if (!channel?.isSendable()) return;
    const game = this.d.service.engine(m.game);
    const text = (Array.isArray(lines) ? lines : [lines]).map((l) => translate(l, locale, game.strings)).join('\n');
    await channel.send({ content: clip(text, 2000), allowedMentions: { parse: [] } }).catch((e: unknown) => log.warn({ event: 'discord.post_failed', matchId: m.id, err: String(e) }));
  }

  // ── Replies ───────────────────────────────────────────────────────────

  private notice(locale: Locale, text: Text): MessagePayload {
    return {
      flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
      components: [{ type: ComponentType.TextDisplay, content: clip(translate(text, locale), 3900) }],
      files: [],
    };
  }

  private async fail(i: ChatInputCommandInteraction | Component, locale: Locale, e: unknown): Promise<void> {
    let text: Text;
    if (e instanceof MatchError) {
      text = e.reason;
      log.info({ event: 'discord.refused', code: e.code, user: i.user.id, matchId: matchIdOf(i) });
    } else {
      const ref = randomBytes(4).toString('hex');
      text = t('error.unexpected', { ref });
      log.error({ event: 'discord.error', ref, matchId: matchIdOf(i), err: e instanceof Error ? e.stack : String(e) });
    }
    const payload = this.notice(locale, text);
    try {
      if (i.deferred || i.replied) await i.followUp(payload);
      else await i.reply(payload);
    } catch (sendError) {
      log.warn({ event: 'discord.reply_failed', err: String(sendError) });
    }
  }
}

function matchIdOf(i: ChatInputCommandInteraction | Component): string | undefined {
  return 'customId' in i ? parseCustomId(i.customId)?.matchId : undefined;
}

/** Public messages speak the server's language; private ones the user's. */
function publicLocale(i: { guildLocale: string | null }, fallback: Locale): Locale {
  return localeOf(i.guildLocale, fallback);
}

function userRef(u: User, locale: string | null): UserRef {
  return { id: u.id, username: u.globalName ?? u.username, locale: locale ? localeOf(locale) : null };
}
