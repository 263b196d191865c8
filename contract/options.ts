/**
 * The value sets of the catalogue's selects and radios. Values are stable lower-kebab ids: they are stored in
 * the lead and sent to the backend, so never rename one; add new ones at the end. Each value's display text
 * lives in the 'form' namespace at `options>{data-point id}>{value}`.
 *
 * Countries (country of birth, citizenship) are not listed here: those selects take their options from the
 * backend's `/choices/country` and store an ISO 3166-1 alpha-2 code.
 */

export const YES_NO = ['yes', 'no'] as const;

export const GENDERS = ['female', 'male'] as const;

export const MARITAL_STATUSES = [
  'single',
  'married',
  'civil-partnership',
  'cohabiting',
  'separated',
  'divorced',
  'widowed',
] as const;

export const EDUCATION_LEVELS = [
  'none',
  'primary',
  'lower-secondary',
  'upper-secondary',
  'vocational',
  'post-secondary',
  'bachelor',
  'master',
  'doctorate',
] as const;

export const INCOME_SOURCES = [
  'full-time-employment',
  'part-time-employment',
  'fixed-term-employment',
  'self-employment',
  'business-owner',
  'pension',
  'disability-pension',
  'unemployment-benefit',
  'social-benefits',
  'parental-leave',
  'student',
  'rental-income',
  'other',
] as const;

export const POSITION_TYPES = [
  'employee',
  'skilled-worker',
  'specialist',
  'team-leader',
  'manager',
  'director',
  'civil-servant',
  'military-or-police',
  'business-owner',
  'other',
] as const;

export const HOUSING_TENURES = [
  'owner-outright',
  'owner-with-mortgage',
  'tenant-private',
  'tenant-social',
  'with-parents',
  'with-relatives',
  'employer-provided',
  'other',
] as const;

export const LOAN_PURPOSES = [
  'everyday-expenses',
  'bills',
  'unexpected-expense',
  'car',
  'home-improvement',
  'furniture-and-appliances',
  'electronics',
  'health',
  'education',
  'travel',
  'special-occasion',
  'debt-consolidation',
  'business',
  'other',
] as const;

/** Sectors of work; also the value set of economic activity (the sector of a self-employed person's business). */
export const JOB_AREAS = [
  'agriculture',
  'construction',
  'education',
  'energy-and-utilities',
  'finance-and-insurance',
  'healthcare',
  'hospitality',
  'it-and-telecoms',
  'manufacturing',
  'media-and-culture',
  'public-administration',
  'real-estate',
  'retail-and-wholesale',
  'security-and-defence',
  'services',
  'transport-and-logistics',
  'other',
] as const;

export const REFERENCE_TYPES = [
  'spouse-or-partner',
  'parent',
  'sibling',
  'child',
  'other-relative',
  'friend',
  'colleague',
  'other',
] as const;

/** When in the month (or how often) income arrives. */
export const INCOME_PAYDAYS = [
  'days-1-7',
  'days-8-14',
  'days-15-21',
  'days-22-31',
  'weekly',
  'every-two-weeks',
  'irregular',
] as const;

export const SALARY_CYCLES = ['weekly', 'every-two-weeks', 'twice-a-month', 'monthly'] as const;

/** Cofidis's professional categories (Spain). */
export const COFIDIS_PROFESSIONS = [
  'private-sector-employee',
  'civil-servant',
  'self-employed',
  'liberal-profession',
  'farmer',
  'retired',
  'unemployed',
  'student',
  'homemaker',
  'other',
] as const;

export const VEHICLE_OWNERSHIPS = ['none', 'car', 'motorcycle', 'van-or-truck', 'other'] as const;

export const LIVING_AREAS = ['city', 'town', 'village'] as const;

/** Notice period of the applicant's employment contract. */
export const TERMINATION_PERIODS = ['none', 'up-to-1-month', '1-to-3-months', 'over-3-months'] as const;

export const FINANCING_OPTIONS = ['single-repayment', 'instalments'] as const;

/**
 * Vietnamese banks (NAPAS members) a payout account is held at, by the name people know them by, and `other`:
 * a Vietnamese account number names no bank, so the bank is asked beside it (docs/decisions/0047-vietnamese-banks.md).
 */
export const VN_BANKS = [
  'vietcombank',
  'vietinbank',
  'bidv',
  'agribank',
  'techcombank',
  'mb-bank',
  'acb',
  'vpbank',
  'sacombank',
  'tpbank',
  'hdbank',
  'vib',
  'shb',
  'seabank',
  'ocb',
  'msb',
  'eximbank',
  'lpbank',
  'nam-a-bank',
  'bac-a-bank',
  'abbank',
  'vietbank',
  'baoviet-bank',
  'pvcombank',
  'kienlongbank',
  'scb',
  'ncb',
  'viet-a-bank',
  'pgbank',
  'saigonbank',
  'bvbank',
  'other',
] as const;
