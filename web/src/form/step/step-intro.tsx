import { memo } from 'react';
import { dataPoints } from '../../../../contract/data-points';
import type { FieldError } from '../../../../contract/lead';
import type { I18n, TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { sessionStore } from '../../lib/safe-storage';
import { useClientValue } from '../../lib/use-client-value';
import { ErrorSummary, inPageOrder, type SummaryError } from '../../ui/error-summary';
import { fieldLabel } from '../../ui/field';
import { StepHeading } from '../../ui/step-heading';
import { POLICY_POINTS } from './policies-block';
import { PrivacyNotice } from './privacy-notice';
import { SaveFailure } from './save-failure';
import type { FlowStep } from './flow-step';
import type { SaveFailureKind } from '../../lead/field-errors';

/**
 * The error summary's lines in page order (`pageOrder`: the field ids top to bottom), each naming its question: five
 * times "Enter an answer" would not say which.
 */
export function summaryLines(
  t: TFunction,
  i18n: I18n,
  errors: readonly FieldError[],
  pageOrder: readonly string[],
): SummaryError[] {
  return inPageOrder(errors, pageOrder).map((e) => {
    const point = dataPoints[e.fieldName];
    const label = e.fieldName === 'general-policies' ? t('policies>heading') : point ? fieldLabel(t, i18n, point) : null;
    return { fieldId: e.fieldName, message: label ? `${label}: ${t(e.message)}` : t(e.message) };
  });
}

/**
 * What a step says before its questions: the way back, the heading with the progress, the error summary, and why
 * answers may not be kept or the last save failed.
 */
export const StepIntro = memo(function StepIntro({
  steps,
  index,
  number = index + 1,
  total,
  asked,
  errors,
  submits,
  failed,
  failures,
}: {
  steps: readonly FlowStep[];
  index: number;
  /** The step's number, for "Step 2 of 5" (index + 1 unless said). */
  number?: number;
  /** How many steps the flow has, for "Step 2 of 5". */
  total: number;
  /** The questions asked, in page order. */
  asked: readonly string[];
  errors: readonly FieldError[];
  /** Counts failed submits: the summary takes focus again on each. */
  submits: number;
  failed: SaveFailureKind | null;
  failures: number;
}) {
  const { t, i18n } = useTranslation('form');
  const { path, notice } = steps[index]!;
  // Whether answers survive a reload: only the browser knows (the build-time render assumes they do).
  const persistent = useClientValue(() => sessionStore.isPersistent(), true);
  // The summary is read as the page is (the policies last); each line names its question: five times "Enter an
  // answer" would not say which.
  const pageOrder = [...asked.filter((id) => !POLICY_POINTS.has(id)), ...POLICY_POINTS];
  const summary = summaryLines(t, i18n, errors, pageOrder);
  const progress = t('step>progress', { current: number, total });
  return (
    <>
      <Link to={index === 0 ? '/loan-information' : steps[index - 1]!.path} back className="back-link">
        {t('step>back')}
      </Link>
      <StepHeading context={progress} errors={summary.length > 0}>
        {t(`steps>${path.slice(1)}`)}
      </StepHeading>
      {notice && <p className="notice">{t(notice)}</p>}
      {index === 0 && <PrivacyNotice />}
      <ErrorSummary errors={summary} focusKey={submits} />
      {!persistent && <p className="notice">{t('step>notPersistent')}</p>}
      <SaveFailure failed={failed} failures={failures} />
    </>
  );
});
