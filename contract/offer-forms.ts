/**
 * The detail forms a lender may ask for after checking (behaviour §2 "State-driven routes"): each screen's questions,
 * taken from the data-point catalogue, and the backend path of behaviour §7 its answers are saved to. The web app
 * builds each screen from this table and the reference API checks each save against it, so a screen's questions
 * are written once. What each screen asks is docs/decisions/0028-offer-detail-forms.md.
 */

import { isOfferFormRoute, OFFER_FORM_ROUTES, type OfferFormRoute } from './offer-form-routes';

/** One detail screen. */
export interface OfferForm {
  /** The backend path (behaviour §7) that takes the screen's answers, relative to the backend base. */
  savePath: string;
  /** Data-point ids, in the order the screen asks them. */
  dataPoints: readonly string[];
}

export const OFFER_FORMS = {
  '/employment-details': {
    savePath: '/lead/offer/employment-details',
    dataPoints: ['income-source', 'employer-name', 'job-area', 'job-title', 'income-contract-started-at'],
  },
  '/additional-employment-details': {
    savePath: '/lead/offer/employment-details',
    dataPoints: [
      'position-type',
      'employer-postal-code',
      'employer-city',
      'employer-street',
      'employer-house-number',
      'trial-period',
    ],
  },
  '/additional-personal-details': {
    savePath: '/lead/offer/personal-details',
    dataPoints: ['education', 'living-area', 'city-of-birth', 'id-card-number', 'id-card-issued-at'],
  },
  '/marital-details': {
    savePath: '/lead/marital-details',
    dataPoints: ['marital-status', 'dependants', 'household-income'],
  },
  '/aide': {
    savePath: '/lead/aide',
    dataPoints: ['has-proof-of-income', 'monthly-extra-income', 'pension-payer', 'number-of-inhabitants'],
  },
  '/credit-details': {
    savePath: '/lead/offer/credit-details',
    dataPoints: ['has-other-loans', 'monthly-credit-commitments', 'is-interested-in-debt-consolidation'],
  },
  '/professional-details': {
    savePath: '/lead/offer/professional-details',
    dataPoints: ['position-type', 'economic-activity', 'job-title'],
  },
  '/customer-debts': {
    savePath: '/lead/offer/customer-debts',
    dataPoints: ['total-debt', 'overdue-debt-amount', 'in-tax-debt', 'in-contribution-debt'],
  },
  '/reference-details': {
    savePath: '/lead/offer/reference-details',
    dataPoints: ['reference-type', 'reference-name', 'reference-phone-number'],
  },
  '/cnp': { savePath: '/lead/cnp', dataPoints: ['personal-code'] },
  '/vehicle': {
    savePath: '/lead/vehicle',
    dataPoints: [
      'vehicle-make',
      'vehicle-model',
      'vehicle-registration-year',
      'vehicle-license-plate-number',
      'is-vehicle-financed',
    ],
  },
  '/wniosek': {
    savePath: '/lead/wniosek',
    dataPoints: ['id-card-number', 'id-card-issued-at', 'marital-status', 'education', 'housing-tenure'],
  },
  '/wniosek-uzupelnienie': {
    savePath: '/lead/wniosek',
    dataPoints: ['bank-account', 'income-payday', 'household-expenses', 'number-of-inhabitants'],
  },
  // The payout account: typed, or confirmed where the application already holds one (shown filled in).
  '/wenance-account': { savePath: '/lead/account', dataPoints: ['bank-name', 'bank-account'] },
} as const satisfies Record<OfferFormRoute, OfferForm>;

export { isOfferFormRoute, OFFER_FORM_ROUTES, type OfferFormRoute };

/** The save paths, each once (two screens may share one: the lead's state tells which screen's answers came). */
export const OFFER_FORM_SAVE_PATHS: readonly string[] = [
  ...new Set(OFFER_FORM_ROUTES.map((r) => OFFER_FORMS[r].savePath)),
];

/**
 * The data points the birth-data check of a national id reads besides those a screen asks (the stored date of birth
 * and gender), so the code is checked against what the application already holds.
 */
export const STORED_FOR_CHECKS: readonly string[] = ['date-of-birth', 'gender'];
