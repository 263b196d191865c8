/** The first-interaction table of `npm run bench` (user-flow.ts measures): pure, so it is unit-tested. */
import { DEFAULT_CPU_SLOWDOWN } from './budget';
import { formatTable, type Column } from './table';

/** What the flow did on the page, in order (a step the page has no element for is left out). */
export type InteractionStep = 'field' | 'typing' | 'slider' | 'Continue';

export interface InteractionRun {
  /** Lighthouse's INP of the timespan; null when Lighthouse saw no interaction. */
  inpMs: number | null;
  /** From the press of Continue to the frame after its feedback (the error summary or the next screen's heading) appeared. */
  feedbackMs: number;
  steps: InteractionStep[];
  /** The CPU slowdown the timespan ran under (4, scaled up on a faster host). */
  cpuSlowdown?: number;
}

export interface InteractionRow {
  brand: string;
  route: string;
  median: InteractionRun;
  runs: InteractionRun[];
}

export const INTERACTION_BUDGET = { maxInpMs: 200 } as const;

/** The median run by INP (a run without INP counts as the worst); of an even count, the worse middle one. */
export function medianInteraction(runs: readonly InteractionRun[]): InteractionRun {
  const inp = (r: InteractionRun) => r.inpMs ?? Number.POSITIVE_INFINITY;
  const ordered = [...runs].sort((a, b) => inp(b) - inp(a));
  const middle = ordered[Math.floor((ordered.length - 1) / 2)];
  if (!middle) throw new Error('medianInteraction needs at least one run');
  return middle;
}

export const interactionOverBudget = (run: InteractionRun): boolean =>
  run.inpMs === null || run.inpMs > INTERACTION_BUDGET.maxInpMs;

const COLUMNS: readonly Column[] = [
  { header: 'brand', align: 'left' },
  { header: 'route', align: 'left' },
  { header: 'interactions', align: 'left' },
  { header: 'CPU', align: 'right' },
  { header: 'INP ms', align: 'right' },
  { header: 'feedback ms', align: 'right' },
  { header: 'budget', align: 'left' },
];

export function formatInteractionTable(rows: readonly InteractionRow[]): string {
  return formatTable(
    COLUMNS,
    rows.map(({ brand, route, median }) => [
      brand,
      route,
      median.steps.join(', '),
      `${median.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN}×`,
      median.inpMs === null ? 'n/a' : Math.round(median.inpMs).toString(),
      Math.round(median.feedbackMs).toString(),
      interactionOverBudget(median) ? 'FAIL INP' : 'ok',
    ]),
  );
}

export const interactionLegend = (): string =>
  `budget: INP <= ${INTERACTION_BUDGET.maxInpMs} ms. A Lighthouse user flow per page: load, then a timespan under ` +
  'devtools throttling (CPU: the slowdown shown, slow 4G) in which a person taps the first text box, types (a name, ' +
  'or the amount again), moves the amount slider and presses Continue, whichever the page has; feedback: from the ' +
  "press to the error summary or the next screen's heading on screen. Median of the runs by INP.";
