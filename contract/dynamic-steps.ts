/**
 * The dynamic form's (v3) step paths and the step that holds each data point (behaviour §2 "Dynamic-form flow").
 *
 * Plain data with no catalogue import: the dynamic-pages slice is part of the first screen's store, and the
 * catalogue brings every rule and option table along. dynamic-steps.test.ts keeps these tables in step with the
 * catalogue (the `includedOnInit` flags, every id placed or listed as never asked).
 */

/** Behaviour §2, in the order new pages are added. */
export const DYNAMIC_STEPS = [
  'loan-details',
  'initial-details',
  'loan-purpose',
  'name',
  'gender',
  'date-of-birth',
  'personal-code',
  'marital-status',
  'education',
  'address-information',
  'flat-number',
  'monthly-income',
  'income-payday',
  'job-area',
  'vehicle-ownership',
  'iban-consent',
  'bank-account',
  'online-banking',
  'credit-history',
  'monthly-expenses',
  'monthly-credit-commitments',
  'position-type',
  'monthly-extra-income',
  'dependants',
  'country-of-birth',
  'citizenship',
  'housing-information',
  'mortgage-amount',
  'mortgage-information',
  'housing-tenure-since-date',
  'income-source',
  'income-contract-started-at',
  'income-contract-expires-at',
  'cofidis-profession',
  'job-title',
  'employer-name',
  'pep-details',
  'total-debt',
] as const;

export type DynamicStep = (typeof DYNAMIC_STEPS)[number];

/** The first page (behaviour §2): it holds every data point flagged `includedOnInit`. */
export const INITIAL_STEP = 'initial-details' satisfies DynamicStep;

/**
 * The catalogue's data points flagged `includedOnInit`, in catalogue order (a test checks both). The amount and
 * period are among them: they belong to the first page, where the Vietnam brand asks for them in a modal.
 */
export const INITIAL_DATA_POINTS = [
  'amount',
  'period',
  'general-policies',
  'first-name',
  'last-name',
  'date-of-birth',
  'email',
  'marketing-consents',
  'phone-number',
] as const;

/**
 * Catalogue data points no dynamic step holds: the dynamic flow never asks for them. The vehicle's make, model and
 * year are the lender's questions on the `/vehicle` screen after the offer.
 */
export const NOT_IN_DYNAMIC_FLOW = [
  'vehicle-make',
  'vehicle-model',
  'vehicle-registration-year',
  'reference-type',
  'reference-name',
  'reference-phone-number',
] as const;

/**
 * Data points placed by topic, for those whose id is not itself a step path. A point flagged `includedOnInit`
 * goes to the first page before this table is read (the amount and names are listed for when a flag is
 * dropped).
 */
export const TOPIC_DATA_POINTS: Readonly<Partial<Record<DynamicStep, readonly string[]>>> = {
  'loan-details': ['amount', 'period', 'financing-option', 'monthly-payment-day'],
  // The per-channel contact consents go with the marketing consents.
  'initial-details': ['consent-email', 'consent-phone', 'consent-text', 'consent-post'],
  name: ['first-name', 'last-name', 'middle-name', 'second-last-name'],
  // ID-card and tax numbers: identity documents, like the national id.
  'personal-code': [
    'id-card-number',
    'id-card-issued-at',
    'id-card-issued-authority',
    'tax-identification-number',
  ],
  'address-information': [
    'postal-code',
    'province',
    'district',
    'city',
    'street',
    'block-number',
    'house-number',
    'floor',
    'municipality',
    'suburb',
    'living-area',
  ],
  'monthly-income': ['household-income', 'has-proof-of-income'],
  'income-payday': ['salary-cycle', 'salary-cycle-value'],
  // A self-employed person's sector takes the same values as the job area.
  'job-area': ['economic-activity'],
  'vehicle-ownership': [
    'vehicle-consent',
    'has-vehicle-down-payment',
    'vehicle-license-plate-number',
    'is-vehicle-financed',
  ],
  'bank-account': ['has-bank-account', 'bank-name'],
  'monthly-expenses': ['household-expenses'],
  'monthly-credit-commitments': ['has-other-loans'],
  // Notice and trial periods are terms of the position held.
  'position-type': ['termination-period', 'trial-period'],
  'monthly-extra-income': ['spouse-monthly-income'],
  dependants: ['number-of-dependants-other', 'number-of-inhabitants'],
  'country-of-birth': ['city-of-birth', 'province-of-birth'],
  citizenship: ['second-citizenship'],
  // Tenants are asked the rent where owners with a mortgage get a page of their own.
  'housing-information': ['housing-tenure', 'rent-amount'],
  'mortgage-information': ['mortgage-started-at', 'mortgage-expires-at', 'monthly-mortgage-amount'],
  // Who pays a pension and its number; a farmer's registered field and its area.
  'income-source': ['pension-payer', 'pension-number', 'field-registration-number', 'field-square-area'],
  // The employer's address, phone and registry code.
  'employer-name': [
    'work-phone',
    'employer-postal-code',
    'employer-province',
    'employer-city',
    'employer-street',
    'employer-house-number',
    'employer-tax-registry-code',
  ],
  'pep-details': ['is-politically-exposed', 'connected-to-pep'],
  'total-debt': [
    'overdue-debt-amount',
    'in-tax-debt',
    'in-contribution-debt',
    'is-interested-in-debt-consolidation',
  ],
};

/** Steps named after a topic, not after a data point: no data point has their id. */
const TOPIC_STEPS: ReadonlySet<string> = new Set<DynamicStep>([
  'loan-details',
  'initial-details',
  'name',
  'address-information',
  'housing-information',
  'mortgage-information',
  'pep-details',
]);

// Maps and sets, never object lookups: an id such as 'constructor' or '__proto__' must find nothing.
const INITIAL: ReadonlySet<string> = new Set(INITIAL_DATA_POINTS);
const STEP_INDEX: ReadonlyMap<string, number> = new Map(DYNAMIC_STEPS.map((step, i) => [step, i]));
const TOPIC_OF: ReadonlyMap<string, DynamicStep> = new Map(
  DYNAMIC_STEPS.flatMap((step) => (TOPIC_DATA_POINTS[step] ?? []).map((id) => [id, step] as const)),
);

export const isDynamicStep = (path: string): path is DynamicStep => STEP_INDEX.has(path);

/** The step's 0-based position in behaviour §2's order, or -1 for a path that is not a step. */
export const dynamicStepIndex = (path: string): number => STEP_INDEX.get(path) ?? -1;

/**
 * The step that holds a data point: the first page for the points flagged `includedOnInit`, the step of the same
 * name for a point that has one, else the step of its topic. Null for an id the dynamic flow never asks
 * (`NOT_IN_DYNAMIC_FLOW`) and for an id the catalogue does not have.
 */
export function dynamicStepOf(dataPointId: string): DynamicStep | null {
  if (INITIAL.has(dataPointId)) return INITIAL_STEP;
  const topic = TOPIC_OF.get(dataPointId);
  if (topic) return topic;
  if (isDynamicStep(dataPointId) && !TOPIC_STEPS.has(dataPointId)) return dataPointId;
  return null;
}
