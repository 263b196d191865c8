import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../brands/resolve';
import { headersFor, parseHeaders, serveStatic } from '../e2e/static-server';
import { IMMUTABLE, REVALIDATE, serverPageHeaders } from './static-headers';
import { writeStaticSite, type StaticSite } from './static-site';

const SHELL =
  '<!doctype html><html><head><script type="module" crossorigin src="/application-frontend/assets/index-abc.js"></script></head><body><div id="finceptiv-root"></div></body></html>';
const page = (code: string) =>
  `<!doctype html><html><head><script type="module" nonce="%CSP_NONCE%">${code}</script></head><body><main>${code}</main></body></html>`;
/** A server build as scripts/build-brand.ts leaves it. */
const BUILD: Record<string, string> = {
  'index.html': SHELL,
  'prerendered/index.html': page('import("/application-frontend/assets/index-abc.js")'),
  'prerendered/personal-details.html': page('let s=0;const go=()=>{s=1};setTimeout(go,3000)'),
  'assets/index-abc.js': 'console.log("app")',
  'locales/es/common.json': '{}',
  'favicon.svg': '<svg/>',
  '.vite/manifest.json': '{}',
  '.build-stamp': 'hash',
};
const brand = resolveBrand('es-1', 'production', {
  api: { host: 'https://api.example' },
  embeddingOrigins: ['https://partner.example'],
  tracking: {
    gtmId: 'GTM-ABC1234',
    googleAdsSendTo: '',
    metaPixelId: '',
    tiktokPixelId: '',
    posthogKey: '',
    posthogHost: '',
  },
});

