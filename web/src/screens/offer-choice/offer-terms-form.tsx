import { useState, type FormEvent } from 'react';
import { isRecord } from '../../../../contract/merge';
import { brand } from 'virtual:brand';
import type { OfferChoicesAnswer } from '../../../../contract/offer-choices';
import { OFFER_CHOICE_ERRORS } from '../../../../contract/offer-choices';
import { draftKey } from '../../form/draft';
import { ErrorSummary } from '../../ui/error-summary';
import { periodRange } from '../../i18n/period-range';
import { useTranslation } from '../../i18n/react';
import { formatInteger, formatMoney, numberMarks } from '../../lib/format';
import { sessionStore } from '../../lib/safe-storage';
import { parseTypedNumber } from '../../lib/typed-number';
import type { useOfferChoice } from './use-offer-choice';

type Field = 'amount' | 'period';
type Typed = Record<Field, string>;
const FIELDS: readonly Field[] = ['amount', 'period'];
/** What was typed and not yet sent survives a reload (sessionStorage, like every form's draft). */
const DRAFT = draftKey('/provident-offer');
const isTyped = (v: unknown): v is Typed => isRecord(v) && FIELDS.every((f) => typeof v[f] === 'string');
type Range = { min: number; max: number; step: number };

const onStep = (value: number, r: Range) =>
  value >= r.min && value <= r.max && Number.isInteger((value - r.min) / (r.step > 0 ? r.step : 1));

/**
 * The offered amount nearest to `value` (cents and values between steps, "1 500,50" -> 1500), or null when that is
 * outside the range: an amount off the step is rounded and said, not refused (docs/decisions/0021).
 */
export function snapAmount(value: number, r: Range): number | null {
  const step = r.step > 0 ? r.step : 1;
  const snapped = r.min + Math.round((value - r.min) / step) * step;
  return snapped >= r.min && snapped <= r.max ? snapped : null;
}

function TermsField(props: {
  field: Field;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  /** What the update made of what was typed (rounded), said beside the box and heard with it. */
  note?: string | null;
  onChange: (value: string) => void;
}) {
  const { field, label, hint, value, error, note, onChange } = props;
  const id = `offer-${field}`;
  const describedBy = [`${id}-hint`, error && `${id}-error`, note && `${id}-note`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className="field__note">
          {note}
        </p>
      )}
    </div>
  );
}

/** What is typed, what is wrong with it (here or by the server), and the update. */
function useTermsForm(data: OfferChoicesAnswer, choice: ReturnType<typeof useOfferChoice>) {
  const { t } = useTranslation('screens');
  const lng = brand.locale;
  const offer = data.offers[0]!;
  const limits = data.limits!;
  const [typed, setTypedState] = useState<Typed>(
    () =>
      sessionStore.getJson(DRAFT, isTyped) ?? { amount: String(offer.amount), period: String(offer.period) },
  );
  const setTyped = (change: (v: Typed) => Typed) =>
    setTypedState((v) => {
      const next = change(v);
      sessionStore.setJson(DRAFT, next);
      return next;
    });
  const [local, setLocal] = useState<Field[]>([]);
  const [done, setDone] = useState(0);
  const [rounded, setRounded] = useState<string | null>(null);
  const [submits, setSubmits] = useState(0);
  const money = (v: number) => formatMoney(lng, offer.currency, v);
  const bounds = {
    amount: { min: money(limits.amount.min), max: money(limits.amount.max) },
    period: periodRange(t, lng, limits.period, offer.periodScale),
  };
  const wrong = new Set<Field>([...local, ...choice.errors.map((e) => e.fieldName as Field)]);
  const errorOf = (field: Field) =>
    wrong.has(field) ? t(OFFER_CHOICE_ERRORS[field], bounds[field]) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typedAmount = parseTypedNumber(typed.amount, numberMarks(lng));
    const snapped = typedAmount === null ? null : snapAmount(typedAmount, limits.amount);
    const amount = snapped ?? typedAmount;
    if (snapped !== null && snapped !== typedAmount) {
      // Rounded on sending, never on leaving the box: a note then would move the button from under the finger.
      setTyped((v) => ({ ...v, amount: formatInteger(lng, snapped) }));
      setRounded(t('offerChoice>terms>rounded', { value: money(snapped), step: money(limits.amount.step) }));
    }
    const period = parseTypedNumber(typed.period, numberMarks(lng));
    const bad: Field[] = [];
    if (amount === null || !onStep(amount, limits.amount)) bad.push('amount');
    if (period === null || !onStep(period, limits.period)) bad.push('period');
    setLocal(bad);
    setSubmits((n) => n + 1);
    if (bad.length > 0 || !(await choice.update(amount!, period!))) return;
    sessionStore.remove(DRAFT);
    setDone((n) => n + 1);
  };
  const summary = FIELDS.flatMap((f) => {
    const message = errorOf(f);
    return message ? [{ fieldId: `offer-${f}`, message }] : [];
  });
  /** A new edit: what the last update said (the new total, a rounding) no longer stands. */
  const edit = (change: (v: Typed) => Typed) => {
    setDone(0);
    setRounded(null);
    setTyped(change);
  };
  return { typed, edit, errorOf, submit, done, money, bounds, summary, submits, rounded };
}

/**
 * The amount and term of an offer the applicant may change (Provident): typed as text in the brand's way of
 * writing numbers, checked against the offer's limits here and by the server, which re-prices the offer.
 */
export function OfferTermsForm({
  data,
  choice,
}: {
  data: OfferChoicesAnswer;
  choice: ReturnType<typeof useOfferChoice>;
}) {
  const { t } = useTranslation('screens');
  const offer = data.offers[0]!;
  const { typed, edit, errorOf, submit, done, money, bounds, summary, submits, rounded } = useTermsForm(
    data,
    choice,
  );
  return (
    <form className="step-form offer-terms" noValidate onSubmit={(e) => void submit(e)}>
      <h2 className="cost-panel__heading">{t('offerChoice>terms>heading')}</h2>
      <ErrorSummary errors={summary} focusKey={submits} />
      <TermsField
        field="amount"
        label={t('offerChoice>terms>amount', { currency: offer.currency })}
        hint={t('offerChoice>terms>range', bounds.amount)}
        value={typed.amount}
        error={errorOf('amount')}
        note={rounded}
        onChange={(amount) => edit((v) => ({ ...v, amount }))}
      />
      <TermsField
        field="period"
        label={t(
          offer.periodScale === 'days' ? 'offerChoice>terms>periodDays' : 'offerChoice>terms>periodMonths',
        )}
        hint={t('offerChoice>terms>range', bounds.period)}
        value={typed.period}
        error={errorOf('period')}
        onChange={(period) => edit((v) => ({ ...v, period }))}
      />
      <button type="submit" className="button button--secondary" aria-disabled={choice.updating || undefined}>
        {t('offerChoice>terms>update')}
      </button>
      <p role="status" className="field__hint">
        {done > 0 ? t('offerChoice>terms>updated', { total: money(offer.totalRepayable) }) : ''}
      </p>
    </form>
  );
}
