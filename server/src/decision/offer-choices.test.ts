import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../brands/resolve';
import { offerChoicesFor } from './offer-choices';

const LEAD = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const offersOn = (id: 'es-1' | 'pl-1') => {
  const brand = resolveBrand(id, 'development');
  return offerChoicesFor(
    '/smava',
    LEAD,
    { amount: brand.amount.default, period: brand.period.default },
    brand,
  );
};

describe("the lenders' offers (docs/decisions/0031)", () => {
  it("differ as real lenders' do, also on a brand whose own first loan is free (es-1, 0 %)", () => {
    for (const id of ['es-1', 'pl-1'] as const) {
      const offers = offersOn(id);
      expect(new Set(offers.map((o) => o.totalRepayable)).size, id).toBe(offers.length);
      for (const offer of offers) expect(offer.apr, id).toBeGreaterThan(0);
    }
  });
});
