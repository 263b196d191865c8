import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { describe, expect, it } from 'vitest';
import type { Environment } from '../../../brands/schema';
import type { LoanApplication } from '../../../contract/lead';
import { decide, MIN_MONTHLY_INCOME, type DecisionInput } from './rules';
import { STEP_ROUTES } from './outcome';
import { gotoRouteOf, triggerOf } from './triggers';

const LEAD_ID = '5b0e7a52-3c1f-4f5e-9d2a-7c8b6a4e3f21';
const brand = {
  country: 'VN' as const,
  currency: 'VND',
  amount: { max: 20_000_000 },
  period: { scale: 'days' as const },
  pricing: { annualRatePercent: 20, fixedFee: 0 },
  redirectHosts: ['partner.example', 'other.example'],
  // The demo: the triggers decide (config/modes.ts); staging and production below.
  environment: 'development' as Environment,
};

function input(lead: LoanApplication, overrides: Partial<DecisionInput> = {}): DecisionInput {
  return {
    leadId: LEAD_ID,
    brand,
    today: '2026-03-02',
    lead: {
      amount: 1_000_000,
      personalDetails: { dateOfBirth: '1990-05-17' },
      contactDetails: { email: 'an@example.com' },
      ...lead,
    },
    ...overrides,
  };
}

const email = (address: string): LoanApplication => ({ contactDetails: { email: address } });

describe('test triggers in the email address', () => {
  it('reads the part before "+", case-insensitive, only for known triggers', () => {
    expect(triggerOf('Reject+me@example.com')).toBe('reject');
    expect(triggerOf('redirectpost+x@x.test')).toBe('redirectpost');
    expect(triggerOf('rejected+me@example.com')).toBeUndefined();
    expect(triggerOf('reject@example.com')).toBeUndefined();
    expect(triggerOf('+reject@example.com')).toBeUndefined();
    expect(triggerOf(undefined)).toBeUndefined();
  });

  it.each([
    ['accept+a@x.test', { kind: 'accepted', steps: [] }],
    ['reject+a@x.test', { kind: 'rejected', reason: 'test' }],
    ['verify+a@x.test', { kind: 'accepted', steps: ['/mobile-verification'] }],
    ['idupload+a@x.test', { kind: 'accepted', steps: ['/id-upload'] }],
    ['consents+a@x.test', { kind: 'accepted', steps: ['/consents'] }],
    ['steps+a@x.test', { kind: 'accepted', steps: ['/mobile-verification', '/id-upload', '/consents'] }],
    ['thankyou+a@x.test', { kind: 'completed' }],
    ['redirect+a@x.test', { kind: 'redirected', method: 'GET' }],
    ['redirectpost+a@x.test', { kind: 'redirected', method: 'POST' }],
  ])('%s -> %o', (address, expected) => {
    expect(decide(input(email(address))).outcome).toMatchObject(expected);
  });

  it.each([
    ['goto-id-upload+ana@x.test', ['/id-upload']],
    ['GOTO-Reference-Details+ana@x.test', ['/reference-details']],
    ['goto-change-mobile-number+a@x.test', ['/change-mobile-number', '/mobile-verification']],
    ['goto-wniosek+a@x.test', ['/wniosek', '/wniosek-uzupelnienie']],
  ])('the demo trigger %s sends the application to %o, then to the offer', (address, steps) => {
    const decision = decide(input(email(address)));
    expect(decision.outcome).toMatchObject({ kind: 'accepted', steps });
    expect(decision.rule).toBe(`goto:${steps[0]}`);
  });

  it('reaches only the screens the engine can send an application to', () => {
    expect(gotoRouteOf('goto-accepted+a@x.test')).toBeUndefined();
    expect(gotoRouteOf('goto-../admin+a@x.test')).toBeUndefined();
    expect(gotoRouteOf('goto-+a@x.test')).toBeUndefined();
    expect(gotoRouteOf('goto-cnp@x.test')).toBeUndefined();
    for (const route of STEP_ROUTES) expect(gotoRouteOf(`goto-${route.slice(1)}+a@x.test`)).toBe(route);
  });

  it('redirects only to the first allowlisted host, over https, with the lead as ref', () => {
    const { outcome } = decide(input(email('redirect+a@x.test')));
    expect(outcome.kind === 'redirected' && outcome.url).toBe(`https://partner.example/apply?ref=${LEAD_ID}`);
  });

  it('cannot redirect on a brand without partner hosts: rejected instead', () => {
    const decision = decide(input(email('redirect+a@x.test'), { brand: { ...brand, redirectHosts: [] } }));
    expect(decision.outcome).toEqual({ kind: 'rejected', reason: 'no-partner' });
  });
});

