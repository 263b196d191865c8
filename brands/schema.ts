import { z } from 'zod';
import { backendProfileSchema } from '../contract/backend-profile-schema';
import { COUNTRY_CODES } from '../contract/country';
import { TRACKING_ID_PATTERNS } from '../contract/tracking';

/** Every brand this repository builds. Order is the order operators see in lists. */
export const BRAND_IDS = [
  'co-1', 'co-2', 'de-1', 'mx-1', 'mx-2', 'mx-3', 'ph-1', 'pl-1',
  'pl-2', 'ro-1', 'es-1', 'es-2', 'es-3', 'es-4', 'es-5', 'vn-1',
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const LOCALE_IDS = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export type LocaleId = (typeof LOCALE_IDS)[number];

export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
const path = z.string().regex(/^\/[\w\-./]*$/, 'a path starting with /');

const range = z
  .object({
    default: z.number().positive(),
    min: z.number().positive(),
    max: z.number().positive(),
    step: z.number().positive(),
  })
  .refine((r) => r.min <= r.default && r.default <= r.max, 'min <= default <= max')
  .refine((r) => Number.isInteger((r.max - r.min) / r.step), 'max - min is a whole number of steps');

/**
 * A web origin as a browser compares it: http(s), host and port, nothing after ("https://partner.example"). A
 * path or a trailing slash would never match the CSP's or postMessage's origin, so it is refused, not ignored.
 */
export const originSchema = z.url().refine((value) => {
  try {
    const url = new URL(value);
    const host = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i; // no wildcard: a browser matches hosts exactly
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.origin === value &&
      host.test(url.hostname)
    );
  } catch {
    return false;
  }
}, 'an origin: http(s)://host[:port], without a path or a trailing slash');

/** A tag's id: empty (the tag is off) or in its vendor's format (contract/tracking.ts). */
function trackingId(name: keyof typeof TRACKING_ID_PATTERNS) {
  return z.union([z.literal(''), z.string().regex(TRACKING_ID_PATTERNS[name], `a ${name} in its vendor's format`)]);
}

/** A script address: https only (http for a loopback stand-in). */
const httpsUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');
}, 'an https address');

