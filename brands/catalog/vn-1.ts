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
};
