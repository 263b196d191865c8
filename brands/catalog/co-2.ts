import type { BrandLayer } from '../schema';

/** A smaller, shorter product than co-1. */
export const brand: BrandLayer = {
  id: 'co-2',
  productId: 'co-2-cash',
  displayName: 'Brand CO 2',
  footerText: 'Brand CO 2',
  siteOrigin: 'https://co-2.example',
  supportEmail: 'ayuda@co-2.example',
  page: {
    title: 'Crédito rápido en línea para tus imprevistos',
    description:
      'Pide un crédito pequeño desde tu celular, conoce el costo total antes de firmar y paga en un solo pago.',
    keywords: 'crédito en línea, préstamo rápido, préstamo desde el celular, crédito de bajo monto',
  },
  flow: 'classic',
  amount: { default: 400_000, min: 150_000, max: 1_000_000, step: 50_000 },
  period: { default: 30, min: 15, max: 60, step: 1 },
  theme: { primary: '#0b5394', accent: '#a14b00' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-521284D',
    googleAdsSendTo: 'AW-5212843475/E17d0bF8C509',
    metaPixelId: '4173015825095541',
    tiktokPixelId: 'F5EBE98A48183D1832E9',
    posthogKey: 'phc_707167337ac879ac7c1c2c8998ae54d45c171429b0f',
    posthogHost: 'https://us.i.posthog.com',
  },
};
