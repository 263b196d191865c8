/**
 * The speed budget of a product page and the rules that make one bench run's figures comparable with another's:
 * the reference host, the CPU slowdown on a faster one, main-thread work normalised by the host's speed, the
 * benchmarkIndex spread that makes a run too noisy for `--check`. Pure, unit-tested.
 */
import type { RunMetrics } from './metrics';

/**
 * Per page, every visit. TBT and the score as Lighthouse reports them; JS against the hello-world floor; LCP and
 * the normalised main-thread work against the form floor (the same build-time page hydrated by bare React).
 */
export const BUDGET = {
  minScore: 95,
  maxTbtMs: 200,
  maxCls: 0,
  maxJsRatio: 2,
  maxLcpRatio: 1.15,
  maxMainRatio: 1.5,
} as const;

/** The hosts the budget is set for: Lighthouse's benchmarkIndex at which its 4× CPU factor stands for a mid-tier phone. */
export const REFERENCE_BAND = { min: 1300, max: 2000 } as const;
/** The host speed the scaled CPU slowdown aims at (the quiet reference runs sat at 1,500-1,620). */
export const REFERENCE_INDEX = 1600;
/** Lighthouse's mobile CPU slowdown. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** Above this spread of benchmarkIndex within one bench run ((max - min) / min), the run is too noisy for `--check`. */
export const MAX_INDEX_SPREAD = 0.25;

export type BudgetPart = 'score' | 'LCP' | 'JS' | 'TBT' | 'CLS' | 'main' | 'INP';

/**
 * The CPU slowdown for a host last measured at `benchmarkIndex`: Lighthouse's 4× within the reference band (or
 * below it: a slower host only makes the budget harder), scaled up on a faster host so the simulated phone stays
 * the reference's (3,600 -> 9×). Never below 4×: the bench never makes the device faster to fit the budget.
 */
export function cpuSlowdownFor(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !(benchmarkIndex > REFERENCE_BAND.max)) return DEFAULT_CPU_SLOWDOWN;
  return Math.round(((DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX) * 10) / 10;
}

/** The speed of the device a run simulated, in benchmarkIndex units: the host's index over the extra slowdown. */
export function effectiveIndex(benchmarkIndex: number, cpuSlowdown: number): number {
  return (benchmarkIndex * DEFAULT_CPU_SLOWDOWN) / cpuSlowdown;
}

/** Main-thread work in host-independent units: observed ms × benchmarkIndex / 1000 (NaN without an index). */
export function normalisedMainMs(run: Pick<RunMetrics, 'mainThreadMs' | 'benchmarkIndex'>): number {
  return run.benchmarkIndex === undefined ? Number.NaN : (run.mainThreadMs * run.benchmarkIndex) / 1000;
}

/** The median of numbers; of an even count, the higher of the two middle ones (for a cost: the worse). NaN if none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of the runs' normalised main-thread work. */
export const medianNormalisedMain = (runs: readonly RunMetrics[]): number => median(runs.map(normalisedMainMs));

export function ratio(value: number, floorValue: number): number {
  return floorValue > 0 ? value / floorValue : Number.POSITIVE_INFINITY;
}

export interface Floors {
  /** The hello-world floor's median run: JS weight. */
  hello: RunMetrics;
  /** The form floor of this page, measured interleaved with it: LCP and main-thread work. */
  form: { median: RunMetrics; runs: readonly RunMetrics[] };
}

/** The parts of the budget a page breaks (empty when it keeps all of them), in a stable order. */
export function budgetFailures(page: { median: RunMetrics; runs: readonly RunMetrics[] }, floors: Floors): BudgetPart[] {
  const m = page.median;
  const failed: BudgetPart[] = [];
  if (m.score < BUDGET.minScore) failed.push('score');
  if (!(ratio(m.lcpMs, floors.form.median.lcpMs) <= BUDGET.maxLcpRatio)) failed.push('LCP');
  if (!(ratio(m.jsTransferBytes, floors.hello.jsTransferBytes) <= BUDGET.maxJsRatio)) failed.push('JS');
  if (m.tbtMs > BUDGET.maxTbtMs) failed.push('TBT');
  if (m.cls > BUDGET.maxCls) failed.push('CLS');
  if (!(ratio(medianNormalisedMain(page.runs), medianNormalisedMain(floors.form.runs)) <= BUDGET.maxMainRatio)) failed.push('main');
  return failed;
}

export function budgetLabel(failed: readonly BudgetPart[]): string {
  return failed.length === 0 ? 'ok' : `FAIL ${failed.join(',')}`;
}

export interface HostVerdict {
  minIndex: number;
  maxIndex: number;
  /** (max - min) / min of every run's benchmarkIndex. */
  spread: number;
  /** Whether `--check` may judge this run. */
  usableForCheck: boolean;
  /** What to tell the reader about the host, one sentence a line. */
  lines: string[];
}

const whole = (n: number): string => Math.round(n).toLocaleString('en-US');
const percent = (n: number): string => `${Math.round(n * 100)} %`;

/**
 * Whether a bench run measured on a host steady and slow enough for the budget: its benchmarkIndex spread within
 * 25 %, and no run simulating a device faster than the reference band (a host above the band whose CPU slowdown
 * was not scaled enough). A simulated device slower than the band is noted and judged: it only makes the budget harder.
 */
export function hostVerdict(runs: readonly Pick<RunMetrics, 'benchmarkIndex' | 'cpuSlowdown'>[]): HostVerdict {
  const measured = runs.filter((r): r is typeof r & { benchmarkIndex: number } => r.benchmarkIndex !== undefined);
  if (measured.length === 0) {
    return { minIndex: Number.NaN, maxIndex: Number.NaN, spread: Number.NaN, usableForCheck: false, lines: ['no run reported a benchmarkIndex: not used for --check'] };
  }
  const indexes = measured.map((r) => r.benchmarkIndex);
  const minIndex = Math.min(...indexes);
  const maxIndex = Math.max(...indexes);
  const spread = (maxIndex - minIndex) / minIndex;
  const effective = measured.map((r) => effectiveIndex(r.benchmarkIndex, r.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN));
  const lines = [`benchmarkIndex ${whole(minIndex)}-${whole(maxIndex)} over ${measured.length} runs (spread ${percent(spread)})`];
  let usableForCheck = true;
  if (spread > MAX_INDEX_SPREAD) {
    usableForCheck = false;
    lines.push(`the spread exceeds ${percent(MAX_INDEX_SPREAD)}: a noisy host; this run is not used for --check`);
  }
  const fastest = Math.max(...effective);
  if (fastest > REFERENCE_BAND.max) {
    usableForCheck = false;
    lines.push(`a run simulated a device faster than the reference band (effective benchmarkIndex ${whole(fastest)} > ${whole(REFERENCE_BAND.max)}): not used for --check`);
  }
  const slowest = Math.min(...effective);
  if (slowest < REFERENCE_BAND.min) {
    lines.push(`a run simulated a device slower than the reference band (effective benchmarkIndex ${whole(slowest)} < ${whole(REFERENCE_BAND.min)}): the budget is only harder there`);
  }
  return { minIndex, maxIndex, spread, usableForCheck, lines };
}
