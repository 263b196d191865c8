// @vitest-environment happy-dom
import { EVERY_TAG as EVERY, NO_TAG } from '../../../contract/testing/tracking';
import { describe, expect, it, vi } from 'vitest';
import { needsConsent } from './index';

const NONE = NO_TAG;

describe('which brands ask for consent', () => {
  it('a brand needs the banner only when it has a tag', () => {
    expect(needsConsent(NONE)).toBe(false);
    expect(needsConsent({ ...NONE, gtmId: 'GTM-ABC1234' })).toBe(true);
    expect(needsConsent({ ...NONE, gtmId: 'not-an-id' })).toBe(false);
  });
});

describe('the tracker', () => {
  it('is not loaded while the visitor has agreed to nothing; a choice that grants a category loads it', async () => {
    vi.resetModules();
    const { consentStore } = await import('./consent-store');
    const index = await import('./index');
    const win = {
      document: { readyState: 'complete' },
      requestIdleCallback: (run: () => void) => run(),
    } as unknown as Window;
    index.startTracking(win, {
      tracking: EVERY,
      country: 'ES',
      sessionId: 's',
      attribution: {},
      record: false,
      pages: { path: () => '/', subscribe: () => () => {} },
    });
    expect(index.runningTracker()).toBeUndefined();
    consentStore.set({ analytics: false, marketing: false });
    expect(index.runningTracker()).toBeUndefined();
    consentStore.set({ analytics: false, marketing: true });
    expect(index.runningTracker()).toBeDefined();
  });
});
