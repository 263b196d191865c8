import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { brand } from 'virtual:brand';
import { CONSENT_ERRORS, type Consent, type ConsentRoute } from '../../../../contract/consents';
import type { FieldError } from '../../../../contract/lead';
import { useAppDispatch } from '../../app/hooks';
import type { SummaryError } from '../../ui/error-summary';
import { useTranslation } from '../../i18n/react';
import { useAttempts } from '../../lead/attempt';
import { useCatchUp } from '../../lead/catch-up';
import { applyLeadStatus } from '../../lead/apply-status';
import { customerConsentsSaved } from '../../lead/lead-application-slice';
import { fieldErrorsOf } from '../../lead/field-errors';
import { useConsentsQuery, useSaveConsentsMutation } from './consents-api';
import { useConsentDraft } from './use-consent-draft';

/** The id of a consent's box: the error summary's links land on it. */
export const boxId = (consentId: string) => `consent-${consentId}`;

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Each box a required consent is missing from says so, by the consent's title, in page order. */
function missingErrors(consents: readonly Consent[], given: readonly string[], t: Translate): SummaryError[] {
  return consents
    .filter((c) => c.required && !given.includes(c.id))
    .map((c) => ({ fieldId: boxId(c.id), message: t(CONSENT_ERRORS.required, { title: c.title }) }));
}

/** The server's field errors, each on the box it names (an unknown or stale one on the first box), once per box. */
function refusedErrors(
  errors: readonly FieldError[],
  consents: readonly Consent[],
  t: Translate,
): SummaryError[] {
  const shown = new Map<string, string>();
  for (const error of errors) {
    const consent = consents.find((c) => c.id === error.fieldName);
    const fieldId = boxId(consent?.id ?? consents[0]?.id ?? error.fieldName);
    const message =
      consent && error.message === CONSENT_ERRORS.required
        ? t(CONSENT_ERRORS.required, { title: consent.title })
        : t(CONSENT_ERRORS.unknown);
    if (!shown.has(fieldId)) shown.set(fieldId, message);
  }
  return [...shown].map(([fieldId, message]) => ({ fieldId, message }));
}

/** The send: every consent shown, given or refused, with its version, as one attempt (lead/attempt.ts). */
function useSend(route: ConsentRoute, leadId: string | null) {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveConsentsMutation();
  const attempt = useAttempts();
  const send = async (consents: readonly Consent[], given: readonly string[]) => {
    if (!leadId) return;
    const answers = consents.map((c) => ({ id: c.id, version: c.version, given: given.includes(c.id) }));
    const idempotencyKey = attempt.keyFor([route, leadId, answers]);
    const status = await save({ route, leadId, consents: answers, idempotencyKey }).unwrap();
    attempt.answered();
    dispatch(customerConsentsSaved({ route, consents: answers }));
    applyLeadStatus(dispatch, status);
  };
  /** Another tab saved these consents first (409): the screen of where the application now stands shows. */
  const catchUp = useCatchUp(route, leadId);
  return { send, refused: attempt.answered, catchUp, sending: isLoading };
}

/**
 * A consents screen's form: the lender's consents from the API, the ticks (a draft until sent), what is wrong
 * (checked here, then by the server), a fault of ours, and the send. The server's answer moves the application on
 * as the status poll's does.
 */
export function useConsents(route: ConsentRoute, leadId: string | null) {
  const { t } = useTranslation('screens');
  const list = useConsentsQuery(leadId ? { route, leadId, locale: brand.locale } : skipToken);
  const consents = list.data?.consents ?? [];
  const draft = useConsentDraft(route, leadId);
  const { send, refused, catchUp, sending } = useSend(route, leadId);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [submits, setSubmits] = useState(0);
  const [failures, setFailures] = useState(0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || !list.data) return;
    const missing = missingErrors(consents, draft.given, t);
    setErrors(missing);
    setSubmits((n) => n + 1);
    setFailures(0);
    if (missing.length > 0) return;
    try {
      await send(consents, draft.given);
      draft.clear();
    } catch (error) {
      if ((error as { status?: unknown }).status === 409 && (await catchUp())) return;
      const fieldErrors = fieldErrorsOf(error);
      if (!fieldErrors) return setFailures((n) => n + 1);
      refused();
      setErrors(refusedErrors(fieldErrors, consents, t));
      setSubmits((n) => n + 1);
      if (fieldErrors.some((f) => f.message !== CONSENT_ERRORS.required)) void list.refetch();
    }
  };
  return { list, consents, draft, errors, submits, failures, sending, submit };
}
