/**
 * /tournament (create, start, standings, organiser tools, ladder challenges),
 * its Join / Leave / Check-in / Start buttons, and the publisher that turns
 * tournament updates into Discord messages: log lines in the tournament's
 * thread, pairings, standings images, and one pinged message (with its own
 * match thread) per created match.
 */
import {
  ButtonStyle,
  ChannelType,
  ComponentType,
  MessageFlags,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type SendableChannels,
} from 'discord.js';
import { t, type Locale } from '../../core/text.js';
import { log } from '../../logger.js';
import {
  whenCompetition,
  stateOf,
  CompetitionError,
  type Competition,
  type TournamentFormat,
  type TournamentUpdate,
} from '../../platform/competition.js';
import type { Image } from '../../core/game.js';
import { inlineRenderer, type Renderer } from '../../platform/render-pool.js';
import { MatchError } from '../../platform/matches/errors.js';
import type { LogEntry, Standing } from '../../platform/tournaments/index.js';
import { swissRoundsFor } from '../../platform/tournaments/swiss.js';
import type { Tournament as TournamentRow } from '../../generated/prisma/client.js';
import { userRef, type Component, type Ctx, type Deps } from '../context.js';
import { encodeCompetitionId, type TournamentButtonId } from '../custom-id.js';
import { canUseThreads, missingPermissions, REQUIRED_PERMISSIONS } from '../guards.js';
import { clip, type MessagePayload } from '../presenter.js';
import { joinNames, translate } from '../strings.js';
import { challengePayload } from './challenge-messages.js';
import { chosenOptions, gameOptionValues } from '../options.js';
import { canManageServer, competition, refusing, syncRankRoles } from './leaderboard.js';

const ACCENT = 0xc9a227;
const LADDER_SWEEP_MS = 60_000;
const FORMATS: readonly TournamentFormat[] = ['swiss', 'single-elimination', 'round-robin', 'ladder'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mentionIds = (s: string): string => s.replace(/\b\d{17,20}\b/g, (id) => `<@${id}>`);
/** A table's id in the tournament state ("r1t2") … */
const TABLE_ID = /\br(\d+)t(\d+)\b/g;
/** … as players read it: "Round 1 · Table 2". */
export function tableLabel(id: string, locale: Locale): string {
  const [, round, table] = /^r(\d+)t(\d+)$/.exec(id) ?? [];
  return round && table ? translate(t('tournament.table', { round: Number(round), table: Number(table) }), locale) : id;
}

export async function tournamentCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const sub = i.options.getSubcommand();
  if (sub === 'create') return create(i, ctx);
  const c = competition(ctx);
  const row = await resolveTournament(i, c);
  const by = i.user.id;
  const organiser = () => {
    if (!c.tournaments.isOrganiser(row, by, canManageServer(i))) throw new MatchError('not_a_player', t('tournament.organiserOnly'));
  };
  const player = () => i.options.getUser('player', true).id;
  await refusing(async () => {
    switch (sub) {
      case 'standings':
        await i.deferReply();
        return void (await i.editReply(await standingsPayload(c, row, ctx.publicLocale, ctx.d.service.renders)));
      case 'leave':
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        await c.tournaments.leave(row.id, by);
        await refreshSignup(ctx.d, c, row.id);
        return void (await i.editReply(ctx.notice(t('tournament.left', { name: row.name }))));
      case 'challenge': {
        const opponent = i.options.getUser('opponent', true);
        await i.deferReply();
        const m = await c.tournaments.ladderChallenge(row.id, userRef(i.user, i.locale), opponent.id);
        return void (await i.editReply(await challengePayload(ctx, m)));
      }
    }
    organiser();
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    switch (sub) {
      case 'start':
        await c.tournaments.start(row.id, by, { openRound: true });
        break;
      case 'drop':
        await c.tournaments.drop(row.id, player(), by);
        break;
      case 'disqualify':
        await c.tournaments.drop(row.id, player(), by, true, i.options.getString('reason') ?? '');
        break;
      case 'forfeit': {
        const absent = player();
        await c.tournaments.forfeit(row.id, openTableOf(await c.tournaments.get(row.id), absent), [absent], by);
        break;
      }
      case 'end': {
        const winner = player();
        await c.tournaments.endMatch(row.id, openTableOf(await c.tournaments.get(row.id), winner), winner, by);
        break;
      }
      case 'repair':
        await c.tournaments.repair(row.id, by);
        break;
      case 'pause':
        await c.tournaments.pause(row.id, by);
        break;
      case 'resume':
        await c.tournaments.resume(row.id, by);
        break;
    }
    await refreshSignup(ctx.d, c, row.id);
    await i.editReply(ctx.notice(t('tournament.done', { name: row.name })));
  });
}

