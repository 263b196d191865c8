import type { BrandLayer } from './schema';
import { classicSteps } from './steps';

/** The lowest layer: what every brand has unless its country or its own file says otherwise. */
export const defaults: BrandLayer = {
  period: { scale: 'days' },
  pricing: { annualRatePercent: 0, fixedFee: 0 },
  affiliateReferenceExpiryHours: 720,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 24 * 60 * 60 * 1000,
  logging: { logSessionPercentage: 0, retargeting: false, abandonment: false, sessionReplay: false },
  staticAffiliateRefName: 'static',
  termsPath: '/terms/',
  privacyPath: '/privacy/',
  theme: {
    primary: '#1f4e8c',
    primaryText: '#ffffff',
    accent: '#0b6e4f',
    background: '#f6f7f9',
    surface: '#ffffff',
    text: '#1a1d21',
    mutedText: '#4a5361',
    error: '#b3261e',
    neutral: '#6b7280',
  },
  logo: 'logo.svg',
  favicon: 'favicon.svg',
  flow: 'classic',
  // The classic steps; a country file replaces the list where its law or market differs.
  steps: classicSteps(),
  tracking: { gtmId: '', googleAdsSendTo: '', metaPixelId: '', tiktokPixelId: '', posthogKey: '', posthogHost: '' },
  api: { host: '', basePath: '/api' },
  // The reference API's own contract (docs/backend.md); a brand or an environment may choose `spec`.
  backendProfile: 'keyed',
  embeddingOrigins: [],
  redirectHosts: [],
  nameOrder: 'given-first',
};
