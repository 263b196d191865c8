/**
 * The rules behind the catalogue (rule.ts), one small builder per kind of answer. Every message is an i18n key in
 * namespace 'form'. A missing or blank value gives the kind's "required" key, so a schema can also be used on
 * its own (e.g. by a form resolver); validateDataPoints decides separately whether emptiness is allowed.
 * The rules for numbers are in number-schemas.ts; this module exports them with the others.
 */
import type { CountryCode } from '../country';
import { isPlateOf } from '../validators/licence-plate';
import { VEHICLE_MAKES, VEHICLE_MODELS } from '../vehicle-models';
import {
  isAdult,
  looksLikePhone,
  mxRfcFormat,
  validateBankAccount,
  validateNationalId,
  validatePhId,
  validatePostcode,
} from '../validators';
import {
  COUNTRY_CODE_PATTERN,
  EMAIL_PATTERN,
  HIDDEN_CHARACTERS,
  NAME_PATTERN,
  TEXT_RULES,
  type Matcher,
  type TextRuleName,
} from './patterns';
import { boolean, literal, oneOf, preprocess, string, type Rule } from './rule';

export { loanRangeSchema, moneySchema, wholeNumberSchema } from './number-schemas';

export const REQUIRED = 'errors>required';
export const CHOOSE = 'errors>choose';
export const ACCEPT = 'errors>accept';
const TOO_LONG = 'errors>too-long';

const matches = (pattern: Pick<Matcher, 'test'>) => (v: string) => pattern.test(v);

const requiredText = (max: number, required = REQUIRED): Rule<string> =>
  string(required)
    .map((v) => v.normalize('NFC').trim())
    .check((v) => v.length >= 1, required)
    .check((v) => v.length <= max, TOO_LONG);

const visible = (v: string) => !HIDDEN_CHARACTERS.test(v);

export const nameSchema = () =>
  requiredText(50).check(visible, 'errors>name').check(matches(NAME_PATTERN), 'errors>name');

export const textSchema = (rule: TextRuleName) => {
  const { pattern, error, max } = TEXT_RULES[rule];
  return requiredText(max).check(visible, error).check(matches(pattern), error);
};

/**
 * Compatibility-normalised (NFKC: a full-width 'ｍ' is 'm', so a throw-away domain cannot hide behind look-alike
 * forms), trimmed and lower-cased; no hidden characters; a plausible local part and a host name for the domain
 * (EMAIL_PATTERN: no markup, quotes, spaces or paths; no port or IP literal).
 */
export const emailSchema = () =>
  string(REQUIRED)
    .map((v) => v.normalize('NFKC').trim().toLowerCase())
    .check((v) => v.length >= 1, REQUIRED)
    .check((v) => v.length <= 254, TOO_LONG)
    .check(visible, 'errors>email')
    .check(matches(EMAIL_PATTERN), 'errors>email');

type Check = { ok: true; normalized: string } | { ok: false; reason: string };

/** A string checked by a contract validator; stores the validator's normalised form. */
const checkedText = (errorPrefix: string, check: (value: string) => Check, max = 60) =>
  requiredText(max).then((value) => {
    const result = check(value);
    return result.ok
      ? { ok: true as const, value: result.normalized }
      : { ok: false as const, message: `${errorPrefix}>${result.reason}` };
  });

export const postcodeSchema = (country: CountryCode) =>
  checkedText('errors>postcode', (v) => validatePostcode(country, v), 12);

export const nationalIdSchema = (country: CountryCode) =>
  checkedText('errors>national-id', (v) => validateNationalId(country, v), 30);

export const bankAccountSchema = (country: CountryCode) =>
  checkedText('errors>bank-account', (v) => validateBankAccount(country, v), 50);

/** Tax numbers where the country's rule is known; elsewhere the generic document pattern. */
const TAX_ID_CHECKS: Partial<Record<CountryCode, (value: string) => { ok: boolean }>> = {
  DE: (v) => validateNationalId('DE', v), // Steuer-IdNr
  ES: (v) => validateNationalId('ES', v), // a person's NIF is the DNI/NIE
  MX: (v) => mxRfcFormat(v),
  PH: (v) => validatePhId('tin', v),
};

export const taxIdSchema = (country: CountryCode) => {
  const check = TAX_ID_CHECKS[country];
  const base = textSchema('document');
  return check ? base.check((v) => check(v).ok, 'errors>tax-id') : base;
};

