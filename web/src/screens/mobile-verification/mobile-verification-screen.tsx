import { useAppSelector } from '../../app/hooks';
import { ErrorSummary } from '../../ui/error-summary';
import { FailureAlert } from '../../ui/failure-alert';
import { StepHeading } from '../../ui/step-heading';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { CODE_FIELD, CodeField } from './code-field';
import { useOfferScreen } from '../common/use-offer-screen';
import { useResend } from './use-resend';
import { useVerification } from './use-verification';

/**
 * The states whose screen the other number's form is: the verification's (the person asks to change it) and its
 * own (the server asks for the number before sending a code).
 */
export const VERIFICATION_ROUTES = ['/mobile-verification', '/change-mobile-number'];

/**
 * /mobile-verification (behaviour §2): the code the text message brought, a new code after a short wait, or another
 * number. The server's answer to a right code decides the next screen.
 */
export function MobileVerificationScreen() {
  const { t } = useTranslation('screens');
  const { shown, leadId } = useOfferScreen(['/mobile-verification']);
  const phone = useAppSelector(
    (s) =>
      (s.leadApplication.applicationData.contactDetails as { phoneNumber?: unknown } | undefined)
        ?.phoneNumber,
  );
  const { code, setCode, error, submits, failed, failures, sending, submit, formRef, restart } =
    useVerification(leadId);
  const resend = useResend(leadId, restart);

  if (!shown) return null;
  const ending = typeof phone === 'string' ? phone.replace(/\D/g, '').slice(-4) : '';
  return (
    <main id="main" className="page">
      <StepHeading errors={!!error}>{t('mobile>heading')}</StepHeading>
      <p>{ending ? t('mobile>intro', { ending }) : t('mobile>introNoNumber')}</p>
      <ErrorSummary errors={error ? [{ fieldId: CODE_FIELD, message: error }] : []} focusKey={submits} />
      <FailureAlert message={failed ? t('mobile>failed') : ''} failures={failures} />
      <form ref={formRef} method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
        <CodeField
          value={code}
          onChange={setCode}
          error={error ?? undefined}
          note={resend.state === 'sent' ? t('mobile>sent') : ''}
        />
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? t('mobile>verifying') : t('mobile>verify')}
        </button>
      </form>
      <ResendSection resend={resend} />
    </main>
  );
}

/**
 * No code? A new one once the wait is over, or another number. That a code was sent is said beside the code's box
 * (which takes the focus); that it could not be, here beside the button.
 */
function ResendSection({ resend }: { resend: ReturnType<typeof useResend> }) {
  const { t } = useTranslation('screens');
  const said = resend.state === 'failed' ? t('mobile>resendFailed') : '';
  return (
    <section className="resend" aria-labelledby="resend-heading">
      <h2 id="resend-heading" className="resend__heading">
        {t('mobile>noCode')}
      </h2>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={resend.wait > 0 || undefined}
        onClick={() => void resend.ask()}
      >
        {resend.wait > 0 ? t('mobile>resendIn', { seconds: resend.wait }) : t('mobile>resend')}
      </button>
      <p role="status">{said}</p>
      <Link to="/change-mobile-number">{t('mobile>change')}</Link>
    </section>
  );
}
