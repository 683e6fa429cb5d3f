/**
 * Keeps a match's public face in Discord up to date: its home (thread or
 * channel), the match message edited in place, and event lines in the thread.
 *
 * The database is the outbox (`PublicationStore`): the version the match
 * message shows and how far the thread was told are recorded there, so
 * whatever a crash or a failed request left behind is published later — on
 * start, every few seconds, and whenever the match moves — each event once.
 */
import { createHash } from 'node:crypto';
import { ChannelType, DiscordAPIError, RESTJSONErrorCodes, type Client, type Message, type SendableChannels } from 'discord.js';
import type { Image } from '../core/game.js';
import { type Locale, type Text } from '../core/text.js';
import { log } from '../logger.js';
import type { MatchRecord, MatchService } from '../platform/matches/service.js';
import { PublicationStore, type EventCursor, type Publication } from '../platform/matches/publications.js';
import type { MatchViews } from './match-views.js';
import { MatchEnd } from './match-end.js';
import { ChannelPacer } from './pacer.js';
import { clip, threadName } from './presenter.js';
import { localeOf, translate } from './strings.js';
import { eventMessages, fitToSlots, turnInProgress, type ThreadMessage } from './thread-posts.js';

export interface SyncOptions {
  /**
   * Edit the match message even when its version is shown (something outside
   * the version changed: a clock). Default: only when the match moved on.
   */
  edit?: boolean;
  /** The caller knows the public face is the same as at this version (a secret move): no edit needed if it is shown. */
  unchangedSince?: number;
  /** Post every event now, waiting for the channel's slots (before the result of a match that ended). */
  drain?: boolean;
}

/** How often the publisher looks for matches whose public face is behind. */
export const CATCH_UP_MS = 15_000;

/** Discord's answers that mean the match's home is gone: no point trying again. */
const GONE: readonly number[] = [RESTJSONErrorCodes.UnknownChannel, RESTJSONErrorCodes.UnknownMessage, RESTJSONErrorCodes.MissingAccess];

export class Publisher {
  private readonly queues = new Map<string, Promise<void>>();
  /** Per match, the publish queued behind the running one (not started yet). */
  private readonly waiting = new Map<string, { opts: SyncOptions; done: Promise<void> }>();
  readonly store: PublicationStore;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** The first catch-up after start (stop waits for it: the database closes after the bot). */
  private starting: Promise<void> | null = null;
  /** The end of a match: the result at the end of the thread, open panels closed. */
  readonly end: MatchEnd;
  /** Every post into a match's home takes a slot: Discord's 5 messages per 5 s per channel. */
  readonly pacer = new ChannelPacer();
  /** Matches with events held back (a turn in progress, no free slot): published again then. */
  private readonly later = new Map<string, { at: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly client: Client,
    private readonly service: MatchService,
    private readonly views: MatchViews,
    private readonly defaultLocale: Locale = 'en',
  ) {
    this.store = new PublicationStore(service.db);
    this.end = new MatchEnd(client, service, views, Date.now, this.pacer);
  }

  /** After everything about a change was posted: when it ended the match, tells the result and closes panels. */
  async settle(matchId: string, locale: Locale): Promise<void> {
    // Every event of the match before its result, even those waiting for a free slot.
    await this.sync(matchId, { drain: true });
    return this.end.settle(matchId, locale);
  }

  /**
   * Opens the match's home — a thread on the challenge message when allowed,
   * else the channel — and posts the match message there; returns its link.
   */
  async open(m: MatchRecord, challengeMessage: Message, threadsAllowed: boolean, locale: Locale): Promise<string | null> {
    let home: SendableChannels | null = null;
    let threadId: string | null = null;
    if (threadsAllowed && challengeMessage.channel.type === ChannelType.GuildText) {
      const name = clip(threadName(m, this.service.engine(m.game).name, await this.sameTableBefore(m), locale), 100);
      const thread = await challengeMessage.startThread({ name }).catch((e: unknown) => {
        log.warn({ event: 'discord.thread_failed', matchId: m.id, err: String(e) });
        return null;
      });
      if (thread) {
        home = thread;
        threadId = thread.id;
      }
    }
    home ??= challengeMessage.channel.isSendable() ? challengeMessage.channel : null;
    if (!home) return null;
    const fresh = await this.service.get(m.id);
    const sent = await home.send(await this.views.publicMessage(fresh, locale));
    await this.service.setMessageRefs(m.id, { threadId, messageId: sent.id, channelId: challengeMessage.channelId });
    await this.store.open(m.id, locale, fresh.version);
    log.info({ event: 'discord.match_opened', matchId: m.id, threadId });
    // A move made while the message was being posted is caught up now.
    void this.sync(m.id);
    return sent.url;
  }

