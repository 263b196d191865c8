/**
 * The reference lead API as one ES module, dist/server/main.mjs (with its migrations beside it), bundled from
 * server/src/main.ts, brands/ and contract/; the packages in node_modules stay outside. `npm start`, the
 * container and the end-to-end suite run this file with plain Node: a server starts in about half the CPU time
 * of the TypeScript source compiled at load (no loader thread, no per-file transform). `npm run build` makes it
 * with every brand build; `npx tsx scripts/build-server.ts` makes it alone.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { MIGRATIONS_DIR } from '../server/src/db/migrate';

const ROOT = join(import.meta.dirname, '..');
export const SERVER_DIR = join(ROOT, 'dist', 'server');
/** What `node` runs. Its own folder is two levels below the repository root, as server/src/main.ts is. */
export const SERVER_ENTRY = join(SERVER_DIR, 'main.mjs');

export async function buildServer(): Promise<void> {
  rmSync(SERVER_DIR, { recursive: true, force: true });
  await build({
    entryPoints: [join(ROOT, 'server', 'src', 'main.ts')],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // server/src/db/migrate.ts reads the migrations beside the module that runs it.
  cpSync(MIGRATIONS_DIR, join(SERVER_DIR, 'migrations'), { recursive: true });
}

if (process.argv[1] === import.meta.filename) await buildServer();
