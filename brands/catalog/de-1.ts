import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'de-1',
  productId: 'de-1-cash',
  displayName: 'Brand DE 1',
  footerText: 'Brand DE 1',
  siteOrigin: 'https://de-1.example',
  supportEmail: 'hilfe@de-1.example',
  page: {
    title: 'Kleinkredit online beantragen',
    description:
      'Beantragen Sie Ihren Kleinkredit in wenigen Minuten online – transparente Kosten und schnelle Entscheidung.',
    keywords: 'Kleinkredit, Minikredit, Kredit online, Sofortkredit',
  },
  flow: 'dynamic',
  theme: {
    primary: '#1b365d',
    accent: '#8c3b12',
    background: '#f3f5f8',
    text: '#14213d',
    mutedText: '#46536b',
  },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-CC6C7A2',
    googleAdsSendTo: 'AW-2262702430/Aa98Ff5a18A6',
    metaPixelId: '0098555018068455',
    tiktokPixelId: '8E5561D34EE393925D36',
    posthogKey: 'phc_289895101ed0eb9ff0e89c9f4bcb0552f3dd7495f6f',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
