import { describe, expect, it } from 'vitest';
import { brandNumberFormats, installNumberFormats, numberMarks } from './format';
import type { ProductLocale } from './locale';
import { parseTypedNumber, withoutGrouping } from './typed-number';

const ES = { group: '.', decimal: ',' };
const EN = { group: ',', decimal: '.' };
const PL = { group: '\u00a0', decimal: ',' };

describe('parseTypedNumber', () => {
  it('reads the marks of the language', () => {
    expect(parseTypedNumber('99,5', ES)).toBe(99.5);
    expect(parseTypedNumber('1.200.000', ES)).toBe(1_200_000);
    expect(parseTypedNumber('1,200.50', EN)).toBe(1200.5);
    expect(parseTypedNumber('1 200,5', PL)).toBe(1200.5);
    expect(parseTypedNumber('250', ES)).toBe(250);
  });

  it('leaves out what stands around the digits: a currency, a unit, spaces', () => {
    expect(parseTypedNumber('300 €', ES)).toBe(300);
    expect(parseTypedNumber('₱ 5,000', EN)).toBe(5000);
    expect(parseTypedNumber(' 30 días ', ES)).toBe(30);
  });

  it('is null for what is not a number', () => {
    for (const text of ['', 'abc', '1,2,3', '12a4', ',']) expect(parseTypedNumber(text, ES), text).toBeNull();
  });
});

describe('withoutGrouping', () => {
  it('takes the thousands marks out of a whole number written with them', () => {
    expect(withoutGrouping('1.200.000', ES)).toBe('1200000');
    expect(withoutGrouping('25,000', EN)).toBe('25000');
    expect(withoutGrouping('2\u00a0500', PL)).toBe('2500');
    expect(withoutGrouping('1 500', PL)).toBe('1500');
  });

  it("keeps anything else as typed, for the answer's check to judge", () => {
    for (const text of ['1,5', '12.34', '1.20.000', 'doce', '1.200,50'])
      expect(withoutGrouping(text, ES), text).toBe(text);
    expect(withoutGrouping('1500', ES)).toBe('1500');
  });
});

describe('numberMarks', () => {
  const cases: [ProductLocale, string, string, string][] = [
    ['es', 'EUR', '.', ','],
    ['co', 'COP', '.', ','],
    ['vn', 'VND', '.', ','],
    ['ph', 'PHP', ',', '.'],
    ['mx', 'MXN', ',', '.'],
  ];
  it('gives the locale\'s marks, also where money has no cents (COP, VND), with the build\'s patterns and without', () => {
    for (const [locale, currency, group, decimal] of cases) {
      installNumberFormats(brandNumberFormats(locale, currency, { scale: 'days', min: 1, max: 2 }));
      expect(numberMarks(locale), `${locale} installed`).toEqual({ group, decimal });
      installNumberFormats(undefined);
      expect(numberMarks(locale), `${locale} Intl`).toEqual({ group, decimal });
    }
  });
});
