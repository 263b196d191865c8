/**
 * Child processes of the bench: the per-brand build, the real server, Chromium. Every one is registered here
 * and killed (its whole process group) when the bench exits, fails or is interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/src/testing/free-port';

export const REPO_ROOT = join(import.meta.dirname, '..');

type CleanupKind = 'process' | 'files';

/** Synchronous clean-ups; each runs at most once. Processes are stopped before files are removed. */
const cleanups = new Map<number, { kind: CleanupKind; run: () => void }>();
let nextCleanupId = 0;

/** Register a clean-up for exit; the returned function runs it now (once) instead. */
export function onCleanup(run: () => void, kind: CleanupKind = 'process'): () => void {
  const id = nextCleanupId++;
  cleanups.set(id, { kind, run });
  return () => {
    if (cleanups.delete(id)) run();
  };
}

function runCleanups(kind: CleanupKind): void {
  // Newest first: a Chromium before the server it was loading from.
  for (const [id, cleanup] of [...cleanups].reverse()) {
    if (cleanup.kind !== kind) continue;
    cleanups.delete(id);
    try {
      cleanup.run();
    } catch {
      // Best effort: the process or directory may already be gone.
    }
  }
}

export function cleanupAll(): void {
  runCleanups('process');
  runCleanups('files');
}

let handlersInstalled = false;

/** Kill every registered child on normal exit, on an uncaught error and on SIGINT/SIGTERM/SIGHUP. */
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  sweepStaleTempDirs();
  process.on('exit', cleanupAll);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    process.on(signal, () => {
      console.error(`bench: ${signal}, stopping child processes`);
      // Kill at once and return to the event loop: tsx (our parent) force-kills a child that does not
      // acknowledge a signal within ~60 ms, and removing a Chromium profile can take longer than that.
      runCleanups('process');
      setImmediate(() => process.exit(code));
    });
  }
}

/**
 * Kill a detached child's whole process group (npm -> sh -> tsx -> node). The group id is the child's pid,
 * which cannot be reused while any process of the group is alive; ESRCH (nothing left) is ignored.
 */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

export interface TempDir {
  path: string;
  /** Remove it now (it is removed on exit otherwise). */
  dispose(): void;
}

/** Temporary directories are named after the bench process, so a later run can sweep what a killed one left. */
const TEMP_PREFIX = 'finceptiv-bench-';

export function tempDir(purpose: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), `${TEMP_PREFIX}${process.pid}-${purpose}-`));
  return { path, dispose: onCleanup(() => rmSync(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }), 'files') };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Remove the temporary directories of bench runs that are no longer running (killed before their clean-up). */
export function sweepStaleTempDirs(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const pid = Number(name.slice(TEMP_PREFIX.length).split('-')[0]);
    if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) continue;
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

interface SpawnOptions {
  env?: Record<string, string>;
  /** The child's stdout goes to our stderr: stdout carries only the tables. */
  label: string;
}

function spawnTracked(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', process.stderr, process.stderr],
    detached: true,
  });
  const dispose = onCleanup(() => killGroup(child, 'SIGKILL'));
  // When the leader exits, take down anything it left behind in its group, at once (see killGroup).
  child.once('exit', dispose);
  child.once('error', dispose);
  return child;
}

/** Run a command to completion (children inherit our env plus `env`); reject on a non-zero exit. */
export function runCommand(command: string, args: readonly string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${options.label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** `BRAND=<id> npm run build` -> dist/<id>/. */
export function buildBrand(brand: string): Promise<void> {
  console.error(`bench: building ${brand} (npm run build)`);
  return runCommand('npm', ['run', 'build', '--silent'], { env: { BRAND: brand }, label: `BRAND=${brand} npm run build` });
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Poll `GET {origin}/healthz` until it answers 200; fail early if the child exits, or after timeoutMs. */
export async function waitForHealth(origin: string, child: ChildProcess | undefined, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited (${child.signalCode ?? `exit code ${child.exitCode}`}) before ${origin}/healthz answered`);
    }
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${origin}/healthz did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

export interface ProductServerOptions {
  brand: string;
  rateLimitMax: number;
}

/**
 * The real server (server/src/main.ts) for one brand on a free loopback port, with a throw-away DATA_DIR so
 * the bench neither reads nor grows the developer's data/. Started as `npm start` starts it: node --import tsx.
 */
export async function startProductServer({ brand, rateLimitMax }: ProductServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = tempDir(`data-${brand}`);
  console.error(`bench: starting server for ${brand} on ${origin}`);
  const child = spawnTracked(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'src', 'main.ts')], {
    env: { BRAND: brand, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_MAX: String(rateLimitMax), DATA_DIR: dataDir.path, LOG_LEVEL: 'warn', VERIFICATION_SECRET: randomBytes(32).toString('base64url'), UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url') },
    label: `server ${brand}`,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    killGroup(child, 'SIGKILL');
    dataDir.dispose();
    throw error;
  }
  return {
    origin,
    async stop() {
      killGroup(child, 'SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)]);
      if (timedOut) killGroup(child, 'SIGKILL');
      dataDir.dispose();
    },
  };
}

/**
 * Ask the server for every file of the brand's dist/<brand>/assets/, as gzip, until it answers each from its
 * cache, so Lighthouse meets the steady state: the server compresses a built asset once, at the best level, in
 * the background (server/src/static/asset-cache.ts) and until then streams it compressed per request (no
 * content-length). How fast scripts arrive changes Lighthouse's simulated FCP, so this matters.
 */
export async function warmUpAssets(origin: string, brand: string, basePath: string, acceptEncoding: string, timeoutMs = 15_000): Promise<void> {
  const dir = join(REPO_ROOT, 'dist', brand, 'assets');
  const files = readdirSync(dir).filter((name) => /\.(?:js|css)$/.test(name));
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(files);
  while (pending.size > 0 && Date.now() < deadline) {
    for (const name of [...pending]) {
      const response = await fetch(`${origin}${basePath}assets/${name}`, { headers: { 'accept-encoding': acceptEncoding } });
      await response.arrayBuffer();
      if (!response.ok || response.headers.has('content-length')) pending.delete(name);
    }
    if (pending.size > 0) await sleep(200);
  }
  if (pending.size > 0) console.error(`bench: ${pending.size} asset(s) still compressed per request after ${timeoutMs} ms; measuring anyway`);
}
