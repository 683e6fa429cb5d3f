/**
 * /leaderboard (image + text, paging buttons), /profile, the admin /ratings
 * command (new season, settings, rank roles), /match void's recompute, and
 * rank roles kept in step with ratings when the bot may manage roles.
 */
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  PermissionFlagsBits,
  type APIMessageTopLevelComponent,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { t, type Text } from '../../core/text.js';
import { log } from '../../logger.js';
import {
  competitionOf,
  rankRoleFor,
  CompetitionError,
  type Competition,
  type LeaderboardPage,
  type Profile,
  type RatingsUpdate,
} from '../../platform/competition.js';
import { trendCell } from '../../core/render/table.js';
import type { Image } from '../../core/game.js';
import { inlineRenderer, type Renderer } from '../../platform/render-pool.js';
import { MatchError } from '../../platform/matches/errors.js';
import { displayName, type Component, type Ctx, type Deps } from '../context.js';
import { encodeCompetitionId, encodeCustomId, isRatingMode, type LeaderboardPageId } from '../custom-id.js';
import { clip, shortId, type MessagePayload } from '../presenter.js';
import { hasKey, translate } from '../strings.js';

export const LEADERBOARD_PAGE = 10;
const ACCENT = 0xc9a227;

/** The competition layer, or a refusal when it is not attached (it always is in `npm start`). */
export function competition(ctx: Ctx): Competition {
  const c = competitionOf(ctx.d.service);
  if (!c) throw new MatchError('bad_status', t('competition.unavailable'));
  return c;
}

/** The line telling a finished match did not count although it asked to be rated (it ended before every seat had moved); null otherwise. */
export async function unratedNote(service: Deps['service'], matchId: string): Promise<Text | null> {
  const reason = await competitionOf(service)?.ratings.unratedReason(matchId);
  return reason ? t(`ratings.notRated.${reason}`) : null;
}

/** Runs `f`, turning the cores' refusals into localized, ephemeral refusals. */
export async function refusing<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof CompetitionError) throw new MatchError('illegal', t(`competition.error.${e.code}`, { details: e.message }));
    throw e;
  }
}

export const canManageServer = (i: { memberPermissions: { has(p: bigint): boolean } | null }): boolean =>
  i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;

export async function leaderboardCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const game = ctx.d.service.engine(i.options.getString('game', true));
  const mode = i.options.getString('mode');
  if (mode !== null && !isRatingMode(mode)) return void (await i.reply(ctx.notice(t('lb.badMode', { mode: clip(mode, 20) }))));
  await i.deferReply();
  const page = await competition(ctx).ratings.leaderboard({
    guildId: i.guildId,
    game: game.id,
    mode,
    season: i.options.getInteger('season'),
    pageSize: LEADERBOARD_PAGE,
  });
  await i.editReply(await leaderboardPayload(ctx, page, i.user.id));
}

export async function leaderboardButton(i: Component, ctx: Ctx, id: LeaderboardPageId): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const game = ctx.d.registry.get(id.game);
  if (!game) return void (await i.reply(ctx.notice(t('error.badButton'))));
  await i.deferUpdate();
  const board = await competition(ctx).ratings.leaderboard({
    guildId: i.guildId,
    game: game.id,
    mode: id.mode,
    season: id.season,
    page: id.page,
    pageSize: LEADERBOARD_PAGE,
  });
  await i.editReply(await leaderboardPayload(ctx, board, i.user.id));
}

type Tr = (key: string, vars?: Record<string, string | number>) => string;

/** The leaderboard page as an image; `tr` translates in the server's language. */
export function leaderboardImage(
  tr: Tr,
  page: LeaderboardPage,
  gameName: string,
  viewer: string | null,
  renderer: Renderer = inlineRenderer,
): Promise<Image> {
  return renderer.table({
    name: `leaderboard-${page.game}-${page.season}-${page.page + 1}`,
    title: tr('lb.title', { game: gameName, mode: page.mode }),
    subtitle: tr('lb.subtitle', { season: page.season, total: page.total, min: page.minGames, page: page.page + 1, pages: page.pages }),
    columns: [
      { label: '#', width: 60, align: 'right' },
      { label: tr('lb.col.name'), width: 300 },
      { label: tr('lb.col.rating'), width: 110, align: 'right' },
      { label: tr('lb.col.games'), width: 90, align: 'right' },
      { label: tr('lb.col.win'), width: 90, align: 'right' },
      { label: tr('lb.col.trend'), width: 110, align: 'right' },
    ],
    rows: page.rows.map((r) => [
      String(r.rank),
      r.name,
      String(r.rating),
      String(r.games),
      `${Math.round(r.winRate * 100)}%`,
      trendCell(r.trend),
    ]),
    highlight: new Set(page.rows.flatMap((r, k) => (r.userId === viewer ? [k] : []))),
    empty: tr('lb.empty', { min: page.minGames }),
  });
}

