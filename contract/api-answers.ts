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

/** GET /lead/status/{id} and a continue link: where the application stands, with its offer or partner. */
export const statusAnswerSchema = z.object({
  id: z.string(),
  state: z.number().int(),
  route: z.string(),
  application: z.object({ status }),
  offerId: z.string().optional(),
  partner: z.object({ name: z.string() }).optional(),
  redirectUrl: z.string().optional(),
  redirectMethod: z.enum(['GET', 'POST']).optional(),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;
