import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'co-1',
  productId: 'co-1-cash',
  displayName: 'Brand CO 1',
  footerText: 'Brand CO 1',
  siteOrigin: 'https://co-1.example',
  supportEmail: 'ayuda@co-1.example',
  page: {
    title: 'Préstamos en línea rápidos y seguros',
    description:
      'Solicita tu préstamo en línea en pocos minutos, sin filas ni papeleo, y recibe el dinero en tu cuenta o billetera digital.',
    keywords: 'préstamos en línea, crédito rápido, préstamo inmediato, préstamos Colombia',
  },
  flow: 'classic',
  theme: { primary: '#7b1e7a', accent: '#1f6f43' },
};
