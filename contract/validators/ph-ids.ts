/**
 * Philippine identity documents: format checks only (none of these has a published check digit).
 * countries.md marks the formats ⚠, so separators are optional: a hyphen or space may stand at any
 * canonical group boundary, nowhere else.
 */

export type PhIdType = 'tin' | 'sss' | 'umid' | 'philhealth' | 'pagibig' | 'philid';

export type PhIdResult = { ok: true; type: PhIdType; normalized: string } | { ok: false; reason: 'format' };

/** Digit groups of each type, as printed on the card. TIN has a 9-digit form without branch code. */
export const PH_ID_GROUPS: Readonly<Record<PhIdType, readonly (readonly number[])[]>> = {
  tin: [
    [3, 3, 3, 3],
    [3, 3, 3],
  ],
  sss: [[2, 7, 1]],
  umid: [[4, 7, 1]],
  philhealth: [[2, 9, 1]],
  pagibig: [[4, 4, 4]],
  philid: [[4, 4, 4, 4]],
};

export const PH_ID_TYPES = Object.keys(PH_ID_GROUPS) as readonly PhIdType[];

const matchGroups = (value: string, groups: readonly number[]): string | undefined => {
  const pattern = new RegExp(`^${groups.map((n) => `(\\d{${n}})`).join('[- ]?')}$`);
  const match = pattern.exec(value);
  return match ? match.slice(1).join('-') : undefined;
};

/** Validates a PH id of the given type; `normalized` is the canonical hyphenated form. */
export function validatePhId(type: PhIdType, value: string): PhIdResult {
  const trimmed = value.trim();
  // `?? []`: type may come unchecked from a request body at run time.
  for (const groups of PH_ID_GROUPS[type] ?? []) {
    const normalized = matchGroups(trimmed, groups);
    if (normalized) return { ok: true, type, normalized };
  }
  return { ok: false, reason: 'format' };
}
