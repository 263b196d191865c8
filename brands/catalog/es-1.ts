import type { BrandLayer } from '../schema';

/** A first-loan product: up to 300 € at 0 %, as Spanish lenders often offer to new customers. */
export const brand: BrandLayer = {
  id: 'es-1',
  productId: 'es-1-cash',
  displayName: 'Brand ES 1',
  footerText: 'Brand ES 1',
  siteOrigin: 'https://es-1.example',
  supportEmail: 'ayuda@es-1.example',
  page: {
    title: 'Tu primer préstamo gratis',
    description:
      'Pide tu primer préstamo online sin intereses ni comisiones y recibe una respuesta en minutos.',
    keywords: 'primer préstamo gratis, minicrédito, préstamo online, préstamo sin intereses',
  },
  flow: 'classic',
  amount: { default: 200, min: 50, max: 300, step: 10 },
  pricing: { annualRatePercent: 0, fixedFee: 0 },
  theme: { primary: '#c0392b', accent: '#1a5e8a' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-9300BCC',
    googleAdsSendTo: 'AW-9300122108/90D9Ac1190F8',
    metaPixelId: '9039021190582233',
    tiktokPixelId: 'C23DC9CC5D7EC2DB0CB2',
    posthogKey: 'phc_1a6d3f1f17ac7585fd460def2d7387376d2ff09f74f',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
