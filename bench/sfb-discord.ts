/**
 * Super Fantasy Brawl behind Discord, in process on embedded PostgreSQL: the
 * whole work of one panel click (act → the seat's panel with its hand image
 * → the public match message with the arena), over whole bot-vs-bot duels
 * played seat by seat as two people would. Renders are not cached across
 * versions, as in production. Figures: click p50/p95, decisions per match,
 * seconds of server work per match.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MatchViews } from '../src/discord/match-views.js';
import { GameRegistry } from '../src/games/registry.js';
import { sfb, type SfbState } from '../src/games/sfb/index.js';
import { log } from '../src/logger.js';
import { createPrisma } from '../src/platform/db/client.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { MatchService } from '../src/platform/matches/service.js';
import { RenderCache } from '../src/platform/render-cache.js';
import { freePort } from '../test/support/net.js';
import { percentile, round, type BenchFigure } from './stats.js';

const players = [
  { id: '600000000000000001', username: 'Alice' },
  { id: '600000000000000002', username: 'Bruno' },
];
const MATCHES = 3;

export async function run(): Promise<BenchFigure[]> {
  log.level = 'silent';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-bench-sfb-'));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'bench' });
  try {
    await runMigrations(pgServer.url);
    const prisma = createPrisma(pgServer.url, 10);
    const service = new MatchService(prisma, new GameRegistry([sfb]));
    const views = new MatchViews(service, new RenderCache());
    const clicks: number[] = [];
    const decisions: number[] = [];
    const seconds: number[] = [];
    for (let g = 0; g < MATCHES; g++) {
      const created = await service.challenge({
        game: 'sfb',
        guildId: null,
        channelId: null,
        challenger: players[0]!,
        opponents: [players[1]!],
        options: { recruitment: 'friendly' },
      });
      let m = (await service.accept(created.id, players[1]!)).match;
      let n = 0;
      const t0 = performance.now();
      while (m.status === 'active') {
        const st = m.state as unknown as SfbState;
        const p = sfb.prompts(st)[0]!;
        const action = sfb.botAction(st, p.seat);
        const c0 = performance.now();
        m = (await service.act(m.id, players[p.seat]!.id, action, m.version)).match;
        await views.panel(m, p.seat, 'en');
        await views.publicMessage(m, 'en');
        clicks.push(performance.now() - c0);
        n++;
      }
      decisions.push(n);
      seconds.push((performance.now() - t0) / 1000);
    }
    await prisma.$disconnect();
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    return [
      { name: 'sfb_click_handler_p50_ms', value: round(percentile(clicks, 50)), unit: 'ms' },
      { name: 'sfb_click_handler_p95_ms', value: round(percentile(clicks, 95)), unit: 'ms' },
      { name: 'sfb_decisions_per_duel', value: round(mean(decisions), 1), unit: 'decisions' },
      { name: 'sfb_server_seconds_per_duel', value: round(mean(seconds), 1), unit: 's' },
    ];
  } finally {
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
