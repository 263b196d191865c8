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
};
