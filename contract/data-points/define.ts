/**
 * Small constructors for catalogue entries, so that the tables in applicant.ts, finances.ts and
 * circumstances.ts read as one line per lead field. Each constructor fixes the kind, the input mode and the
 * schema; the label key follows from the id.
 */
import type { Rule } from './rule';
import * as s from './field-schemas';
import type { TextRuleName } from './patterns';
import type { DataPoint, InputMode, ValidationContext } from './types';

/** What a table line may add or override. */
export type Extra = {
  optional?: true;
  includedOnInit?: true;
  countries?: DataPoint['countries'];
  inputMode?: InputMode;
  assist?: DataPoint['assist'];
  /** Overrides the constructor's default token (selects and radios default to 'off'). */
  autocomplete?: string;
};

export const OPTIONAL = { optional: true } as const;
export const ON_INIT = { includedOnInit: true } as const;

/**
 * Builds an entry. A schema is built once per validation context (contexts are long-lived objects: one per
 * brand on the client, one per request on the server) and reused while that context lives.
 */
function entry(
  id: string,
  path: string,
  kind: DataPoint['kind'],
  autocomplete: string,
  build: (ctx: ValidationContext) => Rule,
  extra: Extra & { options?: readonly string[]; loanTerm?: true } = {},
): DataPoint {
  const cache = new WeakMap<ValidationContext, Rule>();
  return {
    id,
    path,
    kind,
    autocomplete,
    labelKey: `fields>${id}>label`,
    ...extra,
    schema(ctx) {
      let schema = cache.get(ctx);
      if (!schema) cache.set(ctx, (schema = build(ctx)));
      return schema;
    },
  };
}

export const name = (id: string, path: string, autocomplete: string, extra?: Extra) =>
  entry(id, path, 'name', autocomplete, s.nameSchema, extra);

export const text = (id: string, path: string, rule: TextRuleName, autocomplete: string, extra?: Extra) =>
  entry(id, path, 'text', autocomplete, () => s.textSchema(rule), extra);

export const taxId = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'text', 'off', (ctx) => s.taxIdSchema(ctx.country), extra);

export const email = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'email', 'email', s.emailSchema, { inputMode: 'email', ...extra });

export const phone = (id: string, path: string, autocomplete: string, extra?: Extra & { anyLine?: true }) => {
  const { anyLine, ...rest } = extra ?? {};
  return entry(
    id,
    path,
    'phone',
    autocomplete,
    (ctx) => s.phoneSchema(ctx.country, { requireMobile: !anyLine }),
    {
      inputMode: 'tel',
      ...rest,
    },
  );
};

export const postcode = (id: string, path: string, autocomplete: string, extra?: Extra) =>
  entry(id, path, 'postcode', autocomplete, (ctx) => s.postcodeSchema(ctx.country), {
    inputMode: 'numeric',
    ...extra,
  });

export const nationalId = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'national-id', 'off', (ctx) => s.nationalIdSchema(ctx.country), {
    inputMode: 'text',
    ...extra,
  });

export const bankAccount = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'bank-account', 'off', (ctx) => s.bankAccountSchema(ctx.country), {
    inputMode: 'text',
    ...extra,
  });

export const money = (id: string, path: string, extra?: Extra & { max?: number; maxError?: string }) => {
  const { max, maxError, ...rest } = extra ?? {};
  return entry(id, path, 'money', 'off', () => s.moneySchema(max, maxError), {
    inputMode: 'numeric',
    ...rest,
  });
};

export const integer = (
  id: string,
  path: string,
  min: number,
  max: number,
  rangeError: string,
  extra?: Extra,
) =>
  entry(id, path, 'integer', 'off', () => s.wholeNumberSchema(min, max, rangeError), {
    inputMode: 'numeric',
    ...extra,
  });

export const loanRange = (id: 'amount' | 'period', path: string, autocomplete: string, extra?: Extra) =>
  entry(
    id,
    path,
    id === 'amount' ? 'money' : 'integer',
    autocomplete,
    (ctx) => s.loanRangeSchema(ctx[id], `errors>${id}`),
    { inputMode: 'numeric', loanTerm: true, ...extra },
  );

export const date = (id: string, path: string, bound: s.DateBound, extra?: Extra) =>
  entry(id, path, 'date', 'off', (ctx) => s.dateSchema(ctx.today, bound), extra);

export const dateOfBirth = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'date', 'bday', (ctx) => s.dateOfBirthSchema(ctx.today), extra);

export const select = (id: string, path: string, options: readonly [string, ...string[]], extra?: Extra) =>
  entry(id, path, 'select', 'off', () => s.choiceSchema(options), { options, ...extra });

export const radio = (id: string, path: string, options: readonly [string, ...string[]], extra?: Extra) =>
  entry(id, path, 'radio', 'off', () => s.choiceSchema(options), { options, ...extra });

/** A yes/no question: radio 'yes'/'no', stored as a boolean. */
export const yesNo = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'radio', 'off', s.yesNoSchema, { options: ['yes', 'no'], ...extra });

/** A checkbox; without OPTIONAL it must be ticked (a policy or consent the flow cannot go on without). */
export const checkbox = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'checkbox', 'off', () => s.checkboxSchema(!extra?.optional), extra);

/** A country select whose options come from `/choices/country`. */
export const country = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'select', 'off', s.countrySchema, extra);

/** A vehicle's make or model: a select whose options come from `/data/vehicleModels.json`. */
export const vehicleChoice = (id: string, path: string, which: 'make' | 'model', extra?: Extra) =>
  entry(id, path, 'select', 'off', which === 'make' ? s.vehicleMakeSchema : s.vehicleModelSchema, extra);

/** A year of the past (a registration year): from `oldest` to this year. */
export const pastYear = (id: string, path: string, oldest: number, rangeError: string, extra?: Extra) =>
  entry(
    id,
    path,
    'integer',
    'off',
    (ctx) => s.wholeNumberSchema(oldest, Number(ctx.today.slice(0, 4)), rangeError),
    {
      inputMode: 'numeric',
      ...extra,
    },
  );

/** A number plate of the brand's country. */
export const plate = (id: string, path: string, extra?: Extra) =>
  entry(id, path, 'text', 'off', (ctx) => s.plateSchema(ctx.country), extra);
