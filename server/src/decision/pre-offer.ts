import type { LoanApplication } from '../../../contract/lead';
import { ROUTES, stateOf } from './states';

const hasAny = (section: object | undefined): boolean =>
  section !== undefined && Object.values(section).some((v) => v !== undefined && v !== null && v !== '');

/**
 * The classic steps in order, each done when its part of the lead has something in it. A step's answers
 * are sent with one update, so "the section is there" is "the step was completed".
 */
const STEPS: readonly { route: string; done: (lead: LoanApplication) => boolean }[] = [
  { route: ROUTES.loanInformation, done: (l) => l.amount !== undefined && l.period !== undefined },
  { route: ROUTES.personalDetails, done: (l) => hasAny(l.personalDetails) },
  { route: ROUTES.contactDetails, done: (l) => hasAny(l.contactDetails) },
  { route: ROUTES.incomeDetails, done: (l) => hasAny(l.incomeDetails) },
  { route: ROUTES.otherInformation, done: (l) => hasAny(l.otherDetails) || hasAny(l.expenses) },
  { route: ROUTES.referenceInformation, done: (l) => hasAny(l.referenceDetails) },
];

/**
 * The pre-offer state of a lead that has not been submitted: the first classic step not yet done (the last
 * one, reference information, when all are), and never behind `previous` (going back to edit an earlier step
 * does not move the server's state back).
 */
export function preOfferState(lead: LoanApplication, previous?: number): number {
  const next = STEPS.find((step) => !step.done(lead)) ?? STEPS[STEPS.length - 1]!;
  const state = stateOf(next.route);
  return previous === undefined ? state : Math.max(state, previous);
}
