import { useTranslation } from '../../i18n/react';

export const CODE_FIELD = 'verification-code';

/**
 * The text message's code: one box, digits only (a pasted "Code: 123 456" keeps its digits), `one-time-code` so
 * phones offer the code from the message. Its label, hint and error are tied to it as the form's fields are, and so
 * is the note that a new code was sent (a status beside the box, where the person looks next).
 */
export function CodeField({
  value,
  onChange,
  error,
  note = '',
}: {
  value: string;
  onChange: (value: string) => void;
  /** The error's text, already translated. */
  error?: string;
  /** What just happened to the code (a new one was sent): said beside the box, and heard with it. */
  note?: string;
}) {
  const { t } = useTranslation('screens');
  const { t: tf } = useTranslation('form');
  const describedBy = [`${CODE_FIELD}-hint`, error ? `${CODE_FIELD}-error` : null, note ? `${CODE_FIELD}-note` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={CODE_FIELD} className="field__label">
        {t('mobile>codeLabel')}
      </label>
      <p id={`${CODE_FIELD}-hint`} className="field__hint">
        {t('mobile>codeHint')}
      </p>
      {error && (
        <p id={`${CODE_FIELD}-error`} className="field__error">
          <span className="visually-hidden">{tf('field>errorPrefix')}</span> {error}
        </p>
      )}
      <span className="field__box">
        <input
          id={CODE_FIELD}
          name={CODE_FIELD}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </span>
      <p id={`${CODE_FIELD}-note`} role="status" className="field__note">
        {note}
      </p>
    </div>
  );
}
