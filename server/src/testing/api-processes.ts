/**
 * Real API processes for tests and the bench: `server/src/main.ts` run by Node with tsx, on a free loopback port,
 * ready once its /healthz answers as the brand it was started for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from './free-port';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** One VERIFICATION_SECRET for every process this one starts: instances on one database share it. */
const VERIFICATION_SECRET = randomBytes(32).toString('base64url');
/** And one UNSUBSCRIBE_SECRET: production starts only with both. */
const UNSUBSCRIBE_SECRET = randomBytes(32).toString('base64url');

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  /** The process's stderr so far (its warnings and errors), for a failure's message. */
  log: () => string;
  /** SIGTERM (graceful), SIGKILL after `graceMs`; resolves with the exit code (null when killed). */
  stop: (graceMs?: number) => Promise<number | null>;
}

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

async function answersAs(origin: string, brand: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return res.ok && ((await res.json()) as { brand?: unknown }).brand === brand;
  } catch {
    return false;
  }
}

function stopper(child: ChildProcess): (graceMs?: number) => Promise<number | null> {
  return (graceMs = 10_000) =>
    new Promise((resolve) => {
      if (exited(child)) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
    });
}

/** A started process, or the log of one that exited before answering (its port taken, or a real failure). */
type Start = ApiProcess | { exitedWith: string };

async function startOnce(brand: string, env: Record<string, string>, timeoutMs: number): Promise<Start> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      VERIFICATION_SECRET,
      UNSUBSCRIBE_SECRET,
      ...env,
      BRAND: brand,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const started = { origin, child, log: () => stderr, stop: stopper(child) };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // Another process took the port between the look-up and the listen: this one exits; try another port.
    if (exited(child)) return { exitedWith: stderr };
    if (await answersAs(origin, brand)) return started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await started.stop(1_000);
  throw new Error(`the API at ${origin} did not answer within ${timeoutMs} ms:\n${stderr}`);
}

/** One API process for `brand` with `env` (DATABASE_URL, RATE_LIMIT_MAX, ...); three tries at a free port. */
export async function startApiProcess(
  brand: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ApiProcess> {
  let log = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const started = await startOnce(brand, env, timeoutMs);
    if (!('exitedWith' in started)) return started;
    log = started.exitedWith;
  }
  throw new Error(`the API for ${brand} exited before answering, 3 times; the last one said:\n${log}`);
}
