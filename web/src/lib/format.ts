import { toBcp47, type ProductLocale } from './locale';
import { derivePattern, formatWithPattern, type NumberPattern } from './number-pattern';
import type { NumberMarks } from './typed-number';

/**
 * The brand's number patterns, read at build time (`brandNumberFormats`) and installed before the first render,
 * so the page formats amounts, rates and periods without constructing Intl objects (number-pattern.ts). Any
 * other locale, currency or value falls back to Intl.
 */
export type BrandNumberFormats = {
  locale: ProductLocale;
  currency: string;
  money: NumberPattern;
  integer: NumberPattern;
  percent: NumberPattern;
  currencySymbol: string;
  /** The period written out for each whole value from `min` (e.g. "61 ngày"), in the brand's scale. */
  periods: { scale: 'days' | 'months'; min: number; labels: string[] };
};

let installed: BrandNumberFormats | undefined;

export function installNumberFormats(formats: BrandNumberFormats | undefined): void {
  installed = formats;
}

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: ProductLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(toBcp47(locale), options);
    cache.set(key, f);
  }
  return f;
}

const moneyOptions = (currency: string): Intl.NumberFormatOptions => ({ style: 'currency', currency });
const integerOptions: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const percentOptions: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
const periodOptions = (scale: 'days' | 'months'): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit: scale === 'days' ? 'day' : 'month',
  unitDisplay: 'long',
});
const symbolOptions = (currency: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  currencyDisplay: 'narrowSymbol',
});

/** The installed pattern for this locale (and currency), if any. */
const patternFor = (locale: ProductLocale, currency?: string) =>
  installed && installed.locale === locale && (currency === undefined || installed.currency === currency)
    ? installed
    : undefined;

export function formatMoney(locale: ProductLocale, currency: string, value: number): string {
  const p = patternFor(locale, currency);
  return (
    (p && formatWithPattern(p.money, value)) ?? numberFormat(locale, moneyOptions(currency)).format(value)
  );
}

/** Days or months with the language's own plural forms (Intl unit formatting, not translation plurals). */
export function formatPeriod(locale: ProductLocale, value: number, scale: 'days' | 'months'): string {
  const periods = patternFor(locale)?.periods;
  const label = periods?.scale === scale ? periods.labels[value - periods.min] : undefined;
  return label ?? numberFormat(locale, periodOptions(scale)).format(value);
}

export function formatPercent(locale: ProductLocale, value: number): string {
  const p = patternFor(locale);
  return (
    (p && formatWithPattern(p.percent, value)) ?? numberFormat(locale, percentOptions).format(value / 100)
  );
}

export function formatInteger(locale: ProductLocale, value: number): string {
  const p = patternFor(locale);
  return (p && formatWithPattern(p.integer, value)) ?? numberFormat(locale, integerOptions).format(value);
}

/** How the locale writes a number's thousands and decimals ('.' and ',' in Spanish; ',' and '.' in English). */
export function numberMarks(locale: ProductLocale): NumberMarks {
  // The percent pattern always shows both marks; money in a currency without cents (COP, VND) shows no decimal.
  const p = patternFor(locale)?.percent ?? derivePattern(numberFormat(locale, { minimumFractionDigits: 1 }));
  return { group: p.group, decimal: p.decimal };
}

export function formatDate(locale: ProductLocale, date: Date): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The currency's narrow symbol in the locale ('€', '₫', 'zł'), or its code when it has none. */
export function currencySymbol(locale: ProductLocale, currency: string): string {
  const installedSymbol = patternFor(locale, currency)?.currencySymbol;
  if (installedSymbol !== undefined) return installedSymbol;
  const parts = numberFormat(locale, symbolOptions(currency)).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * Reads the brand's patterns with Intl: at build time (the page then needs no Intl to show its numbers), and in
 * tests as the oracle. `period` is the brand's period range.
 */
export function brandNumberFormats(
  locale: ProductLocale,
  currency: string,
  period: { scale: 'days' | 'months'; min: number; max: number },
): BrandNumberFormats {
  const unit = numberFormat(locale, periodOptions(period.scale));
  const labels: string[] = [];
  for (let v = period.min; v <= period.max; v++) labels.push(unit.format(v));
  const symbolParts = numberFormat(locale, symbolOptions(currency)).formatToParts(0);
  return {
    locale,
    currency,
    money: derivePattern(numberFormat(locale, moneyOptions(currency))),
    integer: derivePattern(numberFormat(locale, integerOptions)),
    percent: derivePattern(numberFormat(locale, percentOptions), true),
    currencySymbol: symbolParts.find((p) => p.type === 'currency')?.value ?? currency,
    periods: { scale: period.scale, min: period.min, labels },
  };
}
