import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRoute } from './security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes browser reports (application/csp-report, application/reports+json) from any origin. */
    acceptsReports?: boolean;
    /** Takes a raw body of these content types instead of JSON (the ID upload's file: routes/documents.ts). */
    bodyTypes?: RegExp;
  }
}

export interface CorsOptions {
  /** Exact origins that may call the API from another site (CORS_ORIGINS). Empty: same origin only. */
  origins: readonly string[];
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const REPORT_TYPES = /^application\/(?:csp-report|reports\+json)\s*(;|$)/i;

/**
 * CORS from an allowlist only (never a wildcard, never an echo of an arbitrary Origin), and a CSRF
 * defence for state-changing API calls: a browser can send a cross-site form or `text/plain` POST
 * without a preflight, so such calls must carry `application/json` (when they have a body) and come
 * from the page's own origin or an allowlisted one.
 */
async function corsGuards(app: FastifyInstance, opts: CorsOptions): Promise<void> {
  const allowed = new Set(opts.origins);
  await app.register(cors, {
    origin: allowed.size > 0 ? [...allowed] : false,
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['content-type', 'idempotency-key', 'authorization'],
    exposedHeaders: ['idempotent-replayed', 'retry-after'],
    maxAge: 600,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
    // A browser's violation report changes nothing and may come without an Origin: its own content types only.
    if (request.routeOptions.config.acceptsReports) {
      const type = request.headers['content-type'] ?? '';
      if (!REPORT_TYPES.test(type)) return reply.status(415).send({ message: 'Send a browser report' });
      return;
    }
    const origin = request.headers.origin;
    const crossSite = origin
      ? !sameHost(origin, request) && !allowed.has(origin)
      : request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) return reply.status(403).send({ message: 'Cross-origin request not allowed' });
    const type = request.headers['content-type'];
    const bodyTypes = request.routeOptions.config.bodyTypes;
    if (bodyTypes && type !== undefined && !bodyTypes.test(type)) {
      return reply.status(415).send({ message: 'Unsupported content type: send the file as it is' });
    }
    if (!bodyTypes && type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
      return reply.status(415).send({ message: 'Unsupported content type: send application/json' });
    }
  });
}

export const corsPlugin = fp<CorsOptions>(corsGuards, { name: 'cors' });

/**
 * The Origin names the host the request was sent to. The scheme is not compared: behind a proxy that ends
 * TLS the server sees http while the page is https, and a cross-site attacker cannot use our host anyway.
 */
function sameHost(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
