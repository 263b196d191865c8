import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brand } from 'virtual:brand';
import {
  CONDITION_SOURCES,
  dataPoints,
  isAsked,
  parseDataPoints,
  type DataPoint,
  type ValidationContext,
} from '../../../../contract/data-points';
import type { FieldError } from '../../../../contract/lead';
import { progressState, routeForState } from '../../../../contract/progress';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { selectFinalSubmission, selectFirstPageWith } from '../dynamic-pages-slice';
import { LoanTermsSummary } from '../loan-information/loan-terms-dialog';
import { useLoanTerms } from '../loan-information/loan-terms';
import { sessionStore, isPlainRecord } from '../../lib/safe-storage';
import { Link, useNavigate } from '../../lib/router';
import { ErrorSummary } from '../error-summary';
import { draftKey } from '../draft';
import { Field, fieldLabel, valueOnPage } from '../field';
import { prerenderedForm, takePendingSubmit } from '../early-input';
import { StepHeading } from '../step-heading';
import { formValuesFor } from './form-values';
import { POLICIES_FIELD, PoliciesBlock, policyAnswers } from './policies-block';
import { usePoliciesQuery } from '../../lead/lead-api';
import { useLeadSave } from './use-lead-save';
import { usePostcodeFill, useEmployerSuggestions } from './lookups';
import { reachableStep } from './reachability';

export type FlowStep = { path: string; dataPoints: readonly string[] };

const TERMS = new Set(['amount', 'period']);
const acceptedPolicies = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const today = () => new Date().toISOString().slice(0, 10);
const noSubscription = () => () => undefined;
/** Answers typed into the build-time rendered step before its code ran (early-input.ts). */
function typedOnPage(form: HTMLFormElement | null, points: readonly DataPoint[]): Record<string, string | boolean> {
  if (!form) return {};
  const typed: Record<string, string | boolean> = {};
  for (const p of points) {
    const value = valueOnPage(p, form);
    if (value !== undefined) typed[p.id] = value;
  }
  return typed;
}

/**
 * One step of the classic flow, or one page of the dynamic form (spec §2): its data points from the catalogue, an error summary with links and inline
 * errors, focus to the heading on arrival, a back link and one button. Typed answers are kept as a draft in
 * sessionStorage (never localStorage) so a reload reopens the step as it was.
 */
