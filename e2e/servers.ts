import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../server/src/db/migrate';
import { openPglite } from '../server/src/db/pglite';
import { freePort } from '../server/src/testing/free-port';
import { SERVER_ENTRY } from '../scripts/build-server';

const ROOT = join(import.meta.dirname, '..');

/**
 * A data directory with every migration applied, made once by the global set-up: each server starts from a copy
 * of it instead of making its database with initdb, which is most of a server's start. The test workers find it
 * through this variable (they inherit the global set-up's environment).
 */
const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/** Makes the migrated data directory the servers start from; answers its remover. */
export async function prepareDataTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-data-template-'));
  const db = await openPglite(dir);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  process.env[DATA_TEMPLATE_ENV] = dir;
  return () => {
    delete process.env[DATA_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A new DATA_DIR for one server: a copy of the migrated template where there is one, else empty. */
function newDataDir(brand: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${brand}-`));
  const template = process.env[DATA_TEMPLATE_ENV];
  // The server keeps its database in <DATA_DIR>/<brand> (server/src/main.ts).
  if (template) cpSync(template, join(dataDir, brand), { recursive: true });
  return dataDir;
}

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
 * the server's build, dist/server/main.mjs (`--api-only`: the API alone, as `npm run api` starts it).
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
  const dataDir = newDataDir(brand);
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', SERVER_ENTRY, ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        BRAND: brand,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '100000',
        // Nobody reads their request logs (stdout is ignored): not writing them saves the test machine's CPU.
        LOG_LEVEL: 'warn',
        // The web app polls the status first at 1 s: a shorter check has the decision there at that first poll.
        // E2E_CHECKING_MS sets another for the whole run (the real delay, in npm run test:full).
        CHECKING_MS: process.env.E2E_CHECKING_MS ?? '300',
        // The test-only inspection route (GET /api/test/leads): specs compare what was typed with what is stored.
        TEST_ROUTES: '1',
        // The demo's mode (server/src/config/modes.ts): the specs reach screens by the email-address triggers and
        // hand off to the stand-in providers. e2e/production-mode.spec.ts starts a production server of its own.
        APP_ENV: 'development',
        // Development logs readable lines through a worker by default; only warnings are read here, as they come.
        LOG_FORMAT: 'json',
        // The pages travel over the loopback: each asset compressed once at brotli 5 instead of 11 (about 6 s of
        // CPU per brand's server otherwise, on the suite's two cores).
        ASSET_COMPRESSION: 'fast',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // The database (about 40 MB) goes with the server.
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  if (!(await waitForHealth(url, brand, child))) {
    if (child.exitCode === null) child.kill('SIGKILL');
    removeData();
    return null;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }).then(removeData),
  };
}
