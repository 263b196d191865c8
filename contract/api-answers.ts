/**
 * What the lead API answers (behaviour §7), as one schema each: the server validates and documents its answers with
 * them, the web app types what it reads with them (type-only, so no schema code reaches the browser).
 */
import { z } from 'zod';
import { REJECTION_REASONS } from './rejection-reasons';
import { HEX_COLOR } from './ui-colors';

/** What the applicant is waiting for or has got: `application.status` of the status answer. */
export const LEAD_STATUSES = [
  'in-progress',
  'checking',
  'pending',
  'accepted',
  'rejected',
  'redirected',
  'completed',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const status = z.enum(LEAD_STATUSES);

/** A lead create or update: the lead, its progress state and that state's route, and its status. */
export const leadAnswerSchema = z.object({
  id: z.string(),
  state: z.number().int(),
  route: z.string(),
  status,
});
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;

/** POST /v3/lead: the lead answer and the data points to ask next. */
export const dynamicLeadAnswerSchema = leadAnswerSchema.extend({
  requestedDataPoints: z.array(z.string()).describe('data-point ids to ask for next; empty once submitted'),
});
export type DynamicLeadAnswer = z.infer<typeof dynamicLeadAnswerSchema>;

/**
 * The loan an accepted application is offered, as the lead API priced it (contract/loan-cost.ts): the amount and
 * term asked for, the repayments, the total and the APR, in the brand's currency.
 */
export const offerSchema = z.object({
  amount: z.number().describe('the amount lent'),
  period: z.number().int().describe('the term, in `periodScale` units'),
  periodScale: z.enum(['days', 'months']),
  instalments: z.number().int().describe('how many repayments: one for a day loan, one a month otherwise'),
  instalment: z.number().describe('the amount of each repayment'),
  totalRepayable: z.number().describe('everything repaid: amount, interest and fees'),
  apr: z.number().describe('annual percentage rate (effective, with fees), in percent'),
  currency: z.string().length(3).describe('ISO 4217 code'),
});
export type Offer = z.infer<typeof offerSchema>;

/** GET /lead/status/{id} and a continue link: where the application stands, with its offer or partner. */
export const statusAnswerSchema = z.object({
  id: z.string(),
  state: z.number().int(),
  route: z.string(),
  application: z.object({ status }),
  offerId: z.string().optional(),
  offer: offerSchema.optional().describe('the figures of the offer, once an application is accepted'),
  partner: z.object({ name: z.string() }).optional(),
  reason: z
    .enum(REJECTION_REASONS)
    .optional()
    .describe('why a declined application was declined, when it is something the person can act on'),
  redirectUrl: z.string().optional(),
  redirectMethod: z.enum(['GET', 'POST']).optional(),
  uiColors: z
    .object({
      primary: z.string().regex(HEX_COLOR).optional(),
      primaryText: z.string().regex(HEX_COLOR).optional(),
      accent: z.string().regex(HEX_COLOR).optional(),
    })
    .optional()
    .describe(
      "the lender's colours, while the state is a lender's screen: the page takes them over the brand's",
    ),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/** The kinds of policy a brand asks to accept. */
export const POLICY_KINDS = ['general-terms', 'privacy', 'marketing'] as const;

/** GET /policies: the brand's policies in one locale, each accepted by its own box. */
export const policiesAnswerSchema = z.object({
  locale: z.string().describe('the locale of the texts'),
  policies: z.array(
    z.object({
      id: z.string().describe("`<kind>-v<version>`: what the lead's `policies` list holds once accepted"),
      kind: z.enum(POLICY_KINDS),
      version: z.number().int(),
      required: z.boolean(),
      title: z.string(),
      summary: z
        .string()
        .optional()
        .describe('what is accepted, in a sentence or two: read with the box (without it, the full text is)'),
      text: z.string().describe('the full text'),
      url: z.string().optional().describe("where the full document lives on the brand's site"),
    }),
  ),
});
export type Policy = z.infer<typeof policiesAnswerSchema>['policies'][number];

/** GET /postcode/lookup/{code} and /postcode/{code}: the place of a postcode of the brand's country. */
export const placeAnswerSchema = z.object({
  postcode: z.string(),
  country: z.string(),
  city: z.string(),
  province: z.string(),
  district: z.string().optional(),
});
export type Place = z.infer<typeof placeAnswerSchema>;

/** GET /company/{name}: employers whose name matches, best first (may be empty). */
export const companiesAnswerSchema = z.object({
  companies: z.array(z.object({ name: z.string(), city: z.string() })),
});
export type Company = z.infer<typeof companiesAnswerSchema>['companies'][number];

/** GET /email/validate/{email}: the verdict on an address; `suggestion` when its domain looks mistyped. */
export const emailCheckAnswerSchema = z.object({
  email: z.string(),
  valid: z.boolean(),
  message: z.string().optional().describe("an i18n key of the 'form' namespace, when not valid"),
  freeMail: z.boolean(),
  suggestion: z
    .string()
    .optional()
    .describe("the address with its domain corrected ('ana@gmial.com' -> gmail.com)"),
});
export type EmailCheck = z.infer<typeof emailCheckAnswerSchema>;
