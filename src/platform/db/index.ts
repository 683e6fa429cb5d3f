import type { Config } from '../../config.js';
import { log } from '../../logger.js';
import { createPrisma, type Db } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

export interface Database {
  prisma: Db;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
  /** When stopping ran out of time: asks the embedded PostgreSQL to stop on its own (nothing for DATABASE_URL). */
  abandon(): void;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL; applies migrations. */
export async function openDatabase(cfg: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>): Promise<Database> {
  const embedded = cfg.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR, port: cfg.EMBEDDED_PG_PORT, database: 'tavern' });
  const url = cfg.DATABASE_URL ?? embedded!.url;
  const applied = await runMigrations(url);
  if (applied.length > 0) log.info({ event: 'db.migrated', applied }, 'database migrated');
  const prisma = createPrisma(url);
  return {
    prisma,
    url,
    embedded: embedded !== null,
    close: async () => {
      await prisma.$disconnect();
      await embedded?.stop();
    },
    abandon: () => embedded?.signalStop(),
  };
}

export type { Db } from './client.js';
