// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrackingConfig } from '../../../contract/tracking';
import { EVERY_TAG, NO_TAG } from '../../../contract/testing/tracking';
import { sha256Hex } from '../lib/hash';
import { quietScriptLoading } from '../testing/quiet-scripts';
import { sessionLog } from './session-log';
import { createTracker, type TrackerContext } from './tracker';

const posthog = { capture: vi.fn(), opt_in_capturing: vi.fn(), opt_out_capturing: vi.fn() };
const startProductAnalytics = vi.fn(() => Promise.resolve(posthog));
vi.mock('./product-analytics', () => ({ startProductAnalytics: () => startProductAnalytics() }));

const ALL = EVERY_TAG;
const SESSION = '0b7c3f9e-2a51-4c1e-9d2f-6a8e4b1c7d90';
const context = (tracking: TrackingConfig = ALL): TrackerContext => ({
  tracking,
  country: 'ES',
  sessionId: SESSION,
  attribution: { utm_source: 'google' },
  record: false,
  pages: { path: () => '/', subscribe: () => () => {} },
});

type TestWindow = Window & {
  dataLayer?: unknown[];
  gtag?: unknown;
  fbq?: { queue: unknown[] };
  _fbq?: unknown;
  ttq?: unknown[];
};
const scripts = () =>
  [...document.head.querySelectorAll('script')].map((s) => new URL(s.src).host + new URL(s.src).pathname);

beforeAll(() => quietScriptLoading(window));
afterEach(() => {
  const win = window as TestWindow;
  for (const key of ['dataLayer', 'gtag', 'fbq', '_fbq', 'ttq'] as const) delete win[key];
  document.head.innerHTML = '';
  vi.clearAllMocks();
});

