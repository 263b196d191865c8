/**
 * Spec §4 "Progress and data updates": updating application data merges nested sections shallowly
 * and unions tags. A section present in the update replaces only the keys it names.
 */
export type ApplicationData = Record<string, unknown> & { tags?: string[] };

function isSection(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function mergeApplicationData(current: ApplicationData, update: ApplicationData): ApplicationData {
  const next: ApplicationData = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (key === 'tags' && Array.isArray(value)) {
      next.tags = [...new Set([...(current.tags ?? []), ...(value as string[])])];
    } else if (isSection(value) && isSection(current[key])) {
      next[key] = { ...current[key], ...value };
    } else {
      next[key] = value;
    }
  }
  return next;
}
