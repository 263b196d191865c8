import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds a data directory, as its lock file says: the machine (host name and boot), the PID namespace the
 * process id means something in, the process id and when that process started. A process id alone names another
 * process in another namespace: in two containers each server is process 1.
 */
export interface Holder {
  host: string;
  /** The kernel's boot id (Linux); empty where there is none. */
  boot: string;
  /** The PID namespace, e.g. `pid:[4026531836]` (Linux); empty where there is none. */
  pidNamespace: string;
  pid: number;
  /** The process's start time in clock ticks since boot (Linux); empty where unknown. */
  started: string;
}

const readOr = (read: () => string): string => {
  try {
    return read().trim();
  } catch {
    return '';
  }
};

/** When process `pid` started (field 22 of /proc/<pid>/stat), or empty where it cannot be read. */
export function processStart(pid: number): string {
  const stat = readOr(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

/** This process, as it writes itself into a lock. */
export function thisProcess(): Holder {
  return {
    host: hostname(),
    boot: readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
    pidNamespace: readOr(() => readlinkSync('/proc/self/ns/pid')),
    pid: process.pid,
    started: processStart(process.pid),
  };
}

/** The holder a lock file names, or undefined when it names none this server can read (empty, damaged, older). */
export function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (
      typeof value.host === 'string' &&
      typeof value.boot === 'string' &&
      typeof value.pidNamespace === 'string' &&
      Number.isInteger(value.pid) &&
      typeof value.started === 'string'
    ) {
      return value as Holder;
    }
  } catch {
    // Not JSON: an older server's bare process id, or a file cut short.
  }
  return undefined;
}

export type Verdict =
  /** Its holder is alive (or cannot be told dead): the directory is taken. */
  | { taken: true; why: string }
  /** Its holder is gone: the lock may be taken over. */
  | { taken: false };

export interface Observed {
  /** How long ago the lock was last renewed (its file's modification time). */
  ageMs: number;
  /** Whether a process of this namespace runs under `pid`, and when it started. */
  running: (pid: number) => boolean;
  startOf: (pid: number) => string;
}

/**
 * Whether a lock naming `holder` still holds, seen from `self`. On the same machine, boot and PID namespace the
 * process is looked up: alive with the same start time, it holds. A lock from an earlier boot of this machine is
 * dead. Anything else (another machine, another namespace, a lock this server cannot read) cannot be looked up:
 * it holds while it is renewed, and is taken over only once it has gone `staleMs` without renewal.
 */
export function judge(holder: Holder | undefined, self: Holder, seen: Observed, staleMs: number): Verdict {
  if (
    holder &&
    holder.host === self.host &&
    holder.boot !== '' &&
    self.boot !== '' &&
    holder.boot !== self.boot
  )
    return { taken: false };
  const sameSpace =
    holder !== undefined &&
    holder.host === self.host &&
    holder.boot === self.boot &&
    holder.pidNamespace === self.pidNamespace;
  if (sameSpace) {
    if (holder.pid === self.pid) return { taken: false };
    const alive =
      seen.running(holder.pid) && (holder.started === '' || seen.startOf(holder.pid) === holder.started);
    return alive ? { taken: true, why: `process ${holder.pid} on this machine` } : { taken: false };
  }
  if (seen.ageMs > staleMs) return { taken: false };
  const who = holder
    ? `process ${holder.pid} on ${holder.host === self.host ? 'this host name, in another PID namespace' : `host ${holder.host}`}`
    : 'a server whose lock this one cannot read';
  return {
    taken: true,
    why:
      `${who}; its lock was renewed ${Math.round(seen.ageMs / 1000)} s ago and cannot be checked from here. ` +
      `If that server is gone, its lock is taken over ${Math.round(staleMs / 1000)} s after its last renewal`,
  };
}
