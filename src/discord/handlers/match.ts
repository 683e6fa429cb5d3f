/** /match resign|abandon, the Resign button and its confirmation, match autocomplete. */
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { t } from '../../core/text.js';
import { MatchError } from '../../platform/matches/errors.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import { displayName, type Component, type Ctx } from '../context.js';
import { respondWithMatches } from '../match-choices.js';
import { encodeCustomId } from '../custom-id.js';
import { unratedNote, voidAutocomplete, voidMatch } from './leaderboard.js';
import { endMatch, moderatorMatches } from './clock.js';
import { exportCommand, replayAutocomplete, replayCommand } from './replay.js';

export async function matchCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (i.options.getSubcommand() === 'void') return voidMatch(i, ctx, i.options.getString('match', true));
  if (i.options.getSubcommand() === 'end') return endMatch(i, ctx);
  if (i.options.getSubcommand() === 'replay') return replayCommand(i, ctx);
  if (i.options.getSubcommand() === 'export') return exportCommand(i, ctx);
  const m = await matchFor(i, ctx, i.options.getString('match'));
  // Resigning asks first, as the Resign button does.
  if (i.options.getSubcommand() === 'resign') return askResign(i, ctx, m);
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const done = await ctx.d.service.abandon(m.id, i.user.id);
  await i.editReply(ctx.notice(t('challenge.abandoned', { name: done.seats[0]!.name })));
  const original = await ctx.d.publisher.challengeMessage(done);
  await original?.edit({ content: ctx.tr(t('challenge.abandoned', { name: done.seats[0]!.name }), true), components: [] });
}

async function resign(i: ChatInputCommandInteraction | Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  const done = await ctx.d.service.resign(m.id, i.user.id);
  // The seat's name, as the board and every other line show it.
  const name = done.seats.find((s) => s.userId === i.user.id)?.name ?? displayName(i.user, i.member);
  const line = t('match.resignedBy', { name });
  // Given up before every seat had moved: no game took place, and nothing is rated.
  const note = await unratedNote(ctx.d.service, done.id);
  await i.editReply(ctx.notice(note ? `${ctx.tr(line)}\n${ctx.tr(note)}` : line));
  await ctx.d.publisher.post(done, note ? [line, note] : line, ctx.publicLocale);
  await ctx.d.publisher.refresh(done.id, ctx.publicLocale);
  await ctx.d.publisher.settle(done.id, ctx.publicLocale);
}

/**
 * The match named by the option, else the match of the thread or channel the
 * command was used in — finished ones included, so a late /match resign in a
 * finished match's thread hears that it is over.
 */
async function matchFor(i: ChatInputCommandInteraction, ctx: Ctx, option: string | null): Promise<MatchRecord> {
  if (option) return ctx.d.service.getInGuild(option, i.guildId);
  const mine = await ctx.d.service.listForUser(i.user.id, i.guildId, [
    'challenged',
    'active',
    'finished',
    'declined',
    'abandoned',
    'cancelled',
  ]);
  const here = mine.find((m) => m.threadId === i.channelId) ?? mine.find((m) => m.channelId === i.channelId && !m.threadId);
  if (!here) throw new MatchError('unknown_match', t('error.noMatchHere'));
  return here;
}

export async function askResign(i: Component | ChatInputCommandInteraction, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  if (m.status !== 'active') return void (await i.reply(ctx.notice(t(`error.status.${m.status}`))));
  const asked = await i.reply({
    withResponse: true,
    flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
    components: [
      { type: ComponentType.TextDisplay, content: ctx.tr(t('match.resignConfirm')) },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            label: ctx.tr(t('match.resignYes')),
            custom_id: encodeCustomId({ kind: 'rsy', matchId: m.id, version: m.version, token: '' }),
          },
        ],
      },
    ],
  });
  // Closed with the other panels when the match ends.
  const shown = asked.resource?.message?.id;
  if (shown) ctx.d.publisher.end.track(m.id, shown, { edit: (payload) => i.editReply(payload), locale: ctx.locale });
}

export async function confirmResign(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  if (ctx.seatOf(m, i.user.id) === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  await i.deferUpdate();
  await resign(i, ctx, m);
}

export async function matchAutocomplete(i: AutocompleteInteraction, ctx: Ctx): Promise<void> {
  const typed = i.options.getFocused().toLowerCase();
  if (i.options.getSubcommand(false) === 'void') return voidAutocomplete(i, ctx, typed);
  if (['replay', 'export'].includes(i.options.getSubcommand(false) ?? '')) return replayAutocomplete(i, ctx, typed);
  const moderating =
    i.options.getSubcommand(false) === 'end' && i.guildId !== null && i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true;
  const matches = moderating ? await moderatorMatches(ctx, i.guildId!) : await ctx.d.service.listForUser(i.user.id, i.guildId);
  await respondWithMatches(i, ctx, matches, typed);
}
