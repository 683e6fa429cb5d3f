/**
 * `npm run bench -- scale`: Tavern as it runs in production past one
 * process — 2 child processes × 2 gateway shards (`src/main.ts`, as
 * `npm start` runs it, SHARD_COUNT=4) — against the local Discord emulator
 * and one embedded PostgreSQL. Many servers, many active matches of Super
 * Fantasy Brawl and Epic Spell Wars, and players clicking at a sustained
 * rate for a fixed time ("Take my turn", then their pick in the private
 * panel, as a person does).
 *
 * Measured: click latency (click to the bot's answer, as the emulator sees
 * it), each process's event-loop delay p99 over the window and resident
 * memory (from its /metrics), database transactions per second
 * (pg_stat_database), move conflicts (the processes' counters), and moves
 * lost or duplicated (from each match's action log against its stored
 * state, after the run).
 *
 * Size by environment (defaults: the figures of issue 17):
 *   SCALE_GUILDS=500 SCALE_MATCHES=2000 SCALE_RATE=100 (clicks/s)
 *   SCALE_SECONDS=60 SCALE_WARMUP_SECONDS=5 SCALE_USERS=200
 * and SCALE_LOG_DIR=/some/dir keeps each process's log lines there.
 * The matches are opened directly (database, then the thread and match
 * message through the emulator's REST API, without a board picture), so
 * setting up 2,000 matches does not cost 2,000 renders before the window.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findOfferedChoice } from '../src/core/game.js';
import { MatchViews } from '../src/discord/match-views.js';
import { startEmulator, type DiscordEmulator } from '../src/emulator/index.js';
import { esw } from '../src/games/esw/index.js';
import { GameRegistry } from '../src/games/registry.js';
import { sfb } from '../src/games/sfb/index.js';
import { log } from '../src/logger.js';
import { createPrisma } from '../src/platform/db/client.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { PublicationStore } from '../src/platform/matches/publications.js';
import { MatchService } from '../src/platform/matches/service.js';
import { RenderCache } from '../src/platform/render-cache.js';
import { freePort } from '../test/support/net.js';
import { reachChoice } from '../test/support/panel-clicks.js';
import { button, type Obj } from '../test/support/tavern.js';
import { percentile, round, type BenchFigure } from './stats.js';

const SHARD_COUNT = 4;
const SPLIT = [
  [0, 1],
  [2, 3],
] as const;

function sizeFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return n;
}

interface Child {
  name: string;
  child: ChildProcess;
  metricsPort: number;
  exited: Promise<number | null>;
}

export async function run(): Promise<BenchFigure[]> {
  log.level = 'silent';
  const size = {
    guilds: Math.round(sizeFromEnv('SCALE_GUILDS', 500)),
    matches: Math.round(sizeFromEnv('SCALE_MATCHES', 2000)),
    rate: sizeFromEnv('SCALE_RATE', 100),
    seconds: sizeFromEnv('SCALE_SECONDS', 60),
    warmup: sizeFromEnv('SCALE_WARMUP_SECONDS', 5),
    users: Math.max(2, Math.round(sizeFromEnv('SCALE_USERS', 200))),
  };
  process.stderr.write(
    `scale: ${JSON.stringify(size)}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}\n`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-bench-scale-'));
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'scale' });
  const children: Child[] = [];
  let emu: DiscordEmulator | null = null;
  const prisma = createPrisma(pgServer.url, 8);
  try {
    await runMigrations(pgServer.url);
    emu = await startEmulator({
      quiet: true,
      responseChecks: false,
      extraGuilds: Array.from({ length: size.guilds - 1 }, (_, i) => ({ name: `Server ${i + 2}` })),
      users: Array.from({ length: size.users }, (_, i) => ({ username: `player${i + 1}`, locale: i % 3 === 0 ? 'fr' : 'en-US' })),
      recommendedShards: SHARD_COUNT,
    });
    const world = emu;
    // One after the other: the first holds shard 0 and registers the commands.
    for (const [k, shards] of SPLIT.entries()) children.push(await startChild(`P${k + 1}`, shards, world, pgServer.url, dataDir));

    const registry = new GameRegistry([sfb, esw]);
    const service = new MatchService(prisma, registry);
    const views = new MatchViews(service, new RenderCache());
    const store = new PublicationStore(prisma);
    const t0 = performance.now();
    const opened = await openMatches(world, service, views, store, size);
    const matchIds = [...opened.keys()];
    const setupSeconds = (performance.now() - t0) / 1000;
    process.stderr.write(`scale: ${matchIds.length} matches opened in ${setupSeconds.toFixed(1)} s\n`);

    // The clicking players: one agent per match, each click waits for a slot of the paced stream.
    const pacer = new ClickStream(size.rate);
    const latencies: number[] = [];
    const counts = { clicks: 0, unanswered: 0, moves: 0, missedSlots: 0 };
    let measuring = false;
    const clicker = async (followUp: boolean, user: string, messageId: string, customId: string, values?: string[]): Promise<Obj> => {
      if (!(await pacer.slot(followUp))) throw new Error('the run is over');
      const start = performance.now();
      const handle = world.click(user, messageId, customId, values);
      const outcome = await world.waitForResponse(handle, { timeoutMs: 30_000 }).catch(() => null);
      if (measuring) {
        counts.clicks++;
        latencies.push(performance.now() - start);
        if (!outcome?.message) counts.unanswered++;
      }
      if (!outcome?.message) throw new Error(`click ${customId} unanswered`);
      return outcome.message;
    };
    const agent = async (matchId: string): Promise<void> => {
      while (!pacer.closed) {
        const m = await service.get(matchId);
        if (m.status !== 'active') return;
        const engine = service.engine(m.game);
        const prompt = engine.prompts(m.state)[0];
        if (!prompt) return;
        const user = m.seats[prompt.seat]!.userId!;
        try {
          const panel = await clicker(false, user, m.messageId!, button(world.message(m.messageId!), 'turn', 'play'));
          const choice = findOfferedChoice([prompt], prompt.seat, engine.botAction(m.state, prompt.seat))!;
          await reachChoice(
            (id) => world.message(id),
            (id, customId, values) => clicker(true, user, id, customId, values),
            panel.id as string,
            prompt,
            choice.id,
          );
          if (measuring) counts.moves++;
        } catch {
          // An unanswered click or a panel that moved on: the player looks at the match again.
        }
      }
    };

    const agents = matchIds.map((id) => agent(id));
    pacer.start();
    await sleep(size.warmup * 1000);
    // The window starts: the processes' event-loop histograms are reset by this scrape.
    await Promise.all(children.map((c) => scrape(c.metricsPort)));
    const xactsBefore = await transactions(pgServer.url);
    const before = await Promise.all(children.map((c) => scrape(c.metricsPort)));
    const conflictsBefore = before.map((t) => metric(t, 'tavern_move_conflicts_total'));
    const cpuBefore = before.map((t) => metric(t, 'tavern_process_cpu_seconds_total'));
    const renderBefore = before.map((t) => metric(t, 'tavern_render_duration_seconds_sum'));
    const benchCpuBefore = process.cpuUsage();
    pacer.missed = 0;
    measuring = true;
    const windowStart = performance.now();
    await sleep(size.seconds * 1000);
    const windowSeconds = (performance.now() - windowStart) / 1000;
    const xactsAfter = await transactions(pgServer.url);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const texts = await Promise.all(children.map((c) => scrape(c.metricsPort)));
    counts.missedSlots = pacer.missed;
    pacer.close();
    measuring = false;
    await Promise.all(agents);
    const load = loadavg();

    const lagP99 = texts.map((t) => metric(t, 'tavern_nodejs_eventloop_lag_p99_seconds') * 1000);
    const rss = texts.map((t) => metric(t, 'tavern_process_resident_memory_bytes') / 2 ** 20);
    const conflicts = texts.reduce((sum, t, k) => sum + metric(t, 'tavern_move_conflicts_total') - conflictsBefore[k]!, 0);
    const broken = await lostOrDuplicated(prisma, service, opened);
    // CPU time the Tavern processes spent per click answered in the window (all of it: gateway, handlers, renders, publishing).
    const cpuSeconds = texts.reduce((sum, t, k) => sum + metric(t, 'tavern_process_cpu_seconds_total') - cpuBefore[k]!, 0);
    const renderSeconds = texts.reduce((sum, t, k) => sum + metric(t, 'tavern_render_duration_seconds_sum') - renderBefore[k]!, 0);
    const perClick = (seconds: number) => round((seconds * 1000) / Math.max(1, counts.clicks));

    return [
      { name: 'scale_servers', value: size.guilds, unit: 'servers' },
      { name: 'scale_active_matches', value: matchIds.length, unit: 'matches' },
      { name: 'scale_target_clicks_per_s', value: size.rate, unit: 'clicks/s' },
      { name: 'scale_clicks_per_s', value: round(counts.clicks / windowSeconds), unit: 'clicks/s' },
      { name: 'scale_moves_per_s', value: round(counts.moves / windowSeconds), unit: 'moves/s' },
      { name: 'scale_click_slots_missed', value: counts.missedSlots, unit: 'clicks' },
      { name: 'scale_click_p50_ms', value: round(percentile(latencies, 50)), unit: 'ms' },
      { name: 'scale_click_p95_ms', value: round(percentile(latencies, 95)), unit: 'ms' },
      { name: 'scale_click_p99_ms', value: round(percentile(latencies, 99)), unit: 'ms' },
      { name: 'scale_clicks_unanswered', value: counts.unanswered, unit: 'clicks' },
      ...lagP99.map((v, k) => ({ name: `scale_event_loop_delay_p99_ms_process_${k + 1}`, value: round(v), unit: 'ms' })),
      { name: 'scale_event_loop_delay_p99_ms', value: round(Math.max(...lagP99)), unit: 'ms' },
      ...rss.map((v, k) => ({ name: `scale_resident_memory_mb_process_${k + 1}`, value: round(v, 0), unit: 'MB' })),
      { name: 'scale_tavern_cpu_ms_per_click', value: perClick(cpuSeconds), unit: 'ms' },
      { name: 'scale_render_ms_per_click', value: perClick(renderSeconds), unit: 'ms' },
      { name: 'scale_bench_and_emulator_cpu_ms_per_click', value: perClick((benchCpu.user + benchCpu.system) / 1e6), unit: 'ms' },
      { name: 'scale_db_transactions_per_s', value: round((xactsAfter - xactsBefore) / windowSeconds), unit: 'tx/s' },
      { name: 'scale_move_conflicts', value: conflicts, unit: 'moves' },
      { name: 'scale_lost_or_duplicated_moves', value: broken, unit: 'moves' },
      { name: 'scale_load_average_1m', value: round(load[0]!), unit: 'load' },
      { name: 'scale_matches_opened_in_s', value: round(setupSeconds, 1), unit: 's' },
    ];
  } finally {
    for (const c of children) c.child.kill('SIGTERM');
    for (const c of children) await Promise.race([c.exited, sleep(15_000).then(() => c.child.kill('SIGKILL'))]);
    await prisma.$disconnect();
    await emu?.close();
    await pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts one Tavern process holding `shards`; resolves once its gateway sessions are ready. */
