/**
 * The data-point catalogue: one entry per lead field a person fills in, with its input kind, autocomplete,
 * analytics name, label key and country-aware rule (data-points/rule.ts). Entries are built from the tables here.
 */
export type { DataPoint, DataPointKind, InputMode, ValidationContext } from './types';
export { validationContext } from './types';
export { inputModeOf } from './input-mode';
export { dataPointByPath, dataPointList, dataPoints } from './catalogue';
export { getIn, setIn } from './lead-path';
export {
  isEmptyAnswer,
  parseDataPoints,
  UNKNOWN_FIELD,
  validateDataPoints,
  parseLeadFields,
  validateLeadFields,
  type ParsedDataPoints,
} from './validate';
export { isCalendarDate } from './field-schemas';
export { MONEY_MAX, OVERDUE_DEBT_MAX, TOTAL_DEBT_MAX } from './number-schemas';
export { CONDITION_SOURCES, EMPLOYED_INCOME_SOURCES, isAsked, missingDataPoints } from './conditions';
