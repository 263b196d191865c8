import type { ValidationContext } from '../../../contract/data-points';
import type { BrandConfig } from '../../../brands/schema';

/** The catalogue's validation context for this brand on this day (UTC). */
export function validationContext(brand: Readonly<BrandConfig>, now: Date): ValidationContext {
  return {
    country: brand.country,
    amount: { min: brand.amount.min, max: brand.amount.max, step: brand.amount.step },
    period: { min: brand.period.min, max: brand.period.max, step: brand.period.step },
    today: now.toISOString().slice(0, 10),
  };
}
