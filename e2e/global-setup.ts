import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_IDS, type BrandId } from '../brands/schema';
import { inputsHash, isFresh } from '../scripts/build-stamp';
import { buildBrand } from '../scripts/build-brand';
import { buildServer } from '../scripts/build-server';
import { prepareDataTemplate, startServer, type RunningServer } from './servers';

/**
 * Where the brands' server URLs are written for the test workers (which inherit this process's environment).
 * One file per run, outside Playwright's output folder, which every run empties as it starts: two runs at
 * once on one checkout must not take each other's servers away.
 */
const serversFile = () => join(tmpdir(), `e2e-servers-${process.pid}.json`);

/** E2E_BRANDS=es-1,pl-1 starts only those brands' servers (for a quick local run of a few specs). */
const brandsToStart = (): readonly BrandId[] => {
  const wanted = process.env.E2E_BRANDS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted?.length) return BRAND_IDS;
  const unknown = wanted.filter((id) => !(BRAND_IDS as readonly string[]).includes(id));
  if (unknown.length)
    throw new Error(`E2E_BRANDS: unknown brand ${unknown.join(', ')}; valid: ${BRAND_IDS.join(' ')}`);
  return BRAND_IDS.filter((id) => wanted.includes(id));
};

/**
 * Builds the server and the stale brands (unless npm test just did), starts one real server per brand from those
 * builds, stops them after.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    await buildServer();
    const hash = inputsHash();
    for (const id of brandsToStart()) if (!isFresh(id, hash)) await buildBrand(id);
  }
  // One migrated database that every server, here and in the specs, starts from a copy of.
  const removeTemplate = await prepareDataTemplate();
  // Eight at a time: each copies a migrated database (no initdb), and sixteen at once starve two cores.
  const servers: (readonly [string, RunningServer])[] = [];
  const queue = [...brandsToStart()];
  const workers = Array.from({ length: 8 }, async () => {
    for (let id = queue.shift(); id; id = queue.shift()) servers.push([id, await startServer(id)] as const);
  });
  try {
    await Promise.all(workers);
  } catch (error) {
    await Promise.all(servers.map(([, s]) => s.stop()));
    removeTemplate();
    throw error;
  }
  const file = serversFile();
  writeFileSync(file, JSON.stringify(Object.fromEntries(servers.map(([id, s]) => [id, s.url]))));
  process.env.E2E_SERVERS_FILE = file;
  return async () => {
    await Promise.all(servers.map(([, s]) => s.stop()));
    rmSync(file, { force: true });
    removeTemplate();
  };
}
