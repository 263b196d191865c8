/**
 * What a loan costs: the one formula behind the amount picker's cost panel and the offer the lead API makes an
 * accepted applicant. Pure, so that every market's representative example can be tested.
 */
export type PeriodScale = 'days' | 'months';
export type LoanTerms = { amount: number; period: number; scale: PeriodScale };
export type Pricing = { annualRatePercent: number; fixedFee: number };
export type LoanCost = {
  interest: number;
  fees: number;
  total: number;
  /** Number of repayments: one at the end for day loans, one a month otherwise. */
  instalments: number;
  instalment: number;
  /** Annual percentage rate (effective, with fees), in percent. */
  apr: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Monthly internal rate of return of `amount` paid out against `n` equal `payment`s, by bisection. */
function monthlyIrr(amount: number, payment: number, n: number): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    const pv = mid === 0 ? payment * n : (payment * (1 - (1 + mid) ** -n)) / mid;
    if (pv > amount) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function loanCost(
  { amount, period, scale }: LoanTerms,
  { annualRatePercent, fixedFee }: Pricing,
): LoanCost {
  const rate = annualRatePercent / 100;
  if (scale === 'days') {
    const interest = round2((amount * rate * period) / 365);
    const total = round2(amount + interest + fixedFee);
    const apr = ((total / amount) ** (365 / period) - 1) * 100;
    return { interest, fees: fixedFee, total, instalments: 1, instalment: total, apr: round2(apr) };
  }
  const r = rate / 12;
  // Below ~1e-9 a month, (1 + r) ** -n rounds to 1 and the annuity formula divides by zero: treat as 0 %.
  const base = r < 1e-9 ? amount / period : (amount * r) / (1 - (1 + r) ** -period);
  const instalment = round2(base + fixedFee / period);
  const total = round2(instalment * period);
  const apr = ((1 + monthlyIrr(amount, instalment, period)) ** 12 - 1) * 100;
  return {
    interest: round2(total - amount - fixedFee),
    fees: fixedFee,
    total,
    instalments: period,
    instalment,
    apr: round2(apr),
  };
}
