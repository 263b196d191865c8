/** incomeDetails and expenses. */
import {
  COFIDIS_PROFESSIONS,
  INCOME_PAYDAYS,
  INCOME_SOURCES,
  JOB_AREAS,
  POSITION_TYPES,
  SALARY_CYCLES,
  TERMINATION_PERIODS,
  VN_BANKS,
} from '../options';
import * as d from './define';
import { TOTAL_DEBT_MAX } from './number-schemas';
import type { DataPoint } from './types';

const i = 'incomeDetails.';
const e = 'expenses.';

export const financesDataPoints: readonly DataPoint[] = [
  d.money('monthly-income', `${i}monthlyIncome`),
  d.select('income-source', `${i}incomeSource`, INCOME_SOURCES),
  d.date('income-contract-started-at', `${i}incomeContractStartedAt`, 'past'),
  d.date('income-contract-expires-at', `${i}incomeContractExpiresAt`, 'future'),
  d.select('income-payday', `${i}incomePayday`, INCOME_PAYDAYS),
  d.select('job-area', `${i}jobArea`, JOB_AREAS),
  d.text('job-title', `${i}jobTitle`, 'job-title', 'organization-title'),
  d.bankAccount('bank-account', `${i}iban`),
  // A Vietnamese account number names no bank: the bank is asked beside it, there only.
  d.select('bank-name', `${i}bankName`, VN_BANKS, { countries: ['VN'] }),
  d.yesNo('online-banking', `${i}usingOnlineBanking`),
  d.select('position-type', `${i}positionType`, POSITION_TYPES),
  d.money('monthly-extra-income', `${i}monthlyExtraIncome`),
  // A landline is a fine work phone, so no mobile rule here.
  d.phone('work-phone', `${i}workPhone`, 'work tel', { anyLine: true }),
  d.money('spouse-monthly-income', `${i}spouseMonthlyIncome`),
  d.select('salary-cycle', `${i}salaryCycle`, SALARY_CYCLES),
  // The payday within the cycle: day of the week (1-7) for weekly pay, else day of the month (1-31).
  d.integer('salary-cycle-value', `${i}salaryCycleValue`, 1, 31, 'errors>salary-cycle-value'),
  d.select('cofidis-profession', `${i}cofidisProfession`, COFIDIS_PROFESSIONS),
  d.money('household-income', `${i}householdIncome`),
  d.yesNo('in-tax-debt', `${i}inTaxDebt`),
  d.yesNo('in-contribution-debt', `${i}inContributionDebt`),
  // The sector of a self-employed person's business: the same value set as job area.
  d.select('economic-activity', `${i}economicActivity`, JOB_AREAS),
  d.select('termination-period', `${i}terminationPeriod`, TERMINATION_PERIODS),
  d.yesNo('trial-period', `${i}trialPeriod`),
  d.text('pension-payer', `${i}pensionPayer`, 'organisation', 'off'),

  d.money('mortgage-amount', `${e}mortgageAmount`),
  d.money('rent-amount', `${e}rentAmount`),
  d.money('monthly-expenses', `${e}monthlyExpenses`),
  d.money('monthly-credit-commitments', `${e}monthlyCreditCommitments`),
  d.yesNo('has-other-loans', `${e}hasOtherLoans`),
  d.money('total-debt', `${e}totalDebtAmount`, { max: TOTAL_DEBT_MAX, maxError: 'errors>total-debt>max' }),
  d.date('mortgage-started-at', `${e}mortgageStartedAt`, 'past'),
  d.date('mortgage-expires-at', `${e}mortgageExpiresAt`, 'future'),
  d.money('monthly-mortgage-amount', `${e}monthlyMortgageAmount`),
  d.money('household-expenses', `${e}householdExpenses`),
];
