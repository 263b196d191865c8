import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may hand us: 1 to 64 of letters, digits, dot, underscore and hyphen. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id (Fastify's `genReqId`): the incoming X-Request-Id when it is sane, so that one id follows a
 * request through the proxy's and the API's logs; otherwise a new UUID. Anything else (too long, spaces, control
 * characters, several headers) is not echoed into logs or answers.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/** Adds `requestId` to a JSON error body (an object without one); any other payload is returned as it is. */
export function withRequestId(payload: unknown, requestId: string): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || 'requestId' in body)
      return payload;
    return JSON.stringify({ ...body, requestId });
  } catch {
    return payload;
  }
}

const isJson = (reply: FastifyReply): boolean =>
  /\bjson\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * Every answer carries the request's id in X-Request-Id, and every JSON error answer (4xx and 5xx: validation,
 * rate limit, not found, load shedding, a route's own refusals) carries it as `requestId`, so that a person
 * reporting a failure can quote the id that finds its log lines. Registered first: its onSend hook sees the JSON
 * text before compression.
 */
function requestIds(app: FastifyInstance, _opts: unknown, done: () => void): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (request, reply, payload) =>
    reply.statusCode >= 400 && isJson(reply) ? withRequestId(payload, request.id) : payload,
  );
  done();
}

export const requestIdPlugin = fp(requestIds, { name: 'request-id' });