function openTableOf(row: TournamentRow, player: string): string {
  const s = stateOf(row);
  const round = s.kind === 'bracket' ? s.t.rounds.at(-1) : undefined;
  const table = round?.status === 'started' ? round.tables.find((tb) => !tb.bye && !tb.result && tb.players.includes(player)) : undefined;
  if (!table) throw new CompetitionError('no-open-table', 'That player has no open table in the current round');
  return table.id;
}

async function create(i: ChatInputCommandInteraction<'cached' | 'raw'>, ctx: Ctx): Promise<void> {
  const missing = missingPermissions(i.appPermissions, REQUIRED_PERMISSIONS);
  if (missing.length > 0)
    return void (await i.reply(
      ctx.notice(
        t('error.missingPermissions', {
          permissions: joinNames(
            missing.map((p) => ctx.tr(t(`perm.${p}`))),
            ctx.locale,
          ),
        }),
      ),
    ));
  const game = ctx.d.service.engine(i.options.getString('game', true));
  const format = i.options.getString('format', true) as TournamentFormat;
  if (!FORMATS.includes(format)) throw new MatchError('bad_options', t('tournament.badFormat'));
  // The game's options for every table (a mode, a variant): those of the subcommand, checked like /challenge's.
  const read = gameOptionValues(game, ctx.d.registry.all(), i.options.data[0]?.options ?? [], ctx.locale);
  if (!read.ok) return void (await i.reply(ctx.notice(t('option.refused', { problem: ctx.tr(read.problem) }))));
  const c = competition(ctx);
  await i.deferReply();
  const row = await refusing(() =>
    c.tournaments.create({
      guildId: i.guildId,
      channelId: i.channelId,
      name: clip(i.options.getString('name') ?? `${game.name} — ${ctx.tr(t(`tournament.format.${format}`), true)}`, 80),
      game: game.id,
      format,
      createdBy: userRef(i.user, i.locale),
      rated: i.options.getBoolean('rated') ?? false,
      rounds: i.options.getInteger('rounds') ?? undefined,
      seeding: i.options.getString('seeding') === 'random' ? 'random' : 'rating',
      cap: i.options.getInteger('cap'),
      signupMinutes: i.options.getInteger('signup-minutes'),
      checkIn: i.options.getBoolean('check-in') ?? false,
      tableSize: i.options.getInteger('table-size'),
      reach: i.options.getInteger('reach') ?? 3,
      answerHours: i.options.getInteger('answer-hours') ?? 48,
      timeControl: i.options.getString('time'),
      options: read.options,
    }),
  );
  const reply = await i.editReply(signupPayload(ctx.d, row, ctx.publicLocale));
  let threadId: string | null = null;
  if ((i.appPermissions ? canUseThreads(i.appPermissions) : true) && reply.channel?.type === ChannelType.GuildText) {
    const thread = await reply
      .startThread({ name: clip(translate(t('tournament.threadName', { name: row.name }), ctx.publicLocale), 100) })
      .catch((e: unknown) => {
        log.warn({ event: 'discord.tournament_thread_failed', tournamentId: row.id, err: String(e) });
        return null;
      });
    threadId = thread?.id ?? null;
  }
  await c.tournaments.setDiscordRefs(row.id, { threadId, messageId: reply.id });
  // The organiser plays too: signed up at once (the join is logged in the thread, the list updated).
  if (i.options.getBoolean('join')) {
    await refusing(() => c.tournaments.join(row.id, userRef(i.user, i.locale)));
    await refreshSignup(ctx.d, c, row.id);
  }
  await postInThread(
    ctx.d,
    { ...row, threadId },
    translate(t('tournament.log.created', { by: `<@${i.user.id}>`, name: row.name }), ctx.publicLocale),
  );
  log.info({ event: 'discord.tournament_created', tournamentId: row.id, format, game: game.id });
}

