import type { CountryCode } from '../country';
import { nationalIdInputMode } from '../validators/national-id';
import type { DataPoint, InputMode } from './types';

/**
 * The keyboard a data point asks for in a country: the catalogue's, except where the country's rule decides (a
 * national id is digits in some countries and has letters in others).
 */
export function inputModeOf(dp: DataPoint, country: CountryCode): InputMode | undefined {
  return dp.kind === 'national-id' ? nationalIdInputMode(country) : dp.inputMode;
}
