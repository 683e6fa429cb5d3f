/**
 * Spectators (#18): the Watch / Unwatch button of a match message. Any
 * member of the match's server may follow a running match (the router only
 * loads matches of the interaction's server); a watcher is mentioned once in
 * the result posted when it ends (match-end.ts) and opens the public replay
 * from the match message or from this reply at any time. Watching shows
 * nothing hidden: the replay decides what a viewer sees from their seat, and
 * a spectator has none.
 *
 * `wch` tokens: '' (the match message's button) toggles and answers with a
 * new private message; 'on' / 'off' (that message's own button) set the
 * state and update it in place.
 */
import { ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { t } from '../../core/text.js';
import { log } from '../../logger.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import { Watchers } from '../../platform/matches/watchers.js';
import type { Component, Ctx } from '../context.js';
import { encodeCustomId, type ComponentId } from '../custom-id.js';
import { shortId, type MessagePayload } from '../presenter.js';

export async function watchButton(i: Component, ctx: Ctx, m: MatchRecord, id: ComponentId): Promise<void> {
  if (ctx.seatOf(m, i.user.id) !== null) return void (await i.reply(ctx.notice(t('watch.player'))));
  if (!['', 'on', 'off'].includes(id.token)) return void (await i.reply(ctx.notice(t('error.badButton'))));
  // Once the match is over there is nothing left to follow; stopping still works.
  if (id.token !== 'off' && m.status !== 'active') return void (await i.reply(ctx.notice(t(`error.status.${m.status}`))));
  const watchers = new Watchers(ctx.d.service.db);
  const want = id.token === '' ? !(await watchers.isWatching(m.id, i.user.id)) : id.token === 'on';
  const now = await watchers.set(m.id, i.user.id, want);
  log.info({ event: 'discord.watch', matchId: m.id, user: i.user.id, watching: now });
  const payload = watchPayload(ctx, m, now);
  if (id.token === '') await i.reply(payload);
  else await i.update(payload);
}

/** The private answer: watching or not, the button that reverses it, and Replay (the public view while the match runs). */
function watchPayload(ctx: Ctx, m: MatchRecord, watching: boolean): MessagePayload {
  const id = (kind: 'wch' | 'rpo', token: string) => encodeCustomId({ kind, matchId: m.id, version: m.version, token });
  return {
    flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
    components: [
      { type: ComponentType.TextDisplay, content: ctx.tr(t(watching ? 'watch.on' : 'watch.off', { short: shortId(m.id) })) },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: watching ? ButtonStyle.Secondary : ButtonStyle.Primary,
            custom_id: id('wch', watching ? 'off' : 'on'),
            label: ctx.tr(t(watching ? 'watch.unwatch' : 'watch.watch')),
          },
          { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: id('rpo', ''), label: ctx.tr(t('replay.open')) },
        ],
      },
    ],
    files: [],
  };
}
