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
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-168055C',
    googleAdsSendTo: 'AW-1680552208/E5F6663466Ac',
    metaPixelId: '4556663466022857',
    tiktokPixelId: '285720C2F34B7232AE20',
    posthogKey: 'phc_de494cc54de56627170db2eadc1998ec61ff5dd5306',
    posthogHost: 'https://us.i.posthog.com',
  },
};
