/**
 * Tiny synchronous phone pre-check (no library): lets the browser answer at once while phone.ts
 * (libphonenumber-js/max, ~190 KB minified) loads lazily. It is a necessary condition only:
 * whatever parsePhone accepts, looksLikePhone accepts too (tested), not the other way round.
 */
import type { CountryCode } from '../country';

/** Behaviour §9: the phone text is at most 250 characters. */
export const MAX_PHONE_INPUT_LENGTH = 250;

export interface PhoneRule {
  /** Country calling code. */
  callingCode: string;
  /** Lengths of national significant numbers in use (libphonenumber metadata, all types). */
  lengths: readonly [min: number, max: number];
  /** Mobile national significant numbers, where countries.md gives a firm rule. */
  mobile?: RegExp;
  /** The international call prefix, where it is more than 00 (libphonenumber metadata: carrier codes). */
  idd?: RegExp;
  /** The national prefix stripped before parsing, where it is more than a 0 (libphonenumber metadata: carrier codes). */
  trunk?: RegExp;
}

export const PHONE_RULES: Readonly<Record<CountryCode, PhoneRule>> = {
  ES: { callingCode: '34', lengths: [9, 9], mobile: /^(?:6\d|7[1-48])\d{7}$/ },
  DE: { callingCode: '49', lengths: [4, 15], mobile: /^1[5-7]\d{8,9}$/ },
  PL: { callingCode: '48', lengths: [6, 10] },
  RO: { callingCode: '40', lengths: [6, 9], mobile: /^7\d{8}$/ },
  // Mobile and fixed numbers overlap in MX: no mobile rule.
  MX: { callingCode: '52', lengths: [10, 10], idd: /^0[09]/ },
  CO: {
    callingCode: '57',
    lengths: [8, 11],
    mobile: /^3\d{9}$/,
    idd: /^00(?:4(?:[14]4|56)|[579])/,
    trunk: /^0(?:[3579]|4(?:[14]4|56))?/,
  },
  PH: { callingCode: '63', lengths: [6, 13], mobile: /^9\d{9}$/ },
  VN: { callingCode: '84', lengths: [7, 10], mobile: /^[35789]\d{8}$/ },
};

export interface PhoneOptions {
  /** Require a mobile number where the country has a firm mobile rule (default true). */
  requireMobile?: boolean;
}

/**
 * Strips spaces, dashes, parentheses and dots; returns the text if it is an optional '+' and digits
 * within the 250-character limit, else undefined.
 */
export function cleanPhoneInput(input: string): string | undefined {
  if (input.length > MAX_PHONE_INPUT_LENGTH) return undefined;
  const v = input.replace(/[\s().-]/g, '');
  return /^\+?\d+$/.test(v) ? v : undefined;
}

/** Whether `input` could be a phone number of `country` (format and length only). */
export function looksLikePhone(country: CountryCode, input: string, options: PhoneOptions = {}): boolean {
  const v = cleanPhoneInput(input);
  const rule = PHONE_RULES[country];
  if (v === undefined || rule === undefined) return false;
  const cc = rule.callingCode;
  const idd = rule.idd ?? /^00/;
  const trunk = rule.trunk ?? /^0/;
  const withoutCode = (digits: string) => (digits.startsWith(cc) ? digits.slice(cc.length) : undefined);
  // Candidate national numbers: after '+' the calling code must follow; otherwise the text may be dialled from
  // abroad (an international prefix, then the calling code), carry the calling code without '+' (people type
  // '34612...' too), or be national.
  const bodies = v.startsWith('+')
    ? [withoutCode(v.slice(1))]
    : [idd.test(v) ? withoutCode(v.replace(idd, '')) : undefined, v, withoutCode(v)];
  const mobile = options.requireMobile !== false ? rule.mobile : undefined;
  // Each with or without a trunk prefix: a '0', or one with a carrier code.
  return bodies.some((body) =>
    [body, body?.replace(/^0/, ''), body?.replace(trunk, '')].some(
      (n) =>
        n !== undefined &&
        n.length >= rule.lengths[0] &&
        n.length <= rule.lengths[1] &&
        (!mobile || mobile.test(n)),
    ),
  );
}
