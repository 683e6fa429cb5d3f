/**
 * Champions of Hara behind Discord, in process on embedded PostgreSQL: the
 * whole work of one panel click (act → the seat's panel with its character
 * sheet, or the lettered board for a space → the public match message with
 * the world), over whole 2-player Versus Arenas played seat by seat as two
 * people would (the engine bot's choices). Renders are not cached across
 * versions, as in production. Figures: click p50/p95, decisions per match.
 * `COH_DISCORD_MATCHES` (default 2) sizes the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MatchViews } from '../src/discord/match-views.js';
import { GameRegistry } from '../src/games/registry.js';
import { coh, type CohState } from '../src/games/coh/index.js';
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

export async function run(): Promise<BenchFigure[]> {
  log.level = 'silent';
  const matches = Number(process.env.COH_DISCORD_MATCHES ?? 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-bench-coh-'));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'bench' });
  try {
    await runMigrations(pgServer.url);
    const prisma = createPrisma(pgServer.url, 10);
    const service = new MatchService(prisma, new GameRegistry([coh]));
    const views = new MatchViews(service, new RenderCache());
    const clicks: number[] = [];
    const decisions: number[] = [];
    for (let g = 0; g < matches; g++) {
      const created = await service.challenge({
        game: 'coh',
        guildId: null,
        channelId: null,
        challenger: players[0]!,
        opponents: [players[1]!],
        options: { mode: 'versus' },
      });
      let m = (await service.accept(created.id, players[1]!)).match;
      let n = 0;
      while (m.status === 'active') {
        const st = m.state as unknown as CohState;
        const p = coh.prompts(st)[0]!;
        const action = coh.botAction(st, p.seat);
        const c0 = performance.now();
        m = (await service.act(m.id, players[p.seat]!.id, action, m.version)).match;
        await views.panel(m, p.seat, 'en');
        await views.publicMessage(m, 'en');
        clicks.push(performance.now() - c0);
        n++;
      }
      decisions.push(n);
    }
    await prisma.$disconnect();
    return [
      { name: 'coh_click_p50_ms', value: round(percentile(clicks, 50)), unit: 'ms' },
      { name: 'coh_click_p95_ms', value: round(percentile(clicks, 95)), unit: 'ms' },
      { name: 'coh_decisions_per_versus', value: round(decisions.reduce((a, b) => a + b, 0) / decisions.length, 1), unit: 'decisions' },
    ];
  } finally {
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
