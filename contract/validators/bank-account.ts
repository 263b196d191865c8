/**
 * Bank accounts per country (countries.md). Own code: IBAN mod-97 with a length/format table and the ES
 * and PL national check digits is ~1 KB, where ibantools is ~18 KB and clabe-validator ~35 KB minified.
 */
import type { CountryCode } from '../country';
import { weightedSum } from './helpers';
import { cleanPhoneInput, PHONE_RULES } from './phone-format';

export type BankAccountKind = 'iban' | 'clabe' | 'account' | 'wallet';
export type BankAccountFailure = 'format' | 'checksum' | 'country';
export type BankAccountResult =
  { ok: true; normalized: string; kind: BankAccountKind } | { ok: false; reason: BankAccountFailure };

export interface BankAccountOptions {
  /**
   * CO and PH: true = a Nequi/Daviplata or GCash/Maya wallet (the mobile number), false = a bank account
   * number. Unset: a bank account number if it is one, else a wallet.
   */
  wallet?: boolean;
}

const fail = (reason: BankAccountFailure): BankAccountResult => ({ ok: false, reason });

/** BBAN formats (IBAN registry): the IBAN length follows (ES 24, DE 22, PL 28, RO 24). */
const BBAN: Partial<Record<CountryCode, RegExp>> = {
  ES: /^\d{20}$/,
  DE: /^\d{18}$/,
  PL: /^\d{24}$/,
  RO: /^[A-Z]{4}[A-Z\d]{16}$/,
};

/** ISO 7064 MOD 97-10 remainder of an alphanumeric string (letters A=10 .. Z=35). */
const mod97 = (s: string): number => {
  let r = 0;
  for (const c of s) r = (r * (c >= 'A' ? 100 : 10) + parseInt(c, 36)) % 97;
  return r;
};

/** Spanish control digit over 10 digits: 11 - sum mod 11, 11 -> 0, 10 -> 1. */
const esControl = (digits: string): number => {
  const r = 11 - (weightedSum(digits, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
};

/** National check digits inside the BBAN: ES bank/branch and account control; PL sort code. */
const nationalCheck = (country: CountryCode, b: string): boolean => {
  if (country === 'ES')
    return esControl(`00${b.slice(0, 8)}`) === Number(b[8]) && esControl(b.slice(10)) === Number(b[9]);
  if (country === 'PL') return (10 - (weightedSum(b, [3, 9, 7, 1, 3, 9, 7]) % 10)) % 10 === Number(b[7]);
  return true;
};

function iban(country: CountryCode, bban: RegExp, value: string): BankAccountResult {
  let v = value
    .replace(/[\s.-]/g, '')
    .toUpperCase()
    .replace(/^IBAN/, '');
  // PL: people type the 26-digit NRB (check digits + BBAN); the IBAN is PL + NRB.
  if (country === 'PL' && /^\d{26}$/.test(v)) v = `PL${v}`;
  if (!/^[A-Z]{2}\d{2}[A-Z\d]+$/.test(v)) return fail('format');
  if (!v.startsWith(country)) return fail('country');
  if (!bban.test(v.slice(4))) return fail('format');
  if (mod97(v.slice(4) + v.slice(0, 4)) !== 1 || !nationalCheck(country, v.slice(4))) return fail('checksum');
  return { ok: true, normalized: v, kind: 'iban' };
}

/** MX CLABE: 18 digits, weights 3,7,1; check = (10 - sum(d*w mod 10) mod 10) mod 10. */
function clabe(value: string): BankAccountResult {
  const v = value.replace(/[\s.-]/g, '');
  if (!/^\d{18}$/.test(v)) return fail('format');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(v[i]) * ([3, 7, 1][i % 3] ?? 0)) % 10;
  return (10 - (sum % 10)) % 10 === Number(v[17])
    ? { ok: true, normalized: v, kind: 'clabe' }
    : fail('checksum');
}

/** A wallet is the mobile number: normalized as dialled at home (CO 3001234567, PH 09171234567). */
function wallet(country: 'CO' | 'PH', value: string): BankAccountResult {
  const rule = PHONE_RULES[country];
  const n = (cleanPhoneInput(value) ?? '')
    .replace(new RegExp(`^(?:\\+|00)?${rule.callingCode}`), '')
    .replace(/^0/, '');
  if (!rule.mobile?.test(n)) return fail('format');
  return { ok: true, normalized: country === 'PH' ? `0${n}` : n, kind: 'wallet' };
}

const ACCOUNT_DIGITS: Partial<Record<CountryCode, RegExp>> = {
  CO: /^\d{6,20}$/,
  PH: /^\d{10,16}$/,
  VN: /^\d{6,19}$/,
};

function account(
  country: CountryCode,
  pattern: RegExp,
  value: string,
  options: BankAccountOptions,
): BankAccountResult {
  const v = value.replace(/[\s.-]/g, '');
  const isWalletCountry = country === 'CO' || country === 'PH';
  if (options.wallet !== true && pattern.test(v)) return { ok: true, normalized: v, kind: 'account' };
  if (isWalletCountry && options.wallet !== false) return wallet(country, value);
  return fail('format');
}

/** Validates a bank account (or wallet) of `country`: IBAN in ES/DE/PL/RO, CLABE in MX, numbers elsewhere. */
export function validateBankAccount(
  country: CountryCode,
  value: string,
  options: BankAccountOptions = {},
): BankAccountResult {
  const bban = BBAN[country];
  if (bban) return iban(country, bban, value);
  if (country === 'MX') return clabe(value);
  const pattern = ACCOUNT_DIGITS[country];
  return pattern ? account(country, pattern, value, options) : fail('format');
}
