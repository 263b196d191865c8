import type { BrandLayer } from '../schema';

/**
 * Germany: 100-1,500 € over 15-90 days. No fixed cap; §138 BGB case law treats a rate of about twice the
 * market average as usurious, so the representative example stays at 14.9 %/year without fees.
 * Retargeting and abandonment logging stay off (consent-heavy market); session replay only in production.
 */
export const de: BrandLayer = {
  country: 'DE',
  locale: 'de',
  currency: 'EUR',
  currencyName: 'euro',
  phonePrefix: '+49',
  amount: { default: 500, min: 100, max: 1_500, step: 50 },
  period: { default: 30, min: 15, max: 90, step: 1, scale: 'days' },
  pricing: { annualRatePercent: 14.9, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 72 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 10, retargeting: false, abandonment: false, sessionReplay: false },
  termsPath: '/agb/',
  privacyPath: '/datenschutz/',
  imprintPath: '/impressum/',
  environments: { production: { logging: { sessionReplay: true } } },
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-de.example'],
};
