import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'es-2',
  productId: 'es-2-cash',
  displayName: 'Brand ES 2',
  footerText: 'Brand ES 2',
  siteOrigin: 'https://es-2.example',
  supportEmail: 'ayuda@es-2.example',
  page: {
    title: 'Minicréditos online al momento',
    description:
      'Solicita tu minicrédito online en pocos minutos, con el coste total claro desde el principio.',
    keywords: 'minicréditos, préstamos rápidos, créditos online, dinero rápido',
  },
  flow: 'classic',
  theme: { primary: '#5d3a9b', accent: '#a8430f' },
};
