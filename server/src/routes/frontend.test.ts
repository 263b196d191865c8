import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../brands/resolve';
import { CONSENT_TEXT_VERSION, trackingOrigins } from '../../../contract/tracking';
import { tagOrigins } from './frontend';
import { buildTestApp, makeDist, useTestApp } from '../testing/helpers';

const SHELL =
  '<!doctype html><html><head><meta name="csp-nonce" content="%CSP_NONCE%"></head><body>shell %CSP_NONCE%</body></html>';
const INDEX =
  '<!doctype html><html><head><meta name="csp-nonce" content="%CSP_NONCE%"></head><body>prerendered index</body></html>';
const LOAN = '<!doctype html><html><body>prerendered loan-information</body></html>';
const BIG_JS = `export const x = ${JSON.stringify('a'.repeat(20_000))};\n`;

const dist = makeDist('vn-1', {
  'index.html': SHELL,
  'prerendered/index.html': INDEX,
  'prerendered/loan-information.html': LOAN,
  'assets/index-abc123.js': BIG_JS,
  'assets/index-abc123.css': 'body{color:red}',
  'locales/vn/common.json': JSON.stringify({ hello: 'xin chào', pad: 'x'.repeat(2000) }),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});
afterAll(() => dist.remove());

const { app, db } = useTestApp({ distDir: dist.distDir });

function nonceOf(csp: string): string {
  const match = /'nonce-([^']+)'/.exec(csp);
  if (!match?.[1]) throw new Error(`no nonce in ${csp}`);
  return match[1];
}

