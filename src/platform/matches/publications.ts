/**
 * The public face of a match as an outbox in PostgreSQL (`match_publications`):
 * which version its match message shows, and a cursor over the action log
 * saying which public events were posted in its thread. Whoever publishes
 * (the Discord publisher) claims a row with a lease, brings Discord up to the
 * database, and moves the cursor after each post; a post under way is
 * recorded first (its cursor and digest), so one interrupted by a crash is
 * found in the thread instead of being posted twice.
 *
 * Claims are leases taken with `FOR UPDATE SKIP LOCKED` (or a conditional
 * UPDATE for one match), timed by the database's clock: several processes
 * share the work, and a crashed process's claims expire.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Json } from '../../core/game.js';
import type { Text } from '../../core/text.js';
import { Prisma, type Db } from '../db/client.js';

/** A claim's RETURNING list, in the Publication shape. */
const columns = Prisma.raw(
  `match_id::text AS "matchId", locale, shown_version AS "shownVersion", next_seq AS "nextSeq", next_event AS "nextEvent", ` +
    `pending_seq AS "pendingSeq", pending_event AS "pendingEvent", pending_digest AS "pendingDigest", last_post_id AS "lastPostId", attempts`,
);

export interface Publication {
  matchId: string;
  locale: string;
  shownVersion: number;
  nextSeq: number;
  nextEvent: number;
  pendingSeq: number | null;
  pendingEvent: number | null;
  pendingDigest: string | null;
  lastPostId: string | null;
  attempts: number;
}

/** A position in the action log: event `event` of action `seq`. */
export interface EventCursor {
  seq: number;
  event: number;
}

/** A public event still to post, with the position right after it. */
export interface UnpostedEvent {
  text: Text;
  picture: { kind: string; view: Json } | null;
  after: EventCursor;
  /** The action it came from. */
  seq: number;
}

/** An action of the log from the cursor on: who made it and when. */
export interface LoggedAction {
  seq: number;
  seat: number;
  at: Date;
}

export interface PublicationStoreOptions {
  /** How long a claim holds before another process may take the match over. */
  leaseMs?: number;
}

