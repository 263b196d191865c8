/** Small shared helpers for the validators. Pure, no Node or DOM APIs. */

/** Removes whitespace, hyphens and dots, and upper-cases: how people type ids. */
export const compact = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** Whether y-m-d is a real calendar date (proleptic Gregorian). */
export const isRealDate = (y: number, m: number, d: number): boolean =>
  d >= 1 && d <= (DAYS_IN_MONTH[m - 1] ?? 0) && (m !== 2 || d < 29 || isLeap(y));

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** YYYY-MM-DD. */
export const isoDate = (y: number, m: number, d: number): string => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

/** Parses a strict YYYY-MM-DD real date into [y, m, d], or undefined. */
export const parseIsoDate = (value: string): [number, number, number] | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(y, m, d) ? [y, m, d] : undefined;
};

/** Sum of digit * weight over the leading digits of `digits`. */
export const weightedSum = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + Number(digits[i]) * w, 0);
