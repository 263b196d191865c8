// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { quietScriptLoading } from '../testing/quiet-scripts';
import { startMetaPixel, trackMeta } from './meta-pixel';
import { startTikTokPixel, trackTikTok } from './tiktok-pixel';

type PixelWindow = Window & { fbq?: { queue: unknown[] }; _fbq?: unknown; ttq?: unknown[] };

beforeAll(() => quietScriptLoading(window));

afterEach(() => {
  const win = window as PixelWindow;
  delete win.fbq;
  delete win._fbq;
  delete win.ttq;
  document.head.innerHTML = '';
  document.cookie = '_fbc=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  vi.restoreAllMocks();
});

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

describe('the Meta pixel', () => {
  it("queues init and PageView for Meta's script, and each event with its event id", () => {
    startMetaPixel(window, {
      pixelId: '1234567890',
      scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
    });
    trackMeta(window, 'Lead', 'e1');
    expect((window as PixelWindow).fbq!.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'Lead', {}, { eventID: 'e1' }],
    ]);
    expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  });

  it('writes the fbc built from the landing fbclid as _fbc, unless Meta set one', () => {
    startMetaPixel(window, {
      pixelId: '1',
      scriptUrl: 'https://connect.facebook.net/x.js',
      fbc: 'fb.1.1700000000000.abc',
    });
    expect(document.cookie).toContain('_fbc=fb.1.1700000000000.abc');
  });
});

describe('the TikTok pixel', () => {
  it('loads with the pixel id, then identifies with hashes and tracks with the event id', () => {
    startTikTokPixel(window, {
      pixelId: 'C4A1B2C3D4E5F6G7H8I9',
      scriptUrl: 'https://analytics.tiktok.com/i18n/pixel/events.js',
    });
    trackTikTok(window, 'Lead', 'e1', { external_id: 'h-session', email: 'h-email' });
    expect([...(window as PixelWindow).ttq!]).toEqual([
      ['page'],
      ['identify', { external_id: 'h-session', email: 'h-email' }],
      ['track', 'Lead', {}, { event_id: 'e1' }],
    ]);
    expect(scripts()).toEqual([
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4A1B2C3D4E5F6G7H8I9&lib=ttq',
    ]);
  });

  it('warns of a missing event name, and of a pixel that is not there (behaviour §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    trackTikTok(window, '', 'e1', { external_id: 'h' });
    expect(warn).toHaveBeenCalledWith('TikTok Pixel event name is required');
    trackTikTok(window, 'Lead', 'e1', { external_id: 'h' });
    expect(warn).toHaveBeenCalledWith('Failed to send TikTok Pixel event', expect.any(Error));
  });
});
