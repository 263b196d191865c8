import type { BrandLayer } from '../schema';
import { classicSteps } from '../steps';

/**
 * Poland: 100-5,000 PLN over 30-61 days. Interest is capped at 2 × (NBP reference rate + 3.5 pp), about
 * 14-15 %/year in 2025-2026; non-interest costs at 10 % + 10 % × days/365 of the amount (never over 45 %).
 * The representative example uses 12 %/year and no fee, which stays within both caps for every amount.
 */
export const pl: BrandLayer = {
  country: 'PL',
  locale: 'pl',
  currency: 'PLN',
  currencyName: 'złoty',
  phonePrefix: '+48',
  // The national id encodes the birth date and sex: it is asked first and fills them in.
  steps: classicSteps({ idFirst: true }),
  amount: { default: 1_000, min: 100, max: 5_000, step: 100 },
  period: { default: 30, min: 30, max: 61, step: 1, scale: 'days' },
  pricing: { annualRatePercent: 12, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 72 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 25, retargeting: true, abandonment: true, sessionReplay: false },
  termsPath: '/regulamin/',
  privacyPath: '/polityka-prywatnosci/',
  environments: { production: { logging: { sessionReplay: true } } },
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-pl.example'],
};
