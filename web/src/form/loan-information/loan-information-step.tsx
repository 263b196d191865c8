import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useHref, useNavigationPending } from '../../lib/router';
import { useMoveTo } from '../../progress/use-move-to';
import { StepHeading } from '../../ui/step-heading';
import { LoanTermsFields, useLoanTerms } from './loan-terms';

/** Index and /loan-information: amount and period with a live cost panel (behaviour §2, §5 "Amount", "Period"). */
export function LoanInformationStep({ nextPath }: { nextPath: string }) {
  const { t } = useTranslation();
  const moveTo = useMoveTo();
  const nextHref = useHref(nextPath);
  const terms = useLoanTerms();
  // Pressed: the first step renders in a transition, and the button says so until it shows.
  const pending = useNavigationPending();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    terms.setTerms({ amount: terms.amount, period: terms.period });
    moveTo(nextPath);
  };

  return (
    <main id="main" className="page page--loan">
      {/* Before the scripts run (slow phones), the form still works: it goes to the next step with the
          amount and period as URL parameters, which the landing rules read. */}
      <form className="loan-form" onSubmit={submit} noValidate action={nextHref} method="get">
        <StepHeading>{t('loan>heading')}</StepHeading>
        <p className="lead-text">{t('loan>intro')}</p>
        <LoanTermsFields terms={terms} />
        <button type="submit" className="button button--primary" aria-busy={pending || undefined}>
          {t('loan>continue')}
        </button>
      </form>
    </main>
  );
}
