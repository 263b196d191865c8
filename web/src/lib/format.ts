import { toBcp47, type ProductLocale } from './locale';

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

export function formatMoney(locale: ProductLocale, currency: string, value: number): string {
  return numberFormat(locale, { style: 'currency', currency }).format(value);
}

/** Days or months with the language's own plural forms (Intl unit formatting, not translation plurals). */
export function formatPeriod(locale: ProductLocale, value: number, scale: 'days' | 'months'): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: scale === 'days' ? 'day' : 'month',
    unitDisplay: 'long',
  }).format(value);
}

export function formatPercent(locale: ProductLocale, value: number): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

export function formatInteger(locale: ProductLocale, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

export function formatDate(locale: ProductLocale, date: Date): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The currency's narrow symbol in the locale ('€', '₫', 'zł'), or its code when it has none. */
export function currencySymbol(locale: ProductLocale, currency: string): string {
  const parts = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
