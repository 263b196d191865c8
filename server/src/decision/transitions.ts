import type { Outcome } from './outcome';
import type { LeadStatus } from '../../../contract/api-answers';
import { FINAL_STATUSES, ROUTES, stateOf } from './states';
import { routeForState } from '../../../contract/progress';

/** Where an application stands. */
export interface Progress {
  state: number;
  status: LeadStatus;
  /** Fixed at submission; shown when checking ends. */
  outcome: Outcome | null;
  /** When checking ends. */
  decideAt: Date | null;
}

/** Submission: checking starts; the outcome is fixed now and shown once `checkingMs` have passed. */
export function submit(progress: Progress, outcome: Outcome, now: Date, checkingMs: number): Progress {
  if (progress.status !== 'in-progress') return progress;
  return {
    state: stateOf(ROUTES.checking),
    status: 'checking',
    outcome,
    decideAt: new Date(now.getTime() + checkingMs),
  };
}

/** The first screen of an outcome. */
export function entryOf(outcome: Outcome): Pick<Progress, 'state' | 'status'> {
  switch (outcome.kind) {
    case 'accepted': {
      const [first] = outcome.steps;
      return first
        ? { state: stateOf(first), status: 'pending' }
        : { state: stateOf(ROUTES.accepted), status: 'accepted' };
    }
    case 'completed':
      return { state: stateOf(ROUTES.thankYou), status: 'completed' };
    case 'rejected':
      return { state: stateOf(ROUTES.rejected), status: 'rejected' };
    case 'redirected':
      return { state: stateOf(ROUTES.redirected), status: 'redirected' };
  }
}

/** Ends checking when its time has come (reads call this, so the status poll sees the change). */
export function settle(progress: Progress, now: Date): Progress {
  if (progress.status !== 'checking' || !progress.outcome) return progress;
  if (progress.decideAt && now.getTime() < progress.decideAt.getTime()) return progress;
  return { ...progress, ...entryOf(progress.outcome) };
}

/**
 * The applicant finished (continue) or skipped (skip) the post-offer screen they are on: the next screen
 * of the outcome, or accepted after the last. Anywhere else nothing changes.
 */
export function advance(progress: Progress, _how: 'continue' | 'skip'): Progress {
  const { outcome } = progress;
  if (progress.status !== 'pending' || outcome?.kind !== 'accepted') return progress;
  const current = routeForState(progress.state);
  const index = outcome.steps.findIndex((step) => step === current);
  const next = index >= 0 ? outcome.steps[index + 1] : undefined;
  return next
    ? { ...progress, state: stateOf(next), status: 'pending' }
    : { ...progress, state: stateOf(ROUTES.accepted), status: 'accepted' };
}

export const isFinal = (status: LeadStatus): boolean => FINAL_STATUSES.has(status);