export function StepPage({
  steps,
  index,
  kind = 'classic',
}: {
  steps: readonly FlowStep[];
  index: number;
  /** 'dynamic': the pages so far of the v3 form; the server's answer decides what comes next. */
  kind?: 'classic' | 'dynamic';
}) {
  const { t, i18n } = useTranslation('form');
  const navigate = useNavigate();
  const store = useAppStore();
  const step = steps[index]!;
  const dynamic = kind === 'dynamic';
  const last = index === steps.length - 1;
  // The dynamic form's final page carries every data point and the step order (spec §2).
  const finalPages = useAppSelector((s) => (dynamic && last ? selectFinalSubmission(s) : undefined));
  // The amount and period of the dynamic form's first page are asked in a dialog (spec §2 "Vietnam brand").
  const withTerms = dynamic && step.dataPoints.includes('amount');
  const terms = useLoanTerms();
  const [termsOpen, setTermsOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The build checks every step's data points against the catalogue (brands/resolve.ts).
  const points = step.dataPoints.map((id) => dataPoints[id]!);
  const application = useAppSelector((s) => s.leadApplication.applicationData);
  // The furthest step the answers here allow, or the server's state (a lead resumed from a link).
  const reachable = useAppSelector((s) =>
    Math.max(
      reachableStep(steps, s.leadApplication.applicationData),
      steps.findIndex((x) => x.path === routeForState(s.leadApplication.progressState)),
    ),
  );
  const serverErrors = useAppSelector((s) => s.leadApplication.pageErrors[step.path]);
  const flow = useMemo(() => steps.map((s) => ({ path: s.path, fields: s.dataPoints })), [steps]);
  const { save, saving } = useLeadSave(flow, kind);
  const hasPolicies = step.dataPoints.includes('general-policies');
  const { data: policyData } = usePoliciesQuery(brand.locale, { skip: !hasPolicies });
  const ctx = useMemo<ValidationContext>(
    () => ({ country: brand.country, amount: brand.amount, period: brand.period, today: today() }),
    [],
  );

  // Read before React takes the build-time markup over (the first render of a hydration).
  const [early] = useState(() => prerenderedForm(step.path));
  const [defaults] = useState(() => {
    const draft = sessionStore.getJson(draftKey(step.path), isPlainRecord);
    const values: Record<string, unknown> = formValuesFor(points, application, {
      ...draft,
      ...typedOnPage(early, points),
    });
    // The ticked policies (their ids) come back from the draft, else from what was saved.
    if (hasPolicies) values[POLICIES_FIELD] = acceptedPolicies(draft?.[POLICIES_FIELD] ?? application.policies);
    return values;
  });
  const form = useForm<FieldValues>({ defaultValues: defaults });
  // This page's own check wins while it has run; otherwise the server's errors for this page (spec §4).
  const [localErrors, setErrors] = useState<FieldError[] | null>(null);
  const errors = localErrors ?? serverErrors ?? [];
  const [submits, setSubmits] = useState(0);
  const [failed, setFailed] = useState(false);
  const values = useWatch({ control: form.control });
  // What decides whether a question is asked may have been answered on an earlier page.
  const earlier = useMemo(
    () => formValuesFor(CONDITION_SOURCES.map((id) => dataPoints[id]!), application, null),
    [application],
  );
  const asked = points.filter((p) => isAsked(p.id, { ...earlier, ...values }));
  const postcodeStatus = usePostcodeFill(
    form,
    step.dataPoints.includes('postal-code') && step.dataPoints.includes('city'),
  );
  const employers = useEmployerSuggestions(
    form,
    asked.some((p) => p.id === 'employer-name'),
  );
  const firstRender = useRef(true);
  // Whether answers survive a reload: only the browser knows (the build-time render assumes they do).
  const persistent = useSyncExternalStore(noSubscription, () => sessionStore.isPersistent(), () => true);

  // The build-time rendered step has been taken over. What the page shows now is what the form holds: a key
  // pressed while React hydrated changed the page but reached no handler, so the page is read once more and kept
  // as a draft. A press of the button meanwhile (caught by the page's inline starter) is carried out now; the
  // heading's mount has already marked the page ready, so the starter catches no more presses.
  useEffect(() => {
    if (early) {
      const onPage = typedOnPage(early, points);
      for (const [id, value] of Object.entries(onPage)) if (form.getValues(id) !== value) form.setValue(id, value);
      if (Object.keys(onPage).length > 0) sessionStore.setJson(draftKey(step.path), form.getValues());
    }
    if (takePendingSubmit(formRef.current)) formRef.current?.requestSubmit();
    // Once, when the step page mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A closed application (Back after the result) shows its result again: nothing is sent twice.
  const closedRoute = useAppSelector((s) => {
    const state = progressState(s.leadApplication.progressState);
    return state?.final ? state.route : null;
  });
  // A step not reachable yet (opened from the address bar or an old bookmark) shows the current one instead.
  useEffect(() => {
    if (closedRoute) navigate(closedRoute, { replace: true });
    else if (index > reachable) navigate(steps[reachable]!.path, { replace: true });
  }, [closedRoute, index, reachable, steps, navigate]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const handle = window.setTimeout(() => sessionStore.setJson(draftKey(step.path), values), 300);
    return () => window.clearTimeout(handle);
  }, [values, step.path]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const current: Record<string, unknown> = { ...form.getValues() };
    const accepted = Array.isArray(current[POLICIES_FIELD]) ? (current[POLICIES_FIELD] as string[]) : [];
    if (hasPolicies) Object.assign(current, policyAnswers(policyData?.policies, accepted));
    if (withTerms) Object.assign(current, { amount: String(terms.amount), period: String(terms.period) });
    const parsed = parseDataPoints(
      step.dataPoints.filter((id) => isAsked(id, { ...earlier, ...current })),
      current,
      ctx,
    );
    if (hasPolicies) parsed.lead.policies = accepted;
    setFailed(false);
    if (parsed.errors.length) {
      setErrors(parsed.errors);
      setSubmits((n) => n + 1);
      return;
    }
    setErrors([]);
    if (withTerms && !terms.chosen) {
      // No amount chosen yet (the person came straight here): ask for it, then send.
      setTermsOpen(true);
      return;
    }
    const outcome = await save(step.path, parsed.lead, last, finalPages);
    if (outcome.ok) {
      sessionStore.remove(draftKey(step.path));
      navigate(dynamic ? nextDynamicPath(outcome.requestedDataPoints) : last ? '/checking' : steps[index + 1]!.path);
    } else if (outcome.kind === 'failed') {
      setFailed(true);
    } else {
      // The server's field errors: shown on the earliest page that owns one (spec §4).
      setErrors(null);
      setSubmits((n) => n + 1);
      if (outcome.erroredPage && outcome.erroredPage !== step.path) navigate(outcome.erroredPage);
    }
  };

  /** After a dynamic page: the first page holding what the server asks for, or checking when it asks nothing. */
  const nextDynamicPath = (requested: readonly string[] = []) => {
    const path = requested.length ? selectFirstPageWith(store.getState(), requested) : null;
    return path ? `/${path}` : '/checking';
  };

  const errorOf = (id: string) => errors.find((e) => e.fieldName === id)?.message;
  // Each summary line names its question: five times "Enter an answer" would not say which.
  const summary = errors.map((e) => {
    const point = dataPoints[e.fieldName];
    const label = e.fieldName === 'general-policies' ? t('policies>heading') : point ? fieldLabel(t, i18n, point) : null;
    return { fieldId: e.fieldName, message: label ? `${label}: ${t(e.message)}` : t(e.message) };
  });
  const previous = index === 0 ? '/loan-information' : steps[index - 1]!.path;
  const policyIds = new Set(['general-policies', 'marketing-consents']);

  if (closedRoute || index > reachable) return null;
  return (
    <main id="main" className="page">
      <Link to={previous} className="back-link">
        {t('step>back')}
      </Link>
      <p className="step-progress">
        {dynamic
          ? t('step>progressOpen', { current: index + 1 })
          : t('step>progress', { current: index + 1, total: steps.length })}
      </p>
      <StepHeading>{t(`steps>${step.path.slice(1)}`)}</StepHeading>
      {brand.country === 'CO' && step.path === '/reference-information' && (
        <p className="notice">{t('references>coNotice')}</p>
      )}
      <ErrorSummary errors={summary} focusKey={submits} />
      {!persistent && <p className="notice">{t('step>notPersistent')}</p>}
      {failed && (
        <p role="alert" className="notice notice--error">
          {t('step>saveFailed')}
        </p>
      )}
      {withTerms && (
        <LoanTermsSummary open={termsOpen} onOpenChange={setTermsOpen} onConfirm={() => formRef.current?.requestSubmit()} />
      )}
      {/* method=post: a press before any script ran never puts the answers in an address. */}
      <form ref={formRef} method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
        {asked
          .filter((p) => !(hasPolicies && policyIds.has(p.id)) && !(withTerms && TERMS.has(p.id)))
          .map((p) => (
            <Field
              key={p.id}
              dataPoint={p}
              control={form.control}
              error={errorOf(p.id)}
              suggestions={p.id === 'employer-name' ? employers : undefined}
            >
              {p.id === 'postal-code' && postcodeStatus}
            </Field>
          ))}
        {hasPolicies && (
          <PoliciesBlock
            control={form.control}
            errorOf={errorOf}
            withMarketing={step.dataPoints.includes('marketing-consents')}
          />
        )}
        <button type="submit" className="button button--primary" disabled={saving} aria-disabled={saving}>
          {saving ? t('step>saving') : last && !dynamic ? t('step>submit') : t('step>continue')}
        </button>
      </form>
    </main>
  );
}
