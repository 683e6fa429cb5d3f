/**
 * Prometheus metrics (prom-client), one registry for the process, served by
 * src/platform/monitoring.ts. Labels only ever take values from fixed sets
 * (command names, custom-id kinds, job kinds): never anything a user typed.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
// Process figures: CPU, resident memory, heap, and event-loop delay percentiles (monitorEventLoopDelay).
collectDefaultMetrics({ register: registry, prefix: 'tavern_', eventLoopMonitoringPrecision: 10 });

/** Seconds, from a quick click to a slow picture. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

export type InteractionOutcome = 'ok' | 'refused' | 'error' | 'rate_limited' | 'restarting';

export const interactions = new Counter({
  name: 'tavern_interactions_total',
  help: 'Interactions handled, by kind (command name or button kind) and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const interactionSeconds = new Histogram({
  name: 'tavern_interaction_duration_seconds',
  help: 'Time from receiving an interaction to the end of its handler, by kind.',
  labelNames: ['kind'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const renderSeconds = new Histogram({
  name: 'tavern_render_duration_seconds',
  help: 'Drawing and encoding one picture (cache misses only), by picture kind.',
  labelNames: ['kind'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const encodeSeconds = new Histogram({
  name: 'tavern_png_encode_duration_seconds',
  help: 'Encoding one drawn canvas to PNG.',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25],
  registers: [registry],
});

export const transactionSeconds = new Histogram({
  name: 'tavern_move_transaction_duration_seconds',
  help: 'The transaction that writes a move (versioned update, action rows, hooks).',
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const transactionConflicts = new Counter({
  name: 'tavern_move_conflicts_total',
  help: 'Moves refused because the match had moved on: a click on an old version, or a race lost at commit.',
  registers: [registry],
});

export type JobResult = 'done' | 'failed' | 'parked' | 'released';

export const jobs = new Counter({
  name: 'tavern_jobs_total',
  help: 'Background jobs run, by kind and result (failed: retried later; parked: given up; released: rolled back by a stopping process, due again at once).',
  labelNames: ['kind', 'result'] as const,
  registers: [registry],
});

export const jobLateness = new Histogram({
  name: 'tavern_job_lateness_seconds',
  help: 'How long after its due time a job ran, by kind.',
  labelNames: ['kind'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 3600],
  registers: [registry],
});

/** Read on each scrape: set by the process that knows (monitoring.ts). */
export const activeMatches = new Gauge({
  name: 'tavern_active_matches',
  help: 'Matches being played (status active) in the database.',
  registers: [registry],
});

export const gatewayStatus = new Gauge({
  name: 'tavern_gateway_shard_status',
  help: "Each gateway shard's discord.js status (0 ready, 1 connecting, 2 reconnecting, 3 idle, 4 nearly, 5 disconnected, 6 waiting for guilds, 7 identifying, 8 resuming).",
  labelNames: ['shard'] as const,
  registers: [registry],
});

/** Times `work`, whatever its end, into a histogram (or one of its label sets). */
export async function timed<T>(histogram: { startTimer(): () => unknown }, work: () => Promise<T>): Promise<T> {
  const stop = histogram.startTimer();
  try {
    return await work();
  } finally {
    stop();
  }
}
