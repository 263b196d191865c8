/**
 * Full phone validation with libphonenumber-js/max (~190 KB minified, ~50 KB gzip): import this module
 * lazily in the browser (`await import(...)`); use looksLikePhone from phone-format.ts meanwhile.
 *
 * Behaviour §5/§9 limits: text at most 250 characters; an optional '+' and digits once spaces, dashes,
 * parentheses and dots are removed. The national length 2..17 and the calling-code length (max 3) are
 * libphonenumber's own parse limits (MIN/MAX_LENGTH_FOR_NSN, MAX_LENGTH_COUNTRY_CODE) and surface as
 * TOO_SHORT / TOO_LONG / INVALID_COUNTRY.
 */
import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength } from 'libphonenumber-js/max';
import type { CountryCode } from '../country';
import { cleanPhoneInput, MAX_PHONE_INPUT_LENGTH, PHONE_RULES, type PhoneOptions } from './phone-format';

export type PhoneFailure = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID';

export type PhoneResult =
  | {
      ok: true;
      /** E.164, e.g. '+34612345678'. */
      e164: string;
      /** National display format with trunk prefix, e.g. '0151 23456789'. */
      national: string;
    }
  | { ok: false; reason: PhoneFailure };

const fail = (reason: PhoneFailure): PhoneResult => ({ ok: false, reason });

const PARSE_REASONS: readonly string[] = ['NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG', 'INVALID_COUNTRY'];

/**
 * Parses and validates a phone number of `country` (a number of another country is INVALID_COUNTRY).
 * By default a mobile number is required where countries.md has a firm rule (ES, DE, RO, CO, PH, VN);
 * pass `{ requireMobile: false }` for e.g. a work phone.
 */
export function parsePhone(country: CountryCode, input: string, options: PhoneOptions = {}): PhoneResult {
  if (input.length > MAX_PHONE_INPUT_LENGTH) return fail('TOO_LONG');
  const text = cleanPhoneInput(input);
  const rule = PHONE_RULES[country];
  if (text === undefined) return fail('NOT_A_NUMBER');
  if (rule === undefined) return fail('INVALID_COUNTRY');
  let phone;
  try {
    phone = parsePhoneNumberWithError(text, { defaultCountry: country, extract: false });
  } catch (error) {
    const reason = error instanceof ParseError ? error.message : '';
    return fail(PARSE_REASONS.includes(reason) ? (reason as PhoneFailure) : 'INVALID');
  }
  if (phone.country !== country) return fail('INVALID_COUNTRY');
  if (!phone.isValid()) {
    const length = validatePhoneNumberLength(text, country);
    return fail(length === 'TOO_SHORT' || length === 'TOO_LONG' ? length : 'INVALID');
  }
  if (options.requireMobile !== false && rule.mobile && !rule.mobile.test(phone.nationalNumber)) {
    return fail('INVALID');
  }
  return { ok: true, e164: phone.number, national: phone.formatNational() };
}
