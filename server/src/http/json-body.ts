import type { FastifyInstance } from 'fastify';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * Parses JSON bodies and rejects prototype-poisoning keys (`__proto__`, `constructor`, `prototype`) at any
 * depth, however they are spelled (escapes included), with a clear 400. An empty body is no body, so a
 * bodiless POST that still says `application/json` is fine.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  // The reviver costs a little; only texts that could spell a forbidden key take that path.
  if (!/proto|constructor|\\u/.test(text)) return JSON.parse(text) as unknown;
  return JSON.parse(text, (key, value: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) throw badRequest(`Forbidden key in body: ${key}`);
    return value;
  }) as unknown;
}

export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string));
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        done(status ? (error as Error) : badRequest('Request body is not valid JSON'), undefined);
      }
    },
  );
}
