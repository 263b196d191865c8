import { isRecord } from '../../../contract/merge';
import type { Application } from './application';
import type { LandingParams } from './url-params';

/** What the landing URL fills in (behaviour §3 "Landing URL query parameters read"). */
export type LandingPrefill = Pick<
  LandingParams,
  'amount' | 'period' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'sellingTierGlobalId'
>;

const PREFILL_KEYS = [
  'amount',
  'period',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'sellingTierGlobalId',
] as const;

export function prefillOf(params: LandingParams): LandingPrefill {
  const prefill: LandingPrefill = {};
  for (const key of PREFILL_KEYS) {
    const value = params[key];
    if (value !== undefined) (prefill as Record<string, unknown>)[key] = value;
  }
  return prefill;
}

function section(application: Application, name: string): Record<string, unknown> {
  const value = application[name];
  return isRecord(value) ? value : {};
}

/**
 * Puts the URL's values into the application: the link is the person's latest intent, so it wins over a
 * stored draft. posthogParameters records which personal fields came prefilled (behaviour §3).
 */
export function applyPrefill(application: Application, prefill: LandingPrefill): Application {
  const next: Application = { ...application };
  if (prefill.amount !== undefined) next.amount = prefill.amount;
  if (prefill.period !== undefined) next.period = prefill.period;
  if (prefill.sellingTierGlobalId !== undefined) next.sellingTierGlobalId = prefill.sellingTierGlobalId;

  const personal: Record<string, string> = {};
  if (prefill.firstName !== undefined) personal.firstName = prefill.firstName;
  if (prefill.lastName !== undefined) personal.lastName = prefill.lastName;
  const contact: Record<string, string> = {};
  if (prefill.email !== undefined) contact.email = prefill.email;
  if (prefill.phoneNumber !== undefined) contact.phoneNumber = prefill.phoneNumber;

  if (Object.keys(personal).length > 0)
    next.personalDetails = { ...section(application, 'personalDetails'), ...personal };
  if (Object.keys(contact).length > 0)
    next.contactDetails = { ...section(application, 'contactDetails'), ...contact };

  const fields = [...Object.keys(personal), ...Object.keys(contact)];
  if (fields.length > 0) {
    next.posthogParameters = {
      ...section(application, 'posthogParameters'),
      isLeadPrefilled: true,
      leadPrefilledFields: fields,
    };
  }
  return next;
}
