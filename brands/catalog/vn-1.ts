import type { BrandLayer } from '../schema';

export const brand: BrandLayer = {
  id: 'vn-1',
  productId: 'vn-1-cash',
  displayName: 'Brand VN 1',
  footerText: 'Brand VN 1',
  siteOrigin: 'https://vn-1.example',
  supportEmail: 'hotro@vn-1.example',
  page: {
    title: 'Vay tiền trực tuyến nhanh',
    description: 'Đăng ký khoản vay trực tuyến trong vài phút.',
    keywords: 'vay tiền, vay trực tuyến, khoản vay',
  },
  flow: 'dynamic',
  theme: { primary: '#0d5c63', accent: '#b5472b' },
  // The brand's tags (docs/decisions/0036-consent-and-tags.md): each loads only with the visitor's consent.
  tracking: {
    gtmId: 'GTM-A69B7A3',
    googleAdsSendTo: 'AW-0691703140/7cD5B8Fb6f22',
    metaPixelId: '7235185165225008',
    tiktokPixelId: '50A829F5EC07007DDA57',
    posthogKey: 'phc_f0b98d54807dcdd8737d86f20faf83b237ddc61ab06',
    posthogHost: 'https://us.i.posthog.com',
  },
};
