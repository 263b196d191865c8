/**
 * `BRAND=<id> npm run build` builds one brand into dist/<id>/; `npm run build:all` builds all 16.
 * Each build: Vite client build, then the first screen rendered to HTML (scripts/prerender.ts) and a
 * stamp of the inputs so `npm start` knows when a build is stale.
 */
import { build } from 'vite';
import { BRAND_IDS } from '../brands/schema';
import { isBrandId, UnknownBrandError } from '../brands/resolve';
import { prerenderBrand } from './prerender';
import { inputsHash, writeStamp } from './build-stamp';

export async function buildBrand(id: string): Promise<void> {
  if (!isBrandId(id)) throw new UnknownBrandError(id);
  const started = Date.now();
  process.env.BRAND = id;
  await build({ configFile: 'vite.config.ts', configLoader: 'runner', logLevel: 'warn' });
  await prerenderBrand(id);
  writeStamp(id, inputsHash());
  console.error(`built ${id} in ${Date.now() - started} ms`);
}

async function main(): Promise<void> {
  const ids = process.argv.includes('--all') ? [...BRAND_IDS] : [process.env.BRAND ?? 'vn-1'];
  for (const id of ids) await buildBrand(id);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
