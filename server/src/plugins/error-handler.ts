import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';

/** A request part that failed its schema (or held broken text), as the 400 names it. */
interface RequestIssue {
  path: string;
  message: string;
}

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query string',
  params: 'path parameters',
  headers: 'headers',
};

/**
 * One place that turns errors into answers: 4xx with a clear message (and the validation issues when
 * there are some; a 429 of the rate limit with `retryAfterSeconds`), 5xx as `{ message: 'Internal error' }` with
 * nothing internal, logged in full.
 */
function errorHandling(app: FastifyInstance, _opts: unknown, done: () => void): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    // Written as plain JSON, past the route's response schema: an error answer can never fail to serialise (which
    // would leave Fastify's own 500 body, with its framework text).
    void reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal error' });
    }
    if (status !== 404 && status !== 429) request.log.info({ status, code: error.code }, error.message);
    const body: { message: string; issues?: RequestIssue[]; retryAfterSeconds?: number } = {
      message: publicMessage(error, status),
    };
    if (error.validation) body.issues = error.validation.map(requestIssue);
    const { retryAfterSeconds } = error as { retryAfterSeconds?: unknown };
    if (status === 429 && typeof retryAfterSeconds === 'number') body.retryAfterSeconds = retryAfterSeconds;
    return reply.status(status).send(body);
  });

  // A request part that fails its schema: the message names the part, the issues say where and why.
  app.setSchemaErrorFormatter((_issues, part) => new Error(`Invalid request ${PART_NAMES[part] ?? part}`));

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` }),
  );
  done();
}

export const errorHandlerPlugin = fp(errorHandling, { name: 'error-handler' });

/** An issue's place as a dotted path: `/personalDetails/firstName` -> `personalDetails.firstName`. */
function requestIssue(issue: FastifySchemaValidationError): RequestIssue {
  return {
    path: issue.instancePath.split('/').slice(1).join('.'),
    message: issue.message ?? 'Invalid value',
  };
}

function publicMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      // Prototype-poisoning keys come from secure-json-parse as a SyntaxError with a clear text.
      return error.message || (status === 400 ? 'Bad request' : 'Request failed');
  }
}
