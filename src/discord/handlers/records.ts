/**
 * /records game [board]: a game's record boards in this server (solo and
 * co-op modes, scenarios): per board, wins and plays and the best win (the
 * lowest score) with who and when; with `board`, that board's best wins.
 * Board names autocomplete from the boards played here. One Components V2
 * message, cut at a whole line within Discord's text limit.
 */
import { ComponentType, MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { t, type Text } from '../../core/text.js';
import { log } from '../../logger.js';
import { RecordBoards, type BoardBest } from '../../platform/records/records.js';
import type { Ctx } from '../context.js';
import { translate } from '../strings.js';

const ACCENT = 0xc9a227;
/** Room for the text of one message (Components V2: 4,000 characters in all). */
const TEXT_LIMIT = 3800;
const TOP = 10;

export async function recordsCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const game = ctx.d.service.engine(i.options.getString('game', true));
  if (!game.record) return void (await i.reply(ctx.notice(t('records.noBoards', { game: game.name }))));
  const board = i.options.getString('board');
  await i.deferReply();
  const book = new RecordBoards(ctx.d.service.db);
  const tr = (text: Text) => translate(text, ctx.publicLocale, game.strings);
  const who = (b: BoardBest) => (b.userIds.length > 0 ? b.userIds.map((u) => `<@${u}>`).join(', ') : '—');
  const day = (at: Date) => at.toISOString().slice(0, 10);
  let lines: string[];
  if (board === null) {
    const boards = await book.boards(i.guildId, game.id);
    lines = [`## ${tr(t('records.title', { game: game.name }))}`];
    if (boards.length === 0) lines.push(tr(t('records.empty')));
    const rows = boards.map((b) => {
      const head = tr(t('records.board', { board: tr(b.label), wins: b.wins, plays: b.plays }));
      const best = b.best
        ? tr(t('records.best', { score: tr(b.best.scoreText), players: who(b.best), date: day(b.best.at) }))
        : tr(t('records.noWin'));
      return `${head} · ${best}`;
    });
    lines.push(...fitting(lines, rows, (left) => tr(t('records.more', { count: left }))));
  } else {
    const found = await book.board(i.guildId, game.id, board, TOP);
    if (!found) {
      lines = [`## ${tr(t('records.title', { game: game.name }))}`, tr(t('records.unknownBoard', { board }))];
    } else {
      const { summary, top } = found;
      lines = [
        `## ${tr(t('records.boardTitle', { game: game.name, board: tr(summary.label) }))}`,
        tr(t('records.played', { wins: summary.wins, plays: summary.plays })),
      ];
      if (top.length === 0) lines.push(tr(t('records.noWin')));
      else lines.push(`**${tr(t('records.topTitle'))}**`);
      const rows = top.map((b, k) => tr(t('records.top', { rank: k + 1, score: tr(b.scoreText), players: who(b), date: day(b.at) })));
      lines.push(...fitting(lines, rows, (left) => tr(t('records.moreWins', { count: left }))));
    }
  }
  await i.editReply({
    flags: MessageFlags.IsComponentsV2,
    components: [
      { type: ComponentType.Container, accent_color: ACCENT, components: [{ type: ComponentType.TextDisplay, content: lines.join('\n') }] },
    ],
    allowedMentions: { parse: [] },
  });
  log.info({ event: 'discord.records', game: game.id, board: board ?? null });
}

/** The rows that fit after `head` within the text limit, whole lines only, with a last line saying how many were left out. */
export function fitting(head: string[], rows: string[], more: (left: number) => string): string[] {
  let used = head.join('\n').length;
  const out: string[] = [];
  for (const [k, row] of rows.entries()) {
    const tail = k < rows.length - 1 ? more(rows.length - k).length + 1 : 0;
    if (used + 1 + row.length + tail > TEXT_LIMIT) return [...out, more(rows.length - k)];
    out.push(row);
    used += 1 + row.length;
  }
  return out;
}

/** Board names as the server reads them, from the boards played here, filtered by what is typed. */
export async function recordsAutocomplete(i: AutocompleteInteraction, ctx: Ctx): Promise<void> {
  const game = i.inGuild() ? ctx.d.registry.get(i.options.getString('game') ?? '') : undefined;
  const typed = i.options.getFocused().toLowerCase();
  const boards = game?.record ? await new RecordBoards(ctx.d.service.db).boards(i.guildId!, game.id) : [];
  const choices = boards
    .map((b) => ({ name: translate(b.label, ctx.locale, game!.strings).slice(0, 100), value: b.board }))
    .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
    .slice(0, 25);
  await i.respond(choices).catch((e: unknown) => log.warn({ event: 'discord.autocomplete_failed', err: String(e) }));
}
