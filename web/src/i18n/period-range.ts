import { formatInteger } from '../lib/format';
import type { ProductLocale } from '../lib/locale';
import type { TFunction } from './i18n';

/**
 * `{{min}}` and `{{max}}` of a range of periods ("Von {{min}} bis {{max}}"): the first a bare number, the second
 * with its unit in the form and case the language puts after "to" (`common:loan>periodTo`): "Von 15 bis 90 Tagen",
 * "Od 30 do 61 dni", "Între 7 și 60 de zile".
 */
export function periodRange(
  t: TFunction,
  locale: ProductLocale,
  range: { min: number; max: number },
  scale: 'days' | 'months',
): { min: string; max: string } {
  return { min: formatInteger(locale, range.min), max: t('common:loan>periodTo', { count: range.max, scale }) };
}
