import { useMemo, useState } from 'react';
import { CONDITION_SOURCES, dataPoints, isAsked } from '../../../../contract/data-points';
import { brand } from 'virtual:brand';
import { formValuesFor } from './form-values';
import { inNameOrder } from './name-order';
import type { FlowStep } from './flow-step';
import { useChecksAhead } from './use-checks-ahead';
import { useStepAnswers } from './use-step-answers';
import { useStepGuard } from './use-step-guard';
import { useStepSubmit } from './use-step-submit';

/**
 * A step's controller: its questions and what is asked of them now, its answers (kept as a draft), its submit
 * and save, and whether it may show (useStepGuard).
 */
export function useStep(steps: readonly FlowStep[], index: number, kind: 'classic' | 'dynamic') {
  const step = steps[index]!;
  const dynamic = kind === 'dynamic';
  // The build checks every step's data points against the catalogue (brands/resolve.ts).
  // In the order the market writes names (Viet Nam: family name first).
  const points = useMemo(
    () => inNameOrder(step.dataPoints.map((id) => dataPoints[id]!), brand.nameOrder),
    [step],
  );
  const hasPolicies = step.dataPoints.includes('general-policies');
  // The amount and period of the dynamic form's first page are asked in a dialog (behaviour §2 "Vietnam brand").
  const withTerms = dynamic && points.some((p) => p.loanTerm);
  const [termsOpen, setTermsOpen] = useState(false);
  const { form, formRef, application, discardDraft } = useStepAnswers(step.path, points, hasPolicies);
  // What decides whether a question is asked may have been answered on an earlier page.
  const earlier = useMemo(
    () => formValuesFor(CONDITION_SOURCES.map((id) => dataPoints[id]!), application, null),
    [application],
  );
  const submission = useStepSubmit({
    steps,
    index,
    kind,
    form,
    discardDraft,
    earlier,
    hasPolicies,
    withTerms,
    askTerms: () => setTermsOpen(true),
  });
  const shown = useStepGuard(steps, index);
  // The same list while the same questions are asked: what renders it skips a keystroke that asks nothing new.
  const askedIds = points.filter((p) => isAsked(p.id, { ...earlier, ...form.values })).map((p) => p.id).join(' ');
  const asked = useMemo(() => points.filter((p) => askedIds.split(' ').includes(p.id)), [points, askedIds]);
  useChecksAhead(form.values, asked);

  return {
    step,
    dynamic,
    hasPolicies,
    withTerms,
    termsOpen,
    setTermsOpen,
    form,
    formRef,
    asked,
    shown,
    ...submission,
  };
}