async function startChild(
  name: string,
  shards: readonly number[],
  emu: DiscordEmulator,
  databaseUrl: string,
  root: string,
): Promise<Child> {
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DISCORD_TOKEN: emu.token,
      DISCORD_APP_ID: emu.applicationId,
      DISCORD_API: emu.apiBase,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(root, `${name}-`)),
      SHARD_COUNT: String(SHARD_COUNT),
      SHARDS: shards.join(','),
      METRICS_PORT: String(metricsPort),
      // Many matches per bench player: the per-user allowance would refuse clicks no real player makes this fast.
      USER_RATE_LIMIT: '1000',
      LOG_LEVEL: 'info',
      MALLOC_TRIM_THRESHOLD_: '268435456',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`process ${name} not ready in 180 s: ${stderr}`)), 180_000);
    child.once('exit', (code) => reject(new Error(`process ${name} exited with ${code}: ${stderr}`)));
    let buffered = '';
    const onData = (d: Buffer): void => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      if (lines.some((l) => l.includes('"event":"bot.ready"'))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
  });
  // Keep reading (an unread pipe would block the process once its buffer fills); SCALE_LOG_DIR keeps the log lines.
  child.stdout!.removeAllListeners('data');
  const logDir = process.env.SCALE_LOG_DIR;
  if (logDir) child.stdout!.pipe(createWriteStream(path.join(logDir, `${name}.log`)));
  else child.stdout!.resume();
  return { name, child, metricsPort, exited };
}

