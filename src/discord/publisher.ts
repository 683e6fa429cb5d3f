/**
 * Keeps a match's public face in Discord up to date: its home (thread or
 * channel), the match message edited in place, and event lines in the thread.
 */
import { ChannelType, type Client, type Message, type SendableChannels } from 'discord.js';
import type { GameEvent, Image } from '../core/game.js';
import { t, type Locale, type Text } from '../core/text.js';
import { log } from '../logger.js';
import type { MatchRecord, MatchService } from '../platform/matches/service.js';
import type { MatchViews } from './match-views.js';
import { clip } from './presenter.js';
import { translate } from './strings.js';

export class Publisher {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly client: Client,
    private readonly service: MatchService,
    private readonly views: MatchViews,
  ) {}

  /**
   * Opens the match's home — a thread on the challenge message when allowed,
   * else the channel — and posts the match message there; returns its link.
   */
  async open(m: MatchRecord, challengeMessage: Message, threadsAllowed: boolean, locale: Locale): Promise<string | null> {
    let home: SendableChannels | null = null;
    let threadId: string | null = null;
    if (threadsAllowed && challengeMessage.channel.type === ChannelType.GuildText) {
      const names = m.seats.map((s) => s.name).join(' vs ');
      const name = clip(translate(t('challenge.threadName', { game: this.service.engine(m.game).name, names }), locale), 100);
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
    const fresh = await this.service.get(m.id);
    const sent = await home.send(await this.views.publicMessage(fresh, locale));
    await this.service.setMessageRefs(m.id, { threadId, messageId: sent.id, channelId: challengeMessage.channelId });
    log.info({ event: 'discord.match_opened', matchId: m.id, threadId });
    return sent.url;
  }

  /**
   * Re-draws the match message from the database's latest version.
   * Serialised per match so a slow render never overwrites a newer one.
   */
  refresh(matchId: string, locale: Locale): Promise<void> {
    const previous = this.queues.get(matchId) ?? Promise.resolve();
    const next = previous
      .then(() => this.refreshNow(matchId, locale))
      .catch((e: unknown) => log.error({ event: 'discord.publish_failed', matchId, err: String(e) }));
    this.queues.set(matchId, next);
    void next.then(() => {
      if (this.queues.get(matchId) === next) this.queues.delete(matchId);
    });
    return next;
  }

  private async refreshNow(matchId: string, locale: Locale): Promise<void> {
    const m = await this.service.get(matchId);
    if (!m.messageId) return;
    const channel = await this.client.channels.fetch(m.threadId ?? m.channelId!);
    if (!channel?.isTextBased()) return;
    const message = await channel.messages.fetch(m.messageId);
    await message.edit(await this.views.publicMessage(m, locale));
  }

  /** Posts lines (engine or platform texts) in the match's thread, without pinging anyone. */
  async post(m: MatchRecord, lines: Text | Text[], locale: Locale): Promise<void> {
    const channelId = m.threadId ?? m.channelId;
    if (!channelId) return;
    const channel = await this.client.channels.fetch(channelId).catch(() => null);
    if (!channel?.isSendable()) return;
    const game = this.service.engine(m.game);
    const text = (Array.isArray(lines) ? lines : [lines]).map((l) => translate(l, locale, game.strings)).join('\n');
    await channel
      .send({ content: clip(text, 2000), allowedMentions: { parse: [] } })
      .catch((e: unknown) => log.warn({ event: 'discord.post_failed', matchId: m.id, err: String(e) }));
  }

  /**
   * Posts public events in the thread, in order: lines are gathered into
   * messages of at most 2000 characters, and an event carrying a picture (a
   * revealed spell, the table) opens its own message with the image.
   */
  async postEvents(m: MatchRecord, events: GameEvent[], locale: Locale): Promise<void> {
    const channelId = m.threadId ?? m.channelId;
    if (!channelId) return;
    const channel = await this.client.channels.fetch(channelId).catch(() => null);
    if (!channel?.isSendable()) return;
    const game = this.service.engine(m.game);
    const send = (content: string, image: Image | null) =>
      channel
        .send({
          content: clip(content, 2000),
          files: image ? [{ attachment: image.png, name: image.name }] : [],
          allowedMentions: { parse: [] },
        })
        .catch((e: unknown) => log.warn({ event: 'discord.post_failed', matchId: m.id, err: String(e) }));
    let buffer: string[] = [];
    const flush = async () => {
      if (buffer.length > 0) await send(buffer.join('\n'), null);
      buffer = [];
    };
    for (const e of events.filter((x) => !x.visibleTo)) {
      const line = translate(e.text, locale, game.strings);
      if (e.picture) {
        await flush();
        const image = await game.render(e.picture.view, { kind: e.picture.kind, locale }).catch((err: unknown) => {
          log.warn({ event: 'discord.picture_failed', matchId: m.id, kind: e.picture!.kind, err: String(err) });
          return null;
        });
        await send(`**${line}**`, image);
        continue;
      }
      if (buffer.join('\n').length + line.length + 1 > 2000) await flush();
      buffer.push(line);
    }
    await flush();
  }

  /** Finds our challenge message for a match in its channel (to close it when withdrawn). */
  async challengeMessage(m: MatchRecord): Promise<Message | null> {
    const channel = m.channelId ? await this.client.channels.fetch(m.channelId).catch(() => null) : null;
    if (!channel?.isTextBased()) return null;
    const messages = await channel.messages.fetch({ limit: 50 }).catch(() => null);
    return (
      messages?.find(
        (msg) => msg.author.id === this.client.user?.id && msg.components.some((row) => JSON.stringify(row.toJSON()).includes(m.id)),
      ) ?? null
    );
  }
}
