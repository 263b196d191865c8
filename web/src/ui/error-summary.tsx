import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react';

export type SummaryError = { fieldId: string; message: string };

/**
 * Errors in the order their questions stand on the page (`pageOrder`: the field ids top to bottom), so the
 * summary is read as the page is; an error for a question not on the page comes last.
 */
export function inPageOrder<E extends { fieldName: string }>(errors: readonly E[], pageOrder: readonly string[]): E[] {
  const placeOf = (id: string) => {
    const place = pageOrder.indexOf(id);
    return place < 0 ? pageOrder.length : place;
  };
  return [...errors].sort((a, b) => placeOf(a.fieldName) - placeOf(b.fieldName));
}

/**
 * GOV.UK-style error summary: above the form, takes focus when shown, each item a link that moves focus
 * to its field. Inline messages repeat each error beside its field.
 *
 * It is a group named by its title and described by its list, and is not also an alert: focus already makes a
 * screen reader say it, and an alert that takes focus is said twice.
 */
export function ErrorSummary({ errors, focusKey }: { errors: SummaryError[]; focusKey: number }) {
  const { t } = useTranslation('form');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length) ref.current?.focus();
    // Focus again on every failed submit, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
  if (!errors.length) return null;
  return (
    <div
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby="error-summary-title"
      aria-describedby="error-summary-list"
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {t('summary>title')}
      </h2>
      <ul id="error-summary-list" className="error-summary__list">
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a
              href={`#${e.fieldId}`}
              onClick={(ev) => {
                ev.preventDefault();
                // A group (a date's three boxes) sends focus to the first box its error is about.
                const named = document.getElementById(e.fieldId);
                const field =
                  named?.getAttribute('aria-invalid') === 'true'
                    ? named
                    : (named?.closest('fieldset')?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
                      named);
                field?.focus();
                field?.scrollIntoView({ block: 'center' });
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
