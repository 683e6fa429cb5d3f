/**
 * Replays of stored matches: the log read from the database, timelines kept
 * in a small LRU (a match's timeline never changes for a given version), and
 * step pictures through a render cache. The pure part is replay.ts.
 */
import type { Action, Image, Json } from '../../core/game.js';
import { t, type Locale } from '../../core/text.js';
import { RenderCache } from '../render-cache.js';
import { MatchError } from './errors.js';
import { ReplayError, Timeline, type MatchLog, type ReplayFrame, type ReplayViewer } from './replay.js';
import type { MatchRecord, MatchService } from './service.js';

/** A match that never started (a challenge, a lobby, a declined one) has nothing to replay. */
export const replayable = (m: MatchRecord): boolean => m.startedAt !== null && m.state !== null;

/** Whether everything may be shown: the match is over. */
export const ended = (m: MatchRecord): boolean => m.status !== 'active' && m.status !== 'challenged';

export class Replays {
  private readonly timelines = new Map<string, Timeline>();
  private readonly renders = new RenderCache(64);

  constructor(
    private readonly service: MatchService,
    private readonly capacity = 8,
  ) {}

  /** The match's log: game, content version, options, seats, seed and actions. */
  async logOf(m: MatchRecord): Promise<MatchLog> {
    const rows = await this.service.db.matchAction.findMany({
      where: { matchId: m.id },
      orderBy: { seq: 'asc' },
      select: { seat: true, action: true },
    });
    return {
      game: m.game,
      contentVersion: m.contentVersion,
      options: m.options,
      seats: this.service.seatSpecs(m),
      seed: m.seed,
      actions: rows.map((r) => ({ seat: r.seat, action: r.action as Action })),
    };
  }

  /** The match's timeline, built once per version; a log that does not replay is refused with its reason. */
  async timeline(m: MatchRecord): Promise<Timeline> {
    if (!replayable(m)) throw new MatchError('bad_status', t('replay.notStarted'));
    const key = `${m.id}:${m.version}`;
    const hit = this.timelines.get(key);
    if (hit) {
      this.timelines.delete(key);
      this.timelines.set(key, hit);
      return hit;
    }
    const engine = this.service.engine(m.game);
    let timeline: Timeline;
    try {
      timeline = Timeline.build(engine, await this.logOf(m));
    } catch (e) {
      if (e instanceof ReplayError) throw new MatchError('corrupt', e.reason);
      throw e;
    }
    for (const old of this.timelines.keys()) if (old.startsWith(`${m.id}:`)) this.timelines.delete(old);
    this.timelines.set(key, timeline);
    while (this.timelines.size > this.capacity) this.timelines.delete(this.timelines.keys().next().value!);
    return timeline;
  }

  /** The board picture of a step for a viewer (public data of that view only). */
  board(m: MatchRecord, frame: ReplayFrame, viewer: ReplayViewer, locale: Locale): Promise<Image | null> {
    const engine = this.service.engine(m.game);
    const who = viewer.kind === 'seat' ? `seat${viewer.seat}` : viewer.kind;
    return this.renders.get(
      { matchId: m.id, version: frame.step, viewer: `replay-${who}`, kind: `board@${locale}${frame.over ? '#over' : ''}` },
      () => this.service.renders.render(engine, frame.view as Json, { kind: 'board', locale, ...(frame.over ? { over: true } : {}) }),
    );
  }
}

const byService = new WeakMap<MatchService, Replays>();

/** The replays of a match service (one per service, so its caches are shared by every handler). */
export function replaysOf(service: MatchService): Replays {
  let r = byService.get(service);
  if (!r) byService.set(service, (r = new Replays(service)));
  return r;
}
