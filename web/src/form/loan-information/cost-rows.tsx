/**
 * The cost panel's table: what is borrowed, the interest, the fees and the monthly instalment when there are any,
 * the total to repay, how it is repaid (one payment at the end of a day loan, or the monthly instalments), the
 * interest rate and the APR (CAT in Mexico), in the brand's currency and locale.
 */
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { formatMoney, formatPercent } from '../../lib/format';
import type { LoanCost } from '../../../../contract/loan-cost';

export function CostRows({
  amount,
  period,
  cost,
  aprLabel,
}: {
  amount: number;
  period: number;
  cost: LoanCost;
  aprLabel: string;
}) {
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
      <ScheduleRow period={period} cost={cost} />
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

/** How the total is repaid: a day loan once, at the end of its days; a month loan in its monthly instalments. */
function ScheduleRow({ period, cost }: { period: number; cost: LoanCost }) {
  const { t } = useTranslation();
  const scale = brand.period.scale;
  const money = (v: number) => formatMoney(brand.locale, brand.currency, v);
  return (
    <div className="cost-panel__schedule">
      <dt>{t('loan>repayment')}</dt>
      <dd>
        {t('loan>schedule', {
          scale,
          count: scale === 'days' ? period : cost.instalments,
          total: money(cost.total),
          instalment: money(cost.instalment),
        })}
      </dd>
    </div>
  );
}
