/**
 * Why an application was declined, as the person is told it: each is something they can understand and act on.
 * A decline for a rule of the service is given without a reason. Kept apart from the API schemas, so the web
 * app can read the list without bringing schema code into the browser. `offer-declined`: the applicant turned down
 * the lender's offer on its offer-choice screen (contract/offer-choices.ts).
 */
export const REJECTION_REASONS = ['age', 'income', 'affordability', 'offer-declined'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
