/**
 * The TikTok pixel (behaviour §7): TikTok's queue stub, then its script. Each event is an identify call with hashed
 * identifiers, then a track call with the event name and the shared event id (behaviour §9: SHA-256).
 */
import { loadScript } from './load-script';
import { warn } from './warn';

type Ttq = unknown[] & Record<string, (...args: unknown[]) => void>;
type TikTokWindow = Window & { ttq?: Ttq; TiktokAnalyticsObject?: string };

const METHODS = ['page', 'track', 'identify'] as const;

export function startTikTokPixel(win: TikTokWindow, params: { pixelId: string; scriptUrl: string }): void {
  if (win.ttq) return;
  const ttq = [] as unknown as Ttq;
  for (const method of METHODS) ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
  win.TiktokAnalyticsObject = 'ttq';
  win.ttq = ttq;
  ttq.page?.();
  loadScript(`${params.scriptUrl}?sdkid=${encodeURIComponent(params.pixelId)}&lib=ttq`, win.document);
}

/** SHA-256 hashes only: the session id, and the normalised email and phone when there are valid ones. */
export interface TikTokIdentity {
  external_id: string;
  email?: string;
  phone_number?: string;
}

export function trackTikTok(
  win: TikTokWindow,
  event: string,
  eventId: string,
  identity: TikTokIdentity,
): void {
  if (!event) {
    warn('TikTok Pixel event name is required');
    return;
  }
  try {
    const ttq = win.ttq;
    if (!ttq?.identify || !ttq.track) throw new Error('ttq is not loaded');
    ttq.identify(identity);
    ttq.track(event, {}, { event_id: eventId });
  } catch (error) {
    warn('Failed to send TikTok Pixel event', error);
  }
}
