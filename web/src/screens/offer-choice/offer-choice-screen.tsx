import {
  isOfferChoiceRoute,
  OFFER_CHOICE_ROUTES,
  type OfferChoiceRoute,
} from '../../../../contract/offer-choices';
import { FailureAlert } from '../../ui/failure-alert';
import { StepHeading } from '../../ui/step-heading';
import { useTranslation } from '../../i18n/react';
import { usePath } from '../../lib/router';
import { OfferChoices } from './offer-choices';
import { PartnerLogo } from './partner-logo';
import { useOfferChoice } from './use-offer-choice';
import { useOfferScreen } from '../common/use-offer-screen';
import { usePartnerColors } from '../common/use-partner-colors';

/** Each screen's heading (and so its document title), a key of the 'screens' namespace. */
export const OFFER_CHOICE_HEADINGS: Readonly<Record<OfferChoiceRoute, string>> = {
  '/smava': 'offerChoice>headings>smava',
  '/ipfd-offer-choice': 'offerChoice>headings>ipfd',
  '/cofidis-offer': 'offerChoice>headings>cofidis',
  '/provident-offer': 'offerChoice>headings>provident',
  '/instabank-offer': 'offerChoice>headings>instabank',
  '/proficredit-offer': 'offerChoice>headings>proficredit',
};

/**
 * /smava, /ipfd-offer-choice, /cofidis-offer, /provident-offer, /instabank-offer and /proficredit-offer (behaviour §2):
 * the lender's offers with every figure the market asks for, one accepted or all declined, each after a
 * confirmation step (docs/decisions/0031-offer-choices.md). The route tells the lender and the backend path.
 */
export function OfferChoiceScreen() {
  const path = usePath();
  const route: OfferChoiceRoute = isOfferChoiceRoute(path) ? path : OFFER_CHOICE_ROUTES[0];
  // Provident's terms form has an error summary (the 'form' namespace): loaded with the screen, so it never
  // suspends the screen after its heading has taken focus.
  const { t } = useTranslation(route === '/provident-offer' ? ['screens', 'form'] : 'screens');
  const { shown, leadId } = useOfferScreen([route]);
  usePartnerColors(shown);
  const choice = useOfferChoice(route, leadId);
  if (!shown) return null;
  const { list, data, failures } = choice;
  const many = (data?.offers.length ?? 0) > 1;
  return (
    <main id="main" className="page">
      <StepHeading errors={choice.errors.length > 0}>{t(OFFER_CHOICE_HEADINGS[route])}</StepHeading>
      {data && <PartnerLogo lender={data.lender} />}
      {data && <p>{t(many ? 'offerChoice>introMany' : 'offerChoice>introOne', { lender: data.lender })}</p>}
      <FailureAlert message={failures > 0 ? t('offerChoice>failed') : ''} failures={failures} />
      <p role="status" className="field__hint lookup-status">
        {list.isLoading ? t('offerChoice>loading') : ''}
      </p>
      {list.isError && !data && (
        <p role="alert">
          {t('offerChoice>loadFailed')}{' '}
          <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
            {t('offerChoice>retry')}
          </button>
        </p>
      )}
      {data && <OfferChoices data={data} choice={choice} />}
    </main>
  );
}