export class PublicationStore {
  /** Who holds a lease: this process and this store (two bots in one process are two owners). */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    opts: PublicationStoreOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? 30_000;
  }

  /** A match message was just posted showing `version`: its events so far count as told. */
  async open(matchId: string, locale: string, version: number): Promise<void> {
    const fresh = {
      locale,
      shownVersion: version,
      nextSeq: version + 1,
      nextEvent: 0,
      pendingSeq: null,
      pendingEvent: null,
      pendingDigest: null,
      lastPostId: null,
      attempts: 0,
      lastError: null,
      parkedAt: null,
    };
    await this.db.matchPublication.upsert({ where: { matchId }, create: { matchId, ...fresh }, update: fresh });
  }

  /**
   * Claims one match (free, expired, or already ours); null when another
   * process works on it or it has no publication yet.
   */
  async claim(matchId: string): Promise<Publication | null> {
    const rows = await this.db.$queryRaw<Publication[]>`
      UPDATE match_publications SET lease_owner = ${this.owner}, lease_until = now() + ${this.leaseMs}::int * interval '1 millisecond'
      WHERE match_id = ${matchId}::uuid AND parked_at IS NULL
        AND (lease_owner IS NULL OR lease_owner = ${this.owner} OR lease_until < now())
      RETURNING ${columns}`;
    return rows[0] ?? null;
  }

  /**
   * Claims up to `limit` matches of these servers whose public face is behind
   * the database (a version not shown, events not posted, a post to verify)
   * and that are due; skips rows other processes hold. Returns their ids.
   */
  async claimBehind(guildIds: readonly string[], limit = 20): Promise<string[]> {
    if (guildIds.length === 0) return [];
    const rows = await this.db.$queryRaw<{ matchId: string }[]>`
      UPDATE match_publications p SET lease_owner = ${this.owner}, lease_until = now() + ${this.leaseMs}::int * interval '1 millisecond'
      FROM (
        SELECT p2.match_id FROM match_publications p2 JOIN matches m ON m.id = p2.match_id
        WHERE p2.parked_at IS NULL
          -- Events held back (attempts 0) wait for their time only while the match stands still; a failure's backoff holds.
          AND (p2.retry_at <= now() OR (p2.attempts = 0 AND m.version > p2.shown_version))
          AND (p2.lease_owner IS NULL OR p2.lease_until < now())
          AND m.guild_id = ANY(${[...guildIds]}::text[])
          AND (m.version > p2.shown_version OR m.version >= p2.next_seq OR p2.pending_seq IS NOT NULL)
        ORDER BY p2.retry_at
        LIMIT ${limit}
        FOR UPDATE OF p2 SKIP LOCKED
      ) due
      WHERE p.match_id = due.match_id
      RETURNING p.match_id::text AS "matchId"`;
    return rows.map((r) => r.matchId);
  }

  /**
   * Public events from the cursor on, oldest first, each with the position
   * after it; `end` is the position after the whole log as read.
   */
  async unposted(matchId: string, from: EventCursor): Promise<{ events: UnpostedEvent[]; end: EventCursor; actions: LoggedAction[] }> {
    const rows = await this.db.matchAction.findMany({
      where: { matchId, seq: { gte: from.seq } },
      orderBy: { seq: 'asc' },
      select: { seq: true, seat: true, createdAt: true, events: true, pictures: true },
    });
    const events: UnpostedEvent[] = [];
    for (const row of rows) {
      const texts = (row.events ?? []) as Text[];
      const pictures = (row.pictures ?? []) as ({ kind: string; view: Json } | null)[];
      texts.forEach((text, k) => {
        if (row.seq === from.seq && k < from.event) return;
        const last = k === texts.length - 1;
        const after = last ? { seq: row.seq + 1, event: 0 } : { seq: row.seq, event: k + 1 };
        events.push({ text, picture: pictures[k] ?? null, after, seq: row.seq });
      });
    }
    const lastSeq = rows.at(-1)?.seq;
    const actions = rows.map((r) => ({ seq: r.seq, seat: r.seat, at: r.createdAt }));
    return { events, end: lastSeq === undefined ? from : { seq: lastSeq + 1, event: 0 }, actions };
  }

  /** The match message now shows `version`. */
  async shown(matchId: string, version: number): Promise<void> {
    await this.mine(matchId, { shownVersion: version });
  }

  /** About to post the message that ends at `after` (digest of its content): recorded first. */
  async intend(matchId: string, after: EventCursor, digest: string): Promise<void> {
    await this.mine(matchId, { pendingSeq: after.seq, pendingEvent: after.event, pendingDigest: digest });
  }

  /** Posted (message `messageId`, or nothing to post): the cursor moves to `after`. */
  async posted(matchId: string, after: EventCursor, messageId: string | null): Promise<void> {
    await this.mine(matchId, {
      nextSeq: after.seq,
      nextEvent: after.event,
      pendingSeq: null,
      pendingEvent: null,
      pendingDigest: null,
      ...(messageId ? { lastPostId: messageId } : {}),
    });
  }

  /** The recorded post never reached the thread: forget it (it will be posted again). */
  async abandonPending(matchId: string): Promise<void> {
    await this.mine(matchId, { pendingSeq: null, pendingEvent: null, pendingDigest: null });
  }

  /**
   * Gives the claim back; true when the match moved on meanwhile (read in
   * the same statement, so a move committed before it is never missed).
   */
  async release(matchId: string): Promise<boolean> {
    const rows = await this.db.$queryRaw<{ behind: boolean }[]>`
      UPDATE match_publications p SET lease_owner = NULL, lease_until = NULL, attempts = 0, last_error = NULL, updated_at = now()
      FROM matches m
      WHERE p.match_id = ${matchId}::uuid AND m.id = p.match_id AND p.lease_owner = ${this.owner}
      RETURNING (m.version > p.shown_version OR m.version >= p.next_seq) AS behind`;
    return rows[0]?.behind ?? false;
  }

  /** Events were held back on purpose (a turn in progress, the channel's rate): the periodic catch-up looks again at `at`. */
  async lookAgainAt(matchId: string, at: Date): Promise<void> {
    await this.mine(matchId, { retryAt: at });
  }

  /** Discord refused or failed: retry later (backing off), or never again when the home is gone. */
  async failed(matchId: string, error: string, gone: boolean): Promise<void> {
    await this.db.$executeRaw`
      UPDATE match_publications SET lease_owner = NULL, lease_until = NULL, attempts = attempts + 1,
        last_error = ${error.slice(0, 2000)},
        retry_at = now() + LEAST(3600, power(2, LEAST(attempts + 1, 12))) * interval '1 second',
        parked_at = CASE WHEN ${gone}::boolean THEN now() ELSE NULL END, updated_at = now()
      WHERE match_id = ${matchId}::uuid AND lease_owner = ${this.owner}`;
  }

  /**
   * Matches whose message was posted before the outbox existed get a row
   * (as shown and told up to now), so they are caught up from here on.
   */
  async adoptUnrecorded(locale: string): Promise<number> {
    return this.db.$executeRaw`
      INSERT INTO match_publications (match_id, locale, shown_version, next_seq)
      SELECT m.id, ${locale}, m.version, m.version + 1 FROM matches m
      WHERE m.message_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM match_publications p WHERE p.match_id = m.id)
      ON CONFLICT DO NOTHING`;
  }

  /**
   * Gives back every claim this store still holds (a stopping process), so
   * another process catches those matches up at once instead of after the
   * lease; returns how many.
   */
  async releaseMine(): Promise<number> {
    return this.db.$executeRaw`
      UPDATE match_publications SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ${this.owner}`;
  }

  /**
   * Frees the claims of dead processes of this machine (the pid in the owner
   * is gone, or is ours under another owner: a restarted container), so a
   * restart catches up at once instead of waiting for their leases to expire.
   */
  async releaseDeadLeases(): Promise<number> {
    const rows = await this.db.$queryRaw<{ owner: string }[]>`
      SELECT DISTINCT lease_owner AS owner FROM match_publications WHERE lease_owner IS NOT NULL AND lease_until > now()`;
    const host = `${hostname()}:`;
    const dead = rows
      .map((r) => r.owner)
      .filter((owner) => {
        if (owner === this.owner || !owner.startsWith(host)) return false;
        const pid = Number(owner.slice(host.length).split(':')[0]);
        return pid === process.pid || !processAlive(pid);
      });
    if (dead.length === 0) return 0;
    return this.db.$executeRaw`
      UPDATE match_publications SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ANY(${dead}::text[])`;
  }

  /** Writes through the claim (and extends it: a long publish keeps its lease). */
  private async mine(matchId: string, data: Parameters<Db['matchPublication']['updateMany']>[0]['data']): Promise<void> {
    await this.db.matchPublication.updateMany({
      where: { matchId, leaseOwner: this.owner },
      data: { ...data, leaseUntil: new Date(Date.now() + this.leaseMs) },
    });
  }
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
