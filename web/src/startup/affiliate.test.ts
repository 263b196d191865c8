import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { applyAffiliateDecision, decideAffiliate, type AffiliateInput } from './affiliate';
import { isReferenceChanged, pickStoredReference, toAffiliateReference } from './affiliate-reference';
import { LOG, type LogEntry } from './log';
import { HOUR, NOW } from '../testing/startup-fixtures';

const ago = (ms: number): string => new Date(NOW.getTime() - ms).toISOString();
const stored = { attribute: 'partner', subId: 'sub', transactionId: 'tx', setAt: ago(HOUR) };
const base: AffiliateInput = {
  now: NOW,
  url: {},
  sessionReference: undefined,
  localReference: undefined,
  expiryHours: 480,
  staticAffiliateRefName: 'static',
};
const messages = (logs: LogEntry[]) => logs.map((l) => l.message);

describe('decideAffiliate (behaviour §4 Affiliate reference)', () => {
  it('maps refName/refSubId/refTransactionId to attribute/subId/transactionId, stamped now', () => {
    const d = decideAffiliate({ ...base, url: { refName: 'p', refSubId: 's', refTransactionId: 't' } });
    expect(d).toMatchObject({
      reference: { attribute: 'p', subId: 's', transactionId: 't', setAt: NOW.toISOString() },
      action: 'write',
      changed: true,
      expired: false,
      resetSession: true,
    });
  });

  it.each([
    ['attribute', { refName: 'other', refSubId: 'sub', refTransactionId: 'tx' }],
    ['subId', { refName: 'partner', refSubId: 'other', refTransactionId: 'tx' }],
    ['transactionId', { refName: 'partner', refSubId: 'sub', refTransactionId: 'other' }],
    ['a field missing', { refName: 'partner' }],
  ])('counts as changed when %s differs', (_name, url) => {
    const d = decideAffiliate({ ...base, url, sessionReference: stored });
    expect(d.changed).toBe(true);
    expect(d.resetSession).toBe(true);
    expect(d.reference?.setAt).toBe(NOW.toISOString());
  });

  it('an identical reference is not a change and keeps its setAt', () => {
    const d = decideAffiliate({
      ...base,
      url: { refName: 'partner', refSubId: 'sub', refTransactionId: 'tx' },
      sessionReference: stored,
    });
    expect(d).toMatchObject({ changed: false, resetSession: false, action: 'write', reference: stored });
  });

  it('a URL without affiliate parameters keeps the stored one and logs it', () => {
    const d = decideAffiliate({ ...base, localReference: stored });
    expect(d).toMatchObject({ changed: false, action: 'write', reference: stored });
    expect(d.logs).toEqual([{ level: 'info', message: LOG.noValidAffiliateParameters }]);
  });

  it('undefined URL data is logged', () => {
    expect(messages(decideAffiliate({ ...base, url: undefined }).logs)).toEqual([LOG.urlDataUndefined]);
  });

  it('nothing anywhere: nothing to do', () => {
    expect(decideAffiliate(base)).toMatchObject({ action: 'none', reference: null, resetSession: false });
  });

  it('an expired reference is removed and the session reset', () => {
    const old = { ...stored, setAt: ago(480 * HOUR + 1) };
    expect(decideAffiliate({ ...base, sessionReference: old })).toMatchObject({
      action: 'remove',
      reference: null,
      expired: true,
      changed: false,
      resetSession: true,
    });
  });

  it('exactly at the expiry time it is not expired yet', () => {
    expect(
      decideAffiliate({ ...base, sessionReference: { ...stored, setAt: ago(480 * HOUR) } }).expired,
    ).toBe(false);
  });

  it('an expired reference brought again by the link starts afresh', () => {
    const old = { ...stored, setAt: ago(500 * HOUR) };
    const d = decideAffiliate({
      ...base,
      url: { refName: 'partner', refSubId: 'sub', refTransactionId: 'tx' },
      localReference: old,
    });
    expect(d).toMatchObject({ action: 'write', changed: true, expired: true, resetSession: true });
    expect(d.reference?.setAt).toBe(NOW.toISOString());
  });

  it('a reference whose attribute is the static ref name never expires', () => {
    const d = decideAffiliate({
      ...base,
      sessionReference: { attribute: 'static', setAt: ago(10 * 365 * 24 * HOUR) },
    });
    expect(d).toMatchObject({ expired: false, action: 'write', resetSession: false });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'expiry hours %s: treated as not expired and an error logged',
    (hours) => {
      const d = decideAffiliate({
        ...base,
        expiryHours: hours,
        sessionReference: { ...stored, setAt: ago(10_000 * HOUR) },
      });
      expect(d.expired).toBe(false);
      expect(d.logs).toContainEqual(
        expect.objectContaining({ level: 'error', message: LOG.invalidExpiryConfiguration }),
      );
    },
  );

  it.each([undefined, 'yesterday', '', {}, null])(
    'setAt %s is ignored and the current time used',
    (setAt) => {
      const d = decideAffiliate({ ...base, sessionReference: { attribute: 'partner', setAt } });
      expect(d).toMatchObject({
        expired: false,
        action: 'write',
        reference: { attribute: 'partner', setAt: NOW.toISOString() },
      });
      expect(messages(d.logs)).toContain(LOG.invalidSetAt);
    },
  );

  it('a numeric setAt (ms) is read as a date', () => {
    expect(toAffiliateReference({ attribute: 'a', setAt: NOW.getTime() })).toEqual({
      attribute: 'a',
      setAt: NOW.toISOString(),
    });
  });

  it('drops stored fields that are not strings', () => {
    expect(toAffiliateReference({ attribute: 5, subId: ['x'], transactionId: 'tx', extra: 1 })).toEqual({
      transactionId: 'tx',
    });
    expect(toAffiliateReference('partner')).toBeNull();
  });
});

describe('pickStoredReference', () => {
  const local = { attribute: 'local', setAt: ago(HOUR) };
  it('prefers the session one when it has any of the three fields', () => {
    expect(pickStoredReference({ subId: 's' }, local)).toEqual({ subId: 's' });
  });
  it('falls back to the local one when the session one has none of them', () => {
    expect(pickStoredReference({ setAt: ago(1) }, local)).toEqual(local);
    expect(pickStoredReference(undefined, local)).toEqual(local);
    expect(pickStoredReference({}, {})).toBeNull();
  });
});

describe('applyAffiliateDecision', () => {
  const reference = { attribute: 'p', setAt: NOW.toISOString() };
  it('writes, removes or leaves the application', () => {
    const logs: LogEntry[] = [];
    expect(applyAffiliateDecision({ a: 1 }, { action: 'write', reference }, logs)).toEqual({
      a: 1,
      affiliateReferenceParams: reference,
    });
    expect(
      applyAffiliateDecision(
        { a: 1, affiliateReferenceParams: reference },
        { action: 'remove', reference: null },
        logs,
      ),
    ).toEqual({ a: 1 });
    const app = { a: 1 };
    expect(applyAffiliateDecision(app, { action: 'none', reference: null }, logs)).toBe(app);
    expect(logs).toEqual([]);
  });

  it('logs a failure while handling storage by affiliate status and keeps the application', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    const logs: LogEntry[] = [];
    expect(applyAffiliateDecision(hostile, { action: 'write', reference }, logs)).toBe(hostile);
    expect(logs).toEqual([
      { level: 'error', message: LOG.affiliateStorageFailure, detail: { action: 'write', reason: 'Error' } },
    ]);
  });
});

