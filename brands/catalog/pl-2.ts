import type { BrandLayer } from '../schema';

/** A first-loan-free product: smaller amounts at 0 %, as is common for a first loan in Poland. */
export const brand: BrandLayer = {
  id: 'pl-2',
  productId: 'pl-2-first-loan',
  displayName: 'Brand PL 2',
  footerText: 'Brand PL 2',
  siteOrigin: 'https://pl-2.example',
  supportEmail: 'pomoc@pl-2.example',
  page: {
    title: 'Pierwsza pożyczka za darmo',
    description:
      'Pierwsza pożyczka bez odsetek i opłat – wypełnij wniosek online i otrzymaj decyzję w kilka minut.',
    keywords: 'pierwsza pożyczka za darmo, darmowa chwilówka, pożyczka online, pożyczka 0%',
  },
  flow: 'classic',
  amount: { default: 500, min: 100, max: 3_000, step: 100 },
  pricing: { annualRatePercent: 0, fixedFee: 0 },
  theme: { primary: '#4a2c82', accent: '#8a5400', background: '#f6f4fa' },
};
