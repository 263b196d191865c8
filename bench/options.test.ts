import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../brands/resolve';
import { BRAND_IDS } from '../brands/schema';
import { configuredFirstStep, interactionRoutes, pageUrl, parseOptions, visitsOf } from './options';

/** A stand-in for the configured first step, so these tests do not depend on brand data. */
const firstStep = (brand: string) => `/first-step-of-${brand}`;
const parse = (argv: string[]) => parseOptions(argv, firstStep);

describe('parseOptions', () => {
  it('defaults to vn-1 at / and its first step, es-1 at /, /loan-information and its first step, 5 runs, 10 s, Lighthouse and API', () => {
    expect(parse([])).toEqual({
      pages: [
        { brand: 'vn-1', routes: ['/', '/first-step-of-vn-1'] },
        { brand: 'es-1', routes: ['/', '/loan-information', '/first-step-of-es-1'] },
      ],
      lighthouse: true,
      api: true,
      consent: true,
      check: false,
      runs: 5,
      durationSeconds: 10,
      help: false,
    });
  });

  it('by default measures the pages issues #5 and #6 name, with the real brand configuration', () => {
    expect(parseOptions([]).pages).toEqual([
      { brand: 'vn-1', routes: ['/', '/initial-details'] },
      { brand: 'es-1', routes: ['/', '/loan-information', '/personal-details'] },
    ]);
  });

  it('--brands measures each brand at / and its first step, Lighthouse only', () => {
    const o = parse(['--brands', 'es-1, vn-1', '--check']);
    expect(o).toMatchObject({ lighthouse: true, api: false, check: true });
    expect(o.pages).toEqual([
      { brand: 'es-1', routes: ['/', '/first-step-of-es-1'] },
      { brand: 'vn-1', routes: ['/', '/first-step-of-vn-1'] },
    ]);
  });

  it('--routes measures exactly those routes of each brand (of the default brands without --brands)', () => {
    expect(parse(['--brands', 'es-1,vn-1', '--routes', '/,/loan-information']).pages).toEqual([
      { brand: 'es-1', routes: ['/', '/loan-information'] },
      { brand: 'vn-1', routes: ['/', '/loan-information'] },
    ]);
    expect(parse(['--routes', '/contact-details']).pages).toEqual([
      { brand: 'vn-1', routes: ['/contact-details'] },
      { brand: 'es-1', routes: ['/contact-details'] },
    ]);
  });

  it('--all measures every brand at / and its first step; with --routes, those routes', () => {
    const all = parse(['--all', '--check']);
    expect(all).toMatchObject({ lighthouse: true, api: false, check: true });
    expect(all.pages).toEqual(BRAND_IDS.map((brand) => ({ brand, routes: ['/', `/first-step-of-${brand}`] })));
    expect(parse(['--all', '--routes', '/']).pages.every((p) => p.routes.join() === '/')).toBe(true);
  });

  it('--all takes each first step from the brand configuration: the classic flow\'s first step, the dynamic form\'s first page', () => {
    const pages = parseOptions(['--all']).pages;
    expect(pages).toHaveLength(16);
    for (const { brand, routes } of pages) {
      const config = resolveBrand(brand);
      expect(routes).toEqual(['/', config.flow === 'dynamic' ? '/initial-details' : config.steps[0]!.path]);
    }
  });

  it('lists a brand and a route once', () => {
    expect(parse(['--brands', 'vn-1,vn-1', '--routes', '/,/'])).toMatchObject({ pages: [{ brand: 'vn-1', routes: ['/'] }] });
    expect(parseOptions(['--brands', 'vn-1'], () => '/').pages).toEqual([{ brand: 'vn-1', routes: ['/'] }]);
  });

  it('--api alone is the API only; with pages, both', () => {
    expect(parse(['--api'])).toMatchObject({ lighthouse: false, api: true });
    expect(parse(['--api', '--brands', 'vn-1'])).toMatchObject({ lighthouse: true, api: true });
  });

  it('measures every page also as a returning visitor with consent, unless --no-consent', () => {
    expect(parse(['--brands', 'es-1,vn-1']).consent).toBe(true);
    expect(parse(['--all']).consent).toBe(true);
    expect(parse(['--routes', '/']).consent).toBe(true);
    expect(parse(['--no-consent'])).toMatchObject({ consent: false, lighthouse: true, api: true });
    expect(parse(['--brands', 'vn-1', '--no-consent'])).toMatchObject({ consent: false, lighthouse: true, api: false });
    expect(() => parse(['--no-consent=yes'])).toThrow();
  });

  it('rejects unknown brands, bad routes, bad numbers and unknown flags', () => {
    expect(() => parse(['--brands', 'xx-9'])).toThrow(/unknown brand.*xx-9.*valid/);
    expect(() => parse(['--routes', 'loan-information'])).toThrow(/starts with/);
    expect(() => parse(['--duration', '0'])).toThrow(/--duration/);
    expect(() => parse(['--runs', '1.5'])).toThrow(/--runs/);
    expect(() => parse(['--fast'])).toThrow();
    expect(() => parse(['--all', '--brands', 'vn-1'])).toThrow(/exclude/);
  });
});

describe('visitsOf', () => {
  it('is a first visit, then a second visit with consent; only the first with --no-consent', () => {
    expect(visitsOf(parse([]))).toEqual(['first', 'consent']);
    expect(visitsOf(parse(['--no-consent']))).toEqual(['first']);
  });
});

describe('configuredFirstStep', () => {
  it("is the first of a classic brand's configured steps", () => {
    expect(configuredFirstStep('es-1')).toBe('/personal-details');
  });

  it('is the initial page for a dynamic-form brand, whatever its steps say', () => {
    expect(resolveBrand('vn-1').flow).toBe('dynamic');
    expect(configuredFirstStep('vn-1')).toBe('/initial-details');
  });
});

describe('interactionRoutes', () => {
  it('measures the first interaction on / and the first step, not on other routes', () => {
    expect(interactionRoutes(['/', '/loan-information', '/personal-details'], '/personal-details')).toEqual(['/', '/personal-details']);
    expect(interactionRoutes(['/loan-information'], '/personal-details')).toEqual([]);
  });
});

describe('pageUrl', () => {
  it('puts routes under the base path', () => {
    expect(pageUrl('http://127.0.0.1:1', '/')).toBe('http://127.0.0.1:1/application-frontend/');
    expect(pageUrl('http://127.0.0.1:1', '/loan-information')).toBe('http://127.0.0.1:1/application-frontend/loan-information');
  });
});