async function leaderboardPayload(ctx: Ctx, page: LeaderboardPage, viewer: string): Promise<MessagePayload> {
  const gameName = ctx.d.registry.get(page.game)?.name ?? page.game;
  const tr = (key: string, vars?: Record<string, string | number>) => ctx.tr(t(key, vars), true);
  const image = await leaderboardImage(tr, page, gameName, viewer, ctx.d.service.renders);
  const signed = (n: number) => (n > 0 ? `▲${n}` : n < 0 ? `▼${-n}` : '·');
  const lines = page.rows.map((r) =>
    tr('lb.line', {
      rank: r.rank,
      name: r.name,
      rating: r.rating,
      games: r.games,
      win: Math.round(r.winRate * 100),
      trend: signed(r.trend),
    }),
  );
  const text = [
    `## ${tr('lb.title', { game: gameName, mode: page.mode })}`,
    tr('lb.subtitle', { season: page.season, total: page.total, min: page.minGames, page: page.page + 1, pages: page.pages }),
  ];
  if (page.season !== page.currentSeason) text.push(tr('lb.archived', { current: page.currentSeason }));
  const nav = (label: string, to: number, disabled: boolean) => ({
    type: ComponentType.Button as const,
    style: ButtonStyle.Secondary as const,
    label,
    disabled,
    custom_id: encodeCompetitionId('lb', [page.game, page.mode, page.season, to]),
  });
  const components: APIMessageTopLevelComponent[] = [
    {
      type: ComponentType.Container,
      accent_color: ACCENT,
      components: [
        { type: ComponentType.TextDisplay, content: text.join('\n') },
        {
          type: ComponentType.MediaGallery,
          items: [{ media: { url: `attachment://${image.name}` }, description: clip(tr('lb.alt', { game: gameName }), 1000) }],
        },
        { type: ComponentType.TextDisplay, content: clip(lines.length ? lines.join('\n') : tr('lb.empty', { min: page.minGames }), 3000) },
      ],
    },
  ];
  if (page.pages > 1) {
    // ◀ and ▶ always point at different pages, so their custom ids differ even when one is disabled.
    components.push({
      type: ComponentType.ActionRow,
      components: [
        nav('◀', Math.max(0, page.page - 1), page.page === 0),
        nav('▶', Math.min(page.pages - 1, page.page + 1), page.page >= page.pages - 1),
      ],
    });
  }
  return {
    flags: MessageFlags.IsComponentsV2,
    components,
    files: [{ attachment: image.png, name: image.name }],
    attachments: [],
    allowedMentions: { parse: [] },
  };
}

export async function profileCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  const user = i.options.getUser('user') ?? i.user;
  const versus = i.options.getUser('versus');
  await i.deferReply();
  const profile = await competition(ctx).ratings.profile(i.guildId, user.id, versus?.id ?? null);
  const text = [
    profileText(ctx, profile, user.globalName ?? user.username, versus ? (versus.globalName ?? versus.username) : null),
    ...(await unlockLines(ctx, user.id)),
  ].join('\n');
  await i.editReply({
    flags: MessageFlags.IsComponentsV2,
    components: [
      {
        type: ComponentType.Container,
        accent_color: ACCENT,
        components: [{ type: ComponentType.TextDisplay, content: clip(text, 3900) }, ...replayRows(ctx, profile)],
      },
    ],
    allowedMentions: { parse: [] },
  });
}

/** What the player has unlocked, per game (GameModule.unlocks), named by each game's catalog (`unlock.<key>`); nothing when none. */
async function unlockLines(ctx: Ctx, userId: string): Promise<string[]> {
  const rows = await ctx.d.service.db.playerUnlock.findMany({
    where: { userId },
    orderBy: [{ game: 'asc' }, { unlockedAt: 'asc' }, { unlock: 'asc' }],
    select: { game: true, unlock: true },
  });
  const byGame = new Map<string, string[]>();
  for (const r of rows) {
    const game = ctx.d.registry.get(r.game);
    if (!game) continue;
    const key = `unlock.${r.unlock}`;
    const name = hasKey(key, game.strings) ? translate(t(key), ctx.publicLocale, game.strings) : r.unlock;
    byGame.set(game.name, [...(byGame.get(game.name) ?? []), name]);
  }
  if (byGame.size === 0) return [];
  return [
    `**${ctx.tr(t('profile.unlocks'), true)}**`,
    ...[...byGame].map(([game, names]) => ctx.tr(t('profile.unlocksOf', { game, unlocks: names.join(', ') }), true)),
  ];
}

