/**
 * Practice help (issue 19): a seat's panel offers "Suggest a move" in
 * unrated matches outside tournaments; the answer, private, names what the
 * hard bot would play and its next best choices, each with its estimated
 * chance to win. The search sees what the seat's own view shows (the game's
 * sampler fills in the rest), never the other seats' hidden information, and
 * runs in the bot thread.
 */
import { MessageFlags } from 'discord.js';
import { t } from '../../core/text.js';
import { hardIterations } from '../../core/search/index.js';
import { log } from '../../logger.js';
import { moveSeed } from '../../platform/matches/bots.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import type { Component, Ctx } from '../context.js';
import type { RankedChoice } from '../../core/search/index.js';
import type { Text } from '../../core/text.js';

/** Choices named after the best one. */
const OTHERS = 2;

export async function suggestButton(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  const seat = ctx.seatOf(m, i.user.id);
  if (seat === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  if (m.status !== 'active') return void (await i.reply(ctx.notice(t(`error.status.${m.status}`))));
  const engine = ctx.d.service.engine(m.game);
  // Checked again here: a button from an old panel, or a forged one, must not open a door the panel keeps shut.
  if (!engine.bot || !(await ctx.d.service.practice(m))) return void (await i.reply(ctx.notice(t('suggest.notHere'))));
  if (!ctx.d.views.prompts(m).some((p) => p.seat === seat)) return void (await i.reply(ctx.notice(t('suggest.nothing'))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const result = await ctx.d.service.bots.suggest(
    engine,
    ctx.d.service.stateOf(m),
    seat,
    m.seats.length,
    `${moveSeed(m.id, m.version)}:suggest`,
    hardIterations(engine),
  );
  const presenter = ctx.d.views.presenter(m, ctx.locale);
  const line = suggestionLine(result.ranked, (text) => presenter.tr(text));
  log.info({ event: 'discord.suggest', matchId: m.id, seat, iterations: result.iterations });
  await i.editReply(ctx.notice(line));
}

/**
 * The answer's line: the hard bot's pick with its win estimate and the next best. A close call keeps the game's
 * favourite (the search's `closeCall`), so another choice may show a higher estimate: the line says they are too
 * close to tell apart rather than leave the player wondering.
 */
export function suggestionLine(ranked: readonly RankedChoice[], tr: (text: Text) => string): Text {
  const pct = (x: number) => Math.round(100 * x);
  const [best, ...rest] = ranked;
  if (best!.visits === 0) return t('suggest.forced', { best: tr(best!.label) });
  const weighed = rest.filter((r) => r.visits > 0).slice(0, OTHERS);
  if (weighed.length === 0) return t('suggest.only', { best: tr(best!.label), pct: pct(best!.winRate) });
  const others = weighed.map((r) => tr(t('suggest.choice', { choice: tr(r.label), pct: pct(r.winRate) }))).join(', ');
  const close = weighed.some((r) => pct(r.winRate) > pct(best!.winRate));
  return t(close ? 'suggest.lineClose' : 'suggest.line', { best: tr(best!.label), pct: pct(best!.winRate), others });
}
