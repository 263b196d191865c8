import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { affiliateReferenceSchema } from '../../../contract/lead';
import { LOG } from './log';
import {
  clampToGrid,
  cleanText,
  isUuid,
  piiParamsToStrip,
  readLandingParams,
  TEXT_LIMITS,
} from './url-params';
import { vnBrand } from '../testing/startup-fixtures';

const read = (search: string) => readLandingParams(search, vnBrand);

describe('readLandingParams', () => {
  it('reads every landing parameter of behaviour §3', () => {
    const { params, logs } = read(
      '?refName=partner&refSubId=sub&refTransactionId=tx&amount=1500000&period=75&firstName=An&lastName=Le' +
        '&email=an%40example.vn&phoneNumber=%2B84912345678&sellingTierGlobalId=tier-1&sessionId=3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41',
    );
    expect(params).toEqual({
      refName: 'partner',
      refSubId: 'sub',
      refTransactionId: 'tx',
      amount: 1_500_000,
      period: 75,
      firstName: 'An',
      lastName: 'Le',
      email: 'an@example.vn',
      phoneNumber: '+84912345678',
      sellingTierGlobalId: 'tier-1',
      sessionId: '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41',
    });
    expect(logs).toEqual([]);
  });

  it('accepts a URLSearchParams and a search without "?"', () => {
    expect(readLandingParams(new URLSearchParams('amount=600000'), vnBrand).params).toEqual({
      amount: 600_000,
    });
    expect(read('period=80').params).toEqual({ period: 80 });
  });

  it('refTransactionId falls back to s_id', () => {
    expect(read('?s_id=abc').params.refTransactionId).toBe('abc');
    expect(read('?s_id=abc&refTransactionId=tx').params.refTransactionId).toBe('tx');
    expect(read('?refTransactionId=&s_id=abc').params.refTransactionId).toBe('abc');
  });

  it('the first of repeated keys wins', () => {
    expect(read('?refName=a&refName=b&amount=600000&amount=700000').params).toEqual({
      refName: 'a',
      amount: 600_000,
    });
  });

  it('amount and period: non-numbers are ignored and logged by name only', () => {
    const { params, logs } = read('?amount=abc&period=1e2');
    expect(params).toEqual({});
    expect(logs).toEqual([
      {
        level: 'warn',
        message: LOG.urlParameterExtractionFailed,
        detail: { param: 'amount', reason: 'not a number' },
      },
      {
        level: 'warn',
        message: LOG.urlParameterExtractionFailed,
        detail: { param: 'period', reason: 'not a number' },
      },
    ]);
    for (const bad of ['0x10', 'Infinity', 'NaN', '1,000', '1 000', '--1', ''])
      expect(read(`?amount=${encodeURIComponent(bad)}`).params.amount).toBeUndefined();
  });

  it('amount and period are clamped to the brand range and snapped to the step', () => {
    expect(read('?amount=1').params.amount).toBe(500_000);
    expect(read('?amount=-5').params.amount).toBe(500_000);
    expect(read('?amount=999999999999').params.amount).toBe(20_000_000);
    expect(read('?amount=1234567').params.amount).toBe(1_234_600);
    expect(read('?amount=1234549.99').params.amount).toBe(1_234_500);
    expect(read('?period=10').params.period).toBe(61);
    expect(read('?period=91').params.period).toBe(90);
    expect(read('?period=70.4').params.period).toBe(70);
    expect(read('?period=%2070%20').params.period).toBe(70);
    expect(read(`?amount=${'9'.repeat(400)}`).params.amount).toBeUndefined();
  });

  it('clampToGrid copes with fractional steps without float noise', () => {
    expect(clampToGrid(0.35, { min: 0.1, max: 1, step: 0.1 })).toBe(0.4);
    expect(clampToGrid(5, { min: 0, max: 10, step: 3 })).toBe(6);
  });

  it('prefill text is trimmed, stripped of control characters and capped', () => {
    const long = 'x'.repeat(500);
    const { params } = read(
      `?firstName=%20%20An%0A%20&lastName=${long}&email=${long}&phoneNumber=${'1'.repeat(300)}`,
    );
    expect(params.firstName).toBe('An');
    expect(params.lastName).toHaveLength(TEXT_LIMITS.name);
    expect(params.email).toHaveLength(TEXT_LIMITS.email);
    expect(params.phoneNumber).toHaveLength(TEXT_LIMITS.phoneNumber);
    expect(read('?firstName=%20%20').params.firstName).toBeUndefined();
  });

  it('capping never splits a character', () => {
    expect(cleanText('😀'.repeat(120), 100)).toBe('😀'.repeat(100));
  });

  it('script-like values are kept as plain text (React renders them as text)', () => {
    expect(read('?firstName=%3Cscript%3Ealert(1)%3C%2Fscript%3E').params.firstName).toBe(
      '<script>alert(1)</script>',
    );
  });

  it('sessionId must be a UUID, else it is ignored and logged', () => {
    expect(read('?sessionId=3F2B8C1E-9D4A-4E6B-8F1C-2A7D9E0B5C41').params.sessionId).toBe(
      '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41',
    );
    const { params, logs } = read('?sessionId=not-a-uuid');
    expect(params.sessionId).toBeUndefined();
    expect(logs[0]?.detail).toEqual({ param: 'sessionId', reason: 'not a UUID' });
    expect(read('?sessionId=3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41x').params.sessionId).toBeUndefined();
  });

  it('__proto__ and unknown keys are ignored', () => {
    const { params } = read('?__proto__=x&constructor=y&foo=bar');
    expect(params).toEqual({});
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('undefined URL data is logged', () => {
    expect(readLandingParams(undefined, vnBrand)).toEqual({
      params: {},
      logs: [{ level: 'warn', message: LOG.urlDataUndefined }],
    });
  });

  it('a failure while reading is logged as failed URL parameter extraction', () => {
    const hostile = {
      get: () => {
        throw new TypeError('boom');
      },
    } as unknown as URLSearchParams;
    const { params, logs } = readLandingParams(hostile, vnBrand);
    expect(params).toEqual({});
    expect(logs).toEqual([
      { level: 'error', message: LOG.urlParameterExtractionFailed, detail: { reason: 'TypeError' } },
    ]);
  });
});

describe('isUuid', () => {
  it('matches the 8-4-4-4-12 hex pattern only', () => {
    expect(isUuid('3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41')).toBe(true);
    expect(isUuid('3f2b8c1e9d4a4e6b8f1c2a7d9e0b5c41')).toBe(false);
    expect(isUuid('g3f2b8c1-9d4a-4e6b-8f1c-2a7d9e0b5c41')).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});

describe('piiParamsToStrip', () => {
  it('removes firstName, lastName, email and phoneNumber, keeping everything else byte for byte', () => {
    expect(
      piiParamsToStrip(
        '?firstName=An&gclid=Cj0K%2Bx&lastName=Le&email=a%40b.vn&phoneNumber=1&utm_source=x+y',
      ),
    ).toBe('?gclid=Cj0K%2Bx&utm_source=x+y');
  });

  it('answers "" when nothing is left and the search unchanged when nothing is personal', () => {
    expect(piiParamsToStrip('?email=a')).toBe('');
    expect(piiParamsToStrip('')).toBe('');
    expect(piiParamsToStrip('?a=1&b=2')).toBe('?a=1&b=2');
    expect(piiParamsToStrip('a=1')).toBe('?a=1');
  });

  it('matches keys case-insensitively and percent-encoded, and removes every repeat', () => {
    expect(piiParamsToStrip('?EMAIL=a&e%6Dail=b&email=c&email&amount=1')).toBe('?amount=1');
    expect(piiParamsToStrip('?first%4Eame=x&bad=%E0%A4%A')).toBe('?bad=%E0%A4%A');
  });
});

describe('properties', () => {
  const anyValue = fc.oneof(
    fc.string(),
    fc.double().map(String),
    fc.integer().map(String),
    fc.constantFrom('1e9', '-0', '0x1f', ' 7 ', ''),
  );

  it('amount/period from any string land within the brand limits on the step grid, or are ignored', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (amount, period) => {
        const search = new URLSearchParams({ amount, period }).toString();
        const { params } = read(search);
        for (const [name, value] of [
          ['amount', params.amount],
          ['period', params.period],
        ] as const) {
          if (value === undefined) continue;
          const { min, max, step } = vnBrand[name];
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
          expect(Number.isInteger((value - min) / step)).toBe(true);
        }
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('clamping to arbitrary grids stays within range and on the grid', () => {
    const grid = fc
      .record({
        min: fc.integer({ min: 1, max: 1000 }),
        steps: fc.integer({ min: 0, max: 1000 }),
        step: fc.integer({ min: 1, max: 500 }),
      })
      .map(({ min, steps, step }) => ({ min, max: min + steps * step, step }));
    fc.assert(
      fc.property(
        grid,
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        (range, v) => {
          const out = clampToGrid(v, range);
          expect(out).toBeGreaterThanOrEqual(range.min);
          expect(out).toBeLessThanOrEqual(range.max);
          expect(Number.isInteger((out - range.min) / range.step)).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('a non-UUID sessionId is never read', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const { params } = read(new URLSearchParams({ sessionId: s }).toString());
        if (params.sessionId !== undefined) expect(isUuid(params.sessionId)).toBe(true);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('the cleaned search never carries a PII key and keeps the others', () => {
    const key = fc.oneof(
      fc.constantFrom('firstName', 'lastName', 'email', 'phoneNumber', 'Email', 'gclid', 'amount'),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 8 })), { maxLength: 8 }), (pairs) => {
        const search = `?${new URLSearchParams(pairs).toString()}`;
        const cleaned = new URLSearchParams(piiParamsToStrip(search));
        for (const k of cleaned.keys())
          expect(['firstname', 'lastname', 'email', 'phonenumber']).not.toContain(k.trim().toLowerCase());
        const expected = pairs.filter(
          ([k]) => !['firstname', 'lastname', 'email', 'phonenumber'].includes(k.trim().toLowerCase()),
        );
        expect([...cleaned.entries()]).toEqual(expected);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('fuzz regressions: URL text fits the lead contract', () => {
  it('a reference longer than the contract cap is cut to it (200 characters, counted as zod counts them)', () => {
    const { params } = read(
      `?refName=${encodeURIComponent('😀'.repeat(201))}&refTransactionId=${'t'.repeat(255)}`,
    );
    expect(params.refName).toBe('😀'.repeat(200));
    expect(params.refTransactionId).toBe('t'.repeat(200));
    expect(
      affiliateReferenceSchema.safeParse({
        attribute: params.refName,
        transactionId: params.refTransactionId,
      }).success,
    ).toBe(true);
  });
});
