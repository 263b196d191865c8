import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from 'virtual:brand';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { updateApplicationData } from '../../lead/lead-application-slice';
import { currencySymbol, formatInteger, formatMoney, formatPeriod } from '../../lib/format';
import { useHref, useNavigate } from '../../lib/router';
import { StepHeading } from '../step-heading';
import { CostPanel } from './cost-panel';
import { RangeField } from './range-field';
import { snapToRange } from './loan-cost';

/** Index and /loan-information: amount and period with a live cost panel (spec §2, §5 "Amount", "Period"). */
export function LoanInformationStep({ nextPath }: { nextPath: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const nextHref = useHref(nextPath);
  // The terms live in the store from the first touch, so a reload or a back button keeps them
  // (the store is saved to sessionStorage on every change).
  const stored = useAppSelector((s) => s.leadApplication.applicationData);
  const amount = snapToRange(
    typeof stored.amount === 'number' ? stored.amount : brand.amount.default,
    brand.amount,
  );
  const period = snapToRange(
    typeof stored.period === 'number' ? stored.period : brand.period.default,
    brand.period,
  );
  const lng = brand.locale;
  const scale = brand.period.scale;
  const setTerms = (terms: { amount?: number; period?: number }) =>
    dispatch(updateApplicationData({ page: '/loan-information', data: { ...terms, periodScale: scale } }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTerms({ amount, period });
    navigate(nextPath);
  };

  return (
    <main id="main" className="page page--loan">
      {/* Before the scripts run (slow phones), the form still works: it goes to the next step with the
          amount and period as URL parameters, which the landing rules read. */}
      <form className="loan-form" onSubmit={submit} noValidate action={nextHref} method="get">
        <StepHeading>{t('loan>heading')}</StepHeading>
        <p className="lead-text">{t('loan>intro')}</p>
        <RangeField
          name="amount"
          label={t('loan>amountLabel')}
          value={amount}
          {...brand.amount}
          unit={currencySymbol(lng, brand.currency)}
          format={(v) => formatMoney(lng, brand.currency, v)}
          formatPlain={(v) => formatInteger(lng, v)}
          hint={t('loan>rangeHint', {
            min: formatMoney(lng, brand.currency, brand.amount.min),
            max: formatMoney(lng, brand.currency, brand.amount.max),
          })}
          onChange={(value) => setTerms({ amount: value })}
        />
        <RangeField
          name="period"
          label={t('loan>periodLabel')}
          value={period}
          {...brand.period}
          unit={t(scale === 'days' ? 'loan>daysUnit' : 'loan>monthsUnit')}
          format={(v) => formatPeriod(lng, v, scale)}
          formatPlain={(v) => formatInteger(lng, v)}
          hint={t('loan>rangeHint', {
            min: formatPeriod(lng, brand.period.min, scale),
            max: formatPeriod(lng, brand.period.max, scale),
          })}
          onChange={(value) => setTerms({ period: value })}
        />
        <CostPanel amount={amount} period={period} />
        <button type="submit" className="button button--primary">
          {t('loan>continue')}
        </button>
      </form>
    </main>
  );
}
