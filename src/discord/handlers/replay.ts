/**
 * /match replay and its private viewer: first / back / forward / last and a
 * jump to a round, showing at each step the board and the step's events.
 * What the viewer may see is decided at every click from the match as it is
 * now (never from the message): a player replays from their own seat while
 * the match is in progress, anyone else from the public view, and once it has
 * ended everything is revealed.
 */
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  type APIButtonComponent,
  type APIContainerComponent,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { Outcome } from '../../core/game.js';
import { t, type Text } from '../../core/text.js';
import { MatchError } from '../../platform/matches/errors.js';
import { frame, replayViewer, type Position, type ReplayFrame, type ReplayViewer, type Timeline } from '../../platform/matches/replay.js';
import { ended, replayable, replaysOf } from '../../platform/matches/replays.js';
import { exportOf } from '../../platform/matches/export.js';
import type { MatchRecord } from '../../platform/matches/service.js';
import type { Component, Ctx } from '../context.js';
import { respondWithMatches } from '../match-choices.js';
import { encodeCustomId, type ComponentId } from '../custom-id.js';
import { clip, shortId, type MessagePayload } from '../presenter.js';
import { joinNames, translate } from '../strings.js';

const ACCENT = 0x5b7fa6;
/** Options a Discord select menu holds. */
const MENU_SIZE = 25;

/** `/match replay [match] [round] [step]`: opens the viewer (ephemeral) at the step asked, else at the last one. */
export async function replayCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  const m = await matchHere(i, ctx, i.options.getString('match'));
  const round = i.options.getInteger('round');
  const step = i.options.getInteger('step');
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const timeline = await replaysOf(ctx.d.service).timeline(m);
  let at = timeline.steps;
  if (step !== null) {
    if (step > timeline.steps) return void (await i.editReply(ctx.notice(t('replay.noSuchStep', { steps: timeline.steps }))));
    at = step;
  } else if (round !== null) {
    const found = timeline.stepOf(round);
    if (found === null) return void (await i.editReply(ctx.notice(t('replay.noSuchRound', { round }))));
    at = found;
  }
  await i.editReply(await replayPayload(ctx, m, timeline, at, i.user.id));
}

/** `/match export [match]`: the ended match as a JSON file (ephemeral). During a match the seed would tell every deck: refused. */
export async function exportCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  const m = await matchHere(i, ctx, i.options.getString('match'));
  if (!replayable(m)) return void (await i.reply(ctx.notice(t('replay.notStarted'))));
  if (!ended(m)) return void (await i.reply(ctx.notice(t('export.notEnded'))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const replays = replaysOf(ctx.d.service);
  const log = await replays.logOf(m);
  const file = exportOf(m.id, log, { status: m.status, outcome: m.outcome as unknown as Outcome | null, finalState: m.state });
  const name = `tavern-${m.game}-${shortId(m.id)}.json`;
  await i.editReply({
    content: ctx.tr(t('export.done', { short: shortId(m.id), file: name })),
    files: [{ attachment: Buffer.from(JSON.stringify(file, null, 1)), name }],
  });
}

/** A finished match's Replay button: a private viewer at the last step (a new message; the match message stays as it is). */
export async function replayOpen(i: Component, ctx: Ctx, m: MatchRecord): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const timeline = await replaysOf(ctx.d.service).timeline(m);
  await i.editReply(await replayPayload(ctx, m, timeline, timeline.steps, i.user.id));
}

/** `/games finished:true`: this server's recent finished matches, with how to replay each. */
export async function finishedGames(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  const recent = await ctx.d.service.db.match.findMany({
    where: { guildId: i.guildId, status: 'finished', startedAt: { not: null } },
    include: { seats: { orderBy: { seat: 'asc' } } },
    orderBy: { finishedAt: 'desc' },
    take: 15,
  });
  if (recent.length === 0) return void (await i.reply(ctx.notice(t('history.none'))));
  const lines = recent.map((m) => historyLine(ctx, m));
  await i.reply(ctx.notice(`## ${ctx.tr(t('history.title'))}\n${lines.join('\n')}`));
}