/** A Replay button per recent match (its short id, as in the list), five to a row, in the server's language like the list: a private viewer for whoever clicks. */
function replayRows(ctx: Ctx, p: Profile) {
  const buttons = p.recent.map((r) => ({
    type: ComponentType.Button as const,
    style: ButtonStyle.Secondary as const,
    custom_id: encodeCustomId({ kind: 'rpo', matchId: r.matchId, version: 0, token: '' }),
    label: ctx.tr(t('profile.replay', { short: shortId(r.matchId) }), true),
  }));
  const rows = [];
  for (let k = 0; k < buttons.length && rows.length < 4; k += 5)
    rows.push({ type: ComponentType.ActionRow as const, components: buttons.slice(k, k + 5) });
  return rows;
}

export function profileText(ctx: Ctx, p: Profile, name: string, versusName: string | null): string {
  const tr = (key: string, vars?: Record<string, string | number>) => ctx.tr(t(key, vars), true);
  const gameName = (id: string) => ctx.d.registry.get(id)?.name ?? id;
  const lines = [`## ${tr('profile.title', { name })}`, tr('profile.season', { season: p.season })];
  if (p.ratings.length === 0) lines.push(tr('profile.noRatings'));
  for (const r of p.ratings)
    lines.push(
      tr('profile.rating', {
        game: gameName(r.game),
        mode: r.mode,
        rating: r.rating,
        games: r.games,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
      }),
    );
  if (p.streak) lines.push(tr('profile.streak', { count: p.streak.count, kind: tr(`profile.result.${p.streak.kind}`) }));
  if (p.headToHead && versusName)
    lines.push(tr('profile.h2h', { name: versusName, wins: p.headToHead.wins, draws: p.headToHead.draws, losses: p.headToHead.losses }));
  lines.push(`**${tr('profile.recent')}**`);
  if (p.recent.length === 0) lines.push(tr('profile.noRecent'));
  for (const r of p.recent) {
    const delta = r.delta === null ? tr('profile.unrated') : r.delta >= 0 ? `+${r.delta}` : `${r.delta}`;
    lines.push(
      tr('profile.recentLine', {
        mark: r.result === 'win' ? '✅' : r.result === 'draw' ? '➖' : '❌',
        game: gameName(r.game),
        short: shortId(r.matchId),
        place: r.place,
        players: r.players,
        delta,
        when: `<t:${Math.floor(r.at.getTime() / 1000)}:R>`,
      }),
    );
  }
  return lines.join('\n');
}

