import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'mx-1',
  productId: 'mx-1-cash',
  displayName: 'Brand MX 1',
  footerText: 'Brand MX 1',
  siteOrigin: 'https://mx-1.example',
  supportEmail: 'ayuda@mx-1.example',
  page: {
    title: 'Préstamos personales en línea',
    description:
      'Solicita tu préstamo personal en línea en minutos y recibe el dinero en tu cuenta por transferencia.',
    keywords: 'préstamos en línea, préstamos personales, préstamo rápido, préstamos México',
  },
  flow: 'classic',
  theme: { primary: '#1e6b2e', accent: '#9c2a6b' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-F40EE4E',
    googleAdsSendTo: 'AW-5404444115/E71284Eb5eFf',
    metaPixelId: '4712844154554514',
    tiktokPixelId: '4FBE9DCC462F59CE921E',
    posthogKey: 'phc_0fca106eed84bfb9b5d8f914fc08c03ced3d8cff6f6',
    posthogHost: 'https://us.i.posthog.com',
  },
};
