/**
 * Spectators of a match (`match_watchers`): members of its server who follow
 * it from its Watch button, to be mentioned once in the result when it ends.
 * Watching gives nothing else: a spectator replays from the public view, as
 * anyone who is not seated does.
 */
import type { Db } from '../db/client.js';

/** How many watchers a result mentions (Discord lists at most 100 users in allowed mentions; a message holds 2,000 characters). */
export const MENTIONED_WATCHERS = 50;

export class Watchers {
  constructor(private readonly db: Db) {}

  async isWatching(matchId: string, userId: string): Promise<boolean> {
    return (await this.db.matchWatcher.count({ where: { matchId, userId } })) > 0;
  }

  /** Starts (true) or stops (false) watching; idempotent. Returns whether the user watches now. */
  async set(matchId: string, userId: string, watching: boolean): Promise<boolean> {
    if (watching) {
      await this.db.matchWatcher.createMany({ data: [{ matchId, userId }], skipDuplicates: true });
    } else {
      await this.db.matchWatcher.deleteMany({ where: { matchId, userId } });
    }
    return watching;
  }

  /** Watches when not watching, and the reverse; returns whether the user watches now. */
  async toggle(matchId: string, userId: string): Promise<boolean> {
    return this.set(matchId, userId, !(await this.isWatching(matchId, userId)));
  }

  /** The match's watchers, first come first. */
  async of(matchId: string): Promise<string[]> {
    const rows = await this.db.matchWatcher.findMany({ where: { matchId }, orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }] });
    return rows.map((r) => r.userId);
  }
}
