import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { describe, expect, it } from 'vitest';
import { brandNumberFormats, installNumberFormats, numberMarks } from './format';
import { toBcp47, type ProductLocale } from './locale';
import { parseTypedNumber, wholeNumberText } from './typed-number';

const ES = { group: '.', decimal: ',' };
const EN = { group: ',', decimal: '.' };
const PL = { group: '\u00a0', decimal: ',' };

/** Every locale of the product, with the currency its brands lend in ('en' is the fallback language). */
const LOCALES: [ProductLocale, string][] = [
  ['en', 'EUR'],
  ['es', 'EUR'],
  ['mx', 'MXN'],
  ['co', 'COP'],
  ['pl', 'PLN'],
  ['ro', 'RON'],
  ['vn', 'VND'],
  ['de', 'EUR'],
  ['ph', 'PHP'],
];

describe('parseTypedNumber', () => {
  it('reads the marks of the language', () => {
    expect(parseTypedNumber('99,5', ES)).toBe(99.5);
    expect(parseTypedNumber('1.200.000', ES)).toBe(1_200_000);
    expect(parseTypedNumber('1.234', ES)).toBe(1234);
    expect(parseTypedNumber('1.234', EN)).toBe(1.234);
    expect(parseTypedNumber('1,200.50', EN)).toBe(1200.5);
    expect(parseTypedNumber('1 200,5', PL)).toBe(1200.5);
    expect(parseTypedNumber('1\u00a0200\u00a0000', PL)).toBe(1_200_000);
    expect(parseTypedNumber('250', ES)).toBe(250);
  });

  it('takes what people type whatever their keyboard: spaces group, a mark before two digits is a decimal', () => {
    expect(parseTypedNumber('1 200 000', ES)).toBe(1_200_000);
    expect(parseTypedNumber('1 200 000', EN)).toBe(1_200_000);
    expect(parseTypedNumber('1200000', PL)).toBe(1_200_000);
    expect(parseTypedNumber('99.50 €', ES)).toBe(99.5);
    expect(parseTypedNumber('99,5', EN)).toBe(99.5);
    expect(parseTypedNumber('1.500', PL)).toBe(1500);
    // A mark used twice groups, whichever it is.
    expect(parseTypedNumber('1,200,000', ES)).toBe(1_200_000);
    expect(parseTypedNumber('1.200.000', EN)).toBe(1_200_000);
    expect(parseTypedNumber('1.234,56', EN)).toBe(1234.56);
    expect(parseTypedNumber('0.500', ES)).toBe(0.5);
    expect(parseTypedNumber(',5', ES)).toBe(0.5);
  });

  it('leaves out what stands around the digits: a currency, a unit, spaces', () => {
    expect(parseTypedNumber('300 €', ES)).toBe(300);
    expect(parseTypedNumber('₱ 5,000', EN)).toBe(5000);
    expect(parseTypedNumber(' 30 días ', ES)).toBe(30);
    expect(parseTypedNumber('1.200.000 ₫', ES)).toBe(1_200_000);
    expect(parseTypedNumber('1.200.000đ', ES)).toBe(1_200_000);
    expect(parseTypedNumber('MX$ 12,345.60', EN)).toBe(12_345.6);
    expect(parseTypedNumber('4 500 zł', PL)).toBe(4500);
  });

  it('is null for what is not a number, a negative one, or marks that group nothing', () => {
    for (const text of [
      '',
      'abc',
      '1,2,3',
      '12a4',
      ',',
      '1.20.000',
      '1.200,5,0',
      '-5',
      '−5 €',
      '1 2',
      '12 34,5',
    ])
      expect(parseTypedNumber(text, ES), text).toBeNull();
    // A paste of a page is no amount (and is not searched through).
    expect(parseTypedNumber('9'.repeat(61), ES)).toBeNull();
  });

  // The property the issue asks for: whatever Intl writes in a brand's locale, the box reads back.
  for (const [locale, currency] of LOCALES) {
    it(`${locale}: reads back every number Intl writes (plain, whole, money), with the marks Intl shows`, () => {
      installNumberFormats(undefined);
      const marks = numberMarks(locale);
      const tag = toBcp47(locale);
      const options: Intl.NumberFormatOptions[] = [
        {},
        { maximumFractionDigits: 0 },
        { style: 'currency', currency },
        { style: 'currency', currency, currencyDisplay: 'code' },
      ];
      const formats = options.map((o) => {
        const format = new Intl.NumberFormat(tag, o);
        const { minimumFractionDigits, maximumFractionDigits } = format.resolvedOptions();
        // The value the text stands for: the same rounding, written without marks.
        const plain = new Intl.NumberFormat('en-US', {
          minimumFractionDigits,
          maximumFractionDigits,
          useGrouping: false,
        });
        return [format, plain] as const;
      });
      const values = fc.oneof(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
      );
      fc.assert(
        fc.property(values, (value) => {
          for (const [format, plain] of formats) {
            const written = format.format(value);
            expect(parseTypedNumber(written, marks), written).toBe(Number(plain.format(value)));
          }
        }),
        { numRuns: fuzzRuns(300) },
      );
    });
  }
});

describe('wholeNumberText', () => {
  it('keeps a whole amount typed with any marks as its digits', () => {
    expect(wholeNumberText('1.200.000', ES)).toBe('1200000');
    expect(wholeNumberText('1.200.000 ₫', ES)).toBe('1200000');
    expect(wholeNumberText('25,000', EN)).toBe('25000');
    expect(wholeNumberText('2\u00a0500', PL)).toBe('2500');
    expect(wholeNumberText('1500', ES)).toBe('1500');
  });

  it("keeps anything else as typed, for the answer's rule to judge (a decimal is rounded by the box)", () => {
    for (const text of ['1,5', '12.34', '1.20.000', 'doce', '1.200,50', '-3', ''])
      expect(wholeNumberText(text, ES), text).toBe(text);
  });
});

describe('numberMarks', () => {
  const cases: [ProductLocale, string, string, string][] = [
    ['es', 'EUR', '.', ','],
    ['de', 'EUR', '.', ','],
    ['ro', 'RON', '.', ','],
    ['co', 'COP', '.', ','],
    ['vn', 'VND', '.', ','],
    ['pl', 'PLN', '\u00a0', ','],
    ['ph', 'PHP', ',', '.'],
    ['mx', 'MXN', ',', '.'],
    ['en', 'EUR', ',', '.'],
  ];
  it("gives the locale's marks, also where money has no cents (COP, VND), with the build's patterns and without", () => {
    for (const [locale, currency, group, decimal] of cases) {
      installNumberFormats(brandNumberFormats(locale, currency, { scale: 'days', min: 1, max: 2 }));
      expect(numberMarks(locale), `${locale} installed`).toEqual({ group, decimal });
      installNumberFormats(undefined);
      expect(numberMarks(locale), `${locale} Intl`).toEqual({ group, decimal });
    }
  });
});
