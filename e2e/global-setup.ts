import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS } from '../brands/schema';
import { inputsHash, isFresh } from '../scripts/build-stamp';
import { buildBrand } from '../scripts/build-brand';
import { startServer, type RunningServer } from './servers';

export const SERVERS_FILE = join(import.meta.dirname, '..', 'test-results', 'servers.json');

/** Builds stale brands (unless npm test just did), starts one real server per brand, stops them after. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    const hash = inputsHash();
    for (const id of BRAND_IDS) if (!isFresh(id, hash)) await buildBrand(id);
  }
  // Four at a time: sixteen embedded databases starting at once starve two cores.
  const servers: (readonly [string, RunningServer])[] = [];
  const queue = [...BRAND_IDS];
  const workers = Array.from({ length: 4 }, async () => {
    for (let id = queue.shift(); id; id = queue.shift()) servers.push([id, await startServer(id)] as const);
  });
  try {
    await Promise.all(workers);
  } catch (error) {
    await Promise.all(servers.map(([, s]) => s.stop()));
    throw error;
  }
  mkdirSync(join(SERVERS_FILE, '..'), { recursive: true });
  writeFileSync(SERVERS_FILE, JSON.stringify(Object.fromEntries(servers.map(([id, s]) => [id, s.url]))));
  return async () => {
    await Promise.all(servers.map(([, s]) => s.stop()));
  };
}
