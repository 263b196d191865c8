import type { OfferFormRoute } from '../../../../contract/offer-forms';
import { ErrorSummary } from '../../ui/error-summary';
import { StepHeading } from '../../ui/step-heading';
import { SaveButton } from '../../form/step/save-button';
import { SaveFailure } from '../../form/step/save-failure';
import { StepFields } from '../../form/step/step-fields';
import { summaryLines } from '../../form/step/step-intro';
import { useTranslation } from '../../i18n/react';
import { useBackendChoices } from './use-backend-choices';
import { useOfferForm } from './use-offer-form';
import { useOfferScreen } from '../common/use-offer-screen';

/**
 * A detail screen of the offer (behaviour §2 "State-driven routes": employment, personal, marital, credit details and
 * the others of contract/offer-forms.ts): the lender's questions, built from the data-point catalogue, with the
 * application steps' error summary, inline errors and focus rules. The server's answer to the save opens the next
 * screen; the screen shows only while the application waits on it.
 */
export function OfferFormScreen({ route }: { route: OfferFormRoute }) {
  const { t, i18n } = useTranslation('form');
  const { shown, leadId } = useOfferScreen([route]);
  const { form, formRef, asked, errors, submits, failed, failures, saving, submit, prefilled } = useOfferForm(
    route,
    leadId,
  );
  const summary = summaryLines(
    t,
    i18n,
    errors,
    asked.map((p) => p.id),
  );
  const name = route.slice(1);
  const optionsOf = useBackendChoices(route, form.values);

  if (!shown) return null;
  return (
    <main id="main" className="page">
      <StepHeading errors={summary.length > 0}>{t(`offer>${name}>heading`)}</StepHeading>
      <p>{t(`offer>${name}>intro`)}</p>
      {prefilled && <p className="notice">{t('offer>prefilled')}</p>}
      <ErrorSummary errors={summary} focusKey={submits} />
      <SaveFailure failed={failed} failures={failures} />
      {/* method=post: a press before any script ran never puts the answers in an address. */}
      <form ref={formRef} method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
        <StepFields
          points={asked}
          form={form}
          errorOf={(id) => errors.find((e) => e.fieldName === id)?.message}
          optionsOf={optionsOf}
        />
        <SaveButton saving={saving} label={t('offer>save')} />
      </form>
    </main>
  );
}
