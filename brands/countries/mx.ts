import type { BrandLayer } from '../schema';
import { classicSteps } from '../steps';

/**
 * Mexico: about 500-20,000 MXN over 7-90 days. No interest cap, but the CAT (costo anual total) must be
 * shown; the representative example uses 90 %/year without fees.
 */
export const mx: BrandLayer = {
  country: 'MX',
  locale: 'mx',
  currency: 'MXN',
  currencyName: 'peso',
  phonePrefix: '+52',
  amount: { default: 3_000, min: 500, max: 20_000, step: 100 },
  period: { default: 30, min: 7, max: 90, step: 1, scale: 'days' },
  pricing: { annualRatePercent: 90, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 48 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 50, retargeting: true, abandonment: true, sessionReplay: false },
  termsPath: '/terminos-y-condiciones/',
  privacyPath: '/aviso-de-privacidad/',
  environments: { production: { logging: { sessionReplay: true } } },
  // Two surnames are usual in Spanish-speaking countries.
  // The CURP encodes the birth date and sex: it is asked first and fills them in.
  steps: classicSteps({ secondSurname: true, idFirst: true }),
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-mx.example'],
};
