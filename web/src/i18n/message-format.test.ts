import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProductLocale } from '../lib/locale';
import { createI18n } from './i18n';
import { formatSelectors } from './message-format';
import { periodRange } from './period-range';

describe('formatSelectors', () => {
  it('chooses an exact value, then the plural category, then other; # is the number in the language', () => {
    const text = '{n, plural, =0 {keine} one {# Tag} other {# Tage}}';
    expect([0, 1, 2, 1500].map((n) => formatSelectors('de', text, { n }))).toEqual(['keine', '1 Tag', '2 Tage', '1.500 Tage']);
    expect(formatSelectors('de', text, {})).toBe('# Tage');
  });

  it('nests selects and plurals, each # standing for its own plural, and leaves {{placeholders}} to t', () => {
    const text = '{s, select, a {{n, plural, one {# x {{y}}} other {# xs}}} other {{m, plural, other {#/{n, plural, other {#}}}}}}';
    expect(formatSelectors('en', text, { s: 'a', n: 1 })).toBe('1 x {{y}}');
    expect(formatSelectors('en', text, { s: 'b', n: 2, m: 3 })).toBe('3/2');
    expect(formatSelectors('en', 'From {{min}} to {{max}}', { min: 1 })).toBe('From {{min}} to {{max}}');
  });

  it('writes nothing for a selector without a matching branch, and leaves an unclosed one as it is', () => {
    expect(formatSelectors('en', 'a{s, select, x {y}}b', { s: 'z' })).toBe('ab');
    expect(formatSelectors('en', 'a {s, select, x {y}', { s: 'x' })).toBe('a {s, select, x {y}');
  });
});

/** Each locale's own strings: the unit beside the period box and the landing's range ("loan>rangeHint"). */
const common = (lng: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/common.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe.each<[ProductLocale, { days: string; months: string; units: Record<number, string> }]>([
  ['de', { days: 'Von 15 bis 90 Tagen', months: 'Von 3 bis 12 Monaten', units: { 1: 'Tag', 30: 'Tage' } }],
  ['pl', { days: 'Od 30 do 61 dni', months: 'Od 1 do 12 miesięcy', units: { 1: 'dzień', 2: 'dni', 5: 'dni', 22: 'dni' } }],
  ['ro', { days: 'Între 7 și 60 de zile', months: 'Între 3 și 12 luni', units: { 1: 'zi', 7: 'zile', 20: 'de zile', 101: 'zile' } }],
  ['es', { days: 'De 7 a 30 días', months: 'De 3 a 12 meses', units: { 1: 'día', 30: 'días' } }],
  ['mx', { days: 'De 7 a 30 días', months: 'De 3 a 12 meses', units: { 1: 'día', 30: 'días' } }],
  ['co', { days: 'Desde 7 hasta 30 días', months: 'Desde 3 hasta 12 meses', units: { 1: 'día', 30: 'días' } }],
  ['vn', { days: 'Từ 61 đến 90 ngày', months: 'Từ 3 đến 12 tháng', units: { 1: 'ngày', 61: 'ngày' } }],
  ['en', { days: 'From 7 to 30 days', months: 'From 1 to 12 months', units: { 1: 'day', 30: 'days' } }],
  ['ph', { days: 'From 7 to 30 days', months: 'From 1 to 12 months', units: { 1: 'day', 30: 'days' } }],
])('%s periods', (lng, expected) => {
  const { t } = createI18n({ lng, bundled: { common: common(lng) }, http: false });
  const bounds = (text: string) => text.match(/\d+/g)!.map(Number) as [number, number];

  it('writes the range of days and of months with the unit in the case the range takes', () => {
    const [dMin, dMax] = bounds(expected.days);
    const [mMin, mMax] = bounds(expected.months);
    expect(t('loan>rangeHint', periodRange(t, lng, { min: dMin, max: dMax }, 'days'))).toBe(expected.days);
    expect(t('loan>rangeHint', periodRange(t, lng, { min: mMin, max: mMax }, 'months'))).toBe(expected.months);
  });

  it('writes the unit beside the period box in the plural form of the count', () => {
    const units = Object.fromEntries(Object.keys(expected.units).map((n) => [n, t('loan>periodUnit', { count: Number(n), scale: 'days' })]));
    expect(units).toEqual(expected.units);
  });
});
