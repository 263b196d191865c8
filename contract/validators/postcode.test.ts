import fc from 'fast-check';
import { fuzzRuns } from '../testing/fuzz-runs';
import { describe, expect, it } from 'vitest';
import { validatePostcode } from './postcode';
import { charsOf, DIGITS, pad } from './test-support';

describe('validatePostcode', () => {
  it.each([
    ['ES', '28013', '28013'],
    ['ES', '01001', '01001'],
    ['ES', '52001', '52001'],
    ['DE', '10115', '10115'],
    ['DE', ' 01067 ', '01067'],
    ['PL', '00-950', '00-950'],
    ['PL', '00950', '00-950'],
    ['PL', '31 042', '31-042'],
    ['RO', '010011', '010011'],
    ['MX', '06600', '06600'],
    ['CO', '110111', '110111'],
    ['PH', '1000', '1000'],
    ['VN', '10000', '10000'],
  ] as const)('%s %s -> %s', (country, value, normalized) => {
    expect(validatePostcode(country, value)).toEqual({ ok: true, normalized });
  });

  it.each([
    ['ES', '53001', 'region'],
    ['ES', '00123', 'region'],
    ['ES', '2801', 'format'],
    ['DE', '1011', 'format'],
    ['DE', '101155', 'format'],
    ['PL', '00-9500', 'format'],
    ['PL', '009-50', 'format'],
    ['RO', '01001', 'format'],
    ['MX', '0660', 'format'],
    ['CO', '11011', 'format'],
    ['PH', '10000', 'format'],
    // Behaviour §5: VN exactly 5 digits (the old 6-digit codes are rejected).
    ['VN', '100000', 'format'],
    ['VN', '1000', 'format'],
    ['VN', '1000A', 'format'],
    ['ES', '', 'format'],
  ] as const)('%s %s fails with %s', (country, value, reason) => {
    expect(validatePostcode(country, value)).toEqual({ ok: false, reason });
  });

  it('ES: every 5-digit code is valid exactly when its province is 01-52', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), charsOf(DIGITS, 3), (province, rest) => {
        const result = validatePostcode('ES', `${pad(province, 2)}${rest}`);
        expect(result.ok).toBe(province >= 1 && province <= 52);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('PL: NN-NNN and NNNNN normalise to the same value', () => {
    fc.assert(
      fc.property(charsOf(DIGITS, 5), (digits) => {
        const hyphenated = `${digits.slice(0, 2)}-${digits.slice(2)}`;
        expect(validatePostcode('PL', digits)).toEqual({ ok: true, normalized: hyphenated });
        expect(validatePostcode('PL', hyphenated)).toEqual({ ok: true, normalized: hyphenated });
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
