import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { usePolicies, type Policy } from '../../lead/policies';
import { LookupStatus } from './lookup-status';

/** Form field holding the ids of the accepted policies (the lead's `policies`). */
export const POLICIES_FIELD = 'policies';
/** The data points the policies block asks (not as fields of their own). */
export const POLICY_POINTS: ReadonlySet<string> = new Set(['general-policies', 'marketing-consents']);

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

/** The ticked policies (their ids) as the form holds them. */
export const acceptedPolicies = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The brand's policies from the API, each its own checkbox, never ticked in advance (unbundled consent).
 * The first required one still to tick carries the id 'general-policies', so the error summary's link lands on it.
 */
export const PoliciesBlock = memo(function PoliciesBlock({
  accepted,
  onChange,
  error,
  withMarketing,
}: {
  accepted: readonly string[];
  onChange: (accepted: string[]) => void;
  /** The message key of the policies' error, if any. */
  error: string | undefined;
  withMarketing: boolean;
}) {
  const { t } = useTranslation('form');
  const { entry, retry } = usePolicies(brand.locale);
  const policies = (entry.status === 'ok' ? entry.policies : []).filter((p) => withMarketing || p.kind !== 'marketing');
  // The error summary's link lands on the first required box still to tick (or the first required one).
  const target = (policies.find((p) => p.required && !accepted.includes(p.id)) ?? policies.find((p) => p.required))?.id;
  return (
    // Busy while the texts load: assistive technology waits for the group to be complete before reading it.
    <fieldset className={error ? 'field field--error policies' : 'field policies'} aria-busy={entry.status === 'loading' || undefined}>
      <legend className="field__label">{t('policies>heading')}</legend>
      <p className="field__hint">{t('policies>intro')}</p>
      {/* One status region that stays: it says so while the texts load, and is empty once they are here. */}
      <LookupStatus>{entry.status === 'loading' ? t('policies>loading') : ''}</LookupStatus>
      {entry.status === 'error' && (
        <p role="alert">
          {t('policies>failed')}{' '}
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('policies>retry')}
          </button>
        </p>
      )}
      <div className="policies__list">
        {policies.map((p) => {
          const ticked = accepted.includes(p.id);
          return (
            <PolicyBox
              key={p.id}
              policy={p}
              id={p.id === target ? 'general-policies' : `policy-${p.id}`}
              ticked={ticked}
              // Each required box not ticked carries the error; an optional one never does.
              error={error && p.required && !ticked ? t(error) : undefined}
              onToggle={(tick) => onChange(tick ? [...accepted, p.id] : accepted.filter((a) => a !== p.id))}
            />
          );
        })}
      </div>
    </fieldset>
  );
});

/**
 * One policy (or a lender's consent, web/src/screens/consents/consents-screen.tsx): its box (never ticked in advance), its title, whether it is optional, what it accepts in a sentence
 * or two (the box's description, so it is read with the box) and its full text behind a disclosure, named for
 * the policy, so a screen reader does not read a paragraph of legal text on every visit to the box. Without a
 * summary from the API, the full text is shown and describes the box.
 */
export function PolicyBox({
  policy,
  id,
  ticked,
  error,
  onToggle,
  tag,
}: {
  policy: Pick<Policy, 'title' | 'required' | 'summary' | 'text'>;
  id: string;
  ticked: boolean;
  error: string | undefined;
  onToggle: (ticked: boolean) => void;
  /** What the label says after the title: by default "(optional)" on an optional box, nothing on a required one. */
  tag?: string;
}) {
  const { t } = useTranslation('form');
  const shownTag = tag ?? (policy.required ? undefined : t('policies>optionalTag'));
  return (
    <div className={error ? 'field--checkbox field--error' : 'field--checkbox'}>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{t('field>errorPrefix')}</span> {error}
        </p>
      )}
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        required={policy.required}
        checked={ticked}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-about${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <label htmlFor={id} className="checkbox__label">
        {policy.title} {shownTag && <span className="muted">{shownTag}</span>}
      </label>
      {policy.summary === undefined ? (
        // A backend that answers no summary: the full text is the description, as it stands.
        <p id={`${id}-about`} className="field__hint policies__text">
          {policy.text}
        </p>
      ) : (
        <>
          <p id={`${id}-about`} className="field__hint">
            {policy.summary}
          </p>
          <details className="policies__full">
            <summary>
              {t('policies>readFull')}
              <span className="visually-hidden">{`: ${policy.title}`}</span>
            </summary>
            <p className="policies__text">{policy.text}</p>
          </details>
        </>
      )}
    </div>
  );
}
