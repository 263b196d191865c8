import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../brands/schema';
import { pageUrl, parseOptions } from './options';

describe('parseOptions', () => {
  it('defaults to vn-1 and es-1 at the index, 3 runs, 10 s, Lighthouse and API', () => {
    expect(parseOptions([])).toEqual({
      brands: ['vn-1', 'es-1'],
      routes: ['/'],
      lighthouse: true,
      api: true,
      check: false,
      runs: 3,
      durationSeconds: 10,
      help: false,
    });
  });

  it('takes brands and routes as comma lists and then runs Lighthouse only', () => {
    const o = parseOptions(['--brands', 'es-1, vn-1', '--routes', '/,/loan-information', '--check']);
    expect(o).toMatchObject({ brands: ['es-1', 'vn-1'], routes: ['/', '/loan-information'], lighthouse: true, api: false, check: true });
  });

  it('--all takes every brand id', () => {
    expect(parseOptions(['--all']).brands).toEqual([...BRAND_IDS]);
  });

  it('--api alone is the API only; with pages, both', () => {
    expect(parseOptions(['--api'])).toMatchObject({ lighthouse: false, api: true });
    expect(parseOptions(['--api', '--brands', 'vn-1'])).toMatchObject({ lighthouse: true, api: true });
  });

  it('rejects unknown brands, bad routes, bad numbers and unknown flags', () => {
    expect(() => parseOptions(['--brands', 'xx-9'])).toThrow(/unknown brand.*xx-9.*valid/);
    expect(() => parseOptions(['--routes', 'loan-information'])).toThrow(/starts with/);
    expect(() => parseOptions(['--duration', '0'])).toThrow(/--duration/);
    expect(() => parseOptions(['--runs', '1.5'])).toThrow(/--runs/);
    expect(() => parseOptions(['--fast'])).toThrow();
    expect(() => parseOptions(['--all', '--brands', 'vn-1'])).toThrow(/exclude/);
  });
});

describe('pageUrl', () => {
  it('puts routes under the base path', () => {
    expect(pageUrl('http://127.0.0.1:1', '/')).toBe('http://127.0.0.1:1/application-frontend/');
    expect(pageUrl('http://127.0.0.1:1', '/loan-information')).toBe('http://127.0.0.1:1/application-frontend/loan-information');
  });
});
