import { CONSENT_ROUTES, isConsentRoute, type ConsentRoute } from '../../../../contract/consents';
import { ErrorSummary } from '../../ui/error-summary';
import { FailureAlert } from '../../ui/failure-alert';
import { StepHeading } from '../../ui/step-heading';
import { PolicyBox } from '../../form/step/policies-block';
import { useTranslation } from '../../i18n/react';
import { usePath } from '../../lib/router';
import { boxId, useConsents } from './use-consents';
import { useOfferScreen } from '../common/use-offer-screen';

/** Each screen's heading (and so its document title), a key of the 'screens' namespace. */
const HEADINGS: Readonly<Record<ConsentRoute, string>> = {
  '/consents': 'consents>headings>consents',
  '/dynamic-consents': 'consents>headings>dynamic',
  '/advanzia-consents': 'consents>headings>advanzia',
  '/tfbank-consents': 'consents>headings>tfbank',
};

/**
 * /consents, /dynamic-consents, /advanzia-consents and /tfbank-consents (behaviour §2): the lender's consents after the
 * offer, each its own box, never ticked in advance, its full text one tap away (docs/decisions/0024), the required
 * ones marked. The route tells which backend path answers them (docs/decisions/0030-offer-consents.md).
 */
export function ConsentsScreen() {
  const path = usePath();
  const route: ConsentRoute = isConsentRoute(path) ? path : CONSENT_ROUTES[0];
  const { t } = useTranslation('screens');
  const { shown, leadId } = useOfferScreen([route]);
  const { list, failures, errors, submits, ...form } = useConsents(route, leadId);
  if (!shown) return null;
  const lender = list.data?.lender;
  return (
    <main id="main" className="page">
      <StepHeading errors={errors.length > 0}>{t(HEADINGS[route])}</StepHeading>
      {lender && <p>{t('consents>intro', { lender })}</p>}
      <ErrorSummary errors={errors} focusKey={submits} />
      <FailureAlert message={failures > 0 ? t('consents>failed') : ''} failures={failures} />
      <p role="status" className="field__hint lookup-status">
        {list.isLoading ? t('consents>loading') : ''}
      </p>
      {list.isError && (
        <p role="alert">
          {t('consents>loadFailed')}{' '}
          <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
            {t('consents>retry')}
          </button>
        </p>
      )}
      {list.data && <ConsentsForm {...form} errors={errors} />}
    </main>
  );
}

type FormProps = Pick<ReturnType<typeof useConsents>, 'consents' | 'draft' | 'errors' | 'sending' | 'submit'>;

/** The boxes and the send. Every required box not ticked carries its error, and its error only. */
function ConsentsForm({ consents, draft, errors, sending, submit }: FormProps) {
  const { t } = useTranslation('screens');
  const { given, change } = draft;
  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate className="step-form">
      <fieldset className={errors.length > 0 ? 'field field--error policies' : 'field policies'}>
        <legend className="field__label">{t('consents>legend')}</legend>
        <p className="field__hint">{t('consents>hint')}</p>
        <div className="policies__list">
          {consents.map((c) => (
            <PolicyBox
              key={c.id}
              policy={c}
              id={boxId(c.id)}
              ticked={given.includes(c.id)}
              error={errors.find((e) => e.fieldId === boxId(c.id))?.message}
              tag={c.required ? t('consents>requiredTag') : t('consents>optionalTag')}
              onToggle={(tick) => change(tick ? [...given, c.id] : given.filter((id) => id !== c.id))}
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
        {sending ? t('consents>sending') : t('consents>submit')}
      </button>
    </form>
  );
}