describe('outside development: the triggers are ordinary addresses', () => {
  it.each(['staging', 'production'] as const)(
    '%s decides accept+, goto- and reject+ by the business rules',
    (env) => {
      const inMode = { brand: { ...brand, environment: env } };
      const poor = { incomeDetails: { monthlyIncome: MIN_MONTHLY_INCOME.VN - 1 } };
      for (const address of [
        'accept+ana.perez@gmail.com',
        'goto-wenance-tink+ana@x.test',
        'thankyou+a@x.test',
      ]) {
        const decision = decide(input({ ...email(address), ...poor }, inMode));
        expect(decision, address).toEqual({
          outcome: { kind: 'rejected', reason: 'income' },
          rule: 'income',
        });
      }
      expect(decide(input(email('reject+a@x.test'), inMode)).rule).toBe('default');
    },
  );
});

describe('business rules (no trigger)', () => {
  it('accepts an ordinary application', () => {
    const decision = decide(input({ incomeDetails: { monthlyIncome: 15_000_000 } }));
    expect(decision.rule).toBe('default');
    expect(decision.outcome).toMatchObject({ kind: 'accepted', steps: [], offerId: 'offer-5b0e7a523c1f' });
  });

  it("offers the amount and term asked for, priced with the brand's rates", () => {
    const lead = { amount: 1_000_000, period: 73, incomeDetails: { monthlyIncome: 15_000_000 } };
    expect(decide(input(lead)).outcome).toMatchObject({
      kind: 'accepted',
      offer: {
        amount: 1_000_000,
        period: 73,
        periodScale: 'days',
        instalments: 1,
        instalment: 1_040_000,
        totalRepayable: 1_040_000,
        apr: 21.67,
        currency: 'VND',
      },
    });
  });

  it('makes no offer of figures for an application without a term', () => {
    const { outcome } = decide(input({ incomeDetails: { monthlyIncome: 15_000_000 } }));
    expect(outcome.kind === 'accepted' && outcome.offer).toBeUndefined();
  });

  it('rejects the under-age and the over-75', () => {
    expect(decide(input({ personalDetails: { dateOfBirth: '2008-03-03' } })).outcome).toEqual({
      kind: 'rejected',
      reason: 'age',
    });
    expect(decide(input({ personalDetails: { dateOfBirth: '2008-03-02' } })).rule).toBe('default');
    expect(decide(input({ personalDetails: { dateOfBirth: '1950-01-01' } })).rule).toBe('age');
  });

  it('rejects an income below the country minimum', () => {
    const low = MIN_MONTHLY_INCOME.VN - 1;
    expect(decide(input({ incomeDetails: { monthlyIncome: low } })).outcome).toEqual({
      kind: 'rejected',
      reason: 'income',
    });
    expect(decide(input({ incomeDetails: { monthlyIncome: low + 1 } })).rule).toBe('default');
  });

  it('rejects when expenses and credit commitments take 80 % of income', () => {
    const lead = {
      incomeDetails: { monthlyIncome: 10_000_000 },
      expenses: { monthlyExpenses: 5_000_000, monthlyCreditCommitments: 3_000_000 },
    };
    expect(decide(input(lead)).rule).toBe('affordability');
    expect(
      decide(
        input({ ...lead, expenses: { monthlyExpenses: 4_000_000, monthlyCreditCommitments: 3_000_000 } }),
      ).rule,
    ).toBe('default');
  });

  it('redirects a negative credit history to a partner', () => {
    expect(decide(input({ otherDetails: { negativeCreditHistory: true } })).outcome).toMatchObject({
      kind: 'redirected',
      method: 'GET',
    });
  });

  it('asks for an ID document first for amounts from 75 % of the maximum', () => {
    expect(decide(input({ amount: 15_000_000 })).outcome).toMatchObject({
      kind: 'accepted',
      steps: ['/id-upload'],
    });
    expect(decide(input({ amount: 14_999_900 })).rule).toBe('default');
  });

  it('is deterministic and always answers a well-formed outcome', () => {
    fc.assert(
      fc.property(
        fc.record({
          amount: fc.integer({ min: 500_000, max: 20_000_000 }),
          income: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
          expenses: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
          negative: fc.option(fc.boolean()),
          tag: fc.constantFrom('', 'reject+', 'redirect+', 'verify+', 'accept+', 'thankyou+', 'junk+'),
        }),
        ({ amount, income, expenses, negative, tag }) => {
          const lead: LoanApplication = {
            amount,
            contactDetails: { email: `${tag}a@x.test` },
            ...(income === null ? {} : { incomeDetails: { monthlyIncome: income } }),
            ...(expenses === null ? {} : { expenses: { monthlyExpenses: expenses } }),
            ...(negative === null ? {} : { otherDetails: { negativeCreditHistory: negative } }),
          };
          const a = decide(input(lead));
          expect(decide(input(lead))).toEqual(a);
          expect(['accepted', 'rejected', 'redirected', 'completed']).toContain(a.outcome.kind);
          if (a.outcome.kind === 'redirected')
            expect(brand.redirectHosts).toContain(new URL(a.outcome.url).host);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });
});
