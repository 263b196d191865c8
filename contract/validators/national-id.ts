/**
 * National identifiers (countries.md "National identifiers"). Own code instead of `stdnum`: each rule is a
 * few lines, while stdnum costs ~5 KB minified for DNI alone (shared util code) and is wrong for RO CNP
 * counties and weak for the DE IdNr repetition rule.
 *
 * Checks run in the order format -> checksum -> date -> region, so a typo reports 'checksum', and a
 * well-formed id with a correct check but an impossible date or region code reports 'date' / 'region'.
 */
import type { CountryCode } from '../country';
import { compact, isoDate, isRealDate, weightedSum } from './helpers';
import { PH_ID_TYPES, validatePhId } from './ph-ids';

export type NationalIdFailure = 'format' | 'checksum' | 'date' | 'region';
export type Sex = 'male' | 'female';

export type NationalIdSuccess = {
  ok: true;
  normalized: string;
  /** YYYY-MM-DD, when the id encodes the full birth date (PESEL, CNP with S 1-6, CURP). */
  birthDate?: string;
  /** When the id encodes only the year (VN CCCD). */
  birthYear?: number;
  sex?: Sex;
};
export type NationalIdResult = NationalIdSuccess | { ok: false; reason: NationalIdFailure };

const fail = (reason: NationalIdFailure): NationalIdResult => ({ ok: false, reason });
const digit = (v: string, i: number): number => Number(v[i]);
const num = (v: string, from: number, to: number): number => Number(v.slice(from, to));

