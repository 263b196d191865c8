/**
 * The cost panel's table: what is borrowed, the interest, the fees and the monthly instalment when there are any,
 * the total to repay, the interest rate and the APR (CAT in Mexico), in the brand's currency and locale.
 */
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { formatMoney, formatPercent } from '../../lib/format';
import type { LoanCost } from '../../../../contract/loan-cost';

export function CostRows({ amount, cost, aprLabel }: { amount: number; cost: LoanCost; aprLabel: string }) {
  const { t } = useTranslation();
  const lng = brand.locale;
  const money = (v: number) => formatMoney(lng, brand.currency, v);
  return (
    <dl className="cost-panel__rows">
      <div>
        <dt>{t('loan>borrow')}</dt>
        <dd>{money(amount)}</dd>
      </div>
      <div>
        <dt>{t('loan>interest')}</dt>
        <dd>{money(cost.interest)}</dd>
      </div>
      {cost.fees > 0 && (
        <div>
          <dt>{t('loan>fees')}</dt>
          <dd>{money(cost.fees)}</dd>
        </div>
      )}
      {cost.instalments > 1 && (
        <div>
          <dt>{t('loan>monthlyInstalment')}</dt>
          <dd>{money(cost.instalment)}</dd>
        </div>
      )}
      <div className="cost-panel__total">
        <dt>{t('loan>total')}</dt>
        <dd>{money(cost.total)}</dd>
      </div>
      <div className="cost-panel__rate">
        <dt>{t('loan>interestRate')}</dt>
        <dd>{formatPercent(lng, brand.pricing.annualRatePercent)}</dd>
      </div>
      <div className="cost-panel__rate">
        <dt>{aprLabel}</dt>
        <dd>{formatPercent(lng, cost.apr)}</dd>
      </div>
    </dl>
  );
}
