import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  purgeIdempotencyKeys,
  releaseIdempotencyKey,
} from '../db/idempotency-queries';
import { stableJson } from '../http/stable-json';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header on this route. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its answer is stored when it is sent. */
    idempotencyKey?: string;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII without spaces, 1-255 characters (a UUID is what the web app sends). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
const STALE_MS = 60 * 1000;
const PURGE_EVERY_MS = 60 * 1000;

/**
 * Idempotency-Key on the routes that opt in (`config.idempotent`), with the semantics of the IETF
 * httpapi draft and Stripe: the same key with the same request answers the first stored answer (same
 * status and body, header `Idempotent-Replayed: true`); the same key with another request is 422; the
 * same key while its first request is still running is 409. Only 2xx answers are stored: after a 4xx or
 * 5xx the key is released, so a retry runs again. Keys live 24 hours, per brand.
 *
 * The check runs in preHandler, after body validation: an invalid body never claims a key.
 */
function idempotency(app: FastifyInstance, _opts: unknown, done: () => void): void {
  let lastPurge = 0;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      return reply
        .status(400)
        .send({ message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' });
    }
    const now = app.settings.now();
    if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now.getTime();
      await purgeIdempotencyKeys(app.db, new Date(now.getTime() - KEEP_MS));
    }
    const claim = await claimIdempotencyKey(app.db, {
      brand: app.settings.brand.id,
      key,
      method: request.method,
      path: request.url,
      fingerprint: fingerprint(request),
      now,
      staleAfterMs: STALE_MS,
    });
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyKey = key;
        return;
      case 'mismatch':
        return reply
          .status(422)
          .send({ message: 'This Idempotency-Key was already used with a different request' });
      case 'in-flight':
        return reply
          .status(409)
          .header('retry-after', '1')
          .send({ message: 'A request with this Idempotency-Key is still being processed' });
      case 'done':
        return reply
          .status(claim.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
    }
  });

  // Registered before @fastify/compress (see app.ts), so the payload here is still the JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === undefined) return payload;
    request.idempotencyKey = undefined;
    await settle(request, reply, key, payload);
    return payload;
  });

  // A request that never reaches onSend (the client went away mid-handler) must not hold its key.
  app.addHook('onResponse', async (request) => {
    const key = request.idempotencyKey;
    if (key === undefined) return;
    request.idempotencyKey = undefined;
    await releaseIdempotencyKey(app.db, app.settings.brand.id, key);
  });

  async function settle(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    payload: unknown,
  ): Promise<void> {
    const brand = app.settings.brand.id;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await completeIdempotencyKey(app.db, brand, key, reply.statusCode, payload);
      } else {
        await releaseIdempotencyKey(app.db, brand, key);
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not store the idempotent answer');
    }
  }

  done();
}

export const idempotencyPlugin = fp(idempotency, { name: 'idempotency' });

/**
 * What makes two requests "the same": method, URL, the parsed body (key order ignored) and the Authorization
 * header (the lead key): a key replayed by another browser is another request, never the first one's answer.
 */
export function requestFingerprint(method: string, url: string, body: unknown, authorization = ''): string {
  return createHash('sha256').update(`${method} ${url}\n${stableJson(body ?? null)}\n${authorization}`).digest('hex');
}

const fingerprint = (request: FastifyRequest): string =>
  requestFingerprint(request.method, request.url, request.body, request.headers.authorization);