export async function tournamentButton(i: Component, ctx: Ctx, id: TournamentButtonId): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const c = competition(ctx);
  const row = await refusing(() => c.tournaments.getInGuild(id.tournamentId, i.guildId));
  await refusing(async () => {
    if (id.kind === 'tj') {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await c.tournaments.join(row.id, userRef(i.user, i.locale));
      await i.editReply(ctx.notice(t('tournament.joined', { name: row.name })));
    } else if (id.kind === 'tl') {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await c.tournaments.leave(row.id, i.user.id);
      await i.editReply(ctx.notice(t('tournament.left', { name: row.name })));
    } else if (id.kind === 'tc') {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await c.tournaments.checkIn(row.id, i.user.id);
      await i.editReply(ctx.notice(t('tournament.checkedIn', { name: row.name })));
    } else {
      if (!c.tournaments.isOrganiser(row, i.user.id, canManageServer(i)))
        return void (await i.reply(ctx.notice(t('tournament.organiserOnly'))));
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await c.tournaments.start(row.id, i.user.id, { openRound: true });
      await i.editReply(ctx.notice(t('tournament.done', { name: row.name })));
    }
  });
  await refreshSignup(ctx.d, c, row.id);
}

export async function tournamentAutocomplete(i: AutocompleteInteraction, ctx: Ctx): Promise<void> {
  const c = competition(ctx);
  const typed = i.options.getFocused().toLowerCase();
  const open = i.guildId ? await c.tournaments.listRecent(i.guildId) : [];
  const choices = open
    .filter((r) => r.name.toLowerCase().includes(typed))
    .map((r) => ({ name: clip(`${r.name} (${ctx.tr(t(`tournament.status.${r.status}`))})`, 100), value: r.id }));
  await i.respond(choices.slice(0, 25)).catch((e: unknown) => log.warn({ event: 'discord.autocomplete_failed', err: String(e) }));
}

/** The named tournament, else the one whose thread or channel this is, else the server's only open one. */
async function resolveTournament(i: ChatInputCommandInteraction<'cached' | 'raw'>, c: Competition): Promise<TournamentRow> {
  const named = i.options.getString('tournament');
  if (named) {
    if (!UUID.test(named)) throw new MatchError('illegal', t('competition.error.unknown-tournament'));
    return refusing(() => c.tournaments.getInGuild(named, i.guildId));
  }
  const open = await c.tournaments.listOpen(i.guildId);
  const here =
    open.find((r) => r.threadId === i.channelId) ??
    (open.length === 1
      ? open[0]
      : open.find((r) => r.channelId === i.channelId && open.filter((o) => o.channelId === i.channelId).length === 1));
  if (!here) throw new MatchError('illegal', t('tournament.which'));
  return here;
}

/** The options every table plays with, when the organiser chose some ("Mode: 2 vs 2 · …"). */
function gameOptionsLine(d: Deps, row: TournamentRow, locale: Locale): string | null {
  const chosen = stateOf(row).options;
  const game = d.registry.get(row.game);
  const parsed = chosen && game ? game.options.safeParse(chosen) : null;
  return parsed?.success ? chosenOptions(game!, parsed.data, locale).join(' · ') || null : null;
}

