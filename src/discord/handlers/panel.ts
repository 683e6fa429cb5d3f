/** "Take my turn" / "Show my hand" and everything clicked inside a private panel. */
import { MessageFlags } from 'discord.js';
import { t } from '../../core/text.js';
import { MatchError } from '../../platform/matches/errors.js';
import type { ActResult, MatchRecord } from '../../platform/matches/service.js';
import type { LayoutCursor } from '../choice-layout.js';
import type { Component, Ctx } from '../context.js';
import type { ComponentId } from '../custom-id.js';
import { recapLines } from '../recap.js';

export async function openPanel(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  const seat = ctx.seatOf(m, i.user.id);
  if (seat === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  if (m.status !== 'active') return void (await i.reply(ctx.notice(t(`error.status.${m.status}`))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  // One panel per player: the ones this player opened before are removed (live-panels.ts).
  await ctx.d.publisher.end.panels.retire(m.id, i.user.id);
  // What happened since the player's last move, above the prompt (recap.ts).
  const recap = await recapLines(ctx.d.service, m, seat, ctx.locale, true);
  const shown = await i.editReply(await ctx.d.views.panel(m, seat, ctx.locale, recap));
  trackPanel(i, ctx, m.id, shown.id);
}

/** Remembers the panel this interaction shows, to remove it when a newer one is opened and to close it when the match ends. */
function trackPanel(i: Component, ctx: Ctx, matchId: string, messageId: string): void {
  ctx.d.publisher.end.track(matchId, messageId, {
    edit: (payload) => i.editReply(payload),
    remove: () => i.deleteReply(messageId),
    userId: i.user.id,
    locale: ctx.locale,
  });
}

/** A choice button or a pick in a choice menu: plays the move. */
export async function choose(i: Component, ctx: Ctx, m: MatchRecord, id: ComponentId): Promise<void> {
  const seat = ctx.seatOf(m, i.user.id);
  if (seat === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  await i.deferUpdate();
  if (m.status !== 'active') return showStale(i, ctx, m, seat);
  const choiceId = id.kind === 'sel' && i.isStringSelectMenu() ? i.values[0] : id.token;
  // A choice that would be wasted (a card with no target in reach) is played only once confirmed.
  if (id.kind !== 'cfm' && m.version === id.version && choiceId !== undefined && warned(ctx, m, seat, choiceId)) {
    await i.editReply(await ctx.d.views.panel(m, seat, ctx.locale, [], { confirm: choiceId }));
    return trackPanel(i, ctx, m.id, i.message.id);
  }
  try {
    const result = await playPick(ctx, m, seat, i.user.id, choiceId, id.version);
    if (result === 'stale') return showStale(i, ctx, await ctx.d.service.get(m.id), seat);
    if (result === 'notOffered') {
      const prompt = ctx.d.views.prompts(m).find((p) => p.seat === seat);
      return void (await i.editReply(
        await ctx.d.views.panel(m, seat, ctx.locale, [ctx.tr(t(prompt ? 'error.notOffered' : 'error.notYourTurn'))]),
      ));
    }
    const presenter = ctx.d.views.presenter(result.match, ctx.locale);
    const notes = result.events.filter((e) => !e.visibleTo || e.visibleTo.includes(seat)).map((e) => `• ${presenter.tr(e.text)}`);
    await i.editReply(await ctx.d.views.panel(result.match, seat, ctx.locale, notes.slice(-10)));
    if (result.match.status === 'active') trackPanel(i, ctx, m.id, i.message.id);
    // A secret move that changes nothing public (a card added to a draft) leaves the match message as it is.
    const publicEvents = result.events.some((e) => !e.visibleTo);
    const unchanged = !publicEvents && ctx.d.views.publicFace(m) === ctx.d.views.publicFace(result.match);
    // The message and the thread catch up from the database (the outbox), whatever happened to earlier publishes.
    await ctx.d.publisher.sync(m.id, unchanged ? { unchangedSince: m.version } : {});
    // The move ended the match: the result after its events, other panels closed.
    if (result.match.status !== 'active') await ctx.d.publisher.settle(m.id, ctx.publicLocale);
  } catch (e) {
    if (e instanceof MatchError && e.code === 'stale') return showStale(i, ctx, await ctx.d.service.get(m.id), seat);
    throw e;
  }
}

function warned(ctx: Ctx, m: MatchRecord, seat: number, choiceId: string): boolean {
  const prompt = ctx.d.views.prompts(m).find((p) => p.seat === seat);
  return prompt?.choices.find((c) => c.id === choiceId)?.warning !== undefined;
}

/** Other seats' moves may land between a draw and a click; a simultaneous prompt lets this many retries through. */
const SIMULTANEOUS_RETRIES = 3;

/**
 * Plays the picked choice. A click drawn for an older version still counts
 * when the seat's prompt is simultaneous (others' moves do not change it) and
 * the seat has not moved since; otherwise it is stale.
 */
async function playPick(
  ctx: Ctx,
  m: MatchRecord,
  seat: number,
  userId: string,
  choiceId: string | undefined,
  clickedVersion: number,
): Promise<ActResult | 'stale' | 'notOffered'> {
  for (let attempt = 0; ; attempt++) {
    const prompt = ctx.d.views.prompts(m).find((p) => p.seat === seat);
    if (m.version !== clickedVersion && !(prompt?.simultaneous && !(await ctx.d.service.movedSince(m.id, seat, clickedVersion))))
      return 'stale';
    const choice = prompt?.choices.find((c) => c.id === choiceId);
    if (!choice) return 'notOffered';
    try {
      return await ctx.d.service.act(m.id, userId, choice.action, m.version);
    } catch (e) {
      if (!(e instanceof MatchError && e.code === 'stale' && prompt?.simultaneous && attempt < SIMULTANEOUS_RETRIES)) throw e;
      m = await ctx.d.service.get(m.id);
      if (m.status !== 'active') return 'stale';
    }
  }
}

async function showStale(i: Component, ctx: Ctx, m: MatchRecord, seat: number): Promise<void> {
  if (m.status !== 'active') return void (await i.editReply(ctx.notice(t(`error.status.${m.status}`))));
  await i.editReply(await ctx.d.views.panel(m, seat, ctx.locale, [`*${ctx.tr(t('error.stale'))}*`]));
  trackPanel(i, ctx, m.id, i.message.id);
}

/** Steps inside a long list of choices: pick a group, or turn a page. */
export async function navigate(i: Component, ctx: Ctx, m: MatchRecord, id: ComponentId): Promise<void> {
  const seat = ctx.seatOf(m, i.user.id);
  if (seat === null) return void (await i.reply(ctx.notice(t('error.notAPlayer'))));
  await i.deferUpdate();
  if (m.version !== id.version || m.status !== 'active') return showStale(i, ctx, m, seat);
  const cursor = cursorOf(i, id);
  if (!cursor) return void (await i.editReply(ctx.notice(t('error.badButton'))));
  await i.editReply(await ctx.d.views.panel(m, seat, ctx.locale, [], cursor));
  trackPanel(i, ctx, m.id, i.message.id);
}

/** `grp` carries the group in the menu's value; `pg` tokens are `<group|a|g>.<page>`. */
function cursorOf(i: Component, id: ComponentId): LayoutCursor | null {
  if (id.kind === 'grp') {
    const group = i.isStringSelectMenu() ? Number(i.values[0]) : NaN;
    return Number.isInteger(group) && group >= 0 ? { group } : null;
  }
  const [group, page] = id.token.split('.');
  const pageNumber = Number(page);
  if (!Number.isInteger(pageNumber) || pageNumber < 0) return null;
  return /^\d+$/.test(group ?? '') ? { group: Number(group), page: pageNumber } : { page: pageNumber };
}