/** One finished match: game, players, winners, when, and the command that replays it. */
export function historyLine(ctx: Ctx, m: MatchRecord): string {
  const engine = ctx.d.service.engine(m.game);
  const winners = (m.outcome as { ranking?: number[][] } | null)?.ranking?.[0] ?? [];
  const day = m.finishedAt ? `<t:${Math.floor(m.finishedAt.getTime() / 1000)}:d>` : '';
  return ctx.tr(
    t('history.line', {
      game: engine.name,
      short: shortId(m.id),
      players: joinNames(
        m.seats.map((s) => s.name),
        ctx.locale,
      ),
      winners: joinNames(
        winners.map((s) => m.seats[s]?.name ?? '?'),
        ctx.locale,
      ),
      day,
      id: m.id,
    }),
  );
}

/** A viewer button (`rpl`: the step in the version field) or the jump menu (`rpj`: the step as the value). */
export async function replayButton(i: Component, ctx: Ctx, m: MatchRecord, id: ComponentId): Promise<void> {
  const picked = id.kind === 'rpj' && i.isStringSelectMenu() ? Number(i.values[0]) : id.version;
  if (!Number.isInteger(picked) || picked < 0) return void (await i.reply(ctx.notice(t('error.badButton'))));
  await i.deferUpdate();
  const timeline = await replaysOf(ctx.d.service).timeline(m);
  await i.editReply(await replayPayload(ctx, m, timeline, picked, i.user.id));
}

/**
 * The match the command names (in this server only), else the match of the
 * thread or channel it is used in — anyone's: spectators replay too.
 */
export async function matchHere(i: ChatInputCommandInteraction, ctx: Ctx, option: string | null): Promise<MatchRecord> {
  if (option) return ctx.d.service.getInGuild(option, i.guildId);
  const here = await ctx.d.service.db.match.findFirst({
    where: { guildId: i.guildId, OR: [{ threadId: i.channelId }, { channelId: i.channelId, threadId: null }] },
    orderBy: { createdAt: 'desc' },
    select: { id: true },
  });
  if (!here) throw new MatchError('unknown_match', t('error.noMatchHere'));
  return ctx.d.service.getInGuild(here.id, i.guildId);
}

