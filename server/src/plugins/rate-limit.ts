import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './security-headers';

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
async function rateLimiting(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (request) => request.ip,
    allowList: (request) => !isApiRoute(request),
  });
}

export const rateLimitPlugin = fp<RateLimitOptions>(rateLimiting, { name: 'rate-limit' });
