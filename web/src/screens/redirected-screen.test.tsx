// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../landing/storage-keys';
import { sessionStore } from '../lib/safe-storage';
import { renderWithProviders } from '../testing/render';
import type * as VirtualBrand from '../testing/virtual-brand';
vi.mock('virtual:brand', async (real: () => Promise<typeof VirtualBrand>) => {
  const actual = await real();
  return { ...actual, brand: { ...actual.brand, redirectHosts: ['partner.example'] } };
});

const { RedirectedScreen } = await import('./redirected-screen');

const PARTNER = 'https://partner.example/apply?ref=1';

describe('RedirectedScreen', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionStore.set(STORAGE_KEYS.redirectUrl, PARTNER);
    sessionStore.remove(STORAGE_KEYS.redirected);
    sessionStore.remove(STORAGE_KEYS.redirectMethod);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the person on exactly once, even when the screen remounts within the moment', () => {
    const first = renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();
    expect(sessionStore.get(STORAGE_KEYS.redirected)).toBeNull();
    renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(1500));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(PARTNER);
    expect(sessionStore.get(STORAGE_KEYS.redirected)).toBe('true');
    renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(5000));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
