import { countries, type CountryKey } from '../../../brands/countries';
import { loanCost, type Pricing } from '../../../contract/loan-cost';
import {
  OFFER_CHOICE_SCREENS,
  type ChoiceOffer,
  type OfferChoiceRoute,
  type OfferChoicesAnswer,
} from '../../../contract/offer-choices';
import type { OfferPricing } from './offer';
import { idHash } from './partners';

type Range = { min: number; max: number; step: number };

/** What the offers need of the brand: its pricing, currency and term unit, and the amounts and terms it lends. */
export interface ChoiceBrand extends OfferPricing {
  /** The brand's id ('es-1'): its country's market pricing is the lenders' base where the brand lends for free. */
  id?: string;
  amount: Range;
  period: Range & OfferPricing['period'];
}

export interface Terms {
  amount: number;
  period: number;
}

/**
 * Each lender's pricing as a variant of the brand's (contract/loan-cost.ts does the rest): the nominal rate and the
 * fee scaled. The lead id picks where in this list a screen starts, so a lead always sees the same offers.
 */
const VARIANTS: readonly { rate: number; fee: number }[] = [
  { rate: 1, fee: 1 },
  { rate: 0.85, fee: 1.5 },
  { rate: 1.15, fee: 0.5 },
  { rate: 0.95, fee: 0 },
  { rate: 1.3, fee: 0 },
];

/** IPF Digital's second option: this share of the amount asked for, rounded down to the brand's step. */
const SMALLER_OPTION_SHARE = 0.75;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The pricing of offer `index` of a screen for a lead. */
export function pricingOf(base: Pricing, leadId: string, route: OfferChoiceRoute, index: number): Pricing {
  const variant = VARIANTS[(idHash(`${leadId}${route}`) + index) % VARIANTS.length]!;
  return {
    annualRatePercent: round2(base.annualRatePercent * variant.rate),
    fixedFee: round2(base.fixedFee * variant.fee),
  };
}

/** The amounts a screen offers: the one asked for, and for IPF Digital a smaller one when the brand lends it. */
function amountsOf(route: OfferChoiceRoute, terms: Terms, brand: ChoiceBrand): number[] {
  const { offers } = OFFER_CHOICE_SCREENS[route];
  if (offers === 1 || route !== '/ipfd-offer-choice') return Array<number>(offers).fill(terms.amount);
  const step = brand.amount.step > 0 ? brand.amount.step : 1;
  const smaller = Math.floor((terms.amount * SMALLER_OPTION_SHARE) / step) * step;
  return smaller >= brand.amount.min && smaller < terms.amount ? [terms.amount, smaller] : [terms.amount];
}

/**
 * What the lenders on a brand's screens price from: the brand's pricing, except a brand's free first loan (0 %, no
 * fee), which is the brand's own promise and no lender's: there they start from the country's market example
 * (docs/decisions/0031).
 */
export function lenderBase(brand: ChoiceBrand): Pricing {
  const free = brand.pricing.annualRatePercent === 0 && brand.pricing.fixedFee === 0;
  const market = brand.id ? countries[brand.id.slice(0, 2) as CountryKey]?.pricing : undefined;
  return free && market?.annualRatePercent !== undefined
    ? { annualRatePercent: market.annualRatePercent, fixedFee: market.fixedFee ?? 0 }
    : brand.pricing;
}

/** The offers of a screen for a lead and terms, each priced by the one formula (loanCost) with its own rates. */
export function offerChoicesFor(
  route: OfferChoiceRoute,
  leadId: string,
  terms: Terms,
  brand: ChoiceBrand,
): ChoiceOffer[] {
  const { banks } = OFFER_CHOICE_SCREENS[route];
  const scale = brand.period.scale;
  return amountsOf(route, terms, brand).map((amount, index) => {
    const pricing = pricingOf(lenderBase(brand), leadId, route, index);
    const cost = loanCost({ amount, period: terms.period, scale }, pricing);
    return {
      id: `${route.slice(1)}-${index + 1}-${amount}-${terms.period}`,
      lender: banks[index % banks.length]!,
      amount,
      period: terms.period,
      periodScale: scale,
      instalments: cost.instalments,
      instalment: cost.instalment,
      totalRepayable: cost.total,
      nominalRate: pricing.annualRatePercent,
      apr: cost.apr,
      fees: cost.fees,
      currency: brand.currency,
    };
  });
}

/** The terms the applicant may choose on a screen that lets them change the offer (the brand's ranges). */
export function limitsOf(route: OfferChoiceRoute, brand: ChoiceBrand): OfferChoicesAnswer['limits'] {
  if (!OFFER_CHOICE_SCREENS[route].updatePath) return undefined;
  const range = ({ min, max, step }: Range): Range => ({ min, max, step });
  return { amount: range(brand.amount), period: range(brand.period) };
}

/** Whether `terms` are within `limits`: on the range, on its step. */
export function withinLimits(value: number, range: Range): boolean {
  if (value < range.min || value > range.max) return false;
  const steps = (value - range.min) / (range.step > 0 ? range.step : 1);
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
