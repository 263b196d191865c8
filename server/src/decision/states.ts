import type { LeadStatus } from '../../../contract/api-answers';
import { DEFAULT_STATE_MAP, routeForState, stateForRoute } from '../../../contract/progress';
import { createStateMap, STATE_ROUTES, type StateMap, type StateMapEntry } from '../../../contract/state-map';

/**
 * The numbers the API answers in (decision 0039): the brand's state map, set by buildApp. The reference API keeps
 * the product's own numbers (contract/progress.ts) in its database and for its rules; an answer's `state` is the
 * number the brand's map gives that state's route, so a front end built with the same map opens the same screen.
 */
let answering: StateMap = DEFAULT_STATE_MAP;

/**
 * Answers in the map of `entries` from now on. The reference API moves applications through every screen the
 * product has, so a map it answers in must name each: one that does not stops the start, naming what it lacks.
 */
export function answerInStateMap(entries: readonly StateMapEntry[]): void {
  const map = createStateMap(entries);
  const missing = STATE_ROUTES.filter((route) => map.stateForRoute(route) === undefined);
  if (missing.length > 0)
    throw new Error(`The reference API shows every screen the product has; its state map lacks ${missing.join(', ')}`);
  answering = map;
}

/** A stored state as the brand's map numbers it. */
export const answeredState = (stored: number): number =>
  answering.stateForRoute(routeForState(stored) ?? '') ?? stored;

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
