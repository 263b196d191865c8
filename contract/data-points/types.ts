import type { Rule } from './rule';
import type { CountryCode } from '../country';

export type DataPointKind =
  | 'text'
  | 'name'
  | 'email'
  | 'phone'
  | 'date'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'money'
  | 'integer'
  | 'postcode'
  | 'national-id'
  | 'bank-account';

export type InputMode = 'text' | 'numeric' | 'decimal' | 'tel' | 'email';

/** What a data point's validation depends on. Pure code never reads the clock, hence `today`. */
export interface ValidationContext {
  country: CountryCode;
  amount: { min: number; max: number; step: number };
  period: { min: number; max: number; step: number };
  /** YYYY-MM-DD */
  today: string;
}

/** One lead field a person fills in (docs/architecture.md). */
export interface DataPoint {
  /**
   * kebab-case; the spec's dynamic step name where a step is exactly one field ('date-of-birth', 'bank-account'),
   * otherwise the kebab-case field name ('first-name'), prefixed with its section where a name repeats
   * ('employer-city', 'reference-phone-number'). Also the form field name and the `fieldName`
   * of a FieldError.
   */
  id: string;
  /** Dot path in the lead, e.g. 'personalDetails.firstName'. */
  path: string;
  kind: DataPointKind;
  /** HTML autocomplete token; 'off' only where none fits. */
  autocomplete: string;
  inputMode?: InputMode;
  /** i18n key in namespace 'form', e.g. 'fields>first-name>label'. */
  labelKey: string;
  /**
   * For select/radio: the values; labels at 'options>{id}>{value}'. A select without options takes them from
   * the backend (country selects: `/choices/country`).
   */
  options?: readonly string[];
  /** Asked only in these countries (the bank of a Vietnamese account number); every country when unset. */
  countries?: readonly CountryCode[];
  /** Empty is acceptable (a required checkbox must be ticked; an optional one may stay unticked). */
  optional?: true;
  /** Dynamic flow: the page holding this data point exists from the start. */
  includedOnInit?: true;
  /**
   * What helps a person answer, where the step offers it. 'postcode': the code is looked up and fills in those of
   * `fills` the step asks and the person left empty; 'employers': names are suggested as they type; 'birth-data':
   * a national id that encodes the birth date and sex (PESEL, CNP, CURP) fills in those the person left empty.
   */
  assist?:
    | { kind: 'postcode'; fills: readonly string[] }
    | { kind: 'employers' }
    | { kind: 'birth-data'; fills: { birthDate: string; sex: string } };
  /** Asked as one of the loan's terms (amount, period): where a step carries them, a summary with a dialog shows them. */
  loanTerm?: true;
  /**
   * Validates a value and outputs what the lead stores (numbers from digit strings, booleans from yes/no,
   * trimmed and normalised text). Messages are i18n keys in namespace 'form' ('errors>name',
   * 'errors>national-id>checksum', ...); a missing or blank value gives the kind's required key. Whether empty
   * is acceptable is validateDataPoints' decision (see `optional`). Built once per context object.
   */
  schema(ctx: ValidationContext): Rule;
}

/** The catalogue's validation context for a brand (its country and loan ranges) on the day `now` falls on (UTC). */
export function validationContext(
  brand: Pick<ValidationContext, 'country'> & { amount: ValidationContext['amount']; period: ValidationContext['period'] },
  now: Date,
): ValidationContext {
  const range = ({ min, max, step }: ValidationContext['amount']) => ({ min, max, step });
  return { country: brand.country, amount: range(brand.amount), period: range(brand.period), today: now.toISOString().slice(0, 10) };
}
