import { z } from 'zod';
import { UUID_PATTERN } from './uuid';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_VALUE_MAX, type AttributionField } from './attribution';
import {
  contactDetailsSchema,
  employerSchema,
  expensesSchema,
  incomeDetailsSchema,
  otherDetailsSchema,
  personalDetailsSchema,
  referenceDetailsSchema,
} from './lead-answers';
import { bool, epochMs, isoDateTime, longStr, num, str, strList } from './lead-fields';

/**
 * The loan application (lead) of behaviour §3, as stored in the browser and sent to the backend.
 *
 * - Every object is strict (an unknown key is an error) and every field optional: a lead is filled step by step.
 * - This schema checks shape and primitive types only, with generous length caps for the server's sake. Whether
 *   a value is acceptable (a real date, a known option, a valid PESEL, an amount inside the brand's range) is
 *   the data-point catalogue's job (`validateLeadFields` in ./data-points), because that answers per-field
 *   `{ fieldName, message }` errors a person can act on.
 * - Money and counts are stored as numbers (JSON numbers on the wire). Forms collect digit strings; the
 *   catalogue's schemas turn them into numbers before they are committed to the lead.
 * - Dates a person enters are 'YYYY-MM-DD' strings; timestamps the app records are ISO 8601 date-times, except
 *   `expiresAt` and the ad-click `setAt`, which are epoch milliseconds (they are only ever compared with now).
 * - Cleared fields are removed, not set to null.
 */

/** Behaviour §5: the standard 8-4-4-4-12 hexadecimal UUID pattern (any version). */
export { UUID_PATTERN };
/** The applicant's answers, one schema per part of the lead (lead-answers.ts). */
export * from './lead-answers';

export const affiliateReferenceSchema = z.strictObject({
  attribute: str,
  subId: str,
  transactionId: str,
  setAt: isoDateTime,
});

export const deviceDataSchema = z.strictObject({
  /** Minutes, as Date#getTimezoneOffset. */
  timezoneOffset: z.number().int().min(-900).max(900).optional(),
  /** GiB, rounded; 1 when the browser does not say. */
  deviceMemory: z.number().nonnegative().optional(),
  language: z.string().max(35).optional(),
  screenResolution: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/)
    .optional(),
  /** Milliseconds since the init time. */
  pageLoadingTime: z.number().nonnegative().optional(),
});

/** Behaviour §3 "Ad-click record": the stored Google click identifiers. */
export const adClickRecordSchema = z.strictObject({
  gclid: str,
  gclsrc: str,
  gbraid: str,
  wbraid: str,
  setAt: epochMs,
});

/** Behaviour §3 "Application result". */
export const applicationResultSchema = z.strictObject({
  application: z.strictObject({ status: str }).optional(),
  offerId: str,
  partner: z.strictObject({ name: str }).optional(),
});

export const googleClickSchema = z.strictObject({
  gclid: str,
  gclidAt: isoDateTime,
  gbraid: str,
  wbraid: str,
});

export const posthogParametersSchema = z.strictObject({
  isLeadPrefilled: bool,
  /** Lead paths that came from the landing URL (behaviour §3 "Landing URL query parameters read"). */
  leadPrefilledFields: strList,
  leadPreviouslyRedirected: bool,
});

/** Meta pixel fbp/fbc (fbc is built from fbclid when no cookie exists) and TikTok ttp/ttclid. */
export const adTrackingSchema = z.strictObject({ fbp: str, fbc: str, ttp: str, ttclid: str });

/** Behaviour §3 "Campaign attribution fields" (./attribution.ts). */
const attributionValue = z.string().max(ATTRIBUTION_VALUE_MAX).optional();
export const campaignAttributionSchema = z.strictObject(
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, attributionValue])) as Record<
    AttributionField,
    typeof attributionValue
  >,
);

/** Contact channels the applicant agreed to be contacted through. */
export const consentsSchema = z.strictObject({ email: bool, phone: bool, text: bool, post: bool });

export const loanApplicationSchema = z.strictObject({
  id: str,
  sessionId: z.string().regex(UUID_PATTERN).optional(),
  sessionStartedAt: isoDateTime,
  amount: num,
  period: num,
  periodScale: z.enum(['days', 'months']).optional(),
  financingOption: str,
  monthlyPaymentDay: num,
  generalPolicies: bool,
  /** Ids of the policy documents the applicant accepted. */
  policies: strList,
  googleCaptchaToken: longStr,
  leadStatus: bool,
  leadSource: str,
  /** Epoch ms: now plus the brand's configured expiry. */
  expiresAt: epochMs,
  /** Begins with the UI marker tag. */
  tags: strList,
  deviceData: deviceDataSchema.optional(),
  sellingTierGlobalId: str,
  affiliateReferenceParams: affiliateReferenceSchema.optional(),
  personalDetails: personalDetailsSchema.optional(),
  contactDetails: contactDetailsSchema.optional(),
  incomeDetails: incomeDetailsSchema.optional(),
  otherDetails: otherDetailsSchema.optional(),
  expenses: expensesSchema.optional(),
  employer: employerSchema.optional(),
  referenceDetails: referenceDetailsSchema.optional(),
  googleClick: googleClickSchema.optional(),
  posthogParameters: posthogParametersSchema.optional(),
  adTracking: adTrackingSchema.optional(),
  campaignAttribution: campaignAttributionSchema.optional(),
  consents: consentsSchema.optional(),
});

/** A lead-create or lead-update body: the lead plus the backend product id (behaviour §7 "Common behaviour"). */
export const leadRequestSchema = loanApplicationSchema.extend({ product: z.string().min(1).max(100) });

export type LoanApplication = z.infer<typeof loanApplicationSchema>;
export type LeadRequest = z.infer<typeof leadRequestSchema>;
export type AffiliateReference = z.infer<typeof affiliateReferenceSchema>;
export type ApplicationResult = z.infer<typeof applicationResultSchema>;
export type AdClickRecord = z.infer<typeof adClickRecordSchema>;
export type DeviceData = z.infer<typeof deviceDataSchema>;

/** A field error: `fieldName` is a data-point id, `message` an i18n key in namespace 'form'. */
export type FieldError = { fieldName: string; message: string };

/** Behaviour §3 "Form page errors": errors per page path, and the first errored page in sequence. */
export type FormPageErrors = { pageErrors: Record<string, FieldError[]>; erroredPage: string | null };
