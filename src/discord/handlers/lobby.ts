/**
 * Open tables: `/challenge … open:true` posts a message with "Join" and
 * "Start"; anyone may take a seat until the host starts (the game's seat
 * limits apply; `bots` seats automated players from the start). Game-agnostic.
 */
import { type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../core/text.js';
import type { AnyGame } from '../../games/registry.js';
import { log } from '../../logger.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import { userRef, type Component, type Ctx } from '../context.js';
import { challengePayload, lobbyPayload, threadsAllowed } from './challenge-messages.js';
import { gameOptionValues } from '../options.js';
import type { BotLevel } from '../../core/search/index.js';
import { isBotLevel } from '../../platform/matches/bots.js';

/** The /challenge `level` option (its choices; anything else plays normal). */
export function botLevelOption(i: ChatInputCommandInteraction): BotLevel {
  const level = i.options.getString('level');
  return isBotLevel(level) ? level : 'normal';
}

/** The slash command part: opens the table (permissions were checked by /challenge). */
export async function openTable(i: ChatInputCommandInteraction, ctx: Ctx, game: AnyGame): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const read = gameOptionValues(game, ctx.d.registry.all(), i.options.data, ctx.locale);
  if (!read.ok) return void (await i.reply(ctx.notice(t('option.refused', { problem: ctx.tr(read.problem) }))));
  const options = read.options;
  await i.deferReply();
  const m = await ctx.d.service.openLobby({
    game: game.id,
    guildId: i.guildId,
    channelId: i.channelId,
    challenger: userRef(i.user, i.locale, i.member),
    bots: i.options.getInteger('bots') ?? 0,
    botLevel: botLevelOption(i),
    options,
  });
  await i.editReply(await lobbyPayload(ctx, m));
  log.info({ event: 'discord.lobby', matchId: m.id, guildId: i.guildId });
}

export async function joinTable(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  await i.deferUpdate();
  // People joining at once queue on the match row: each gets the next free seat.
  await ctx.d.service.join(m.id, userRef(i.user, i.locale, i.member));
  await redrawLobby(i, ctx, m.id);
}

/** Leave: the player's seat is given back before the table starts (the host withdraws it with /match abandon). */
export async function leaveTable(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (m.createdById === i.user.id) return void (await i.reply(ctx.notice(t('error.hostCannotLeave'))));
  if (!m.seats.some((s) => s.userId === i.user.id)) return void (await i.reply(ctx.notice(t('error.notSeated'))));
  await i.deferUpdate();
  await ctx.d.service.leave(m.id, i.user.id);
  await redrawLobby(i, ctx, m.id);
}

const redraws = new Map<string, Promise<void>>();

/**
 * Edits the table message from the database's latest seats. Serialised per
 * table, so the edit of an earlier join never lands after a later one's.
 */
function redrawLobby(i: Component, ctx: Ctx, matchId: string): Promise<void> {
  const next = (redraws.get(matchId) ?? Promise.resolve()).then(async () => {
    const latest = await ctx.d.service.get(matchId);
    if (ctx.d.service.isLobby(latest)) await i.editReply(await lobbyPayload(ctx, latest));
  });
  const settled = next.catch(() => {});
  redraws.set(matchId, settled);
  void settled.then(() => {
    if (redraws.get(matchId) === settled) redraws.delete(matchId);
  });
  return next;
}

export async function startTable(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (m.createdById !== i.user.id) return void (await i.reply(ctx.notice(t('error.onlyHost'))));
  await i.deferUpdate();
  const { match } = await ctx.d.service.startLobby(m.id, i.user.id);
  const link = await ctx.d.publisher.open(match, i.message, threadsAllowed(i), ctx.publicLocale);
  await i.editReply(await challengePayload(ctx, match, link));
}
