/**
 * What players see in Discord when a match ends, wherever they are:
 *  - the result is posted at the end of the match's thread (where the last
 *    events are), once: the winners as players name them ("Alice & Bot 1"),
 *    why it ended, whether it was rated (with the rating changes), and a
 *    Rematch button, and its spectators (Watch) mentioned — the one ping of the message;
 *    it carries an animated GIF of the public board after each round
 *    (platform/matches/animation.ts);
 *  - the private panels still open are closed: their choices removed and the
 *    result shown instead.
 *
 * The live panels are kept in live-panels.ts (per match, for 15 minutes:
 * an interaction token's life); after a restart a panel left open keeps its
 * buttons until clicked — the click is then refused with "This match is
 * over", as before.
 */
import { ButtonStyle, ComponentType, type Client, type Message } from 'discord.js';
import type { Outcome } from '../core/game.js';
import { t, type Locale, type Text } from '../core/text.js';
import { log } from '../logger.js';
import { competitionOf } from '../platform/competition.js';
import type { MatchRecord, MatchService } from '../platform/matches/service.js';
import { MENTIONED_WATCHERS, Watchers } from '../platform/matches/watchers.js';
import { matchAnimation, type MatchAnimation } from '../platform/matches/animation.js';
import { replayable, replaysOf } from '../platform/matches/replays.js';
import { nextMatchesOf } from '../platform/matches/next-matches.js';
import { encodeCustomId } from './custom-id.js';
import type { MatchViews } from './match-views.js';
import { LivePanels, type LivePanel } from './live-panels.js';
import { ChannelPacer } from './pacer.js';
import { clip, outcomeReason, seatGroupNames, shortId } from './presenter.js';
import { translate } from './strings.js';

/** How far back in the thread a result already posted is looked for (after a restart). */
const RESULT_LOOKBACK = 20;

export class MatchEnd {
  /** The private panels still open, per match. */
  readonly panels: LivePanels;
  /** Matches whose result this process has posted (or found posted). */
  private readonly told = new Set<string>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly client: Client,
    private readonly service: MatchService,
    private readonly views: MatchViews,
    now: () => number = Date.now,
    private readonly pacer: ChannelPacer = new ChannelPacer(),
  ) {
    this.panels = new LivePanels(now);
  }

  /** Remembers a private panel of a running match (its latest interaction replaces an older one). */
  track(matchId: string, messageId: string, panel: LivePanel): void {
    this.panels.track(matchId, messageId, panel);
  }

  /**
   * Once everything about the ending change has been posted: closes the open
   * panels and posts the result at the end of the thread (once). Serialised
   * per match; nothing happens for a match still running.
   */
  settle(matchId: string, locale: Locale): Promise<void> {
    const previous = this.queues.get(matchId) ?? Promise.resolve();
    const next = previous
      .then(() => this.settleNow(matchId, locale))
      .catch((e: unknown) => log.error({ event: 'discord.settle_failed', matchId, err: String(e) }));
    this.queues.set(matchId, next);
    void next.then(() => {
      if (this.queues.get(matchId) === next) this.queues.delete(matchId);
    });
    return next;
  }

  /** Once every result queued so far is posted (a stopping bot waits for it). */
  async idle(): Promise<void> {
    await Promise.all([...this.queues.values()]);
  }

  private async settleNow(matchId: string, locale: Locale): Promise<void> {
    const m = await this.service.get(matchId);
    if (m.status === 'active' || m.status === 'challenged') return;
    await this.closePanels(m);
    if (m.status === 'finished' && m.outcome) await this.postResult(m, locale);
  }

  private async closePanels(m: MatchRecord): Promise<void> {
    const live = this.panels.take(m.id);
    if (live.length === 0) return;
    for (const [messageId, panel] of live) {
      // The result in place of the choices; no hand picture (the panel is closed).
      const payload = this.views.presenter(m, panel.locale).panel(m, undefined, null, []);
      await panel
        .edit(payload)
        .catch((e: unknown) => log.info({ event: 'discord.panel_close_failed', matchId: m.id, messageId, err: String(e) }));
    }
    log.info({ event: 'discord.panels_closed', matchId: m.id, count: live.length });
  }

  private async postResult(m: MatchRecord, locale: Locale): Promise<void> {
    if (this.told.has(m.id)) return;
    const home = await this.client.channels.fetch(m.threadId ?? m.channelId ?? '').catch(() => null);
    if (!home?.isSendable() || !home.isTextBased()) return;
    const rematchId = encodeCustomId({ kind: 'rmt', matchId: m.id, version: m.version, token: '' });
    const recent = await home.messages.fetch({ limit: RESULT_LOOKBACK }).catch(() => null);
    if (recent?.some((msg) => msg.id !== m.messageId && this.isOurResult(msg, m.id))) {
      this.told.add(m.id);
      return;
    }
    const lines = await resultLines(this.service, m, locale);
    const game = this.service.engine(m.game);
    // Spectators are mentioned here, once: the only ping of this message (any other name in it stays inert).
    const watchers = (await new Watchers(this.service.db).of(m.id)).slice(0, MENTIONED_WATCHERS);
    if (watchers.length > 0) lines.push(translate(t('watch.ended', { mentions: watchers.map((u) => `<@${u}>`).join(' ') }), locale));
    const animation = await this.animation(m, locale);
    await this.pacer.send<Message>(home.id, () =>
      home.send({
        content: clip(lines.join('\n'), 2000),
        files: animation ? [{ attachment: animation.gif, name: `tavern-${m.game}-${shortId(m.id)}.gif` }] : [],
        components: [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.Button,
                style: ButtonStyle.Primary,
                custom_id: rematchId,
                label: translate(t('match.rematch'), locale),
              },
              // The game's next matches for the same players (GameModule.nextMatches), in the server's language.
              ...nextMatchesOf(game, m).map((offer, k) => ({
                type: ComponentType.Button as const,
                style: ButtonStyle.Success as const,
                custom_id: encodeCustomId({ kind: 'nxt', matchId: m.id, version: m.version, token: String(k) }),
                label: clip(translate(offer.label, locale, game.strings), 80),
              })),
            ],
          },
        ],
        allowedMentions: watchers.length > 0 ? { parse: [], users: watchers } : { parse: [] },
      }),
    );
    this.told.add(m.id);
    log.info({ event: 'discord.result_posted', matchId: m.id });
  }

  /** The animated board of the whole match (public views, round after round); null when it cannot be drawn. */
  private async animation(m: MatchRecord, locale: Locale): Promise<MatchAnimation | null> {
    if (!replayable(m)) return null;
    const t0 = performance.now();
    try {
      const timeline = await replaysOf(this.service).timeline(m);
      const animation = await matchAnimation(this.service.engine(m.game), timeline, { locale, over: true, renderer: this.service.renders });
      if (animation)
        log.info({
          event: 'discord.match_animation',
          matchId: m.id,
          frames: animation.steps.length,
          bytes: animation.gif.length,
          ms: Math.round(performance.now() - t0),
        });
      return animation;
    } catch (e) {
      // The result matters more than its picture: posted without it.
      log.warn({ event: 'discord.match_animation_failed', matchId: m.id, err: String(e) });
      return null;
    }
  }

  private isOurResult(msg: Message, matchId: string): boolean {
    return msg.author.id === this.client.user?.id && msg.components.some((row) => JSON.stringify(row.toJSON()).includes(`rmt:${matchId}:`));
  }
}

