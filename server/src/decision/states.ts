import type { LeadStatus } from '../../../contract/api-answers';
import { stateForRoute } from '../../../contract/progress';

/** The progress state of a route the server moves applications to; throws at start-up if the contract lost one. */
export function stateOf(route: string): number {
  const state = stateForRoute(route);
  if (state === undefined) throw new Error(`No progress state for route ${route}`);
  return state;
}

export const ROUTES = {
  loanInformation: '/loan-information',
  personalDetails: '/personal-details',
  contactDetails: '/contact-details',
  incomeDetails: '/income-details',
  otherInformation: '/other-information',
  referenceInformation: '/reference-information',
  checking: '/checking',
  accepted: '/accepted',
  thankYou: '/thank-you',
  redirected: '/redirected',
  rejected: '/rejected',
  mobileVerification: '/mobile-verification',
  idUpload: '/id-upload',
  consents: '/consents',
} as const;

/** Statuses after which the application is over: no more updates, continue or skip change nothing. */
export const FINAL_STATUSES: ReadonlySet<LeadStatus> = new Set([
  'accepted',
  'rejected',
  'redirected',
  'completed',
]);
