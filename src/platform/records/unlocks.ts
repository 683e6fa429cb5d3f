/**
 * Per-player progression (`GameModule.unlocks` / `withUnlocks`): what a
 * seat unlocked in a match that ended by the rules is kept per player and
 * game (`player_unlocks`, written in the transaction that ends the match),
 * and every later match of that game starts with each seat's unlocks in its
 * options (`MatchService.start`), stored with the match so replays rebuild
 * it exactly. Bots unlock nothing; an invalid key is logged and dropped,
 * never undoing the move.
 */
import type { AnyGame } from '../../games/registry.js';
import { log } from '../../logger.js';
import type { Sql } from '../db/sql.js';
import { BOARD_KEY } from './records.js';

/** Stores what the seats of a match that has just ended by the rules unlocked. */
export async function storeUnlocks(sql: Sql, engine: AnyGame, matchId: string, state: unknown): Promise<void> {
  if (!engine.unlocks || !engine.outcome(state)) return;
  const wanted = engine.unlocks(state).filter((u) => {
    const ok = Number.isInteger(u.seat) && BOARD_KEY.test(u.unlock);
    if (!ok) log.error({ event: 'unlocks.invalid', matchId, game: engine.id }, 'a game returned an invalid unlock');
    return ok;
  });
  if (wanted.length === 0) return;
  const seats = await sql.rows<{ seat: number; user_id: string }>(
    'SELECT seat, user_id FROM match_seats WHERE match_id = $1::uuid AND user_id IS NOT NULL AND NOT is_bot',
    [matchId],
  );
  const userOf = new Map(seats.map((s) => [s.seat, s.user_id]));
  const rows = wanted.flatMap((u) => (userOf.has(u.seat) ? [{ user_id: userOf.get(u.seat)!, unlock: u.unlock }] : []));
  if (rows.length === 0) return;
  await sql.run(
    `INSERT INTO player_unlocks (user_id, game, unlock, match_id)
     SELECT r.user_id, $1, r.unlock, $2::uuid FROM jsonb_to_recordset($3::jsonb) AS r(user_id text, unlock text)
     ON CONFLICT (user_id, game, unlock) DO NOTHING`,
    [engine.id, matchId, JSON.stringify(rows)],
  );
  log.info({ event: 'unlocks.stored', matchId, game: engine.id, count: rows.length });
}

/** Each seat's unlocks in `game`, in seat order (oldest first; none for a bot or an empty seat). */
export async function unlocksBySeat(sql: Sql, game: string, userIds: (string | null)[]): Promise<string[][]> {
  const people = userIds.filter((u): u is string => u !== null);
  const rows =
    people.length === 0
      ? []
      : await sql.rows<{ user_id: string; unlock: string }>(
          'SELECT user_id, unlock FROM player_unlocks WHERE game = $1 AND user_id = ANY($2::text[]) ORDER BY unlocked_at, unlock',
          [game, people],
        );
  return userIds.map((u) => (u === null ? [] : rows.filter((r) => r.user_id === u).map((r) => r.unlock)));
}