  /** Re-draws the match message from the database's latest version (and posts any event not yet told). */
  refresh(matchId: string, _locale?: Locale): Promise<void> {
    return this.sync(matchId, { edit: true });
  }

  /**
   * Brings the match's public face up to the database: posts the public
   * events not yet told, in order, and edits the match message to the
   * current version. Serialised per match in this process; across processes
   * the claim decides who works, and the one that does loops until caught up.
   */
  sync(matchId: string, opts: SyncOptions = {}): Promise<void> {
    // A publish still waiting its turn reads the database when it runs: a later request joins it instead of queueing another.
    const waiting = this.waiting.get(matchId);
    if (waiting) {
      waiting.opts = mergeSyncOptions(waiting.opts, opts);
      return waiting.done;
    }
    const previous = this.queues.get(matchId) ?? Promise.resolve();
    const entry: { opts: SyncOptions; done: Promise<void> } = { opts, done: Promise.resolve() };
    const next = previous
      .then(() => {
        if (this.waiting.get(matchId) === entry) this.waiting.delete(matchId);
        return this.syncNow(matchId, entry.opts);
      })
      .catch((e: unknown) => log.error({ event: 'discord.publish_failed', matchId, err: String(e) }));
    entry.done = next;
    this.waiting.set(matchId, entry);
    this.queues.set(matchId, next);
    void next.then(() => {
      if (this.queues.get(matchId) === next) this.queues.delete(matchId);
    });
    return next;
  }

