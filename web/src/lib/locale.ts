/**
 * The product's locale ids are not all BCP 47 tags: Intl silently falls back to en-US for `mx`, `co`,
 * `vn` and `ph`, so every Intl call goes through this map.
 */
const BCP47 = {
  en: 'en',
  es: 'es-ES',
  mx: 'es-MX',
  co: 'es-CO',
  pl: 'pl-PL',
  ro: 'ro-RO',
  vn: 'vi-VN',
  de: 'de-DE',
  ph: 'en-PH',
} as const;

export type ProductLocale = keyof typeof BCP47;

export function toBcp47(locale: ProductLocale): string {
  return BCP47[locale];
}
