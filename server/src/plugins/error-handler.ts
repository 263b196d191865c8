import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';

/** Validation issues attached by the zod validator compiler (http/zod-compiler.ts). */
export interface RequestIssue {
  path: string;
  message: string;
}

type HttpError = FastifyError & { issues?: RequestIssue[] };

/**
 * One place that turns errors into answers: 4xx with a clear message (and the validation issues when
 * there are some), 5xx as `{ message: 'Internal error' }` with nothing internal, logged in full.
 */
function errorHandling(app: FastifyInstance, _opts: unknown, done: () => void): void {
  app.setErrorHandler((error: HttpError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal error' });
    }
    if (status !== 404 && status !== 429) request.log.info({ status, code: error.code }, error.message);
    const body: { message: string; issues?: RequestIssue[] } = { message: publicMessage(error, status) };
    if (error.issues) body.issues = error.issues;
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` }),
  );
  done();
}

export const errorHandlerPlugin = fp(errorHandling, { name: 'error-handler' });

function publicMessage(error: HttpError, status: number): string {
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
