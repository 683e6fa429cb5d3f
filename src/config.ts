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
  })
  .superRefine((c, ctx) => {
    if (c.DISCORD_TOKEN && !c.DISCORD_APP_ID) {
      ctx.addIssue({ code: 'custom', path: ['DISCORD_APP_ID'], message: 'is required when DISCORD_TOKEN is set' });
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

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
