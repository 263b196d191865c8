import type { CountryCode } from '../country';

/**
 * Number plates of passenger cars per country, compared in compact form (upper case, without spaces, hyphens or
 * dots): the way each country prints them varies, what they hold does not.
 */
const PLATES: Readonly<Record<CountryCode, RegExp>> = {
  // 1234 BCD (since 2000, no vowels); M 1234 AB (provincial, before 2000)
  ES: /^(?:\d{4}[BCDFGHJKLMNPRSTVWXYZ]{3}|[A-Z]{1,2}\d{4}[A-Z]{0,2})$/,
  // WX 12345, KR 1AB23, DW 12345: district letters, then the vehicle's own five or four characters
  PL: /^[A-Z]{2,3}[A-Z0-9]{4,5}$/,
  // B 123 ABC (Bucharest), CJ 12 ABC (counties)
  RO: /^(?:B\d{2,3}|[A-Z]{2}\d{2})[A-Z]{3}$/,
  // B-AB 1234, M-XY 12E: district, one or two letters, up to four digits, E (electric) or H (historic)
  DE: /^[A-ZÄÖÜ]{1,3}[A-Z]{1,2}\d{1,4}[EH]?$/,
  // ABC-123-D, 123-ABC: six or seven letters and digits, with at least one of each
  MX: /^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{6,7}$/,
  // ABC 123 (cars), ABC 12D (motorcycles)
  CO: /^[A-Z]{3}\d{2}[A-Z0-9]$/,
  // ABC 1234, ABC 123 (cars), 123 ABC and 1234 AB (motorcycles)
  PH: /^(?:[A-Z]{3}\d{3,4}|\d{3,4}[A-Z]{2,3})$/,
  // 30A-123.45, 51F-12345, 29-B1 123.45
  VN: /^\d{2}[A-Z]{1,2}\d?\d{4,5}$/,
};

/** A plate as compared and stored: upper case, without spaces, hyphens or dots. */
export const compactPlate = (value: string): string => value.toUpperCase().replace(/[\s\-.·]/g, '');

/** Whether `value` is a passenger car's number plate of the country, however it is spaced. */
export const isPlateOf = (country: CountryCode, value: string): boolean => PLATES[country].test(compactPlate(value));
