import type { BrandLayer } from '../schema';

/**
 * Philippines: 1,000-25,000 PHP over 7 days to 6 months. BSP Circular 1133 caps interest at 6 %/month
 * (72 %/year), all-in cost at 15 %/month and total cost at 100 % of principal; the representative example
 * uses 5 %/month (60 %/year) and no fee.
 */
export const ph: BrandLayer = {
  country: 'PH',
  locale: 'ph',
  currency: 'PHP',
  currencyName: 'peso',
  phonePrefix: '+63',
  amount: { default: 5_000, min: 1_000, max: 25_000, step: 500 },
  period: { default: 30, min: 7, max: 180, step: 1, scale: 'days' },
  pricing: { annualRatePercent: 60, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 48 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 50, retargeting: true, abandonment: true, sessionReplay: false },
  termsPath: '/terms-and-conditions/',
  privacyPath: '/privacy-policy/',
  environments: { production: { logging: { sessionReplay: true } } },
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-ph.example'],
};
