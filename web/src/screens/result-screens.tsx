import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { useAppSelector } from '../app/hooks';
import { StepHeading } from '../form/step-heading';
import { NextSteps } from './next-steps';
import { OfferSummary, offerOf } from './offer-summary';
import { StartAgain } from './start-again';

function Screen({ ns, children }: { ns: 'rejected' | 'thankYou'; children?: ReactNode }) {
  const { t } = useTranslation('screens');
  const result = useAppSelector((s) => s.leadApplication.applicationResult) as { offerId?: string } | null;
  return (
    <main id="main" className="page">
      <StepHeading>{t(`${ns}>heading`)}</StepHeading>
      <p>{t(`${ns}>body`, { offerId: result?.offerId ?? '' })}</p>
      {children}
    </main>
  );
}

/**
 * /accepted: the offer as the lead API made it (amount, term, repayments, total, APR, lender), what happens next
 * and when, and the offer's reference. A result without figures (an old session) names the lender only.
 */
export function AcceptedScreen() {
  const { t } = useTranslation('screens');
  const result = useAppSelector((s) => s.leadApplication.applicationResult) as {
    offerId?: unknown;
    partner?: { name?: unknown };
  } | null;
  const offer = offerOf(result);
  const partner = typeof result?.partner?.name === 'string' ? result.partner.name : undefined;
  const offerId = typeof result?.offerId === 'string' ? result.offerId : undefined;
  return (
    <main id="main" className="page">
      <StepHeading>{t('accepted>heading')}</StepHeading>
      {offer ? (
        <OfferSummary offer={offer} lender={partner} />
      ) : (
        partner && <p>{t('accepted>partner', { partner })}</p>
      )}
      <NextSteps />
      {offerId && <p>{t('accepted>body', { offerId })}</p>}
    </main>
  );
}

export const RejectedScreen = () => (
  <Screen ns="rejected">
    <StartAgain />
  </Screen>
);
export const ThankYouScreen = () => <Screen ns="thankYou" />;
