/**
 * The routes of the consents and offer-choice screens, apart from their tables (contract/consents.ts,
 * contract/offer-choices.ts, which bring zod): the application page, which decides what it renders on the first
 * screen, carries only these names. The detail forms' routes are in contract/offer-form-routes.ts and the
 * open-banking hand-offs' in contract/open-banking-routes.ts, for the same reason.
 */

/** The screens that ask for consents (each with its backend path: contract/consents.ts). */
export const CONSENT_ROUTES = [
  '/consents',
  '/dynamic-consents',
  '/advanzia-consents',
  '/tfbank-consents',
] as const;
export type ConsentRoute = (typeof CONSENT_ROUTES)[number];

export const isConsentRoute = (route: string): route is ConsentRoute =>
  (CONSENT_ROUTES as readonly string[]).includes(route);

/** The lenders' offer-choice screens (each lender's offers and answer: contract/offer-choices.ts). */
export const OFFER_CHOICE_ROUTES = [
  '/smava',
  '/ipfd-offer-choice',
  '/cofidis-offer',
  '/provident-offer',
  '/instabank-offer',
  '/proficredit-offer',
] as const;
export type OfferChoiceRoute = (typeof OFFER_CHOICE_ROUTES)[number];

export const isOfferChoiceRoute = (route: string): route is OfferChoiceRoute =>
  (OFFER_CHOICE_ROUTES as readonly string[]).includes(route);
