import type { BrandLayer } from '../schema';

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
  // Two surnames are usual in Spanish-speaking countries; the national id (DNI/NIE, CURP) goes with personal details.
  steps: [
    { path: '/personal-details', dataPoints: ['first-name', 'last-name', 'second-last-name', 'date-of-birth', 'gender', 'personal-code'] },
    {
      path: '/contact-details',
      dataPoints: ['email', 'phone-number', 'postal-code', 'city', 'province', 'street', 'house-number', 'flat-number', 'marketing-consents', 'general-policies'],
    },
    { path: '/income-details', dataPoints: ['monthly-income', 'income-source', 'income-payday', 'bank-account'] },
    { path: '/other-information', dataPoints: ['loan-purpose', 'marital-status', 'dependants', 'housing-tenure', 'monthly-expenses'] },
    { path: '/reference-information', dataPoints: ['reference-type', 'reference-name', 'reference-phone-number'] },
  ],
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-mx.example'],
};
