/**
 * "Rematch" on a finished match: the clicking player challenges the same
 * people again, with the same options and as many automated seats, in the
 * match's channel. Seats keep their order around the table, automated seats
 * included (rotated so the clicker sits first), so teams in a team game stay
 * the same.
 */
import { MessageFlags } from 'discord.js';
import { t } from '../../core/text.js';
import { log } from '../../logger.js';
import type { MatchRecord, UserRef } from '../../platform/matches/service.js';
import { userRef, type Component, type Ctx } from '../context.js';
import { canUseThreads } from '../guards.js';
import { challengePayload } from './challenge-messages.js';
import { botLevelOf } from '../../platform/matches/bots.js';

export async function rematch(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  const seat = ctx.seatOf(m, i.user.id);
  if (seat === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  if (m.status !== 'finished') return void (await i.reply(ctx.notice(t(`error.status.${m.status}`))));
  const channel = m.channelId ? await ctx.d.client.channels.fetch(m.channelId).catch(() => null) : null;
  if (!channel?.isSendable()) return void (await i.reply(ctx.notice(t('error.unexpected', { ref: 'rematch-channel' }))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  // The whole table turned so the clicker sits first: bots keep their places, so teams (seats 0 & 2…) stay together.
  const others: (UserRef | null)[] = [...m.seats.slice(seat + 1), ...m.seats.slice(0, seat)].map((s) =>
    s.isBot || !s.userId ? null : { id: s.userId, username: s.name },
  );
  const next = await ctx.d.service.challenge({
    game: m.game,
    guildId: m.guildId,
    channelId: m.channelId,
    challenger: userRef(i.user, i.locale, i.member),
    opponents: others,
    bots: m.seats.filter((s) => s.isBot || !s.userId).length,
    botLevel: botLevelOf(m),
    options: m.options,
  });
  const message = await channel.send(await challengePayload(ctx, next));
  log.info({ event: 'discord.rematch', matchId: next.id, previous: m.id });
  if (next.status === 'active') {
    // Only automated opponents: it starts at once.
    const link = await ctx.d.publisher.open(next, message, i.appPermissions ? canUseThreads(i.appPermissions) : true, ctx.publicLocale);
    await message.edit(await challengePayload(ctx, next, link));
  }
  await i.editReply(ctx.notice(t('rematch.offered', { link: message.url })));
}
