import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/prisma/client.js';
import { log } from '../../logger.js';

export type Db = PrismaClient;
export { Prisma } from '../../generated/prisma/client.js';

/**
 * How long a transaction may wait for a pooled connection. Prisma's default
 * (2 s) turned a burst of clicks larger than the pool into refused moves on
 * a busy machine; waiting longer only queues them.
 */
const CONNECTION_WAIT_MS = 20_000;

/** The `pg` pool under each client, for the hot paths that skip Prisma's per-query work (docs/scaling.md). */
const pools = new WeakMap<Db, pg.Pool>();

export function createPrisma(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server closed (a restart, a stop) is dropped by the pool; it must not end the process.
  pool.on('error', (err) => log.warn({ event: 'db.idle_connection_lost', err: err.message }, 'idle database connection lost'));
  const client = new PrismaClient({
    // One pool for both: Prisma's queries and the plain statements share its connections and its limit.
    adapter: new PrismaPg(pool),
    transactionOptions: { maxWait: CONNECTION_WAIT_MS },
  });
  // Prisma leaves a pool it was given open, and never sees it at all if it ran no query itself.
  const disconnect = client.$disconnect.bind(client);
  client.$disconnect = async () => {
    await disconnect();
    if (!pool.ending) await pool.end();
  };
  pools.set(client, pool);
  return client;
}

/** The connection pool a client made by `createPrisma` runs on. */
export function sqlPool(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('this database client was not made by createPrisma: it has no pg pool');
  return pool;
}
