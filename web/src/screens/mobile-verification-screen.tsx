import { useEffect, useRef, useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_PATTERN } from '../../../contract/mobile-verification';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { ErrorSummary } from '../form/error-summary';
import { StepHeading } from '../form/step-heading';
import { useTranslation } from '../i18n/react';
import { applyLeadStatus } from '../lead/apply-status';
import { fieldErrorsOf } from '../lead/field-errors';
import { Link } from '../lib/router';
import { CODE_FIELD, CodeField } from './code-field';
import { useVerifyCodeMutation } from './mobile-api';
import { useOfferScreen } from './use-offer-screen';
import { useResend } from './use-resend';

const ROUTES = ['/mobile-verification', '/change-mobile-number'];

/** The code as typed, or the key of what is wrong with it ('screens' namespace). */
const problemOf = (code: string) =>
  code === '' ? 'mobile>errors>required' : VERIFICATION_CODE_PATTERN.test(code) ? null : 'mobile>errors>format';

/** What the server's refusal means to the person (a 'form' or 'screens' key), or null for a fault of ours. */
function refusalOf(error: unknown): { ns: 'form' | 'screens'; key: string } | null {
  const wrong = fieldErrorsOf(error)?.[0]?.message;
  if (wrong) return { ns: 'form', key: wrong };
  return (error as { status?: unknown }).status === 429 ? { ns: 'screens', key: 'mobile>errors>tooMany' } : null;
}

/**
 * /mobile-verification (spec §2): the code the text message brought, a new code after a short wait, or another
 * number. The server's answer to a right code decides the next screen.
 */
export function MobileVerificationScreen() {
  const { t } = useTranslation('screens');
  const { t: tf } = useTranslation('form');
  const dispatch = useAppDispatch();
  const { shown, leadId } = useOfferScreen(ROUTES);
  const phone = useAppSelector((s) => (s.leadApplication.applicationData.contactDetails as { phoneNumber?: unknown } | undefined)?.phoneNumber);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Failed sends (a fault of ours): each shows the message and takes the focus to it. */
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failures > 0) alertRef.current?.focus();
  }, [failures]);
  const [submits, setSubmits] = useState(0);
  const [verify, { isLoading }] = useVerifyCodeMutation();
  const resend = useResend(leadId);
  const formRef = useRef<HTMLFormElement>(null);

  // Where the browser reads the code from the message itself (WebOTP), it is filled in and sent.
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((otp) => {
        const received = (otp as { code?: unknown } | null)?.code;
        if (typeof received !== 'string') return;
        setCode(received.replace(/\D/g, '').slice(0, 6));
        queueMicrotask(() => formRef.current?.requestSubmit());
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading || !leadId) return;
    setFailed(false);
    const problem = problemOf(code);
    setError(problem && t(problem));
    setSubmits((n) => n + 1);
    if (problem) return;
    try {
      applyLeadStatus(dispatch, await verify({ leadId, code }).unwrap());
    } catch (refused) {
      const reason = refusalOf(refused);
      setError(reason && (reason.ns === 'form' ? tf(reason.key) : t(reason.key)));
      setFailed(reason === null);
      if (reason) setSubmits((n) => n + 1);
      else setFailures((n) => n + 1);
    }
  };

  if (!shown) return null;
  const ending = typeof phone === 'string' ? phone.replace(/\D/g, '').slice(-4) : '';
  return (
    <main id="main" className="page">
      <StepHeading errors={!!error}>{t('mobile>heading')}</StepHeading>
      <p>{ending ? t('mobile>intro', { ending }) : t('mobile>introNoNumber')}</p>
      <ErrorSummary errors={error ? [{ fieldId: CODE_FIELD, message: error }] : []} focusKey={submits} />
      <p ref={alertRef} tabIndex={-1} role="alert" className="notice notice--error">
        {failed ? t('mobile>failed') : ''}
      </p>
      <form ref={formRef} method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
        <CodeField value={code} onChange={setCode} error={error ?? undefined} />
        <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
          {isLoading ? t('mobile>verifying') : t('mobile>verify')}
        </button>
      </form>
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
        <p role="status">{resend.state === 'sent' ? t('mobile>sent') : resend.state === 'failed' ? t('mobile>resendFailed') : ''}</p>
        <Link to="/change-mobile-number">{t('mobile>change')}</Link>
      </section>
    </main>
  );
}
