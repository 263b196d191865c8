/**
 * The accepted screen's offer: the amount, the term in the brand's unit, the repayments, the total, the APR (CAT
 * in Mexico) and the lender, as the lead API priced them (contract/loan-cost.ts), in the brand's locale. The
 * figures are read from the stored result, which may be old or tampered with: anything malformed shows nothing.
 */
import { brand } from 'virtual:brand';
import type { Offer } from '../../../../contract/api-answers';
import { isRecord } from '../../../../contract/merge';
import { useTranslation } from '../../i18n/react';
import { formatMoney, formatPercent, formatPeriod } from '../../lib/format';

/** A figure of the stored offer: a finite number, not below zero. */
function figure(offer: Record<string, unknown>, key: keyof Offer): number | undefined {
  const value = offer[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The offer of a stored application result, when it is whole and sensible; otherwise undefined. */
export function offerOf(result: unknown): Offer | undefined {
  const offer = isRecord(result) ? result.offer : undefined;
  if (!isRecord(offer)) return undefined;
  const { periodScale, currency } = offer;
  if (periodScale !== 'days' && periodScale !== 'months') return undefined;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  const amount = figure(offer, 'amount');
  const period = figure(offer, 'period');
  const instalments = figure(offer, 'instalments');
  const instalment = figure(offer, 'instalment');
  const totalRepayable = figure(offer, 'totalRepayable');
  const apr = figure(offer, 'apr');
  if (amount === undefined || period === undefined || instalments === undefined) return undefined;
  if (instalment === undefined || totalRepayable === undefined || apr === undefined) return undefined;
  return { amount, period, periodScale, instalments, instalment, totalRepayable, apr, currency };
}

/** One figure of an offer: its name and value, in a description list. */
export function Row({ term, children, className }: { term: string; children: string; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OfferSummary({ offer, lender }: { offer: Offer; lender?: string | undefined }) {
  const { t } = useTranslation(['screens', 'common']);
  const lng = brand.locale;
  const money = (v: number) => formatMoney(lng, offer.currency, v);
  const aprLabel = brand.country === 'MX' ? t('common:loan>cat') : t('common:loan>apr');
  const monthly = offer.instalments > 1;
  return (
    <section className="cost-panel offer-summary" aria-labelledby="offer-heading">
      <h2 id="offer-heading" className="cost-panel__heading">
        {t('accepted>offerHeading')}
      </h2>
      <dl className="cost-panel__rows">
        <Row term={t('common:loan>amountLabel')}>{money(offer.amount)}</Row>
        <Row term={t('common:loan>periodLabel')}>{formatPeriod(lng, offer.period, offer.periodScale)}</Row>
        <Row term={monthly ? t('common:loan>monthlyInstalment') : t('accepted>singleRepayment')}>
          {money(offer.instalment)}
        </Row>
        <Row term={t('common:loan>total')} className="cost-panel__total">
          {money(offer.totalRepayable)}
        </Row>
        <Row term={aprLabel} className="cost-panel__rate">
          {formatPercent(lng, offer.apr)}
        </Row>
        {lender && <Row term={t('accepted>lender')}>{lender}</Row>}
      </dl>
      {/* A free loan (a first loan at 0 %) says so in words: a 0 % beside the total is easy to doubt. */}
      {offer.totalRepayable <= offer.amount && <p className="cost-panel__example">{t('accepted>free')}</p>}
    </section>
  );
}