describe('the tracker', () => {
  it('sets the Consent Mode defaults and loads nothing until a category is agreed to', () => {
    const tracker = createTracker(window, context());
    tracker.apply({ analytics: false, marketing: false });
    expect(scripts()).toEqual([]);
    expect(startProductAnalytics).not.toHaveBeenCalled();
    expect((window as TestWindow).dataLayer).toHaveLength(2);
  });

  it('marketing loads the four marketing tags once; analytics starts PostHog once', async () => {
    const tracker = createTracker(window, context());
    tracker.apply({ analytics: true, marketing: true });
    tracker.apply({ analytics: true, marketing: true });
    expect(scripts()).toEqual([
      'www.googletagmanager.com/gtm.js',
      'www.googletagmanager.com/gtag/js',
      'connect.facebook.net/en_US/fbevents.js',
      'analytics.tiktok.com/i18n/pixel/events.js',
    ]);
    await Promise.resolve();
    expect(startProductAnalytics).toHaveBeenCalledTimes(1);
  });

  it('a brand without ids loads nothing, with no error', () => {
    const none = NO_TAG;
    createTracker(window, context(none)).apply({ analytics: true, marketing: true });
    expect(scripts()).toEqual([]);
    expect(startProductAnalytics).not.toHaveBeenCalled();
  });

  it('sends a funnel event to every running tag with one id; Rejected to TikTok alone', async () => {
    const tracker = createTracker(window, context());
    tracker.apply({ analytics: true, marketing: true });
    await tracker.funnel('CompleteRegistration', 'e1', { email: ' Ana@Example.com ', phone: '612 345 678' });
    await tracker.funnel('Rejected', 'e2', {});
    const win = window as TestWindow;
    expect(win.fbq!.queue).toContainEqual(['track', 'CompleteRegistration', {}, { eventID: 'e1' }]);
    expect(win.dataLayer).toContainEqual({ event: 'CompleteRegistration', event_id: 'e1' });
    expect(posthog.capture).toHaveBeenCalledWith('CompleteRegistration', { event_id: 'e1' });
    expect([...win.ttq!]).toContainEqual([
      'identify',
      {
        external_id: await sha256Hex(SESSION),
        email: await sha256Hex('ana@example.com'),
        phone_number: await sha256Hex('+34612345678'),
      },
    ]);
    expect([...win.ttq!]).toContainEqual(['track', 'Rejected', {}, { event_id: 'e2' }]);
    expect(win.fbq!.queue.filter((c) => (c as unknown[])[1] === 'Rejected')).toEqual([]);
    expect(posthog.capture).not.toHaveBeenCalledWith('Rejected', expect.anything());
  });

  it('counts one Google Ads conversion per lead: on CompleteRegistration, or on the events the brand names', async () => {
    const conversions = () =>
      ((window as TestWindow).dataLayer ?? [])
        .filter((entry): entry is ArrayLike<unknown> => typeof entry === 'object' && entry !== null && 'length' in entry)
        .map((entry) => Array.from(entry))
        .filter((args) => args[0] === 'event' && args[1] === 'conversion')
        .map((args) => (args[2] as { send_to: string; transaction_id: string }).transaction_id);
    const tracker = createTracker(window, context());
    tracker.apply({ analytics: false, marketing: true });
    await tracker.funnel('Lead', 'lead-1', {});
    await tracker.funnel('CompleteRegistration', 'done-1', {});
    expect(conversions()).toEqual(['done-1']);

    delete (window as TestWindow).dataLayer;
    delete (window as TestWindow).gtag;
    const [account] = ALL.googleAdsSendTo.split('/');
    const perEvent = { ...ALL, googleAdsConversions: { Lead: `${account}/LeadLabel01` } };
    const named = createTracker(window, context(perEvent));
    named.apply({ analytics: false, marketing: true });
    await named.funnel('Lead', 'lead-2', {});
    await named.funnel('CompleteRegistration', 'done-2', {});
    expect(conversions()).toEqual(['lead-2']);
  });

  it('an invalid phone is left out of TikTok identify, never sent as typed', async () => {
    const tracker = createTracker(window, context());
    tracker.apply({ analytics: false, marketing: true });
    await tracker.funnel('Lead', 'e1', { phone: '12' });
    const identify = [...(window as TestWindow).ttq!].find(
      (c) => (c as unknown[])[0] === 'identify',
    ) as unknown[];
    expect(identify[1]).toEqual({ external_id: await sha256Hex(SESSION) });
  });

  it('sends nothing without consent, and opts PostHog out when analytics is withdrawn', async () => {
    const tracker = createTracker(window, context());
    await tracker.funnel('Lead', 'e1', {});
    expect((window as TestWindow).fbq).toBeUndefined();
    tracker.apply({ analytics: true, marketing: false });
    tracker.apply({ analytics: false, marketing: false });
    await vi.waitFor(() => expect(posthog.opt_out_capturing).toHaveBeenCalledTimes(1));
    await tracker.funnel('Lead', 'e2', {});
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it('sends product-analytics events only with the analytics consent', async () => {
    const tracker = createTracker(window, context());
    tracker.analyticsEvent('form_step_saved', { step: '/a' });
    tracker.apply({ analytics: true, marketing: false });
    tracker.analyticsEvent('form_step_saved', { step: '/b' });
    await vi.waitFor(() => expect(posthog.capture).toHaveBeenCalledWith('form_step_saved', { step: '/b' }));
    expect(posthog.capture).toHaveBeenCalledTimes(1);
  });

  it('gives the recorder log to PostHog in a recorded session, and closes it otherwise', async () => {
    const connect = vi.spyOn(sessionLog, 'connect').mockImplementation(() => undefined);
    const close = vi.spyOn(sessionLog, 'close').mockImplementation(() => undefined);
    createTracker(window, context()).apply({ analytics: true, marketing: false });
    expect(close).toHaveBeenCalled();
    close.mockClear();
    createTracker(window, { ...context(), record: true }).apply({ analytics: true, marketing: false });
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    expect(close).not.toHaveBeenCalled();
    const sink = connect.mock.calls[0]![0];
    sink({ name: 'render-failure', detail: '{"name":"TypeError"}' });
    expect(posthog.capture).toHaveBeenCalledWith('render-failure', { detail: '{"name":"TypeError"}' });
    createTracker(window, { ...context(), record: true }).apply({ analytics: false, marketing: true });
    expect(close).toHaveBeenCalled();
  });
});
