import { EVERY_TAG, NO_TAG } from './testing/tracking';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_TEXT_VERSION,
  decodeConsentCookie,
  enabledTags,
  encodeConsentCookie,
  posthogAssetsHost,
  scriptUrl,
  trackingOrigins,
} from './tracking';

const ALL = EVERY_TAG;
const NONE = NO_TAG;
const v = CONSENT_TEXT_VERSION;

describe('the consent cookie', () => {
  it('round-trips a choice and holds nothing else', () => {
    const value = encodeConsentCookie({ version: v, analytics: true, marketing: false });
    expect(value).toBe(`${v}.a1.m0`);
    expect(decodeConsentCookie(value)).toEqual({ version: v, analytics: true, marketing: false });
  });
  it('is no choice when absent, malformed or for an older text', () => {
    for (const value of [undefined, '', 'yes', `${v}.a2.m0`, '2020-01.a1.m1', `${v}.a1.m1;x`]) {
      expect(decodeConsentCookie(value)).toBeNull();
    }
  });
});

describe('the tags a brand has on', () => {
  it('are those whose id matches its vendor format; none for empty ids', () => {
    expect(enabledTags(ALL)).toEqual(['gtm', 'googleAds', 'meta', 'tiktok', 'posthog']);
    expect(enabledTags(NONE)).toEqual([]);
    expect(enabledTags({ ...ALL, gtmId: 'UA-1234' })).not.toContain('gtm');
  });
  it("load from the vendor's address unless the brand names another", () => {
    expect(scriptUrl(ALL, 'meta')).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(scriptUrl({ ...ALL, scriptUrls: { meta: 'https://proxy.example/fb.js' } }, 'meta')).toBe(
      'https://proxy.example/fb.js',
    );
  });
});

describe('the origins the CSP allows', () => {
  it('before a choice: every configured tag; after a refusal: none', () => {
    const before = trackingOrigins(ALL, null);
    expect(before).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
        'https://www.facebook.com',
        'https://analytics.tiktok.com',
        'https://eu.i.posthog.com',
      ]),
    );
    expect(trackingOrigins(ALL, { analytics: false, marketing: false })).toEqual([]);
    expect(trackingOrigins(NONE, null)).toEqual([]);
  });
  it('per category: analytics alone allows PostHog only; marketing alone everything but PostHog', () => {
    expect(trackingOrigins(ALL, { analytics: true, marketing: false })).toEqual([
      'https://eu-assets.i.posthog.com',
      'https://eu.i.posthog.com',
    ]);
    const marketing = trackingOrigins(ALL, { analytics: false, marketing: true });
    expect(marketing).not.toContain('https://eu.i.posthog.com');
    expect(marketing).toContain('https://analytics.tiktok.com');
  });
});

describe("PostHog's assets host", () => {
  it('is the regional assets host of PostHog Cloud, and the host itself for a proxy', () => {
    expect(posthogAssetsHost('https://eu.i.posthog.com')).toBe('https://eu-assets.i.posthog.com');
    expect(posthogAssetsHost('https://us.i.posthog.com')).toBe('https://us-assets.i.posthog.com');
    expect(posthogAssetsHost('https://ph.brand.example')).toBe('https://ph.brand.example');
  });
});
