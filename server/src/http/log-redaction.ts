import type { FastifyRequest } from 'fastify';

const EMAIL = /[^/?&=\s]+(?:@|%40)[^/?&\s]+/gi;

/** A URL fit for logs: email addresses (path or query, raw or %40-encoded) become [email]. */
export function redactUrl(url: string): string {
  return url.replace(EMAIL, '[email]');
}

/**
 * The request as logged: no query values (landing links carry names, emails and phone numbers) and no
 * email in the path. Client address and port stay, for abuse investigations.
 */
export function logRequest(request: FastifyRequest): Record<string, unknown> {
  const [path = '', query] = request.url.split('?', 2);
  const keys = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    method: request.method,
    url: redactUrl(path) + (keys.length ? `?${keys.map((k) => `${k}=…`).join('&')}` : ''),
    remoteAddress: request.ip,
  };
}
