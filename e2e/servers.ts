import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/src/testing/free-port';

const ROOT = join(import.meta.dirname, '..');

/**
 * Waits until the server answers /healthz as the brand it was started for. A free port is only free when it was
 * looked up: a server started at the same moment may take it, and then this one cannot listen and exits, while
 * the other one answers on its port. That answer names another brand and is not taken for this server's.
 */
async function waitForHealth(
  url: string,
  brand: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) {
        const body = (await res.json()) as { brand?: unknown };
        if (body.brand === brand) return true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

export type RunningServer = { url: string; stop: () => Promise<void> };

/**
 * The real server for one brand, on a free loopback port, with a database of its own in a temp dir. `args` go to
 * server/src/main.ts (`--api-only`: the API alone, as `npm run api` starts it).
 */
export async function startServer(
  brand: string,
  env: Record<string, string> = {},
  args: readonly string[] = [],
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort(brand, env, args);
    if (started) return started;
    if (attempt === 3)
      throw new Error(`server for ${brand} exited before answering as itself, 3 times (its log is above)`);
  }
}

async function startOnFreePort(
  brand: string,
  env: Record<string, string>,
  args: readonly string[],
): Promise<RunningServer | null> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts'), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      BRAND: brand,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), `e2e-${brand}-`)),
      RATE_LIMIT_MAX: '100000',
      // The test-only inspection route (GET /api/test/leads): specs compare what was typed with what is stored.
      TEST_ROUTES: '1',
      // The test-only routes are refused in production; the server's brand layer is the same in staging.
      APP_ENV: 'staging',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!(await waitForHealth(url, brand, child))) {
    if (child.exitCode === null) child.kill('SIGKILL');
    return null;
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
