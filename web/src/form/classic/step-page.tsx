import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brand } from 'virtual:brand';
import {
  dataPoints,
  isAsked,
  parseDataPoints,
  type ValidationContext,
} from '../../../../contract/data-points';
import type { FieldError } from '../../../../contract/lead';
import { routeForState } from '../../../../contract/progress';
import { useAppSelector } from '../../app/hooks';
import { sessionStore, isPlainRecord } from '../../lib/safe-storage';
import { Link, useNavigate } from '../../lib/router';
import { ErrorSummary } from '../error-summary';
import { Field } from '../field';
import { StepHeading } from '../step-heading';
import { formValuesFor } from './form-values';
import { POLICIES_FIELD, PoliciesBlock, policyAnswers } from './policies-block';
import { usePoliciesQuery } from '../../lead/lead-api';
import { useLeadSave } from './use-lead-save';
import { usePostcodeFill, useEmployerSuggestions } from './lookups';
import { reachableStep } from './reachability';

export type FlowStep = { path: string; dataPoints: readonly string[] };

const today = () => new Date().toISOString().slice(0, 10);
const draftKey = (path: string) => `draft:${path}`;

/**
 * One classic step (spec §2): its data points from the catalogue, an error summary with links and inline
 * errors, focus to the heading on arrival, a back link and one button. Typed answers are kept as a draft in
 * sessionStorage (never localStorage) so a reload reopens the step as it was.
 */
export function StepPage({ steps, index }: { steps: readonly FlowStep[]; index: number }) {
  const { t } = useTranslation('form');
  const navigate = useNavigate();
  const step = steps[index]!;
  const last = index === steps.length - 1;
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
  const { save, saving } = useLeadSave(flow);
  const hasPolicies = step.dataPoints.includes('general-policies');
  const { data: policyData } = usePoliciesQuery(brand.locale, { skip: !hasPolicies });
  const policies = policyData?.policies ?? [];
  const ctx = useMemo<ValidationContext>(
    () => ({ country: brand.country, amount: brand.amount, period: brand.period, today: today() }),
    [],
  );

  const [defaults] = useState(() =>
    formValuesFor(points, application, sessionStore.getJson(draftKey(step.path), isPlainRecord)),
  );
  const form = useForm<FieldValues>({ defaultValues: defaults });
  // This page's own check wins while it has run; otherwise the server's errors for this page (spec §4).
  const [localErrors, setErrors] = useState<FieldError[] | null>(null);
  const errors = localErrors ?? serverErrors ?? [];
  const [submits, setSubmits] = useState(0);
  const [failed, setFailed] = useState(false);
  const values = useWatch({ control: form.control });
  const asked = points.filter((p) => isAsked(p.id, values));
  const postcodeStatus = usePostcodeFill(
    form,
    step.dataPoints.includes('postal-code') && step.dataPoints.includes('city'),
  );
  const employers = useEmployerSuggestions(
    form,
    asked.some((p) => p.id === 'employer-name'),
  );
  const firstRender = useRef(true);

  // A step not reachable yet (opened from the address bar or an old bookmark) shows the current one instead.
  useEffect(() => {
    if (index > reachable) navigate(steps[reachable]!.path, { replace: true });
  }, [index, reachable, steps, navigate]);

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
    if (hasPolicies) Object.assign(current, policyAnswers(policies, accepted));
    const parsed = parseDataPoints(
      step.dataPoints.filter((id) => isAsked(id, current)),
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
    const outcome = await save(step.path, parsed.lead, last);
    if (outcome.ok) {
      sessionStore.remove(draftKey(step.path));
      navigate(last ? '/checking' : steps[index + 1]!.path);
    } else if (outcome.kind === 'failed') {
      setFailed(true);
    } else {
      // The server's field errors: shown on the earliest page that owns one (spec §4).
      setErrors(null);
      setSubmits((n) => n + 1);
      if (outcome.erroredPage && outcome.erroredPage !== step.path) navigate(outcome.erroredPage);
    }
  };

  const errorOf = (id: string) => errors.find((e) => e.fieldName === id)?.message;
  const summary = errors.map((e) => ({ fieldId: e.fieldName, message: t(e.message) }));
  const previous = index === 0 ? '/loan-information' : steps[index - 1]!.path;
  const policyIds = new Set(['general-policies', 'marketing-consents']);

  if (index > reachable) return null;
  return (
    <main id="main" className="page">
      <Link to={previous} className="back-link">
        {t('step>back')}
      </Link>
      <p className="step-progress">{t('step>progress', { current: index + 1, total: steps.length })}</p>
      <StepHeading>{t(`steps>${step.path.slice(1)}`)}</StepHeading>
      {brand.country === 'CO' && step.path === '/reference-information' && (
        <p className="notice">{t('references>coNotice')}</p>
      )}
      <ErrorSummary errors={summary} focusKey={submits} />
      {!sessionStore.isPersistent() && <p className="notice">{t('step>notPersistent')}</p>}
      {failed && (
        <p role="alert" className="notice notice--error">
          {t('step>saveFailed')}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="step-form">
        {asked
          .filter((p) => !(hasPolicies && policyIds.has(p.id)))
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
          {saving ? t('step>saving') : last ? t('step>submit') : t('step>continue')}
        </button>
      </form>
    </main>
  );
}
