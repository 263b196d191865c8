import { brand } from 'virtual:brand';
import type { ChoiceOffer } from '../../../../contract/offer-choices';
import { useTranslation } from '../../i18n/react';
import { formatMoney, formatPercent, formatPeriod } from '../../lib/format';
import { Row } from '../common/offer-summary';

/** The figures of an offer in the brand's locale and the offer's currency. */
export function useOfferFigures() {
  const { t } = useTranslation('screens');
  const lng = brand.locale;
  return (offer: ChoiceOffer) => {
    const money = (v: number) => formatMoney(lng, offer.currency, v);
    return {
      amount: money(offer.amount),
      period: formatPeriod(lng, offer.period, offer.periodScale),
      instalment: money(offer.instalment),
      instalments: String(offer.instalments),
      total: money(offer.totalRepayable),
      fees: money(offer.fees),
      rate: formatPercent(lng, offer.nominalRate),
      apr: t('offerChoice>aprFigure', { apr: formatPercent(lng, offer.apr) }),
      lender: offer.lender,
    };
  };
}

/**
 * One offer as a card: who lends, the amount, term, repayments, total, the nominal rate and the APR under the
 * market's names (equally prominent), the fees, the market's representative example, and its accept button.
 */
export function OfferCard({
  offer,
  number,
  onAccept,
}: {
  offer: ChoiceOffer;
  number: number;
  onAccept: (button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation('screens');
  const f = useOfferFigures()(offer);
  const heading = `offer-${offer.id}-heading`;
  const monthly = offer.instalments > 1;
  return (
    <li className="offer-card">
      <article className="cost-panel" aria-labelledby={heading}>
        <h2 id={heading} className="cost-panel__heading">
          {t('offerChoice>offerHeading', { number, lender: offer.lender })}
        </h2>
        <dl className="cost-panel__rows">
          <Row term={t('offerChoice>labels>amount')}>{f.amount}</Row>
          <Row term={t('offerChoice>labels>period')}>{f.period}</Row>
          <Row term={t(monthly ? 'offerChoice>labels>instalment' : 'offerChoice>labels>singleRepayment')}>
            {f.instalment}
          </Row>
          {monthly && <Row term={t('offerChoice>labels>instalments')}>{f.instalments}</Row>}
          <Row term={t('offerChoice>labels>total')} className="cost-panel__total">
            {f.total}
          </Row>
          <Row term={t('offerChoice>labels>nominalRate')} className="cost-panel__rate">
            {f.rate}
          </Row>
          <Row term={t('offerChoice>labels>apr')} className="cost-panel__rate">
            {f.apr}
          </Row>
          <Row term={t('offerChoice>labels>fees')}>{f.fees}</Row>
        </dl>
        <p className="cost-panel__example">{t('offerChoice>example', f)}</p>
        <button type="button" className="button button--primary" onClick={(e) => onAccept(e.currentTarget)}>
          {t('offerChoice>accept', { number, lender: offer.lender })}
        </button>
      </article>
    </li>
  );
}
