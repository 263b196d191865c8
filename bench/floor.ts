/**
 * The floor: a bare React 19 hello world (bench/floor/) built by the same Vite and plugin as the product, at
 * the same base path, and served gzip by a tiny Fastify so both sides are compressed alike.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { BASE_PATH } from './options';
import { freePort } from '../server/src/testing/free-port';
import { type RunningServer } from './serve';

export const FLOOR_ROOT = join(import.meta.dirname, 'floor');
export const FLOOR_DIST = join(FLOOR_ROOT, 'dist');

export async function buildFloor(): Promise<void> {
  console.error('bench: building the floor (bench/floor)');
  await build({
    configFile: false,
    root: FLOOR_ROOT,
    base: BASE_PATH,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    // The product's build options that change the output (vite.config.ts): same target, default minifier.
    build: { outDir: FLOOR_DIST, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  if (!existsSync(join(FLOOR_DIST, 'index.html'))) throw new Error(`floor build wrote no ${FLOOR_DIST}/index.html`);
  precompress(FLOOR_DIST);
}

/**
 * file.gz (level 9) beside every text file of the build. The product's server holds its built assets
 * compressed once at gzip level 9 and answers at once (server/src/static/asset-cache.ts); the floor's answers
 * the same bytes as fast. (How fast a script arrives changes Lighthouse's simulated FCP: a script that has
 * arrived before the first paint is counted on the path to it.)
 */
function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !['.js', '.css', '.html', '.svg'].includes(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  }
}

/** Serve bench/floor/dist under /application-frontend/ on a free loopback port, gzip-compressed. */
export async function startFloorServer(): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  // gzip, which is what the bench's Lighthouse asks for (lighthouse.ts): the build's .gz files, and anything
  // else compressed per response at the same level.
  await app.register(compress, { global: true, encodings: ['gzip'], threshold: 0, zlibOptions: { level: 9 } });
  await app.register(fastifyStatic, { root: FLOOR_DIST, prefix: BASE_PATH, redirect: true, index: ['index.html'], preCompressed: true });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  console.error(`bench: floor served at ${origin}${BASE_PATH}`);
  return {
    origin,
    async stop() {
      await app.close();
    },
  };
}
