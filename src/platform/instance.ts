/**
 * One Tavern per data folder, and plain words when something is in the way:
 * a second `npm start` on the same DATA_DIR, or a port another program holds,
 * is told so in one line instead of a stack trace.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A reason the bot cannot start, said in one line to whoever ran it. */
export class StartupError extends Error {}

export interface InstanceLock {
  release(): void;
}

const LOCK_FILE = 'tavern.pid';

/**
 * Takes DATA_DIR for this process (a `tavern.pid` file created exclusively).
 * A lock left by a process that is gone is taken over; one held by a live
 * Tavern process refuses the start.
 */
export function acquireInstanceLock(dataDir: string): InstanceLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          if (ownerOf(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = ownerOf(file);
      if (owner !== null && owner !== process.pid && isLiveNodeProcess(owner))
        throw new StartupError(
          `Tavern is already running with the data folder ${path.resolve(dataDir)} (process ${owner}): stop it first, or give this one another DATA_DIR.`,
        );
      // Left behind by a process that is gone (killed): take it over.
      try {
        unlinkSync(file);
      } catch {
        // Another starting process took it over first: try again.
      }
    }
  }
  throw new StartupError(`Could not take the data folder ${path.resolve(dataDir)}: another Tavern is starting with it.`);
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Alive, and (where /proc tells) a Node.js process: a pid reused by something else does not count. */
export function isLiveNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdline)) return true;
  try {
    return /node|tsx/.test(readFileSync(cmdline, 'utf8'));
  } catch {
    return true;
  }
}

/** Refuses to go on when another program listens on `port` (named by its variable in the message). */
export async function assertPortFree(port: number, variable: string, host = '127.0.0.1'): Promise<void> {
  if (port === 0) return;
  const free = await new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
  if (!free) throw portInUse(port, variable);
}

export function portInUse(port: number, variable: string): StartupError {
  return new StartupError(
    `Port ${port} (${variable}) is already in use, by another Tavern or another program: stop it, or set ${variable} to a free port.`,
  );
}

export const isAddressInUse = (e: unknown): boolean => (e as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';
