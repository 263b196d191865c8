/** What the bench's exit code says. Pure, unit-tested. */
import type { BudgetPart } from './budget';

export interface MeasuredPage {
  brand: string;
  route: string;
  budgetFailures: readonly BudgetPart[];
}

/** The pages that break at least one part of the budget, in measuring order. */
export function overBudget<T extends MeasuredPage>(pages: readonly T[]): T[] {
  return pages.filter((p) => p.budgetFailures.length > 0);
}

/** The exit code of a `--check` run whose host was too noisy or too fast to judge (budget.ts, hostVerdict). */
export const NOT_JUDGED = 2;

/**
 * 1 when any stage failed (a build, a server, a Lighthouse run, the API load); with `--check`, 2 when the host
 * made the run unfit to judge (its benchmarkIndex spread over 25 %, or a faster device than the reference
 * simulated), else 1 when any page is over budget; 0 otherwise. Without `--check` an over-budget page is
 * reported in the table only.
 */
export function benchExitCode({
  errors,
  pages,
  check,
  hostUsable = true,
}: {
  errors: number;
  pages: readonly MeasuredPage[];
  check: boolean;
  hostUsable?: boolean;
}): 0 | 1 | typeof NOT_JUDGED {
  if (errors > 0) return 1;
  if (!check) return 0;
  if (!hostUsable) return NOT_JUDGED;
  return overBudget(pages).length > 0 ? 1 : 0;
}