export const brandSchema = z
  .object({
    id: z.enum(BRAND_IDS),
    /** The backend's product identifier, added to lead-create, lead and affiliate-event bodies. */
    productId: z.string().min(1),
    country: z.enum(COUNTRY_CODES),
    locale: z.enum(LOCALE_IDS),
    currency: z.string().length(3),
    /** How the currency is named to people, e.g. "dong" (behaviour §9). */
    currencyName: z.string().min(1),
    phonePrefix: z.string().regex(/^\+\d{1,3}$/),
    amount: range,
    period: range.and(z.object({ scale: z.enum(['days', 'months']) })),
    /**
     * Nominal annual interest rate (percent) and a one-off fee (in the currency) used by the cost panel's
     * representative example; month loans spread the fee over the instalments.
     */
    pricing: z.object({ annualRatePercent: z.number().min(0), fixedFee: z.number().min(0) }),
    affiliateReferenceExpiryHours: z.number(),
    legacyClickIdExpiryDays: z.number().positive(),
    applicationExpiryMs: z.number().int().positive(),
    logging: z.object({
      logSessionPercentage: z.number().min(0).max(100),
      retargeting: z.boolean(),
      abandonment: z.boolean(),
      sessionReplay: z.boolean(),
    }),
    staticAffiliateRefName: z.string().min(1),
    siteOrigin: z.url(),
    /** Where applicants write with questions, or to ask for a declined application to be looked at again. */
    supportEmail: z.email(),
    termsPath: path,
    privacyPath: path,
    /** The site's legal notice where the market requires one in every page's footer (Germany's Impressum, § 5 DDG). */
    imprintPath: path.optional(),
    theme: z.object({
      primary: hex,
      primaryText: hex,
      accent: hex,
      background: hex,
      surface: hex,
      text: hex,
      mutedText: hex,
      error: hex,
      neutral: hex,
    }),
    /** File names under brands/assets/<id>/. */
    logo: z.string().regex(/^[\w-]+\.svg$/),
    favicon: z.string().regex(/^[\w-]+\.svg$/),
    displayName: z.string().min(1),
    footerText: z.string().min(1),
    page: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
    flow: z.enum(['classic', 'dynamic']),
    /**
     * Classic flow: the steps after loan information, each naming data points of the catalogue (contract/data-points).
     * The dynamic flow ignores them: its pages come from the server (docs/decisions/0008-dynamic-form.md).
     */
    steps: z
      .array(
        z
          .object({
            path: z.string().regex(/^\/[a-z-]+$/),
            dataPoints: z.array(z.string().min(1)).min(1),
            /** A notice under the step's heading: a key of the 'form' translations (a country's legal promise). */
            notice: z.string().min(1).optional(),
          })
          .strict(),
      )
      .min(1),
    /** The tags of behaviour §7, each off while its id is empty (docs/decisions/0036-consent-and-tags.md). */
    tracking: z
      .object({
        gtmId: trackingId('gtmId'),
        googleAdsSendTo: trackingId('googleAdsSendTo'),
        /** The events that count as a Google Ads conversion, each with its target (default: CompleteRegistration). */
        googleAdsConversions: z
          .object({
            Lead: z.string().regex(TRACKING_ID_PATTERNS.googleAdsSendTo),
            CompleteRegistration: z.string().regex(TRACKING_ID_PATTERNS.googleAdsSendTo),
          })
          .partial()
          .strict()
          .optional(),
        metaPixelId: trackingId('metaPixelId'),
        tiktokPixelId: trackingId('tiktokPixelId'),
        posthogKey: trackingId('posthogKey'),
        posthogHost: z.union([z.literal(''), originSchema]),
        scriptUrls: z
          .object({ gtm: httpsUrl, googleAds: httpsUrl, meta: httpsUrl, tiktok: httpsUrl })
          .partial()
          .strict()
          .optional(),
      })
      .strict()
      .refine((t) => (t.posthogKey === '') === (t.posthogHost === ''), {
        message: 'posthogKey and posthogHost are set together',
      })
      .refine(
        (t) =>
          Object.values(t.googleAdsConversions ?? {}).every(
            (target) => target.split('/')[0] === t.googleAdsSendTo.split('/')[0] && t.googleAdsSendTo !== '',
          ),
        { message: "googleAdsConversions' targets are in googleAdsSendTo's account (gtag.js loads that one)" },
      ),
    api: z.object({
      /** Origin of the product backend; empty means the page's own origin. */
      host: z.string(),
      /** Prefix of the backend base ({host}); the v3 lead path and /policy have none. */
      basePath: z.string(),
      /**
       * Behaviour §7's "lead (configured path)": updates are a PUT to it (`/lead` unless set), and under the `spec`
       * profile the create is a POST to it (contract/backend-profile.ts).
       */
      leadPath: path.optional(),
    }),
    /**
     * The contract the backend speaks (contract/backend-profile.ts, docs/backend.md): `spec`, behaviour §7 exactly
     * (no Authorization header, continue links by lead id), or `keyed`, the lead key of decision 0013.
     * BACKEND_PROFILE overrides it for a build or a server (brands/operator.ts).
     */
    backendProfile: backendProfileSchema,
    /** Origins allowed to embed the page (CSP frame-ancestors) and to receive FORM_HEIGHT. */
    embeddingOrigins: z.array(originSchema),
    /**
     * The open-banking providers' origins (docs/decisions/0032-open-banking-hand-offs.md): where the hand-offs go
     * and what the page's CSP allows for them. Unset: the reference server's own stand-in, no origin beyond 'self'.
     */
    openBanking: z
      .object({ tink: originSchema.optional(), instantor: originSchema.optional(), paylands: originSchema.optional() })
      .strict()
      .optional(),
    /** Hosts the server may send an applicant to after a "redirected" decision. */
    redirectHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)),
    /** How the market writes a name: 'family-first' asks the family name before the given one (Viet Nam). */
    nameOrder: z.enum(['given-first', 'family-first']),
    /**
     * A deployment's own state map: a JSON file (path from the directory the build and the server run in) of
     * `{ state, route, replace, final }` entries, for a backend that numbers its states otherwise. Unset: the
     * product's map, contract/state-map.json (docs/decisions/0039-state-map-as-data.md).
     */
    stateMap: z
      .string()
      .regex(/^[\w\-./]+\.json$/, 'a path to a .json file')
      .optional(),
    environment: z.enum(ENVIRONMENTS),
  })
  .strict();

export type BrandConfig = z.infer<typeof brandSchema>;

/** What a country or brand file may set: any part of the config, nested parts partially. */
export type BrandLayer = {
  [K in keyof BrandConfig]?: BrandConfig[K] extends readonly unknown[]
    ? BrandConfig[K]
    : BrandConfig[K] extends object
      ? Partial<BrandConfig[K]>
      : BrandConfig[K];
} & { environments?: Partial<Record<Environment, BrandLayer>> };
