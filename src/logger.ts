/**
 * Structured one-line logs (pino). Keys that could carry hidden information
 * are redacted wherever they appear, as a second line of defence: callers
 * log match ids and action types, never hands or seeds.
 */
import { pino, type Logger } from 'pino';

const REDACTED_KEYS = ['hand', 'hands', 'seed', 'deck', 'draw', 'state', 'token', 'DISCORD_TOKEN', 'password'];

export function createLogger(level = 'info'): Logger {
  // Standard output may close before we do (npm or tsx gone while we stop the database): a failed write is dropped,
  // never an uncaught error that would end the process half-way through its shutdown.
  const destination = pino.destination({ fd: 1, sync: true });
  destination.on('error', () => {});
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: REDACTED_KEYS.flatMap((k) => [k, `*.${k}`]),
        censor: '[hidden]',
      },
    },
    destination,
  );
}

/** The process logger; main() sets its level from the validated config. */
export const log: Logger = createLogger();
