import type { CountryCode } from '../../../contract/country';
import type { LoanApplication } from '../../../contract/lead';
import { isAdult } from '../../../contract/validators';
import type { Environment } from '../../../brands/schema';
import { modeFeatures } from '../config/modes';
import type { Decision, Outcome, StepRoute } from './outcome';
import { offerFor, type OfferPricing } from './offer';
import { offerIdFor, partnerFor } from './partners';
import { gotoRouteOf, triggerOf, type Trigger } from './triggers';

export interface DecisionInput {
  leadId: string;
  lead: LoanApplication;
  brand: OfferPricing & {
    country: CountryCode;
    amount: { max: number };
    redirectHosts: readonly string[];
    /** The server's mode: only development's demo takes the email-address triggers (config/modes.ts). */
    environment: Environment;
  };
  /** YYYY-MM-DD */
  today: string;
}

/** Below this net monthly income (local currency) an application is declined. */
export const MIN_MONTHLY_INCOME: Readonly<Record<CountryCode, number>> = {
  CO: 1_000_000,
  DE: 900,
  ES: 600,
  MX: 5_000,
  PH: 10_000,
  PL: 2_000,
  RO: 1_500,
  VN: 5_000_000,
};
export const MIN_AGE = 18;
export const MAX_AGE = 75;
/** Monthly expenses plus credit commitments at or above this share of income: not affordable. */
export const AFFORDABILITY_SHARE = 0.8;
/** Amounts at or above this share of the brand's maximum need an ID document first. */
export const HIGH_AMOUNT_SHARE = 0.75;

/**
 * The decision for a submitted application: deterministic (same lead, same day, same decision).
 * In the demo (development mode) a trigger in the email address wins (triggers.ts); otherwise, and always in
 * staging and production, the first business rule that applies: there `accept+ana@example.com` is an address.
 */
export function decide(input: DecisionInput): Decision {
  if (!modeFeatures(input.brand.environment).triggers) return byRules(input);
  const email = input.lead.contactDetails?.email;
  const goto = gotoRouteOf(email);
  if (goto) return { outcome: accepted(input, GOTO_STEPS[goto] ?? [goto]), rule: `goto:${goto}` };
  const trigger = triggerOf(email);
  return trigger ? byTrigger(trigger, input) : byRules(input);
}

/** Where a screen's save leads by nature, rather than to the offer: another number is then confirmed by its code. */
const GOTO_STEPS: Partial<Record<StepRoute, StepRoute[]>> = {
  '/change-mobile-number': ['/change-mobile-number', '/mobile-verification'],
  '/wniosek': ['/wniosek', '/wniosek-uzupelnienie'],
};

function accepted(
  input: DecisionInput,
  steps: Extract<Outcome, { kind: 'accepted' }>['steps'] = [],
): Outcome {
  const offer = offerFor(input.lead, input.brand);
  return {
    kind: 'accepted',
    partner: partnerFor(input.brand.country, input.leadId),
    offerId: offerIdFor(input.leadId),
    steps,
    ...(offer ? { offer } : {}),
  };
}

/** Redirects to the brand's first allowlisted partner host; a brand without one cannot redirect. */
function redirected(input: DecisionInput, method: 'GET' | 'POST', rule: string): Decision {
  const host = input.brand.redirectHosts[0];
  if (!host) return { outcome: { kind: 'rejected', reason: 'no-partner' }, rule: `${rule}:no-redirect-host` };
  const url = new URL(`https://${host}/apply`);
  url.searchParams.set('ref', input.leadId);
  return {
    outcome: {
      kind: 'redirected',
      partner: partnerFor(input.brand.country, input.leadId),
      url: url.href,
      method,
    },
    rule,
  };
}

function byTrigger(trigger: Trigger, input: DecisionInput): Decision {
  const rule = `trigger:${trigger}`;
  switch (trigger) {
    case 'accept':
      return { outcome: accepted(input), rule };
    case 'reject':
      return { outcome: { kind: 'rejected', reason: 'test' }, rule };
    case 'redirect':
      return redirected(input, 'GET', rule);
    case 'redirectpost':
      return redirected(input, 'POST', rule);
    case 'verify':
      return { outcome: accepted(input, ['/mobile-verification']), rule };
    case 'idupload':
      return { outcome: accepted(input, ['/id-upload']), rule };
    case 'consents':
      return { outcome: accepted(input, ['/consents']), rule };
    case 'steps':
      return { outcome: accepted(input, ['/mobile-verification', '/id-upload', '/consents']), rule };
    case 'thankyou':
      return {
        outcome: {
          kind: 'completed',
          partner: partnerFor(input.brand.country, input.leadId),
          offerId: offerIdFor(input.leadId),
        },
        rule,
      };
  }
}

function byRules(input: DecisionInput): Decision {
  const { lead, today, brand } = input;
  const dob = lead.personalDetails?.dateOfBirth;
  if (dob && (!isAdult(dob, today, MIN_AGE) || isAdult(dob, today, MAX_AGE + 1))) {
    return { outcome: { kind: 'rejected', reason: 'age' }, rule: 'age' };
  }
  const income = lead.incomeDetails?.monthlyIncome;
  if (income !== undefined && income < MIN_MONTHLY_INCOME[brand.country]) {
    return { outcome: { kind: 'rejected', reason: 'income' }, rule: 'income' };
  }
  const outgoings = (lead.expenses?.monthlyExpenses ?? 0) + (lead.expenses?.monthlyCreditCommitments ?? 0);
  if (income !== undefined && outgoings > 0 && outgoings >= income * AFFORDABILITY_SHARE) {
    return { outcome: { kind: 'rejected', reason: 'affordability' }, rule: 'affordability' };
  }
  if (lead.otherDetails?.negativeCreditHistory === true) return redirected(input, 'GET', 'credit-history');
  if (lead.amount !== undefined && lead.amount >= brand.amount.max * HIGH_AMOUNT_SHARE) {
    return { outcome: accepted(input, ['/id-upload']), rule: 'high-amount' };
  }
  return { outcome: accepted(input), rule: 'default' };
}
