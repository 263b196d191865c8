/**
 * Backend profiles: which contract the front end speaks with its backend (docs/backend.md, issue 37). A brand
 * chooses one per environment in its data (`backendProfile`, brands/schema.ts, default `keyed`); BACKEND_PROFILE
 * overrides it for a build and a server (brands/operator.ts). The reference API speaks both.
 *
 * - `spec`: behaviour §7 exactly. No Authorization header on any call (no lead key is made); a continue link
 *   carries the lead id (`/continue/{id}`, `/v3/lead/url/{id}/{urlType}{refTransactionId}`); the create goes to the
 *   brand's configured lead path (POST) where it configures one, else `/v2/lead`. Who may read or change a lead is
 *   then the backend's business (docs/backend.md lists what it must do).
 * - `keyed`: the lead key of docs/decisions/0013: every call carries `Authorization: Bearer <key>`, a continue link
 *   carries a single-use 43-character token, the create goes to `/v2/lead`.
 *
 * In both, updates are a PUT to the configured lead path (`/lead` unless the brand names one) and the product field
 * is added to the lead-create, lead and affiliate-event bodies (`needsProduct`, contract/api-paths.ts).
 *
 * Free of zod (the page's start-up reads it); the schema is in contract/backend-profile-schema.ts.
 */
import { leadCreatePath, leadPath } from './api-paths';
import { LEAD_KEY_PATTERN } from './lead-key';

export const BACKEND_PROFILES = ['spec', 'keyed'] as const;
export type BackendProfile = (typeof BACKEND_PROFILES)[number];

/** A brand that names no profile speaks the reference API's own contract. */
export const DEFAULT_BACKEND_PROFILE: BackendProfile = 'keyed';

export const isBackendProfile = (value: unknown): value is BackendProfile =>
  (BACKEND_PROFILES as readonly unknown[]).includes(value);

/** What a profile asks of the front end and of the backend. */
export interface ProfileRules {
  /** Each tab session makes a lead key and every call carries `Authorization: Bearer <key>`. */
  readonly authorization: boolean;
  /** What a continue link carries in place of the spec's `{id}`: a single-use token, or the lead id itself. */
  readonly continueLink: 'token' | 'lead-id';
  /** A link's `{id}` the app asks the server about; anything else is "not found" without a call. */
  readonly continueParam: RegExp;
  /** Whether the create goes to the brand's configured lead path when it has one. */
  readonly createOnConfiguredPath: boolean;
}

export const PROFILE_RULES: Readonly<Record<BackendProfile, ProfileRules>> = {
  keyed: {
    authorization: true,
    continueLink: 'token',
    continueParam: LEAD_KEY_PATTERN,
    createOnConfiguredPath: false,
  },
  spec: {
    authorization: false,
    continueLink: 'lead-id',
    // The backend's ids are its own: any URL-safe path segment is asked about.
    continueParam: /^[A-Za-z0-9._~-]{1,128}$/,
    createOnConfiguredPath: true,
  },
};

/** The path of the lead create (POST): behaviour §7's `/v2/lead`, or under `spec` the configured lead path. */
export function leadCreatePathOf(profile: BackendProfile, configuredLeadPath?: string): string {
  return PROFILE_RULES[profile].createOnConfiguredPath && configuredLeadPath
    ? configuredLeadPath
    : leadCreatePath;
}

/** The path of a lead update (PUT, the id in the body): the configured lead path, `/lead` unless configured. */
export const leadUpdatePathOf = (configuredLeadPath?: string): string => configuredLeadPath ?? leadPath;

/**
 * The profile the server speaks, carried in the page it serves (a static host serves the build's), so one build
 * runs against a server started in either profile: `<meta name="backend-profile" content="…">`.
 */
export const PROFILE_META_NAME = 'backend-profile';

export const profileMetaTag = (profile: BackendProfile): string =>
  `<meta name="${PROFILE_META_NAME}" content="${profile}" />`;

const PROFILE_META = /<meta name="backend-profile" content="[a-z]*"\s*\/?>/;

/** The page with its profile tag saying `profile` (the server's own), when the page has the tag. */
export const withProfileMeta = (html: string, profile: BackendProfile): string =>
  html.replace(PROFILE_META, profileMetaTag(profile));
