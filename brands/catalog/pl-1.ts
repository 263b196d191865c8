import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'pl-1',
  productId: 'pl-1-cash',
  displayName: 'Brand PL 1',
  footerText: 'Brand PL 1',
  siteOrigin: 'https://pl-1.example',
  supportEmail: 'pomoc@pl-1.example',
  page: {
    title: 'Szybka pożyczka online',
    description:
      'Złóż wniosek o pożyczkę przez internet w kilka minut i poznaj pełny koszt przed podpisaniem umowy.',
    keywords: 'pożyczka online, szybka pożyczka, chwilówka, pożyczka przez internet',
  },
  flow: 'classic',
  theme: { primary: '#a4142f', accent: '#2f5f8f' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-C5DE86B',
    googleAdsSendTo: 'AW-2534861580/76404c89Bc60',
    metaPixelId: '7640428912601139',
    tiktokPixelId: 'B139892F4C517BB23EC8',
    posthogKey: 'phc_d449dd7aa8fe70d60a47773947c9bbc1151b09d674e',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
