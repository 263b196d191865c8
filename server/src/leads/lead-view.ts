import { routeForState } from '../../../contract/progress';
import type { LeadRecord } from '../db/lead-queries';
import type { LeadStatus, StatusAnswer } from '../../../contract/api-answers';
import { REJECTION_REASONS, type RejectionReason } from '../../../contract/rejection-reasons';
import { outcomeSchema, type Outcome } from '../decision/outcome';
import { answeredState } from '../decision/states';
import { lenderColorsOf } from '../decision/partner-colors';

/** The stored outcome, checked (jsonb comes back as plain data). */
export function outcomeOf(record: Pick<LeadRecord, 'outcome'>): Outcome | null {
  const parsed = outcomeSchema.safeParse(record.outcome);
  return parsed.success ? parsed.data : null;
}

export interface LeadAnswer {
  id: string;
  state: number;
  route: string;
  status: LeadStatus;
}

export function leadAnswer(record: LeadRecord): LeadAnswer {
  return {
    id: record.id,
    state: answeredState(record.state),
    route: routeForState(record.state) ?? '/',
    status: record.status,
  };
}

/** The status poll's answer; what the outcome holds shows only once checking is over. */
export function statusAnswer(record: LeadRecord): StatusAnswer {
  const answer: StatusAnswer = {
    id: record.id,
    state: answeredState(record.state),
    route: routeForState(record.state) ?? '/',
    application: { status: record.status },
  };
  const colors = lenderColorsOf(record.state);
  if (colors) answer.uiColors = colors;
  const outcome = outcomeOf(record);
  if (!outcome || record.status === 'checking' || record.status === 'in-progress') return answer;
  if (outcome.kind === 'accepted' || outcome.kind === 'completed') {
    answer.offerId = outcome.offerId;
    if (outcome.kind === 'accepted' && outcome.offer) answer.offer = outcome.offer;
    answer.partner = { name: outcome.partner };
  } else if (outcome.kind === 'rejected') {
    if ((REJECTION_REASONS as readonly string[]).includes(outcome.reason))
      answer.reason = outcome.reason as RejectionReason;
  } else if (outcome.kind === 'redirected') {
    answer.partner = { name: outcome.partner };
    answer.redirectUrl = outcome.url;
    answer.redirectMethod = outcome.method;
  }
  return answer;
}
