import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brand } from 'virtual:brand';
import { usePoliciesQuery, type Policy } from '../../lead/lead-api';

/** Form field holding the ids of the accepted policies (the lead's `policies`). */
export const POLICIES_FIELD = 'policies';

/**
 * Required policies accepted -> generalPolicies; the marketing policy -> marketingConsents (the form's data points).
 * Policies not loaded yet (undefined) were not shown, so none was accepted.
 */
export function policyAnswers(policies: readonly Policy[] | undefined, accepted: readonly string[]) {
  const marketing = policies?.find((p) => p.kind === 'marketing');
  return {
    'general-policies': !!policies && policies.filter((p) => p.required).every((p) => accepted.includes(p.id)),
    'marketing-consents': marketing ? accepted.includes(marketing.id) : false,
  };
}

/**
 * The brand's policies from the API, each its own checkbox, never ticked in advance (unbundled consent).
 * The first required one carries the id 'general-policies' so the error summary's link lands on it.
 */
export function PoliciesBlock({
  control,
  errorOf,
  withMarketing,
}: {
  control: Control<FieldValues>;
  errorOf: (id: string) => string | undefined;
  withMarketing: boolean;
}) {
  const { t } = useTranslation('form');
  const { data, isError, isLoading, refetch } = usePoliciesQuery(brand.locale);
  const policies = (data?.policies ?? []).filter((p) => withMarketing || p.kind !== 'marketing');
  const error = errorOf('general-policies');
  const firstRequired = policies.find((p) => p.required)?.id;
  return (
    <fieldset className={error ? 'field field--error policies' : 'field policies'}>
      <legend className="field__label">{t('policies>heading')}</legend>
      <p className="field__hint">{t('policies>intro')}</p>
      {error && (
        <p id="general-policies-error" className="field__error">
          <span className="visually-hidden">{t('field>errorPrefix')}</span> {t(error)}
        </p>
      )}
      {isLoading && <p role="status">{t('policies>loading')}</p>}
      {isError && (
        <p role="alert">
          {t('policies>failed')}{' '}
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('policies>retry')}
          </button>
        </p>
      )}
      <Controller
        name={POLICIES_FIELD}
        control={control}
        defaultValue={[]}
        render={({ field }) => {
          const accepted = Array.isArray(field.value) ? (field.value as string[]) : [];
          return (
            <div className="policies__list">
              {policies.map((p) => {
                const id = p.id === firstRequired ? 'general-policies' : `policy-${p.id}`;
                return (
                  <div key={p.id} className="field--checkbox">
                    <input
                      id={id}
                      type="checkbox"
                      className="checkbox"
                      checked={accepted.includes(p.id)}
                      aria-invalid={error && p.required && !accepted.includes(p.id) ? true : undefined}
                      aria-describedby={`${id}-text${error ? ' general-policies-error' : ''}`}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...accepted, p.id] : accepted.filter((a) => a !== p.id),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                    <label htmlFor={id} className="checkbox__label">
                      {p.title} {!p.required && <span className="muted">{t('policies>optionalTag')}</span>}
                    </label>
                    <p id={`${id}-text`} className="field__hint policies__text">
                      {p.text}
                    </p>
                  </div>
                );
              })}
            </div>
          );
        }}
      />
    </fieldset>
  );
}
