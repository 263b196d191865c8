import type { BrandLayer } from '../schema';
import { classicSteps } from '../steps';

/**
 * Romania: 200-4,000 lei over 7-60 days (market range not confirmed). The APR may not exceed the NBR
 * lending-facility rate + 27 pp (about 34.5 % in 2025); loans up to 25,000 lei have daily-cost caps and may
 * never cost more than the principal. The representative example uses 25 %/year without fees, which keeps
 * the APR under 29 % for every period.
 */
export const ro: BrandLayer = {
  country: 'RO',
  locale: 'ro',
  currency: 'RON',
  currencyName: 'leu',
  phonePrefix: '+40',
  // The national id encodes the birth date and sex: it is asked first and fills them in.
  steps: classicSteps({ idFirst: true }),
  amount: { default: 1_000, min: 200, max: 4_000, step: 50 },
  period: { default: 30, min: 7, max: 60, step: 1, scale: 'days' },
  pricing: { annualRatePercent: 25, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 48 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 25, retargeting: true, abandonment: true, sessionReplay: false },
  termsPath: '/termeni-si-conditii/',
  privacyPath: '/politica-de-confidentialitate/',
  environments: { production: { logging: { sessionReplay: true } } },
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-ro.example'],
};