/**
 * Phones use the tiny synchronous format check (behaviour §9 limits: at most 250 characters, an optional '+' and
 * digits). It keeps libphonenumber (~50 KB gzip) out of the form pages; the server, or a lazily loaded
 * validators/phone.ts, can run the full parsePhone on the stored value. The value is stored as typed, minus
 * spaces, dashes, dots and parentheses.
 */
export const phoneSchema = (country: CountryCode, { requireMobile = true } = {}) =>
  requiredText(250)
    .check(
      (v) => looksLikePhone(country, v, { requireMobile }),
      requireMobile ? 'errors>phone' : 'errors>phone-any',
    )
    .map((v) => v.replace(/[\s().-]/g, ''));

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const dateParts = (value: string): [number, number, number] | null => {
  const match = DATE_PATTERN.exec(value);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

/** A date written YYYY-MM-DD whose day, month and year are each in range (1-31, 1-12, from 1000), real or not. */
export function isDateShape(value: string): boolean {
  const parts = dateParts(value);
  if (!parts) return false;
  const [y, m, d] = parts;
  return y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const parts = dateParts(value);
  if (!parts || !isDateShape(value)) return false;
  const [y, m, d] = parts;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (DAYS_IN_MONTH[m - 1] ?? 0) && (m !== 2 || d < 29 || leap);
}

/** Every part in range but no such day (31 February, 31 April): said as such, not as a badly written date. */
const NO_SUCH_DATE = 'errors>date>no-such-date';

/** `today` shifted by whole years (29 February becomes 28 February). */
const yearsBefore = (today: string, years: number): string => {
  const shifted = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return shifted.endsWith('-02-29') ? `${shifted.slice(0, 8)}28` : shifted;
};

export type DateBound = 'past' | 'future' | 'any';

/** A YYYY-MM-DD date; 'past' allows today and earlier, 'future' today and later (string order is date order). */
export const dateSchema = (today: string, bound: DateBound) =>
  requiredText(10)
    .check(isDateShape, 'errors>date>format')
    .check(isCalendarDate, NO_SUCH_DATE)
    .check((v) => bound !== 'past' || v <= today, 'errors>date>past')
    .check((v) => bound !== 'future' || v >= today, 'errors>date>future');

/** Behaviour §5: an adult (18+) on `today`; also not in the future and not more than 120 years ago. */
export const dateOfBirthSchema = (today: string) =>
  requiredText(10)
    .check(isDateShape, 'errors>date-of-birth>format')
    .check(isCalendarDate, NO_SUCH_DATE)
    .check((v) => v <= today, 'errors>date-of-birth>future')
    .check((v) => v >= yearsBefore(today, 120), 'errors>date-of-birth>too-old')
    .check((v) => isAdult(v, today, 18), 'errors>date-of-birth>adult');

export const choiceSchema = (options: readonly [string, ...string[]]) => oneOf(options, CHOOSE);

/** A yes/no question answered with a radio ('yes'/'no') or a boolean; stored as a boolean. */
export const yesNoSchema = () =>
  preprocess((v) => (v === 'yes' ? true : v === 'no' ? false : v), boolean(CHOOSE));

/** A required checkbox must be ticked; an optional one is any boolean. */
export const checkboxSchema = (required: boolean): Rule<boolean> =>
  required ? literal(true, ACCEPT) : boolean(ACCEPT);

/** A country picked from `/choices/country`: ISO 3166-1 alpha-2, stored upper-case. */
export const countrySchema = () =>
  string(CHOOSE)
    .map((v) => v.trim().toUpperCase())
    .check((v) => v.length >= 1, CHOOSE)
    .check(matches(COUNTRY_CODE_PATTERN), 'errors>country');

/** A passenger car's number plate of the country (validators/licence-plate.ts), stored upper case as spaced. */
export const plateSchema = (country: CountryCode) =>
  textSchema('licence-plate')
    .check((v) => isPlateOf(country, v), 'errors>licence-plate')
    .map((v) => v.toUpperCase().replace(/\s+/g, ' '));

/** A make of the vehicle list (contract/vehicle-models.ts). */
export const vehicleMakeSchema = () => oneOf(VEHICLE_MAKES, CHOOSE);

/** A model of the vehicle list; whether it is one of the chosen make's is checked with the make. */
export const vehicleModelSchema = () =>
  string(CHOOSE).check((v) => Object.values(VEHICLE_MODELS).some((models) => models.includes(v)), CHOOSE);
