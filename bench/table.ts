/** Pure formatting of the bench tables and the performance budget. No I/O. */
import type { RunMetrics } from './metrics';

export interface LighthouseRow {
  brand: string;
  route: string;
  url: string;
  median: RunMetrics;
  runs: RunMetrics[];
}

/** How the page is visited: fresh (an empty profile), or again by someone who accepted all cookies the first time. */
export type Visit = 'first' | 'consent';

/** What a consent row adds to its route: `/ (consent, 2nd visit)`. */
export const CONSENT_VISIT_NOTE = 'consent, 2nd visit';

/** The route column of a row: the route, and for a second visit with consent, that note. */
export function routeLabel(route: string, visit: Visit): string {
  return visit === 'consent' ? `${route} (${CONSENT_VISIT_NOTE})` : route;
}

export interface ApiRow {
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The budget a product page must keep, relative to the floor measured in the same bench run. */
export const BUDGET = {
  minScore: 98,
  maxLcpRatio: 1.15,
  maxJsRatio: 2,
  maxTbtMs: 50,
  maxCls: 0,
  /** The main thread's observed work during load, against the floor's. */
  maxMainThreadRatio: 2.5,
} as const;

export const KIB = 1024;

export type BudgetPart = 'score' | 'LCP' | 'JS' | 'TBT' | 'CLS' | 'main' | 'INP';

export function ratio(value: number, floorValue: number): number {
  return floorValue > 0 ? value / floorValue : Number.POSITIVE_INFINITY;
}

/** The parts of the budget a page breaks (empty when it keeps all of them). */
export function budgetFailures(page: RunMetrics, floor: RunMetrics): BudgetPart[] {
  const failed: BudgetPart[] = [];
  if (page.score < BUDGET.minScore) failed.push('score');
  if (ratio(page.lcpMs, floor.lcpMs) > BUDGET.maxLcpRatio) failed.push('LCP');
  if (ratio(page.jsTransferBytes, floor.jsTransferBytes) > BUDGET.maxJsRatio) failed.push('JS');
  if (page.tbtMs > BUDGET.maxTbtMs) failed.push('TBT');
  if (page.cls > BUDGET.maxCls) failed.push('CLS');
  if (ratio(page.mainThreadMs, floor.mainThreadMs) > BUDGET.maxMainThreadRatio) failed.push('main');
  return failed;
}

export function budgetLabel(failed: readonly BudgetPart[]): string {
  return failed.length === 0 ? 'ok' : `FAIL ${failed.join(',')}`;
}

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align: Align;
}

/** Columns padded to their widest cell, separated by two spaces, a dashed rule under the header. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, i) => Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const width = widths[i] ?? cell.length;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(columns.map((c) => c.header)), rule, ...rows.map(line)].join('\n');
}

export const kib = (bytes: number): string => (bytes / KIB).toFixed(1);
export const seconds = (ms: number): string => (ms / 1000).toFixed(2);
const times = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

const LIGHTHOUSE_COLUMNS: readonly Column[] = [
  { header: 'brand', align: 'left' },
  { header: 'route', align: 'left' },
  { header: 'JS gzip KB', align: 'right' },
  { header: 'FCP s', align: 'right' },
  { header: 'LCP s', align: 'right' },
  { header: 'TBT ms', align: 'right' },
  { header: 'CLS', align: 'right' },
  { header: 'main ms', align: 'right' },
  { header: 'score', align: 'right' },
  { header: 'JS ×floor', align: 'right' },
  { header: 'LCP ×floor', align: 'right' },
  { header: 'main ×floor', align: 'right' },
  { header: 'budget', align: 'left' },
];

/** The floor first (its budget cell says "floor"), then each product page with its ratios and budget. */
export function formatLighthouseTable(floor: LighthouseRow, rows: readonly LighthouseRow[]): string {
  const cells = (row: LighthouseRow, budget: string): string[] => {
    const m = row.median;
    return [
      row.brand,
      row.route,
      kib(m.jsTransferBytes),
      seconds(m.fcpMs),
      seconds(m.lcpMs),
      Math.round(m.tbtMs).toString(),
      m.cls.toFixed(3),
      Math.round(m.mainThreadMs).toString(),
      m.score.toString(),
      times(ratio(m.jsTransferBytes, floor.median.jsTransferBytes)),
      times(ratio(m.lcpMs, floor.median.lcpMs)),
      times(ratio(m.mainThreadMs, floor.median.mainThreadMs)),
      budget,
    ];
  };
  return formatTable(LIGHTHOUSE_COLUMNS, [
    cells(floor, 'floor'),
    ...rows.map((row) => cells(row, budgetLabel(budgetFailures(row.median, floor.median)))),
  ]);
}

export function budgetLegend(): string {
  return (
    `budget: score >= ${BUDGET.minScore}, LCP <= ${BUDGET.maxLcpRatio} × floor, JS gzip <= ${BUDGET.maxJsRatio} × floor, ` +
    `TBT <= ${BUDGET.maxTbtMs} ms, CLS = ${BUDGET.maxCls}, main <= ${BUDGET.maxMainThreadRatio} × floor. ` +
    'Median of the runs by score, then LCP. JS gzip = transfer size of every script requested during page load ' +
    "(1 KB = 1024 B): on a flow's first step that includes its whole step page (form engine, validation). " +
    "main = the main thread's observed work during load: every task, before Lighthouse's 4× CPU factor."
  );
}

/** What the consent rows measure, and what they cannot (no internet on the bench's machine). */
export function consentLegend(): string {
  return (
    `(${CONSENT_VISIT_NOTE}) rows: a returning visitor who accepted all cookies (consent in localStorage and cookie, ` +
    'storage and HTTP cache kept from the first visit), so every configured tag loads after the load event at idle; ' +
    'posthog-js is bundled in the page\'s own chunks and measured, but the vendors\' scripts (Tag Manager, gtag.js, ' +
    'fbevents.js, TikTok events.js) cannot be reached on this machine (no internet): their requests fail and their ' +
    'cost is not in the figures. JS gzip there counts bytes transferred, so a script from the cache counts ~0.'
  );
}

const API_COLUMNS: readonly Column[] = [
  { header: 'endpoint', align: 'left' },
  { header: 'req/s', align: 'right' },
  { header: 'p50 ms', align: 'right' },
  { header: 'p99 ms', align: 'right' },
  { header: 'non-2xx', align: 'right' },
  { header: 'errors', align: 'right' },
];

export function formatApiTable(rows: readonly ApiRow[]): string {
  return formatTable(
    API_COLUMNS,
    rows.map((row) => [
      row.endpoint,
      Math.round(row.requestsPerSecond).toString(),
      row.p50Ms.toString(),
      row.p99Ms.toString(),
      row.non2xx.toString(),
      row.errors.toString(),
    ]),
  );
}

/** The machine a bench ran on: what makes its figures comparable to another run's. */
export function machineLine(env: { cpuModel: string; cpus: number; node: string }, benchmarkIndex?: number): string {
  const index = benchmarkIndex === undefined ? 'n/a' : Math.round(benchmarkIndex).toString();
  return `machine: ${env.cpuModel}, ${env.cpus} cores, Node ${env.node}, Lighthouse benchmarkIndex ${index}`;
}
