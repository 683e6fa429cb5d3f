/** /challenge and its Accept / Decline buttons. */
import { type ChatInputCommandInteraction, type User } from 'discord.js';
import { t } from '../../core/text.js';
import { log } from '../../logger.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import { MAX_OPPONENTS } from '../commands.js';
import { userRef, type Component, type Ctx } from '../context.js';
import { missingPermissions, REQUIRED_PERMISSIONS } from '../guards.js';
import { joinNames } from '../strings.js';
import { RatingService } from '../../platform/ratings/service.js';
import { openTable } from './lobby.js';
import { challengePayload, threadsAllowed } from './challenge-messages.js';
import { AsyncPlay } from '../../platform/clock/service.js';
import { parseTimeControl } from '../../platform/clock/time-control.js';

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
  if (i.options.getBoolean('open')) return RatingService.withRated(rated, () => openTable(i, ctx, game));
  const users = Array.from({ length: MAX_OPPONENTS }, (_, k) => i.options.getUser(k === 0 ? 'opponent' : `opponent${k + 1}`)).filter(
    (u): u is User => u !== null,
  );
  const bots = i.options.getInteger('bots') ?? 0;
  if (users.some((u) => u.id === i.user.id)) return void (await i.reply(ctx.notice(t('challenge.notYou'))));
  if (users.some((u) => u.bot)) return void (await i.reply(ctx.notice(t('challenge.botOpponent'))));
  if (users.length === 0 && bots === 0) return void (await i.reply(ctx.notice(t('challenge.needOpponent'))));
  const options: Record<string, string> = {};
  for (const o of game.challengeOptions ?? []) {
    const v = i.options.getString(o.name);
    if (v !== null) options[o.name] = v;
  }
  await i.deferReply();
  // The time control reaches the transaction that creates the match (AsyncPlay's hook), or the server default applies.
  const m = await RatingService.withRated(rated, () =>
    AsyncPlay.withTimeControl(parseTimeControl(i.options.getString('time') ?? ''), () =>
      ctx.d.service.challenge({
        game: game.id,
        guildId: i.guildId,
        channelId: i.channelId,
        challenger: userRef(i.user, i.locale),
        opponents: users.map((u) => userRef(u, null)),
        bots,
        options,
      }),
    ),
  );
  const reply = await i.editReply(challengePayload(ctx, m));
  log.info({ event: 'discord.challenge', matchId: m.id, guildId: i.guildId });
  if (m.status !== 'active') return;
  // Only automated opponents: the match starts at once.
  const link = await ctx.d.publisher.open(m, reply, threadsAllowed(i), ctx.publicLocale);
  await i.editReply(challengePayload(ctx, m, link));
}

export async function accept(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  await i.deferUpdate();
  const { match, started } = await ctx.d.service.accept(m.id, userRef(i.user, i.locale));
  const link = started ? await ctx.d.publisher.open(match, i.message, threadsAllowed(i), ctx.publicLocale) : null;
  await i.editReply(challengePayload(ctx, match, link));
}

export async function decline(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  await i.deferUpdate();
  await ctx.d.service.decline(m.id, i.user.id);
  await i.editReply({ content: ctx.tr(t('challenge.declined', { name: i.user.username }), true), components: [] });
  log.info({ event: 'discord.declined', matchId: m.id });
}
