/**
 * What a brand's build should say, read from the locale files themselves (web/public/locales/<locale>/<ns>.json),
 * never from the app's i18n: a component test compares the screen with these.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../../brands/schema';
import { NAMESPACES } from '../i18n/i18n';

type Strings = Record<string, Record<string, unknown>>;

const LOCALES = join(import.meta.dirname, '..', '..', 'public', 'locales');
const read = new Map<string, Strings>();

/** Every namespace's strings in a product locale, read once per test file. */
export function stringsOf(locale: string): Strings {
  let strings = read.get(locale);
  if (!strings) {
    const file = (ns: string) => readFileSync(join(LOCALES, locale, `${ns}.json`), 'utf8');
    strings = Object.fromEntries(
      NAMESPACES.map((ns) => [ns, JSON.parse(file(ns)) as Record<string, unknown>]),
    );
    read.set(locale, strings);
  }
  return strings;
}

/** The string at `key` ('loan>heading') of namespace `ns` in `locale`; throws when the locale has none. */
export function textOf(locale: string, ns: string, key: string): string {
  const found = key
    .split('>')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      stringsOf(locale)[ns],
    );
  if (typeof found !== 'string') throw new Error(`no string ${ns}:${key} in ${locale}`);
  return found;
}

/** A data point's label as the brand's country words it, else the generic one ('form' fields>{id}>label). */
export function labelOf(brand: Pick<BrandConfig, 'locale' | 'country'>, id: string): string {
  try {
    return textOf(brand.locale, 'form', `fields>${id}>by-country>${brand.country}>label`);
  } catch {
    return textOf(brand.locale, 'form', `fields>${id}>label`);
  }
}
