/**
 * Record boards: a finished match of an unrated mode (a solo or co-op
 * scenario) is stored on the board its game names (`GameModule.record`), per
 * server, inside the transaction that finishes it; `/records` reads each
 * board's wins and its best result (lowest score) with who and when.
 *
 * Only an ending by the rules is recorded (the engine's `outcome` says the
 * game is over): a resignation, a time-out or a moderator's end leaves the
 * board as it was. A game's bad record (an invalid key) is logged and
 * dropped: it never undoes the move that ended the match.
 */
import { z } from 'zod';
import type { RecordEntry } from '../../core/game.js';
import type { Text } from '../../core/text.js';
import type { AnyGame } from '../../games/registry.js';
import { log } from '../../logger.js';
import type { Db } from '../db/client.js';
import type { Sql } from '../db/sql.js';

/** A board key: lowercase letters, digits and `:_-`, 1–60 characters (it goes into autocomplete values). */
export const BOARD_KEY = /^[a-z0-9][a-z0-9:_-]{0,59}$/;

const textSchema: z.ZodType<Text> = z.union([
  z.string().max(200),
  z.object({ key: z.string().max(100), vars: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).strict(),
]);

const entrySchema = z
  .object({
    board: z.string().regex(BOARD_KEY),
    label: textSchema,
    won: z.boolean(),
    score: z.number().int().min(0).max(1_000_000),
    scoreText: textSchema,
  })
  .strict();

/** The game's record of an ended state, checked; null when the game records nothing or its record is not valid. */
export function recordOf(engine: AnyGame, state: unknown, options: unknown, matchId: string): RecordEntry | null {
  if (!engine.record || engine.rated?.(options) !== false || !engine.outcome(state)) return null;
  const entry = engine.record(state, options);
  if (entry === null) return null;
  const parsed = entrySchema.safeParse(entry);
  if (!parsed.success) {
    log.error(
      { event: 'records.invalid', matchId, game: engine.id, issue: parsed.error.issues[0]?.message },
      'a game returned an invalid record',
    );
    return null;
  }
  return parsed.data as RecordEntry;
}

/** Stores the record of a match that has just finished (the `finished` hook, in its transaction). */
export async function storeRecord(sql: Sql, engine: AnyGame, matchId: string, state: unknown, at: Date): Promise<void> {
  if (!engine.record) return;
  const [m] = await sql.rows<{ guild_id: string | null; options: unknown; finished_at: Date | null }>(
    'SELECT guild_id, options, finished_at FROM matches WHERE id = $1::uuid',
    [matchId],
  );
  if (!m?.guild_id) return;
  const entry = recordOf(engine, state, m.options, matchId);
  if (!entry) return;
  const seats = await sql.rows<{ user_id: string }>(
    'SELECT user_id FROM match_seats WHERE match_id = $1::uuid AND user_id IS NOT NULL AND NOT is_bot ORDER BY seat',
    [matchId],
  );
  await sql.run(
    `INSERT INTO board_results (match_id, guild_id, game, board, label, won, score, score_text, user_ids, finished_at)
     VALUES ($1::uuid, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb, $9::text[], $10::timestamptz)
     ON CONFLICT (match_id) DO NOTHING`,
    [
      matchId,
      m.guild_id,
      engine.id,
      entry.board,
      JSON.stringify(entry.label),
      entry.won,
      entry.score,
      JSON.stringify(entry.scoreText),
      seats.map((s) => s.user_id),
      (m.finished_at ?? at).toISOString(),
    ],
  );
  log.info({ event: 'records.stored', matchId, game: engine.id, board: entry.board, won: entry.won });
}

/** One result on a board: its score, who played and when. */
export interface BoardBest {
  matchId: string;
  score: number;
  scoreText: Text;
  userIds: string[];
  at: Date;
}

export interface BoardSummary {
  board: string;
  label: Text;
  plays: number;
  wins: number;
  /** The win with the lowest score (the earliest among equals); null before a first win. */
  best: BoardBest | null;
}

interface BestRow {
  board: string;
  match_id: string;
  score: number;
  score_text: Text;
  user_ids: string[];
  finished_at: Date;
}

const bestOf = (r: BestRow): BoardBest => ({
  matchId: r.match_id,
  score: r.score,
  scoreText: r.score_text,
  userIds: r.user_ids,
  at: r.finished_at,
});

export class RecordBoards {
  constructor(private readonly db: Db) {}

  /** Every board of a game in a server: plays, wins and the best win, most played first. */
  async boards(guildId: string, game: string): Promise<BoardSummary[]> {
    const counts = await this.db.$queryRaw<{ board: string; label: Text; plays: number; wins: number }[]>`
      SELECT board, (array_agg(label ORDER BY finished_at DESC))[1] AS label,
             count(*)::int AS plays, (count(*) FILTER (WHERE won))::int AS wins
      FROM board_results WHERE guild_id = ${guildId} AND game = ${game}
      GROUP BY board ORDER BY count(*) DESC, board ASC`;
    const best = await this.db.$queryRaw<BestRow[]>`
      SELECT DISTINCT ON (board) board, match_id::text AS match_id, score, score_text, user_ids, finished_at
      FROM board_results WHERE guild_id = ${guildId} AND game = ${game} AND won
      ORDER BY board, score ASC, finished_at ASC`;
    const byBoard = new Map(best.map((r) => [r.board, bestOf(r)]));
    return counts.map((c) => ({ board: c.board, label: c.label, plays: c.plays, wins: c.wins, best: byBoard.get(c.board) ?? null }));
  }

  /** One board: its summary and its best wins (lowest score first, the earliest among equals). */
  async board(guildId: string, game: string, board: string, limit = 10): Promise<{ summary: BoardSummary; top: BoardBest[] } | null> {
    const summary = (await this.boards(guildId, game)).find((b) => b.board === board);
    if (!summary) return null;
    const top = await this.db.$queryRaw<BestRow[]>`
      SELECT board, match_id::text AS match_id, score, score_text, user_ids, finished_at
      FROM board_results WHERE guild_id = ${guildId} AND game = ${game} AND board = ${board} AND won
      ORDER BY score ASC, finished_at ASC LIMIT ${limit}`;
    return { summary, top: top.map(bestOf) };
  }
}
