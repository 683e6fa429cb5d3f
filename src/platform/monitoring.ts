/**
 * The operator's port (METRICS_PORT): Prometheus metrics at /metrics,
 * liveness at /healthz (the process answers) and readiness at /readyz (the
 * database answers, every gateway shard is ready, the bot is not stopping).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status, type Client } from 'discord.js';
import { log } from '../logger.js';
import { activeMatches, gatewayStatus, registry } from '../metrics.js';
import type { Db } from './db/client.js';

export interface MonitoringOptions {
  port: number;
  host: string;
  db: Db;
  /** The bot's client once it is logged in. */
  client: () => Client | null;
  /** True once the process has begun stopping (it takes no new interactions). */
  stopping: () => boolean;
}

export interface Monitoring {
  url: string;
  close(): Promise<void>;
}

/** A readiness check that hangs counts as failed after this long. */
const CHECK_TIMEOUT_MS = 2_000;

export async function startMonitoring(opts: MonitoringOptions): Promise<Monitoring> {
  const server = http.createServer((req, res) => {
    void answer(req.method ?? 'GET', req.url ?? '/', opts).then(
      ({ status, type, body }) => {
        res.writeHead(status, { 'content-type': type }).end(body);
      },
      (e: unknown) => {
        log.error({ event: 'monitoring.failed', path: req.url, err: String(e) });
        res.writeHead(500, { 'content-type': 'text/plain' }).end('error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  log.info({ event: 'monitoring.listening', url });
  return {
    url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

async function answer(method: string, url: string, opts: MonitoringOptions): Promise<Answer> {
  if (method !== 'GET' && method !== 'HEAD') return text(405, 'method not allowed');
  const path = url.split('?')[0];
  if (path === '/healthz') return text(200, 'ok');
  if (path === '/readyz') {
    const checks = await readiness(opts);
    const ready = Object.values(checks).every(Boolean);
    return { status: ready ? 200 : 503, type: 'application/json', body: `${JSON.stringify({ ready, ...checks })}\n` };
  }
  if (path === '/metrics') {
    await refreshGauges(opts);
    return { status: 200, type: registry.contentType, body: await registry.metrics() };
  }
  return text(404, 'not found');
}

const text = (status: number, body: string): Answer => ({ status, type: 'text/plain; charset=utf-8', body: `${body}\n` });

async function readiness(opts: MonitoringOptions): Promise<{ database: boolean; gateway: boolean; accepting: boolean }> {
  return { database: await databaseAnswers(opts.db), gateway: gatewayReady(opts.client()), accepting: !opts.stopping() };
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function gatewayReady(client: Client | null): boolean {
  if (!client?.isReady()) return false;
  return client.ws.shards.size > 0 && client.ws.shards.every((shard) => shard.status === Status.Ready);
}

async function refreshGauges(opts: MonitoringOptions): Promise<void> {
  activeMatches.set(await opts.db.match.count({ where: { status: 'active' } }));
  gatewayStatus.reset();
  for (const [id, shard] of opts.client()?.ws.shards ?? []) gatewayStatus.set({ shard: String(id) }, shard.status);
}
