/**
 * The Meta pixel (behaviour §3 "Ad tracking", §7): Meta's own queue stub, then its script. The pixel reads the
 * `_fbp`/`_fbc` cookies itself; an `fbc` the page built from the landing fbclid (startup/ad-tracking.ts) is
 * written as `_fbc` first, as Meta asks when its cookie is missing.
 */
import { loadScript } from './load-script';

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[]; callMethod?: (...args: unknown[]) => void };
type MetaWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

const FBC_MAX_AGE_S = 90 * 24 * 60 * 60;

export function startMetaPixel(
  win: MetaWindow,
  params: { pixelId: string; scriptUrl: string; fbc?: string | undefined },
): void {
  if (win.fbq) return;
  const fbq: Fbq = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    { queue: [] as unknown[] },
  );
  win.fbq = fbq;
  win._fbq = fbq;
  if (params.fbc && !/(^|;\s*)_fbc=[^;]/.test(win.document.cookie)) {
    win.document.cookie = `_fbc=${params.fbc}; Path=/; Max-Age=${FBC_MAX_AGE_S}; SameSite=Lax`;
  }
  fbq('init', params.pixelId);
  fbq('track', 'PageView');
  loadScript(params.scriptUrl, win.document);
}

/** A standard event with the event id Meta deduplicates by (eventID). */
export function trackMeta(win: MetaWindow, event: string, eventId: string): void {
  win.fbq?.('track', event, {}, { eventID: eventId });
}
