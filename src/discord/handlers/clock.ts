/**
 * Asynchronous play in Discord: the "Claim the win" button, and the notifier
 * through which clocks speak (thread mentions, DMs with a fallback when they
 * are closed, match message refreshes, expired challenges).
 */
import {
  DiscordAPIError,
  MessageFlags,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type ChatInputCommandInteraction,
  type Client,
  type Message,
} from 'discord.js';
import { t, type Locale, type Text } from '../../core/text.js';
import { log } from '../../logger.js';
import { asyncPlayOf, type AsyncNotifier, type AsyncPlay } from '../../platform/clock/service.js';
import type { MatchRecord, MatchService } from '../../platform/matches/service.js';
import { displayName, userRef, type Component, type Ctx } from '../context.js';
import { clip } from '../presenter.js';
import type { Publisher } from '../publisher.js';
import { recapLines } from '../recap.js';
import { translate } from '../strings.js';
import { unratedNote } from './leaderboard.js';

/** The claim button: only a seat whose opponent ran out of time (within the grace period) may press it. */
export async function claimWin(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  if (m.status !== 'active') return void (await i.reply(ctx.notice(t(`error.status.${m.status}`))));
  const play = asyncPlayOf(ctx.d.service);
  if (!play) return void (await i.reply(ctx.notice(t('clock.claim.nothing-to-claim'))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const result = await play.claim(m.id, i.user.id);
  if (!result.ok) return void (await i.editReply(ctx.notice(t(`clock.claim.${result.reason}`))));
  const names = result.against.map((s) => result.match.seats[s]?.name ?? '?').join(', ');
  const key =
    result.action === 'forfeit-match' ? 'clock.forfeitReason' : result.action === 'remove-seat' ? 'clock.removed' : 'clock.handedToBot';
  await i.editReply(ctx.notice(t('clock.claimed', { text: ctx.tr(t(key, { names })) })));
}

/** Speaks for the clocks in Discord, in the server's default language. */
export class DiscordClockNotifier implements AsyncNotifier {
  constructor(
    private readonly client: Client,
    private readonly service: MatchService,
    private readonly publisher: Publisher,
    private readonly locale: Locale,
  ) {}

  refresh(matchId: string): Promise<void> {
    return this.publisher.refresh(matchId, this.locale);
  }

  settle(matchId: string): Promise<void> {
    return this.publisher.settle(matchId, this.locale);
  }

  async post(m: MatchRecord, text: Text, mentions: string[], recap?: { seat: number }): Promise<void> {
    // In the thread everyone reads: public events only.
    const extra = recap ? await recapLines(this.service, m, recap.seat, this.locale, false) : [];
    await this.send(m.threadId ?? m.channelId, m, text, mentions, extra);
  }

  async dm(
    userId: string,
    text: Text,
    locale: Locale,
    recap?: { match: MatchRecord; seat: number },
  ): Promise<'sent' | 'closed' | 'failed'> {
    try {
      const extra = recap ? await recapLines(this.service, recap.match, recap.seat, locale, true) : [];
      await this.client.users.send(userId, { content: clip([translate(text, locale), ...extra].join('\n'), 2000) });
      return 'sent';
    } catch (e) {
      if (e instanceof DiscordAPIError && e.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) return 'closed';
      log.warn({ event: 'discord.dm_failed', userId, err: String(e) });
      return 'failed';
    }
  }

  /** After a time-out ended the match: a line when it asked to be rated and is not (nobody had moved). */
  async finished(m: MatchRecord): Promise<void> {
    const note = await unratedNote(this.service, m.id);
    if (note) await this.send(m.threadId ?? m.channelId, m, note, []);
  }

  async challengeExpired(m: MatchRecord, text: Text, mentions: string[]): Promise<void> {
    const original = await this.publisher.challengeMessage(m);
    if (original) {
      const closed = `${original.content}\n${translate(t('challenge.expiredShort'), this.locale)}`;
      await original
        .edit({ content: clip(closed, 2000), components: [], allowedMentions: { parse: [] } })
        .catch((e: unknown) => log.warn({ event: 'discord.edit_failed', matchId: m.id, err: String(e) }));
    }
    await this.send(m.channelId, m, text, mentions);
  }

  private async send(channelId: string | null, m: MatchRecord, text: Text, mentions: string[], extra: string[] = []): Promise<void> {
    if (!channelId) return;
    const channel = await this.client.channels.fetch(channelId).catch(() => null);
    if (!channel?.isSendable()) return;
    const content = clip([translate(text, this.locale, this.service.engine(m.game).strings), ...extra].join('\n'), 2000);
    await this.publisher.pacer.send<Message>(channelId, () => channel.send({ content, allowedMentions: { users: mentions } }));
  }
}

/** Gives the running bot's AsyncPlay its voice in Discord. */
export function connectClockNotifier(play: AsyncPlay, client: Client, service: MatchService, publisher: Publisher, locale: Locale): void {
  play.setNotifier(new DiscordClockNotifier(client, service, publisher, locale));
}

/** `/match end` (Manage Server): ends any match of this server, recorded with who and why. */
export async function endMatch(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return void (await i.reply(ctx.notice(t('error.manageServer'))));
  const play = asyncPlayOf(ctx.d.service);
  if (!play) return void (await i.reply(ctx.notice(t('error.unexpected', { ref: 'async-off' }))));
  const reason = i.options.getString('reason', true);
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const option = i.options.getString('match');
  const here = option
    ? null
    : await play.db.match.findFirst({
        where: {
          guildId: i.guildId,
          status: { in: ['challenged', 'active'] },
          OR: [{ threadId: i.channelId }, { channelId: i.channelId, threadId: null }],
        },
        orderBy: { updatedAt: 'desc' },
      });
  const matchId = option ?? here?.id;
  if (!matchId) return void (await i.editReply(ctx.notice(t('error.noMatchHere'))));
  const done = await play.endByModerator(matchId, i.guildId, userRef(i.user, i.locale), reason);
  const line = t('match.endedBy', { name: displayName(i.user, i.member), reason });
  const note = await unratedNote(ctx.d.service, done.id);
  await i.editReply(ctx.notice(note ? `${ctx.tr(line)}\n${ctx.tr(note)}` : line));
  if (done.messageId) {
    await ctx.d.publisher.refresh(done.id, ctx.publicLocale);
    await ctx.d.publisher.post(done, note ? [line, note] : line, ctx.publicLocale);
    await ctx.d.publisher.settle(done.id, ctx.publicLocale);
  } else {
    const original = await ctx.d.publisher.challengeMessage(done);
    await original?.edit({ content: ctx.tr(line, true), components: [], allowedMentions: { parse: [] } });
  }
}

/** Matches a moderator may end: every open match of the server, newest first. */
export async function moderatorMatches(ctx: Ctx, guildId: string): Promise<MatchRecord[]> {
  const play = asyncPlayOf(ctx.d.service);
  if (!play) return [];
  return play.db.match.findMany({
    where: { guildId, status: { in: ['challenged', 'active'] } },
    include: { seats: { orderBy: { seat: 'asc' } } },
    orderBy: { updatedAt: 'desc' },
    take: 25,
  });
}
