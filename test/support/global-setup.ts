/**
 * One real embedded PostgreSQL for the whole test run, in a temporary folder
 * on a free port; migrations are applied once to a template database that
 * each test file clones (see database.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded.js';
import { runMigrations } from '../../src/platform/db/migrate.js';
import { freePort } from './net.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateUrl: string;
  }
}

export const TEMPLATE_DB = 'tavern_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-test-'));
  const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: TEMPLATE_DB });
  await runMigrations(db.url);
  project.provide('pgTemplateUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
