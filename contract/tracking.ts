/**
 * The tags of behaviour §7 "Third-party calls" and the consent they wait for (docs/decisions/0036-consent-and-tags.md):
 * which category each belongs to, where its script comes from, and the origins it talks to. The page loads them
 * from here and the server's CSP allows exactly these origins, for the tags a brand configures and a visitor
 * agreed to. Plain data with no zod: the page reads it at idle, and the schema is brands/schema.ts's.
 */

import { CONSENT_PRESS_SCRIPT } from './consent-press';
/** The consent categories a visitor chooses; 'necessary' is always on and loads nothing third-party. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

/** The version of the banner's text: a new one asks every visitor again, and each consent event names it. */
export const CONSENT_TEXT_VERSION = '2026-11';

/** A visitor's choice: what they agreed to, under which text, and when. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  version: string;
  /** ISO time of the choice. */
  at: string;
}

/** Where the page keeps the choice (localStorage): `{analytics, marketing, version, at}`. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Set on <html> before the first paint when a choice under the current text is stored: the banner stays hidden. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/**
 * The inline head script of a brand with tags: it reads the stored choice before the first paint, so the banner,
 * which the page's HTML carries, never flashes for a visitor who already chose; a press before the app runs the
 * banner is kept for it (consent-press.ts). It never throws.
 */
export const CONSENT_CHECK_SCRIPT =
  `try{var h=document.documentElement,c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");` +
  `if(c&&c.version===${JSON.stringify(CONSENT_TEXT_VERSION)})h.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},"");${CONSENT_PRESS_SCRIPT}}catch(e){}`;

/**
 * The first-party cookie that tells the server the choice, so the page's CSP allows only the agreed tags'
 * origins: `<version>.<a0|a1>.<m0|m1>`, no personal data. Absent: no choice made yet.
 */
export const CONSENT_COOKIE = 'consent';

