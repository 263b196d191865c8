/**
 * Numbers as people type them: with the marks of their language ("1.200.000" and "99,5" in Spanish or
 * Vietnamese, "1,200.50" in English, "1 200,50" in Polish), spaces, and the currency or unit around them. The
 * one reader of typed numbers: the loan's amount and period boxes and every money box use it.
 */
export type NumberMarks = { group: string; decimal: string };

const MARKS = /[.,]/g;

/** Digits grouped in threes by `mark` after a first group of one to three ("1.200.000"), as bare digits. */
function ungroup(text: string, mark: string): string | null {
  if (/^\d+$/.test(text)) return text;
  const [first = '', ...rest] = text.split(mark);
  const grouped = /^[1-9]\d{0,2}$/.test(first) && rest.length > 0 && rest.every((p) => /^\d{3}$/.test(p));
  return grouped ? first + rest.join('') : null;
}

/** The whole part of a number: spaces or one kind of mark between groups of three, never both. */
function wholeDigits(text: string, group: string | undefined): string | null {
  if (text === '') return '0';
  const spaced = text.includes(' ');
  if (spaced && group !== undefined && text.includes(group)) return null;
  return ungroup(text, spaced ? ' ' : (group ?? ' '));
}

/** Which mark is the decimal one, if any: the last of two kinds; else the locale's; else one not grouping. */
function decimalMark(core: string, marks: NumberMarks): string | undefined {
  const found = core.match(MARKS) ?? [];
  const kinds = [...new Set(found)];
  if (kinds.length === 2) return found[found.length - 1];
  const [mark] = kinds;
  if (mark === undefined || found.length > 1) return undefined;
  if (mark === marks.decimal) return mark;
  // One foreign mark or the locale's grouping mark: grouping where it stands before three digits.
  return ungroup(core.replace(/ /g, ''), mark) === null ? mark : undefined;
}

/**
 * The number typed, read with the locale's marks; null when it is not one (marks that group nothing, two
 * decimal marks, letters among the digits, a minus sign). Where a mark could be read either way, the locale
 * decides: "1.234" is 1234 in Spanish and 1.234 in English; "99.50" is 99.5 in Spanish too, as "." before
 * two digits groups nothing. Spaces only ever group.
 */
export function parseTypedNumber(text: string, marks: NumberMarks): number | null {
  if (text.length > 60) return null;
  const flat = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  const first = flat.search(/[.,]?\d/);
  const last = flat.search(/\d[^\d]*$/);
  if (first < 0) return null;
  // A currency, a unit or a word around the digits goes; a sign before them makes it no amount.
  if (/[-\u2212+]/.test(flat.slice(0, first))) return null;
  const core = flat.slice(first, last + 1).replace(/ ?([.,]) ?/g, '$1');
  if (!/^[\d., ]+$/.test(core)) return null;
  const decimal = decimalMark(core, marks);
  const [whole = '', fraction, ...more] = decimal === undefined ? [core] : core.split(decimal);
  if (more.length > 0 || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  const group = core.match(MARKS)?.find((m) => m !== decimal);
  const digits = wholeDigits(whole, group);
  if (digits === null) return null;
  return Number(fraction === undefined ? digits : `${digits}.${fraction}`);
}

/**
 * A money answer as the form keeps it: the whole number typed, as digits ("1.200.000 ₫" is "1200000"), which is
 * what the lead's rule reads; any other text as it was, for that rule to refuse (a decimal is rounded by the box
 * when it is left, not here).
 */
export function wholeNumberText(text: string, marks: NumberMarks): string {
  const n = parseTypedNumber(text, marks);
  return n !== null && Number.isSafeInteger(n) ? String(n) : text;
}
