/** /help, /rules (and the Rules button), /games. */
import type { ChatInputCommandInteraction } from 'discord.js';
import { t, type Text } from '../../core/text.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import type { Component, Ctx } from '../context.js';
import { clip } from '../presenter.js';
import { joinNames, translate } from '../strings.js';
import { owedBy, seatTimeLeft } from '../../platform/clock/display.js';
import { formatDuration } from '../../platform/clock/duration.js';
import { finishedGames } from './replay.js';

export async function help(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  const games = ctx.d.registry
    .all()
    .map((g) => g.name)
    .join(', ');
  await i.reply(
    ctx.notice(
      [
        `## ${ctx.tr(t('help.title'))}`,
        ctx.tr(t('help.body', { turn: ctx.tr(t('match.yourTurn')), hand: ctx.tr(t('match.showHand')) })),
        ctx.tr(t('help.games', { games })),
      ].join('\n'),
    ),
  );
}

export async function rulesCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  await showRules(i, ctx, i.options.getString('game', true));
}

/** Zoom: the board's action up close, for anyone in the server (public view only). */
export async function zoomButton(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  const payload = await ctx.d.views.zoom(m, ctx.locale);
  await i.reply(payload ?? ctx.notice(t('error.badButton')));
}

export async function rulesButton(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  await showRules(i, ctx, m.game);
}

async function showRules(i: ChatInputCommandInteraction | Component, ctx: Ctx, gameId: string): Promise<void> {
  const game = ctx.d.service.engine(gameId);
  // Rules name the match message's buttons as that message shows them (the server's language): {play}, {hand}.
  const buttons = { play: ctx.tr(t('match.yourTurn'), true), hand: ctx.tr(t('match.showHand'), true) };
  const tr = (x: Text) => translate(typeof x === 'string' ? x : { key: x.key, vars: { ...buttons, ...x.vars } }, ctx.locale, game.strings);
  const parts = [
    `## ${tr(t('rules.title', { game: game.name }))}`,
    tr(game.rules.summary),
    ...game.rules.sections.map((s) => `### ${tr(s.title)}\n${tr(s.body)}`),
  ];
  await i.reply(ctx.notice(clip(parts.join('\n'), 3900)));
}

export async function games(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (i.options.getBoolean('finished')) return finishedGames(i, ctx);
  const waiting = i.options.getBoolean('waiting') ?? false;
  const all = await ctx.d.service.listForUser(i.user.id, i.guildId);
  const matches = waiting ? all.filter((m) => owedBy(m, i.user.id).length > 0) : all;
  if (matches.length === 0) return void (await i.reply(ctx.notice(t(waiting ? 'games.waitingNone' : 'games.none'))));
  const lines = matches.map((m) => gamesLine(ctx, m, i.user.id));
  await i.reply(ctx.notice(`## ${ctx.tr(t(waiting ? 'games.waitingTitle' : 'games.title'))}\n${lines.join('\n')}`));
}

function gamesLine(ctx: Ctx, m: MatchRecord, userId: string): string {
  const game = ctx.d.service.engine(m.game);
  const opponents = joinNames(
    m.seats.filter((s) => s.userId !== userId).map((s) => s.name),
    ctx.locale,
  );
  let status = ctx.tr(t(`games.status.${m.status === 'active' ? 'active' : 'challenged'}`));
  if (m.status === 'active') {
    const owing = [...new Set(ctx.d.views.prompts(m).map((p) => p.seat))].map((s) => m.seats[s]!);
    status = owing.some((s) => s.userId === userId)
      ? ctx.tr(t('games.yourMove'))
      : ctx.tr(
          t('games.theirMove', {
            names: joinNames(
              owing.map((s) => s.name),
              ctx.locale,
            ),
          }),
        );
    const mine = owedBy(m, userId);
    const lefts = (mine.length > 0 ? mine : m.seats).map((s) => seatTimeLeft(s, Date.now())).filter((x): x is number => x !== null);
    if (lefts.length > 0) {
      const left = Math.min(...lefts);
      status += ` (${ctx.tr(left > 0 ? t('games.timeLeft', { left: formatDuration(left, ctx.locale) }) : t('games.outOfTime'))})`;
    }
  }
  return ctx.tr(t('games.line', { game: game.name, opponents, status, link: matchLink(m) }));
}

export function matchLink(m: MatchRecord): string {
  if (m.guildId && m.messageId) return `https://discord.com/channels/${m.guildId}/${m.threadId ?? m.channelId}/${m.messageId}`;
  return m.threadId ? `<#${m.threadId}>` : m.channelId ? `<#${m.channelId}>` : '';
}
