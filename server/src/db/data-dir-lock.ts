import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judge, parseHolder, processStart, thisProcess, type Holder } from './data-dir-holder';

export class DataDirLockedError extends Error {}

export const LOCK_FILE = 'server.lock';

/** How often the holder renews its lock, and how long a lock that cannot be looked up holds without renewal. */
export const RENEW_EVERY_MS = 5_000;
export const STALE_AFTER_MS = 30_000;

/** Lock files this process holds. */
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
 * Creates `file` holding `self`, whole or not at all: written under another name, then linked into place (a link
 * fails when the name exists). Answers false when the lock already exists.
 */
function create(file: string, self: Holder): boolean {
  const draft = `${file}.${randomUUID()}`;
  writeFileSync(draft, JSON.stringify(self));
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // A file system without hard links: an exclusive create, then the content.
    try {
      writeFileSync(file, JSON.stringify(self), { flag: 'wx' });
      return true;
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallback;
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

/** What the lock says and how long ago it was renewed, or undefined when it has just gone. */
function readLock(file: string): { text: string; ageMs: number } | undefined {
  try {
    return { text: readFileSync(file, 'utf8'), ageMs: Date.now() - statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Holds `file` from now on: renewed every RENEW_EVERY_MS; the release stops that and removes it if still ours. */
function hold(file: string, self: Holder): () => void {
  held.add(file);
  const mine = JSON.stringify(self);
  const renewal = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // The directory went away; the server's own writes will say so.
    }
  }, RENEW_EVERY_MS);
  renewal.unref();
  return () => {
    clearInterval(renewal);
    held.delete(file);
    if (readLock(file)?.text === mine) rmSync(file, { force: true });
  };
}

/**
 * Takes the data directory for this process: the embedded database must have one writer, and a second process on
 * the same directory used to start and silently lose what it stored. The lock names this process by machine, boot,
 * PID namespace, process id and start time, and is renewed while the process runs; a second server refuses to
 * start while the lock holds (see `judge`: a holder it cannot look up, in another container or on another machine,
 * holds until its lock has gone unrenewed for STALE_AFTER_MS). A lock left by a process that is gone is taken over.
 * Answers the release.
 */
export function lockDataDir(dir: string, staleMs = STALE_AFTER_MS): () => void {
  const file = join(dir, LOCK_FILE);
  const self = thisProcess();
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(file, self)) return hold(file, self);
    if (held.has(file))
      throw new DataDirLockedError(`The data directory ${dir} is already in use by this server`);
    const lock = readLock(file);
    if (!lock) continue;
    const verdict = judge(
      parseHolder(lock.text),
      self,
      { ageMs: lock.ageMs, running: isRunning, startOf: processStart },
      staleMs,
    );
    if (verdict.taken) {
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by another server (${verdict.why}). ` +
          'Stop that server, or give this one another DATA_DIR (or a DATABASE_URL).',
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${dir}: another server took it at the same moment`,
  );
}
