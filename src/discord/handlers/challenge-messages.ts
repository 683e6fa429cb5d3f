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
import { joinNames } from '../strings.js';

/** Whether the bot may open a thread for the match here. */
export function threadsAllowed(i: ChatInputCommandInteraction | Component): boolean {
  return i.appPermissions ? canUseThreads(i.appPermissions) : true;
}

/** The challenge message: plain content with Accept/Decline while it waits; pings only those it waits for. */
export function challengePayload(ctx: Ctx, m: MatchRecord, startedLink?: string | null) {
  const game = ctx.d.service.engine(m.game);
  const tr = (key: string, vars?: Record<string, string>) => ctx.tr(t(key, vars), true);
  const mention = (s: MatchRecord['seats'][number]) => (s.userId ? `<@${s.userId}>` : s.name);
  const [challenger, ...rest] = m.seats;
  const lines = [
    tr('challenge.text', { challenger: mention(challenger!), opponents: joinNames(rest.map(mention), ctx.publicLocale), game: game.name }),
  ];
  lines.push(ctx.tr(t('challenge.timeControl', { control: ctx.tr(timeControlText(timeControlOf(m)), true) }), true));
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

/** The open table: who sits there, Join for everyone, Start for the host (enabled once enough are seated). */
export function lobbyPayload(ctx: Ctx, m: MatchRecord) {
  const game = ctx.d.service.engine(m.game);
  const tr = (key: string, vars?: Record<string, string | number>) => ctx.tr(t(key, vars), true);
  const host = m.seats[0]!;
  const names = joinNames(
    m.seats.map((s) => s.name),
    ctx.publicLocale,
  );
  const lines = [
    tr('lobby.text', { host: `<@${host.userId}>`, game: game.name, min: game.seats.min, max: game.seats.max, names }),
    tr('lobby.hint', { host: host.name }),
  ];
  const id = (kind: 'joi' | 'go') => encodeCustomId({ kind, matchId: m.id, version: m.version, token: '' });
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
        style: ButtonStyle.Success,
        label: tr('lobby.start', { count: m.seats.length }),
        custom_id: id('go'),
        disabled: m.seats.length < game.seats.min,
      },
    ],
  };
  return { content: lines.join('\n'), components: [row], allowedMentions: { parse: [] as [] } };
}
