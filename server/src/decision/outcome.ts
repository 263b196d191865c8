import { z } from 'zod';
import { offerSchema } from '../../../contract/api-answers';
import { CONSENT_ROUTES } from '../../../contract/consents';
import { OFFER_CHOICE_ROUTES } from '../../../contract/offer-choices';
import { OFFER_FORM_ROUTES } from '../../../contract/offer-form-routes';
import { OPEN_BANKING_ROUTES } from '../../../contract/open-banking-routes';

/**
 * Post-offer screens an accepted application may have to pass before the offer is final: the screens that ask the
 * applicant something (verification, documents, consents, details, a lender's offers, a bank hand-off), each
 * family listed once in contract/. `/employment-details` is a pre-offer state (behaviour §4) that a lender may still ask
 * for after checking.
 */
export const STEP_ROUTES = [
  '/mobile-verification',
  '/change-mobile-number',
  '/id-upload',
  ...CONSENT_ROUTES,
  ...OFFER_FORM_ROUTES,
  ...OFFER_CHOICE_ROUTES,
  // The open-banking hand-offs (docs/decisions/0032-open-banking-hand-offs.md).
  OPEN_BANKING_ROUTES.instantor,
  OPEN_BANKING_ROUTES.tink,
  OPEN_BANKING_ROUTES.paylands,
] as const;

export type StepRoute = (typeof STEP_ROUTES)[number];

/** What the decision engine concluded for a submitted application. Stored with the lead (jsonb). */
export const outcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('accepted'),
    partner: z.string(),
    offerId: z.string(),
    /** Screens to pass, in order, before the application is accepted. */
    steps: z.array(z.enum(STEP_ROUTES)),
    /** The loan's figures, priced when the decision was made (absent from outcomes stored before offers had them). */
    offer: offerSchema.optional(),
    /** Other terms the applicant chose on an offer-choice screen (the offers are re-priced for them). */
    terms: z.object({ amount: z.number(), period: z.number().int() }).optional(),
    /** The offer accepted on an offer-choice screen: `offer` then holds its figures. */
    chosen: z.object({ route: z.string(), offerId: z.string(), lender: z.string() }).optional(),
  }),
  /** Accepted without an offer screen: the partner takes over (the thank-you screen). */
  z.object({ kind: z.literal('completed'), partner: z.string(), offerId: z.string() }),
  z.object({ kind: z.literal('rejected'), reason: z.string() }),
  z.object({
    kind: z.literal('redirected'),
    partner: z.string(),
    url: z.url({ protocol: /^https$/ }),
    method: z.enum(['GET', 'POST']),
  }),
]);

export type Outcome = z.infer<typeof outcomeSchema>;

/** The outcome and the rule that chose it (for logs, events and tests). */
export interface Decision {
  outcome: Outcome;
  rule: string;
}