  /** Catches up now, then every `everyMs`, every match of this bot's servers whose public face is behind. */
  start(everyMs = CATCH_UP_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.catchUp(), everyMs);
    this.timer.unref();
    this.starting = (async () => {
      try {
        await this.store.releaseDeadLeases();
        await this.store.adoptUnrecorded(this.defaultLocale);
      } catch (e) {
        log.error({ event: 'discord.publish_adopt_failed', err: String(e) });
      }
      // Stopped meanwhile (a shutdown right after start): the database may be closing, so nothing more.
      if (this.timer) await this.catchUp();
    })();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.starting;
    for (const planned of this.later.values()) clearTimeout(planned.timer);
    this.later.clear();
    await this.sweeping;
    await Promise.all([...this.queues.values()]);
    await this.end.idle();
    // Every publish has ended; a claim left behind (a publish that failed between its claim and its release) goes back now.
    const released = await this.store.releaseMine().catch((e: unknown) => {
      log.error({ event: 'discord.publish_release_failed', err: String(e) });
      return 0;
    });
    if (released > 0) log.info({ event: 'discord.publish_released', matches: released });
  }

  /** One pass over what is behind (several passes while there is more). */
  catchUp(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        for (let pass = 0; pass < 50; pass++) {
          const due = await this.store.claimBehind([...this.client.guilds.cache.keys()]);
          if (due.length === 0) break;
          log.info({ event: 'discord.publish_catch_up', matches: due.length });
          await Promise.all(due.map((id) => this.sync(id)));
        }
      } catch (e) {
        log.error({ event: 'discord.publish_catch_up_failed', err: String(e) });
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private async syncNow(matchId: string, opts: SyncOptions): Promise<void> {
    for (let round = 0; round < 10; round++) {
      const pub = await this.store.claim(matchId);
      if (!pub) return; // Not opened yet, parked, or another process is on it (and will loop until caught up).
      let done: { version: number; heldUntil: Date | null };
      try {
        done = await this.publish(pub, round === 0 ? opts : {});
      } catch (e) {
        const gone = e instanceof DiscordAPIError && GONE.includes(Number(e.code));
        log[gone ? 'warn' : 'error']({ event: gone ? 'discord.publish_gone' : 'discord.publish_failed', matchId, err: String(e) });
        await this.store.failed(matchId, String(e), gone);
        // Parked, so this runs once: a match whose channel or thread is gone can never be played again.
        if (e instanceof DiscordAPIError && Number(e.code) === RESTJSONErrorCodes.UnknownChannel) await this.closeLost(matchId);
        return;
      }
      if (done.heldUntil) {
        await this.store.lookAgainAt(matchId, done.heldUntil);
        this.publishAt(matchId, done.heldUntil);
      }
      if (!(await this.store.release(matchId))) return;
      // Behind only by what was held back on purpose: nothing more to do until the match moves.
      if (done.heldUntil && (await this.service.get(matchId)).version === done.version) return;
    }
  }

  private async closeLost(matchId: string): Promise<void> {
    const closed = await this.service.closeLost(matchId).catch((e: unknown) => {
      log.error({ event: 'discord.close_lost_failed', matchId, err: String(e) });
      return null;
    });
    if (closed) log.warn({ event: 'match.channel_gone', matchId, status: closed.status });
  }

  /** Publishes the match again at `at` (held events due, a slot freed), once however often asked. */
  private publishAt(matchId: string, at: Date): void {
    const planned = this.later.get(matchId);
    if (!this.timer || (planned && planned.at <= at.getTime())) return;
    if (planned) clearTimeout(planned.timer);
    const timer = setTimeout(
      () => {
        this.later.delete(matchId);
        void this.sync(matchId);
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref();
    this.later.set(matchId, { at: at.getTime(), timer });
  }

  /** Returns the version published, and until when events were held back (null: all told). */
  private async publish(pub: Publication, opts: SyncOptions): Promise<{ version: number; heldUntil: Date | null }> {
    const m = await this.service.get(pub.matchId);
    const nothing = { version: m.version, heldUntil: null };
    if (!m.messageId) return nothing;
    const home = await this.client.channels.fetch(m.threadId ?? m.channelId!);
    if (!home?.isSendable() || !home.isTextBased()) return nothing;
    const locale = localeOf(pub.locale, this.defaultLocale);
    let cursor: EventCursor = { seq: pub.nextSeq, event: pub.nextEvent };
    if (pub.pendingSeq !== null) cursor = await this.verifyPending(pub, m, home);
    const faceKept = opts.unchangedSince !== undefined && pub.shownVersion >= opts.unchangedSince;
    if (opts.edit || (m.version > pub.shownVersion && !faceKept)) {
      const message = await home.messages.fetch(m.messageId);
      await message.edit(await this.views.publicMessage(m, locale));
    }
    if (m.version !== pub.shownVersion) await this.store.shown(m.id, m.version);
    return { version: m.version, heldUntil: await this.postEvents(m, home, cursor, locale, opts.drain ?? false) };
  }

  /**
   * A post was under way when the last worker stopped: it reached the thread
   * or not. The thread says which (its content digest after the last post).
   */
  private async verifyPending(pub: Publication, m: MatchRecord, home: SendableChannels & { messages: Message['channel']['messages'] }) {
    const after = pub.lastPostId ?? m.messageId!;
    const recent = await home.messages.fetch({ after, limit: 100 });
    const found = recent.find((x) => x.author.id === this.client.user?.id && digest(x.content) === pub.pendingDigest);
    if (found) {
      const cursor = { seq: pub.pendingSeq!, event: pub.pendingEvent! };
      await this.store.posted(m.id, cursor, found.id);
      log.info({ event: 'discord.publish_recovered', matchId: m.id, posted: true });
      return cursor;
    }
    await this.store.abandonPending(m.id);
    log.info({ event: 'discord.publish_recovered', matchId: m.id, posted: false });
    return { seq: pub.nextSeq, event: pub.nextEvent };
  }

  /**
   * Posts the public events after `from` in the thread, in order, as
   * thread-posts.ts gathers them: the turn in progress held back, retold
   * lines left out, a picture with the lines after it, gathered into the
   * channel's free slots. Each message is recorded before it is sent and after.
   * Returns when to look again for what was held back (null: all told).
   */
  private async postEvents(
    m: MatchRecord,
    home: SendableChannels,
    from: EventCursor,
    locale: Locale,
    drain: boolean,
  ): Promise<Date | null> {
    const { events, end, actions } = await this.store.unposted(m.id, from);
    const game = this.service.engine(m.game);
    const owing = new Set(this.views.prompts(m).map((p) => p.seat));
    const hold = turnInProgress(actions, owing, m.status === 'active', Date.now());
    const told = hold ? events.filter((e) => e.seq < hold.fromSeq) : events;
    const stop = hold && hold.fromSeq > from.seq ? { seq: hold.fromSeq, event: 0 } : hold ? from : end;
    const retold = game.retold?.(told.map((e) => e.text));
    const all = eventMessages(told, (text) => translate(text, locale, game.strings), retold);
    // Gathered into the channel's free slots; what finds none is posted when one frees (a draining publish waits for it).
    const slots = this.pacer.available(home.id);
    const fitted = fitToSlots(all, slots);
    const messages = drain ? fitted : fitted.slice(0, slots);
    const left = messages.length < fitted.length;
    for (const [k, msg] of messages.entries()) {
      const after = k === messages.length - 1 && !left ? stop : msg.after;
      const files = await this.pictures(m, msg, locale);
      await this.store.intend(m.id, after, digest(msg.content));
      const sent = await this.pacer.send<Message>(home.id, () =>
        home.send({ content: msg.content, files, allowedMentions: { parse: [] } }),
      );
      await this.store.posted(m.id, after, sent.id);
    }
    if (all.length === 0 && (stop.seq !== from.seq || stop.event !== from.event)) await this.store.posted(m.id, stop, null);
    if (left) return new Date(Date.now() + this.pacer.waitMs(home.id));
    return hold?.until ?? null;
  }

  private async pictures(m: MatchRecord, msg: ThreadMessage, locale: Locale) {
    const game = this.service.engine(m.game);
    const images = await Promise.all(
      msg.pictures.map((p) =>
        this.service.renders.render(game, p.view, { kind: p.kind, locale }).catch((err: unknown) => {
          log.warn({ event: 'discord.picture_failed', matchId: m.id, kind: p.kind, err: String(err) });
          return null;
        }),
      ),
    );
    return images.filter((image): image is Image => image !== null).map(fileOf);
  }

  /** Posts lines (engine or platform texts) in the match's thread, without pinging anyone. */
  async post(m: MatchRecord, lines: Text | Text[], locale: Locale): Promise<void> {
    const channelId = m.threadId ?? m.channelId;
    if (!channelId) return;
    const channel = await this.client.channels.fetch(channelId).catch(() => null);
    if (!channel?.isSendable()) return;
    const game = this.service.engine(m.game);
    const text = (Array.isArray(lines) ? lines : [lines]).map((l) => translate(l, locale, game.strings)).join('\n');
    await this.pacer
      .send<Message>(channelId, () => channel.send({ content: clip(text, 2000), allowedMentions: { parse: [] } }))
      .catch((e: unknown) => log.warn({ event: 'discord.post_failed', matchId: m.id, err: String(e) }));
  }

  /** How many matches of this game the same players (same seats) started here before this one: a rematch's thread is numbered. */
  private async sameTableBefore(m: MatchRecord): Promise<number> {
    const challenger = m.seats[0]?.userId;
    if (!challenger) return 0;
    const table = (x: MatchRecord) => x.seats.map((s) => s.userId ?? s.name).join('|');
    const all = await this.service.listForUser(challenger, m.guildId, ['active', 'finished']);
    return all.filter(
      (x) => x.id !== m.id && x.game === m.game && x.channelId === m.channelId && x.createdAt < m.createdAt && table(x) === table(m),
    ).length;
  }

  /** Finds our challenge message for a match in its channel (to close it when withdrawn). */
  async challengeMessage(m: MatchRecord): Promise<Message | null> {
    const channel = m.channelId ? await this.client.channels.fetch(m.channelId).catch(() => null) : null;
    if (!channel?.isTextBased()) return null;
    const messages = await channel.messages.fetch({ limit: 50 }).catch(() => null);
    return (
      messages?.find(
        (msg) => msg.author.id === this.client.user?.id && msg.components.some((row) => JSON.stringify(row.toJSON()).includes(m.id)),
      ) ?? null
    );
  }
}

/** Two publish requests as one: edit if either asks, skip the edit only if both may, drain if either does. */
function mergeSyncOptions(a: SyncOptions, b: SyncOptions): SyncOptions {
  const kept = a.unchangedSince !== undefined && b.unchangedSince !== undefined ? Math.min(a.unchangedSince, b.unchangedSince) : undefined;
  return {
    ...(a.edit || b.edit ? { edit: true } : {}),
    ...(kept !== undefined ? { unchangedSince: kept } : {}),
    ...(a.drain || b.drain ? { drain: true } : {}),
  };
}

/** Thread messages of events (kept here for the outbox's tests). */
export { eventMessages };

const digest = (content: string): string => createHash('sha256').update(content).digest('hex').slice(0, 32);
const fileOf = (image: Image) => ({ attachment: image.png, name: image.name });
