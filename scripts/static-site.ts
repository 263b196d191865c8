/**
 * A brand build as a folder any static host or CDN serves as it is (docs/decisions/0033-static-hosting.md):
 *
 *   <out>/public/                     the document root to publish
 *     _headers, _redirects, 404.html  for Netlify, Cloudflare Pages and the hosts that read them
 *     application-frontend/
 *       index.html, <route>.html      the build-time rendered pages (prerendered/ of the server's build)
 *       app-shell.html                the app shell, for every other deep link
 *       assets/, locales/, favicon    the build's files as they are
 *   <out>/nginx.conf                  the same headers and fallback as an nginx server block
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrandConfig } from '../brands/schema';
import {
  inlineScripts,
  scriptHash,
  serverPageHeaders,
  staticHeaders,
  staticHtml,
  type StaticHeaders,
} from './static-headers';
import {
  headersFile,
  nginxConf,
  NOT_FOUND_FILE,
  NOT_FOUND_HTML,
  redirectsFile,
  SHELL_FILE,
} from './static-host-files';
import { BASE_PATH } from './vite-brand-plugin';

const ROOT = join(import.meta.dirname, '..');
/** What the server's build holds that a static host must not serve. */
const SERVER_ONLY = new Set(['.vite', '.build-stamp', 'prerendered', 'index.html']);

/** Where a brand's static build for an environment goes: `<BUILD_DIR or dist>/static/<brand>/<environment>`. */
export function staticBuildDir(id: string, environment: string): string {
  return join(resolve(ROOT, process.env.BUILD_DIR ?? 'dist'), 'static', id, environment);
}

export interface StaticSite {
  dir: string;
  headers: StaticHeaders;
}

/** The pages of the static build, by file name under the app's folder, from the server's build. */
function pagesOf(buildDir: string): Map<string, string> {
  const pages = new Map([[SHELL_FILE, readFileSync(join(buildDir, 'index.html'), 'utf8')]]);
  const prerendered = join(buildDir, 'prerendered');
  for (const name of readdirSync(prerendered, { recursive: true, encoding: 'utf8' }).filter((n) =>
    n.endsWith('.html'),
  ))
    pages.set(name, readFileSync(join(prerendered, name), 'utf8'));
  return new Map([...pages].map(([name, html]) => [name, staticHtml(html)]));
}

/**
 * Writes the static build of the brand built into `buildDir` (a server build: scripts/build-brand.ts) to `outDir`,
 * replacing what was there. The CSP allows every configured tag's origins: a static host cannot vary its headers by
 * the visitor's consent cookie, so the page's own consent gate is what holds tags back (docs/decisions/0036).
 */
export async function writeStaticSite(
  buildDir: string,
  outDir: string,
  brand: Readonly<BrandConfig>,
): Promise<StaticSite> {
  const publicDir = join(outDir, 'public');
  const appDir = join(publicDir, BASE_PATH.slice(1, -1));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  for (const name of readdirSync(buildDir).filter((n) => !SERVER_ONLY.has(n)))
    cpSync(join(buildDir, name), join(appDir, name), { recursive: true });
  const pages = pagesOf(buildDir);
  for (const [name, html] of pages) {
    mkdirSync(join(appDir, name, '..'), { recursive: true });
    writeFileSync(join(appDir, name), html);
  }
  const scriptHashes = [...new Set([...pages.values()].flatMap(inlineScripts).map(scriptHash))].sort();
  const headers = staticHeaders(await serverPageHeaders(), { brand, scriptHashes });
  writeFileSync(join(publicDir, '_headers'), headersFile(headers));
  writeFileSync(join(publicDir, '_redirects'), redirectsFile());
  writeFileSync(join(publicDir, NOT_FOUND_FILE), NOT_FOUND_HTML);
  writeFileSync(join(outDir, 'nginx.conf'), nginxConf(headers, `${brand.id} (${brand.environment})`));
  return { dir: outDir, headers };
}