describe('properties', () => {
  const text = fc.option(fc.string({ maxLength: 6 }), { nil: undefined });
  const ref = fc.record({
    attribute: text,
    subId: text,
    transactionId: text,
    setAt: fc.option(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      { nil: undefined },
    ),
  });

  it('a reference with none of the three fields never counts as changed', () => {
    fc.assert(
      fc.property(
        fc.option(ref, { nil: undefined }),
        fc.option(ref, { nil: undefined }),
        fc.date({ noInvalidDate: true }),
        (s, l, now) => {
          expect(isReferenceChanged({}, toAffiliateReference(s))).toBe(false);
          const d = decideAffiliate({
            ...base,
            now,
            url: { refName: '  ', refSubId: undefined },
            sessionReference: s,
            localReference: l,
          });
          expect(d.changed).toBe(false);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('an expired reference is gone from both the session application and the local one', () => {
    fc.assert(
      fc.property(
        ref,
        fc.boolean(),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (r, inSession, hours, extraMs) => {
          const old = {
            ...r,
            attribute: `x${r.attribute ?? ''}`,
            setAt: new Date(NOW.getTime() - hours * HOUR - extraMs).toISOString(),
          };
          fc.pre(old.attribute !== 'static');
          const sessionApp = { affiliateReferenceParams: inSession ? old : undefined };
          const localApp = { affiliateReferenceParams: old };
          const d = decideAffiliate({
            ...base,
            expiryHours: hours,
            sessionReference: sessionApp.affiliateReferenceParams,
            localReference: localApp.affiliateReferenceParams,
          });
          expect(d.expired).toBe(true);
          expect(d.resetSession).toBe(true);
          const logs: LogEntry[] = [];
          expect(applyAffiliateDecision(sessionApp, d, logs)).not.toHaveProperty('affiliateReferenceParams');
          expect(applyAffiliateDecision(localApp, d, logs)).not.toHaveProperty('affiliateReferenceParams');
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('deciding again from what was written changes nothing', () => {
    fc.assert(
      fc.property(
        fc.record({ refName: text, refSubId: text, refTransactionId: text }),
        fc.option(ref, { nil: undefined }),
        fc.option(ref, { nil: undefined }),
        fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }),
        (url, s, l, now) => {
          const first = decideAffiliate({ ...base, now, url, sessionReference: s, localReference: l });
          const written =
            first.action === 'write' ? first.reference : first.action === 'remove' ? undefined : s;
          const writtenLocal =
            first.action === 'write' ? first.reference : first.action === 'remove' ? undefined : l;
          const second = decideAffiliate({
            ...base,
            now,
            url,
            sessionReference: written,
            localReference: writtenLocal,
          });
          expect(second.resetSession).toBe(false);
          if (first.action === 'write') expect(second.reference).toEqual(first.reference);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });
});