/** /ratings season|settings|rank-role — Manage Server only. */
export async function ratingsCommand(i: ChatInputCommandInteraction, ctx: Ctx): Promise<void> {
  if (!i.inGuild()) return void (await i.reply(ctx.notice(t('error.guildOnly'))));
  if (!canManageServer(i)) return void (await i.reply(ctx.notice(t('competition.adminOnly'))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const c = competition(ctx);
  const sub = i.options.getSubcommand();
  let reply: Text;
  if (sub === 'new-season') {
    const reset = i.options.getString('reset', true) === 'full' ? 'full' : 'soft';
    const season = await c.ratings.startSeason(i.guildId, reset, i.user.id);
    reply = t('ratings.seasonStarted', { season, previous: season - 1, reset: ctx.tr(t(`ratings.reset.${reset}`)) });
    log.info({ event: 'competition.season', guildId: i.guildId, season, reset, by: i.user.id });
  } else if (sub === 'settings') {
    const current = await c.ratings.settings(i.guildId);
    const minGames = i.options.getInteger('min-games') ?? current.minGames;
    const decayOn = i.options.getBoolean('decay');
    const grace = i.options.getInteger('decay-grace-days');
    const decay =
      decayOn === false
        ? null
        : decayOn === true || grace !== null
          ? { graceDays: grace ?? current.decay?.graceDays ?? 14, sigmaPerDay: current.decay?.sigmaPerDay ?? 0.3 }
          : current.decay;
    const saved = await c.ratings.updateSettings(i.guildId, { minGames, decay });
    reply = t('ratings.settingsSaved', {
      min: saved.minGames,
      decay: saved.decay ? ctx.tr(t('ratings.decayOn', { days: saved.decay.graceDays })) : ctx.tr(t('ratings.decayOff')),
    });
  } else {
    const role = i.options.getRole('role', true);
    const min = i.options.getInteger('min-rating');
    const current = await c.ratings.settings(i.guildId);
    const bands = current.rankRoles.filter((b) => b.roleId !== role.id);
    if (min !== null) bands.push({ roleId: role.id, min });
    await c.ratings.updateSettings(i.guildId, { rankRoles: bands.sort((a, b) => a.min - b.min) });
    const canManage = i.appPermissions?.has(PermissionFlagsBits.ManageRoles) ?? false;
    reply = t(min === null ? 'ratings.rankRoleRemoved' : 'ratings.rankRoleSaved', { role: role.name, min: min ?? 0 });
    if (!canManage) reply = t('ratings.rankRoleNoPermission', { saved: ctx.tr(reply) });
  }
  await i.editReply(ctx.notice(reply));
}

/** /match void: Manage Server; the match stops counting and the server's ratings are recomputed. */
export async function voidMatch(i: ChatInputCommandInteraction, ctx: Ctx, matchId: string): Promise<void> {
  if (!canManageServer(i)) return void (await i.reply(ctx.notice(t('competition.adminOnly'))));
  const m = await ctx.d.service.getInGuild(matchId, i.guildId);
  if (m.status !== 'finished') return void (await i.reply(ctx.notice(t('ratings.voidNotFinished'))));
  const reason = i.options.getString('reason') ?? '';
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const started = Date.now();
  const result = await competition(ctx).ratings.voidMatch(m.id, i.user.id, reason);
  log.info({ event: 'competition.void', matchId: m.id, by: i.user.id, changed: result.changed, ms: Date.now() - started });
  await i.editReply(ctx.notice(t('ratings.voided', { changed: result.changed })));
  await ctx.d.publisher.post(
    m,
    t('ratings.voidedPublic', { name: displayName(i.user, i.member), reason: reason || '—' }),
    ctx.publicLocale,
  );
}

/** Gives each player the role of their rating band (best rating this season), when configured and allowed. */
export async function syncRankRoles(d: Deps, c: Competition, update: RatingsUpdate): Promise<void> {
  const settings = await c.ratings.settings(update.guildId);
  if (settings.rankRoles.length === 0) return;
  const guild = await d.client.guilds.fetch(update.guildId).catch(() => null);
  const me = guild ? (guild.members.me ?? (await guild.members.fetchMe().catch(() => null))) : null;
  if (!guild || !me?.permissions.has(PermissionFlagsBits.ManageRoles)) {
    log.info({ event: 'competition.rank_roles_skipped', guildId: update.guildId, reason: 'no Manage Roles permission' });
    return;
  }
  for (const userId of new Set(update.changes.map((x) => x.playerId))) {
    const best = await c.ratings.bestRating(update.guildId, userId);
    const want = best === null ? null : rankRoleFor(best, settings.rankRoles);
    const member = await guild.members.fetch(userId).catch(() => null);
    if (!member) continue;
    for (const band of settings.rankRoles) {
      const role = await guild.roles.fetch(band.roleId).catch(() => null);
      // Discord only lets the bot manage roles below its own highest role.
      if (!role || role.managed || role.position >= me.roles.highest.position) continue;
      const has = member.roles.cache.has(role.id);
      const change =
        band.roleId === want && !has
          ? member.roles.add(role, 'Tavern rank role')
          : band.roleId !== want && has
            ? member.roles.remove(role, 'Tavern rank role')
            : null;
      await change?.catch((e: unknown) =>
        log.warn({ event: 'competition.rank_role_failed', guildId: update.guildId, userId, err: String(e) }),
      );
    }
  }
}

export const trPublic = (d: Deps, text: Text): string => translate(text, d.defaultLocale);

/** /match void's choices: the server's recent finished matches, for moderators only. */
export async function voidAutocomplete(i: AutocompleteInteraction, ctx: Ctx, typed: string): Promise<void> {
  const c = competitionOf(ctx.d.service);
  const allowed = i.guildId !== null && (i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false);
  const recent = c && allowed ? await c.ratings.recentFinished(i.guildId!) : [];
  const choices = recent
    .map((m) => ({
      name: clip(
        `${ctx.d.registry.get(m.game)?.name ?? m.game} ${shortId(m.id)} — ${m.players.join(', ')}${m.voided ? ' (void)' : ''}`,
        100,
      ),
      value: m.id,
    }))
    .filter((x) => x.name.toLowerCase().includes(typed))
    .slice(0, 25);
  await i.respond(choices).catch((e: unknown) => log.warn({ event: 'discord.autocomplete_failed', err: String(e) }));
}
