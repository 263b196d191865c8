/**
 * Google's page API: the dataLayer and gtag(), Consent Mode v2, the tag manager (behaviour §7: "loaded with the
 * configured id") and the Google Ads conversion ("sent with a send_to target and a callback").
 */
import { TRACKING_ID_PATTERNS, type FunnelEvent, type TrackingConfig } from '../../../contract/tracking';
import { loadScript } from './load-script';
import { warn } from './warn';

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** gtag() as Google writes it: it pushes its `arguments` object, which is what gtag.js and GTM read. */
export function gtagOf(win: DataLayerWindow): (...args: unknown[]) => void {
  win.dataLayer = win.dataLayer ?? [];
  if (!win.gtag) {
    const layer = win.dataLayer;
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- Google's tags read the Arguments object itself
      layer.push(arguments);
    };
  }
  return win.gtag;
}

export interface ConsentState {
  analytics: boolean;
  marketing: boolean;
}

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

/** Consent Mode v2: every storage denied, before any tag; the page's first dataLayer entry. */
export function setConsentDefaults(win: DataLayerWindow): void {
  gtagOf(win)('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
}

/** Consent Mode v2 after a choice. */
export function updateConsent(win: DataLayerWindow, choice: ConsentState): void {
  gtagOf(win)('consent', 'update', {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.analytics),
  });
}

/** The tag manager with the brand's container id; §8's warnings when the id or the dataLayer is missing. */
export function startTagManager(win: DataLayerWindow, gtmId: string, scriptUrl: string): void {
  if (!TRACKING_ID_PATTERNS.gtmId.test(gtmId)) {
    warn('Invalid or missing Google Tag Manager ID');
    return;
  }
  try {
    gtagOf(win);
    if (!Array.isArray(win.dataLayer)) {
      warn('dataLayer is not available on window');
      return;
    }
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`${scriptUrl}?id=${encodeURIComponent(gtmId)}`);
  } catch (error) {
    warn('Failed to initialize Google Tag Manager', error);
  }
}

/** gtag.js for the Google Ads account of the conversion target (`AW-<account>/<label>`). */
export function startGoogleAds(win: DataLayerWindow, sendTo: string, scriptUrl: string): void {
  const account = sendTo.split('/')[0] ?? '';
  const gtag = gtagOf(win);
  gtag('js', new Date());
  gtag('config', account);
  loadScript(`${scriptUrl}?id=${encodeURIComponent(account)}`);
}

/**
 * A Google Ads conversion with its send_to target and a callback; the event id is the transaction id Google
 * deduplicates by. The callback runs when gtag.js has sent it (or never, if it was blocked).
 */
export function sendConversion(
  win: DataLayerWindow,
  params: { sendTo: string; eventId: string; callback?: () => void },
): void {
  if (!params.sendTo) {
    warn('Missing send_to parameter for conversion event');
    return;
  }
  gtagOf(win)('event', 'conversion', {
    send_to: params.sendTo,
    transaction_id: params.eventId,
    event_callback: params.callback ?? (() => undefined),
  });
}

/** The conversion target of a funnel event: the brand's per-event targets, else `googleAdsSendTo` on CompleteRegistration. */
export function adsConversionTarget(tracking: TrackingConfig, event: FunnelEvent): string | undefined {
  if (event === 'Rejected') return undefined;
  if (tracking.googleAdsConversions) return tracking.googleAdsConversions[event];
  return event === 'CompleteRegistration' ? tracking.googleAdsSendTo : undefined;
}

/** The funnel event for the tag manager's own triggers. */
export function pushDataLayerEvent(win: DataLayerWindow, event: string, eventId: string): void {
  if (!Array.isArray(win.dataLayer)) {
    warn('dataLayer is not available on window');
    return;
  }
  win.dataLayer.push({ event, event_id: eventId });
}
