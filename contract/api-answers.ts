/**
 * What the lead API answers (spec §7), as one schema each: the server validates and documents its answers with
 * them, the web app types what it reads with them (type-only, so no schema code reaches the browser).
 */
import { z } from 'zod';

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
  redirectUrl: z.string().optional(),
  redirectMethod: z.enum(['GET', 'POST']).optional(),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;
