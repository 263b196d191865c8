import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brand } from 'virtual:brand';
import type { DataPoint } from '../../../contract/data-points/types';
import { DateInput, datePart, joinDate } from './date-input';

type T = ReturnType<typeof useTranslation<'form'>>;

/** A data point's label or hint: the country's own wording first (PESEL, CURP, CLABE...), then the generic text. */
function fieldText(t: T['t'], i18n: T['i18n'], dp: DataPoint, part: 'label' | 'hint'): string | null {
  const base = dp.labelKey.replace(/>label$/, '');
  for (const key of [`${base}>by-country>${brand.country}>${part}`, `${base}>${part}`]) {
    if (i18n.exists(key, { ns: 'form' })) return t(key);
  }
  return null;
}

/** The label a person reads for a data point (also what the error summary names). */
export function fieldLabel(t: T['t'], i18n: T['i18n'], dp: DataPoint): string {
  return fieldText(t, i18n, dp, 'label') ?? t(dp.labelKey);
}

/**
 * What a person typed into a data point's input in a page React has not taken over yet (the build-time rendered
 * first step, docs/decisions/0010): read from the elements `Field` renders. Undefined when nothing was entered.
 */
export function valueOnPage(dp: DataPoint, form: HTMLFormElement): string | boolean | undefined {
  const input = (id: string) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`[id="${id}"]`);
  const id = dp.id;
  if (dp.kind === 'checkbox') return (input(id) as HTMLInputElement | null)?.checked || undefined;
  if (dp.kind === 'radio') return form.querySelector<HTMLInputElement>(`input[name="${id}"]:checked`)?.value;
  const value =
    dp.kind === 'date'
      ? joinDate(
          datePart(0, input(id)?.value ?? ''),
          datePart(1, input(`${id}-month`)?.value ?? ''),
          datePart(2, input(`${id}-year`)?.value ?? ''),
        )
      : input(id)?.value;
  return value || undefined;
}

type Props = {
  dataPoint: DataPoint;
  control: Control<FieldValues>;
  /** The message key of this field's error, if any (namespace 'form'). */
  error?: string;
  /** Options fetched from the backend for selects whose catalogue entry has none. */
  options?: readonly string[];
  /** Extra content under the input (e.g. the postcode look-up's status). */
  children?: React.ReactNode;
  /** Values to suggest while typing (a native datalist: keyboard and screen-reader friendly); any text is accepted. */
  suggestions?: readonly string[];
};

/**
 * Renders one data point as a person fills it in: a label, an optional hint, the error, and the input of its
 * kind with the catalogue's autocomplete and inputmode. Never type=number (scroll changes it, autofill misses it).
 */
export function Field({ dataPoint: dp, control, error, options, children, suggestions }: Props) {
  const { t, i18n } = useTranslation('form');
  const id = dp.id;
  const text = (part: 'label' | 'hint') => fieldText(t, i18n, dp, part);
  const hint = text('hint');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorText = error ? t(error) : undefined;
  const describedBy = [hintId, errorText ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const label = fieldLabel(t, i18n, dp);
  const optional = dp.optional && dp.kind !== 'checkbox' ? ` ${t('field>optional')}` : '';
  const values = dp.options ?? options ?? [];
  const optionLabel = (v: string) => t(`options>${id}>${v}`, { defaultValue: v });

  return (
    <Controller
      name={id}
      control={control}
      render={({ field }) => {
        const value = (field.value ?? (dp.kind === 'checkbox' ? false : '')) as string | boolean;
        const errorLine = errorText && (
          <p id={`${id}-error`} className="field__error">
            <span className="visually-hidden">{t('field>errorPrefix')}</span> {errorText}
          </p>
        );
        const hintLine = hint && (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        );
        if (dp.kind === 'date') {
          return (
            <DateInput
              id={id}
              legend={label + optional}
              value={typeof value === 'string' ? value : ''}
              error={errorText}
              hintId={hintId}
              autoCompletePrefix={dp.autocomplete === 'bday' ? 'bday' : 'off'}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          );
        }
        if (dp.kind === 'checkbox') {
          return (
            <div className={errorText ? 'field field--error field--checkbox' : 'field field--checkbox'}>
              {errorLine}
              <input
                id={id}
                ref={field.ref}
                type="checkbox"
                className="checkbox"
                checked={value === true}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
              />
              <label htmlFor={id} className="checkbox__label">
                {label}
              </label>
              {hintLine}
            </div>
          );
        }
        if (dp.kind === 'radio') {
          return (
            <fieldset className={errorText ? 'field field--error' : 'field'} aria-describedby={describedBy}>
              <legend className="field__label">{label + optional}</legend>
              {hintLine}
              {errorLine}
              <div className="radios">
                {values.map((v, i) => (
                  <div key={v} className="radio">
                    <input
                      id={i === 0 ? id : `${id}-${v}`}
                      ref={i === 0 ? field.ref : undefined}
                      type="radio"
                      name={id}
                      value={v}
                      checked={value === v}
                      onChange={() => field.onChange(v)}
                      onBlur={field.onBlur}
                    />
                    <label htmlFor={i === 0 ? id : `${id}-${v}`}>{optionLabel(v)}</label>
                  </div>
                ))}
              </div>
            </fieldset>
          );
        }
        const common = {
          id,
          name: field.name,
          ref: field.ref,
          'aria-invalid': errorText ? true : undefined,
          'aria-describedby': describedBy,
          autoComplete: dp.autocomplete,
          onBlur: field.onBlur,
        } as const;
        return (
          <div className={errorText ? 'field field--error' : 'field'}>
            <label htmlFor={id} className="field__label">
              {label + optional}
            </label>
            {hintLine}
            {errorLine}
            {dp.kind === 'select' ? (
              <select
                {...common}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <option value="">{t('field>choose')}</option>
                {values.map((v) => (
                  <option key={v} value={v}>
                    {optionLabel(v)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={dp.kind === 'email' ? 'email' : dp.kind === 'phone' ? 'tel' : 'text'}
                inputMode={dp.inputMode}
                spellCheck={dp.kind === 'name' || dp.kind === 'email' ? false : undefined}
                list={suggestions ? `${id}-suggestions` : undefined}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => field.onChange(e.target.value)}
              />
            )}
            {suggestions && (
              <datalist id={`${id}-suggestions`}>
                {suggestions.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            )}
            {children}
          </div>
        );
      }}
    />
  );
}
