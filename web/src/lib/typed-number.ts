/**
 * Numbers as people type them: with the marks of their language ("1.200.000" and "99,5" in Spanish or Vietnamese,
 * "1,200.50" in English), spaces, and the currency or unit around them.
 */
export type NumberMarks = { group: string; decimal: string };

const SPACES = /[\s\u00a0\u202f]/g;

/** The number typed, read with the locale's marks; null when it is not one (two decimal marks, letters inside). */
export function parseTypedNumber(text: string, { group, decimal }: NumberMarks): number | null {
  // Spaces (also a group mark in Polish) and whatever stands around the digits (a currency, a unit) go.
  const bare = text.replace(SPACES, '').replace(/^[^\d.,]+|[^\d.,]+$/g, '');
  const [whole = '', fraction, ...more] = bare.split(decimal);
  if (more.length) return null;
  const digits = group.trim() ? whole.split(group).join('') : whole;
  if (!/^\d*$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  if (digits === '' && fraction === undefined) return null;
  return Number(`${digits || '0'}${fraction ? `.${fraction}` : ''}`);
}

/**
 * A whole number written with the locale's thousands marks ("1.200.000"), as bare digits ("1200000"); any other
 * text as it was, for the answer's own check to judge (a decimal is not a whole number, whatever the marks).
 */
export function withoutGrouping(text: string, { group }: NumberMarks): string {
  const bare = text.replace(SPACES, '');
  const mark = group.trim();
  if (!mark) return /^\d+$/.test(bare) ? bare : text;
  const escaped = mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\d{1,3}(?:${escaped}\\d{3})+$`).test(bare) ? bare.split(mark).join('') : text;
}
