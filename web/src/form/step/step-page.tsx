import { useCallback, useMemo } from 'react';
import type { FlowStep } from './flow-step';
import { useTranslation } from '../../i18n/react';
import { LoanTermsSummary } from '../loan-information/loan-terms-summary';
import { acceptedPolicies, PoliciesBlock, POLICIES_FIELD, POLICY_POINTS } from './policies-block';
import { SaveButton } from './save-button';
import { StepFields } from './step-fields';
import { StepIntro } from './step-intro';
import { useStep } from './use-step';

type Props = {
  steps: readonly FlowStep[];
  index: number;
  /** 'dynamic': the pages so far of the v3 form; the server's answer decides what comes next. */
  kind?: 'classic' | 'dynamic';
  /** How many steps the flow has (every page the dynamic form may ask; the classic steps' count). */
  total?: number;
  /** The step's number in "Step 2 of 5" (the dynamic form counts pages an answer ruled out; the classic: index + 1). */
  number?: number;
};

/**
 * One step of the classic flow, or one page of the dynamic form (spec §2): its data points from the catalogue, an
 * error summary with links and inline errors, focus to the heading on arrival, a back link and one button.
 */
export function StepPage({ steps, index, kind = 'classic', total = steps.length, number = index + 1 }: Props) {
  const { t } = useTranslation('form');
  const { step, dynamic, hasPolicies, withTerms, termsOpen, setTermsOpen, form, formRef, asked, shown, ...save } =
    useStep(steps, index, kind);
  const errorOf = (id: string) => save.errors.find((e) => e.fieldName === id)?.message;
  const last = index === steps.length - 1;
  // Kept the same while what they say is: the parts below re-render only for what changes them.
  const askedIds = useMemo(() => asked.map((p) => p.id), [asked]);
  const policiesValue = form.values[POLICIES_FIELD];
  const accepted = useMemo(() => acceptedPolicies(policiesValue), [policiesValue]);
  const { setValue } = form;
  const onPolicies = useCallback((ids: string[]) => setValue(POLICIES_FIELD, ids), [setValue]);
  const confirmTerms = useCallback(() => formRef.current?.requestSubmit(), [formRef]);

  if (!shown) return null;
  return (
    <main id="main" className="page">
      <StepIntro
        steps={steps}
        index={index}
        number={number}
        total={total}
        asked={askedIds}
        errors={save.errors}
        submits={save.submits}
        failed={save.failed}
        failures={save.failures}
      />
      {withTerms && (
        <LoanTermsSummary
          open={termsOpen}
          onOpenChange={setTermsOpen}
          onConfirm={confirmTerms}
        />
      )}
      {/* method=post: a press before any script ran never puts the answers in an address. */}
      <form ref={formRef} method="post" onSubmit={(e) => void save.submit(e)} noValidate className="step-form">
        <StepFields
          points={asked.filter(
            (p) => !(hasPolicies && POLICY_POINTS.has(p.id)) && !(withTerms && p.loanTerm),
          )}
          form={form}
          errorOf={errorOf}
        />
        {hasPolicies && (
          <PoliciesBlock
            accepted={accepted}
            onChange={onPolicies}
            error={errorOf('general-policies')}
            withMarketing={step.dataPoints.includes('marketing-consents')}
          />
        )}
        <SaveButton saving={save.saving} label={last && !dynamic ? t('step>submit') : t('step>continue')} />
      </form>
    </main>
  );
}
