import { describe, expect, it } from 'vitest';
import { posthogOptions } from './product-analytics';

const start = {
  key: 'phc_x',
  host: 'https://eu.i.posthog.com',
  sessionId: 's',
  attribution: {},
  record: false,
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