export function encodeConsentCookie(
  choice: Pick<ConsentChoice, 'analytics' | 'marketing' | 'version'>,
): string {
  return `${choice.version}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice in a cookie value, or null when the value is not one (or is for another text version). */
export function decodeConsentCookie(
  value: string | undefined,
): Pick<ConsentChoice, 'analytics' | 'marketing' | 'version'> | null {
  const match = /^([\w-]{1,20})\.a([01])\.m([01])$/.exec(value ?? '');
  if (!match || match[1] !== CONSENT_TEXT_VERSION) return null;
  return { version: match[1], analytics: match[2] === '1', marketing: match[3] === '1' };
}

/** How a choice was made: the banner's two buttons, or the preferences dialog's save. */
export const CONSENT_ACTIONS = ['accept-all', 'reject-all', 'save'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** The body of `POST /consent-events`: what, which text, which session. No personal data. */
export interface ConsentEvent {
  sessionId: string;
  analytics: boolean;
  marketing: boolean;
  textVersion: string;
  action: ConsentAction;
}

/** A brand's tracking configuration (brands/schema.ts checks it): an empty id turns that tag off. */
export interface TrackingConfig {
  gtmId: string;
  /** The Google Ads conversion target (`AW-<account>/<label>`), sent on `CompleteRegistration` only. */
  googleAdsSendTo: string;
  /** Instead: the events that count as the conversion, each with its own target in googleAdsSendTo's account. */
  googleAdsConversions?: Partial<Record<Exclude<FunnelEvent, 'Rejected'>, string>>;
  metaPixelId: string;
  tiktokPixelId: string;
  posthogKey: string;
  posthogHost: string;
  /** Where each tag's script is loaded from, when not the vendor's own address (a proxy, a stand-in). */
  scriptUrls?: Partial<Record<ScriptTag, string>>;
}

export type TagName = 'gtm' | 'googleAds' | 'meta' | 'tiktok' | 'posthog';
export type ScriptTag = Exclude<TagName, 'posthog'>;

/** The id formats: an id that does not match is a configuration error (the tag is off, and §8's warning logged). */
export const TRACKING_ID_PATTERNS = {
  gtmId: /^GTM-[A-Z0-9]{4,12}$/,
  googleAdsSendTo: /^AW-\d{6,12}\/[\w-]{4,40}$/,
  metaPixelId: /^\d{10,20}$/,
  tiktokPixelId: /^[A-Z0-9]{16,24}$/,
  posthogKey: /^phc_\w{20,60}$/,
} as const;

interface TagVendor {
  category: OptionalCategory;
  /** The vendor's script address (the id is added as a query where the vendor wants it). */
  script?: string;
  /** Origins the tag calls or loads images from, beyond its script's. */
  origins: readonly string[];
}

/** The vendors' own addresses, as their documentation gives them. */
export const TAG_VENDORS: Readonly<Record<TagName, TagVendor>> = {
  gtm: { category: 'marketing', script: 'https://www.googletagmanager.com/gtm.js', origins: [] },
  googleAds: {
    category: 'marketing',
    script: 'https://www.googletagmanager.com/gtag/js',
    origins: [
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ],
  },
  meta: {
    category: 'marketing',
    script: 'https://connect.facebook.net/en_US/fbevents.js',
    origins: ['https://www.facebook.com'],
  },
  tiktok: {
    category: 'marketing',
    script: 'https://analytics.tiktok.com/i18n/pixel/events.js',
    origins: [],
  },
  posthog: { category: 'analytics', origins: [] },
};

const ID_OF: Readonly<Record<TagName, keyof typeof TRACKING_ID_PATTERNS>> = {
  gtm: 'gtmId',
  googleAds: 'googleAdsSendTo',
  meta: 'metaPixelId',
  tiktok: 'tiktokPixelId',
  posthog: 'posthogKey',
};

/** The tags a brand has on: an id that matches its format (and, for PostHog, a host). */
export function enabledTags(tracking: TrackingConfig): TagName[] {
  return (Object.keys(ID_OF) as TagName[]).filter(
    (tag) =>
      TRACKING_ID_PATTERNS[ID_OF[tag]].test(tracking[ID_OF[tag]]) &&
      (tag !== 'posthog' || tracking.posthogHost !== ''),
  );
}

/** A tag's script address: the brand's override, else the vendor's. */
export function scriptUrl(tracking: TrackingConfig, tag: ScriptTag): string {
  return tracking.scriptUrls?.[tag] ?? (TAG_VENDORS[tag].script as string);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where posthog-js reads the project's remote settings: PostHog Cloud's assets host for its regional ingest hosts
 * (`https://eu.i.posthog.com` -> `https://eu-assets.i.posthog.com`), the host itself for a proxy or self-hosting.
 */
export function posthogAssetsHost(host: string): string {
  const cloud = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(host);
  return cloud ? `https://${cloud[1]}-assets.i.posthog.com` : host;
}

/**
 * The third-party origins the page may reach: those of the brand's tags in the categories agreed to. With no
 * choice yet (`consent` null) every configured tag's, since the visitor may agree on this page; a refusal, none.
 */
export function trackingOrigins(
  tracking: TrackingConfig,
  consent: Pick<ConsentChoice, 'analytics' | 'marketing'> | null,
): string[] {
  const origins = new Set<string>();
  for (const tag of enabledTags(tracking)) {
    const vendor = TAG_VENDORS[tag];
    if (consent && !consent[vendor.category]) continue;
    const own =
      tag === 'posthog'
        ? [tracking.posthogHost, posthogAssetsHost(tracking.posthogHost)]
        : [scriptUrl(tracking, tag)];
    for (const url of [...own, ...vendor.origins]) {
      const origin = originOf(url);
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

/** The funnel events of behaviour §3 "Conversion event names"; Rejected goes to the TikTok pixel only. */
export const FUNNEL_EVENTS = ['Lead', 'CompleteRegistration', 'Rejected'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];
