import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/prisma/client.js';

export type Db = PrismaClient;
export { Prisma } from '../../generated/prisma/client.js';

/**
 * How long a transaction may wait for a pooled connection. Prisma's default
 * (2 s) turned a burst of clicks larger than the pool into refused moves on
 * a busy machine; waiting longer only queues them.
 */
const CONNECTION_WAIT_MS = 20_000;

export function createPrisma(connectionString: string, poolSize = 10): Db {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: poolSize }),
    transactionOptions: { maxWait: CONNECTION_WAIT_MS },
  });
}
