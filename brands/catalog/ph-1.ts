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
};
