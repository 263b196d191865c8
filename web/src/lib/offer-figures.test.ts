import { describe, expect, it } from 'vitest';
import { loanCost, type LoanTerms, type Pricing } from '../../../contract/loan-cost';
import { formatMoney, formatPercent } from './format';
import type { ProductLocale } from './locale';

/**
 * The figures an offer shows, in each market's currency and locale: computed by the one formula behind the amount
 * picker's cost panel and every offer (contract/loan-cost.ts), then formatted as the page formats them. The
 * expected values were worked out apart from the code (annuity A = P·i / (1 − (1+i)^−n), APR by the EU Annex I
 * equation; behaviour §9 "Prices and legal caps"), and the instalment is rounded to the cent before the total is its sum, which is
 * what the applicant pays (Kelisto's B1 total, 11,036.38, is the unrounded annuity's).
 */
type Example = {
  name: string;
  locale: ProductLocale;
  currency: string;
  terms: LoanTerms;
  pricing: Pricing;
  instalment: string;
  total: string;
  apr: string;
};

const EXAMPLES: Example[] = [
  {
    name: 'ES, Kelisto B1: 10,000 € over 60 months at 3.95 % TIN',
    locale: 'es',
    currency: 'EUR',
    terms: { amount: 10_000, period: 60, scale: 'months' },
    pricing: { annualRatePercent: 3.95, fixedFee: 0 },
    instalment: '183,94 €',
    total: '11.036,40 €',
    apr: '4,02 %',
  },
  {
    name: 'DE, smava 2/3 example: 20,000 € over 84 months at 4.61 % Sollzins',
    locale: 'de',
    currency: 'EUR',
    terms: { amount: 20_000, period: 84, scale: 'months' },
    pricing: { annualRatePercent: 4.61, fixedFee: 0 },
    instalment: '279,03 €',
    total: '23.438,52 €',
    apr: '4,71 %',
  },
  {
    name: 'PL: 2,000 zł for 30 days at 12 %',
    locale: 'pl',
    currency: 'PLN',
    terms: { amount: 2000, period: 30, scale: 'days' },
    pricing: { annualRatePercent: 12, fixedFee: 0 },
    instalment: '2019,73 zł',
    total: '2019,73 zł',
    apr: '12,69%',
  },
  {
    name: 'RO, Annex III A1: 1,000 lei repaid with 1,200 after 546 days',
    locale: 'ro',
    currency: 'RON',
    terms: { amount: 1000, period: 546, scale: 'days' },
    pricing: { annualRatePercent: 0, fixedFee: 200 },
    instalment: '1.200,00 RON',
    total: '1.200,00 RON',
    apr: '12,96 %',
  },
  {
    name: 'MX: 5,000 pesos for 30 days at 90 %',
    locale: 'mx',
    currency: 'MXN',
    terms: { amount: 5000, period: 30, scale: 'days' },
    pricing: { annualRatePercent: 90, fixedFee: 0 },
    instalment: '$5,369.86',
    total: '$5,369.86',
    apr: '138.28%',
  },
  {
    name: 'CO: 1,000,000 pesos for 30 days at 21 % (whole pesos shown)',
    locale: 'co',
    currency: 'COP',
    terms: { amount: 1_000_000, period: 30, scale: 'days' },
    pricing: { annualRatePercent: 21, fixedFee: 0 },
    instalment: '$ 1.017.260',
    total: '$ 1.017.260',
    apr: '23,15%',
  },
  {
    name: 'PH: 10,000 pesos for 120 days at 60 %',
    locale: 'ph',
    currency: 'PHP',
    terms: { amount: 10_000, period: 120, scale: 'days' },
    pricing: { annualRatePercent: 60, fixedFee: 0 },
    instalment: '₱11,972.60',
    total: '₱11,972.60',
    apr: '72.91%',
  },
  {
    name: 'VN: 10,000,000 dong for 73 days at 20 %',
    locale: 'vn',
    currency: 'VND',
    terms: { amount: 10_000_000, period: 73, scale: 'days' },
    pricing: { annualRatePercent: 20, fixedFee: 0 },
    instalment: '10.400.000 ₫',
    total: '10.400.000 ₫',
    apr: '21,67%',
  },
  {
    name: 'EUR in English, a fee spread over the instalments: 5,000 over 12 months at 18 % with a 500 fee',
    locale: 'en',
    currency: 'EUR',
    terms: { amount: 5000, period: 12, scale: 'months' },
    pricing: { annualRatePercent: 18, fixedFee: 500 },
    instalment: '€500.07',
    total: '€6,000.84',
    apr: '41.34%',
  },
];

/** Intl separates with no-break and narrow no-break spaces; the table is written with plain ones. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('offer figures in every currency (worked examples)', () => {
  it.each(EXAMPLES)('$name', ({ locale, currency, terms, pricing, instalment, total, apr }) => {
    const cost = loanCost(terms, pricing);
    expect(plain(formatMoney(locale, currency, cost.instalment))).toBe(instalment);
    expect(plain(formatMoney(locale, currency, cost.total))).toBe(total);
    expect(plain(formatPercent(locale, cost.apr))).toBe(apr);
  });
});
