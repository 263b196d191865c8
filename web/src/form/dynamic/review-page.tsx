import { useMemo, useState, type FormEvent } from 'react';
import { brand } from 'virtual:brand';
import { countedPages } from '../../../../contract/dynamic-stages';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { useTranslation } from '../../i18n/react';
import type { SaveFailureKind } from '../../lead/field-errors';
import { Link, useNavigate, useNavigationPending } from '../../lib/router';
import { useMoveTo } from '../../progress/use-move-to';
import { selectDynamicPages, selectFinalSubmission, selectFirstPageWith } from '../dynamic-pages-slice';
import { StepHeading } from '../../ui/step-heading';
import { SaveButton } from '../step/save-button';
import { SaveFailure } from '../step/save-failure';
import type { FlowStep } from '../step/flow-step';
import { useLeadSave } from '../step/use-lead-save';
import { useStepGuard } from '../step/use-step-guard';
import { ReviewSection } from './review-answers';
import { REVIEW_PATH } from './review-path';

/**
 * The dynamic form's last page (behaviour §2 "the final page carries the list of all data points to submit and the
 * 1-based step order"): every answer with a link to change it, then the button that submits. Shown only once no
 * page misses an answer; the server submits only when nothing is missing, else names what is (that page opens).
 */
export function ReviewPage() {
  const { t } = useTranslation('form');
  const store = useAppStore();
  const navigate = useNavigate();
  // The next screen renders in a transition after the send: a press meanwhile does nothing.
  const leaving = useNavigationPending();
  const moveTo = useMoveTo();
  const pages = useAppSelector(selectDynamicPages);
  const application = useAppSelector((s) => s.leadApplication.applicationData);
  const steps = useMemo<FlowStep[]>(
    () => [
      ...pages.map((p) => ({ path: `/${p.path}`, dataPoints: p.dataPoints })),
      { path: REVIEW_PATH, dataPoints: [] },
    ],
    [pages],
  );
  // The last of every page the form may ask, as each page counts them (dynamic-step-page.tsx).
  const total = useMemo(() => countedPages(brand.country, pages.map((p) => p.path)).length + 1, [pages]);
  const shown = useStepGuard(steps, pages.length);
  const { save, saving } = useLeadSave(
    steps.map((s) => ({ path: s.path, fields: s.dataPoints })),
    'dynamic',
  );
  const [failed, setFailed] = useState<SaveFailureKind | null>(null);
  const [failures, setFailures] = useState(0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || leaving) return;
    setFailed(null);
    const outcome = await save(REVIEW_PATH, {}, true, selectFinalSubmission(store.getState()));
    if (outcome.ok) {
      const requested = outcome.requestedDataPoints ?? [];
      const missing = requested.length ? selectFirstPageWith(store.getState(), requested) : null;
      if (missing) navigate(`/${missing}`);
      else moveTo('/checking');
    } else if (outcome.kind === 'failed') {
      setFailed(outcome.cause);
      setFailures((n) => n + 1);
    } else if (outcome.erroredPage) navigate(outcome.erroredPage);
  };

  if (!shown) return null;
  return (
    <main id="main" className="page">
      <Link to={steps[pages.length - 1]!.path} back className="back-link">
        {t('step>back')}
      </Link>
      <StepHeading context={t('step>progress', { current: total, total })}>
        {t('steps>review')}
      </StepHeading>
      <p>{t('review>intro')}</p>
      <SaveFailure failed={failed} failures={failures} />
      {pages.map((page) => (
        <ReviewSection key={page.path} page={page} application={application} />
      ))}
      {/* method=post: a press before any script ran never puts the answers in an address. */}
      <form method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
        <SaveButton saving={saving} label={t('step>submit')} />
      </form>
    </main>
  );
}
