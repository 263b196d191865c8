import type { BrandLayer } from '../schema';
import { classicSteps } from '../steps';

/**
 * Spain: 50-1,000 € over 7-30 days. No fixed cap (usury is judged case by case against the average market
 * rate), so the representative example uses a moderate 22 %/year without fees.
 */
export const es: BrandLayer = {
  country: 'ES',
  locale: 'es',
  currency: 'EUR',
  currencyName: 'euro',
  phonePrefix: '+34',
  amount: { default: 300, min: 50, max: 1_000, step: 10 },
  period: { default: 30, min: 7, max: 30, step: 1, scale: 'days' },
  pricing: { annualRatePercent: 22, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 48 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 25, retargeting: true, abandonment: true, sessionReplay: false },
  termsPath: '/terminos-y-condiciones/',
  privacyPath: '/politica-de-privacidad/',
  environments: { production: { logging: { sessionReplay: true } } },
  // Two surnames are usual in Spanish-speaking countries.
  steps: classicSteps({ secondSurname: true }),
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-es.example'],
};
