/** Postcodes (countries.md; VN exactly 5 digits per behaviour §5). Own regexes: postcode-validator accepts
 * 6-digit VN codes and rejects unhyphenated PL codes, and is ~6 KB for eight one-line rules. */
import type { CountryCode } from '../country';

export type PostcodeResult = { ok: true; normalized: string } | { ok: false; reason: 'format' | 'region' };

const PATTERNS: Readonly<Record<CountryCode, RegExp>> = {
  ES: /^\d{5}$/,
  DE: /^\d{5}$/,
  PL: /^\d{2}-?\d{3}$/,
  RO: /^\d{6}$/,
  MX: /^\d{5}$/,
  CO: /^\d{6}$/,
  PH: /^\d{4}$/,
  VN: /^\d{5}$/,
};

/** Validates a postcode; whitespace is ignored, PL is normalised to NN-NNN. */
export function validatePostcode(country: CountryCode, value: string): PostcodeResult {
  const v = value.replace(/\s/g, '');
  if (!PATTERNS[country]?.test(v)) return { ok: false, reason: 'format' };
  if (country === 'PL') return { ok: true, normalized: `${v.slice(0, 2)}-${v.slice(-3)}` };
  // ES: the first two digits are the province, 01-52.
  if (country === 'ES' && !(Number(v.slice(0, 2)) >= 1 && Number(v.slice(0, 2)) <= 52)) {
    return { ok: false, reason: 'region' };
  }
  return { ok: true, normalized: v };
}
