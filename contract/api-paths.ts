/**
 * The backend paths of behaviour §7 that the product calls, relative to the backend base `{host}` (`/api` on the reference API). Two
 * paths have no base prefix (behaviour §7): `v3LeadPath` and `policyPath`; join with `apiUrl`, which knows.
 * Path parameters are URI-encoded here, so callers pass raw values.
 */

const seg = encodeURIComponent;

/**
 * How long the web app waits for any API answer before it tells the person and lets them retry (with the same
 * Idempotency-Key). The reference API gives up on a request sooner (its request timeout), so a slow server
 * answers 503 before the browser stops waiting.
 */
export const API_TIMEOUT_MS = 20_000;

// Calls with a known method.
/** POST: create a lead; the response carries its id. */
export const leadCreatePath = '/v2/lead';
/** GET */
export const leadStatusPath = (id: string) => `/lead/status/${seg(id)}`;
/** GET */
export const postcodeLookupPath = (code: string) => `/postcode/lookup/${seg(code)}`;
/** GET the place of a postcode: where the form only confirms a typed postcode (no town or province to fill). */
export const postcodePath = (code: string) => `/postcode/${seg(code)}`;
/** GET `{ email, valid, suggestion? }`: a corrected address when the domain looks mistyped ('gmial.com'). */
export const emailValidatePath = (email: string) => `/email/validate/${seg(email)}`;
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
/** POST `{ leadId, code }`: the code of the text message; the status answer when it is right. */
export const mobileVerifyPath = '/v2/customer/mobile/verify';
/** POST `{ leadId }`: a new code, once the cooldown of the last is over. */
export const resendCodePath = '/v2/customer/mobile/resend-code';
/** POST `{ leadId, phoneNumber }`: another number to send the code to. */
export const mobileNumberPath = '/v2/customer/mobile';
export const affiliateEventPath = '/affiliate/event';
/** GET `{ makes: [{ name, models }] }`: the vehicle makes and models (contract/vehicle-models.ts). */
export const vehicleModelsPath = '/data/vehicleModels.json';
/** GET `{ choices }`: the positions a person may hold (values of the catalogue's `position-type`). */
export const positionChoicesPath = '/choices/position';
/** GET the lead's consents on /consents; POST `{ consents }` records them (contract/consents.ts). */
export const customerConsentsPath = (id: string) => `/customer/${seg(id)}/consents`;
/** GET `?leadId=` the lender's consents on /advanzia-consents and /tfbank-consents; POST `{ leadId, consents }`. */
export const offerPolicyPath = '/lead/offer/policy';
/** GET `?leadId=` the lender's consents on /dynamic-consents; POST `{ leadId, consents }`. */
export const offerDynamicPolicyPath = '/lead/offer/dynamic-policy';
// The lenders' offer-choice screens (contract/offer-choices.ts; docs/api.md "Offer choices").
/** GET `?leadId=` the offers of /smava, /cofidis-offer, /instabank-offer, /provident-offer; POST the answer. */
export const offerPaymentPath = '/lead/offer/payment';
/** GET `?leadId=` the offers of /ipfd-offer-choice; POST the answer. */
export const acceptCrediteaOfferPath = '/lead/offer/accept-creditea-offer';
/** POST `{ leadId, amount, period }`: the /provident-offer offer re-priced for other terms within its limits. */
export const updateProvidentOfferPath = '/lead/offer/update-provident-offer';
/** GET `?leadId=` the offers of /proficredit-offer; POST the answer. */
export const proficreditPath = '/lead/offer/proficredit';
/** No base prefix. */
export const policyPath = '/policy';
/** POST `{ token }`: the token of an unsubscribe link (contract/unsubscribe.ts); never an address in the query. */
export const unsubscribePath = '/customer/email/unsubscribe';

/** The paths answered at the origin root, without the backend base prefix. */
const NO_BASE_PREFIX_PATHS: ReadonlySet<string> = new Set([v3LeadPath, policyPath]);

const pathname = (path: string) => path.replace(/[?#].*$/, '');

export const hasBasePrefix = (path: string): boolean => !NO_BASE_PREFIX_PATHS.has(pathname(path));

/** The URL of `path` on a backend at `host` (empty = same origin) with base `basePath`. */
export const apiUrl = (api: { host: string; basePath: string }, path: string): string =>
  `${api.host}${hasBasePrefix(path) ? api.basePath : ''}${path}`;

/**
 * The bodies that carry the backend product id (behaviour §7 "Common behaviour"): lead-create, the lead paths (the
 * configured one and the v3 one) and affiliate-event.
 */
const PRODUCT_BODY_PATHS: ReadonlySet<string> = new Set([
  leadCreatePath,
  leadPath,
  v3LeadPath,
  affiliateEventPath,
]);

/** Whether a body sent to `path` carries the product: one of PRODUCT_BODY_PATHS or the brand's configured lead path. */
export const needsProduct = (path: string, configuredLeadPath?: string): boolean =>
  PRODUCT_BODY_PATHS.has(pathname(path)) || pathname(path) === configuredLeadPath;

/** Adds the `product` field (the brand's backend product id) to a body. */
export const withProduct = <T extends object>(body: T, productId: string): T & { product: string } => ({
  ...body,
  product: productId,
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The body as sent to `path`: with the product id when the path is one of PRODUCT_BODY_PATHS and the body a JSON
 * object, as it is otherwise. The web app's API client applies it to every request, so the rule lives here once.
 */
export const bodyFor = (path: string, body: unknown, productId: string, configuredLeadPath?: string): unknown =>
  needsProduct(path, configuredLeadPath) && isPlainObject(body) ? withProduct(body, productId) : body;

// The ID-upload screen (contract/documents.ts; docs/api.md "ID upload").
/** POST the file's bytes, `?leadId=&side=`: one side of the ID; answers what was kept. */
export const idUploadPath = '/lead/idUpload';
/** GET `?leadId=`: the sides stored; POST `{ leadId }`: the documents are complete, the application moves on. */
export const documentIdPath = '/lead/documentId';
/** POST `{ leadId }`: no documents now; the application moves on without them. */
export const skipDocumentUploadPath = '/lead/offer/skip-document-upload';
