/**
 * The one place that reads the environment: `.env` through dotenv, validated
 * with zod. A bad value stops the bot with a message naming the variable.
 */
import 'dotenv/config';
import { z } from 'zod';

/** Empty values count as unset, so a copied .env.example with blanks works. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

const snowflake = optional(z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17–20 digits)'));

/** Shard ids: "0,1" or "2, 3". */
const shardList = z.preprocess(
  blankAsUnset,
  z
    .string()
    .regex(/^\d{1,5}(\s*,\s*\d{1,5})*$/, 'must be a comma-separated list of shard ids, e.g. 0,1')
    .transform((s) => [...new Set(s.split(',').map((id) => Number(id.trim())))].sort((a, b) => a - b))
    .optional(),
);

const port = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(fallback));

export const configSchema = z
  .object({
    DISCORD_TOKEN: optional(z.string()),
    DISCORD_APP_ID: snowflake,
    DEV_GUILD_ID: snowflake,
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
    DATA_DIR: z.preprocess(blankAsUnset, z.string().default('.data')),
    EMBEDDED_PG_PORT: port(54329),
    PLAYGROUND_PORT: port(3000),
    LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    DEFAULT_LOCALE: z.preprocess(blankAsUnset, z.enum(['en', 'fr']).default('en')),
    /** Commands and clicks a user may make per 10 seconds before being slowed down. */
    USER_RATE_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(1000).default(12)),
    /** Prometheus metrics, /healthz and /readyz on this port (unset: not served). */
    METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
    METRICS_HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
    /** Base of Discord's REST API (default Discord's own): a @discordjs/proxy in front of several processes, or the emulator. */
    DISCORD_API: optional(z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address, e.g. http://proxy:8080/api')),
    /** Gateway shards of the whole bot (every process gives the same count). */
    SHARD_COUNT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100_000).default(1)),
    /** Shards this process holds (default: all of them). */
    SHARDS: shardList,
  })
  .superRefine((c, ctx) => {
    if (c.DISCORD_TOKEN && !c.DISCORD_APP_ID) {
      ctx.addIssue({ code: 'custom', path: ['DISCORD_APP_ID'], message: 'is required when DISCORD_TOKEN is set' });
    }
    if (!c.DISCORD_TOKEN) {
      for (const key of ['DISCORD_API', 'SHARDS'] as const)
        if (c[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is only used with DISCORD_TOKEN' });
      if (c.SHARD_COUNT > 1)
        ctx.addIssue({
          code: 'custom',
          path: ['SHARD_COUNT'],
          message: 'is only used with DISCORD_TOKEN (the playground runs one process)',
        });
    }
    // (Refinements also run when a field already failed: only a parsed list is checked here.)
    if (Array.isArray(c.SHARDS) && typeof c.SHARD_COUNT === 'number') {
      const outside = c.SHARDS.filter((id) => id >= c.SHARD_COUNT);
      if (outside.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['SHARDS'],
          message: `shard ids must be below SHARD_COUNT (${c.SHARD_COUNT}): ${outside.join(', ')}`,
        });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError naming each bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration (check your .env):\n${lines.join('\n')}`);
}

/** The gateway shards this process holds, and the bot's shard count. */
export interface Sharding {
  shards: number[];
  shardCount: number;
}

export function shardingOf(c: Config): Sharding {
  return { shards: c.SHARDS ?? Array.from({ length: c.SHARD_COUNT }, (_, i) => i), shardCount: c.SHARD_COUNT };
}

/** Discord's global REST limit per bot token, shared by every process of the bot. */
export const DISCORD_GLOBAL_REQUESTS_PER_SECOND = 50;

/**
 * This process's share of Discord's global limit: in proportion to the shards
 * it holds, so the processes of a bot together stay within 50 requests per
 * second (discord.js's REST client enforces it per process).
 */
export function globalRequestsPerSecond(s: Sharding): number {
  return Math.max(1, Math.floor((DISCORD_GLOBAL_REQUESTS_PER_SECOND * s.shards.length) / s.shardCount));
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
