/** What each tag sent, read from the third-party log (third-party.ts) as the vendor would receive it. */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ThirdPartyLog } from './third-party';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface MetaHit {
  ev: string;
  eid: string | null;
  fbp: string | null;
  fbc: string | null;
  id: string | null;
}

export const metaHits = (log: ThirdPartyLog, from = 0): MetaHit[] =>
  log.to('www.facebook.com', '/tr', from).map(({ url }) => ({
    ev: url.searchParams.get('ev') ?? '',
    eid: url.searchParams.get('eid'),
    fbp: url.searchParams.get('fbp'),
    fbc: url.searchParams.get('fbc'),
    id: url.searchParams.get('id'),
  }));

export const adsConversions = (log: ThirdPartyLog, from = 0) =>
  log.to('www.googleadservices.com', '/pagead/conversion/', from).map(({ url }) => ({
    account: url.pathname.split('/')[3] ?? '',
    label: url.searchParams.get('label'),
    transactionId: url.searchParams.get('transaction_id'),
  }));

export interface TikTokHit {
  pixel_code: string;
  event: string;
  event_id: string;
  context: { user: { external_id?: string; email?: string; phone_number?: string } };
}

export const tiktokHits = (log: ThirdPartyLog, from = 0): TikTokHit[] =>
  log.to('analytics.tiktok.com', '/api/v2/pixel', from).map((r) => JSON.parse(r.body) as TikTokHit);

export interface PostHogEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** PostHog's batches (gzip or plain JSON), flattened to their events. */
export function posthogEvents(log: ThirdPartyLog, host: string, from = 0): PostHogEvent[] {
  return log.to(new URL(host).hostname, '/e', from).flatMap((r) => {
    const body = JSON.parse(r.body) as { batch?: PostHogEvent[] } | PostHogEvent[] | PostHogEvent;
    if (Array.isArray(body)) return body;
    return 'batch' in body && body.batch ? body.batch : [body as PostHogEvent];
  });
}

/** The page's dataLayer entries, Arguments objects read as arrays, functions as their type. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map(
      (entry) =>
        JSON.parse(
          JSON.stringify(entry, (_k, v: unknown) => (typeof v === 'function' ? 'function' : v)),
        ) as Record<string, unknown>,
    ),
  );
