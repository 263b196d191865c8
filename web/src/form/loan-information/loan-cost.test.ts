import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../../contract/testing/fuzz-runs';
import { MAX_SLIDER_PRESSES, SLIDER_STOPS, sliderStep, snapToRange } from './loan-cost';
import { BRAND_IDS } from '../../../../brands/schema';
import { resolveBrand } from '../../../../brands/resolve';

describe('snapToRange', () => {
  const r = { min: 500_000, max: 20_000_000, step: 100 };
  it('clamps and snaps', () => {
    expect(snapToRange(1, r)).toBe(500_000);
    expect(snapToRange(99_000_000, r)).toBe(20_000_000);
    expect(snapToRange(1_234_567, r)).toBe(1_234_600);
    expect(snapToRange(Number.NaN, r)).toBe(500_000);
  });
  it('always lands on the grid', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (v) => {
        const s = snapToRange(v, r);
        expect(s).toBeGreaterThanOrEqual(r.min);
        expect(s).toBeLessThanOrEqual(r.max);
        expect((s - r.min) % r.step).toBe(0);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('sliderStep', () => {
  it('keeps the brand step where the range is short, and takes a round multiple of it where it is long', () => {
    expect(sliderStep({ min: 50, max: 300, step: 10 })).toBe(10);
    expect(sliderStep({ min: 7, max: 180, step: 1 })).toBe(1);
    // vn-1: 100 ₫ a press over 19.5 M ₫ was 195,000 presses.
    expect(sliderStep({ min: 500_000, max: 20_000_000, step: 100 })).toBe(500_000);
  });

  it('for every brand: a whole number of brand steps, the default on its grid, the range crossed in few presses', () => {
    for (const id of BRAND_IDS) {
      const { amount, period } = resolveBrand(id, 'production');
      for (const range of [amount, period]) {
        const s = sliderStep(range);
        expect(s % range.step, id).toBe(0);
        expect((range.default - range.min) % s, id).toBe(0);
        const presses = (range.max - range.min) / s;
        expect(presses, id).toBeLessThanOrEqual(MAX_SLIDER_PRESSES);
        if (s > range.step) expect(presses, id).toBeGreaterThanOrEqual(SLIDER_STOPS / 5);
      }
    }
  });
});
