/** The cost panel's arithmetic: pure, so that every market's representative example can be tested. */
export type LoanTerms = { amount: number; period: number; scale: 'days' | 'months' };
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

/** Snaps a typed or slid value onto the brand's grid: within [min, max], a whole number of steps from min. */
export function snapToRange(
  value: number,
  { min, max, step }: { min: number; max: number; step: number },
): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  return Math.min(max, min + Math.round((clamped - min) / step) * step);
}

/** The most presses of an arrow key the slider may take from one end to the other at the brand's own step. */
export const MAX_SLIDER_PRESSES = 200;
/** About how many presses a longer range is cut into. */
export const SLIDER_STOPS = 50;

/**
 * The slider's step: the brand's own step, unless that makes the range more than MAX_SLIDER_PRESSES key presses
 * long (100 ₫ a press over 19.5 M ₫); then a round multiple of it (1, 2 or 5 × a power of ten) that crosses the
 * range in about SLIDER_STOPS presses. The text box still takes any amount on the brand's grid.
 */
export function sliderStep({ min, max, step }: { min: number; max: number; step: number }): number {
  if ((max - min) / step <= MAX_SLIDER_PRESSES) return step;
  const wanted = (max - min) / SLIDER_STOPS;
  const power = 10 ** Math.floor(Math.log10(wanted));
  const round = [1, 2, 5, 10].map((m) => m * power).find((v) => v >= wanted)!;
  return Math.max(step, Math.round(round / step) * step);
}
