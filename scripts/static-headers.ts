/**
 * The headers of a static build (docs/decisions/0033-static-hosting.md), from one source: the server's own
 * security headers (asked of its plugin, never written twice) and its Content-Security-Policy (`buildCsp`), with
 * the per-response nonce a static host cannot make replaced by the hashes of the build's inline scripts.
 * Rendered for two hosts by scripts/static-host-files.ts.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import type { BrandConfig } from '../brands/schema';
import { apiUrl } from '../contract/api-paths';
import { securityHeadersPlugin } from '../server/src/plugins/security-headers';
import { apiOriginOf, buildCsp, CSP_REPORT_GROUP } from '../server/src/static/csp';
import { trackingOrigins } from '../contract/tracking';

export type HeaderSet = Readonly<Record<string, string>>;

export interface StaticHeaders {
  /** Every page (the build-time rendered ones and the deep-link fallback) and the unhashed files (locales, favicon). */
  pages: HeaderSet;
  /** Hashed build files (assets/): a new build gives them new names, so they are kept a year. */
  assets: HeaderSet;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: a cache may keep them but asks before every use (the next deploy shows at once). */
export const REVALIDATE = 'no-cache';
/** What the built HTML carries where the server writes a fresh nonce (scripts/prerender.ts). */
export const NONCE_PLACEHOLDER = '%CSP_NONCE%';
const NONCE_ATTRIBUTE = ` nonce="${NONCE_PLACEHOLDER}"`;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The text of every inline script (a `<script>` without `src`) of a page, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => !/\bsrc\s*=/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
}

/** The CSP source that allows exactly this script text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** A built page as a static host serves it: no nonce (its scripts are allowed by hash). */
export function staticHtml(html: string): string {
  const out = html.split(NONCE_ATTRIBUTE).join('');
  if (out.includes(NONCE_PLACEHOLDER))
    throw new Error(`a page holds ${NONCE_PLACEHOLDER} outside a script's nonce`);
  return out;
}

/** Where the pages' CSP violations are reported: the API's report route, wherever the API is. */
export const reportUrl = (brand: Pick<BrandConfig, 'api'>): string => apiUrl(brand.api, '/csp-report');

export interface StaticCspInput {
  brand: Pick<BrandConfig, 'api' | 'embeddingOrigins' | 'redirectHosts' | 'tracking'>;
  /** `'sha256-…'` sources of every inline script of the pages. */
  scriptHashes: readonly string[];
}

/** The server's policy for the brand, with hashes where it has the nonce and the report URL at the API. */
export function staticCsp({ brand, scriptHashes }: StaticCspInput): string {
  const marker = 'static-build';
  const policy = buildCsp({
    nonce: marker,
    embeddingOrigins: brand.embeddingOrigins,
    apiOrigin: apiOriginOf(brand.api.host),
    thirdPartyOrigins: trackingOrigins(brand.tracking, null),
    partnerHosts: brand.redirectHosts,
  });
  if (!policy.includes(`'nonce-${marker}'`)) throw new Error('the server CSP has no script nonce to replace');
  return policy
    .split('; ')
    .map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      if (name === 'script-src')
        return [name, ...values.flatMap((v) => (v === `'nonce-${marker}'` ? scriptHashes : [v]))];
      if (name === 'report-uri') return [name, reportUrl(brand)];
      return [name, ...values];
    })
    .map((parts) => parts.join(' '))
    .join('; ');
}

/** Headers the server sets itself (content, length, date, connection) or sets per file class (cache). */
const NOT_SHARED = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'cache-control',
]);

/**
 * The security headers the server sends with a page in production, asked of its own plugin
 * (server/src/plugins/security-headers.ts): HSTS included, as a static host serves the pages over HTTPS.
 */
export async function serverPageHeaders(): Promise<HeaderSet> {
  const app = Fastify({ logger: false });
  await app.register(securityHeadersPlugin, { hsts: true });
  app.get('/application-frontend/page', (_request, reply) => reply.type('text/html').send(''));
  try {
    const res = await app.inject({ url: '/application-frontend/page' });
    return Object.fromEntries(
      Object.entries(res.headers)
        .filter(([name, value]) => !NOT_SHARED.has(name) && value !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
  } finally {
    await app.close();
  }
}

/** Both header sets of a static build: the server's security headers, the static CSP, and the cache rules. */
export function staticHeaders(server: HeaderSet, input: StaticCspInput): StaticHeaders {
  const pages = {
    ...server,
    'content-security-policy': staticCsp(input),
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${reportUrl(input.brand)}"`,
  };
  return {
    pages: { ...pages, 'cache-control': REVALIDATE },
    assets: { ...pages, 'cache-control': IMMUTABLE },
  };
}
