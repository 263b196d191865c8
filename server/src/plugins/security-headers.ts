import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What no page of the product uses: the browser refuses it to the page and to anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** HTTPS only, for a year, the subdomains too: production answers and every static build carry it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** Strict-Transport-Security on every answer: production (behind TLS), and the static builds' headers. */
  hsts?: boolean;
}

/**
 * Headers for every response. No X-Frame-Options: embedding is a feature, and the HTML responses'
 * CSP frame-ancestors (brand.embeddingOrigins) governs it. API answers are never stored by caches, nor read
 * by another site without CORS.
 */
function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions, done: () => void): void {
  const hsts = opts.hsts === true;
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(reply, isApiRoute(request) || !request.routeOptions.url, hsts);
    return payload;
  });
  done();
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });

/**
 * Sets the headers every answer carries; `uncached` for the API and anything no route matched, `hsts` in
 * production. Also called for the router's own refusals (app.ts `frameworkErrors`), which no hook sees.
 */
export function setSecurityHeaders(reply: FastifyReply, uncached: boolean, hsts = false): void {
  if (hsts) reply.header('strict-transport-security', HSTS);
  // Only the origin, even to our own assets: a landing URL can carry a name, an email or a phone number.
  // A page that says otherwise (the open-banking return pages, the stand-ins: no-referrer) keeps its own.
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (uncached) {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('cross-origin-resource-policy', 'same-site');
  }
}

/**
 * Whether the request reached a route of the lead API. Decided on the route the router matched, never on the
 * raw URL: `/%61pi/...` reaches `/api/...` and must meet the same guards.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && isApiPath(route);
}

/** Paths of the lead API: the backend base and the two paths the spec gives without it. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/v3/') || url === '/policy' || url.startsWith('/policy?');
}
