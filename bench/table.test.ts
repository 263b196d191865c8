import { describe, expect, it } from 'vitest';
import { consentLegend, formatApiTable, formatTable, kib, machineLine, routeLabel } from './table';

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

describe('routeLabel', () => {
  it('is the route for a first visit, and notes a second visit with consent', () => {
    expect(routeLabel('/', 'first')).toBe('/');
    expect(routeLabel('/', 'consent')).toBe('/ (consent, 2nd visit)');
    expect(routeLabel('/personal-details', 'consent')).toBe('/personal-details (consent, 2nd visit)');
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
    expect(machineLine(env, { min: 1758.5, max: 1758.5 })).toBe('machine: AMD EPYC 7B13, 2 cores, Node v20.20.2, Lighthouse benchmarkIndex 1759');
    expect(machineLine(env, { min: 1500, max: 1712.4 })).toMatch(/benchmarkIndex 1500-1712$/);
    expect(machineLine(env)).toContain('benchmarkIndex n/a');
  });
});
