import type { BrandLayer } from '../schema';

/** An instalment product: 300-3,000 € repaid monthly over 3-12 months. */
export const brand: BrandLayer = {
  id: 'es-3',
  productId: 'es-3-instalment',
  displayName: 'Brand ES 3',
  footerText: 'Brand ES 3',
  siteOrigin: 'https://es-3.example',
  supportEmail: 'ayuda@es-3.example',
  page: {
    title: 'Préstamos personales a plazos',
    description:
      'Pide un préstamo online y devuélvelo en cómodas cuotas mensuales, con la TAE y el coste total a la vista.',
    keywords: 'préstamo a plazos, préstamo personal, crédito en cuotas, préstamo online',
  },
  flow: 'classic',
  amount: { default: 1_000, min: 300, max: 3_000, step: 50 },
  period: { default: 6, min: 3, max: 12, step: 1, scale: 'months' },
  pricing: { annualRatePercent: 19, fixedFee: 0 },
  theme: { primary: '#14532d', accent: '#7a3e9d', background: '#f3f7f4', mutedText: '#415247' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-58739BB',
    googleAdsSendTo: 'AW-5873911705/6399B8F807Ca',
    metaPixelId: '6399185807202882',
    tiktokPixelId: 'C882A0C9FA6483551B90',
    posthogKey: 'phc_93ade054238fb2a8d0110ad794b0f077092e8dd5951',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
