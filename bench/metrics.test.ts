import { describe, expect, it } from 'vitest';
import { landedElsewhere, lcpElement, medianRun, metricsFromResult, type LighthouseResultLike, type RunMetrics } from './metrics';

function lhr(overrides: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  return {
    finalDisplayedUrl: 'http://h/application-frontend/',
    environment: { benchmarkIndex: 1758.5 },
    configSettings: { throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: 4 } },
    categories: { performance: { score: 0.99 } },
    audits: {
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 5 }] },
            { type: 'node', selector: 'main#main > form.loan-form > h1.step-heading', nodeLabel: 'Bạn muốn vay bao nhiêu?' },
          ],
        },
      },
      'first-contentful-paint': { numericValue: 1103.1 },
      'largest-contentful-paint': { numericValue: 1253.1 },
      'total-blocking-time': { numericValue: 0 },
      'cumulative-layout-shift': { numericValue: 0 },
      'mainthread-work-breakdown': { numericValue: 300 },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            { url: 'http://h/application-frontend/', resourceType: 'Document', transferSize: 900 },
            { url: 'http://h/application-frontend/assets/index.js', resourceType: 'Script', transferSize: 68_341 },
            { url: 'http://h/application-frontend/assets/lazy.js', resourceType: 'Script', transferSize: 1_000 },
            { url: 'http://h/application-frontend/assets/index.css', resourceType: 'Stylesheet', transferSize: 2_000 },
          ],
        },
      },
    },
    ...overrides,
  };
}

describe('metricsFromResult', () => {
  it('reads the score (0-100), the metrics and the scripts requested during load', () => {
    const m = metricsFromResult(lhr());
    expect(m).toMatchObject({ score: 99, fcpMs: 1103.1, lcpMs: 1253.1, tbtMs: 0, cls: 0, jsTransferBytes: 69_341 });
    expect(m).toMatchObject({ mainThreadMs: 75, benchmarkIndex: 1758.5 });
    expect(m.scripts.map((s) => s.url)).toEqual(['http://h/application-frontend/assets/index.js', 'http://h/application-frontend/assets/lazy.js']);
  });

  it('reads where the page ended and its LCP element, when Lighthouse names them', () => {
    expect(metricsFromResult(lhr())).toMatchObject({
      finalUrl: 'http://h/application-frontend/',
      lcpElement: 'main#main > form.loan-form > h1.step-heading "Bạn muốn vay bao nhiêu?"',
    });
    const audits = { ...lhr().audits, 'lcp-breakdown-insight': undefined };
    expect(lcpElement(lhr({ audits }))).toBeUndefined();
    // A label over several lines (a banner's title and text) is given on one.
    const banner = { type: 'node', selector: 'section.consent-banner', nodeLabel: 'Uso de cookies\n\nUsamos cookies…' };
    const multiline = { ...lhr().audits, 'lcp-breakdown-insight': { details: { type: 'list', items: [banner] } } };
    expect(lcpElement(lhr({ audits: multiline }))).toBe('section.consent-banner "Uso de cookies Usamos cookies…"');
  });

  it('fails on a Lighthouse runtime error (e.g. the page did not load)', () => {
    expect(() => metricsFromResult(lhr({ runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'status 404' } }))).toThrow(/ERRORED_DOCUMENT_REQUEST/);
  });

  it('fails when the score or a metric is missing', () => {
    expect(() => metricsFromResult(lhr({ categories: { performance: { score: null } } }))).toThrow(/score/);
    const audits = { ...lhr().audits, 'largest-contentful-paint': {} };
    expect(() => metricsFromResult(lhr({ audits }))).toThrow(/largest-contentful-paint/);
    const noTasks = { ...lhr().audits, 'mainthread-work-breakdown': {} };
    expect(() => metricsFromResult(lhr({ audits: noTasks }))).toThrow(/mainthread-work-breakdown/);
  });

  it('counts the main thread as it ran: the breakdown divided by the simulated CPU factor', () => {
    expect(metricsFromResult(lhr({ configSettings: { throttlingMethod: 'devtools' } })).mainThreadMs).toBe(300);
  });

  it('records the CPU slowdown it simulated, scaled on a faster host', () => {
    expect(metricsFromResult(lhr()).cpuSlowdown).toBe(4);
    const scaled = metricsFromResult(lhr({ configSettings: { throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: 9 } } }));
    expect(scaled).toMatchObject({ cpuSlowdown: 9, mainThreadMs: 300 / 9 });
  });
});

describe('landedElsewhere', () => {
  const at = (finalUrl?: string): RunMetrics => ({ score: 100, lcpMs: 1, fcpMs: 1, tbtMs: 0, cls: 0, jsTransferBytes: 0, scripts: [], mainThreadMs: 0, finalUrl });

  it('names the first run that ended on another path (trailing slashes and queries aside)', () => {
    const url = 'http://h/application-frontend/contact-details';
    expect(landedElsewhere(url, [at(url), at(`${url}/?x=1`), at(undefined)])).toBeUndefined();
    expect(landedElsewhere(url, [at(url), at('http://h/application-frontend/personal-details')])).toBe('http://h/application-frontend/personal-details');
    expect(landedElsewhere('http://h/application-frontend/', [at('http://h/application-frontend')])).toBeUndefined();
  });
});

describe('medianRun', () => {
  const run = (score: number, lcpMs: number): RunMetrics => ({ score, lcpMs, fcpMs: 0, tbtMs: 0, cls: 0, jsTransferBytes: 0, scripts: [], mainThreadMs: 0 });

  it('takes the middle run by score', () => {
    expect(medianRun([run(100, 1000), run(90, 1000), run(95, 1000)])).toEqual(run(95, 1000));
  });

  it('breaks score ties by LCP', () => {
    expect(medianRun([run(100, 1300), run(100, 1100), run(100, 1200)])).toEqual(run(100, 1200));
  });

  it('takes the worse middle of an even count and the only run of one', () => {
    expect(medianRun([run(100, 1000), run(99, 1000), run(98, 1000), run(97, 1000)])).toEqual(run(98, 1000));
    expect(medianRun([run(42, 1)])).toEqual(run(42, 1));
    expect(() => medianRun([])).toThrow();
  });
});
