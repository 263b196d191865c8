/**
 * The rules for numbers a person enters: money and counts, and the loan's amount and period. They accept a
 * JavaScript number or a string of digits (the web app never uses type=number, so forms hold strings). Spaces,
 * including the no-break spaces Intl puts between thousands, are ignored; anything else (signs, decimal or
 * grouping marks) is refused with 'errors>whole-number', because '1.500' means 1500 in Spanish and 1.5 in
 * English. The output is always a number, which is what the lead stores.
 */
import { number, preprocess } from './rule';
import type { ValidationContext } from './types';

/** Upper bound of any money answer, in whole currency units (room for dong and pesos, none for typos). */
export const MONEY_MAX = 10_000_000_000;

/** Behaviour §5 / §9 debt limits. */
export const TOTAL_DEBT_MAX = 500_000;
export const OVERDUE_DEBT_MAX = 1_000;

const toWholeNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : value;
};

const wholeNumber = () =>
  number('errors>whole-number')
    .check(Number.isInteger, 'errors>whole-number')
    .check((v) => v >= 0, 'errors>whole-number');

/** A whole number in [min, max]; `rangeError` says how to fix one outside. */
export const wholeNumberSchema = (min: number, max: number, rangeError: string) =>
  preprocess(
    toWholeNumber,
    wholeNumber()
      .check((v) => v >= min, rangeError)
      .check((v) => v <= max, rangeError),
  );

export const moneySchema = (max = MONEY_MAX, maxError = 'errors>money>too-large') =>
  wholeNumberSchema(0, max, maxError);

/** Amount or period: inside the brand's range and on its step grid (behaviour §5). */
export const loanRangeSchema = (
  range: ValidationContext['amount'],
  errorPrefix: 'errors>amount' | 'errors>period',
) =>
  preprocess(
    toWholeNumber,
    wholeNumber()
      .check((v) => v >= range.min, `${errorPrefix}>range`)
      .check((v) => v <= range.max, `${errorPrefix}>range`)
      .check((v) => Number.isInteger((v - range.min) / range.step), `${errorPrefix}>step`),
  );
