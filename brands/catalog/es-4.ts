import type { BrandLayer } from '../schema';

/** Larger amounts over up to 45 days. */
export const brand: BrandLayer = {
  id: 'es-4',
  productId: 'es-4-cash',
  displayName: 'Brand ES 4',
  footerText: 'Brand ES 4',
  siteOrigin: 'https://es-4.example',
  supportEmail: 'ayuda@es-4.example',
  page: {
    title: 'Préstamos rápidos online hasta fin de mes',
    description:
      'Consigue el dinero que necesitas con un préstamo rápido online y devuélvelo en un solo pago.',
    keywords: 'préstamos rápidos, préstamo online, crédito rápido, préstamo urgente',
  },
  flow: 'classic',
  amount: { default: 500, min: 100, max: 1_500, step: 50 },
  period: { default: 30, min: 7, max: 45, step: 1 },
  theme: { primary: '#9a3412', accent: '#1e4f7a' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-1EC3D84',
    googleAdsSendTo: 'AW-1423384093/6d506aC82b7c',
    metaPixelId: '6350602821727225',
    tiktokPixelId: '72259EB564B2E862D9EE',
    posthogKey: 'phc_f67fc65d287e58188124fcd9b83fa10147b87b46851',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