/** The sign-up message: what, who, and the buttons that fit the tournament's phase. */
export function signupPayload(d: Deps, row: TournamentRow, locale: Locale) {
  const tr = (key: string, vars?: Record<string, string | number>) => translate(t(key, vars), locale);
  const s = stateOf(row);
  const game = d.registry.get(row.game)?.name ?? row.game;
  const lines = [
    `## 🏆 ${row.name}`,
    tr('tournament.summary', {
      game,
      format: tr(`tournament.format.${row.format}`),
      rated: tr(row.rated ? 'tournament.rated' : 'tournament.unrated'),
    }),
  ];
  const options = gameOptionsLine(d, row, locale);
  if (options) lines.push(options);
  if (s.kind === 'bracket' && s.t.settings.format === 'swiss') {
    const fitting = s.autoRounds && row.status === 'signup';
    const rounds = fitting ? swissRoundsFor(s.t.entrants.length, s.t.settings.tableSize.max) : s.t.settings.rounds;
    lines.push(tr(fitting ? 'tournament.roundsFit' : 'tournament.rounds', { rounds, count: s.t.entrants.length }));
  }
  const { min, max } = s.kind === 'bracket' ? s.t.settings.tableSize : { min: 2, max: 2 };
  // A 2 vs 2 seats exactly four: "Tables of 4 players", not "of 4 to 4".
  if (max > 2) lines.push(min === max ? tr('tournament.tablesOf', { count: max }) : tr('tournament.tables', { min, max }));
  if (row.cap) lines.push(tr('tournament.cap', { cap: row.cap }));
  if (row.signupClosesAt && row.status === 'signup')
    lines.push(tr('tournament.closes', { when: `<t:${Math.floor(row.signupClosesAt.getTime() / 1000)}:R>` }));
  lines.push(tr(`tournament.status.${row.status}`));
  const players = s.kind === 'ladder' ? s.ladder.order : s.t.entrants.map((e) => e.id);
  lines.push(
    tr('tournament.players', { count: players.length, names: players.length ? clip(players.map((p) => `<@${p}>`).join(' '), 1500) : '—' }),
  );
  if (row.status === 'checkin') lines.push(tr('tournament.checkinOpen', { count: row.checkedIn.length }));
  const button = (
    kind: 'tj' | 'tl' | 'tc' | 'ts',
    label: string,
    style: ButtonStyle.Success | ButtonStyle.Secondary | ButtonStyle.Primary,
  ): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style,
    label: tr(label),
    custom_id: encodeCompetitionId(kind, [row.id]),
  });
  const buttons: APIButtonComponentWithCustomId[] = [];
  if (row.status === 'signup' || s.kind === 'ladder')
    buttons.push(button('tj', 'tournament.join', ButtonStyle.Success), button('tl', 'tournament.leave', ButtonStyle.Secondary));
  if (row.status === 'checkin') buttons.push(button('tc', 'tournament.checkIn', ButtonStyle.Success));
  if (
    s.kind === 'bracket' &&
    (row.status === 'signup' || row.status === 'checkin' || (row.status === 'running' && s.held && s.t.rounds.at(-1)?.status === 'pending'))
  ) {
    buttons.push(button('ts', row.status === 'running' ? 'tournament.startRound' : 'tournament.start', ButtonStyle.Primary));
  }
  const components: APIActionRowComponent<APIComponentInMessageActionRow>[] = buttons.length
    ? [{ type: ComponentType.ActionRow, components: buttons }]
    : [];
  return { content: clip(lines.join('\n'), 2000), components, allowedMentions: { parse: [] as [] } };
}

async function refreshSignup(d: Deps, c: Competition, id: string): Promise<void> {
  const row = await c.tournaments.get(id);
  if (!row.messageId) return;
  const channel = await d.client.channels.fetch(row.channelId).catch(() => null);
  if (!channel?.isTextBased()) return;
  const message = await channel.messages.fetch(row.messageId).catch(() => null);
  await message
    ?.edit(signupPayload(d, row, d.defaultLocale))
    .catch((e: unknown) => log.warn({ event: 'discord.signup_edit_failed', tournamentId: id, err: String(e) }));
}

async function homeOf(d: Deps, row: Pick<TournamentRow, 'threadId' | 'channelId'>): Promise<SendableChannels | null> {
  const channel = await d.client.channels.fetch(row.threadId ?? row.channelId).catch(() => null);
  return channel?.isSendable() ? channel : null;
}

