import { periodRange } from '../../i18n/period-range';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { updateApplicationData } from '../../lead/lead-application-slice';
import { currencySymbol, formatInteger, formatMoney, formatPeriod, numberMarks } from '../../lib/format';
import { parseTypedAmount } from '../../lib/amount-words';
import { parseTypedNumber } from '../../lib/typed-number';
import { CostPanel } from './cost-panel';
import { snapToRange } from './loan-cost';
import { RangeField } from './range-field';
import type { RangeNote } from './use-range-input';

/** What a note about a typed amount or period says (namespace 'common'). */
const NOTE_KEYS: Record<RangeNote, string> = {
  above: 'loan>aboveMax',
  below: 'loan>belowMin',
  nearest: 'loan>adjusted',
  unreadable: 'loan>unreadable',
};

/**
 * The chosen amount and period, from the store (so a reload or a back button keeps them), on the brand's grid;
 * `chosen` is false until the person has picked or confirmed them (or a link set them).
 */
export function useLoanTerms() {
  const dispatch = useAppDispatch();
  // The two answers, not the application: a change elsewhere in it (or the start-up's tracking data, after the
  // build-time render was taken over) does not re-render the sliders and the cost panel.
  const storedAmount = useAppSelector((s) => s.leadApplication.applicationData.amount);
  const storedPeriod = useAppSelector((s) => s.leadApplication.applicationData.period);
  const { amount, period, chosen } = loanTermsOf({ amount: storedAmount, period: storedPeriod });
  const setTerms = (terms: { amount?: number; period?: number }): void => {
    dispatch(
      updateApplicationData({
        page: '/loan-information',
        data: { ...terms, periodScale: brand.period.scale },
      }),
    );
  };
  return { amount, period, chosen, setTerms };
}

/** The terms an application holds, on the brand's grid (the brand's defaults until chosen). */
export function loanTermsOf(stored: Record<string, unknown>) {
  return {
    amount: snapToRange(
      typeof stored.amount === 'number' ? stored.amount : brand.amount.default,
      brand.amount,
    ),
    period: snapToRange(
      typeof stored.period === 'number' ? stored.period : brand.period.default,
      brand.period,
    ),
    chosen: typeof stored.amount === 'number',
  };
}

/** Amount and period pickers with the live cost panel: the loan-information screen's and the amount dialog's. */
export function LoanTermsFields({ terms }: { terms: ReturnType<typeof useLoanTerms> }) {
  const { t } = useTranslation();
  const lng = brand.locale;
  const scale = brand.period.scale;
  const marks = numberMarks(lng);
  const parse = (text: string) => parseTypedNumber(text, marks);
  // "5 triệu", "2 tys.": a word for thousands or millions after the amount counts where people write one.
  const parseAmount = (text: string) => parseTypedAmount(text, marks, lng);
  const noteText = (note: RangeNote, typed: string, value: string) => t(NOTE_KEYS[note], { typed, value });
  return (
    <>
      <RangeField
        name="amount"
        label={t('loan>amountLabel')}
        value={terms.amount}
        {...brand.amount}
        unit={currencySymbol(lng, brand.currency)}
        format={(v) => formatMoney(lng, brand.currency, v)}
        formatPlain={(v) => formatInteger(lng, v)}
        parse={parseAmount}
        hint={t('loan>rangeHint', {
          min: formatMoney(lng, brand.currency, brand.amount.min),
          max: formatMoney(lng, brand.currency, brand.amount.max),
        })}
        noteText={noteText}
        onChange={(value) => terms.setTerms({ amount: value })}
      />
      <RangeField
        name="period"
        label={t('loan>periodLabel')}
        value={terms.period}
        {...brand.period}
        unit={t('loan>periodUnit', { count: terms.period, scale })}
        format={(v) => formatPeriod(lng, v, scale)}
        formatPlain={(v) => formatInteger(lng, v)}
        parse={parse}
        hint={t('loan>rangeHint', periodRange(t, lng, brand.period, scale))}
        noteText={noteText}
        onChange={(value) => terms.setTerms({ period: value })}
      />
      <CostPanel amount={terms.amount} period={terms.period} />
    </>
  );
}
