import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS } from '../brands/schema';
import { inputsHash, isFresh } from '../scripts/build-stamp';
import { buildBrand } from '../scripts/build-brand';
import { startServer } from './servers';

export const SERVERS_FILE = join(import.meta.dirname, '..', 'test-results', 'servers.json');

/** Builds stale brands (unless npm test just did), starts one real server per brand, stops them after. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    const hash = inputsHash();
    for (const id of BRAND_IDS) if (!isFresh(id, hash)) await buildBrand(id);
  }
  const servers = await Promise.all(BRAND_IDS.map(async (id) => [id, await startServer(id)] as const));
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(SERVERS_FILE, '..'), { recursive: true });
  writeFileSync(SERVERS_FILE, JSON.stringify(Object.fromEntries(servers.map(([id, s]) => [id, s.url]))));
  return async () => {
    await Promise.all(servers.map(([, s]) => s.stop()));
  };
}
