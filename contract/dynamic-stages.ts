import type { CountryCode } from './country';
import { EMPLOYED_INCOME_SOURCES, missingDataPoints } from './data-points';
import { INITIAL_DATA_POINTS, INITIAL_STEP, dynamicStepOf } from './dynamic-steps';
import type { LoanApplication } from './lead';

/**
 * A group of data points asked together, when `when` holds for the answers so far. `decidedBy` is the data point
 * `when` reads: until it is answered, the stage may still be asked.
 */
export interface Stage {
  ids: readonly string[];
  when?: (lead: LoanApplication) => boolean;
  decidedBy?: string;
}

const employed = (lead: LoanApplication) =>
  EMPLOYED_INCOME_SOURCES.has(lead.incomeDetails?.incomeSource ?? '');
const mortgaged = (lead: LoanApplication) => lead.otherDetails?.housingTenure === 'owner-with-mortgage';

const income: Stage[] = [
  { ids: ['monthly-income'] },
  { ids: ['income-source'] },
  { ids: ['employer-name'], when: employed, decidedBy: 'income-source' },
];
const nationalId: Stage = { ids: ['personal-code'] };
const bank: Stage = { ids: ['bank-account'] };
/** A Vietnamese account number names no bank: the bank is asked on the same page. */
const vnBank: Stage = { ids: ['bank-name', 'bank-account'] };

/**
 * After the first page, each country asks, one page at a time, for the first stage that still misses an
 * answer; the employer only of the employed, the mortgage only of those who have one. When nothing is
 * missing the application is complete: the person checks the answers and submits it (POST /v3/lead `submit`).
 */
export const STAGES: Readonly<Record<CountryCode, readonly Stage[]>> = {
  VN: [...income, nationalId, vnBank],
  PL: [nationalId, ...income, { ids: ['marital-status'] }, { ids: ['dependants'] }, bank],
  ES: [
    nationalId,
    ...income,
    { ids: ['housing-tenure'] },
    { ids: ['mortgage-amount'], when: mortgaged, decidedBy: 'housing-tenure' },
    bank,
  ],
  DE: [
    ...income,
    { ids: ['marital-status'] },
    { ids: ['housing-tenure'] },
    { ids: ['mortgage-amount'], when: mortgaged, decidedBy: 'housing-tenure' },
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

/**
 * The pages the flow asks, as far as the answers so far tell: the first page, then each stage's page, counting a
 * conditional stage while what decides it is unanswered (so the list only ever shrinks as answers come in). With
 * no answers: every page the form may ask, which the progress counts (`countedPages`).
 */
export function dynamicPagePaths(country: CountryCode, lead: LoanApplication): string[] {
  const paths = new Set<string>([INITIAL_STEP]);
  for (const stage of STAGES[country]) {
    const undecided = stage.decidedBy !== undefined && missingDataPoints([stage.decidedBy], lead).length > 0;
    if (stage.when && !undecided && !stage.when(lead)) continue;
    for (const id of stage.ids) {
      const path = dynamicStepOf(id);
      if (path) paths.add(path);
    }
  }
  return [...paths];
}

/**
 * What "Step n of m" counts (docs/decisions/0008-dynamic-form.md): every page the country's form may ask, in the
 * order it asks them, with a page shown that the stages do not list placed after the page shown before it. A
 * page's number is its place here and the total is this and the review, so neither changes as answers come in:
 * a page an answer rules out keeps its number, and the next page shown goes past it ("6 of 9", then "8 of 9").
 */
export function countedPages(country: CountryCode, shown: readonly string[]): string[] {
  const counted = dynamicPagePaths(country, {});
  shown.forEach((path, i) => {
    if (counted.includes(path)) return;
    const before = i === 0 ? -1 : counted.indexOf(shown[i - 1]!);
    counted.splice(before + 1, 0, path);
  });
  return counted;
}
