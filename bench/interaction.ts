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
  /** The interaction Lighthouse took as the INP, and where its time went. */
  inpOn?: InpDetail;
}

/** Lighthouse's `work-during-interaction` in short: the event, what it hit, and its three phases (ms). */
export interface InpDetail {
  event: string;
  target: string;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

type Phase = { startTs: number; endTs: number };
type DetailItem = {
  type?: string;
  interactionType?: string;
  phases?: Record<string, Phase | undefined>;
  items?: { node?: { nodeLabel?: string; snippet?: string } }[];
};

/** The INP's event, target and phases from the audit's details (trace microseconds); undefined when it has none. */
export function inpDetail(details: unknown): InpDetail | undefined {
  const items = (details as { items?: DetailItem[] } | undefined)?.items ?? [];
  const debug = items.find((item) => item.type === 'debugdata');
  const phases = debug?.phases;
  if (!debug?.interactionType || !phases) return undefined;
  const node = items.find((item) => item.type === 'table' && item.items?.[0]?.node)?.items?.[0]?.node;
  const ms = (phase: Phase | undefined) => (phase ? (phase.endTs - phase.startTs) / 1000 : 0);
  return {
    event: debug.interactionType,
    target: (node?.nodeLabel ?? node?.snippet ?? '?').replace(/\s+/g, ' ').slice(0, 24),
    inputDelayMs: ms(phases.inputDelay),
    processingMs: ms(phases.processingDuration),
    presentationMs: ms(phases.presentationDelay),
  };
}

const describeInp = (detail: InpDetail | undefined): string =>
  detail
    ? `${detail.event} "${detail.target}" ${[detail.inputDelayMs, detail.processingMs, detail.presentationMs].map(Math.round).join('/')}`
    : '';

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
  { header: 'INP on (delay/processing/presentation ms)', align: 'left' },
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
      describeInp(median.inpOn),
      Math.round(median.feedbackMs).toString(),
      interactionOverBudget(median) ? 'FAIL INP' : 'ok',
    ]),
  );
}

export const interactionLegend = (): string =>
  `budget: INP <= ${INTERACTION_BUDGET.maxInpMs} ms. A Lighthouse user flow per page: load, then a timespan under ` +
  'devtools throttling (CPU: the slowdown shown, slow 4G) in which a person taps the first text box, types (a name, ' +
  'or the amount again), moves the amount slider and presses Continue, whichever the page has; feedback: from the ' +
  "press to the error summary or the next screen's heading on screen; INP on: the interaction Lighthouse took as the " +
  'INP, the element it hit and its input delay, processing and presentation. Median of the runs by INP.';
