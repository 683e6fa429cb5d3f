/**
 * Plain parameterised statements, run either on a Prisma transaction client
 * or on a `pg` connection, behind one face. The move path writes with `pg`
 * directly (Prisma spends about a millisecond of CPU on each query and on
 * each interactive transaction: docs/scaling.md), and the code it runs in
 * its transaction (the clock hook) is written once, against this face, so
 * that the same statements also run inside Prisma's transactions.
 */
import type pg from 'pg';
import type { Db } from './client.js';
import { sqlPool } from './client.js';

/** A Prisma transaction client. */
type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export class Sql {
  constructor(
    /** Rows of a statement with `$1`-style parameters. */
    readonly rows: <T>(text: string, values?: readonly unknown[]) => Promise<T[]>,
    /** How many rows a statement changed. */
    readonly run: (text: string, values?: readonly unknown[]) => Promise<number>,
  ) {}
}

/** Statements through a Prisma client or its interactive transaction. */
export function prismaSql(tx: Tx | Db): Sql {
  return new Sql(
    <T>(text: string, values: readonly unknown[] = []) => tx.$queryRawUnsafe<T[]>(text, ...values),
    (text, values = []) => tx.$executeRawUnsafe(text, ...values),
  );
}

/** Statements on one `pg` connection (or a pool, outside any transaction). */
export function pgSql(client: pg.PoolClient | pg.Pool): Sql {
  return new Sql(
    async <T>(text: string, values: readonly unknown[] = []) => (await client.query(text, values as unknown[])).rows as T[],
    async (text, values = []) => (await client.query(text, values as unknown[])).rowCount ?? 0,
  );
}

/** Code shared by both paths takes any of the three. */
export function sqlOf(db: Sql | Tx | Db): Sql {
  return db instanceof Sql ? db : prismaSql(db);
}

/**
 * Runs `work` in a transaction on one pooled `pg` connection: committed when
 * it returns, rolled back when it throws (the error goes on) or returns
 * `rollback` (for instance a stale move that must leave nothing behind).
 */
export async function inPgTransaction<T>(
  db: Db,
  work: (sql: Sql) => Promise<T>,
  rollback: (result: T) => boolean = () => false,
): Promise<T> {
  const client = await sqlPool(db).connect();
  // Set when even ROLLBACK failed: that connection is broken and must not go back to the pool.
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(pgSql(client));
    await client.query(rollback(result) ? 'ROLLBACK' : 'COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch((undo: unknown) => {
      broken = undo instanceof Error ? undo : new Error(String(undo));
    });
    throw e;
  } finally {
    client.release(broken);
  }
}
