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

/**
 * The language's plural category for `count` ('one', 'few', 'many', 'other', …), for the plural selectors of
 * translations (i18n/message-format.ts); a language outside the product's list is asked of Intl as it is.
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = PLURAL_RULES.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale in BCP47 ? toBcp47(locale as ProductLocale) : locale);
    PLURAL_RULES.set(locale, rules);
  }
  return rules.select(count);
}

/** One Intl.PluralRules per locale: building one costs far more than asking it. */
const PLURAL_RULES = new Map<string, Intl.PluralRules>();
