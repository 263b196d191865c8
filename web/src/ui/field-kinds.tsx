import type { ReactNode } from 'react';
import { brand } from 'virtual:brand';
import { useTranslation } from '../i18n/react';
import { inputModeOf } from '../../../contract/data-points/input-mode';
import type { DataPoint } from '../../../contract/data-points/types';
import { fieldLabel, fieldText } from './field-text';

/** What every kind of field shows around its input: label, hint and error, and the ids that tie them together. */
export function useFieldParts(dp: DataPoint, error: string | undefined) {
  const { t, i18n } = useTranslation('form');
  const id = dp.id;
  const hint = fieldText(t, i18n, dp, 'hint');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorText = error ? t(error) : undefined;
  return {
    t,
    id,
    label: fieldLabel(t, i18n, dp),
    optional: dp.optional && dp.kind !== 'checkbox' ? ` ${t('field>optional')}` : '',
    /** An answer is needed to go on: said by the input itself (the form is `noValidate`, so nothing is blocked). */
    required: !dp.optional,
    hintId,
    errorText,
    describedBy: [hintId, errorText ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined,
    hintLine: hint && (
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    ),
    errorLine: errorText && (
      <p id={`${id}-error`} className="field__error">
        <span className="visually-hidden">{t('field>errorPrefix')}</span> {errorText}
      </p>
    ),
  };
}

/** A one-input question's frame: its label, then its hint and error, then the input (`children`). */
export function LabelledField({
  parts: { id, label, optional, errorText, hintLine, errorLine },
  children,
}: {
  parts: ReturnType<typeof useFieldParts>;
  children: ReactNode;
}) {
  return (
    <div className={errorText ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label + optional}
      </label>
      {hintLine}
      {errorLine}
      {children}
    </div>
  );
}

export type KindProps<V> = {
  dataPoint: DataPoint;
  value: V;
  onChange: (value: V) => void;
  /** The message key of this field's error, if any (namespace 'form'). */
  error?: string;
};

/** A choice's label: its translation, else the value itself (an option fetched from the backend). */
const useOptionLabel = (id: string) => {
  const { t } = useTranslation('form');
  return (v: string) => t(`options>${id}>${v}`, { defaultValue: v });
};

export function CheckboxField({ dataPoint, value, onChange, error }: KindProps<boolean>) {
  const { id, label, required, errorText, describedBy, hintLine, errorLine } = useFieldParts(dataPoint, error);
  return (
    <div className={errorText ? 'field field--error field--checkbox' : 'field field--checkbox'}>
      {errorLine}
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        required={required}
        checked={value}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
      {hintLine}
    </div>
  );
}

export function RadioField({ dataPoint, value, onChange, error, options }: KindProps<string> & { options: readonly string[] }) {
  const { id, label, optional, required, errorText, describedBy, hintLine, errorLine } = useFieldParts(dataPoint, error);
  const optionLabel = useOptionLabel(id);
  return (
    <fieldset className={errorText ? 'field field--error' : 'field'} aria-describedby={describedBy}>
      <legend className="field__label">{label + optional}</legend>
      {hintLine}
      {errorLine}
      <div className="radios">
        {options.map((v, i) => {
          const inputId = i === 0 ? id : `${id}-${v}`;
          return (
            <div key={v} className="radio">
              <input
                id={inputId}
                type="radio"
                name={id}
                value={v}
                required={required}
                checked={value === v}
                aria-invalid={errorText ? true : undefined}
                onChange={() => onChange(v)}
              />
              <label htmlFor={inputId}>{optionLabel(v)}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

type BoxProps = KindProps<string> & {
  options: readonly string[];
  /** The id of a datalist of suggestions for a text box (any text is still accepted). */
  listId?: string;
  /** Extra content under the input (e.g. the postcode look-up's status, the suggestions). */
  children?: ReactNode;
};

/**
 * A text box (text, email, tel) or a select: never type=number (scroll changes it, autofill misses it). Sums of
 * money have a box of their own (money-field.tsx).
 */
export function BoxField({ dataPoint: dp, value, onChange, error, options, listId, children }: BoxProps) {
  const parts = useFieldParts(dp, error);
  const { t, id, required, errorText, describedBy } = parts;
  const optionLabel = useOptionLabel(id);
  const common = {
    id,
    name: id,
    required,
    'aria-invalid': errorText ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: dp.autocomplete,
    value,
  } as const;
  return (
    <LabelledField parts={parts}>
      {dp.kind === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('field>choose')}</option>
          {options.map((v) => (
            <option key={v} value={v}>
              {optionLabel(v)}
            </option>
          ))}
        </select>
      ) : (
        <span className="field__box">
          <input
            {...common}
            type={dp.kind === 'email' ? 'email' : dp.kind === 'phone' ? 'tel' : 'text'}
            inputMode={inputModeOf(dp, brand.country)}
            spellCheck={dp.kind === 'name' || dp.kind === 'email' ? false : undefined}
            list={listId}
            onChange={(e) => onChange(e.target.value)}
          />
        </span>
      )}
      {children}
    </LabelledField>
  );
}
