import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Sums the reliability figures (annotations recorded through figures.ts) over every test of the run and prints
 * one line at the end. Tests without such annotations (the rest of the e2e suite) add nothing; a run without
 * any prints nothing. Only each test's last attempt counts.
 */
export default class ReliabilitySummary implements Reporter {
  private readonly last = new Map<
    string,
    { annotations: { type: string; description?: string }[]; ok: boolean }
  >();
  /** Reliability tests marked fixme: a scenario that found an app bug, asserting the right behaviour. */
  private readonly fixme = new Set<string>();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = result.annotations ?? test.annotations;
    if (
      /[\\/]reliability[\\/]/.test(test.location.file) &&
      test.annotations.some((a) => a.type === 'fixme')
    ) {
      this.fixme.add(test.id);
      return;
    }
    this.last.set(test.id, { annotations, ok: result.status === test.expectedStatus });
  }

  onEnd(_result: FullResult): void {
    const sums: Record<string, number> = {};
    const scenarios = new Set<number>();
    let tests = 0;
    let failed = 0;
    for (const { annotations, ok } of this.last.values()) {
      let counted = false;
      for (const a of annotations) {
        if (a.type === 'scenario') {
          scenarios.add(Number(a.description));
          counted = true;
        } else if (
          /^(faults|survived|fields-compared|fields-lost|duplicate-leads|bad-inputs|csp-violations)$/.test(
            a.type,
          )
        ) {
          sums[a.type] = (sums[a.type] ?? 0) + Number(a.description ?? 0);
          counted = true;
        }
      }
      if (counted) {
        tests += 1;
        if (!ok) failed += 1;
      }
    }
    if (tests === 0 && this.fixme.size === 0) return;
    const n = (key: string) => sums[key] ?? 0;
    const list = [...scenarios].sort((a, b) => a - b).join(',');
    console.log(
      `\nreliability: faults ${n('survived')}/${n('faults')} survived · fields compared ${n('fields-compared')}, lost ${n('fields-lost')}` +
        ` · duplicate leads ${n('duplicate-leads')} · bad inputs ${n('bad-inputs')} (browser corpora; fast-check runs are in the unit tests)` +
        ` · CSP violations ${n('csp-violations')} · scenarios ${scenarios.size} (${list}) · tests ${tests - failed}/${tests} passed` +
        ` · known bugs (fixme, not counted above) ${this.fixme.size}`,
    );
  }
}
