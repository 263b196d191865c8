import type { CountryCode } from '../../../contract/country';
import { EMPLOYED_INCOME_SOURCES, missingDataPoints } from '../../../contract/data-points';
import { INITIAL_DATA_POINTS } from '../../../contract/dynamic-steps';
import type { LoanApplication } from '../../../contract/lead';

/** A group of data points asked together, when `when` holds for the answers so far. */
export interface Stage {
  ids: readonly string[];
  when?: (lead: LoanApplication) => boolean;
}


const employed = (lead: LoanApplication) => EMPLOYED_INCOME_SOURCES.has(lead.incomeDetails?.incomeSource ?? '');
const mortgaged = (lead: LoanApplication) => lead.otherDetails?.housingTenure === 'owner-with-mortgage';

const income: Stage[] = [
  { ids: ['monthly-income'] },
  { ids: ['income-source'] },
  { ids: ['employer-name'], when: employed },
];
const nationalId: Stage = { ids: ['personal-code'] };
const bank: Stage = { ids: ['bank-account'] };

/**
 * After the first page, each country asks, one page at a time, for the first stage that still misses an
 * answer; the employer only of the employed, the mortgage only of those who have one. When nothing is
 * missing the application is complete and is submitted.
 */
export const STAGES: Readonly<Record<CountryCode, readonly Stage[]>> = {
  VN: [...income, nationalId, bank],
  PL: [nationalId, ...income, { ids: ['marital-status'] }, { ids: ['dependants'] }, bank],
  ES: [
    nationalId,
    ...income,
    { ids: ['housing-tenure'] },
    { ids: ['mortgage-amount'], when: mortgaged },
    bank,
  ],
  DE: [
    ...income,
    { ids: ['marital-status'] },
    { ids: ['housing-tenure'] },
    { ids: ['mortgage-amount'], when: mortgaged },
    bank,
  ],
  MX: [nationalId, ...income, bank],
  CO: [nationalId, ...income, bank],
  RO: [nationalId, ...income, { ids: ['education'] }, bank],
  PH: [...income, { ids: ['income-payday'] }, bank],
};

/** The data points to ask for next; empty when the application is complete. */
export function requestedDataPoints(country: CountryCode, lead: LoanApplication): string[] {
  const initial = missingDataPoints(INITIAL_DATA_POINTS, lead);
  if (initial.length > 0) return initial;
  for (const stage of STAGES[country]) {
    if (stage.when && !stage.when(lead)) continue;
    const ids = missingDataPoints(stage.ids, lead);
    if (ids.length > 0) return ids;
  }
  return [];
}
