import type { I18n, TFunction } from '../i18n/i18n';
import { brand } from 'virtual:brand';
import type { DataPoint } from '../../../contract/data-points/types';

/** A data point's label or hint: the country's own wording first (PESEL, CURP, CLABE...), then the generic text. */
export function fieldText(t: TFunction, i18n: I18n, dp: DataPoint, part: 'label' | 'hint'): string | null {
  const base = dp.labelKey.replace(/>label$/, '');
  for (const key of [`${base}>by-country>${brand.country}>${part}`, `${base}>${part}`]) {
    if (i18n.exists(key, { ns: 'form' })) return t(key);
  }
  return null;
}

/** The label a person reads for a data point (also what the error summary names). */
export function fieldLabel(t: TFunction, i18n: I18n, dp: DataPoint): string {
  return fieldText(t, i18n, dp, 'label') ?? t(dp.labelKey);
}
