import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { dataPoints, parseDataPoints, validationContext } from '../../../../contract/data-points';
import { useAppSelector } from '../../app/hooks';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { useFormState } from '../../form/form-state';
import { StepHeading } from '../../ui/step-heading';
import { useUnsubscribeMutation } from './link-api';

const EMAIL = dataPoints.email!;

/**
 * /unsubscribe: one field and one button. A link `?email=` fills the field (the landing rules have already
 * taken the address out of the address bar). The server answers the same whether or not it knew the address.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation('screens');
  const { t: tf } = useTranslation('form');
  const fromLink = useAppSelector(
    (s) => (s.leadApplication.applicationData.contactDetails as { email?: unknown } | undefined)?.email,
  );
  const form = useFormState(() => ({ email: typeof fromLink === 'string' ? fromLink : '' }));
  const [unsubscribe, { isLoading, isError, data }] = useUnsubscribeMutation();
  const [error, setError] = useState<string | undefined>();
  const [submits, setSubmits] = useState(0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const parsed = parseDataPoints(['email'], form.getValues(), validationContext(brand, new Date()));
    const message = parsed.errors[0]?.message;
    setError(message);
    setSubmits((n) => n + 1);
    if (message || !parsed.lead.contactDetails?.email) return;
    await unsubscribe(parsed.lead.contactDetails.email)
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <main id="main" className="page">
      <StepHeading errors={!!error}>{t('unsubscribe>heading')}</StepHeading>
      {data ? (
        <p role="status">{t('unsubscribe>done', { email: data.email })}</p>
      ) : (
        <>
          <p>{t('unsubscribe>intro')}</p>
          <ErrorSummary errors={error ? [{ fieldId: 'email', message: tf(error) }] : []} focusKey={submits} />
          {isError && (
            <p role="alert" className="notice notice--error">
              {t('unsubscribe>failed')}
            </p>
          )}
          <form onSubmit={(e) => void submit(e)} noValidate className="step-form">
            <Field
              dataPoint={EMAIL}
              value={form.values.email}
              onChange={(value) => form.setValue('email', value)}
              error={error}
            />
            <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
              {isLoading ? t('unsubscribe>sending') : t('unsubscribe>submit')}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
