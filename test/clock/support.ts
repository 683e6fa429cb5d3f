/**
 * A match service, scheduler and AsyncPlay on a fresh database with one
 * controllable clock (tests move time explicitly, never sleep), and a
 * notifier that records what players would see.
 */
import type { Locale, Text } from '../../src/core/text.js';
import { GameRegistry } from '../../src/games/registry.js';
import { AsyncPlay, type AsyncNotifier } from '../../src/platform/clock/service.js';
import { parseTimeControl } from '../../src/platform/clock/time-control.js';
import { MatchService, type MatchRecord } from '../../src/platform/matches/service.js';
import { Scheduler } from '../../src/platform/scheduler/scheduler.js';
import { translate } from '../../src/discord/strings.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { fixtureGame } from '../support/fixture-game.js';

export class RecordingNotifier implements AsyncNotifier {
  posts: { matchId: string; text: string; mentions: string[]; at: number }[] = [];
  dms: { userId: string; text: string; at: number }[] = [];
  refreshes: string[] = [];
  expired: { matchId: string; text: string }[] = [];
  closedDms = new Set<string>();

  constructor(private readonly clock: () => number) {}

  async refresh(matchId: string): Promise<void> {
    this.refreshes.push(matchId);
  }
  async post(m: MatchRecord, text: Text, mentions: string[]): Promise<void> {
    this.posts.push({ matchId: m.id, text: translate(text, 'en'), mentions, at: this.clock() });
  }
  async dm(userId: string, text: Text, locale: Locale): Promise<'sent' | 'closed' | 'failed'> {
    if (this.closedDms.has(userId)) return 'closed';
    this.dms.push({ userId, text: translate(text, locale), at: this.clock() });
    return 'sent';
  }
  async challengeExpired(m: MatchRecord, text: Text): Promise<void> {
    this.expired.push({ matchId: m.id, text: translate(text, 'en') });
  }
}

export interface AsyncWorld {
  db: TestDatabase;
  service: MatchService;
  scheduler: Scheduler;
  play: AsyncPlay;
  notes: RecordingNotifier;
  /** The shared clock (epoch ms). */
  now(): number;
  set(ms: number): void;
  /** Moves time forward by `ms` and runs every job due by then, in order of their instants. */
  advance(ms: number): Promise<number>;
  close(): Promise<void>;
}

export const USERS = {
  alice: { id: '100000000000000001', username: 'Alice' },
  bruno: { id: '100000000000000002', username: 'Bruno' },
  chloe: { id: '100000000000000003', username: 'Chloe' },
};

export async function startWorld(
  start = Date.parse('2026-03-02T09:00:00Z'),
  multiSeat?: 'hand-to-bot' | 'remove-seat',
): Promise<AsyncWorld> {
  const db = await createTestDatabase();
  let now = start;
  const clock = () => new Date(now);
  const service = new MatchService(db.prisma, new GameRegistry([fixtureGame]), clock);
  const scheduler = new Scheduler(db.prisma, { now: clock });
  const play = new AsyncPlay(db.prisma, service, scheduler, clock, multiSeat ? { multiSeat: () => multiSeat } : {});
  const notes = new RecordingNotifier(() => now);
  play.setNotifier(notes);
  return {
    db,
    service,
    scheduler,
    play,
    notes,
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: async (ms) => {
      const target = now + ms;
      let fired = 0;
      // Step through job instants so each job sees the time it was due at.
      for (;;) {
        const next = await db.prisma.job.findFirst({
          where: { runAt: { lte: new Date(target) }, failedAt: null },
          orderBy: { runAt: 'asc' },
        });
        if (!next) break;
        now = Math.max(now, next.runAt.getTime());
        const n = await scheduler.runDue();
        fired += n;
        if (n === 0) break;
      }
      now = target;
      fired += await scheduler.runDue();
      return fired;
    },
    close: () => db.close(),
  };
}

/** A started two-player fixture match with the given time control code ("days:1", "live:10", "none"). */
export async function startedMatch(w: AsyncWorld, code = 'days:1', opponents = [USERS.bruno], bots = 0): Promise<MatchRecord> {
  const created = await AsyncPlay.withTimeControl(parseTimeControl(code), () =>
    w.service.challenge({
      game: 'fixture',
      guildId: '900000000000000001',
      channelId: '800000000000000001',
      challenger: USERS.alice,
      opponents,
      bots,
    }),
  );
  let m = created;
  for (const o of opponents) m = (await w.service.accept(created.id, o)).match;
  // What the Discord side does right after the start: the match message in its thread.
  await w.service.setMessageRefs(m.id, { threadId: '700000000000000001', messageId: '700000000000000002' });
  return w.service.get(m.id);
}
