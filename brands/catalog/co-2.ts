import type { BrandLayer } from '../schema';

/** A smaller, shorter product than co-1. */
export const brand: BrandLayer = {
  id: 'co-2',
  productId: 'co-2-cash',
  displayName: 'Brand CO 2',
  footerText: 'Brand CO 2',
  siteOrigin: 'https://co-2.example',
  supportEmail: 'ayuda@co-2.example',
  page: {
    title: 'Crédito rápido en línea para tus imprevistos',
    description:
      'Pide un crédito pequeño desde tu celular, conoce el costo total antes de firmar y paga en un solo pago.',
    keywords: 'crédito en línea, préstamo rápido, préstamo desde el celular, crédito de bajo monto',
  },
  flow: 'classic',
  amount: { default: 400_000, min: 150_000, max: 1_000_000, step: 50_000 },
  period: { default: 30, min: 15, max: 60, step: 1 },
  theme: { primary: '#0b5394', accent: '#a14b00' },
};
