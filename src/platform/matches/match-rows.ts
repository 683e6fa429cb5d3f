/**
 * A match and its seats read with one plain `pg` statement, and a move's
 * versioned update and action rows written with one. Prisma spends about a
 * millisecond of CPU on each query it runs (planning, argument and result
 * mapping); a click reads its match twice, so the move path uses these
 * (docs/scaling.md, "Moves per second"). The result has exactly the shape
 * Prisma gives (test/platform/match-rows.test.ts compares the two).
 */
import type pg from 'pg';
import type { Match, MatchSeat } from '../../generated/prisma/client.js';
import type { Sql } from '../db/sql.js';

export type MatchRecord = Match & { seats: MatchSeat[] };

/** Every column of `matches`, named as Prisma names the fields. */
export const MATCH_COLUMNS: Record<keyof Match, string> = {
  id: 'id',
  game: 'game',
  options: 'options',
  status: 'status',
  state: 'state',
  version: 'version',
  seed: 'seed',
  outcome: 'outcome',
  guildId: 'guild_id',
  channelId: 'channel_id',
  threadId: 'thread_id',
  messageId: 'message_id',
  createdById: 'created_by_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  startedAt: 'started_at',
  finishedAt: 'finished_at',
  timeControl: 'time_control',
  clockVersion: 'clock_version',
  endedById: 'ended_by_id',
  endReason: 'end_reason',
  contentVersion: 'content_version',
  botLevel: 'bot_level',
  nextTakenAt: 'next_taken_at',
};

/** Every column of `match_seats`; the timestamps come back from JSON as text. */
export const SEAT_COLUMNS: Record<keyof MatchSeat, string> = {
  matchId: 'match_id',
  seat: 'seat',
  userId: 'user_id',
  name: 'name',
  isBot: 'is_bot',
  team: 'team',
  accepted: 'accepted',
  resignedAt: 'resigned_at',
  owedSince: 'owed_since',
  deadline: 'deadline',
  pausedUntil: 'paused_until',
  timedOutAt: 'timed_out_at',
  lastRemindedAt: 'last_reminded_at',
  actedAt: 'acted_at',
  automatedAt: 'automated_at',
  removedAt: 'removed_at',
};

const SEAT_DATES: (keyof MatchSeat)[] = [
  'resignedAt',
  'owedSince',
  'deadline',
  'pausedUntil',
  'timedOutAt',
  'lastRemindedAt',
  'actedAt',
  'automatedAt',
  'removedAt',
];

const matchList = Object.entries(MATCH_COLUMNS)
  .map(([field, column]) => (field === 'status' ? `m.status::text AS "status"` : `m.${column} AS "${field}"`))
  .join(', ');
const seatObject = Object.entries(SEAT_COLUMNS)
  .map(([field, column]) => `'${field}', s.${column}`)
  .join(', ');

const READ_MATCH = `SELECT ${matchList},
  COALESCE((SELECT json_agg(json_build_object(${seatObject}) ORDER BY s.seat) FROM match_seats s WHERE s.match_id = m.id), '[]') AS "seats"
  FROM matches m WHERE m.id = $1::uuid`;

type MatchRow = Match & { seats: Record<string, unknown>[] };

/** The match with its seats in seat order, or null. `id` must be a UUID. */
export async function readMatch(pool: pg.Pool, id: string): Promise<MatchRecord | null> {
  const { rows } = await pool.query<MatchRow>(READ_MATCH, [id]);
  return rows[0] ? withSeats(rows[0]) : null;
}

/**
 * The same inside a transaction (Prisma's own read with its seats costs
 * twice the CPU); `lock` takes the match row's lock first, so that nothing
 * else changes the match until the transaction ends.
 */
export async function readMatchIn(sql: Sql, id: string, opts: { lock?: boolean } = {}): Promise<MatchRecord | null> {
  const rows = await sql.rows<MatchRow>(opts.lock ? `${READ_MATCH} FOR UPDATE OF m` : READ_MATCH, [id]);
  return rows[0] ? withSeats(rows[0]) : null;
}

function withSeats(row: MatchRow): MatchRecord {
  return { ...row, seats: row.seats.map(seatFromJson) };
}

function seatFromJson(json: Record<string, unknown>): MatchSeat {
  const seat = { ...json };
  for (const field of SEAT_DATES) {
    const value = seat[field];
    if (typeof value === 'string') seat[field] = new Date(value);
  }
  return seat as unknown as MatchSeat;
}
