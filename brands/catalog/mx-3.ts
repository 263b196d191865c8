import type { BrandLayer } from '../schema';

/** An instalment product: larger amounts repaid monthly over 3-12 months. */
export const brand: BrandLayer = {
  id: 'mx-3',
  productId: 'mx-3-instalment',
  displayName: 'Brand MX 3',
  footerText: 'Brand MX 3',
  siteOrigin: 'https://mx-3.example',
  supportEmail: 'ayuda@mx-3.example',
  page: {
    title: 'Préstamos a pagos fijos mensuales',
    description:
      'Solicita un préstamo en línea y págalo en cómodas mensualidades fijas, con el costo total claro desde el inicio.',
    keywords: 'préstamo en mensualidades, préstamo a plazos, crédito personal en línea, pagos fijos',
  },
  flow: 'classic',
  amount: { default: 10_000, min: 3_000, max: 30_000, step: 1_000 },
  period: { default: 6, min: 3, max: 12, step: 1, scale: 'months' },
  pricing: { annualRatePercent: 75, fixedFee: 0 },
  theme: { primary: '#6b4e16', accent: '#0f6b6b' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-B431C79',
    googleAdsSendTo: 'AW-1431279521/8f6bF68b0094',
    metaPixelId: '8561568100943519',
    tiktokPixelId: 'D519E7DC09AF6CC07178',
    posthogKey: 'phc_dd268cd3a9db3a82fd8037ea831afa18788adc44be1',
    posthogHost: 'https://us.i.posthog.com',
  },
};
