import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thisProcess, type Holder } from './data-dir-holder';
import { DataDirLockedError, LOCK_FILE, lockDataDir, RENEW_EVERY_MS, STALE_AFTER_MS } from './data-dir-lock';
import { openPglite } from './pglite';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data directory whose lock names `holder`, last renewed `ageMs` ago. */
function lockedBy(holder: Partial<Holder> | string, ageMs = 0): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-lock-'));
  dirs.push(dir);
  const file = join(dir, LOCK_FILE);
  writeFileSync(file, typeof holder === 'string' ? holder : JSON.stringify({ ...thisProcess(), ...holder }));
  const then = new Date(Date.now() - ageMs);
  utimesSync(file, then, then);
  return dir;
}

const refuses = (dir: string, pattern: RegExp) => {
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrow(pattern);
};
const takesOver = (dir: string) => lockDataDir(dir)();

describe('the data directory lock', () => {
  it('refuses a second server in another PID namespace, even when both are the same process id (process 1 in two containers)', async () => {
    // What a server in another container wrote: its own process id is this one's (both are 1 where they run).
    const dir = lockedBy({ pidNamespace: 'pid:[4026532999]' });
    refuses(
      dir,
      /in use by another server \(process \d+ on this host name, in another PID namespace; its lock was renewed 0 s ago/,
    );
    await expect(openPglite(dir)).rejects.toThrow(/take.*over 30 s after its last renewal/);
  });

  it('refuses a server on another machine sharing the directory, and one whose lock it cannot read', () => {
    refuses(lockedBy({ host: 'other-host', pid: 1, boot: 'another-boot' }), /process 1 on host other-host/);
    refuses(lockedBy(String(process.pid)), /a server whose lock this one cannot read/);
  });

  it('takes over a lock it cannot look up once it has gone unrenewed, and one from an earlier boot of this machine', () => {
    takesOver(lockedBy({ pidNamespace: 'pid:[4026532999]' }, STALE_AFTER_MS + 1000));
    takesOver(lockedBy({ host: 'other-host', pid: 1 }, STALE_AFTER_MS + 1000));
    takesOver(lockedBy('8388608', STALE_AFTER_MS + 1000));
    if (thisProcess().boot !== '') takesOver(lockedBy({ boot: 'an-earlier-boot', pid: 1 }));
  });

  it('in its own namespace, looks the holder up: a process that is gone, or a process id now used by another, holds nothing', () => {
    // No process has this id on Linux (pid_max is at most 2^22).
    takesOver(lockedBy({ pid: 2 ** 23 }));
    // Process 1 runs, but it is not the process that wrote the lock: it started at another time.
    takesOver(lockedBy({ pid: 1, started: '1' }));
    refuses(
      lockedBy({ pid: process.ppid, started: '' }),
      new RegExp(`process ${process.ppid} on this machine`),
    );
  });

  it('is renewed while held, refuses a second holder in this process, and is removed on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-lock-'));
    dirs.push(dir);
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const release = lockDataDir(dir);
    const file = join(dir, LOCK_FILE);
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    vi.advanceTimersByTime(RENEW_EVERY_MS);
    vi.useRealTimers();
    expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(RENEW_EVERY_MS);
    refuses(dir, /already in use by this server/);
    release();
    expect(existsSync(file)).toBe(false);
    lockDataDir(dir)();
    const db = await openPglite(dir);
    await db.close();
  });
});

/** Whether this machine lets a test start processes in a PID namespace of their own (root on Linux). */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

/** A process in a new PID namespace (where it is process 1) that takes the lock of `dir` and says how it went. */
function inOwnNamespace(dir: string) {
  const module = JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'));
  const script =
    `const { lockDataDir } = await import(${module});` +
    `try { lockDataDir(${JSON.stringify(dir)}); console.log('locked as process', process.pid); }` +
    `catch (error) { console.log('refused as process', process.pid, error.message); process.exit(3); }` +
    `process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`;
  const args = [
    '--pid',
    '--fork',
    '--mount-proc',
    process.execPath,
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ];
  return spawn('unshare', args, {
    cwd: join(import.meta.dirname, '..', '..', '..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

describe('two servers in two PID namespaces on one directory', () => {
  it.skipIf(!canUnshare)(
    'each is process 1 where it runs: the second refuses to start',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'server-lock-ns-'));
      dirs.push(dir);
      const first = inOwnNamespace(dir);
      let said = '';
      first.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
      await vi.waitFor(() => expect(said).toContain('locked as process 1'), {
        timeout: 30_000,
        interval: 100,
      });
      const second = inOwnNamespace(dir);
      let secondSaid = '';
      second.stdout.on('data', (chunk: Buffer) => (secondSaid += chunk.toString()));
      const [code] = (await once(second, 'exit')) as [number];
      expect(code).toBe(3);
      expect(secondSaid).toMatch(
        /refused as process 1 The data directory .* is in use by another server \(process 1 on this host name, in another PID namespace/,
      );
      first.stdin.end();
      await once(first, 'exit');
    },
    60_000,
  );
});
