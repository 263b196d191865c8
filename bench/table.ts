/** Pure formatting of the bench tables (the Lighthouse table: lighthouse-table.ts). No I/O. */
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

export const KIB = 1024;

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
export function machineLine(env: { cpuModel: string; cpus: number; node: string }, index?: { min: number; max: number }): string {
  const whole = (n: number) => Math.round(n).toString();
  const range = index === undefined || Number.isNaN(index.min) ? 'n/a' : index.min === index.max ? whole(index.min) : `${whole(index.min)}-${whole(index.max)}`;
  return `machine: ${env.cpuModel}, ${env.cpus} cores, Node ${env.node}, Lighthouse benchmarkIndex ${range}`;
}
