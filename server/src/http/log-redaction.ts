import type { FastifyRequest } from 'fastify';

const EMAIL = /[^/?&=\s]+(?:@|%40)[^/?&\s]+/gi;

/** Path segments whose next segment is a bearer token: a continue link's app path and its API calls. */
const BEFORE_TOKEN = new Set(['continue', 'url']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_ALPHABET = /^[A-Za-z0-9_-]{16,}$/;

/**
 * A segment that reads like a random secret: 16 or more base64url characters mixing at least two of upper
 * case, lower case and digits (a continue-link token, a lead key, a provider's flow id). Words of a route
 * (`mobile-verification`, `application-frontend`) are one case only; a UUID is a lead's id, no credential
 * (decision 0013), and stays.
 */
function bearerLike(segment: string): boolean {
  if (!TOKEN_ALPHABET.test(segment)) return false;
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/].filter((c) => c.test(segment)).length;
  return classes >= 2;
}

/**
 * A URL fit for logs: email addresses (path or query, raw or %40-encoded) become [email]; a bearer-like path
 * segment, and whatever follows `/continue/` or `/url/` (a continue-link token), becomes [token]: whoever
 * reads the log must not be able to redeem a link from it. A UUID (a lead's id) stays everywhere.
 */
export function redactUrl(url: string): string {
  const segments = url.replace(EMAIL, '[email]').split('/');
  return segments
    .map((segment, i) => {
      const previous = i > 0 ? (segments[i - 1] ?? '').toLowerCase() : '';
      if (segment === '' || UUID.test(segment)) return segment;
      return BEFORE_TOKEN.has(previous) || bearerLike(segment) ? '[token]' : segment;
    })
    .join('/');
}

/**
 * The request as logged: no query values (landing links carry names, emails and phone numbers) and no
 * email or bearer token in the path. Client address and port stay, for abuse investigations.
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

/** What pino writes for an error. */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Fields of a database error that can hold the values of a row (PostgreSQL's `detail`, `where`; PGlite's query). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error as logged: its type, code and message, and the stack (code locations only). Never its other fields:
 * a database error carries the query's parameters (a whole lead) and PostgreSQL's `detail` quotes row values,
 * so a database error keeps only its SQLSTATE and the constraint or column it names.
 */
export function logError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const code = (error as { code?: unknown }).code;
  const fromDatabase = typeof code === 'string' && SQLSTATE.test(code);
  const out: LoggedError = {
    type: error.name,
    message: '',
    stack: '',
    ...(typeof code === 'string' ? { code } : {}),
  };
  if (fromDatabase) {
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const value: unknown = Reflect.get(error, key);
      if (typeof value === 'string') out[key] = value;
    }
    // PostgreSQL's message may quote a value ("invalid input syntax for type uuid: \"...\""): cut at the quote.
    out.message = error.message.split(/["':]/)[0]?.trim() ?? '';
  } else {
    out.message = error.message.slice(0, 300);
  }
  if (error.stack)
    out.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  return out;
}

/** pino's redaction of what a log call could still pass by mistake: credentials and query parameters. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.params',
  '*.detail',
  '*.query',
  '*.body',
];
