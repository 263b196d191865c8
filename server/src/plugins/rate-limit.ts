import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { isApiRoute } from './security-headers';
import { skipOverride } from './skip-override';

export interface RateLimitOptions {
  /** Requests per client IP per window. */
  max: number;
  windowMs: number;
}

/**
 * Per client IP on the API. The key is `request.ip`, which believes X-Forwarded-For only when the app was
 * built with trustProxy (TRUST_PROXY): without it a spoofed header changes nothing. Static files and
 * /healthz are not limited (a page load fetches a dozen of them; they cost nothing to serve).
 */
export const rateLimitPlugin = skipOverride<FastifyPluginAsync<RateLimitOptions>>(async (app, opts) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (request) => request.ip,
    allowList: (request) => !isApiRoute(request),
  });
}, 'rate-limit');
