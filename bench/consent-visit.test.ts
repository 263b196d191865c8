import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_TEXT_VERSION, decodeConsentCookie, encodeConsentCookie } from '../contract/tracking';
import { CONSENT_STORAGE_KEY } from '../contract/tracking';
import { acceptedConsentWrites } from './consent-visit';

describe('acceptedConsentWrites', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  const writes = acceptedConsentWrites(now);

  it('stores the accepted choice under the page\'s key, in the current text version', () => {
    expect(writes.storageKey).toBe(CONSENT_STORAGE_KEY);
    expect(JSON.parse(writes.storageValue)).toEqual({
      analytics: true,
      marketing: true,
      version: CONSENT_TEXT_VERSION,
      at: now.toISOString(),
    });
  });

  it('mirrors it in the first-party consent cookie for the whole site, as the page sets it', () => {
    const value = encodeConsentCookie({ version: CONSENT_TEXT_VERSION, analytics: true, marketing: true });
    expect(writes.cookie.startsWith(`${CONSENT_COOKIE}=${value}; Path=/;`)).toBe(true);
    expect(writes.cookie).not.toContain('Secure');
    expect(decodeConsentCookie(value)).toEqual({ version: CONSENT_TEXT_VERSION, analytics: true, marketing: true });
  });
});
