import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { LOCAL_STORAGE_FORBIDDEN_FIELDS, redactForLocalStorage } from './application';

const forbidden = Object.values(LOCAL_STORAGE_FORBIDDEN_FIELDS).flat() as string[];

function keysDeep(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysDeep(v, out);
    }
  }
  return out;
}

describe('redactForLocalStorage', () => {
  const application = {
    amount: 1_000_000,
    personalDetails: { firstName: 'An', personalCode: '001099012345' },
    incomeDetails: { monthlyIncome: 10, iban: 'VN00...' },
    otherDetails: {
      education: 'u',
      ibanConsent: true,
      idCardNumber: '1',
      idCardIssuedAt: '2020-01-01',
      idCardIssuedAuthority: 'x',
      taxIdentificationNumber: '2',
      pensionNumber: '3',
    },
    employer: { taxRegistryCode: 'company-code' },
  };

  it('removes national id, bank account and ID-card data, keeping the rest', () => {
    expect(redactForLocalStorage(application)).toEqual({
      amount: 1_000_000,
      personalDetails: { firstName: 'An' },
      incomeDetails: { monthlyIncome: 10 },
      otherDetails: { education: 'u', ibanConsent: true },
      employer: { taxRegistryCode: 'company-code' },
    });
    expect(application.personalDetails.personalCode).toBe('001099012345');
  });

  it('removes those names anywhere, even misplaced in an old draft', () => {
    expect(redactForLocalStorage({ personalCode: 'x', history: [{ iban: 'y', ok: 1 }] })).toEqual({
      history: [{ ok: 1 }],
    });
  });

  it('leaves the lead id out: a lead outlives its tab only through a continue link', () => {
    expect(redactForLocalStorage({ id: '3f0c0d4e-8a7b-4c1d-9e2f-0a1b2c3d4e5f', amount: 300 })).toEqual({ amount: 300 });
  });

  it('property: never leaves a forbidden field, at any depth', () => {
    const key = fc.oneof(
      fc.constantFrom(...forbidden, 'personalDetails', 'incomeDetails', 'otherDetails', '__proto__'),
      fc.string({ maxLength: 5 }),
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue(),
        fc.dictionary(key, tie('node'), { maxKeys: 5 }),
        fc.array(tie('node'), { maxLength: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, tree, { maxKeys: 6 }), (app) => {
        const redacted = redactForLocalStorage(app);
        const keys = keysDeep(redacted);
        for (const f of forbidden) expect(keys).not.toContain(f);
        expect(keys).not.toContain('__proto__');
        const text = JSON.stringify(redacted);
        for (const f of forbidden) expect(text).not.toContain(`"${f}":`);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
