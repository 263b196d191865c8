/**
 * The form floor: each measured page's own build-time HTML (dist/<brand>/prerendered/) hydrated by a bare React
 * tree of its DOM (bench/form-floor/main.tsx: plain inputs, no app logic), served with the brand's stylesheet and
 * assets, every text file gzip level 9 held in memory like the product's server does. What React plus this page's
 * DOM cost at the least; the product's main-thread work and LCP are held to it (budget.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { freePort } from '../server/src/testing/free-port';
import { floorScripts, formFloorHtml, type FloorScripts } from './form-floor-html';
import { BASE_PATH } from './options';
import { REPO_ROOT, type RunningServer } from './serve';

export const FORM_FLOOR_ROOT = join(import.meta.dirname, 'form-floor');
export const FORM_FLOOR_DIST = join(FORM_FLOOR_ROOT, 'dist');
/** Where the floor's own script is served, beside the brand's files. */
const FLOOR_PREFIX = 'form-floor/';

export async function buildFormFloor(): Promise<FloorScripts> {
  console.error('bench: building the form floor (bench/form-floor)');
  await build({
    configFile: false,
    root: FORM_FLOOR_ROOT,
    base: `${BASE_PATH}${FLOOR_PREFIX}`,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    // The product's build options that change the output (vite.config.ts), as for the hello-world floor.
    build: { outDir: FORM_FLOOR_DIST, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  return floorScripts(readFileSync(join(FORM_FLOOR_DIST, 'index.html'), 'utf8'));
}

/** The build-time HTML of a route: `/` -> prerendered/index.html, `/personal-details` -> prerendered/personal-details.html. */
export function prerenderedFile(brandDir: string, route: string): string {
  const name = route.replace(/^\/+|\/+$/g, '') || 'index';
  return join(brandDir, 'prerendered', `${name}.html`);
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
const TEXT = new Set(['.js', '.css', '.html', '.json', '.svg']);

interface Body {
  type: string;
  bytes: Buffer;
  gzip: boolean;
}

function body(type: string, bytes: Buffer, text: boolean): Body {
  return text ? { type, bytes: gzipSync(bytes, { level: 9 }), gzip: true } : { type, bytes, gzip: false };
}

/** A file under `root`, or undefined for a path outside it or a missing file. */
function fileBody(root: string, relative: string): Body | undefined {
  const file = normalize(join(root, relative));
  if (!file.startsWith(root + sep) || !existsSync(file)) return undefined;
  const ext = extname(file);
  return body(TYPES[ext] ?? 'application/octet-stream', readFileSync(file), TEXT.has(ext));
}

const trimSlash = (path: string): string => path.replace(/\/+$/, '');

/** Serve the form floor of `routes` of a built brand under the product's base path, on a free loopback port. */
export async function startFormFloorServer(brand: string, routes: readonly string[], scripts: FloorScripts): Promise<RunningServer> {
  const brandDir = join(REPO_ROOT, 'dist', brand);
  const cache = new Map<string, Body>();
  for (const route of routes) {
    const html = formFloorHtml(readFileSync(prerenderedFile(brandDir, route), 'utf8'), scripts);
    cache.set(trimSlash(`${BASE_PATH}${route.replace(/^\/+/, '')}`), body(TYPES['.html'] ?? '', Buffer.from(html), true));
  }
  const app = Fastify({ logger: false });
  app.get(`${BASE_PATH}*`, async (request, reply) => {
    const path = trimSlash(decodeURIComponent(new URL(request.url, 'http://floor').pathname));
    let found = cache.get(path);
    if (!found) {
      const relative = path.slice(BASE_PATH.length);
      found = relative.startsWith(FLOOR_PREFIX) ? fileBody(FORM_FLOOR_DIST, relative.slice(FLOOR_PREFIX.length)) : fileBody(brandDir, relative);
      if (found) cache.set(path, found);
    }
    if (!found) return reply.code(404).send();
    if (found.gzip) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    return reply.type(found.type).header('cache-control', 'no-cache').send(found.bytes);
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  console.error(`bench: ${brand}'s form floor served at ${origin}${BASE_PATH}`);
  return {
    origin,
    async stop() {
      await app.close();
    },
  };
}
