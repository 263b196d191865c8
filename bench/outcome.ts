/** What the bench's exit code says. Pure, unit-tested. */
import type { BudgetPart } from './table';

export interface MeasuredPage {
  brand: string;
  route: string;
  budgetFailures: readonly BudgetPart[];
}

/** The pages that break at least one part of the budget, in measuring order. */
export function overBudget<T extends MeasuredPage>(pages: readonly T[]): T[] {
  return pages.filter((p) => p.budgetFailures.length > 0);
}

/**
 * 1 when any stage failed (a build, a server, a Lighthouse run, the API load), or with `--check` when any page
 * is over budget; 0 otherwise. Without `--check` an over-budget page is reported in the table only.
 */
export function benchExitCode({ errors, pages, check }: { errors: number; pages: readonly MeasuredPage[]; check: boolean }): 0 | 1 {
  if (errors > 0) return 1;
  return check && overBudget(pages).length > 0 ? 1 : 0;
}