describe('static host routing', () => {
  it.each([
    ['/application-frontend', 'prerendered index'],
    ['/application-frontend/', 'prerendered index'],
    ['/application-frontend/loan-information', 'prerendered loan-information'],
    ['/application-frontend/loan-information/', 'prerendered loan-information'],
    ['/application-frontend/personal-details', 'shell'],
    ['/application-frontend/continue/abc', 'shell'],
    ['/application-frontend/a/b/c/d', 'shell'],
    ['/application-frontend/index.html', 'prerendered index'],
    ['/application-frontend/personal-details?amount=1000000', 'shell'],
  ])('%s answers %s', async (url, text) => {
    const res = await app().inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(text);
  });

  it('redirects / to the application, keeping the query', async () => {
    const res = await app().inject({ url: '/?refName=aff&amount=5' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/application-frontend/?refName=aff&amount=5');
  });

  it('serves hashed assets as immutable and locales as no-cache', async () => {
    const css = await app().inject({ url: '/application-frontend/assets/index-abc123.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toBe('body{color:red}');
    const locale = await app().inject({ url: '/application-frontend/locales/vn/common.json' });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
    expect(locale.json()).toMatchObject({ hello: 'xin chào' });
    const icon = await app().inject({ url: '/application-frontend/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a real 404 for a missing file with an extension (never index.html)', async () => {
    for (const url of [
      '/application-frontend/locales/xx/common.json',
      '/application-frontend/assets/missing-123.js',
      '/application-frontend/nope.png',
      '/application-frontend/other.html',
    ]) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('shell');
      expect(String(res.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
  });

  it('never serves prerendered/ by its own URL, nor dot files or traversal', async () => {
    for (const url of [
      '/application-frontend/prerendered/index.html',
      '/application-frontend/prerendered/loan-information.html',
      '/application-frontend/../package.json',
      '/application-frontend/%2e%2e/%2e%2e/package.json',
      '/application-frontend/assets/..%2f..%2fpackage.json',
      '/application-frontend/.env',
    ]) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/prerendered (index|loan)/);
    }
  });

  it('answers /healthz with ok and the brand it serves', async () => {
    const res = await app().inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', brand: 'vn-1' });
  });
});

describe('HTML security', () => {
  it('puts a fresh nonce in every response, the same in the CSP header and the body', async () => {
    const a = await app().inject({ url: '/application-frontend/personal-details' });
    const b = await app().inject({ url: '/application-frontend/personal-details' });
    const na = nonceOf(String(a.headers['content-security-policy']));
    const nb = nonceOf(String(b.headers['content-security-policy']));
    expect(na).not.toBe(nb);
    expect(Buffer.from(na, 'base64')).toHaveLength(16);
    expect(a.body).toContain(`content="${na}"`);
    expect(a.body).toContain(`shell ${na}`);
    expect(a.body).not.toContain('%CSP_NONCE%');
    expect(b.body).toContain(`content="${nb}"`);
  });

  it('sends a strict CSP: no unsafe-inline, frame-ancestors from the brand, extra third-party origins', async () => {
    const res = await app().inject({ url: '/application-frontend/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "style-src 'self'",
      "font-src 'self'",
      'report-uri /api/csp-report',
      'report-to csp',
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
    // No consent choice yet: no tag host may serve a script (a tag agreed to on this page loads with the nonce);
    // images and connections may reach every configured tag, since the visitor may agree on this page.
    const tags = trackingOrigins(resolveBrand('vn-1').tracking, null);
    expect(tags).toContain('https://www.googletagmanager.com');
    expect(csp).toMatch(/script-src 'self' 'nonce-[^' ]+'(;|$)/);
    expect(csp).toContain(`img-src 'self' data: ${tags.join(' ')};`);
    expect(res.headers.vary).toContain('Cookie');
    const frameAncestors = csp.split('; ').find((d) => d.startsWith('frame-ancestors'));
    expect(frameAncestors).toBe(
      ["frame-ancestors 'self'", ...resolveBrand('vn-1').embeddingOrigins].join(' '),
    );
    // Forms post to the page's own origin and to the brand's partner hosts only (a POST redirect).
    const formAction = csp.split('; ').find((d) => d.startsWith('form-action'));
    expect(resolveBrand('vn-1').redirectHosts).toEqual(['partner-vn.example']);
    expect(formAction).toBe("form-action 'self' https://partner-vn.example");
  });

  it("lists the brand's embedding origins in frame-ancestors, a cross-origin API host in connect-src, and no partner in form-action for a brand without one", async () => {
    const other = await buildTestApp(db(), {
      distDir: dist.distDir,
      brandOverride: {
        embeddingOrigins: ['https://partner.example', 'https://b.example'],
        api: { host: 'https://api.brand.example', basePath: '/api' },
        redirectHosts: [],
      },
    });
    try {
      const csp = String(
        (await other.inject({ url: '/application-frontend/' })).headers['content-security-policy'],
      );
      expect(csp).toContain("frame-ancestors 'self' https://partner.example https://b.example");
      expect(csp).toContain("connect-src 'self' https://api.brand.example");
      // A brand without partners posts forms to itself only.
      expect(csp).toContain("form-action 'self';");
    } finally {
      await other.close();
    }
  });

  it('sends the common security headers on every response and no X-Frame-Options', async () => {
    for (const url of [
      '/application-frontend/',
      '/application-frontend/assets/index-abc123.css',
      '/healthz',
      '/nope',
    ]) {
      const res = await app().inject({ url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });
});

describe('compression', () => {
  it('compresses locale JSON', async () => {
    const locale = await app().inject({
      url: '/application-frontend/locales/vn/common.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(locale.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(locale.rawPayload).toString())).toMatchObject({ hello: 'xin chào' });
  });

  it('serves assets compressed (brotli preferred, gzip otherwise, identity when not accepted)', async () => {
    const url = '/application-frontend/assets/index-abc123.js';
    await app().inject({ url }); // first request fills the cache and starts precompression
    await new Promise((r) => setTimeout(r, 300));
    const br = await app().inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await app().inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await app().inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    const notModified = await app().inject({ url, headers: { 'if-none-match': String(br.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
  });

  it('compresses large HTML responses', async () => {
    const big = makeDist('vn-1', {
      'index.html': `<!doctype html><p>${'hello '.repeat(1000)}</p>%CSP_NONCE%`,
    });
    const other = await buildTestApp(db(), { distDir: big.distDir });
    try {
      const res = await other.inject({
        url: '/application-frontend/x',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('hello hello');
    } finally {
      await other.close();
      big.remove();
    }
  });
});

describe('missing build', () => {
  it('answers HTML routes 503 with the build command, while the API still works', async () => {
    const empty = makeDist('vn-1', {});
    const other = await buildTestApp(db(), { distDir: empty.distDir });
    try {
      for (const url of [
        '/application-frontend/',
        '/application-frontend/loan-information',
        '/application-frontend',
      ]) {
        const res = await other.inject({ url });
        expect(res.statusCode).toBe(503);
        expect(res.body).toContain('BRAND=vn-1 npm run build');
      }
      expect((await other.inject({ url: '/application-frontend/assets/a.js' })).statusCode).toBe(404);
      expect((await other.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
      empty.remove();
    }
  });
});

describe("the CSP follows the visitor's cookie choice (docs/decisions/0036-consent-and-tags.md)", () => {
  const tracking = resolveBrand('vn-1').tracking;
  const cspWith = async (cookie?: string) => {
    const res = await app().inject({
      method: 'GET',
      url: '/application-frontend/',
      headers: cookie ? { cookie } : {},
    });
    return res.headers['content-security-policy'] as string;
  };
  const version = CONSENT_TEXT_VERSION;

  const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

  it('no choice: no tag host in script-src, every configured tag elsewhere; a refusal: none; analytics alone: PostHog alone', async () => {
    const none = await cspWith();
    expect(scriptSrc(none)).toMatch(/^script-src 'self' 'nonce-[^' ]+'$/);
    expect(none).toContain('connect-src');
    for (const origin of trackingOrigins(tracking, null)) expect(scriptSrc(none)).not.toContain(origin);
    expect(none).toContain('https://www.googletagmanager.com');
    const all = await cspWith(`consent=${version}.a1.m1`);
    for (const origin of trackingOrigins(tracking, null)) expect(scriptSrc(all)).toContain(origin);
    const refused = await cspWith(`other=1; consent=${version}.a0.m0`);
    for (const origin of trackingOrigins(tracking, null)) expect(refused).not.toContain(origin);
    const analytics = await cspWith(`consent=${version}.a1.m0`);
    expect(analytics).toContain(tracking.posthogHost);
    expect(scriptSrc(analytics)).toContain(tracking.posthogHost);
    expect(analytics).not.toContain('https://www.googletagmanager.com');
    expect(analytics).not.toContain('https://connect.facebook.net');
  });

  it('a cookie of an older banner text, or a malformed one, counts as no choice', async () => {
    for (const cookie of ['consent=2020-01.a0.m0', 'consent=nonsense', 'consent=']) {
      const csp = await cspWith(cookie);
      expect(csp).toContain('https://www.googletagmanager.com');
      expect(scriptSrc(csp)).not.toContain('https://www.googletagmanager.com');
    }
    expect(tagOrigins(tracking, undefined)).toEqual({
      thirdPartyOrigins: trackingOrigins(tracking, null),
      scriptOrigins: [],
    });
  });
});
