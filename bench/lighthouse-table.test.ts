import { describe, expect, it } from 'vitest';
import { budgetLegend, formatLighthouseTable, runIndexes } from './lighthouse-table';
import type { RunMetrics } from './metrics';
import { routeLabel, type LighthouseRow } from './table';

const metrics = (overrides: Partial<RunMetrics> = {}): RunMetrics => ({
  score: 100,
  fcpMs: 1100,
  lcpMs: 1250,
  tbtMs: 0,
  cls: 0,
  jsTransferBytes: 68 * 1024,
  scripts: [],
  mainThreadMs: 100,
  benchmarkIndex: 1600,
  cpuSlowdown: 4,
  ...overrides,
});

const row = (brand: string, route: string, runs: RunMetrics[]): LighthouseRow => ({
  brand,
  route,
  url: `http://x${route}`,
  median: runs[0] ?? metrics(),
  runs,
});

const hello = row('floor', 'hello world', [metrics({ lcpMs: 1300, mainThreadMs: 50 })]);

describe('formatLighthouseTable', () => {
  it('shows the hello floor, then each form floor and its page with every run\'s index, the normalised work and the budget', () => {
    const formFloor = row('vn-1', '/ · form floor', [metrics({ lcpMs: 1000, mainThreadMs: 100 }), metrics({ lcpMs: 1000, mainThreadMs: 60, benchmarkIndex: 2000 })]);
    // The page's runs sat on a host twice as fast: raw 110 ms, normalised 352, 2.2 × the floor's 160.
    const page = row('vn-1', '/', [metrics({ lcpMs: 1200, tbtMs: 12.4, jsTransferBytes: 3 * 68 * 1024, mainThreadMs: 110, benchmarkIndex: 3200, cpuSlowdown: 8 })]);
    const lines = formatLighthouseTable(hello, [{ page, formFloor }]).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]?.split(/\s{2,}/)).toEqual([
      'brand', 'route', 'benchmarkIndex', 'CPU', 'JS gzip KB', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'main ms', 'main norm.', 'score',
      'JS ×hello', 'LCP ×form', 'main ×form', 'budget',
    ]);
    expect(lines[2]?.split(/\s{2,}/)).toEqual(['floor', 'hello world', '1600', '4×', '68.0', '1.10', '1.30', '0', '0.000', '50', '80', '100', '1.00', 'hello floor']);
    expect(lines[3]?.split(/\s{2,}/)).toEqual(['vn-1', '/ · form floor', '1600 2000', '4×', '68.0', '1.10', '1.00', '0', '0.000', '100', '160', '100', '1.00', '1.00', '1.00', 'form floor']);
    expect(lines[4]?.split(/\s{2,}/)).toEqual(['vn-1', '/', '3200', '8×', '204.0', '1.10', '1.20', '12', '0.000', '110', '352', '100', '3.00', '1.20', '2.20', 'FAIL LCP,JS,main']);
  });

  it('aligns every line to the same column starts, a consent row under the same budget', () => {
    const formFloor = row('es-1', '/ · form floor', [metrics()]);
    const page = row('es-1', routeLabel('/', 'consent'), [metrics({ tbtMs: 260 })]);
    const lines = formatLighthouseTable(hello, [{ page, formFloor }]).split('\n');
    const scoreAt = lines[0]?.indexOf('score') ?? -1;
    for (const line of lines.slice(2)) expect(line.slice(scoreAt, scoreAt + 5).trim()).toBe('100');
    expect(lines[4]).toMatch(/^es-1\s+\/ \(consent, 2nd visit\)\s.*FAIL TBT$/);
  });
});

describe('runIndexes', () => {
  it('lists every run\'s benchmarkIndex in measuring order', () => {
    expect(runIndexes([{ benchmarkIndex: 1612.4 }, { benchmarkIndex: undefined }, { benchmarkIndex: 3640 }])).toBe('1612 n/a 3640');
  });
});

describe('budgetLegend', () => {
  it('names both floors, the normalisation and the spread rule', () => {
    const legend = budgetLegend();
    expect(legend).toMatch(/score >= 95, TBT <= 200 ms, CLS = 0, JS gzip <= 2 × the hello floor, LCP <= 1.15 × the form floor, main norm. <= 1.5 × the form floor's/);
    expect(legend).toMatch(/× benchmarkIndex \/ 1000/);
    expect(legend).toMatch(/spread exceeds 25 % is not used for --check/);
  });
});
