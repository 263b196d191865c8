import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'ro-1',
  productId: 'ro-1-cash',
  displayName: 'Brand RO 1',
  footerText: 'Brand RO 1',
  siteOrigin: 'https://ro-1.example',
  supportEmail: 'ajutor@ro-1.example',
  page: {
    title: 'Credit rapid online',
    description:
      'Solicită un credit rapid online în câteva minute și află costul total înainte de a semna contractul.',
    keywords: 'credit rapid, credit online, împrumut rapid, împrumut online',
  },
  flow: 'classic',
  theme: { primary: '#002b7f', accent: '#8f4d00' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-B7ADFDE',
    googleAdsSendTo: 'AW-1703534142/9755EaCb3e0e',
    metaPixelId: '9755402134044886',
    tiktokPixelId: 'E886C7457D4C2C2030A6',
    posthogKey: 'phc_15d6e8a6bcb1fe198d1b2f340ca4e236c9a5dc96137',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
