import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.lock';

/** Lock files this process holds (a container restarts with the same pid: a file naming it may be stale). */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process: the embedded database must have one writer, and a second
 * process on the same directory used to start and silently lose what it stored. A lock left by a process that
 * no longer runs (a kill -9) is taken over. Answers the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      const holds =
        holder === process.pid ? held.has(file) : Number.isInteger(holder) && holder > 0 && isRunning(holder);
      if (holds) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server (process ${holder}). ` +
            'Stop that server, or give this one another DATA_DIR (or a DATABASE_URL).',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}
