/**
 * The tags themselves (docs/decisions/0036-consent-and-tags.md), loaded at idle once the page is up and only for a
 * brand with tags. Consent Mode's defaults are the first thing set; each tag starts only when its category is
 * agreed to; funnel events go to the tags that are running, all with one event id.
 */
import type { PostHog } from 'posthog-js/dist/module.slim';
import type { CampaignAttribution } from '../../../contract/attribution';
import type { CountryCode } from '../../../contract/country';
import { enabledTags, scriptUrl, type FunnelEvent, type TrackingConfig } from '../../../contract/tracking';
import { sha256Hex } from '../lib/hash';
import {
  adsConversionTarget,
  pushDataLayerEvent,
  sendConversion,
  setConsentDefaults,
  startGoogleAds,
  startTagManager,
  updateConsent,
} from './google';
import { startMetaPixel, trackMeta } from './meta-pixel';
import { startProductAnalytics, type PageSource } from './product-analytics';
import { sessionLog } from './session-log';
import { startTikTokPixel, trackTikTok, type TikTokIdentity } from './tiktok-pixel';

export interface TrackerContext {
  tracking: TrackingConfig;
  country: CountryCode;
  sessionId: string;
  attribution: CampaignAttribution;
  /** fbc built from the landing fbclid (startup/ad-tracking.ts). */
  fbc?: string | undefined;
  /** Start-up's session-recorder decision: sampled, not blocked, replay on for the brand. */
  record: boolean;
  /** The screens shown, for product analytics' page views (the app's router location). */
  pages: PageSource;
}

export interface Choice {
  analytics: boolean;
  marketing: boolean;
}

/** Who the applicant is, for the pixels that match on it: raw here, hashed before it leaves. */
export interface FunnelPerson {
  email?: string | undefined;
  phone?: string | undefined;
}

export interface Tracker {
  apply(choice: Choice): void;
  funnel(event: FunnelEvent, eventId: string, person: FunnelPerson): Promise<void>;
  /** A product-analytics event, when analytics is agreed to. */
  analyticsEvent(name: string, properties: Record<string, unknown>): void;
}

export function createTracker(win: Window, context: TrackerContext): Tracker {
  const tags = new Set(enabledTags(context.tracking));
  const { tracking } = context;
  let marketing = false;
  let analytics: Promise<PostHog> | undefined;
  let analyticsOn = false;
  setConsentDefaults(win);
  // A session start-up did not choose to record keeps no recorder log (session-log.ts).
  if (!context.record || !tags.has('posthog')) sessionLog.close();

  function startMarketing() {
    if (tags.has('gtm')) startTagManager(win, tracking.gtmId, scriptUrl(tracking, 'gtm'));
    if (tags.has('googleAds'))
      startGoogleAds(win, tracking.googleAdsSendTo, scriptUrl(tracking, 'googleAds'));
    if (tags.has('meta'))
      startMetaPixel(win, {
        pixelId: tracking.metaPixelId,
        scriptUrl: scriptUrl(tracking, 'meta'),
        fbc: context.fbc,
      });
    if (tags.has('tiktok'))
      startTikTokPixel(win, { pixelId: tracking.tiktokPixelId, scriptUrl: scriptUrl(tracking, 'tiktok') });
  }

  return {
    apply(choice) {
      updateConsent(win, choice);
      if (choice.marketing && !marketing) startMarketing();
      marketing = choice.marketing;
      const wasOn = analyticsOn;
      analyticsOn = choice.analytics;
      if (!choice.analytics) sessionLog.close();
      if (choice.analytics && tags.has('posthog') && !analytics) {
        analytics = startAnalytics(context);
      } else if (analytics && wasOn !== choice.analytics) {
        // Withdrawn, or given again: PostHog stops (or resumes) capturing and recording at once.
        void analytics
          .then((posthog) => (choice.analytics ? posthog.opt_in_capturing() : posthog.opt_out_capturing()))
          .catch(() => undefined);
      }
    },
    analyticsEvent(name, properties) {
      if (analyticsOn && analytics) void analytics.then((posthog) => posthog.capture(name, properties));
    },
    async funnel(event, eventId, person) {
      if (marketing) {
        if (event !== 'Rejected') {
          pushDataLayerEvent(win, event, eventId);
          // One conversion per lead: on the event the brand names (CompleteRegistration unless configured).
          const sendTo = adsConversionTarget(tracking, event);
          if (tags.has('googleAds') && sendTo) sendConversion(win, { sendTo, eventId });
          if (tags.has('meta')) trackMeta(win, event, eventId);
        }
        if (tags.has('tiktok')) trackTikTok(win, event, eventId, await tikTokIdentity(context, person));
      }
      // Rejected is the short-video pixel's alone (behaviour §3 "Conversion event names").
      if (analyticsOn && analytics && event !== 'Rejected')
        (await analytics).capture(event, { event_id: eventId });
    },
  };
}

/** PostHog, and the recorder's log into it when this session is recorded. */
function startAnalytics(context: TrackerContext): Promise<PostHog> {
  const { tracking } = context;
  const analytics = startProductAnalytics({
    key: tracking.posthogKey,
    host: tracking.posthogHost,
    sessionId: context.sessionId,
    attribution: context.attribution,
    record: context.record,
    pages: context.pages,
  });
  analytics
    .then((posthog) => {
      if (context.record)
        sessionLog.connect((entry) => posthog.capture(entry.name, { detail: entry.detail }));
    })
    .catch((error: unknown) => console.warn('Failed to start product analytics', error));
  return analytics;
}

/** external_id: the session id; email trimmed and lower-cased; the phone in E.164 when valid (behaviour §5). */
async function tikTokIdentity(context: TrackerContext, person: FunnelPerson): Promise<TikTokIdentity> {
  const identity: TikTokIdentity = { external_id: (await sha256Hex(context.sessionId)) ?? '' };
  const email = person.email?.trim().toLowerCase();
  if (email) {
    const hashed = await sha256Hex(email);
    if (hashed) identity.email = hashed;
  }
  if (person.phone) {
    const { parsePhone } = await import('../../../contract/validators/phone');
    const phone = parsePhone(context.country, person.phone, { requireMobile: false });
    const hashed = phone.ok ? await sha256Hex(phone.e164) : undefined;
    if (hashed) identity.phone_number = hashed;
  }
  return identity;
}
