import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  budgetLabel,
  cpuSlowdownFor,
  effectiveIndex,
  hostVerdict,
  median,
  medianNormalisedMain,
  normalisedMainMs,
  type Floors,
} from './budget';
import type { RunMetrics } from './metrics';

const metrics = (overrides: Partial<RunMetrics> = {}): RunMetrics => ({
  score: 100,
  fcpMs: 1100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  jsTransferBytes: 60 * 1024,
  scripts: [],
  mainThreadMs: 100,
  benchmarkIndex: 1600,
  cpuSlowdown: 4,
  ...overrides,
});

const one = (m: RunMetrics) => ({ median: m, runs: [m] });

describe('median', () => {
  it('is the middle value; of an even count the higher middle one; NaN values and empty lists give NaN only when nothing is left', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([5, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('normalised main-thread work', () => {
  it('is observed ms × benchmarkIndex / 1000, so the same work reads the same on a host twice as fast', () => {
    expect(normalisedMainMs({ mainThreadMs: 200, benchmarkIndex: 1500 })).toBe(300);
    expect(normalisedMainMs({ mainThreadMs: 100, benchmarkIndex: 3000 })).toBe(300);
    expect(normalisedMainMs({ mainThreadMs: 100, benchmarkIndex: undefined })).toBeNaN();
  });

  it('takes the median over the runs', () => {
    const runs = [metrics({ mainThreadMs: 100 }), metrics({ mainThreadMs: 50, benchmarkIndex: 3200 }), metrics({ mainThreadMs: 300 })];
    expect(medianNormalisedMain(runs)).toBe(160);
  });
});

describe('budget scaling on a faster host', () => {
  it('keeps 4× in the reference band and below it, and scales the slowdown with the index above it', () => {
    expect(cpuSlowdownFor(undefined)).toBe(4);
    expect(cpuSlowdownFor(1100)).toBe(4);
    expect(cpuSlowdownFor(2000)).toBe(4);
    expect(cpuSlowdownFor(3600)).toBe(9);
    expect(cpuSlowdownFor(2400)).toBe(6);
  });

  it('so the simulated device is the reference one', () => {
    expect(effectiveIndex(3600, cpuSlowdownFor(3600))).toBe(1600);
    expect(effectiveIndex(1800, cpuSlowdownFor(1800))).toBe(1800);
  });
});

describe('budgetFailures', () => {
  const floors: Floors = { hello: metrics({ jsTransferBytes: 60 * 1024 }), form: one(metrics({ lcpMs: 1000, mainThreadMs: 100 })) };

  it('passes a page at every limit', () => {
    const page = metrics({ score: 95, tbtMs: 200, cls: 0, jsTransferBytes: 120 * 1024, lcpMs: 1150, mainThreadMs: 150 });
    expect(budgetFailures(one(page), floors)).toEqual([]);
  });

  it('names every part a page breaks, in a stable order', () => {
    const page = metrics({ score: 94, tbtMs: 201, cls: 0.001, jsTransferBytes: 120 * 1024 + 1, lcpMs: 1151, mainThreadMs: 151 });
    expect(budgetFailures(one(page), floors)).toEqual(['score', 'LCP', 'JS', 'TBT', 'CLS', 'main']);
  });

  it('compares main-thread work normalised: a page measured on a host twice as fast as its floor is not flattered', () => {
    const page = metrics({ mainThreadMs: 100, benchmarkIndex: 3200 });
    expect(budgetFailures(one(page), floors)).toEqual(['main']);
    expect(budgetFailures(one(metrics({ mainThreadMs: 70, benchmarkIndex: 3200 })), floors)).toEqual([]);
  });

  it('fails main when a run has no benchmarkIndex to normalise by', () => {
    expect(budgetFailures(one(metrics({ benchmarkIndex: undefined })), floors)).toEqual(['main']);
  });

  it('labels ok or the failed parts', () => {
    expect(budgetLabel([])).toBe('ok');
    expect(budgetLabel(['LCP', 'JS'])).toBe('FAIL LCP,JS');
  });
});

describe('hostVerdict', () => {
  const run = (benchmarkIndex: number | undefined, cpuSlowdown = 4) => ({ benchmarkIndex, cpuSlowdown });

  it('judges a steady run in the reference band', () => {
    const verdict = hostVerdict([run(1500), run(1620), run(1700)]);
    expect(verdict).toMatchObject({ minIndex: 1500, maxIndex: 1700, usableForCheck: true });
    expect(verdict.lines).toEqual(['benchmarkIndex 1,500-1,700 over 3 runs (spread 13 %)']);
  });

  it('says so and does not judge a run whose spread exceeds 25 %', () => {
    const verdict = hostVerdict([run(1829), run(3640, cpuSlowdownFor(3640))]);
    expect(verdict.usableForCheck).toBe(false);
    expect(verdict.lines[1]).toMatch(/spread exceeds 25 %.*not used for --check/);
    expect(hostVerdict([run(1600), run(2000)]).usableForCheck).toBe(true);
  });

  it('does not judge a run that simulated a faster device than the reference, and judges a scaled one', () => {
    expect(hostVerdict([run(2400), run(2500)]).usableForCheck).toBe(false);
    expect(hostVerdict([run(3400, 8.5), run(3600, 9)]).usableForCheck).toBe(true);
  });

  it('judges a slower host, saying the budget is only harder there', () => {
    const verdict = hostVerdict([run(1100), run(1200)]);
    expect(verdict.usableForCheck).toBe(true);
    expect(verdict.lines[1]).toMatch(/slower than the reference band.*only harder/);
  });

  it('does not judge a run without any index', () => {
    expect(hostVerdict([run(undefined)]).usableForCheck).toBe(false);
  });
});
