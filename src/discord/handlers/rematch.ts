/**
 * "Rematch" on a finished match: the clicking player challenges the same
 * people again, with the same options and as many automated seats, in the
 * match's channel. Seats keep their order around the table, automated seats
 * included (rotated so the clicker sits first), so teams in a team game stay
 * the same.
 *
 * A next-match offer (`GameModule.nextMatches`, a button beside Rematch)
 * does the same with the offer's options; the offers are recomputed from the
 * finished match, so a click on an offer it no longer makes (or one drawn
 * for another version) changes nothing. Once taken, the offers leave the
 * result message. The first click claims the offers in the database
 * (MatchService.claimNextOffer), so two players clicking at the same instant
 * start one match, and the other is told the offer is gone.
 */
import { ComponentType, MessageFlags, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import { t, type Text } from '../../core/text.js';
import { log } from '../../logger.js';
import type { MatchRecord, UserRef } from '../../platform/matches/service.js';
import { nextMatchesOf } from '../../platform/matches/next-matches.js';
import { userRef, type Component, type Ctx } from '../context.js';
import type { ComponentId } from '../custom-id.js';
import { canUseThreads } from '../guards.js';
import { challengePayload } from './challenge-messages.js';
import { botLevelOf } from '../../platform/matches/bots.js';

export async function rematch(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  await challengeAgain(i, ctx, m, m.options, 'rematch.offered');
}

export async function nextMatch(i: Component, ctx: Ctx, m: MatchRecord, id: ComponentId): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  if (m.status !== 'finished') return void (await i.reply(ctx.notice(t(`error.status.${m.status}`))));
  const offers = nextMatchesOf(ctx.d.service.engine(m.game), m);
  const offer = id.version === m.version && /^\d$/.test(id.token) ? offers[Number(id.token)] : undefined;
  if (!offer || !(await ctx.d.service.claimNextOffer(m.id))) return void (await i.reply(ctx.notice(t('next.gone'))));
  const started = await challengeAgain(i, ctx, m, offer.options, 'next.offered').catch(async (e: unknown) => {
    await ctx.d.service.releaseNextOffer(m.id);
    throw e;
  });
  if (!started) return void (await ctx.d.service.releaseNextOffer(m.id));
  // Taken: the offers leave the result (Rematch stays), so a second click is refused before it reaches here.
  const rows = i.message.components.map((row) => row.toJSON() as APIActionRowComponent<APIComponentInMessageActionRow>);
  const kept = rows
    .map((row) => ({
      ...row,
      components: row.components.filter((c) => !(c.type === ComponentType.Button && 'custom_id' in c && c.custom_id.startsWith('nxt:'))),
    }))
    .filter((row) => row.components.length > 0);
  await i.message
    .edit({ components: kept })
    .catch((e: unknown) => log.warn({ event: 'discord.next_offers_edit_failed', matchId: m.id, err: String(e) }));
}

/** The clicker challenges the other players of `m` again with `options`, in its channel; false when it could not. */
async function challengeAgain(i: Component, ctx: Ctx, m: MatchRecord, options: unknown, told: string): Promise<boolean> {
  const seat = ctx.seatOf(m, i.user.id);
  const refuse = async (text: Text) => {
    await i.reply(ctx.notice(text));
    return false;
  };
  if (seat === null) return refuse(t('error.notAPlayer'));
  if (m.status !== 'finished') return refuse(t(`error.status.${m.status}`));
  const channel = m.channelId ? await ctx.d.client.channels.fetch(m.channelId).catch(() => null) : null;
  if (!channel?.isSendable()) return refuse(t('error.unexpected', { ref: 'rematch-channel' }));
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
    options,
  });
  const message = await channel.send(await challengePayload(ctx, next));
  log.info({ event: 'discord.rematch', matchId: next.id, previous: m.id, offer: told === 'next.offered' });
  if (next.status === 'active') {
    // Only automated opponents: it starts at once.
    const link = await ctx.d.publisher.open(next, message, i.appPermissions ? canUseThreads(i.appPermissions) : true, ctx.publicLocale);
    await message.edit(await challengePayload(ctx, next, link));
  }
  await i.editReply(ctx.notice(t(told, { link: message.url })));
  return true;
}
