import type { BrandLayer } from '../schema';

/** Vietnam: the only country the spec configures in detail (§9 "Vietnam configuration"). */
export const vn: BrandLayer = {
  country: 'VN',
  locale: 'vn',
  currency: 'VND',
  currencyName: 'dong',
  phonePrefix: '+84',
  // Vietnamese names are written family name first ("Nguyễn Văn An"): the form asks them in that order.
  nameOrder: 'family-first',
  amount: { default: 1_000_000, min: 500_000, max: 20_000_000, step: 100 },
  period: { default: 73, min: 61, max: 90, step: 1, scale: 'days' },
  affiliateReferenceExpiryHours: 480,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 24 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 100, retargeting: true, abandonment: true, sessionReplay: false },
  termsPath: '/quy-dinh-dich-vu/',
  privacyPath: '/chinh-sach-bao-mat/',
  // Civil Code art. 468 caps interest at 20 %/year.
  pricing: { annualRatePercent: 20, fixedFee: 0 },
  environments: { production: { logging: { sessionReplay: true } } },
  // The partner the decision engine may send an applicant on to (placeholder host an operator replaces).
  redirectHosts: ['partner-vn.example'],
};
