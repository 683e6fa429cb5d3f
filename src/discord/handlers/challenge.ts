/** /challenge and its Accept / Decline buttons. */
import { GuildMember, PermissionFlagsBits, PermissionsBitField, type ChatInputCommandInteraction, type User } from 'discord.js';
import { t } from '../../core/text.js';
import { log } from '../../logger.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import { MAX_OPPONENTS } from '../commands.js';
import { displayName, userRef, type Component, type Ctx } from '../context.js';
import { missingPermissions, REQUIRED_PERMISSIONS } from '../guards.js';
import { joinNames } from '../strings.js';
import { RatingService } from '../../platform/ratings/service.js';
import { botLevelOption, openTable } from './lobby.js';
import { challengePayload, threadsAllowed } from './challenge-messages.js';
import { AsyncPlay } from '../../platform/clock/service.js';
import { parseTimeControl } from '../../platform/clock/time-control.js';
import { gameOptionValues } from '../options.js';
import type { AnyGame } from '../../games/registry.js';

export async function challenge(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const missing = missingPermissions(i.appPermissions, REQUIRED_PERMISSIONS);
  if (missing.length > 0) {
    const names = joinNames(
      missing.map((p) => ctx.tr(t(`perm.${p}`))),
      ctx.locale,
    );
    return void (await i.reply(ctx.notice(t('error.missingPermissions', { permissions: names }))));
  }
  const game = ctx.d.service.engine(i.options.getString('game', true));
  // Rated unless the challenger says otherwise; a match with a bot seat never is (checked when it ends).
  const rated = i.options.getBoolean('rated') ?? true;
  // The time control reaches the transaction that creates the match (AsyncPlay's hook), or the server default applies.
  const code = i.options.getString('time');
  const control = code === null ? null : parseTimeControl(code);
  if (code !== null && !control)
    return void (await i.reply(ctx.notice(t('option.refused', { problem: ctx.tr(t('option.range.time', { option: 'time' })) }))));
  if (i.options.getBoolean('open'))
    return RatingService.withRated(rated, () => AsyncPlay.withTimeControl(control, () => openTable(i, ctx, game)));
  // Each opponent option is a place at the table (README: in La Grande Tornade opponent2 is your teammate):
  // an empty place before the last named opponent stays, for a bot to take.
  const slots = Array.from({ length: MAX_OPPONENTS }, (_, k) => (k === 0 ? 'opponent' : `opponent${k + 1}`)).map((name) => ({
    user: i.options.getUser(name),
    member: i.options.getMember(name),
  }));
  const places = slots.slice(0, slots.findLastIndex((s) => s.user !== null) + 1);
  const named = places.filter((p): p is { user: User; member: (typeof p)['member'] } => p.user !== null);
  const users = named.map((p) => p.user);
  const bots = i.options.getInteger('bots') ?? 0;
  if (users.some((u) => u.id === i.user.id)) return void (await i.reply(ctx.notice(t('challenge.notYou'))));
  if (users.some((u) => u.bot)) return void (await i.reply(ctx.notice(t('challenge.botOpponent'))));
  const blind = await notSeeing(i, named);
  if (blind.length > 0) {
    const names = joinNames(blind, ctx.locale);
    log.info({ event: 'discord.challenge_refused_blind', guildId: i.guildId, count: blind.length });
    return void (await i.reply(ctx.notice(t('challenge.cannotSee', { names, count: blind.length }))));
  }
  const read = gameOptionValues(game, ctx.d.registry.all(), i.options.data, ctx.locale);
  if (!read.ok) return void (await i.reply(ctx.notice(t('option.refused', { problem: ctx.tr(read.problem) }))));
  const options = read.options;
  // Alone at the table only where the game seats one player with these options (a solo mode): it starts at once.
  if (users.length === 0 && bots === 0 && !seatsOne(game, options)) return void (await i.reply(ctx.notice(t('challenge.needOpponent'))));
  await i.deferReply();
  const m = await RatingService.withRated(rated, () =>
    AsyncPlay.withTimeControl(control, () =>
      ctx.d.service.challenge({
        game: game.id,
        guildId: i.guildId,
        channelId: i.channelId,
        challenger: userRef(i.user, i.locale, i.member),
        opponents: places.map((p) => (p.user ? userRef(p.user, null, p.member) : null)),
        bots,
        botLevel: botLevelOption(i),
        options,
      }),
    ),
  );
  const reply = await i.editReply(await challengePayload(ctx, m));
  log.info({ event: 'discord.challenge', matchId: m.id, guildId: i.guildId });
  if (m.status !== 'active') return;
  // Only automated opponents: the match starts at once.
  const link = await ctx.d.publisher.open(m, reply, threadsAllowed(i), ctx.publicLocale);
  await i.editReply(await challengePayload(ctx, m, link));
}

/** Whether the game can be played by one player with these (raw /challenge) options. */
function seatsOne(game: AnyGame, raw: Record<string, string>): boolean {
  if (game.seats.min > 1) return false;
  const parsed = game.options.safeParse(raw);
  return !parsed.success || (game.seatCounts?.(parsed.data).includes(1) ?? true);
}

/**
 * The named opponents who cannot see this channel (they could neither answer
 * nor play here), by display name: their permissions in the channel, from its
 * overwrites (discord.js computes them from the cached roles and overwrites),
 * else the permissions Discord resolved with the option.
 */
async function notSeeing(i: ChatInputCommandInteraction<'cached' | 'raw'>, named: { user: User; member: unknown }[]): Promise<string[]> {
  const channel = i.channel ?? (await i.client.channels.fetch(i.channelId).catch(() => null));
  const blind: string[] = [];
  for (const { user, member } of named) {
    let canSee: boolean;
    if (member instanceof GuildMember && channel && 'permissionsFor' in channel) {
      canSee = channel.permissionsFor(member)?.has(PermissionFlagsBits.ViewChannel) ?? false;
    } else if (member && typeof member === 'object' && 'permissions' in member && typeof member.permissions === 'string') {
      canSee = new PermissionsBitField(BigInt(member.permissions)).has(PermissionFlagsBits.ViewChannel);
    } else {
      // Not a member of this server at all.
      canSee = false;
    }
    if (!canSee) blind.push(displayName(user, member));
  }
  return blind;
}

export async function accept(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  await i.deferUpdate();
  const { match, started } = await ctx.d.service.accept(m.id, userRef(i.user, i.locale));
  const link = started ? await ctx.d.publisher.open(match, i.message, threadsAllowed(i), ctx.publicLocale) : null;
  await i.editReply(await challengePayload(ctx, match, link));
}

export async function decline(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  await i.deferUpdate();
  await ctx.d.service.decline(m.id, i.user.id);
  const name = m.seats.find((s) => s.userId === i.user.id)?.name ?? displayName(i.user, i.member);
  await i.editReply({ content: ctx.tr(t('challenge.declined', { name }), true), components: [] });
  log.info({ event: 'discord.declined', matchId: m.id });
}
