/**
 * Stored JSON read and written without surprises: parsing never touches prototypes and never throws, writing
 * answers null instead of throwing. Used by safe-storage.ts and by readers of stored values (start-up).
 */
import { FORBIDDEN_KEYS } from '../../../contract/merge';

/** A type guard for a parsed JSON value. */
export type JsonGuard<T> = (value: unknown) => value is T;

/** Larger stored values are refused unparsed: real drafts are a few kB and browsers cap storage at ~5 MB. */
export const MAX_JSON_CHARS = 1_000_000;



export type ParsedJson<T> = { ok: true; value: T } | { ok: false; reason: 'too-large' | 'syntax' | 'shape' };

/**
 * Parses stored JSON without ever touching prototypes: `__proto__`, `constructor` and `prototype`
 * keys are dropped at every depth, oversized input is refused, and the guard decides the shape.
 * Pure and total: it never throws.
 */
export function parseStoredJson<T>(raw: string, guard: JsonGuard<T>): ParsedJson<T> {
  if (raw.length > MAX_JSON_CHARS) return { ok: false, reason: 'too-large' };
  let parsed: unknown;
  try {
    // A reviver returning undefined deletes the key; JSON.parse itself defines "__proto__" as an own
    // property (no pollution), but a later Object.assign or for-in copy would not be so careful.
    parsed = JSON.parse(raw, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value));
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  let matches: boolean;
  try {
    matches = guard(parsed);
  } catch {
    matches = false;
  }
  return matches ? { ok: true, value: parsed as T } : { ok: false, reason: 'shape' };
}

/** JSON.stringify that answers null instead of throwing (cycles, BigInt). */
export function stringifyJson(value: unknown): string | null {
  try {
    const text = JSON.stringify(value);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}
