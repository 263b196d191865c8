import type { ReactNode } from 'react';
import { brand } from 'virtual:brand';
import { REJECTION_REASONS } from '../../../../contract/rejection-reasons';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../app/hooks';
import { StepHeading } from '../../ui/step-heading';
import { NextSteps } from './next-steps';
import { OfferSummary, offerOf } from '../common/offer-summary';
import { StartAgain } from './start-again';

function Screen({
  ns,
  heading = `${ns}>heading`,
  body = true,
  children,
}: {
  ns: 'rejected';
  /** Another heading than the screen's own (a key of 'screens'). */
  heading?: string;
  /** Whether the screen's own body shows. */
  body?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('screens');
  const result = useAppSelector((s) => s.leadApplication.applicationResult) as { offerId?: string } | null;
  return (
    <main id="main" className="page">
      <StepHeading>{t(heading)}</StepHeading>
      {body && <p>{t(`${ns}>body`, { offerId: result?.offerId ?? '' })}</p>}
      {children}
    </main>
  );
}

/** Where to write with a question: the brand's support address. */
function ContactLine({ lead = 'result>contact' }: { lead?: string }) {
  const { t } = useTranslation('screens');
  return (
    <p>
      {t(lead)} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
    </p>
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
      <ContactLine />
    </main>
  );
}

/**
 * /rejected: the decision, its reason when it is one the person can act on (contract/rejection-reasons.ts), whom
 * to write to with questions or to have a person look at it again (not when the person declined the offer: there is
 * no decision of ours to review), and a way to start a new application.
 */
export function RejectedScreen() {
  const { t } = useTranslation('screens');
  const result = useAppSelector((s) => s.leadApplication.applicationResult) as { reason?: unknown } | null;
  const reason = REJECTION_REASONS.find((r) => r === result?.reason);
  // The applicant declined the lender's offer: no decision to explain, only that the application has ended.
  const declined = reason === 'offer-declined';
  return (
    <Screen ns="rejected" heading={declined ? 'rejected>declinedHeading' : undefined} body={!declined}>
      {reason && <p>{t(`rejected>reason>${reason}`)}</p>}
      <ContactLine lead={declined ? 'result>contact' : 'rejected>contact'} />
      <StartAgain />
    </Screen>
  );
}

/** /thank-you: who gets in touch, how and when, the application's reference, and where to write meanwhile. */
export function ThankYouScreen() {
  const { t } = useTranslation('screens');
  const reference = useAppSelector((s) => s.leadApplication.applicationData.id);
  return (
    <main id="main" className="page">
      <StepHeading>{t('thankYou>heading')}</StepHeading>
      <p>{t('thankYou>body', { brand: brand.displayName })}</p>
      {typeof reference === 'string' && <p>{t('thankYou>reference', { reference })}</p>}
      <ContactLine />
    </main>
  );
}
