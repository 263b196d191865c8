import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Text no field may hold: C0 controls other than tab, line feed and carriage return, DEL, and UTF-16 surrogates
 * that are not part of a pair. PostgreSQL's jsonb refuses NUL and a lone surrogate is not Unicode: such input
 * used to reach the database and fail there (a 500).
 */
/* eslint-disable no-control-regex -- matching control characters is this pattern's purpose */
const BROKEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

export const BROKEN_TEXT_MESSAGE = 'Control characters and unpaired surrogates are not allowed';

const MAX_DEPTH = 64;

/** The path of the first string (value or key) in `value` holding broken text, if any. */
export function brokenTextPath(value: unknown, path: readonly string[] = []): readonly string[] | undefined {
  if (typeof value === 'string') return BROKEN.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (BROKEN.test(key)) return [...path, '(key)'];
    const found = brokenTextPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A validator compiler that checks every request part but the headers for broken text before its schema does:
 * no body, query or path reaches a handler (or the database) with broken text. The refusal is a validation
 * error like the schema's, so it answers the same 400 naming the field.
 */
export function refusingBrokenText(
  compile: FastifySchemaCompiler<z.ZodType>,
): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart === 'headers') return validate;
    return (data: unknown) => {
      const broken = brokenTextPath(data);
      if (broken === undefined) return validate(data);
      const instancePath = `/${broken.join('/')}`;
      return {
        error: [{ keyword: 'text', instancePath, schemaPath: '', params: {}, message: BROKEN_TEXT_MESSAGE }],
      };
    };
  };
}
