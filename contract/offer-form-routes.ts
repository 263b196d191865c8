/**
 * The routes of the detail screens of the offer (their questions: contract/offer-forms.ts). Apart from the table,
 * so the application page, which decides what it renders on the first screen, carries only these names.
 */
export const OFFER_FORM_ROUTES = [
  '/employment-details',
  '/additional-employment-details',
  '/additional-personal-details',
  '/marital-details',
  '/aide',
  '/credit-details',
  '/professional-details',
  '/customer-debts',
  '/reference-details',
  '/cnp',
  '/vehicle',
  '/wniosek',
  '/wniosek-uzupelnienie',
  '/wenance-account',
] as const;

export type OfferFormRoute = (typeof OFFER_FORM_ROUTES)[number];

export const isOfferFormRoute = (route: string): route is OfferFormRoute =>
  (OFFER_FORM_ROUTES as readonly string[]).includes(route);
