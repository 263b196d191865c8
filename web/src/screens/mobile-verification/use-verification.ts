import { useEffect, useRef, useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_PATTERN } from '../../../../contract/mobile-verification';
import { useAppDispatch } from '../../app/hooks';
import { useTranslation } from '../../i18n/react';
import { applyLeadStatus } from '../../lead/apply-status';
import { fieldErrorsOf } from '../../lead/field-errors';
import { CODE_FIELD } from './code-field';
import { useVerifyCodeMutation } from './mobile-api';

/** The code as typed, or the key of what is wrong with it ('screens' namespace). */
const problemOf = (code: string) =>
  code === ''
    ? 'mobile>errors>required'
    : VERIFICATION_CODE_PATTERN.test(code)
      ? null
      : 'mobile>errors>format';

/** What the server's refusal means to the person (a 'form' or 'screens' key), or null for a fault of ours. */
function refusalOf(error: unknown): { ns: 'form' | 'screens'; key: string } | null {
  const wrong = fieldErrorsOf(error)?.[0]?.message;
  if (wrong) return { ns: 'form', key: wrong };
  return (error as { status?: unknown }).status === 429
    ? { ns: 'screens', key: 'mobile>errors>tooMany' }
    : null;
}

/**
 * The code's form: what is typed, what is wrong with it (checked here, then by the server), a fault of ours, and
 * the send. The server's answer to a right code is taken in as the status poll's is: its state opens the next
 * screen. Where the browser reads the code from the message itself (WebOTP), it is filled in and sent.
 */
export function useVerification(leadId: string | null) {
  const { t } = useTranslation('screens');
  const { t: tf } = useTranslation('form');
  const dispatch = useAppDispatch();
  const [verify, { isLoading }] = useVerifyCodeMutation();
  const [code, setCode] = useState('');
  /** The error's text, translated. */
  const [error, setError] = useState<string | null>(null);
  const [submits, setSubmits] = useState(0);
  /** Failed sends (a fault of ours): each shows the message and takes the focus to it. */
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

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
  /** A new code was sent: the old code and what was wrong with it go, and the box takes the focus for the new one. */
  const restart = () => {
    setCode('');
    setError(null);
    setFailed(false);
    formRef.current?.querySelector<HTMLInputElement>(`#${CODE_FIELD}`)?.focus();
  };
  return { code, setCode, error, submits, failed, failures, sending: isLoading, submit, formRef, restart };
}
