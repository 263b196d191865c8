import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { OfferChoiceRoute, OfferChoicesAnswer } from '../../../../contract/offer-choices';
import { useAppDispatch } from '../../app/hooks';
import { applyLeadStatus } from '../../lead/apply-status';
import { type Attempts, useAttempts } from '../../lead/attempt';
import { useCatchUp } from '../../lead/catch-up';
import { fieldErrorsOf } from '../../lead/field-errors';
import { useAnswerOfferMutation, useOfferChoicesQuery, useUpdateOfferMutation } from './offer-choice-api';

/** The applicant's answer: one offer accepted, or all declined. */
export type OfferChoice = { answer: 'accept'; offerId: string } | { answer: 'decline' };

/** A field error of the server's 422 (`offerId`, `amount`, `period`) with its 'screens' key. */
export type OfferFieldError = { fieldName: string; message: string };

/** What went wrong with the last call: a fault to retry (`failures`), the server's field errors, or a 409 caught up. */
function useFailures(catchUp: () => Promise<boolean>, refetch: () => void) {
  const [failures, setFailures] = useState(0);
  const [errors, setErrors] = useState<OfferFieldError[]>([]);
  const reset = () => {
    setErrors([]);
    setFailures(0);
  };
  /** The failure of a call: the lead moved on (409), its field errors (422), or a fault to retry. */
  const failed = async (error: unknown, attempt: Attempts<undefined>) => {
    if ((error as { status?: unknown }).status === 409 && (await catchUp())) return;
    const fieldErrors = fieldErrorsOf(error);
    if (!fieldErrors) return setFailures((n) => n + 1);
    attempt.answered();
    setErrors(fieldErrors);
    if (fieldErrors.some((e) => e.fieldName === 'offerId')) refetch();
  };
  return { failures, errors, reset, failed };
}

/**
 * An offer-choice screen's data and answers: the offers from the API (or as last re-priced), the answer (accept
 * one, decline), the re-pricing of an offer the applicant may change, a fault of ours (`failures`) and the server's
 * field errors. The server's answer moves the application on as the status poll's does.
 */
export function useOfferChoice(route: OfferChoiceRoute, leadId: string | null) {
  const dispatch = useAppDispatch();
  const list = useOfferChoicesQuery(leadId ? { route, leadId } : skipToken);
  const [updated, setUpdated] = useState<OfferChoicesAnswer | null>(null);
  const [answerOffer, answering] = useAnswerOfferMutation();
  const [updateOffer, updating] = useUpdateOfferMutation();
  const answerKey = useAttempts();
  const updateKey = useAttempts();
  const { failures, errors, reset, failed } = useFailures(useCatchUp(route, leadId), () => {
    setUpdated(null);
    void list.refetch();
  });

  const answer = async (choice: OfferChoice) => {
    if (!leadId || answering.isLoading) return;
    reset();
    try {
      const status = await answerOffer({
        route,
        body: { ...choice, leadId },
        idempotencyKey: answerKey.keyFor([route, leadId, choice]),
      }).unwrap();
      answerKey.answered();
      applyLeadStatus(dispatch, status);
    } catch (error) {
      await failed(error, answerKey);
    }
  };

  const update = async (amount: number, period: number): Promise<boolean> => {
    if (!leadId || updating.isLoading) return false;
    reset();
    try {
      const body = { leadId, amount, period };
      setUpdated(
        await updateOffer({ route, body, idempotencyKey: updateKey.keyFor([route, body]) }).unwrap(),
      );
      updateKey.answered();
      return true;
    } catch (error) {
      await failed(error, updateKey);
      return false;
    }
  };

  const data = updated ?? list.data;
  return {
    list,
    data,
    answer,
    update,
    failures,
    errors,
    sending: answering.isLoading,
    updating: updating.isLoading,
  };
}
