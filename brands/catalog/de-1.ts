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
};
