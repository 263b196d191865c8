// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { quietScriptLoading } from '../testing/quiet-scripts';
import {
  pushDataLayerEvent,
  sendConversion,
  setConsentDefaults,
  startGoogleAds,
  startTagManager,
  updateConsent,
} from './google';

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };
const entries = (win: TestWindow) =>
  (win.dataLayer ?? []).map((e) =>
    typeof e === 'object' && e && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
  );
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

beforeAll(() => quietScriptLoading(window));

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  delete (window as TestWindow).gtag;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('Consent Mode v2', () => {
  it('denies all four storages by default, first; a choice updates them', () => {
    setConsentDefaults(window);
    updateConsent(window, { analytics: true, marketing: false });
    expect(entries(window)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'granted',
        },
      ],
    ]);
  });
});

describe('the tag manager', () => {
  it("loads the container with the brand's id after the gtm.js event", () => {
    startTagManager(window, 'GTM-ABC1234', 'https://www.googletagmanager.com/gtm.js');
    expect(entries(window)).toEqual([{ 'gtm.start': expect.any(Number) as number, event: 'gtm.js' }]);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
  });

  it('warns and loads nothing for an invalid or missing id (behaviour §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const id of ['', 'UA-1234', 'GTM-<x>'])
      startTagManager(window, id, 'https://www.googletagmanager.com/gtm.js');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith('Invalid or missing Google Tag Manager ID');
    expect(scripts()).toEqual([]);
  });

  it('warns when the dataLayer is not there for a funnel event', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pushDataLayerEvent(window, 'Lead', 'id-1');
    expect(warn).toHaveBeenCalledWith('dataLayer is not available on window');
  });
});

describe('the Google Ads conversion', () => {
  it('is sent with its send_to target, the event id as transaction id, and a callback', () => {
    startGoogleAds(window, 'AW-123456789/AbCdEf', 'https://www.googletagmanager.com/gtag/js');
    const callback = vi.fn();
    sendConversion(window, { sendTo: 'AW-123456789/AbCdEf', eventId: 'e1', callback });
    const conversion = entries(window).at(-1) as unknown[];
    expect(conversion).toEqual([
      'event',
      'conversion',
      { send_to: 'AW-123456789/AbCdEf', transaction_id: 'e1', event_callback: callback },
    ]);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-123456789']);
  });

  it('warns and sends nothing without send_to (behaviour §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sendConversion(window, { sendTo: '', eventId: 'e1' });
    expect(warn).toHaveBeenCalledWith('Missing send_to parameter for conversion event');
    expect(entries(window)).toEqual([]);
  });
});
