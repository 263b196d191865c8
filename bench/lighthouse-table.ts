/** The Lighthouse table of `npm run bench`: both floors, each page beside its form floor, the budget. Pure. */
import { BUDGET, budgetFailures, budgetLabel, DEFAULT_CPU_SLOWDOWN, MAX_INDEX_SPREAD, median, medianNormalisedMain, ratio, REFERENCE_BAND } from './budget';
import { formatTable, kib, seconds, type Column, type LighthouseRow } from './table';

/** A product page and the form floor measured interleaved with it (floor, page, floor, page…). */
export interface MeasuredPair {
  page: LighthouseRow;
  formFloor: LighthouseRow;
}

/** The route column of a form floor's row. */
export const FORM_FLOOR_NOTE = 'form floor';

const COLUMNS: readonly Column[] = [
  { header: 'brand', align: 'left' },
  { header: 'route', align: 'left' },
  { header: 'benchmarkIndex', align: 'right' },
  { header: 'CPU', align: 'right' },
  { header: 'JS gzip KB', align: 'right' },
  { header: 'FCP s', align: 'right' },
  { header: 'LCP s', align: 'right' },
  { header: 'TBT ms', align: 'right' },
  { header: 'CLS', align: 'right' },
  { header: 'main ms', align: 'right' },
  { header: 'main norm.', align: 'right' },
  { header: 'score', align: 'right' },
  { header: 'JS ×hello', align: 'right' },
  { header: 'LCP ×form', align: 'right' },
  { header: 'main ×form', align: 'right' },
  { header: 'budget', align: 'left' },
];

const times = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
const whole = (value: number): string => (Number.isFinite(value) ? Math.round(value).toString() : 'n/a');

/** Every run's benchmarkIndex in measuring order: `1612 1598 1640`. */
export function runIndexes(runs: readonly { benchmarkIndex?: number }[]): string {
  return runs.map((r) => (r.benchmarkIndex === undefined ? 'n/a' : whole(r.benchmarkIndex))).join(' ');
}

/** The CPU slowdown the runs simulated: `4×`, or the median of a scaled one (`8.6×`). */
function slowdown(runs: readonly { cpuSlowdown?: number }[]): string {
  const factor = median(runs.map((r) => r.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN));
  return Number.isFinite(factor) ? `${Number(factor.toFixed(1))}×` : 'n/a';
}

function cells(row: LighthouseRow, hello: LighthouseRow, form: LighthouseRow | undefined, budget: string): string[] {
  const m = row.median;
  return [
    row.brand,
    row.route,
    runIndexes(row.runs),
    slowdown(row.runs),
    kib(m.jsTransferBytes),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    Math.round(m.tbtMs).toString(),
    m.cls.toFixed(3),
    Math.round(m.mainThreadMs).toString(),
    whole(medianNormalisedMain(row.runs)),
    m.score.toString(),
    times(ratio(m.jsTransferBytes, hello.median.jsTransferBytes)),
    form ? times(ratio(m.lcpMs, form.median.lcpMs)) : '',
    form ? times(ratio(medianNormalisedMain(row.runs), medianNormalisedMain(form.runs))) : '',
    budget,
  ];
}

/** The hello-world floor first, then each page's form floor and the page, with ratios and budget. */
export function formatLighthouseTable(hello: LighthouseRow, pairs: readonly MeasuredPair[]): string {
  const rows = [cells(hello, hello, undefined, 'hello floor')];
  for (const { page, formFloor } of pairs) {
    rows.push(cells(formFloor, hello, formFloor, FORM_FLOOR_NOTE));
    const failures = budgetFailures(page, { hello: hello.median, form: formFloor });
    rows.push(cells(page, hello, formFloor, budgetLabel(failures)));
  }
  return formatTable(COLUMNS, rows);
}

export function budgetLegend(): string {
  return (
    `budget: score >= ${BUDGET.minScore}, TBT <= ${BUDGET.maxTbtMs} ms, CLS = ${BUDGET.maxCls}, JS gzip <= ${BUDGET.maxJsRatio} × the hello floor, ` +
    `LCP <= ${BUDGET.maxLcpRatio} × the form floor, main norm. <= ${BUDGET.maxMainRatio} × the form floor's. ` +
    'hello floor: a bare React hello world (JS weight). form floor: the same build-time page, its scripts replaced by a ' +
    "bare React tree of its own DOM with plain inputs, measured interleaved with the page (floor, page, floor, page…): the limit of React plus this page's DOM. " +
    'benchmarkIndex: every run\'s, in order. CPU: the simulated slowdown (4× in the reference band ' +
    `${REFERENCE_BAND.min}-${REFERENCE_BAND.max}, scaled up on a faster host so the phone stays the same). ` +
    "main ms: the main thread's observed work during load (every task, before the CPU factor); main norm.: the median " +
    `of main ms × benchmarkIndex / 1000 over the runs. A run whose benchmarkIndex spread exceeds ${Math.round(MAX_INDEX_SPREAD * 100)} % is not used for --check. ` +
    'Other columns: the median run by score, then LCP. JS gzip = transfer size of every script requested during load (1 KB = 1024 B).'
  );
}
