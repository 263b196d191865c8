import type { BrandLayer } from '../schema';
import { classicSteps } from '../steps';

/**
 * Colombia: short online loans of 100,000-1,200,000 COP over 5-90 days.
 * Interest must stay under the usury rate (tasa de usura, about 25 % effective annual in late 2025 ⚠), so the
 * representative example uses 21 %/year nominal and no fee: about 23 % effective (efectivo anual) even
 * for the shortest loans.
 */
export const co: BrandLayer = {
  country: 'CO',
  locale: 'co',
  currency: 'COP',
  currencyName: 'peso',
  phonePrefix: '+57',
  amount: { default: 500_000, min: 100_000, max: 1_200_000, step: 10_000 },
  period: { default: 30, min: 5, max: 90, step: 1, scale: 'days' },
  pricing: { annualRatePercent: 21, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 48 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 50, retargeting: true, abandonment: true, sessionReplay: false },
  termsPath: '/terminos-y-condiciones/',
  privacyPath: '/politica-de-privacidad/',
  environments: { production: { logging: { sessionReplay: true } } },
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-co.example'],
  // Two surnames are usual in Colombia too; by law (Ley 2300 de 2023) the reference person is never contacted.
  steps: classicSteps({ secondSurname: true, referenceNotice: 'references>coNotice' }),
};