/**
 * Opens `size.matches` active matches, alternating SFB and ESW, spread over
 * the servers: each is challenged and accepted through the match service,
 * then given a challenge message, its thread and its match message (the
 * presenter's, without a board picture) through the emulator's REST API, and
 * its outbox row, as the bot's accept would.
 */
async function openMatches(
  emu: DiscordEmulator,
  service: MatchService,
  views: MatchViews,
  store: PublicationStore,
  size: { guilds: number; matches: number; users: number },
): Promise<Map<string, number>> {
  const guilds = emu.guilds;
  const users = emu.users;
  const rest = async (route: string, body: unknown): Promise<Obj> => {
    const res = await fetch(`${emu.apiBase}/v10${route}`, {
      method: 'POST',
      headers: { authorization: `Bot ${emu.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Obj;
  };
  const ids: [string, number][] = new Array<[string, number]>(size.matches);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < size.matches) {
      const i = next++;
      const guild = guilds[i % guilds.length]!;
      const channelId = guild.channels.general!;
      const a = users[(2 * i) % users.length]!;
      const b = users[(2 * i + 1) % users.length]!;
      const game = i % 2 === 0 ? 'sfb' : 'esw';
      const challenged = await service.challenge({
        game,
        guildId: guild.id,
        channelId,
        challenger: { id: a.id, username: a.username },
        opponents: [{ id: b.id, username: b.username }],
        options: {},
      });
      const m = (await service.accept(challenged.id, { id: b.id, username: b.username })).match;
      const challenge = await rest(`/channels/${channelId}/messages`, { content: `${a.username} challenges ${b.username}` });
      const thread = await rest(`/channels/${channelId}/messages/${challenge.id as string}/threads`, { name: `${game} ${i + 1}` });
      const engine = service.engine(m.game);
      const payload = views.presenter(m, 'en').matchMessage(m, engine.view(m.state, 'public'), views.prompts(m), null, []);
      const sent = await rest(`/channels/${thread.id as string}/messages`, { flags: payload.flags, components: payload.components });
      await service.setMessageRefs(m.id, { threadId: thread.id as string, messageId: sent.id as string, channelId });
      await store.open(m.id, 'en', m.version);
      ids[i] = [m.id, m.version];
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return new Map(ids);
}

/** Hands out click slots at `rate` per second; a slot nobody waits for is counted as missed (the players are all busy). */
class ClickStream {
  private readonly waiting: ((go: boolean) => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  closed = false;
  missed = 0;

  constructor(private readonly rate: number) {}

  start(): void {
    const started = performance.now();
    let given = 0;
    this.timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * this.rate);
      for (; given < due; given++) {
        const next = this.waiting.shift();
        if (next) next(true);
        else this.missed++;
      }
    }, 5);
  }

  /**
   * Resolves true when the click may be made, false once the stream is
   * closed. A player's next click within a move (`followUp`) goes first, as
   * a person picks right after opening the panel.
   */
  slot(followUp = false): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => (followUp ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    // Agents waiting for a slot stop: their click is never made.
    for (const next of this.waiting.splice(0)) next(false);
  }
}

async function scrape(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  return res.text();
}

/** The sum of a metric's samples (every label set) in Prometheus's text format. */
function metric(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    sum += Number(line.split(' ').at(-1));
  }
  return sum;
}

/** Transactions committed and rolled back in the bench's database so far. */
async function transactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ n: string }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(r.rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Moves lost or duplicated, from the database after the run: in each match,
 * each version step since the match was opened has its action row (seq = the
 * version it made) exactly once, and replaying the log from the seed must give
 * the stored state. Each gap, repeat or replay that differs counts.
 */
async function lostOrDuplicated(
  prisma: ReturnType<typeof createPrisma>,
  service: MatchService,
  opened: ReadonlyMap<string, number>,
): Promise<number> {
  const matchIds = [...opened.keys()];
  let broken = 0;
  const rows = await prisma.$queryRaw<{ matchId: string; seqs: number[] }[]>`
    SELECT match_id::text AS "matchId", array_agg(seq ORDER BY seq) AS seqs FROM match_actions GROUP BY match_id`;
  const logs = new Map(rows.map((r) => [r.matchId, r.seqs]));
  for (const id of matchIds) {
    const m = await service.get(id);
    const seqs = logs.get(id) ?? [];
    // An action's seq is the version it made: the log is (opened + 1)..version, each once (no step without its row).
    const from = opened.get(id)! + 1;
    const present = new Set(seqs);
    for (let seq = from; seq <= m.version; seq++) if (!present.has(seq)) broken++;
    broken += seqs.length - present.size + seqs.filter((seq) => seq < from || seq > m.version).length;
    if (seqs.length > 0 && !(await service.replay(id)).equal) broken++;
  }
  return broken;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
