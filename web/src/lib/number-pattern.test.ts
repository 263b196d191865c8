import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { describe, expect, it } from 'vitest';
import { brandNumberFormats } from './format';
import { toBcp47, type ProductLocale } from './locale';
import { derivePattern, formatWithPattern } from './number-pattern';

const LOCALES: ProductLocale[] = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'];
const CURRENCIES = ['EUR', 'VND', 'MXN', 'COP', 'PLN', 'RON', 'PHP'];

describe('formatWithPattern writes what Intl writes', () => {
  for (const locale of LOCALES) {
    const tag = toBcp47(locale);
    it(`${locale}: money in every currency, whole numbers and rates`, () => {
      const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
      const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
      const money = CURRENCIES.map((c) => new Intl.NumberFormat(tag, { style: 'currency', currency: c }));
      // Any value the pattern covers is written as Intl writes it; what it leaves (undefined) goes to Intl.
      const same = (f: Intl.NumberFormat, value: number) =>
        expect(formatWithPattern(derivePattern(f), value) ?? f.format(value)).toBe(f.format(value));
      const amounts = fc.oneof(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
      );
      fc.assert(
        fc.property(amounts, (value) => {
          same(integer, value);
          for (const f of money) same(f, value);
        }),
        { numRuns: fuzzRuns(300) },
      );
      // Rates as the product shows them: whole hundredths of a percent.
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (hundredths) => {
          const rate = hundredths / 100;
          expect(formatWithPattern(derivePattern(percent, true), rate)).toBe(percent.format(rate / 100));
        }),
        { numRuns: fuzzRuns(300) },
      );
    });
  }

  it('rounds half away from zero on the decimal text, carrying into the integer', () => {
    const eur = derivePattern(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
    expect(formatWithPattern(eur, 1.005)).toBe('1,01\u00a0€');
    expect(formatWithPattern(eur, 999.995)).toBe('1.000,00\u00a0€');
    expect(formatWithPattern(eur, 0)).toBe('0,00\u00a0€');
  });

  it('leaves negative, huge and non-finite values to Intl', () => {
    const p = derivePattern(new Intl.NumberFormat('en'));
    for (const v of [-1, 1e21, Number.NaN, Number.POSITIVE_INFINITY, 1e-7])
      expect(formatWithPattern(p, v)).toBeUndefined();
  });
});

describe('brandNumberFormats', () => {
  it('writes every period of the range in the language (plural forms included)', () => {
    const f = brandNumberFormats('pl', 'PLN', { scale: 'months', min: 1, max: 5 });
    expect(f.periods.labels).toEqual(['1 miesiąc', '2 miesiące', '3 miesiące', '4 miesiące', '5 miesięcy']);
    expect(f.currencySymbol).toBe('zł');
  });
});
