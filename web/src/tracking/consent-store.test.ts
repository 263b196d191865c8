import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, CONSENT_TEXT_VERSION } from '../../../contract/tracking';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage } from '../lib/safe-storage';
import { createConsentStore } from './consent-store';

const NOW = new Date('2026-11-26T10:00:00Z');
const createMemoryStorage = () => {
  const raw = memoryStorage();
  return createSafeStorage(
    () => raw,
    () => undefined,
  );
};

describe('the consent store', () => {
  it('has no choice at first; a choice is stored, put in the cookie, told to listeners and kept as one object', () => {
    const storage = createMemoryStorage();
    const doc = { cookie: '' };
    const store = createConsentStore(storage, doc);
    expect(store.get()).toBeNull();
    const listener = vi.fn();
    store.subscribe(listener);
    const choice = store.set({ analytics: true, marketing: false }, NOW);
    expect(choice).toEqual({
      analytics: true,
      marketing: false,
      version: CONSENT_TEXT_VERSION,
      at: NOW.toISOString(),
    });
    expect(storage.getJson(CONSENT_STORAGE_KEY, (_v): _v is unknown => true)).toEqual(choice);
    expect(doc.cookie).toBe(`consent=${CONSENT_TEXT_VERSION}.a1.m0; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(listener).toHaveBeenCalledWith(choice);
    expect(store.get()).toBe(store.get());
  });

  it('reads a stored choice once; one made under an older text, or of another shape, counts as none', () => {
    const storage = createMemoryStorage();
    storage.setJson(CONSENT_STORAGE_KEY, {
      analytics: true,
      marketing: true,
      version: '2020-01',
      at: NOW.toISOString(),
    });
    expect(createConsentStore(storage, undefined).get()).toBeNull();
    storage.setJson(CONSENT_STORAGE_KEY, { analytics: 'yes' });
    expect(createConsentStore(storage, undefined).get()).toBeNull();
    const current = {
      analytics: false,
      marketing: true,
      version: CONSENT_TEXT_VERSION,
      at: NOW.toISOString(),
    };
    storage.setJson(CONSENT_STORAGE_KEY, current);
    expect(createConsentStore(storage, undefined).get()).toEqual(current);
  });

  it('a listener that unsubscribed hears nothing more', () => {
    const store = createConsentStore(createMemoryStorage(), undefined);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.set({ analytics: false, marketing: false });
    expect(listener).not.toHaveBeenCalled();
  });
});
