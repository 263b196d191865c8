/** The first-interaction table of `npm run bench` (user-flow.ts measures): pure, so it is unit-tested. */
import { formatTable, type Column } from './table';

export interface InteractionRun {
  /** Lighthouse's INP of the timespan; null when Lighthouse saw no interaction. */
  inpMs: number | null;
  /** From the tap on the button to the frame after the error summary appeared. */
  errorSummaryMs: number;
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
  { header: 'INP ms', align: 'right' },
  { header: 'error summary ms', align: 'right' },
  { header: 'budget', align: 'left' },
];

export function formatInteractionTable(rows: readonly InteractionRow[]): string {
  return formatTable(
    COLUMNS,
    rows.map(({ brand, route, median }) => [
      brand,
      route,
      median.inpMs === null ? 'n/a' : Math.round(median.inpMs).toString(),
      Math.round(median.errorSummaryMs).toString(),
      interactionOverBudget(median) ? 'FAIL INP' : 'ok',
    ]),
  );
}

export const interactionLegend = (): string =>
  `budget: INP <= ${INTERACTION_BUDGET.maxInpMs} ms. A Lighthouse user flow per first step: load, then a timespan ` +
  'under devtools throttling (4× CPU, slow 4G) in which a person taps the first text box, types a name and taps ' +
  'the button with the other questions empty. Median of the runs by INP.';
