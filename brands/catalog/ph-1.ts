import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'ph-1',
  productId: 'ph-1-cash',
  displayName: 'Brand PH 1',
  footerText: 'Brand PH 1',
  siteOrigin: 'https://ph-1.example',
  supportEmail: 'help@ph-1.example',
  page: {
    title: 'Fast online cash loans',
    description:
      'Apply for a cash loan online in minutes and receive the money in your bank account or e-wallet.',
    keywords: 'online loan, cash loan, fast loan, personal loan Philippines',
  },
  flow: 'classic',
  theme: { primary: '#0038a8', accent: '#8a5a00' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-D4A5EC1',
    googleAdsSendTo: 'AW-3405421350/721d9c83B492',
    metaPixelId: '7213928314922715',
    tiktokPixelId: 'C7B500DD228084397DBC',
    posthogKey: 'phc_bc28f6a4a934f3f723ed6cd8d76a47cfbb570ef681c',
    posthogHost: 'https://us.i.posthog.com',
  },
};
