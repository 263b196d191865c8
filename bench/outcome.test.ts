import { describe, expect, it } from 'vitest';
import { benchExitCode, overBudget, type MeasuredPage } from './outcome';

const ok: MeasuredPage = { brand: 'vn-1', route: '/', budgetFailures: [] };
const slow: MeasuredPage = { brand: 'es-1', route: '/personal-details', budgetFailures: ['LCP', 'TBT'] };

describe('overBudget', () => {
  it('keeps the pages that break a part of the budget, in order', () => {
    expect(overBudget([ok, slow, ok])).toEqual([slow]);
    expect(overBudget([ok])).toEqual([]);
  });
});

describe('benchExitCode', () => {
  it('is 1 with --check when any page is over budget, 0 when all keep it', () => {
    expect(benchExitCode({ errors: 0, pages: [ok, slow], check: true })).toBe(1);
    expect(benchExitCode({ errors: 0, pages: [ok], check: true })).toBe(0);
  });

  it('without --check reports an over-budget page in the table only', () => {
    expect(benchExitCode({ errors: 0, pages: [ok, slow], check: false })).toBe(0);
  });

  it('with --check, is 2 on a host too noisy or too fast to judge, whatever the pages', () => {
    expect(benchExitCode({ errors: 0, pages: [ok], check: true, hostUsable: false })).toBe(2);
    expect(benchExitCode({ errors: 0, pages: [slow], check: true, hostUsable: false })).toBe(2);
    expect(benchExitCode({ errors: 0, pages: [slow], check: false, hostUsable: false })).toBe(0);
  });

  it('is 1 whenever a stage failed', () => {
    expect(benchExitCode({ errors: 1, pages: [ok], check: false })).toBe(1);
    expect(benchExitCode({ errors: 1, pages: [], check: true })).toBe(1);
  });
});
