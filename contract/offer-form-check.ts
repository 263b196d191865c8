/**
 * The one check of a detail screen's answers (contract/offer-forms.ts), as the reference API runs it on a save: the
 * answers hold the screen's questions and nothing else, each asked question is answered by the catalogue's rule,
 * and a national id agrees with the birth date and sex the application already holds.
 */
import type { CountryCode } from './country';
import type { FieldError, LoanApplication } from './lead';
import {
  CONDITION_SOURCES,
  dataPointByPath,
  dataPoints,
  getIn,
  isAsked,
  parseDataPoints,
  UNKNOWN_FIELD,
  type ValidationContext,
} from './data-points';
import { isRecord } from './merge';
import { OFFER_FORMS, STORED_FOR_CHECKS, type OfferFormRoute } from './offer-forms';
import { isModelOf } from './vehicle-models';

/** The answers by data-point id of `ids`, read from a lead. */
const valuesOf = (ids: readonly string[], lead: unknown) =>
  Object.fromEntries(ids.map((id) => [id, getIn(lead, dataPoints[id]?.path ?? '')]));

/** Every leaf of a lead as a dot path ('personalDetails.personalCode'). */
const leafPaths = (node: unknown, prefix = ''): string[] =>
  isRecord(node)
    ? Object.entries(node).flatMap(([k, v]) => (v === undefined ? [] : leafPaths(v, `${prefix}${k}.`)))
    : [prefix.slice(0, -1)];

/**
 * The questions of `route` asked of this applicant in `country`, given what they answer and what the application
 * holds.
 */
export function askedOn(
  route: OfferFormRoute,
  answers: Readonly<Record<string, unknown>>,
  country: CountryCode,
): string[] {
  return OFFER_FORMS[route].dataPoints.filter(
    (id) => isAsked(id, answers) && (dataPoints[id]?.countries?.includes(country) ?? true),
  );
}

/**
 * A screen's answers (by data-point id, as a form holds them or as the lead stores them) checked with the catalogue,
 * and the vehicle's model against its make; the valid ones normalised at their places in the lead.
 */
export function checkOfferValues(
  route: OfferFormRoute,
  values: Readonly<Record<string, unknown>>,
  ctx: ValidationContext,
): { errors: FieldError[]; lead: LoanApplication } {
  const parsed = parseDataPoints(askedOn(route, values, ctx.country), values, ctx);
  const wrong = new Set(parsed.errors.map((e) => e.fieldName));
  const model = parsed.lead.otherDetails?.vehicleModel;
  if (
    model !== undefined &&
    !wrong.has('vehicle-make') &&
    !isModelOf(parsed.lead.otherDetails?.vehicleMake, model)
  )
    parsed.errors.push({ fieldName: 'vehicle-model', message: 'errors>vehicle-model' });
  return parsed;
}

/**
 * The screen's answers normalised as stored, or the field errors: a field that is not the screen's question is
 * `errors>unknown-field`, the others those of the catalogue.
 */
export function checkOfferForm(
  route: OfferFormRoute,
  answers: LoanApplication,
  stored: LoanApplication,
  ctx: ValidationContext,
): { errors: FieldError[]; lead: LoanApplication } {
  const own = new Set(OFFER_FORMS[route].dataPoints);
  const values = {
    ...valuesOf([...CONDITION_SOURCES, ...STORED_FOR_CHECKS], stored),
    ...valuesOf([...own], answers),
  };
  const asked = askedOn(route, values, ctx.country);
  const strays: FieldError[] = leafPaths(answers)
    .map((path) => dataPointByPath(path)?.id ?? path)
    .filter((id) => !asked.includes(id))
    .map((id) => ({ fieldName: id, message: UNKNOWN_FIELD }));
  const parsed = checkOfferValues(route, values, ctx);
  return { errors: [...strays, ...parsed.errors], lead: parsed.lead };
}
