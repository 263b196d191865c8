import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { CONDITION_SOURCES, dataPoints, isAsked } from '../../../../contract/data-points';
import { Link } from '../../lib/router';
import { sessionStore } from '../../lib/safe-storage';
import { ErrorSummary, inPageOrder } from '../error-summary';
import { Field, fieldLabel } from '../field';
import { LoanTermsSummary } from '../loan-information/loan-terms-dialog';
import { StepHeading } from '../step-heading';
import { formValuesFor } from './form-values';
import { LookupStatus } from './lookup-status';
import { acceptedPolicies, PoliciesBlock, POLICIES_FIELD } from './policies-block';
import { useStepAnswers } from './use-step-answers';
import { useStepGuard } from './use-step-guard';
import { useStepSubmit } from './use-step-submit';

export type FlowStep = { path: string; dataPoints: readonly string[] };

// The look-ups talk to the server through RTK Query: their code comes with the step that asks for them.
const PostcodeLookup = lazy(() => import('./lookups').then((m) => ({ default: m.PostcodeLookup })));
const EmployerSuggestions = lazy(() => import('./lookups').then((m) => ({ default: m.EmployerSuggestions })));

const TERMS = new Set(['amount', 'period']);
const POLICY_POINTS = new Set(['general-policies', 'marketing-consents']);
const EMPLOYERS_LIST = 'employer-name-suggestions';
const noSubscription = () => () => undefined;

/**
 * One step of the classic flow, or one page of the dynamic form (spec §2): its data points from the catalogue, an
 * error summary with links and inline errors, focus to the heading on arrival, a back link and one button.
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
  const step = steps[index]!;
  const dynamic = kind === 'dynamic';
  // The build checks every step's data points against the catalogue (brands/resolve.ts).
  const points = step.dataPoints.map((id) => dataPoints[id]!);
  const hasPolicies = step.dataPoints.includes('general-policies');
  // The amount and period of the dynamic form's first page are asked in a dialog (spec §2 "Vietnam brand").
  const withTerms = dynamic && step.dataPoints.includes('amount');
  const [termsOpen, setTermsOpen] = useState(false);
  // The postcode look-up's words, in a status line the step keeps while the look-up's code loads.
  const [lookupStatus, setLookupStatus] = useState('');
  const { form, formRef, application } = useStepAnswers(step.path, points, hasPolicies);
  // What decides whether a question is asked may have been answered on an earlier page.
  const earlier = useMemo(
    () => formValuesFor(CONDITION_SOURCES.map((id) => dataPoints[id]!), application, null),
    [application],
  );
  const { submit, saving, failed, failures, submits, errors } = useStepSubmit({
    steps,
    index,
    kind,
    form,
    earlier,
    hasPolicies,
    withTerms,
    askTerms: () => setTermsOpen(true),
  });
  const shown = useStepGuard(steps, index);
  // After a failed save focus goes to the message, so it is read and the next Tab stays in the form.
  const failedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failures > 0) failedRef.current?.focus();
  }, [failures]);
  // Whether answers survive a reload: only the browser knows (the build-time render assumes they do).
  const persistent = useSyncExternalStore(noSubscription, () => sessionStore.isPersistent(), () => true);

  const asked = points.filter((p) => isAsked(p.id, { ...earlier, ...form.values }));
  const errorOf = (id: string) => errors.find((e) => e.fieldName === id)?.message;
  // The summary is read as the page is (the policies last); each line names its question: five times "Enter an
  // answer" would not say which.
  const pageOrder = [...asked.map((p) => p.id).filter((id) => !POLICY_POINTS.has(id)), ...POLICY_POINTS];
  const summary = inPageOrder(errors, pageOrder).map((e) => {
    const point = dataPoints[e.fieldName];
    const label = e.fieldName === 'general-policies' ? t('policies>heading') : point ? fieldLabel(t, i18n, point) : null;
    return { fieldId: e.fieldName, message: label ? `${label}: ${t(e.message)}` : t(e.message) };
  });
  const lookupPostcode = step.dataPoints.includes('postal-code') && step.dataPoints.includes('city');
  const previous = index === 0 ? '/loan-information' : steps[index - 1]!.path;
  const progress = dynamic
    ? t('step>progressOpen', { current: index + 1 })
    : t('step>progress', { current: index + 1, total: steps.length });
  const last = index === steps.length - 1;

  if (!shown) return null;
  return (
    <main id="main" className="page">
      <Link to={previous} className="back-link">
        {t('step>back')}
      </Link>
      <StepHeading context={progress} errors={summary.length > 0}>
        {t(`steps>${step.path.slice(1)}`)}
      </StepHeading>
      {brand.country === 'CO' && step.path === '/reference-information' && (
        <p className="notice">{t('references>coNotice')}</p>
      )}
      <ErrorSummary errors={summary} focusKey={submits} />
      {!persistent && <p className="notice">{t('step>notPersistent')}</p>}
      {/* In the page from the start (empty): its words are then a change in an alert, which is announced, not an
          alert inserted already filled, which some readers miss. */}
      <p ref={failedRef} tabIndex={-1} role="alert" className="notice notice--error">
        {failed ? t(failed === 'server' ? 'step>saveFailedServer' : 'step>saveFailed') : ''}
      </p>
      {withTerms && (
        <LoanTermsSummary open={termsOpen} onOpenChange={setTermsOpen} onConfirm={() => formRef.current?.requestSubmit()} />
      )}
      {/* method=post: a press before any script ran never puts the answers in an address. */}
      <form ref={formRef} method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
        {asked
          .filter((p) => !(hasPolicies && POLICY_POINTS.has(p.id)) && !(withTerms && TERMS.has(p.id)))
          .map((p) => (
            <Field
              key={p.id}
              dataPoint={p}
              value={form.values[p.id]}
              onChange={(value) => form.setValue(p.id, value)}
              error={errorOf(p.id)}
              listId={p.id === 'employer-name' ? EMPLOYERS_LIST : undefined}
            >
              {p.id === 'postal-code' && lookupPostcode && (
                <>
                  <Suspense fallback={null}>
                    <PostcodeLookup form={form} onStatus={setLookupStatus} />
                  </Suspense>
                  <LookupStatus>{lookupStatus}</LookupStatus>
                </>
              )}
              {p.id === 'employer-name' && (
                <Suspense fallback={<datalist id={EMPLOYERS_LIST} />}>
                  <EmployerSuggestions typed={form.values['employer-name']} listId={EMPLOYERS_LIST} />
                </Suspense>
              )}
            </Field>
          ))}
        {hasPolicies && (
          <PoliciesBlock
            accepted={acceptedPolicies(form.values[POLICIES_FIELD])}
            onChange={(accepted) => form.setValue(POLICIES_FIELD, accepted)}
            error={errorOf('general-policies')}
            withMarketing={step.dataPoints.includes('marketing-consents')}
          />
        )}
        {/* Never `disabled` while saving: that would drop the focus to the page (a second press does nothing). */}
        <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
          {saving ? t('step>saving') : last && !dynamic ? t('step>submit') : t('step>continue')}
        </button>
        <p role="status" className="visually-hidden">
          {saving ? t('step>saving') : ''}
        </p>
      </form>
    </main>
  );
}
