import {
  dataPoints,
  getIn,
  validateDataPoints,
  parseLeadFields,
  validationContext,
} from '../../../contract/data-points';
import { INITIAL_DATA_POINTS } from '../../../contract/dynamic-steps';
import type { FieldError, LoanApplication } from '../../../contract/lead';
import { isDisposableEmail } from '../content/email-domains';
import type { Failure, LeadDeps } from './lead-result';

const fail = (errors: FieldError[]): Failure => ({
  ok: false,
  status: 422,
  message: 'Some fields are not valid',
  errors,
});

/** What a submission needs at the least: the first page's data points (amount, period, names, contact, policies). */
function submissionErrors(lead: LoanApplication, deps: LeadDeps): FieldError[] {
  const values: Record<string, unknown> = {};
  for (const id of INITIAL_DATA_POINTS) {
    const point = dataPoints[id];
    if (point) values[id] = getIn(lead, point.path);
  }
  return validateDataPoints(INITIAL_DATA_POINTS, values, validationContext(deps.brand, deps.now));
}

/**
 * A throw-away address (server-only rule: the client cannot know the list): refused on create and update, after
 * the catalogue's rules and only for an address of the right form.
 */
const DISPOSABLE_EMAIL_ERROR: Readonly<FieldError> = {
  fieldName: 'email',
  message: 'errors>email-disposable',
};

/**
 * The lead as it is to be stored, every answer in the normalised form its rule checked; or the field errors
 * (on submission also what it still lacks).
 */
export function checkLead(
  lead: LoanApplication,
  wantsSubmit: boolean,
  deps: LeadDeps,
): Failure | { ok: true; value: LoanApplication } {
  const parsed = parseLeadFields(lead, validationContext(deps.brand, deps.now));
  const { errors } = parsed;
  if (!errors.some((e) => e.fieldName === 'email') && isDisposableEmail(parsed.lead.contactDetails?.email))
    errors.push({ ...DISPOSABLE_EMAIL_ERROR });
  if (wantsSubmit) {
    for (const e of submissionErrors(parsed.lead, deps))
      if (!errors.some((x) => x.fieldName === e.fieldName)) errors.push(e);
  }
  return errors.length > 0 ? fail(errors) : { ok: true, value: parsed.lead };
}
