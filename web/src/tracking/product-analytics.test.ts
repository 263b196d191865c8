import { describe, expect, it, vi } from 'vitest';
import { capturePageViews, posthogOptions } from './product-analytics';

const start = {
  key: 'phc_x',
  host: 'https://eu.i.posthog.com',
  sessionId: 's',
  attribution: {},
  record: false,
  pages: { path: () => '/', subscribe: () => () => {} },
};

describe('the PostHog options', () => {
  it('capture nothing by themselves: no autocapture, no page-leave, no surveys, no external scripts', () => {
    expect(posthogOptions(start)).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      autocapture: false,
      capture_pageleave: false,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      save_referrer: false,
      // Page views come from the app's router (capturePageViews), not PostHog's history extension.
      capture_pageview: false,
    });
  });

  it('record only a session start-up chose to record, with every input and text masked', () => {
    expect(posthogOptions(start).advanced_disable_flags).toBe(true);
    const recorded = posthogOptions({ ...start, record: true });
    // Its remote settings come with the flags; the recording itself starts once the recorder's code is there.
    expect(recorded.advanced_disable_flags).toBe(false);
    expect(recorded.disable_session_recording).toBe(true);
    expect(recorded.session_recording.maskAllInputs).toBe(true);
    expect(recorded.session_recording.maskTextSelector).toBe('*');
    for (const kind of ['text', 'email', 'tel', 'range', 'hidden', 'input', 'select', 'textarea'])
      expect(recorded.session_recording.maskInputOptions[kind], kind).toBe(true);
    expect(recorded.mask_all_text).toBe(true);
  });
});

describe('the page views', () => {
  function pagesAt(first: string) {
    let path = first;
    const listeners = new Set<() => void>();
    return {
      path: () => path,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      go(next: string) {
        path = next;
        listeners.forEach((l) => l());
      },
      listeners,
    };
  }

  it('capture the screen shown, then one page view per new path, none for a repeated one', () => {
    const pages = pagesAt('/personal-details');
    const posthog = { capture: vi.fn() };
    capturePageViews(posthog, pages);
    expect(posthog.capture).toHaveBeenCalledTimes(1);
    expect(posthog.capture).toHaveBeenLastCalledWith('$pageview');
    pages.go('/personal-details');
    expect(posthog.capture).toHaveBeenCalledTimes(1);
    pages.go('/address');
    pages.go('/rejected');
    expect(posthog.capture).toHaveBeenCalledTimes(3);
  });

  it('stop listening when asked', () => {
    const pages = pagesAt('/');
    const stop = capturePageViews({ capture: vi.fn() }, pages);
    stop();
    expect(pages.listeners.size).toBe(0);
  });
});
