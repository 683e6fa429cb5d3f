/**
 * A game behind Discord, in process on embedded PostgreSQL: the whole work of
 * one panel click (act → the seat's panel with its picture → the public match
 * message with the board), over bot-vs-bot duels played seat by seat as two
 * people would. Renders are not cached across versions, as in production.
 * The per-game benches (sfb-discord, at-discord, coh-discord) name the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Json } from '../src/core/game.js';
import { MatchViews } from '../src/discord/match-views.js';
import { GameRegistry, type AnyGame } from '../src/games/registry.js';
import { log } from '../src/logger.js';
import { createPrisma } from '../src/platform/db/client.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { MatchService } from '../src/platform/matches/service.js';
import { RenderCache } from '../src/platform/render-cache.js';
import { freePort } from '../test/support/net.js';

const players = [
  { id: '600000000000000011', username: 'Alice' },
  { id: '600000000000000012', username: 'Bruno' },
];

export interface DuelClicks {
  /** Each click's handler time, ms. */
  clicks: number[];
  /** Decisions made in each duel. */
  decisions: number[];
  /** Server seconds each duel took. */
  seconds: number[];
}

/** Plays `matches` duels (at most `maxClicks` decisions each) and times every click's handler work. */
export async function timeDuelClicks(game: AnyGame, options: Json, matches: number, maxClicks = Infinity): Promise<DuelClicks> {
  log.level = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), `tavern-bench-${game.id}-`));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'bench' });
  try {
    await runMigrations(pgServer.url);
    const prisma = createPrisma(pgServer.url, 10);
    const service = new MatchService(prisma, new GameRegistry([game]));
    const views = new MatchViews(service, new RenderCache());
    const out: DuelClicks = { clicks: [], decisions: [], seconds: [] };
    for (let g = 0; g < matches; g++) {
      const created = await service.challenge({
        game: game.id,
        guildId: null,
        channelId: null,
        challenger: players[0]!,
        opponents: [players[1]!],
        options,
      });
      let m = (await service.accept(created.id, players[1]!)).match;
      const t0 = performance.now();
      let n = 0;
      for (; m.status === 'active' && n < maxClicks; n++) {
        const p = game.prompts(m.state)[0]!;
        const action = game.botAction(m.state, p.seat);
        const c0 = performance.now();
        m = (await service.act(m.id, players[p.seat]!.id, action, m.version)).match;
        await views.panel(m, p.seat, 'en');
        await views.publicMessage(m, 'en');
        out.clicks.push(performance.now() - c0);
      }
      out.decisions.push(n);
      out.seconds.push((performance.now() - t0) / 1000);
    }
    await prisma.$disconnect();
    return out;
  } finally {
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
