import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import type { RequestIssue } from '../plugins/error-handler';
import { BROKEN_TEXT_MESSAGE, brokenTextPath } from './text-hygiene';

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query string',
  params: 'path parameters',
  headers: 'headers',
};

/** Route schemas are zod schemas: validation parses (and so also strips or coerces) the request part. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const invalid = (issues: RequestIssue[]) => ({
    error: Object.assign(new Error(`Invalid request ${PART_NAMES[httpPart ?? ''] ?? httpPart}`), {
      statusCode: 400,
      issues,
    }),
  });
  return (data: unknown) => {
    // Before the schema: no request part reaches a handler (or the database) with broken text.
    const broken = httpPart === 'headers' ? undefined : brokenTextPath(data);
    if (broken !== undefined) return invalid([{ path: broken, message: BROKEN_TEXT_MESSAGE }]);
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return invalid(
      result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  };
};

/**
 * Responses are parsed with their schema before they are written: what the API documents is what it
 * sends, and an internal field that is not in a schema never leaves the server (unknown keys are dropped).
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
