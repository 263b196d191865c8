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
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-F5D8E66',
    googleAdsSendTo: 'AW-5538466138/570cCa05BdF9',
    metaPixelId: '5702200513595730',
    tiktokPixelId: 'F73A5266E858599A8C5B',
    posthogKey: 'phc_16dcf009b98dcaf7ea5c0818320be1cf74e062a4291',
    posthogHost: 'https://eu.i.posthog.com',
  },
};