let root = '';
let site: StaticSite;
const out = (rel: string) => join(site.dir, rel);
const read = (rel: string) => readFileSync(out(rel), 'utf8');
const app = (rel: string) => `public/application-frontend/${rel}`;
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-site-'));
  for (const [rel, text] of Object.entries(BUILD)) {
    mkdirSync(dirname(join(root, 'build', rel)), { recursive: true });
    writeFileSync(join(root, 'build', rel), text);
  }
  site = await writeStaticSite(join(root, 'build'), join(root, 'static'), brand);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the static build of a brand', () => {
  it('holds the rendered pages by route, the shell for deep links, the files, and the host files; nothing of the server', () => {
    for (const rel of [
      'index.html',
      'personal-details.html',
      'app-shell.html',
      'assets/index-abc.js',
      'locales/es/common.json',
      'favicon.svg',
    ])
      expect(existsSync(out(app(rel))), rel).toBe(true);
    for (const rel of ['public/_headers', 'public/_redirects', 'public/404.html', 'nginx.conf'])
      expect(existsSync(out(rel)), rel).toBe(true);
    for (const rel of ['prerendered', '.vite', '.build-stamp'])
      expect(existsSync(out(app(rel))), rel).toBe(false);
    expect(read(app('app-shell.html'))).toBe(SHELL);
  });

  it("allows each inline script of its pages by hash: no nonce, no 'unsafe-inline'", () => {
    const pages = ['index.html', 'personal-details.html', 'app-shell.html'].map((rel) => read(app(rel)));
    expect(pages.join('')).not.toContain('nonce');
    // The hash a browser computes: of the script element's text, exactly as written.
    const expected = pages
      .flatMap((html) => [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map((m) => m[1]!))
      .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(expected).toHaveLength(2);
    const csp = site.headers.pages['content-security-policy']!;
    expect(directive(csp, 'script-src')?.split(' ').sort()).toEqual(
      ["'self'", 'https://www.googletagmanager.com', ...expected].sort(),
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
  });

  it('calls and reports to the API at API_BASE_URL, is framed only by the partner list, posts only to partners', () => {
    const csp = site.headers.pages['content-security-policy']!;
    expect(directive(csp, 'connect-src')).toBe("'self' https://api.example https://www.googletagmanager.com");
    expect(directive(csp, 'frame-ancestors')).toBe("'self' https://partner.example");
    expect(directive(csp, 'form-action')).toBe("'self' https://partner-es.example");
    expect(directive(csp, 'report-uri')).toBe('https://api.example/api/csp-report');
    expect(site.headers.pages['reporting-endpoints']).toBe('csp="https://api.example/api/csp-report"');
  });

  it("sends the server's own security headers, asked of its plugin", async () => {
    const server = await serverPageHeaders();
    expect(server).toMatchObject({
      'referrer-policy': 'strict-origin',
      'x-content-type-options': 'nosniff',
      'permissions-policy': expect.stringContaining('camera=()') as string,
    });
    expect(site.headers.pages).toMatchObject(server);
    expect(site.headers.assets).toMatchObject(server);
  });

  it('writes every header into _headers: pages revalidated, hashed assets kept a year (also on Cloudflare)', () => {
    const text = read('public/_headers');
    const rules = parseHeaders(text);
    expect(headersFor(rules, '/application-frontend/continue/abc')).toEqual({
      ...site.headers.pages,
      'cache-control': REVALIDATE,
    });
    expect(headersFor(rules, '/application-frontend/assets/index-abc.js')).toEqual({
      ...site.headers.assets,
      'cache-control': IMMUTABLE,
    });
    expect(text).toMatch(
      /\/application-frontend\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable\n/,
    );
  });

  it('writes the same headers and the deep-link fallback into the nginx server block', () => {
    const conf = read('nginx.conf');
    const locations = conf.split(/\n {2}location /).slice(1);
    const block = (prefix: string) => locations.find((l) => l.startsWith(`${prefix} {`))!;
    for (const [prefix, set] of [
      ['/application-frontend/assets/', site.headers.assets],
      ['/application-frontend/', site.headers.pages],
    ] as const) {
      for (const [name, value] of Object.entries(set)) {
        // A year-long cache rule for files only on success: a missing file's 404 is not kept.
        const always = value === IMMUTABLE ? '' : ' always';
        expect(block(prefix).toLowerCase(), `${prefix} ${name}`).toContain(
          `add_header ${name} "${value.replace(/"/g, '\\"')}"${always};`.toLowerCase(),
        );
      }
    }
    expect(block('/application-frontend/')).toContain(
      'try_files $uri $uri.html $uri/ /application-frontend/app-shell.html;',
    );
  });

  it('says HTTPS only (HSTS, a year, subdomains too) to the pages and files of _headers and nginx.conf', () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    expect(site.headers.pages['strict-transport-security']).toBe(hsts);
    expect(site.headers.assets['strict-transport-security']).toBe(hsts);
    const rules = parseHeaders(read('public/_headers'));
    for (const path of ['/application-frontend/', '/application-frontend/assets/index-abc.js'])
      expect(headersFor(rules, path)['strict-transport-security'], path).toBe(hsts);
    // Each location that lists headers (assets, locales, pages) lists it: nginx's add_header does not inherit.
    const conf = read('nginx.conf');
    const hstsLines = conf.match(
      /add_header strict-transport-security "max-age=31536000; includeSubDomains" always;/gi,
    );
    expect(hstsLines).toHaveLength(conf.match(/add_header content-security-policy /gi)?.length ?? -1);
    expect(hstsLines?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the static build on a plain static host (e2e/static-server.ts)', () => {
  it('answers routes with their pages, deep links with the shell, a missing file with 404, and / with the app', async () => {
    const server = await serveStatic(out('public'), 0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
      const details = await get('/application-frontend/personal-details');
      expect(details.status).toBe(200);
      expect(await details.text()).toContain('setTimeout(go,3000)');
      expect(details.headers.get('content-security-policy')).toBe(
        site.headers.pages['content-security-policy'],
      );
      expect(await (await get('/application-frontend/')).text()).toContain('<main>import(');
      const deep = await get('/application-frontend/continue/abc');
      expect([deep.status, await deep.text()]).toEqual([200, SHELL]);
      expect((await get('/application-frontend/assets/index-abc.js')).headers.get('cache-control')).toBe(
        IMMUTABLE,
      );
      expect((await get('/application-frontend/assets/gone.js')).status).toBe(404);
      expect((await get('/application-frontend/locales/es/gone.json')).status).toBe(404);
      expect((await get('/')).headers.get('location')).toBe('/application-frontend/');
    } finally {
      server.close();
    }
  });
});
