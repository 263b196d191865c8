/**
 * Every backend path of spec §7, relative to the backend base `{host}` (`/api` on the reference API). Two
 * paths have no base prefix (spec §7): `v3LeadPath` and `policyPath`; join with `apiUrl`, which knows.
 * Path parameters are URI-encoded here, so callers pass raw values.
 */

const seg = encodeURIComponent;

/**
 * How long the web app waits for any API answer before it tells the person and lets them retry (with the same
 * Idempotency-Key). The reference API gives up on a request sooner (its request timeout), so a slow server
 * answers 503 before the browser stops waiting.
 */
export const API_TIMEOUT_MS = 20_000;

/** The backend base when the brand does not set one (ARCHITECTURE.md "Interfaces"). */
export const DEFAULT_API_BASE_PATH = '/api';

// Calls with a known method.
/** POST */
export const mobileVerifyPath = '/v2/customer/mobile/verify';
/** POST: create a lead; the response carries its id. */
export const leadCreatePath = '/v2/lead';
/** GET */
export const leadStatusPath = (id: string) => `/lead/status/${seg(id)}`;
/** GET */
export const postcodeLookupPath = (code: string) => `/postcode/lookup/${seg(code)}`;
/** GET */
export const postcodePath = (code: string) => `/postcode/${seg(code)}`;
/** GET */
export const companyPath = (name: string) => `/company/${seg(name)}`;
/**
 * GET: continue a lead from a link. The spec's `{id}` is the link's token on the reference API (a lead id is no
 * credential: docs/decisions/0013). `refTransactionId` is appended as given (e.g. '?refTransactionId=abc').
 */
export const v3LeadUrlPath = (token: string, urlType: string, refTransactionId = '') =>
  `/v3/lead/url/${seg(token)}/${seg(urlType)}${refTransactionId}`;
/** POST `{ urlType }`: a continue link for the lead (the reference API's own, for its mailer): `{ token, path, expiresAt }`. */
export const leadLinkPath = (id: string) => `/lead/${seg(id)}/link`;
/** POST creates, PUT updates; the spec calls it "configured": this is the reference API's value. */
export const leadPath = '/lead';
/** GET the policies to accept; "configured" in the spec: this is the reference API's value. */
export const policiesPath = '/policies';

// Paths whose method, payload and response the spec does not show.
/** No base prefix. */
export const v3LeadPath = '/v3/lead';
export const v3TestDataPointsPath = '/v3/test/datapoints';
/** `queryString` is appended as given (e.g. '?a=b'). */
export const v2LeadUrlPath = (id: string, urlType: string, queryString = '') =>
  `/v2/lead/url/${seg(id)}/${seg(urlType)}${queryString}`;
export const customerConsentsPath = (id: string) => `/customer/${seg(id)}/consents`;
export const leadCustomerPasswordPath = '/lead/customer/password';
export const leadMobileVerificationPath = '/lead/mobile/verification';
export const mobileResendCodePath = '/v2/customer/mobile/resend-code';
export const customerMobilePath = '/v2/customer/mobile';
export const affiliateEventPath = '/affiliate/event';
export const leadSkipPath = (id: string) => `/lead/skip/${seg(id)}`;
export const leadContinuePath = (id: string) => `/lead/continue/${seg(id)}`;
export const leadDocumentIdPath = '/lead/documentId';
export const leadIdUploadPath = '/lead/idUpload';
export const leadRedirectPath = (id: string) => `/lead/${seg(id)}/redirect`;
export const vehicleModelsPath = '/data/vehicleModels.json';
export const leadVehiclePath = '/lead/vehicle';
export const leadSalePath = '/lead/sale';
export const leadAccountPath = '/lead/account';
export const leadMaritalDetailsPath = '/lead/marital-details';
export const leadAidePath = '/lead/aide';
export const countryChoicesPath = '/choices/country';
export const positionChoicesPath = '/choices/position';
/** The spec mentions "a professional-details mapping path" without its value: this is ours. */
export const professionalDetailsMappingPath = '/choices/professional-details';
export const leadCnpPath = '/lead/cnp';
/** No base prefix. */
export const policyPath = '/policy';
export const leadWniosekPath = '/lead/wniosek';
export const emailValidatePath = (email: string) => `/email/validate/${seg(email)}`;
export const partnerLogosPath = '/partner/logos';
export const unsubscribePath = (email: string) => `/customer/email/unsubscribe?email=${seg(email)}`;
export const offerPaymentPath = '/lead/offer/payment';
export const offerEmploymentDetailsPath = '/lead/offer/employment-details';
export const offerPersonalDetailsPath = '/lead/offer/personal-details';
export const offerPolicyPath = '/lead/offer/policy';
export const offerDynamicPolicyPath = '/lead/offer/dynamic-policy';
export const offerCreditDetailsPath = '/lead/offer/credit-details';
export const offerProfessionalDetailsPath = '/lead/offer/professional-details';
export const offerCustomerDebtsPath = '/lead/offer/customer-debts';
export const offerReferenceDetailsPath = '/lead/offer/reference-details';
export const offerSkipDocumentUploadPath = '/lead/offer/skip-document-upload';
export const offerAcceptCrediteaOfferPath = '/lead/offer/accept-creditea-offer';
export const offerUpdateProvidentOfferPath = '/lead/offer/update-provident-offer';
export const offerProficreditPath = '/lead/offer/proficredit';

// Translations live with the app, not the backend: under the app's base path (/application-frontend).
export const localePath = (lng: string, ns: string) => `/locales/${seg(lng)}/${seg(ns)}.json`;
export const localeAddPath = (lng: string, ns: string) => `/locales/add/${seg(lng)}/${seg(ns)}`;

/** The paths answered at the origin root, without the backend base prefix. */
export const NO_BASE_PREFIX_PATHS: ReadonlySet<string> = new Set([v3LeadPath, policyPath]);

const pathname = (path: string) => path.replace(/[?#].*$/, '');

export const hasBasePrefix = (path: string): boolean => !NO_BASE_PREFIX_PATHS.has(pathname(path));

/** The URL of `path` on a backend at `host` (empty = same origin) with base `basePath`. */
export const apiUrl = (api: { host: string; basePath: string }, path: string): string =>
  `${api.host}${hasBasePrefix(path) ? api.basePath : ''}${path}`;

/** The bodies that carry the backend product id (spec §7 "Common behaviour"). */
export const PRODUCT_BODY_PATHS: ReadonlySet<string> = new Set([
  leadCreatePath,
  leadPath,
  affiliateEventPath,
]);

export const needsProduct = (path: string): boolean => PRODUCT_BODY_PATHS.has(pathname(path));

/** Adds the `product` field (the brand's backend product id) to a lead-create, lead or affiliate-event body. */
export const withProduct = <T extends object>(body: T, productId: string): T & { product: string } => ({
  ...body,
  product: productId,
});
