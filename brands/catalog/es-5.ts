import type { BrandLayer } from '../schema';

/** The dynamic-form flow with small, short loans. */
export const brand: BrandLayer = {
  id: 'es-5',
  productId: 'es-5-cash',
  displayName: 'Brand ES 5',
  footerText: 'Brand ES 5',
  siteOrigin: 'https://es-5.example',
  supportEmail: 'ayuda@es-5.example',
  page: {
    title: 'Préstamo online en pocos pasos',
    description:
      'Responde unas preguntas sencillas, una por pantalla, y solicita tu préstamo online en pocos minutos.',
    keywords: 'préstamo online, préstamo rápido, minipréstamo, solicitud de préstamo',
  },
  flow: 'dynamic',
  amount: { default: 250, min: 50, max: 800, step: 50 },
  period: { default: 15, min: 5, max: 30, step: 1 },
  theme: { primary: '#0f4c81', accent: '#a8155a' },
};
