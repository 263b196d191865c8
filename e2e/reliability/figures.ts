import { test } from '@playwright/test';

/**
 * The reliability suite's figures (docs/quality.md §2 "Figures to report"), recorded per test as
 * Playwright annotations and summed by summary-reporter.ts into one line at the end of the run.
 */
export const FIGURES = [
  'scenario',
  'faults',
  'survived',
  'fields-compared',
  'fields-lost',
  'duplicate-leads',
  'bad-inputs',
  'csp-violations',
] as const;
export type Figure = (typeof FIGURES)[number];

/** Adds `n` to one figure of the running test. */
export function record(type: Exclude<Figure, 'scenario'>, n: number): void {
  test.info().annotations.push({ type, description: String(n) });
}

/** The scenario numbers of the table that the running test covers. */
export function scenario(...numbers: number[]): void {
  for (const n of numbers) test.info().annotations.push({ type: 'scenario', description: String(n) });
}

/**
 * Faults: call `inject()` once per fault as it is injected; `survived()` at the very end of the test, after every
 * assertion passed, so a failing test leaves its faults counted and not survived.
 */
export function faultsCounter() {
  let injected = 0;
  return {
    inject(n = 1) {
      injected += n;
      record('faults', n);
    },
    survived() {
      record('survived', injected);
    },
    get count() {
      return injected;
    },
  };
}

/**
 * Compares field by field what must have been kept with what was found; records the fields compared and the
 * ones lost (different or missing), then fails the test when any was lost.
 */
export function compareFields(
  expected: Record<string, unknown>,
  actual: Record<string, unknown>,
  what: string,
): void {
  const lost = Object.keys(expected).filter((k) => JSON.stringify(actual[k]) !== JSON.stringify(expected[k]));
  record('fields-compared', Object.keys(expected).length);
  record('fields-lost', lost.length);
  if (lost.length)
    throw new Error(
      `${what}: ${lost.length} field(s) lost: ${lost
        .map((k) => `${k}: expected ${JSON.stringify(expected[k])}, got ${JSON.stringify(actual[k])}`)
        .join('; ')}`,
    );
}

/** Records the leads beyond one for an application, and fails when there are any. */
export function oneLead(count: number, what: string): void {
  record('duplicate-leads', Math.max(0, count - 1));
  if (count !== 1) throw new Error(`${what}: expected exactly 1 lead, found ${count}`);
}
