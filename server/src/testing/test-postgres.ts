/**
 * A throw-away real PostgreSQL for tests: Debian's server binaries (installed with apt-get when missing),
 * a temporary cluster on 127.0.0.1 and a free port, run as the `postgres` user because initdb refuses root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface TestPostgres {
  url: string;
  stop: () => Promise<void>;
}

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function ensureBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (userInfo().uid !== 0) throw new Error('PostgreSQL is not installed and installing it needs root');
  execFileSync('apt-get', ['update'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get install postgresql did not provide initdb');
  return installed;
}

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function run(binDir: string, command: string, args: string[]): void {
  const binary = join(binDir, command);
  const asRoot = userInfo().uid === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', binary, ...args], { encoding: 'utf8' })
    : spawnSync(binary, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} failed: ${result.stderr || result.stdout || String(result.error)}`);
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const binDir = ensureBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'server-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run(binDir, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run(binDir, 'pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(binDir, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return Promise.resolve();
    },
  };
}