/** ES DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter); letter = table[n % 23]. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
function esDniNie(v: string): NationalIdResult {
  if (!/^(?:\d{8}|[XYZ]\d{7})[A-Z]$/.test(v)) return fail('format');
  const n = Number(v.slice(0, 8).replace(/^[XYZ]/, (c) => String('XYZ'.indexOf(c))));
  return DNI_LETTERS[n % 23] === v[8] ? { ok: true, normalized: v } : fail('checksum');
}

/** PL PESEL YYMMDDZZZGQ; month offset encodes the century; digit 10 odd = male. */
const PESEL_CENTURY = [1900, 2000, 2100, 2200, 1800];
function plPesel(v: string): NationalIdResult {
  if (!/^\d{11}$/.test(v)) return fail('format');
  if ((10 - (weightedSum(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 !== digit(v, 10))
    return fail('checksum');
  const mm = num(v, 2, 4);
  const [y, m, d] = [(PESEL_CENTURY[Math.floor(mm / 20)] ?? 0) + num(v, 0, 2), mm % 20, num(v, 4, 6)];
  if (!isRealDate(y, m, d)) return fail('date');
  return { ok: true, normalized: v, birthDate: isoDate(y, m, d), sex: digit(v, 9) % 2 ? 'male' : 'female' };
}

/** RO CNP S YY MM DD JJ NNN C. S 1-6 give sex and century; 7/8/9 (residents, foreigners) give neither. */
const CNP_CENTURY = [0, 1900, 1900, 1800, 1800, 2000, 2000];
const CNP_COUNTY = /^(?:0[1-9]|[1-3]\d|4[0-6]|5[12]|70|8[0-3])$/;
function roCnp(v: string): NationalIdResult {
  if (!/^[1-9]\d{12}$/.test(v)) return fail('format');
  const r = weightedSum(v, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  if ((r === 10 ? 1 : r) !== digit(v, 12)) return fail('checksum');
  const s = digit(v, 0);
  const century = CNP_CENTURY[s];
  // Unknown century (S 7-9): 2000+YY is a real date whenever 1800/1900+YY is (only YY=00 differs: 2000 is leap).
  const [y, m, d] = [(century ?? 2000) + num(v, 1, 3), num(v, 3, 5), num(v, 5, 7)];
  if (!isRealDate(y, m, d)) return fail('date');
  if (!CNP_COUNTY.test(v.slice(7, 9))) return fail('region');
  return century
    ? { ok: true, normalized: v, birthDate: isoDate(y, m, d), sex: s % 2 ? 'male' : 'female' }
    : { ok: true, normalized: v };
}

/** MX CURP; position 17 is a digit for births before 2000 and a letter from 2000 on. */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const CURP_STATES = new Set(
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
    ' ',
  ),
);
function mxCurp(v: string): NationalIdResult {
  if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(v)) return fail('format');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(v.charAt(i)) * (18 - i);
  if ((10 - (sum % 10)) % 10 !== digit(v, 17)) return fail('checksum');
  const [y, m, d] = [(/\d/.test(v.charAt(16)) ? 1900 : 2000) + num(v, 4, 6), num(v, 6, 8), num(v, 8, 10)];
  if (!isRealDate(y, m, d)) return fail('date');
  if (!CURP_STATES.has(v.slice(11, 13))) return fail('region');
  return { ok: true, normalized: v, birthDate: isoDate(y, m, d), sex: v[10] === 'H' ? 'male' : 'female' };
}

/** VN CCCD PPP G YY NNNNNN: no checksum; G 0/1 = male/female 1900s, 2/3 = 2000s. Province codes ⚠ (mergers). */
function vnCccd(v: string): NationalIdResult {
  if (!/^\d{12}$/.test(v)) return fail('format');
  const g = digit(v, 3);
  if (g > 3) return fail('date');
  const province = num(v, 0, 3);
  if (province < 1 || province > 96) return fail('region');
  return {
    ok: true,
    normalized: v,
    birthYear: (g < 2 ? 1900 : 2000) + num(v, 4, 6),
    sex: g % 2 ? 'female' : 'male',
  };
}

/**
 * DE Steuer-IdNr: 11 digits, no leading 0; in the first 10 digits exactly one digit occurs twice or three
 * times (never three in a row), the others at most once; check digit ISO 7064 MOD 11,10.
 */
function deIdnr(v: string): NationalIdResult {
  if (!/^[1-9]\d{10}$/.test(v)) return fail('format');
  const counts: Record<string, number> = {};
  for (const c of v.slice(0, 10)) counts[c] = (counts[c] ?? 0) + 1;
  const repeated = Object.values(counts).filter((n) => n > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3 || /(\d)\1\1/.test(v.slice(0, 10)))
    return fail('format');
  let p = 10;
  for (let i = 0; i < 10; i++) p = (((digit(v, i) + p) % 10 || 10) * 2) % 11;
  return (11 - p) % 10 === digit(v, 10) ? { ok: true, normalized: v } : fail('checksum');
}

/** PH: any of the id types of ph-ids.ts (use validatePhId when the type is known); normalized to digits. */
function phAnyId(value: string): NationalIdResult {
  return PH_ID_TYPES.some((type) => validatePhId(type, value).ok)
    ? { ok: true, normalized: value.replace(/\D/g, '') }
    : fail('format');
}

/**
 * The keyboard for a country's national id: digits only for PESEL, CNP, Steuer-IdNr, CCCD and cédula; a full
 * keyboard where the id has letters (DNI/NIE, CURP, the Philippine ids).
 */
export function nationalIdInputMode(country: CountryCode): 'numeric' | 'text' {
  return country === 'PL' || country === 'RO' || country === 'DE' || country === 'VN' || country === 'CO' ? 'numeric' : 'text';
}

/** Validates the national id of `country`; strips spaces, hyphens and dots and upper-cases first. */
/** The countries whose national id encodes the full birth date and the sex (PESEL, CNP, CURP). */
export const BIRTH_DATA_IDS: ReadonlySet<CountryCode> = new Set(['PL', 'RO', 'MX']);

export function validateNationalId(country: CountryCode, value: string): NationalIdResult {
  const v = compact(value);
  switch (country) {
    case 'ES':
      return esDniNie(v);
    case 'PL':
      return plPesel(v);
    case 'RO':
      return roCnp(v);
    case 'MX':
      return mxCurp(v);
    case 'DE':
      return deIdnr(v);
    case 'VN':
      return vnCccd(v);
    case 'CO':
      // Cédula: no check digit (the DV belongs to the NIT only). 5-10 digits ⚠.
      return /^\d{5,10}$/.test(v) ? { ok: true, normalized: v } : fail('format');
    case 'PH':
      return phAnyId(value);
    default:
      return fail('format');
  }
}

export type RfcResult = { ok: true; normalized: string } | { ok: false; reason: 'format' | 'date' };

/**
 * MX RFC of a person (13 chars): format and date only. The mod-11 check digit fails on ~1.5% of real
 * RFCs, so it is never enforced.
 */
export function mxRfcFormat(value: string): RfcResult {
  const v = compact(value);
  if (!/^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/.test(v)) return { ok: false, reason: 'format' };
  // Century unknown: 2000+YY accepts every date that 1900+YY would (see roCnp).
  if (!isRealDate(2000 + num(v, 4, 6), num(v, 6, 8), num(v, 8, 10))) return { ok: false, reason: 'date' };
  return { ok: true, normalized: v };
}