/** The viewer at step `at` for this user, as the match stands now. */
export async function replayPayload(ctx: Ctx, m: MatchRecord, timeline: Timeline, at: number, userId: string): Promise<MessagePayload> {
  const engine = ctx.d.service.engine(m.game);
  const viewer = replayViewer(ended(m), ctx.seatOf(m, userId));
  const shown = frame(engine, timeline, at, viewer);
  const board = await replaysOf(ctx.d.service).board(m, shown, viewer, ctx.locale);
  const tr = (x: Text) => translate(x, ctx.locale, engine.strings);
  const inner: APIContainerComponent['components'] = [
    { type: ComponentType.TextDisplay, content: clip(headLines(m, engine.name, shown, viewer, tr).join('\n'), 1500) },
  ];
  if (board) inner.push({ type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${board.name}` } }] });
  inner.push({ type: ComponentType.TextDisplay, content: clip(bodyLines(shown, tr).join('\n'), 2000) });
  inner.push({ type: ComponentType.ActionRow, components: navButtons(m, shown, tr) });
  const menu = jumpMenu(m, timeline, shown.step, tr);
  if (menu) inner.push(menu);
  return {
    flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral,
    components: [{ type: ComponentType.Container, accent_color: ACCENT, components: inner }],
    files: board ? [{ attachment: board.png, name: board.name }] : [],
    attachments: [],
  };
}

function headLines(m: MatchRecord, game: string, shown: ReplayFrame, viewer: ReplayViewer, tr: (x: Text) => string): string[] {
  const lines = [`## ${tr(t('replay.title', { game, short: shortId(m.id) }))}`];
  const where = [tr(t('replay.step', { step: shown.step, steps: shown.steps }))];
  if (shown.position) where.push(positionLabel(shown.position, tr));
  if (shown.seat !== null) where.push(tr(t('replay.actor', { name: m.seats[shown.seat]?.name ?? '?' })));
  lines.push(`**${where.join(' · ')}**`);
  lines.push(
    `-# ${tr(t(viewer.kind === 'revealed' ? 'replay.viewRevealed' : viewer.kind === 'seat' ? 'replay.viewSeat' : 'replay.viewPublic'))}`,
  );
  lines.push(...shown.status.map(tr));
  return lines;
}

function bodyLines(shown: ReplayFrame, tr: (x: Text) => string): string[] {
  const events = shown.step === 0 ? [t('replay.start'), ...shown.events] : shown.events;
  const lines = events.length > 0 ? events.map((e) => `• ${tr(e)}`) : [`*${tr(t('replay.noEvents'))}*`];
  if (shown.revealed.length > 0) lines.push(`**${tr(t('replay.revealed'))}**`, ...shown.revealed.map((l) => `• ${tr(l)}`));
  return lines;
}

export function positionLabel(p: Position, tr: (x: Text) => string): string {
  if (p.round === 0) return tr(t('replay.setup'));
  return tr(p.turn === undefined ? t('replay.round', { round: p.round }) : t('replay.roundTurn', { round: p.round, turn: p.turn }));
}

function navButtons(m: MatchRecord, shown: ReplayFrame, tr: (x: Text) => string): APIButtonComponent[] {
  const go = (token: string, step: number, label: string, disabled: boolean): APIButtonComponent => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label,
    custom_id: encodeCustomId({ kind: 'rpl', matchId: m.id, version: step, token }),
    disabled,
  });
  const { step, steps } = shown;
  return [
    go('first', 0, `⏮ ${tr(t('replay.first'))}`, step === 0),
    go('back', Math.max(0, step - 1), `◀ ${tr(t('replay.back'))}`, step === 0),
    go('next', Math.min(steps, step + 1), `${tr(t('replay.forward'))} ▶`, step === steps),
    go('last', steps, `${tr(t('replay.last'))} ⏭`, step === steps),
  ];
}

/** Rounds (and turns) to jump to: a window of the menu's size around the current step. */
function jumpMenu(
  m: MatchRecord,
  timeline: Timeline,
  step: number,
  tr: (x: Text) => string,
): APIContainerComponent['components'][number] | null {
  const positions = timeline.positions();
  if (positions.length < 2) return null;
  let current = 0;
  positions.forEach((p, k) => {
    if (p.step <= step) current = k;
  });
  const from = Math.max(0, Math.min(positions.length - MENU_SIZE, current - Math.floor(MENU_SIZE / 2)));
  const window = positions.slice(from, from + MENU_SIZE);
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'rpj', matchId: m.id, version: step, token: '' }),
        placeholder: clip(tr(t('replay.jump')), 150),
        options: window.map((p, k) => ({
          value: String(p.step),
          label: clip(`${positionLabel(p.position, tr)} — ${tr(t('replay.step', { step: p.step, steps: timeline.steps }))}`, 100),
          ...(from + k === current ? { default: true } : {}),
        })),
      },
    ],
  };
}

/** Suggestions for /match replay and export: this server's recent matches that started (anyone may replay them). */
export async function replayAutocomplete(i: AutocompleteInteraction, ctx: Ctx, typed: string): Promise<void> {
  const recent = await ctx.d.service.db.match.findMany({
    where: { guildId: i.guildId, startedAt: { not: null } },
    include: { seats: { orderBy: { seat: 'asc' } } },
    orderBy: { updatedAt: 'desc' },
    take: 50,
  });
  await respondWithMatches(i, ctx, recent, typed);
}
