/**
 * The challenge message (Accept / Decline while it waits) and the open-table
 * message (Join / Start): what both /challenge and the lobby buttons post.
 */
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { t } from '../../core/text.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import { timeControlOf, timeControlText } from '../../platform/clock/display.js';
import type { Component, Ctx } from '../context.js';
import { encodeCustomId } from '../custom-id.js';
import { canUseThreads } from '../guards.js';
import { botLevelOf } from '../../platform/matches/bots.js';
import { joinNames } from '../strings.js';
import { chosenOptions } from '../options.js';
import { competitionOf } from '../../platform/competition.js';

/** Whether the bot may open a thread for the match here. */
export function threadsAllowed(i: ChatInputCommandInteraction | Component): boolean {
  return i.appPermissions ? canUseThreads(i.appPermissions) : true;
}

/** The challenge message: plain content with Accept/Decline while it waits; pings only those it waits for. */
export async function challengePayload(ctx: Ctx, m: MatchRecord, startedLink?: string | null) {
  const game = ctx.d.service.engine(m.game);
  const tr = (key: string, vars?: Record<string, string | number>) => ctx.tr(t(key, vars), true);
  const mention = (s: MatchRecord['seats'][number]) => (s.userId ? `<@${s.userId}>` : s.name);
  const [challenger, ...rest] = m.seats;
  const lines = [
    rest.length === 0
      ? tr('challenge.solo', { challenger: mention(challenger!), game: game.name })
      : tr('challenge.text', {
          challenger: mention(challenger!),
          opponents: joinNames(rest.map(mention), ctx.publicLocale),
          game: game.name,
        }),
    ...(await matchTerms(ctx, m)),
  ];
  const waiting = m.seats.filter((s) => !s.accepted);
  const components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
  if (m.status === 'challenged') {
    lines.push(tr('challenge.waiting', { names: joinNames(waiting.map(mention), ctx.publicLocale) }));
    const button = (kind: 'acc' | 'dec', style: ButtonStyle.Success | ButtonStyle.Secondary, label: string) =>
      ({
        type: ComponentType.Button,
        style,
        label: tr(label),
        custom_id: encodeCustomId({ kind, matchId: m.id, version: m.version, token: '' }),
      }) as const;
    components.push({
      type: ComponentType.ActionRow,
      components: [button('acc', ButtonStyle.Success, 'challenge.accept'), button('dec', ButtonStyle.Secondary, 'challenge.decline')],
    });
  }
  if (startedLink) lines.push(tr('challenge.started', { link: startedLink }));
  return { content: lines.join('\n'), components, allowedMentions: { users: waiting.flatMap((s) => (s.userId ? [s.userId] : [])) } };
}

/**
 * What players agree to, in the server's language: who plays with whom
 * (team games), the game's options, the clock as the match holds it, and
 * whether it is rated.
 */
export async function matchTerms(ctx: Ctx, m: MatchRecord): Promise<string[]> {
  const game = ctx.d.service.engine(m.game);
  const lines: string[] = [];
  const teams = teamNames(m);
  if (teams) lines.push(ctx.tr(t('challenge.teams', { teams: teams.join(ctx.tr(t('challenge.versus'), true)) }), true));
  const options = chosenOptions(game, m.options, ctx.publicLocale);
  if (options.length > 0) lines.push(options.join(' · '));
  if (m.seats.some((s) => s.isBot)) lines.push(ctx.tr(t('match.botLevel', { level: ctx.tr(t(`bot.level.${botLevelOf(m)}`), true) }), true));
  const terms = [ctx.tr(t('challenge.timeControl', { control: ctx.tr(timeControlText(timeControlOf(m)), true) }), true)];
  const rated = await ratedText(ctx, m);
  if (rated) terms.push(ctx.tr(rated, true));
  lines.push(terms.join(' · '));
  return lines;
}

/** Each team's names joined with " & " (null when every seat plays for itself). */
export function teamNames(m: MatchRecord): string[] | null {
  const teams = new Map<number, string[]>();
  for (const s of m.seats) if (s.team !== null) teams.set(s.team, [...(teams.get(s.team) ?? []), s.name]);
  if (teams.size < 2) return null;
  return [...teams.entries()].sort(([a], [b]) => a - b).map(([, names]) => names.join(' & '));
}

/** "Rated", "Unrated", "Unrated (this mode is not rated)", "Unrated (a bot plays)"; null when ratings are not attached. */
async function ratedText(ctx: Ctx, m: MatchRecord) {
  const ratings = competitionOf(ctx.d.service)?.ratings;
  const rated = ratings ? await ratings.isRated(m.id) : null;
  if (rated === null) return null;
  if (ctx.d.service.engine(m.game).rated?.(m.options) === false) return t('challenge.unratedMode');
  if (m.seats.some((s) => s.isBot)) return t('challenge.unratedBots');
  return t(rated ? 'challenge.rated' : 'challenge.unrated');
}

/** The open table: who sits there, Join for everyone, Start for the host (enabled once enough are seated). */
export async function lobbyPayload(ctx: Ctx, m: MatchRecord) {
  const game = ctx.d.service.engine(m.game);
  const tr = (key: string, vars?: Record<string, string | number>) => ctx.tr(t(key, vars), true);
  const host = m.seats[0]!;
  const names = joinNames(
    m.seats.map((s) => s.name),
    ctx.publicLocale,
  );
  const lines = [
    tr('lobby.text', { host: `<@${host.userId}>`, game: game.name, min: game.seats.min, max: game.seats.max, names }),
    ...(await matchTerms(ctx, m)),
    tr('lobby.hint', { host: host.name }),
  ];
  const id = (kind: 'joi' | 'lv' | 'go') => encodeCustomId({ kind, matchId: m.id, version: m.version, token: '' });
  const row: APIActionRowComponent<APIComponentInMessageActionRow> = {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Primary,
        label: tr('lobby.join'),
        custom_id: id('joi'),
        disabled: m.seats.length >= game.seats.max,
      },
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: tr('lobby.leave'),
        custom_id: id('lv'),
        disabled: m.seats.length <= 1,
      },
      {
        type: ComponentType.Button,
        style: ButtonStyle.Success,
        label: tr('lobby.start', { count: m.seats.length }),
        custom_id: id('go'),
        disabled: m.seats.length < game.seats.min,
      },
    ],
  };
  return { content: lines.join('\n'), components: [row], allowedMentions: { parse: [] as [] } };
}
