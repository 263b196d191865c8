import { useState, type FormEvent } from 'react';
import { brand } from 'virtual:brand';
import { isAsked, parseDataPoints, validationContext } from '../../../../contract/data-points';
import type { FieldError } from '../../../../contract/lead';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { loadedPolicies } from '../../lead/policies';
import { useNavigate, useNavigationPending } from '../../lib/router';
import { useMoveTo } from '../../progress/use-move-to';
import { selectFirstPageWith } from '../dynamic-pages-slice';
import type { FormState, FormValues } from '../form-state';
import { loanTermsOf } from '../loan-information/loan-terms';
import { acceptedPolicies, POLICIES_FIELD, policyAnswers } from './policies-block';
import type { FlowStep } from './flow-step';
import { useLeadSave } from './use-lead-save';
import { useLookupWait } from './use-lookup-wait';
import { REVIEW_PATH } from '../dynamic/review-path';
import type { SaveFailureKind } from '../../lead/field-errors';

const NO_ERRORS: readonly FieldError[] = [];

type Options = {
  steps: readonly FlowStep[];
  index: number;
  kind: 'classic' | 'dynamic';
  form: FormState;
  /** Drops the step's draft once its answers are saved. */
  discardDraft: () => void;
  /** Answers of earlier pages that decide whether a question here is asked. */
  earlier: FormValues;
  hasPolicies: boolean;
  /** The dynamic form's first page: the amount and period come from the loan terms (asked in a dialog). */
  withTerms: boolean;
  askTerms: () => void;
};

/**
 * What pressing the step's button does: check the answers with the catalogue, show every problem at once, else
 * save them (the store first, then the server) and go on. The server's field errors land on the page that owns
 * them (spec §4).
 */
export function useStepSubmit({ steps, index, kind, form, discardDraft, earlier, hasPolicies, withTerms, askTerms }: Options) {
  const navigate = useNavigate();
  // The next step renders in a transition after the save: a press meanwhile does nothing.
  const leaving = useNavigationPending();
  const moveTo = useMoveTo();
  const store = useAppStore();
  const step = steps[index]!;
  const dynamic = kind === 'dynamic';
  const last = index === steps.length - 1;
  const { save, saving } = useLeadSave(
    steps.map((s) => ({ path: s.path, fields: s.dataPoints })),
    kind,
  );
  // A postcode look-up about to fill the town and province is waited for before the answers are checked.
  const lookupsSettled = useLookupWait(form, step.dataPoints);
  const serverErrors = useAppSelector((s) => s.leadApplication.pageErrors[step.path]);
  // This page's own check wins while it has run; otherwise the server's errors for this page (spec §4).
  const [localErrors, setErrors] = useState<FieldError[] | null>(null);
  const [submits, setSubmits] = useState(0);
  // Failed saves so far: each one shows the message and moves focus to it.
  const [failures, setFailures] = useState(0);
  /** Why the last save failed, while its message shows. */
  const [failed, setFailed] = useState<SaveFailureKind | null>(null);

  /** After a dynamic page: the first page holding what the server asks for, or the review when it asks nothing. */
  const nextDynamicPath = (requested: readonly string[] = []) => {
    const path = requested.length ? selectFirstPageWith(store.getState(), requested) : null;
    return path ? `/${path}` : REVIEW_PATH;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || leaving || !(await lookupsSettled())) return;
    const current: FormValues = { ...form.getValues() };
    const accepted = acceptedPolicies(current[POLICIES_FIELD]);
    if (hasPolicies) Object.assign(current, policyAnswers(loadedPolicies(brand.locale), accepted));
    // Read at the press: the dialog's "Confirm" stores the terms and presses the button in the same event.
    const terms = withTerms ? loanTermsOf(store.getState().leadApplication.applicationData) : null;
    if (terms) Object.assign(current, { amount: String(terms.amount), period: String(terms.period) });
    const asked = step.dataPoints.filter((id) => isAsked(id, { ...earlier, ...current }));
    const parsed = parseDataPoints(asked, current, validationContext(brand, new Date()));
    if (hasPolicies) parsed.lead.policies = accepted;
    setFailed(null);
    if (parsed.errors.length) {
      setErrors(parsed.errors);
      setSubmits((n) => n + 1);
      return;
    }
    setErrors([]);
    // No amount chosen yet (the person came straight here): ask for it, then send.
    if (terms && !terms.chosen) return askTerms();
    // A dynamic page never submits: its review does.
    const outcome = await save(step.path, parsed.lead, !dynamic && last);
    if (outcome.ok) {
      discardDraft();
      moveTo(dynamic ? nextDynamicPath(outcome.requestedDataPoints) : last ? '/checking' : steps[index + 1]!.path);
    } else if (outcome.kind === 'failed') {
      setFailed(outcome.cause);
      setFailures((n) => n + 1);
    } else {
      setErrors(null);
      setSubmits((n) => n + 1);
      if (outcome.erroredPage && outcome.erroredPage !== step.path) navigate(outcome.erroredPage);
    }
  };

  return { submit, saving, failed, failures, submits, errors: localErrors ?? serverErrors ?? NO_ERRORS };
}
