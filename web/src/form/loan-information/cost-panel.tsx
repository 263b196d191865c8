import { useState } from 'react';
import { useSettled } from '../../lib/use-settled';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { formatMoney, formatPercent, formatPeriod } from '../../lib/format';
import { loanCost } from '../../../../contract/loan-cost';
import { CostRows } from './cost-rows';

const EU = new Set(['ES', 'DE', 'PL', 'RO']);

/** How long the total must hold still before it is announced: once after a slide or a typed amount, not per step. */
export const ANNOUNCE_AFTER_MS = 700;

/**
 * What a screen reader hears of the panel: "Total to repay: 1.040.000 ₫" once the total has settled after a change,
 * never on load and never on every slider step or keystroke.
 */
function useSettledAnnouncement(total: number, say: (total: number) => string): string {
  const settled = useSettled(total, ANNOUNCE_AFTER_MS);
  const [atLoad] = useState(total);
  const [moved, setMoved] = useState(false);
  // Derived once: from the first settled change on, the settled total is what is said.
  if (!moved && settled !== atLoad) setMoved(true);
  return moved ? say(settled) : '';
}

export function CostPanel({ amount, period }: { amount: number; period: number }) {
  const { t } = useTranslation();
  const lng = brand.locale;
  const scale = brand.period.scale;
  const cost = loanCost({ amount, period, scale }, brand.pricing);
  const money = (v: number) => formatMoney(lng, brand.currency, v);
  const aprLabel = brand.country === 'MX' ? t('loan>cat') : t('loan>apr');
  const announcement = useSettledAnnouncement(cost.total, (total) => `${t('loan>total')}: ${money(total)}`);
  return (
    <section className="cost-panel" aria-labelledby="cost-heading">
      <h2 id="cost-heading" className="cost-panel__heading">
        {t('loan>costHeading')}
      </h2>
      <CostRows amount={amount} period={period} cost={cost} aprLabel={aprLabel} />
      <p className="cost-panel__example">
        {t('loan>example', {
          amount: money(amount),
          period: formatPeriod(lng, period, scale),
          rate: formatPercent(lng, brand.pricing.annualRatePercent),
          total: money(cost.total),
          apr: `${aprLabel} ${formatPercent(lng, cost.apr)}`,
        })}
      </p>
      {EU.has(brand.country) && <p className="cost-panel__warning">{t('loan>euWarning')}</p>}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
