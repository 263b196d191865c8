import type { Offer } from '../../../contract/api-answers';
import type { LoanApplication } from '../../../contract/lead';
import { loanCost, type PeriodScale, type Pricing } from '../../../contract/loan-cost';

/** What pricing an offer needs of the brand: its currency, its term unit and its rates (brands/). */
export interface OfferPricing {
  currency: string;
  period: { scale: PeriodScale };
  pricing: Pricing;
}

/**
 * The offer an accepted application gets: the amount and term it asked for, priced with the brand's rates by the
 * cost panel's own formula, so the applicant sees the figures they were shown before applying. None when the
 * application holds no usable amount or term.
 */
export function offerFor(lead: LoanApplication, brand: OfferPricing): Offer | undefined {
  const { amount, period } = lead;
  if (amount === undefined || period === undefined) return undefined;
  if (!(amount > 0) || !Number.isInteger(period) || period <= 0) return undefined;
  const scale = brand.period.scale;
  const cost = loanCost({ amount, period, scale }, brand.pricing);
  return {
    amount,
    period,
    periodScale: scale,
    instalments: cost.instalments,
    instalment: cost.instalment,
    totalRepayable: cost.total,
    apr: cost.apr,
    currency: brand.currency,
  };
}
