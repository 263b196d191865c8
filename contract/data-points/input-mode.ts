import type { CountryCode } from '../country';
import { nationalIdInputMode } from '../validators/national-id';
import type { DataPoint, InputMode } from './types';

/** Countries whose bank account numbers are digits only, with no wallet's "+": Vietnam's, Mexico's CLABE. */
const DIGIT_ACCOUNTS: ReadonlySet<CountryCode> = new Set<CountryCode>(['VN', 'MX']);

/**
 * The keyboard a data point asks for in a country: the catalogue's, except where the country's rule decides (a
 * national id is digits in some countries and has letters in others; a bank account is an IBAN with letters in
 * some, digits only in others).
 */
export function inputModeOf(dp: DataPoint, country: CountryCode): InputMode | undefined {
  if (dp.kind === 'national-id') return nationalIdInputMode(country);
  if (dp.kind === 'bank-account' && DIGIT_ACCOUNTS.has(country)) return 'numeric';
  return dp.inputMode;
}
