import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigationPending } from '../../lib/router';
import { brand } from 'virtual:brand';
import { CONDITION_SOURCES, dataPoints, validationContext } from '../../../../contract/data-points';
import type { FieldError, LoanApplication } from '../../../../contract/lead';
import { askedOn, checkOfferValues } from '../../../../contract/offer-form-check';
import { OFFER_FORMS, STORED_FOR_CHECKS, type OfferFormRoute } from '../../../../contract/offer-forms';
import { useAppDispatch } from '../../app/hooks';
import { formValuesFor } from '../../form/step/form-values';
import { useStepAnswers } from '../../form/step/use-step-answers';
import { useAttempts } from '../../lead/attempt';
import { applyLeadStatus } from '../../lead/apply-status';
import { failureCause, fieldErrorsOf, type SaveFailureKind } from '../../lead/field-errors';
import { updateApplicationData } from '../../lead/lead-application-slice';
import { useSaveOfferFormMutation } from './offer-form-api';
import { prefillFor } from './prefill';

type SaveOutcome =
  { ok: true } | { ok: false; errors: FieldError[] } | { ok: false; errors: null; cause: SaveFailureKind };

/**
 * The save of a detail screen's answers: into the store once the server took them, and the server's answer opens
 * the next screen. A retry of the same answers reuses the Idempotency-Key, so a lost answer never saves twice.
 */
function useOfferFormSave(route: OfferFormRoute) {
  const dispatch = useAppDispatch();
  const [saveForm, { isLoading: saving }] = useSaveOfferFormMutation();
  const attempt = useAttempts();
  const send = async (leadId: string, answers: LoanApplication): Promise<SaveOutcome> => {
    const { savePath } = OFFER_FORMS[route];
    try {
      const answer = await saveForm({
        savePath,
        leadId,
        answers,
        idempotencyKey: attempt.keyFor([leadId, answers]),
      }).unwrap();
      attempt.answered();
      dispatch(updateApplicationData({ page: route, data: answers }));
      applyLeadStatus(dispatch, answer);
      return { ok: true };
    } catch (error) {
      const found = fieldErrorsOf(error);
      return found ? { ok: false, errors: found } : { ok: false, errors: null, cause: failureCause(error) };
    }
  };
  return { send, saving };
}

/**
 * A detail screen's controller: its answers (kept as a draft across reloads), the questions asked of this person,
 * the catalogue's check of every answer at once, then the save.
 */
export function useOfferForm(route: OfferFormRoute, leadId: string | null) {
  const points = useMemo(() => OFFER_FORMS[route].dataPoints.map((id) => dataPoints[id]!), [route]);
  const { form, formRef, application, discardDraft } = useStepAnswers(route, points, false);
  // What the application already holds that decides a question or checks an answer (income source, birth date).
  const held = useMemo(
    () =>
      formValuesFor(
        [...CONDITION_SOURCES, ...STORED_FOR_CHECKS].map((id) => dataPoints[id]!),
        application,
        null,
      ),
    [application],
  );
  const prefilled = usePrefill(route, form, application);
  const { send, saving } = useOfferFormSave(route);
  // The next screen renders in a transition after the save: a press meanwhile does nothing.
  const leaving = useNavigationPending();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [submits, setSubmits] = useState(0);
  const [failed, setFailed] = useState<SaveFailureKind | null>(null);
  const [failures, setFailures] = useState(0);
  const asked = askedOn(route, { ...held, ...form.values }, brand.country);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || leaving || !leadId) return;
    setFailed(null);
    const values = { ...held, ...form.getValues() };
    const parsed = checkOfferValues(route, values, validationContext(brand, new Date()));
    const outcome: SaveOutcome =
      parsed.errors.length > 0 ? { ok: false, errors: parsed.errors } : await send(leadId, parsed.lead);
    if (outcome.ok) return discardDraft();
    setErrors(outcome.errors ?? []);
    if (outcome.errors) return setSubmits((n) => n + 1);
    setFailed(outcome.cause);
    setFailures((n) => n + 1);
  };

  return {
    form,
    formRef,
    asked: points.filter((p) => asked.includes(p.id)),
    errors,
    submits,
    failed,
    failures,
    saving,
    submit,
    prefilled,
  };
}

/**
 * Fills the screen's empty questions the application answered under another one (prefill.ts), once when the screen
 * opens; true when any answer was so filled, so the screen says where they came from (the note stays after a
 * correction: it asks for one).
 */
function usePrefill(
  route: OfferFormRoute,
  form: ReturnType<typeof useStepAnswers>['form'],
  application: unknown,
): boolean {
  const [filled] = useState(() =>
    Object.entries(prefillFor(route, application)).filter(([id]) => form.getValues()[id] === ''),
  );
  useEffect(() => {
    for (const [id, value] of filled) form.setValue(id, value);
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return filled.length > 0;
}
