/**
 * `BRAND=<id> npm run build` builds one brand into dist/<id>/ (what the server serves) and its static build into
 * dist/static/<id>/<APP_ENV>/ (scripts/static-site.ts); `npm run build:all` does that for all 16 brands, and
 * writes their static builds for every environment. Each build: Vite client build, then the first screen
 * rendered to HTML (scripts/prerender.ts) and a stamp of the inputs so `npm start` knows when a build is stale.
 * Both also bundle the server into dist/server/ (scripts/build-server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { operatorLayer } from '../brands/operator';
import { BRAND_IDS, ENVIRONMENTS, type Environment } from '../brands/schema';
import { isBrandId, resolveBrand, UnknownBrandError } from '../brands/resolve';
import { brandBuildDir } from './build-dir';
import { prerenderBrand } from './prerender';
import { inputsHash, writeStamp } from './build-stamp';
import { staticBuildDir, writeStaticSite } from './static-site';
import { buildServer } from './build-server';

/** The environment layer of the build (APP_ENV, default production). */
function environment(): Environment {
  const env = process.env.APP_ENV ?? 'production';
  if (!(ENVIRONMENTS as readonly string[]).includes(env))
    throw new Error(`APP_ENV="${env}": one of ${ENVIRONMENTS.join(', ')}`);
  return env as Environment;
}

/** Builds a brand into brandBuildDir(id), and its static build into `staticDir` (staticBuildDir unless given). */
export async function buildBrand(id: string, staticDir?: string): Promise<void> {
  if (!isBrandId(id)) throw new UnknownBrandError(id);
  const started = Date.now();
  const env = environment();
  process.env.BRAND = id;
  await build({ configFile: 'vite.config.ts', configLoader: 'runner', logLevel: 'warn' });
  await prerenderBrand(id);
  writeStamp(id, inputsHash());
  const brand = resolveBrand(id, env, operatorLayer(process.env));
  await writeStaticSite(brandBuildDir(id), staticDir ?? staticBuildDir(id, env), brand);
  console.error(`built ${id} (${env}) in ${Date.now() - started} ms`);
}

/**
 * A brand's static build for another environment than the server's: built in a scratch folder (the server's
 * dist/<id> keeps the APP_ENV build), its static build written beside the others.
 */
async function buildStaticOnly(id: string, env: Environment): Promise<void> {
  const saved = { APP_ENV: process.env.APP_ENV, BUILD_DIR: process.env.BUILD_DIR };
  const out = staticBuildDir(id, env);
  const scratch = mkdtempSync(join(tmpdir(), `build-${id}-${env}-`));
  try {
    Object.assign(process.env, { APP_ENV: env, BUILD_DIR: scratch });
    await buildBrand(id, out);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** `--environments=production,staging` limits build:all's static builds to those (default: all three). */
function environmentsArg(): Environment[] {
  const arg = process.argv.find((a) => a.startsWith('--environments='));
  if (!arg) return [...ENVIRONMENTS];
  const wanted = arg.slice('--environments='.length).split(',');
  const unknown = wanted.filter((e) => !(ENVIRONMENTS as readonly string[]).includes(e));
  if (unknown.length)
    throw new Error(`--environments: unknown ${unknown.join(', ')}; valid: ${ENVIRONMENTS.join(', ')}`);
  return wanted as Environment[];
}

async function main(): Promise<void> {
  await buildServer();
  if (!process.argv.includes('--all')) return buildBrand(process.env.BRAND ?? 'vn-1');
  const started = Date.now();
  const environments = environmentsArg();
  for (const id of BRAND_IDS) {
    await buildBrand(id);
    for (const env of environments) if (env !== environment()) await buildStaticOnly(id, env);
  }
  console.error(
    `built ${BRAND_IDS.length} brands × ${environments.length} environments in ${Date.now() - started} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