async function postInThread(d: Deps, row: Pick<TournamentRow, 'threadId' | 'channelId'>, content: string): Promise<void> {
  const home = await homeOf(d, row);
  await home
    ?.send({ content: clip(content, 2000), allowedMentions: { parse: [] } })
    .catch((e: unknown) => log.warn({ event: 'discord.tournament_post_failed', err: String(e) }));
}

function logLine(entry: LogEntry, locale: Locale): string {
  const by = entry.by ? `<@${entry.by}>` : translate(t('tournament.bot'), locale);
  const detail = mentionIds(entry.detail).replace(TABLE_ID, (id) => tableLabel(id, locale));
  return `<t:${Math.floor(entry.at / 1000)}:t> ${translate(t(`tournament.log.${entry.action}`, { by, detail }), locale)}`;
}

export function standingsImage(
  locale: Locale,
  row: TournamentRow,
  standings: Standing[],
  nameOf: (id: string) => string,
  renderer: Renderer = inlineRenderer,
): Promise<Image> {
  const tr = (key: string, vars?: Record<string, string | number>) => translate(t(key, vars), locale);
  const s = stateOf(row);
  const roundsPlayed = s.kind === 'bracket' ? s.t.rounds.filter((r) => r.status === 'complete').length : 0;
  const swiss = row.format === 'swiss';
  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return renderer.table({
    name: `standings-${row.id.slice(0, 8)}-${roundsPlayed}`,
    title: tr('standings.title', { name: row.name }),
    subtitle: tr(row.status === 'finished' ? 'standings.final' : 'standings.after', { rounds: roundsPlayed }),
    columns: [
      { label: '#', width: 50, align: 'right' },
      { label: tr('lb.col.name'), width: 280 },
      { label: tr('standings.col.points'), width: 80, align: 'right' },
      { label: tr(swiss ? 'standings.col.buchholz' : 'standings.col.sb'), width: 110, align: 'right' },
      { label: tr('standings.col.wins'), width: 60, align: 'right' },
      { label: tr('standings.col.played'), width: 80, align: 'right' },
      { label: '', width: 130 },
    ],
    rows: standings.map((st) => [
      String(st.rank),
      nameOf(st.playerId),
      fmt(st.points),
      fmt(swiss ? st.buchholz : st.sonnebornBerger),
      String(st.wins),
      String(st.played + st.byes),
      st.status === 'active' ? '' : { text: tr(`standings.status.${st.status}`), color: '#e0645a' },
    ]),
  });
}

