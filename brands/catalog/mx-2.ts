import type { BrandLayer } from '../schema';

/** Mid-size amounts over 15-60 days. */
export const brand: BrandLayer = {
  id: 'mx-2',
  productId: 'mx-2-cash',
  displayName: 'Brand MX 2',
  footerText: 'Brand MX 2',
  siteOrigin: 'https://mx-2.example',
  supportEmail: 'ayuda@mx-2.example',
  page: {
    title: 'Préstamo rápido sin complicaciones',
    description:
      'Pide tu préstamo desde tu celular, consulta el CAT antes de aceptar y recibe una respuesta el mismo día.',
    keywords: 'préstamo rápido, crédito en línea, préstamo desde el celular, dinero urgente',
  },
  flow: 'classic',
  amount: { default: 4_000, min: 1_000, max: 15_000, step: 500 },
  period: { default: 30, min: 15, max: 60, step: 1 },
  theme: { primary: '#a3164f', accent: '#2b5d8a', background: '#fbf6f8' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-E4708C5',
    googleAdsSendTo: 'AW-4470825462/8bBd7d069b6a',
    metaPixelId: '8113730691603247',
    tiktokPixelId: '3C47B28487451AB44F6A',
    posthogKey: 'phc_faf52098821998e5fec8b7426f14a083460b7331748',
    posthogHost: 'https://us.i.posthog.com',
  },
};
