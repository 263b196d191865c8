import { describe, expect, it } from 'vitest';
import { clearStaleData, isApplicationExpired } from './stale-data';
import { DAY, HOUR, NOW } from '../testing/startup-fixtures';

const EXPIRY = DAY;
const stale = {
  id: 'lead-1',
  sessionStartedAt: new Date(NOW.getTime() - 25 * HOUR).toISOString(),
  generalPolicies: true,
  policies: [1],
  leadSource: 'web',
  googleCaptchaToken: 'tok',
  leadStatus: true,
  amount: 1_000_000,
  otherDetails: { ibanConsent: true, education: 'university' },
  personalDetails: { firstName: 'An' },
};

describe('isApplicationExpired', () => {
  it('is expired when expiresAt is in the past (ms or ISO)', () => {
    expect(isApplicationExpired({ expiresAt: NOW.getTime() - 1 }, NOW, EXPIRY)).toBe(true);
    expect(isApplicationExpired({ expiresAt: new Date(NOW.getTime() - 1).toISOString() }, NOW, EXPIRY)).toBe(
      true,
    );
    expect(isApplicationExpired({ expiresAt: NOW.getTime() }, NOW, EXPIRY)).toBe(false);
    expect(isApplicationExpired({ expiresAt: NOW.getTime() + HOUR }, NOW, EXPIRY)).toBe(false);
  });

  it('is expired when more than the expiration time has passed since sessionStartedAt', () => {
    expect(
      isApplicationExpired(
        { sessionStartedAt: new Date(NOW.getTime() - EXPIRY - 1).toISOString() },
        NOW,
        EXPIRY,
      ),
    ).toBe(true);
    expect(
      isApplicationExpired({ sessionStartedAt: new Date(NOW.getTime() - EXPIRY).toISOString() }, NOW, EXPIRY),
    ).toBe(false);
  });

  it('ignores values that are not dates', () => {
    expect(isApplicationExpired({ expiresAt: 'soon', sessionStartedAt: {}, amount: 1 }, NOW, EXPIRY)).toBe(false);
  });

  it('an application with answers and no known age (neither time) is expired; one without answers is not', () => {
    expect(isApplicationExpired({ personalDetails: { firstName: 'An' }, leadStatus: true }, NOW, EXPIRY)).toBe(true);
    expect(isApplicationExpired({ amount: 1_000_000, leadStatus: true }, NOW, EXPIRY)).toBe(false);
    // A closed application keeps only its lead id (and a resumed one starts so): no answer, not expired.
    expect(isApplicationExpired({ id: 'lead-1', leadStatus: true }, NOW, EXPIRY)).toBe(false);
  });
});

describe('clearStaleData (behaviour §4 Stale data)', () => {
  it('clears every answer of an expired application and sets leadStatus true', () => {
    const { application, expired, cleared } = clearStaleData(stale, NOW, EXPIRY);
    expect(expired).toBe(true);
    expect(cleared).toBe(true);
    // An expired copy opens empty: the loan chosen stays, no answer about the person, a new expiry.
    expect(application).toEqual({ leadStatus: true, amount: 1_000_000, expiresAt: NOW.getTime() + EXPIRY });
    expect(stale.id).toBe('lead-1');
  });

  it('clears when leadStatus is falsy even if not expired', () => {
    const fresh = { ...stale, sessionStartedAt: NOW.toISOString(), leadStatus: false };
    const { application, expired } = clearStaleData(fresh, NOW, EXPIRY);
    expect(expired).toBe(false);
    expect(application.id).toBeUndefined();
    expect(application.sessionStartedAt).toBeUndefined();
    expect(application.leadStatus).toBe(true);
    expect(application.personalDetails).toEqual({ firstName: 'An' });
    expect(clearStaleData({}, NOW, EXPIRY).application).toEqual({
      leadStatus: true,
      expiresAt: NOW.getTime() + EXPIRY,
    });
  });

  it('leaves a fresh application with leadStatus alone (same object)', () => {
    const fresh = { ...stale, sessionStartedAt: NOW.toISOString() };
    expect(clearStaleData(fresh, NOW, EXPIRY)).toEqual({
      application: fresh,
      expired: false,
      cleared: false,
    });
  });

  it('clearing is idempotent', () => {
    const once = clearStaleData(stale, NOW, EXPIRY).application;
    expect(JSON.stringify(clearStaleData(once, NOW, EXPIRY).application)).toBe(JSON.stringify(once));
  });
});
