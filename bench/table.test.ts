import { describe, expect, it } from 'vitest';
import type { RunMetrics } from './metrics';
import {
  budgetFailures,
  budgetLabel,
  consentLegend,
  formatApiTable,
  formatLighthouseTable,
  formatTable,
  kib,
  machineLine,
  routeLabel,
  type LighthouseRow,
} from './table';

const metrics = (overrides: Partial<RunMetrics> = {}): RunMetrics => ({
  score: 100,
  fcpMs: 1100,
  lcpMs: 1250,
  tbtMs: 0,
  cls: 0,
  jsTransferBytes: 68 * 1024,
  scripts: [],
  mainThreadMs: 75,
  ...overrides,
});

const row = (brand: string, route: string, m: RunMetrics): LighthouseRow => ({ brand, route, url: `http://x${route}`, median: m, runs: [m] });

describe('budgetFailures', () => {
  const floor = metrics();

  it('passes a page at the limits', () => {
    const atLimits = { score: 98, lcpMs: 1250 * 1.15, jsTransferBytes: 2 * 68 * 1024, tbtMs: 50, cls: 0, mainThreadMs: 75 * 2.5 };
    expect(budgetFailures(metrics(atLimits), floor)).toEqual([]);
  });

  it('names every part a page breaks, in a stable order', () => {
    const page = metrics({ score: 97, lcpMs: 1250 * 1.16, jsTransferBytes: 2 * 68 * 1024 + 1, tbtMs: 51, cls: 0.001, mainThreadMs: 188 });
    expect(budgetFailures(page, floor)).toEqual(['score', 'LCP', 'JS', 'TBT', 'CLS', 'main']);
  });

  it('labels ok or the failed parts', () => {
    expect(budgetLabel([])).toBe('ok');
    expect(budgetLabel(['LCP', 'JS'])).toBe('FAIL LCP,JS');
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell, numbers right-aligned', () => {
    const text = formatTable(
      [
        { header: 'name', align: 'left' },
        { header: 'n', align: 'right' },
      ],
      [
        ['a', '1'],
        ['long name', '1234'],
      ],
    );
    expect(text.split('\n')).toEqual(['name          n', '---------  ----', 'a             1', 'long name  1234']);
  });
});

describe('formatLighthouseTable', () => {
  it('shows the floor first, then pages with ratios and budget', () => {
    const floor = row('floor', '/', metrics());
    const page = row('vn-1', '/', metrics({ lcpMs: 2500, jsTransferBytes: 3 * 68 * 1024, tbtMs: 12.4, score: 95, cls: 0, mainThreadMs: 150 }));
    const lines = formatLighthouseTable(floor, [page]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^brand\s+route\s+JS gzip KB\s+FCP s\s+LCP s\s+TBT ms\s+CLS\s+main ms\s+score\s+JS ×floor\s+LCP ×floor\s+main ×floor\s+budget$/);
    expect(lines[2]?.split(/\s+/)).toEqual(['floor', '/', '68.0', '1.10', '1.25', '0', '0.000', '75', '100', '1.00', '1.00', '1.00', 'floor']);
    expect(lines[3]?.split(/\s+/)).toEqual(['vn-1', '/', '204.0', '1.10', '2.50', '12', '0.000', '150', '95', '3.00', '2.00', '2.00', 'FAIL', 'score,LCP,JS']);
  });

  it('aligns every line to the same column starts', () => {
    const floor = row('floor', '/', metrics());
    const page = row('es-1', '/loan-information', metrics({ jsTransferBytes: 123_456 }));
    const lines = formatLighthouseTable(floor, [page]).split('\n');
    const scoreAt = lines[0]?.indexOf('score') ?? -1;
    // "score" is right-aligned: every row's score ends where the header ends.
    for (const line of lines.slice(2)) expect(line.slice(scoreAt, scoreAt + 5).trim()).toBe('100');
  });
});

describe('routeLabel', () => {
  it('is the route for a first visit, and notes a second visit with consent', () => {
    expect(routeLabel('/', 'first')).toBe('/');
    expect(routeLabel('/', 'consent')).toBe('/ (consent, 2nd visit)');
    expect(routeLabel('/personal-details', 'consent')).toBe('/personal-details (consent, 2nd visit)');
  });

  it('keeps a consent row in the table under the same budget and columns', () => {
    const floor = row('floor', '/', metrics());
    const lines = formatLighthouseTable(floor, [row('es-1', routeLabel('/', 'consent'), metrics({ tbtMs: 60 }))]).split('\n');
    expect(lines[3]).toMatch(/^es-1\s+\/ \(consent, 2nd visit\)\s+68\.0\s.*\s60\s.*FAIL TBT$/);
  });
});

describe('consentLegend', () => {
  it('says what the consent rows load and what they cannot measure here', () => {
    const legend = consentLegend();
    expect(legend).toContain('(consent, 2nd visit)');
    expect(legend).toMatch(/after the load event at idle/);
    expect(legend).toMatch(/posthog-js is bundled .* measured/);
    expect(legend).toMatch(/no internet\): their requests fail and their cost is not in the figures/);
    expect(legend.split('\n')).toHaveLength(1);
  });
});

describe('kib', () => {
  it('uses 1 KB = 1024 B with one decimal', () => {
    expect(kib(68_341)).toBe('66.7');
    expect(kib(1024)).toBe('1.0');
  });
});

describe('formatApiTable', () => {
  it('prints requests/s rounded and latencies as measured', () => {
    const lines = formatApiTable([
      { endpoint: 'POST /api/v2/lead', requestsPerSecond: 1234.56, p50Ms: 7, p99Ms: 21, non2xx: 0, errors: 0 },
      { endpoint: 'GET /api/lead/status/{id}', requestsPerSecond: 20000.4, p50Ms: 0, p99Ms: 2, non2xx: 3, errors: 1 },
    ]).split('\n');
    expect(lines[0]?.split(/\s{2,}/)).toEqual(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors']);
    expect(lines[2]?.split(/\s+/)).toEqual(['POST', '/api/v2/lead', '1235', '7', '21', '0', '0']);
    expect(lines[3]?.split(/\s+/)).toEqual(['GET', '/api/lead/status/{id}', '20000', '0', '2', '3', '1']);
  });
});

describe('machineLine', () => {
  it('names the CPU, the cores, Node and the benchmark index', () => {
    const env = { cpuModel: 'AMD EPYC 7B13', cpus: 2, node: 'v20.20.2' };
    expect(machineLine(env, 1758.5)).toBe('machine: AMD EPYC 7B13, 2 cores, Node v20.20.2, Lighthouse benchmarkIndex 1759');
    expect(machineLine(env)).toContain('benchmarkIndex n/a');
  });
});
