import { useState, type FormEvent } from 'react';
import { brand } from 'virtual:brand';
import { dataPoints, parseDataPoints, validationContext } from '../../../../contract/data-points';
import { progressState } from '../../progress/state-map';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyLeadStatus } from '../../lead/apply-status';
import { ErrorSummary } from '../../ui/error-summary';
import { Field, fieldLabel } from '../../ui/field';
import { useFormState } from '../../form/form-state';
import { StepHeading } from '../../ui/step-heading';
import { useTranslation } from '../../i18n/react';
import { fieldErrorsOf } from '../../lead/field-errors';
import { updateApplicationData } from '../../lead/lead-application-slice';
import { Link, useNavigate } from '../../lib/router';
import { useChangeMobileNumberMutation } from './mobile-api';
import { isAnswer, useAttempts } from '../../lead/attempt';
import { VERIFICATION_ROUTES } from './mobile-verification-screen';
import { useOfferScreen } from '../common/use-offer-screen';
import { RESEND_COOLDOWN_SECONDS } from '../../../../contract/mobile-verification';

const PHONE = dataPoints['phone-number']!;

/** A refusal of the server's limits (429): the seconds to wait, or null for any other failure. */
function retryAfterOf(error: unknown): number | null {
  const { status, data } = error as { status?: unknown; data?: { retryAfterSeconds?: unknown } };
  const seconds = data?.retryAfterSeconds;
  return status === 429 && typeof seconds === 'number' ? seconds : null;
}

/** Why the number cannot change now: a code went moments ago (wait), or the lead's changes are used up (limit). */
export type ChangeRefusal = { key: 'mobile>changeWait'; seconds: number } | { key: 'mobile>changeLimit' };

/** The other number's form: checked with the country's rules, sent, and the code's screen again. */
function useChangeNumber(leadId: string | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useFormState(() => ({ [PHONE.id]: '' }));
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<ChangeRefusal | null>(null);
  const [submits, setSubmits] = useState(0);
  const [change, { isLoading }] = useChangeMobileNumberMutation();
  const attempt = useAttempts();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading || !leadId) return;
    setFailed(false);
    setRefusal(null);
    const parsed = parseDataPoints([PHONE.id], form.getValues(), validationContext(brand, new Date()));
    const phoneNumber = parsed.lead.contactDetails?.phoneNumber;
    setError(parsed.errors[0]?.message);
    setSubmits((n) => n + 1);
    if (parsed.errors.length > 0 || !phoneNumber) return;
    try {
      const answer = await change({
        leadId,
        phoneNumber,
        idempotencyKey: attempt.keyFor([leadId, phoneNumber]),
      }).unwrap();
      attempt.answered();
      dispatch(
        updateApplicationData({ page: '/change-mobile-number', data: { contactDetails: { phoneNumber } } }),
      );
      // Asked for the number first, the application moves on to the verification (its state changes);
      // otherwise it stays there, and the code's screen is opened again.
      applyLeadStatus(dispatch, answer);
      navigate('/mobile-verification', { replace: true });
    } catch (refused) {
      if (isAnswer(refused)) attempt.answered();
      const wait = retryAfterOf(refused);
      if (wait !== null) {
        // A code goes at most every RESEND_COOLDOWN_SECONDS, to any number; longer waits are the day's limits.
        setRefusal(
          wait <= RESEND_COOLDOWN_SECONDS ? { key: 'mobile>changeWait', seconds: wait } : { key: 'mobile>changeLimit' },
        );
        return;
      }
      const message = fieldErrorsOf(refused)?.[0]?.message;
      setError(message);
      setFailed(!message);
    }
  };
  return { form, error, failed, refusal, submits, sending: isLoading, submit };
}

/**
 * /change-mobile-number (behaviour §2): another number for the code, checked with the country's phone rules here and
 * by the server, then back to the verification, where the new code is awaited.
 */
export function ChangeMobileNumberScreen() {
  const { t } = useTranslation('screens');
  const { t: tf, i18n } = useTranslation('form');
  const { shown, leadId } = useOfferScreen(VERIFICATION_ROUTES);
  const { form, error, failed, refusal, submits, sending, submit } = useChangeNumber(leadId);
  // Asked for the number before any code: there is no code screen to go back to.
  const fromCode =
    useAppSelector((s) => progressState(s.leadApplication.progressState)?.route) === '/mobile-verification';

  if (!shown) return null;
  return (
    <main id="main" className="page">
      {fromCode && (
        <Link to="/mobile-verification" className="back-link">
          {tf('step>back')}
        </Link>
      )}
      <StepHeading errors={!!error}>{t('mobile>changeHeading')}</StepHeading>
      <p>{t('mobile>changeIntro')}</p>
      <ErrorSummary
        errors={error ? [{ fieldId: PHONE.id, message: `${fieldLabel(tf, i18n, PHONE)}: ${tf(error)}` }] : []}
        focusKey={submits}
      />
      <p role="alert" className="notice notice--error">
        {failed ? t('mobile>failed') : refusal ? t(refusal.key, refusal) : ''}
      </p>
      <form method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
        <Field
          dataPoint={PHONE}
          value={form.values[PHONE.id]}
          onChange={(value) => form.setValue(PHONE.id, value)}
          error={error}
        />
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? t('mobile>sending') : t('mobile>changeSubmit')}
        </button>
      </form>
    </main>
  );
}