/**
 * The result in the server's language: who won and why, the other places
 * when there are more than two, and whether it was rated.
 */
export async function resultLines(service: MatchService, m: MatchRecord, locale: Locale): Promise<string[]> {
  const game = service.engine(m.game);
  const tr = (text: Text) => translate(text, locale, game.strings);
  const outcome = m.outcome as unknown as Outcome;
  const reason = tr(outcomeReason(m, outcome));
  const [first = [], ...others] = outcome.ranking;
  // One place for everyone: a draw, except in an unrated mode (solo, co-op), where the players won together.
  const together = others.length === 0 && game.rated?.(m.options) === false;
  const losers = others.flat();
  const lines =
    first.length === 0
      ? // Nobody won (a co-op loss: the game itself beat the table).
        [tr(t('result.lost', { game: game.name, names: seatGroupNames(m, losers, locale), count: losers.length, reason }))]
      : others.length === 0 && !together
        ? [tr(t('result.draw', { game: game.name, names: seatGroupNames(m, first, locale), reason }))]
        : [tr(t('result.won', { game: game.name, names: seatGroupNames(m, first, locale), count: first.length, reason }))];
  if (others.length > 1) {
    const places = outcome.ranking.map((seats, i) => tr(t('match.place', { place: i + 1, names: seatGroupNames(m, seats, locale) })));
    lines.push(tr(t('result.places', { ranking: places.join(' · ') })));
  }
  const rated = await ratedLine(service, m);
  if (rated) lines.push(tr(rated));
  return lines;
}

/** "Rated: Alice 1500 → 1518 (+18) · …", "Unrated.", "Unrated: this mode is not rated.", "Unrated: a bot played."; null without ratings. */
async function ratedLine(service: MatchService, m: MatchRecord): Promise<Text | null> {
  const ratings = competitionOf(service)?.ratings;
  if (!ratings) return null;
  if (service.engine(m.game).rated?.(m.options) === false) return t('result.unratedMode');
  if (m.seats.some((s) => s.isBot)) return t('result.unratedBots');
  const changes = await ratings.changesOf(m.id);
  if (changes.length === 0) {
    const reason = await ratings.unratedReason(m.id);
    return reason ? t(`ratings.notRated.${reason}`) : t('result.unrated');
  }
  const name = (userId: string) => m.seats.find((s) => s.userId === userId)?.name ?? '?';
  const bySeat = [...changes].sort(
    (a, b) => m.seats.findIndex((s) => s.userId === a.userId) - m.seats.findIndex((s) => s.userId === b.userId),
  );
  const list = bySeat.map((c) => {
    const delta = c.after - c.before;
    return `${name(c.userId)} ${c.before} → ${c.after} (${delta >= 0 ? '+' : '−'}${Math.abs(delta)})`;
  });
  return t('result.rated', { changes: list.join(' · ') });
}
