/**
 * A fresh database per test file, cloned from the migrated template that the
 * global setup prepared: real PostgreSQL, isolated, fast.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPrisma, type Db } from '../../src/platform/db/client.js';

export interface TestDatabase {
  url: string;
  prisma: Db;
  close(): Promise<void>;
}

export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  const templateUrl = inject('pgTemplateUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE tavern_template`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(templateUrl, name);
  const prisma = createPrisma(url, poolSize);
  return { url, prisma, close: () => prisma.$disconnect() };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
