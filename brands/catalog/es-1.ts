import type { BrandLayer } from '../schema';

/** A first-loan product: up to 300 € at 0 %, as Spanish lenders often offer to new customers. */
export const brand: BrandLayer = {
  id: 'es-1',
  productId: 'es-1-cash',
  displayName: 'Brand ES 1',
  footerText: 'Brand ES 1',
  siteOrigin: 'https://es-1.example',
  supportEmail: 'ayuda@es-1.example',
  page: {
    title: 'Tu primer préstamo gratis',
    description:
      'Pide tu primer préstamo online sin intereses ni comisiones y recibe una respuesta en minutos.',
    keywords: 'primer préstamo gratis, minicrédito, préstamo online, préstamo sin intereses',
  },
  flow: 'classic',
  amount: { default: 200, min: 50, max: 300, step: 10 },
  pricing: { annualRatePercent: 0, fixedFee: 0 },
  theme: { primary: '#c0392b', accent: '#1a5e8a' },
};
