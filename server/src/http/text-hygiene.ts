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

/** The dotted path of the first string (value or key) in `value` holding broken text, if any. */
export function brokenTextPath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return BROKEN.test(value) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (BROKEN.test(key)) return [...path, '(key)'].join('.');
    const found = brokenTextPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
