/**
 * Transaction hooks run before their transaction commits, so anything that
 * talks to Discord must wait for the commit: this polls until the match row
 * shows the hook's version (committed) and then runs the follow-up, or gives
 * up quietly when the transaction rolled back.
 */
import { log } from '../../logger.js';
import type { Db } from '../db/client.js';

export function afterCommit(db: Db, matchId: string, version: number, follow: () => Promise<void>, timeoutMs = 10_000): void {
  const deadline = Date.now() + timeoutMs;
  const attempt = async (): Promise<void> => {
    const row = await db.match.findUnique({ where: { id: matchId }, select: { version: true } });
    if (row && row.version >= version) return follow();
    if (Date.now() > deadline) return void log.warn({ event: 'competition.after_commit_gave_up', matchId, version });
    await new Promise((r) => setTimeout(r, 20));
    return attempt();
  };
  setImmediate(
    () =>
      void attempt().catch((e: unknown) =>
        log.error({ event: 'competition.after_commit_failed', matchId, err: e instanceof Error ? e.stack : String(e) }),
      ),
  );
}
