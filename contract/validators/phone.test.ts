import fc from 'fast-check';
import { fuzzRuns } from '../testing/fuzz-runs';
import { getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../country';
import { parsePhone } from './phone';
import { looksLikePhone, PHONE_RULES } from './phone-format';
import { charsOf, DIGITS } from './test-support';

describe('parsePhone: valid numbers per country', () => {
  it.each([
    ['ES', '612 34 56 78', '+34612345678'],
    ['ES', '+34 712 345 678', '+34712345678'],
    ['ES', '0034 612 34 56 78', '+34612345678'],
    ['ES', '(+34) 612.34.56.78', '+34612345678'],
    ['DE', '0151 23456789', '+4915123456789'],
    ['DE', '+49 (0)176 1234567', '+491761234567'],
    ['PL', '512 345 678', '+48512345678'],
    ['PL', '+48 22 123 45 67', '+48221234567'],
    ['RO', '0712 345 678', '+40712345678'],
    ['MX', '55 1234 5678', '+525512345678'],
    ['MX', '+52 33 1234 5678', '+523312345678'],
    ['CO', '300 123 4567', '+573001234567'],
    ['CO', '+57 321-555-1234', '+573215551234'],
    ['PH', '0917 123 4567', '+639171234567'],
    ['PH', '+63 (0) 917 123 4567', '+639171234567'],
    ['VN', '0912 345 678', '+84912345678'],
    ['VN', '+84 312 345 678', '+84312345678'],
    ['VN', '0862345678', '+84862345678'],
  ] as const)('%s %s -> %s', (country, input, e164) => {
    const result = parsePhone(country, input);
    expect(result).toMatchObject({ ok: true, e164 });
    expect(looksLikePhone(country, input)).toBe(true);
  });

  it('national is the national display format', () => {
    expect(parsePhone('DE', '+4915123456789')).toEqual({
      ok: true,
      e164: '+4915123456789',
      national: '01512 3456789',
    });
    expect(parsePhone('ES', '612345678')).toEqual({
      ok: true,
      e164: '+34612345678',
      national: '612 34 56 78',
    });
  });

  it("libphonenumber's example mobile number of each country passes in E.164, international and national form", () => {
    for (const country of COUNTRY_CODES) {
      const example = getExampleNumber(country, examples);
      expect(example).toBeDefined();
      for (const input of [example!.number, example!.formatInternational(), example!.formatNational()]) {
        expect(parsePhone(country, input)).toMatchObject({ ok: true, e164: example!.number });
        expect(looksLikePhone(country, input)).toBe(true);
      }
    }
  });
});

describe('parsePhone: invalid numbers', () => {
  it.each([
    // Fixed lines where a mobile is required (countries.md mobile rules).
    ['ES', '912 34 56 78', 'INVALID'],
    ['ES', '750 123 456', 'INVALID'],
    ['DE', '030 123456', 'INVALID'],
    ['RO', '021 234 5678', 'INVALID'],
    ['CO', '601 1234567', 'INVALID'],
    ['PH', '02 8123 4567', 'INVALID'],
    ['VN', '0212345678', 'INVALID'],
    ['VN', '0712345678', 'INVALID'],
    ['VN', '091234567', 'INVALID'],
    // Lengths (national number 2..17 and the country's own lengths).
    ['ES', '6', 'TOO_SHORT'],
    ['ES', '+34 6', 'TOO_SHORT'],
    ['ES', '6123456789', 'TOO_LONG'],
    ['ES', '+34 612345678901234567', 'TOO_LONG'],
    ['DE', '015123456789012345678', 'TOO_LONG'],
    ['MX', '551234567', 'TOO_SHORT'],
    // Country.
    ['ES', '+49 1512 3456789', 'INVALID_COUNTRY'],
    ['ES', '+999 12345', 'INVALID_COUNTRY'],
    ['VN', '+34 612 34 56 78', 'INVALID_COUNTRY'],
    // Not a number: only an optional leading '+' and digits survive the stripping.
    ['ES', '', 'NOT_A_NUMBER'],
    ['ES', '+', 'NOT_A_NUMBER'],
    ['ES', 'abc', 'NOT_A_NUMBER'],
    ['ES', '612-ABC-678', 'NOT_A_NUMBER'],
    ['ES', '++34612345678', 'NOT_A_NUMBER'],
    ['ES', '6123+45678', 'NOT_A_NUMBER'],
    ['ES', '612 34 56 78 ext 5', 'NOT_A_NUMBER'],
    ['ES', '612/345/678', 'NOT_A_NUMBER'],
  ] as const)('%s %s -> %s', (country, input, reason) => {
    expect(parsePhone(country, input)).toEqual({ ok: false, reason });
  });

  it('requireMobile: false accepts valid fixed lines', () => {
    expect(parsePhone('ES', '912 34 56 78', { requireMobile: false })).toMatchObject({
      ok: true,
      e164: '+34912345678',
    });
    expect(parsePhone('DE', '030 123456', { requireMobile: false })).toMatchObject({
      ok: true,
      e164: '+4930123456',
    });
    expect(parsePhone('CO', '601 1234567', { requireMobile: false })).toMatchObject({ ok: true });
    // Still invalid where the library says so.
    expect(parsePhone('ES', '750 123 456', { requireMobile: false })).toEqual({
      ok: false,
      reason: 'INVALID',
    });
  });

  it('input is at most 250 characters', () => {
    const padded = (n: number): string => `612345678${' '.repeat(n - 9)}`;
    expect(padded(250)).toHaveLength(250);
    expect(parsePhone('ES', padded(250))).toMatchObject({ ok: true, e164: '+34612345678' });
    expect(parsePhone('ES', padded(251))).toEqual({ ok: false, reason: 'TOO_LONG' });
    expect(looksLikePhone('ES', padded(250))).toBe(true);
    expect(looksLikePhone('ES', padded(251))).toBe(false);
  });
});

describe('looksLikePhone', () => {
  it.each([
    ['ES', '612 34 56 78', true],
    ['ES', '+34612345678', true],
    ['ES', '912 34 56 78', false],
    ['ES', '61234567', false],
    ['ES', 'abc', false],
    ['DE', '0151 23456789', true],
    ['DE', '030 123456', false],
    ['PL', '22 123 45 67', true],
    ['RO', '0712 345 678', true],
    ['MX', '55 1234 5678', true],
    ['MX', '55 1234 567', false],
    ['CO', '300 123 4567', true],
    ['PH', '0917 123 4567', true],
    ['VN', '0912 345 678', true],
    ['VN', '0212 345 678', false],
    ['VN', '+34 912 345 678', false],
  ] as const)('%s %s -> %s', (country, input, expected) => {
    expect(looksLikePhone(country, input)).toBe(expected);
  });

  // Carrier codes (libphonenumber metadata): Colombia's trunk prefix may carry one ('09' + number), and so may
  // its international prefix ('005' + 57 + number); Mexico's international prefix is 00 or 09.
  it.each([
    ['CO', '093000000000'],
    ['CO', '03 300 123 4567'],
    ['CO', '005 57 300 123 4567'],
    ['CO', '00444 57 300 123 4567'],
    ['MX', '09 52 55 1234 5678'],
  ] as const)('%s %s: what the full check accepts, the pre-check accepts', (country, input) => {
    expect(parsePhone(country, input).ok).toBe(true);
    expect(looksLikePhone(country, input)).toBe(true);
  });

  it('requireMobile: false only checks lengths', () => {
    expect(looksLikePhone('ES', '912 34 56 78', { requireMobile: false })).toBe(true);
  });

  // The pre-check must never reject what the full check accepts (it may accept more).
  const nsnFor: Record<CountryCode, fc.Arbitrary<string>> = {
    ES: fc
      .tuple(fc.constantFrom('6', '71', '72', '74', '78', '9'), charsOf(DIGITS, 8))
      .map(([p, r]) => (p + r).slice(0, 9)),
    DE: fc.tuple(fc.constantFrom('151', '160', '176', '30', '89'), charsOf(DIGITS, 8)).map(([p, r]) => p + r),
    PL: fc
      .tuple(fc.constantFrom('5', '6', '7', '8', '22'), charsOf(DIGITS, 8))
      .map(([p, r]) => (p + r).slice(0, 9)),
    RO: fc.tuple(fc.constantFrom('7', '21', '31'), charsOf(DIGITS, 8)).map(([p, r]) => (p + r).slice(0, 9)),
    MX: fc.tuple(fc.constantFrom('55', '33', '81', '22'), charsOf(DIGITS, 8)).map(([p, r]) => p + r),
    CO: fc
      .tuple(fc.constantFrom('30', '31', '32', '601', '604'), charsOf(DIGITS, 8))
      .map(([p, r]) => (p + r).slice(0, 10)),
    PH: fc.tuple(fc.constantFrom('91', '95', '99', '2'), charsOf(DIGITS, 8)).map(([p, r]) => p + r),
    VN: fc.tuple(fc.constantFrom('3', '5', '7', '8', '9', '24'), charsOf(DIGITS, 8)).map(([p, r]) => p + r),
  };
  const TRUNK: Record<CountryCode, string> = {
    ES: '',
    DE: '0',
    PL: '',
    RO: '0',
    MX: '',
    CO: '',
    PH: '0',
    VN: '0',
  };

  it('parsePhone ok implies looksLikePhone (property, all countries, several input styles)', () => {
    let accepted = 0;
    const countryAndNsn = fc
      .constantFrom(...COUNTRY_CODES)
      .chain((country) => fc.tuple(fc.constant(country), nsnFor[country]));
    fc.assert(
      fc.property(
        countryAndNsn,
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('', ' ', '-', '.'),
        ([country, nsn], requireMobile, style, sep) => {
          const cc = PHONE_RULES[country].callingCode;
          const grouped = nsn.replace(/(\d{3})(?=\d)/g, `$1${sep}`);
          const inputs = [
            `${TRUNK[country]}${grouped}`,
            `+${cc} ${grouped}`,
            `00${cc}${nsn}`,
            `${cc}${nsn}`,
            `+${cc} (0) ${grouped}`,
          ];
          const input = inputs[style] ?? '';
          if (parsePhone(country, input, { requireMobile }).ok) {
            accepted += 1;
            expect(looksLikePhone(country, input, { requireMobile })).toBe(true);
          }
        },
      ),
      { numRuns: fuzzRuns(3000) },
    );
    // The generators must actually produce valid numbers, or the property says nothing.
    expect(accepted).toBeGreaterThan(1000);
  });

  it('random digit strings: parsePhone ok implies looksLikePhone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.stringMatching(/^\+?\d{1,18}$/),
        fc.boolean(),
        (country, input, requireMobile) => {
          if (parsePhone(country, input, { requireMobile }).ok) {
            expect(looksLikePhone(country, input, { requireMobile })).toBe(true);
          }
        },
      ),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
