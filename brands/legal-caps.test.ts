import { describe, expect, it } from 'vitest';
import { resolveBrand } from './resolve';
import { BRAND_IDS, type BrandConfig } from './schema';

/**
 * The representative example (brand.pricing) must stay within each market's legal cap (behaviour §9
 * "Prices and legal caps") at every corner of the brand's amount and period ranges. The arithmetic mirrors
 * the cost panel's: simple interest and one repayment for day loans, an annuity for month loans, the fixed
 * fee added once; the APR is effective (compounded over a year).
 */
type Example = {
  amount: number;
  days: number;
  interest: number;
  fees: number;
  total: number;
  aprPercent: number;
};

function example({ pricing, period }: BrandConfig, amount: number, length: number): Example {
  const rate = pricing.annualRatePercent / 100;
  if (period.scale === 'days') {
    const interest = (amount * rate * length) / 365;
    const total = amount + interest + pricing.fixedFee;
    return {
      amount,
      days: length,
      interest,
      fees: pricing.fixedFee,
      total,
      aprPercent: ((total / amount) ** (365 / length) - 1) * 100,
    };
  }
  const r = rate / 12;
  const base = r === 0 ? amount / length : (amount * r) / (1 - (1 + r) ** -length);
  const instalment = base + pricing.fixedFee / length;
  const total = instalment * length;
  // Monthly IRR by bisection, then compounded.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    const pv = mid === 0 ? instalment * length : (instalment * (1 - (1 + mid) ** -length)) / mid;
    if (pv > amount) lo = mid;
    else hi = mid;
  }
  return {
    amount,
    days: Math.round((length * 365) / 12),
    interest: total - amount - pricing.fixedFee,
    fees: pricing.fixedFee,
    total,
    aprPercent: ((1 + lo) ** 12 - 1) * 100,
  };
}

function corners(config: BrandConfig): Example[] {
  const { amount, period } = config;
  const out: Example[] = [];
  for (const a of [amount.min, amount.default, amount.max]) {
    for (const p of [period.min, period.default, period.max]) out.push(example(config, a, p));
  }
  return out;
}

/** Conservative readings of each cap; ⚠ values are estimates with a margin. */
const CAPS: Record<BrandConfig['country'], (c: BrandConfig, e: Example) => void> = {
  // Civil Code art. 468: at most 20 %/year.
  VN: (c) => expect(c.pricing.annualRatePercent).toBeLessThanOrEqual(20),
  // Usury rate about 25 % effective annual (late 2025 ⚠); keep under 25 %.
  CO: (_c, e) => expect(e.aprPercent).toBeLessThan(25),
  // BSP Circular 1133: interest <= 6 %/month, all-in <= 15 %/month, total cost <= 100 % of principal.
  PH: (c, e) => {
    expect(c.pricing.annualRatePercent).toBeLessThanOrEqual(72);
    const months = Math.max(1, e.days / 30);
    expect((e.interest + e.fees) / e.amount / months).toBeLessThanOrEqual(0.15);
    expect(e.total - e.amount).toBeLessThanOrEqual(e.amount);
  },
  // Interest <= 2 x (NBP reference + 3.5 pp), >= 14 % while the reference rate is >= 3.5 %;
  // non-interest costs <= 10 % + 10 % x days/365 of the amount, never over 45 %.
  PL: (c, e) => {
    expect(c.pricing.annualRatePercent).toBeLessThanOrEqual(14);
    const nonInterestCap = Math.min(0.45, 0.1 + (0.1 * e.days) / 365) * e.amount;
    expect(e.fees).toBeLessThanOrEqual(nonInterestCap);
  },
  // APR <= NBR lending-facility rate (7.5 % in 2025 ⚠) + 27 pp; total repaid <= 2 x principal.
  RO: (_c, e) => {
    expect(e.aprPercent).toBeLessThanOrEqual(34.5);
    expect(e.total).toBeLessThanOrEqual(2 * e.amount);
  },
  // No fixed cap (usury / §138 BGB case law; Mexico shows the CAT): only sanity bounds.
  ES: (_c, e) => expect(e.total).toBeLessThanOrEqual(2 * e.amount),
  DE: (_c, e) => expect(e.total).toBeLessThanOrEqual(2 * e.amount),
  MX: (_c, e) => expect(e.total).toBeLessThanOrEqual(2 * e.amount),
};

describe.each(BRAND_IDS)('%s representative example is within the legal cap', (id) => {
  it('at every corner of its amount and period ranges', () => {
    const config = resolveBrand(id);
    for (const e of corners(config)) CAPS[config.country](config, e);
  });
});

describe('cap arithmetic', () => {
  it('computes day and month examples like the cost panel', () => {
    const vn = resolveBrand('vn-1');
    const e = example(vn, 1_000_000, 73);
    expect(e.interest).toBeCloseTo(40_000, 6);
    expect(e.total).toBeCloseTo(1_040_000, 6);
    const es3 = resolveBrand('es-3');
    const m = example(es3, 1_200, 12);
    // 19 %/year nominal monthly is 20.75 % effective.
    expect(m.aprPercent).toBeCloseTo(20.75, 1);
  });
});
