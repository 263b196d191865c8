import type { LoanApplication } from '../../../contract/lead';

const isSection = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An update applied to a stored lead, as the web app merges its own state (spec §4 "Progress and data
 * updates"): nested sections merge shallowly (a field sent replaces that field, others stay), tags are the
 * union of both lists in first-seen order, any other value sent replaces the stored one.
 */
export function mergeLead(stored: LoanApplication, update: LoanApplication): LoanApplication {
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const previous = out[key];
    if (key === 'tags' && Array.isArray(value)) {
      out.tags = [...new Set([...(Array.isArray(previous) ? (previous as string[]) : []), ...value])];
    } else if (isSection(value) && isSection(previous)) {
      out[key] = { ...previous, ...value };
    } else {
      out[key] = value;
    }
  }
  return out;
}
