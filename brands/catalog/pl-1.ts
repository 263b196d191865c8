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
};