async function standingsPayload(c: Competition, row: TournamentRow, locale: Locale, renderer: Renderer): Promise<MessagePayload> {
  const s = stateOf(row);
  const ids = s.kind === 'ladder' ? s.ladder.order : s.t.entrants.map((e) => e.id);
  const nameOf = await userNames(c, ids);
  if (s.kind === 'ladder') {
    const lines = s.ladder.order.map((p, k) => `${k + 1}. ${nameOf(p)}`);
    return {
      flags: MessageFlags.IsComponentsV2,
      components: [
        {
          type: ComponentType.TextDisplay,
          content: clip(`## ${translate(t('standings.ladder', { name: row.name }), locale)}\n${lines.join('\n') || '—'}`, 3900),
        },
      ],
      files: [],
      allowedMentions: { parse: [] },
    };
  }
  const standings = c.tournaments.standings(row);
  const image = await standingsImage(locale, row, standings, nameOf, renderer);
  const text = standings.map((st) => `${st.rank}. ${nameOf(st.playerId)} — ${st.points}`).join('\n');
  return {
    flags: MessageFlags.IsComponentsV2,
    components: [
      {
        type: ComponentType.Container,
        accent_color: ACCENT,
        components: [
          { type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${image.name}` } }] },
          { type: ComponentType.TextDisplay, content: clip(text || '—', 3000) },
        ],
      },
    ],
    files: [{ attachment: image.png, name: image.name }],
    allowedMentions: { parse: [] },
  };
}

async function userNames(c: Competition, ids: string[]): Promise<(id: string) => string> {
  const map = await c.tournaments.userNames(ids);
  return (id) => map.get(id) ?? id;
}

/** Turns a committed tournament update into messages. */
async function publishUpdate(d: Deps, c: Competition, u: TournamentUpdate): Promise<void> {
  const locale = d.defaultLocale;
  const row = u.tournament;
  const tr = (key: string, vars?: Record<string, string | number>) => translate(t(key, vars), locale);
  if (u.log.length) await postInThread(d, row, u.log.map((e) => logLine(e, locale)).join('\n'));
  const s = u.state;
  if (s.kind === 'bracket') {
    const round = s.t.rounds.at(-1);
    const paired = u.log.some((e) => e.action === 'pair' || e.action === 'repair');
    if (round && paired) {
      const nameOf = await userNames(
        c,
        s.t.entrants.map((e) => e.id),
      );
      const lines = round.tables.map((tb) =>
        tb.bye
          ? tr('tournament.bye', { name: nameOf(tb.players[0]!) })
          : `${tableLabel(tb.id, locale)}: ${tb.players.map(nameOf).join(' vs ')}`,
      );
      const held = round.status === 'pending' && s.held ? `\n${tr('tournament.heldRound')}` : '';
      await postInThread(d, row, `**${tr('tournament.pairings', { round: round.number })}**\n${lines.join('\n')}${held}`);
    }
    const roundDone =
      u.log.some((e) => e.action === 'finish') || (paired && (round?.number ?? 0) > 1 && u.log.some((e) => e.action === 'pair'));
    if (roundDone) {
      const home = await homeOf(d, row);
      await home
        ?.send(await standingsPayload(c, row, locale, d.service.renders))
        .catch((e: unknown) => log.warn({ event: 'discord.standings_failed', tournamentId: row.id, err: String(e) }));
    }
  }
  if (u.created.length) {
    const parent = await d.client.channels.fetch(row.channelId).catch(() => null);
    if (!parent?.isSendable()) return;
    const links: string[] = [];
    for (const m of u.created) {
      const tableId = await c.tournaments.tableOfMatch(m.id);
      const table = tableId ? tableLabel(tableId, locale) : '';
      const mentions = m.seats.flatMap((seat) => (seat.userId ? [seat.userId] : []));
      const players = mentions.map((p) => `<@${p}>`).join(' vs ');
      const sent = await parent.send({
        content: tr(table ? 'tournament.matchReady' : 'tournament.matchReadyLadder', { name: row.name, table, players }),
        allowedMentions: { users: mentions },
      });
      const url = await d.publisher.open(m, sent, true, locale);
      links.push(tr('tournament.matchLink', { table: table || tr('tournament.ladderMatch'), players, link: url ?? sent.url }));
    }
    // The tournament thread links each match's thread.
    if (row.threadId) await postInThread(d, row, links.join('\n'));
  }
  await refreshSignup(d, c, row.id);
}

/** Wires tournaments and rank roles to Discord once the competition layer is attached to the bot's service. */
const bound = new WeakSet<Deps['service']>();

/** Returns what stops the ladder sweep (the bot calls it when it stops; a shard's passing disconnect must not). */
export function bindCompetition(d: Deps): () => void {
  if (bound.has(d.service)) return () => undefined;
  bound.add(d.service);
  let sweep: NodeJS.Timeout | undefined;
  let stopped = false;
  whenCompetition(d.service, (c) => {
    if (stopped) return;
    c.tournaments.onUpdate((u) => publishUpdate(d, c, u));
    c.ratings.onUpdate((u) => syncRankRoles(d, c, u));
    // A sharded bot: each process sweeps and catches up the tournaments of its own shards' servers.
    const { shards, shardCount } = d.client.options;
    const scope = Array.isArray(shards) && shardCount && shardCount > 1 ? { shards, shardCount } : undefined;
    sweep = setInterval(() => {
      void c.tournaments
        .expireLadders(scope)
        .catch((e: unknown) => log.error({ event: 'competition.ladder_sweep_failed', err: String(e) }));
    }, LADDER_SWEEP_MS);
    sweep.unref();
    void c.tournaments.syncAll(scope).catch((e: unknown) => log.error({ event: 'competition.catch_up_failed', err: String(e) }));
  });
  return () => {
    stopped = true;
    clearInterval(sweep);
  };
}
