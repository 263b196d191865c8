import { useRef, useState } from 'react';
import { brand } from 'virtual:brand';
import type { ChoiceOffer, OfferChoicesAnswer } from '../../../../contract/offer-choices';
import { useTranslation } from '../../i18n/react';
import { ConfirmStep } from '../../ui/confirm-step';
import { OfferCard, useOfferFigures } from './offer-card';
import { OfferTermsForm } from './offer-terms-form';
import type { useOfferChoice } from './use-offer-choice';

/** The markets whose law asks for the borrowing warning (EU Directive 2023/2225 art. 8): the others show none. */
const WARNING_COUNTRIES: ReadonlySet<string> = new Set(['ES', 'DE', 'PL', 'RO']);

type Order = 'ranked' | 'total';
type Confirming = { kind: 'accept'; offer: ChoiceOffer; number: number } | { kind: 'decline' } | null;

/** The offers in the lender's order, numbered, or by total cost (lowest first) keeping their numbers. */
function ordered(offers: readonly ChoiceOffer[], order: Order) {
  const numbered = offers.map((offer, i) => ({ offer, number: i + 1 }));
  return order === 'total'
    ? [...numbered].sort((a, b) => a.offer.totalRepayable - b.offer.totalRepayable || a.number - b.number)
    : numbered;
}

function SortControl({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { t } = useTranslation('screens');
  const [changed, setChanged] = useState(false);
  return (
    <div className="field offer-sort">
      <label className="field__label" htmlFor="offer-sort">
        {t('offerChoice>sort>label')}
      </label>
      <select
        id="offer-sort"
        value={order}
        onChange={(e) => {
          setChanged(true);
          onChange(e.target.value === 'total' ? 'total' : 'ranked');
        }}
      >
        <option value="total">{t('offerChoice>sort>total')}</option>
        <option value="ranked">{t('offerChoice>sort>ranked')}</option>
      </select>
      <p role="status" className="visually-hidden">
        {changed
          ? t(order === 'total' ? 'offerChoice>sort>sortedTotal' : 'offerChoice>sort>sortedRanked')
          : ''}
      </p>
    </div>
  );
}

type Choice = ReturnType<typeof useOfferChoice>;

/** The confirmation step of the answer about to be sent: accept one offer, or decline. */
function Confirmation({
  confirming,
  many,
  choice,
  onCancel,
}: {
  confirming: Confirming;
  many: boolean;
  choice: Choice;
  onCancel: () => void;
}) {
  const { t } = useTranslation('screens');
  const figures = useOfferFigures();
  const cancel = onCancel;
  return (
    <>
      {confirming?.kind === 'accept' && (
        <ConfirmStep
          id={`confirm-accept-${confirming.offer.id}`}
          heading={t('offerChoice>confirmAccept>heading', { number: confirming.number })}
          confirm={t('offerChoice>confirmAccept>confirm')}
          cancel={t('offerChoice>cancel')}
          busy={choice.sending}
          onConfirm={() => void choice.answer({ answer: 'accept', offerId: confirming.offer.id })}
          onCancel={cancel}
        >
          <p>{t('offerChoice>confirmAccept>body', figures(confirming.offer))}</p>
        </ConfirmStep>
      )}
      {confirming?.kind === 'decline' && (
        <ConfirmStep
          id="confirm-decline"
          heading={t(many ? 'offerChoice>confirmDecline>headingAll' : 'offerChoice>confirmDecline>heading')}
          confirm={t('offerChoice>confirmDecline>confirm')}
          cancel={t('offerChoice>cancel')}
          busy={choice.sending}
          onConfirm={() => void choice.answer({ answer: 'decline' })}
          onCancel={cancel}
        >
          <p>{t('offerChoice>confirmDecline>body')}</p>
        </ConfirmStep>
      )}
    </>
  );
}

/** The offers side by side, the sort (several offers), the terms (Provident), the decline, and the confirmation. */
export function OfferChoices({ data, choice }: { data: OfferChoicesAnswer; choice: Choice }) {
  const { t } = useTranslation(['screens', 'common']);
  // Cheapest first: what a person comparing offers looks for first (docs/decisions/0031); the lender's order a choice away.
  const [order, setOrder] = useState<Order>('total');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (next: Confirming, button: HTMLButtonElement) => {
    opener.current = button;
    setConfirming(next);
  };
  const cancel = () => {
    setConfirming(null);
    opener.current?.focus();
  };
  const many = data.offers.length > 1;
  const offerError = choice.errors.find((e) => e.fieldName === 'offerId');
  return (
    <>
      {data.limits && <OfferTermsForm data={data} choice={choice} />}
      {many && <SortControl order={order} onChange={setOrder} />}
      <ul className="offer-list" aria-label={t('offerChoice>listLabel', { lender: data.lender })}>
        {ordered(data.offers, order).map(({ offer, number }) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            number={number}
            onAccept={(button) => open({ kind: 'accept', offer, number }, button)}
          />
        ))}
      </ul>
      {WARNING_COUNTRIES.has(brand.country) && (
        <p className="cost-panel__warning">{t('common:loan>euWarning')}</p>
      )}
      <p role="alert" className="notice notice--error">
        {offerError ? t(offerError.message) : ''}
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={(e) => open({ kind: 'decline' }, e.currentTarget)}
      >
        {t(many ? 'offerChoice>declineAll' : 'offerChoice>decline')}
      </button>
      <Confirmation confirming={confirming} many={many} choice={choice} onCancel={cancel} />
    </>
  );
}
