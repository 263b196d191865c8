/** A JSON object (not an array, not null). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys that could reach an object's prototype: never copied, never parsed into a value. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Behaviour §4 "Progress and data updates", as both the web app's state and the reference API's stored lead apply an
 * update: nested sections merge shallowly (a field sent replaces that field, the others stay), tags are the union
 * of both lists in first-seen order, any other value sent replaces the stored one. An undefined value changes
 * nothing; prototype keys are never written.
 */
export function mergeApplicationData<T extends Record<string, unknown>>(current: T, update: Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined || FORBIDDEN_KEYS.has(key)) continue;
    const previous = next[key];
    if (key === 'tags' && Array.isArray(value)) {
      next.tags = [...new Set([...(Array.isArray(previous) ? (previous as unknown[]) : []), ...(value as unknown[])])];
    } else if (isRecord(value) && isRecord(previous)) {
      next[key] = { ...previous, ...value };
    } else {
      next[key] = value;
    }
  }
  return next as T;
}
