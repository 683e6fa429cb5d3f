/**
 * Ascension Tactics behind Discord, in process on embedded PostgreSQL: the
 * whole work of one panel click (act → the seat's panel with its picture:
 * the hand, or the lettered board on a move → the public match message with
 * the battlefield), over the first decisions of bot-vs-bot duels played seat
 * by seat as two people would. Renders are not cached across versions, as in
 * production. Figures: click p50/p95 (`AT_DISCORD_CLICKS` decisions per
 * duel, default 150).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MatchViews } from '../src/discord/match-views.js';
import { GameRegistry } from '../src/games/registry.js';
import { at, type AtState } from '../src/games/at/index.js';
import { log } from '../src/logger.js';
import { createPrisma } from '../src/platform/db/client.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { MatchService } from '../src/platform/matches/service.js';
import { RenderCache } from '../src/platform/render-cache.js';
import { freePort } from '../test/support/net.js';
import { percentile, round, type BenchFigure } from './stats.js';

const players = [
  { id: '600000000000000011', username: 'Alice' },
  { id: '600000000000000012', username: 'Bruno' },
];
const MATCHES = 2;
const CLICKS = Number(process.env.AT_DISCORD_CLICKS ?? 150);

export async function run(): Promise<BenchFigure[]> {
  log.level = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-bench-at-'));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'bench' });
  try {
    await runMigrations(pgServer.url);
    const prisma = createPrisma(pgServer.url, 10);
    const service = new MatchService(prisma, new GameRegistry([at]));
    const views = new MatchViews(service, new RenderCache());
    const clicks: number[] = [];
    for (let g = 0; g < MATCHES; g++) {
      const created = await service.challenge({
        game: 'at',
        guildId: null,
        channelId: null,
        challenger: players[0]!,
        opponents: [players[1]!],
        options: { mode: 'duel' },
      });
      let m = (await service.accept(created.id, players[1]!)).match;
      for (let n = 0; m.status === 'active' && n < CLICKS; n++) {
        const st = m.state as unknown as AtState;
        const p = at.prompts(st)[0]!;
        const action = at.botAction(st, p.seat);
        const c0 = performance.now();
        m = (await service.act(m.id, players[p.seat]!.id, action, m.version)).match;
        await views.panel(m, p.seat, 'en');
        await views.publicMessage(m, 'en');
        clicks.push(performance.now() - c0);
      }
    }
    await prisma.$disconnect();
    return [
      { name: 'at_click_p50_ms', value: round(percentile(clicks, 50)), unit: 'ms' },
      { name: 'at_click_p95_ms', value: round(percentile(clicks, 95)), unit: 'ms' },
    ];
  } finally {
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
