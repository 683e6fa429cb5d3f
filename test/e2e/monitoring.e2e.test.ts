/**
 * The operator's port (issue 17): /healthz, /readyz and Prometheus metrics
 * for a bot on the emulator — interactions by kind and outcome, move
 * transactions, renders, active matches, the gateway shard's status.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sfb } from '../../src/games/sfb/index.js';
import { startMonitoring, type Monitoring } from '../../src/platform/monitoring.js';
import { registry } from '../../src/metrics.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { button, respond, startTavern, type Tavern } from '../support/tavern.js';

let tv: Tavern | null = null;
let monitoring: Monitoring | null = null;
afterEach(async () => {
  await monitoring?.close();
  await tv?.close();
  monitoring = null;
  tv = null;
});

async function get(path: string, init?: RequestInit): Promise<{ status: number; body: string; type: string | null }> {
  const res = await fetch(`${monitoring!.url}${path}`, init);
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') };
}

/** The value of one series in the exposition text (0 when absent). */
function series(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0]!;
    if (wanted.every((w) => labelText.includes(w))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('monitoring port (issue 17)', () => {
  it('answers /healthz, /readyz (database, gateway, not stopping) and refuses other paths and methods', async () => {
    tv = await startTavern([sfb]);
    let client: typeof tv.bot.client | null = null;
    monitoring = await startMonitoring({
      port: 0,
      host: '127.0.0.1',
      db: tv.db.prisma,
      client: () => client,
      stopping: () => tv!.bot.router.stopping,
    });

    expect(await get('/healthz')).toMatchObject({ status: 200, body: 'ok\n' });
    // No client yet: alive but not ready, and it says why.
    const before = await get('/readyz');
    expect(before.status).toBe(503);
    expect(JSON.parse(before.body)).toEqual({ ready: false, database: true, gateway: false, accepting: true });

    client = tv.bot.client;
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ready: true, database: true, gateway: true, accepting: true });

    expect((await get('/nowhere')).status).toBe(404);
    expect((await get('/metrics', { method: 'POST' })).status).toBe(405);

    // Stopping: still alive, no longer ready.
    await tv.bot.router.drain();
    const stopping = await get('/readyz');
    expect(stopping.status).toBe(503);
    expect(JSON.parse(stopping.body)).toMatchObject({ ready: false, accepting: false });
    expect((await get('/healthz')).status).toBe(200);
  });

  it('counts interactions by kind and outcome, move transactions and conflicts, renders, active matches and shard status', async () => {
    tv = await startTavern([sfb]);
    monitoring = await startMonitoring({
      port: 0,
      host: '127.0.0.1',
      db: tv.db.prisma,
      client: () => tv!.bot.client,
      stopping: () => false,
    });
    const [alice, bruno] = tv.emu.users.map((u) => u.id) as [string, string];
    const channel = tv.emu.channels['games']!;
    const start = await get('/metrics');
    expect(start.status).toBe(200);
    expect(start.type).toBe(registry.contentType);
    const challenged = series(start.body, 'tavern_interactions_total', { kind: 'challenge', outcome: 'ok' });
    const accepted = series(start.body, 'tavern_interactions_total', { kind: 'acc', outcome: 'ok' });
    const refused = series(start.body, 'tavern_interactions_total', { kind: 'acc', outcome: 'refused' });

    const out = await respond(tv.emu, tv.emu.slash(alice, channel, 'challenge', { game: 'sfb', opponent: bruno }));
    const challengeId = out.message.id as string;
    const matchId = parseCustomId(button(out.message, 'acc'))!.matchId;
    // The challenger has accepted by challenging: her click is refused and changes nothing.
    await respond(tv.emu, tv.emu.click(alice, challengeId, button(tv.emu.message(challengeId), 'acc')));
    expect((await tv.service.get(matchId)).status).toBe('challenged');
    await respond(tv.emu, tv.emu.click(bruno, challengeId, button(tv.emu.message(challengeId), 'acc')));
    const m = await tv.service.get(matchId);
    expect(m.status).toBe('active');

    // A move written, and a stale one refused by the version check (a conflict).
    const p = sfb.prompts(m.state as never)[0]!;
    const mover = m.seats[p.seat]!.userId!;
    await tv.service.act(matchId, mover, p.choices[0]!.action, m.version);
    await expect(tv.service.act(matchId, mover, p.choices[0]!.action, m.version)).rejects.toThrow();

    const after = (await get('/metrics')).body;
    expect(series(after, 'tavern_interactions_total', { kind: 'challenge', outcome: 'ok' })).toBe(challenged + 1);
    expect(series(after, 'tavern_interactions_total', { kind: 'acc', outcome: 'ok' })).toBe(accepted + 1);
    expect(series(after, 'tavern_interactions_total', { kind: 'acc', outcome: 'refused' })).toBe(refused + 1);
    expect(series(after, 'tavern_interaction_duration_seconds_count', { kind: 'challenge' })).toBeGreaterThanOrEqual(challenged + 1);
    expect(series(after, 'tavern_move_transaction_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(series(after, 'tavern_move_conflicts_total')).toBeGreaterThanOrEqual(1);
    expect(series(after, 'tavern_render_duration_seconds_count', { kind: 'sfb:board' })).toBeGreaterThanOrEqual(1);
    expect(series(after, 'tavern_png_encode_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(series(after, 'tavern_active_matches')).toBe(1);
    // discord.js Status.Ready is 0: the one shard is ready.
    expect(after).toMatch(/^tavern_gateway_shard_status\{shard="0"\} 0$/m);
    // Event-loop delay percentiles from the process's own monitor.
    expect(after).toMatch(/^tavern_nodejs_eventloop_lag_p99_seconds \d/m);
  });
});
