import type { BrandLayer } from '../schema';

/** The dynamic-form flow with small, short loans. */
export const brand: BrandLayer = {
  id: 'es-5',
  productId: 'es-5-cash',
  displayName: 'Brand ES 5',
  footerText: 'Brand ES 5',
  siteOrigin: 'https://es-5.example',
  supportEmail: 'ayuda@es-5.example',
  page: {
    title: 'Préstamo online en pocos pasos',
    description:
      'Responde unas preguntas sencillas, una por pantalla, y solicita tu préstamo online en pocos minutos.',
    keywords: 'préstamo online, préstamo rápido, minipréstamo, solicitud de préstamo',
  },
  flow: 'dynamic',
  amount: { default: 250, min: 50, max: 800, step: 50 },
  period: { default: 15, min: 5, max: 30, step: 1 },
  theme: { primary: '#0f4c81', accent: '#a8155a' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-2D74DE5',
    googleAdsSendTo: 'AW-2374345015/3076547aDcCa',
    metaPixelId: '3076547032200104',
    tiktokPixelId: '01AEE90FB81D9A98A2B1',
    posthogKey: 'phc_3eb4ee6cc7427a14efe7990a71856cc5f540a9ebdc2',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
