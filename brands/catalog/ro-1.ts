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
};
