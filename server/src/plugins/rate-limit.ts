import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { databaseStore } from './rate-limit-store';
import { isApiRoute } from './security-headers';

export interface RateLimitOptions {
  /** Requests per client IP per window. */
  max: number;
  windowMs: number;
}

/**
 * Per client IP on the API, counted in the database (plugins/rate-limit-store.ts): every instance on one
 * PostgreSQL shares the budget. When the count cannot be taken (the database is away) the request is let through
 * and the failure logged; the route itself answers what the database allows. The key is `request.ip` (an IPv6
 * address by its /64), which believes X-Forwarded-For only when the app was built with trustProxy (TRUST_PROXY):
 * without it a spoofed header changes nothing. A 429 says `retryAfterSeconds` too (plugins/error-handler.ts).
 * Static files and /healthz are not limited (a page load fetches a dozen of them; they cost nothing to serve).
 */
async function rateLimiting(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: opts.windowMs,
    // The client's address; an IPv6 client by its /64, the block one subscriber holds (the plugin's own key).
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), {
        statusCode: context.statusCode,
        // As the plugin's Retry-After header.
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    store: databaseStore(app.db, (error) => app.log.error({ err: error }, 'the rate-limit count failed')),
    skipOnError: true,
    allowList: (request) => !isApiRoute(request),
  });
}

export const rateLimitPlugin = fp<RateLimitOptions>(rateLimiting, { name: 'rate-limit' });
