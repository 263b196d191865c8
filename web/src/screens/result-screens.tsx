import { useTranslation } from '../i18n/react';
import { useAppSelector } from '../app/hooks';
import { StepHeading } from '../form/step-heading';

function Screen({ ns, extra }: { ns: 'accepted' | 'rejected' | 'thankYou'; extra?: React.ReactNode }) {
  const { t } = useTranslation('screens');
  const result = useAppSelector((s) => s.leadApplication.applicationResult) as { offerId?: string } | null;
  return (
    <main id="main" className="page">
      <StepHeading>{t(`${ns}>heading`)}</StepHeading>
      <p>{t(`${ns}>body`, { offerId: result?.offerId ?? '' })}</p>
      {extra}
    </main>
  );
}

export function AcceptedScreen() {
  const { t } = useTranslation('screens');
  const result = useAppSelector((s) => s.leadApplication.applicationResult) as {
    partner?: { name?: string };
  } | null;
  const partner = result?.partner?.name;
  return <Screen ns="accepted" extra={partner ? <p>{t('accepted>partner', { partner })}</p> : null} />;
}

export const RejectedScreen = () => <Screen ns="rejected" />;
export const ThankYouScreen = () => <Screen ns="thankYou" />;
