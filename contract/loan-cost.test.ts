import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from './testing/fuzz-runs';
import { loanCost } from './loan-cost';

describe('loanCost', () => {
  it('day loans repay once: principal plus simple interest plus fees', () => {
    const c = loanCost(
      { amount: 1_000_000, period: 73, scale: 'days' },
      { annualRatePercent: 20, fixedFee: 0 },
    );
    expect(c.interest).toBe(40_000);
    expect(c.total).toBe(1_040_000);
    expect(c.instalments).toBe(1);
    expect(c.apr).toBeCloseTo((1.04 ** (365 / 73) - 1) * 100, 1);
  });

  it('a 0 % loan without fees costs nothing and has APR 0', () => {
    const c = loanCost({ amount: 300, period: 30, scale: 'days' }, { annualRatePercent: 0, fixedFee: 0 });
    expect(c).toMatchObject({ total: 300, apr: 0 });
  });

  it('instalment loans: annuity whose APR equals the nominal rate compounded monthly', () => {
    const c = loanCost(
      { amount: 12_000, period: 12, scale: 'months' },
      { annualRatePercent: 12, fixedFee: 0 },
    );
    expect(c.instalment).toBeCloseTo(1066.19, 2);
    expect(c.apr).toBeCloseTo(12.68, 1);
  });

  describe('worked examples (behaviour §9 "Prices and legal caps")', () => {
    it('A1: 1,000 repaid with 1,200 after 546 days is 12.96 %', () => {
      const c = loanCost(
        { amount: 1000, period: 546, scale: 'days' },
        { annualRatePercent: 0, fixedFee: 200 },
      );
      expect(c.total).toBe(1200);
      expect(c.apr).toBe(12.96);
    });

    it('B1: 10,000 over 60 months at 3.95 % is 183.94 a month, APR 4.02 %', () => {
      const c = loanCost(
        { amount: 10_000, period: 60, scale: 'months' },
        { annualRatePercent: 3.95, fixedFee: 0 },
      );
      expect(c.instalment).toBe(183.94);
      expect(c.apr).toBeCloseTo(4.02, 1);
    });

    it('B2: 200,000 over 180 months at 7.5 % is 1,854.02 a month', () => {
      const c = loanCost(
        { amount: 200_000, period: 180, scale: 'months' },
        { annualRatePercent: 7.5, fixedFee: 0 },
      );
      expect(c.instalment).toBe(1854.02);
    });

    it('B3 without the fee: 10,000 over 36 months at 7 % is 308.77 a month, APR 7.2 %', () => {
      const c = loanCost(
        { amount: 10_000, period: 36, scale: 'months' },
        { annualRatePercent: 7, fixedFee: 0 },
      );
      expect(c.instalment).toBe(308.77);
      expect(c.apr).toBeCloseTo(7.23, 1);
    });

    it('C1: 300 repaid with 390 after 30 days is 2,333.9 %', () => {
      const c = loanCost({ amount: 300, period: 30, scale: 'days' }, { annualRatePercent: 365, fixedFee: 0 });
      expect(c.total).toBe(390);
      expect(c.apr).toBeCloseTo(2333.95, 1);
    });
  });

  it('total is never below the amount and APR never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.boolean(),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.integer({ min: 0, max: 500 }),
        (amount, period, days, rate, fee) => {
          const c = loanCost(
            { amount, period: days ? period : Math.ceil(period / 10), scale: days ? 'days' : 'months' },
            { annualRatePercent: rate, fixedFee: fee },
          );
          expect(c.total).toBeGreaterThanOrEqual(amount - 0.01 * c.instalments);
          expect(c.apr).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });
});
