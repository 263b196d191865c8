import type { FastifyPluginCallback } from 'fastify';
import { skipOverride } from './skip-override';

/**
 * Headers for every response. No X-Frame-Options: embedding is a feature, and the HTML responses'
 * CSP frame-ancestors (brand.embeddingOrigins) governs it. API answers are never stored by caches.
 */
export const securityHeadersPlugin = skipOverride<FastifyPluginCallback>((app, _opts, done) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    if (!reply.hasHeader('cache-control') && isApiPath(request.url))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  done();
}, 'security-headers');

/** Paths of the lead API: the backend base and the two paths the spec gives without it. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/v3/') || url === '/policy' || url.startsWith('/policy?');
}
