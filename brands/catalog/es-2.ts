import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'es-2',
  productId: 'es-2-cash',
  displayName: 'Brand ES 2',
  footerText: 'Brand ES 2',
  siteOrigin: 'https://es-2.example',
  supportEmail: 'ayuda@es-2.example',
  page: {
    title: 'Minicréditos online al momento',
    description:
      'Solicita tu minicrédito online en pocos minutos, con el coste total claro desde el principio.',
    keywords: 'minicréditos, préstamos rápidos, créditos online, dinero rápido',
  },
  flow: 'classic',
  theme: { primary: '#5d3a9b', accent: '#a8430f' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-39EB496',
    googleAdsSendTo: 'AW-3941496423/718a956a892c',
    metaPixelId: '7180956089223975',
    tiktokPixelId: '397FFB6C0F943A59F802',
    posthogKey: 'phc_af9a178029920ef855469c52cff9f037a1ad9fc2aaf',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
