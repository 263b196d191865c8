/**
 * Validation over the catalogue, shared by the web app (a step's answers) and the server (a whole lead).
 * Every error is `{ fieldName: data-point id, message: i18n key in namespace 'form' }`, the first problem
 * per field.
 */
import type { FieldError, LoanApplication } from '../lead';
import { crossCheckBirthData, validateNationalId } from '../validators';
import { dataPointList, dataPoints } from './catalogue';
import { ACCEPT, CHOOSE, REQUIRED } from './field-schemas';
import { getIn, setIn } from './lead-path';
import type { DataPoint, ValidationContext } from './types';

export const UNKNOWN_FIELD = 'errors>unknown-field';

/** An answer not given: missing, null or blank. It is an error unless the data point is optional. */
export const isEmptyAnswer = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const requiredMessage = (point: DataPoint): string =>
  point.kind === 'select' || point.kind === 'radio' ? CHOOSE : point.kind === 'checkbox' ? ACCEPT : REQUIRED;

type Outcome = { ok: true; value: unknown } | { ok: false; message: string } | { ok: 'skip' };

function check(point: DataPoint, value: unknown, ctx: ValidationContext): Outcome {
  if (isEmptyAnswer(value)) return point.optional ? { ok: 'skip' } : { ok: false, message: requiredMessage(point) };
  const result = point.schema(ctx).safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? requiredMessage(point) };
}

/**
 * Where the personal code encodes the birth date or year and the sex (PESEL, CNP, CURP, CCCD), it must agree
 * with the date of birth and gender given. The error goes on the personal code.
 */
function birthDataError(
  ctx: ValidationContext,
  code: unknown,
  dateOfBirth: unknown,
  gender: unknown,
): FieldError[] {
  if (typeof code !== 'string' || typeof dateOfBirth !== 'string') return [];
  const id = validateNationalId(ctx.country, code);
  const [mismatch] = crossCheckBirthData(id, dateOfBirth, typeof gender === 'string' ? gender : undefined);
  return mismatch ? [{ fieldName: 'personal-code', message: `errors>national-id>mismatch-${mismatch}` }] : [];
}

export type ParsedDataPoints = {
  errors: FieldError[];
  /** The valid answers, normalised (numbers, booleans, trimmed text), placed at their lead paths. */
  lead: LoanApplication;
};

/**
 * Validates the answers of one step. `values` is keyed by data-point id (the form's field names) and may
 * hold more than `ids` (e.g. earlier answers): only `ids` are validated, and the others are read only to
 * cross-check the personal code against the date of birth and gender. An empty answer (missing, null,
 * blank) is an error unless the data point is optional.
 */
export function parseDataPoints(
  ids: readonly string[],
  values: Record<string, unknown>,
  ctx: ValidationContext,
): ParsedDataPoints {
  const errors: FieldError[] = [];
  let lead: LoanApplication = {};
  for (const id of ids) {
    const point = dataPoints[id];
    if (!point) {
      errors.push({ fieldName: id, message: UNKNOWN_FIELD });
      continue;
    }
    const outcome = check(point, values[id], ctx);
    if (outcome.ok === false) errors.push({ fieldName: id, message: outcome.message });
    else if (outcome.ok === true) lead = setIn(lead, point.path, outcome.value);
  }
  const code = lead.personalDetails?.personalCode;
  if (code !== undefined) {
    const dob = lead.personalDetails?.dateOfBirth ?? values['date-of-birth'];
    errors.push(...birthDataError(ctx, code, dob, lead.personalDetails?.gender ?? values.gender));
  }
  return { errors, lead };
}

/** The errors of parseDataPoints. */
export function validateDataPoints(
  ids: readonly string[],
  values: Record<string, unknown>,
  ctx: ValidationContext,
): FieldError[] {
  return parseDataPoints(ids, values, ctx).errors;
}

/**
 * Validates every data point present in a lead (the server, on create and update), and answers the lead with
 * each valid answer in its normalised form (trimmed and NFC text, numbers, the validators' canonical ids): what
 * is stored is what was validated. Absent (undefined or null) fields are not errors: a lead is filled step by
 * step.
 */
export function parseLeadFields(lead: LoanApplication, ctx: ValidationContext): ParsedDataPoints {
  const errors: FieldError[] = [];
  let normalised = lead;
  for (const point of dataPointList) {
    const value = getIn(lead, point.path);
    if (value === undefined || value === null) continue;
    const outcome = check(point, value, ctx);
    if (outcome.ok === false) errors.push({ fieldName: point.id, message: outcome.message });
    else if (outcome.ok === true) normalised = setIn(normalised, point.path, outcome.value);
  }
  const personal = normalised.personalDetails;
  if (!errors.some((e) => e.fieldName === 'personal-code' || e.fieldName === 'date-of-birth')) {
    errors.push(...birthDataError(ctx, personal?.personalCode, personal?.dateOfBirth, personal?.gender));
  }
  return { errors, lead: normalised };
}

/** The errors of parseLeadFields. */
export function validateLeadFields(lead: LoanApplication, ctx: ValidationContext): FieldError[] {
  return parseLeadFields(lead, ctx).errors;
}
