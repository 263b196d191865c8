import type { ReactNode } from 'react';
import type { DataPoint } from '../../../contract/data-points/types';
import { DateInput, datePart, joinDate } from './date-input';
import { brand } from 'virtual:brand';
import { numberMarks } from '../lib/format';
import { wholeNumberText } from '../lib/typed-number';
import { BoxField, CheckboxField, RadioField, useFieldParts } from './field-kinds';
import { MoneyField } from './money-field';

export { fieldLabel } from './field-text';

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
  // A sum typed with the language's marks ("1.200.000") is held as the form holds it: its digits.
  if (dp.kind === 'money' && value) return wholeNumberText(value, numberMarks(brand.locale));
  return value || undefined;
}

type Props = {
  dataPoint: DataPoint;
  /** The answer as the form holds it: a string, or a boolean for a checkbox. */
  value: unknown;
  onChange: (value: string | boolean) => void;
  /** The message key of this field's error, if any (namespace 'form'). */
  error?: string;
  /** Options fetched from the backend for selects whose catalogue entry has none. */
  options?: readonly string[];
  /** The id of a datalist of suggestions (a text box; any text is still accepted). */
  listId?: string;
  /** Extra content under the input (e.g. the postcode look-up's status). */
  children?: ReactNode;
};

function DateField({ dataPoint, value, onChange, error }: Pick<Props, 'dataPoint' | 'error'> & { value: string; onChange: (v: string) => void }) {
  const { id, label, optional, required, errorText, describedBy, hintLine, errorLine } = useFieldParts(dataPoint, error);
  return (
    <DateInput
      id={id}
      required={required}
      legend={label + optional}
      value={value}
      hintLine={hintLine}
      errorLine={errorLine}
      describedBy={describedBy}
      invalid={!!errorText}
      autoCompletePrefix={dataPoint.autocomplete === 'bday' ? 'bday' : 'off'}
      onChange={onChange}
    />
  );
}

/**
 * One data point as a person fills it in, with the catalogue's label, hint, autocomplete and inputmode: the
 * component of its input kind.
 */
export function Field({ dataPoint: dp, value, onChange, error, options, listId, children }: Props) {
  const text = typeof value === 'string' ? value : '';
  if (dp.kind === 'checkbox') return <CheckboxField dataPoint={dp} value={value === true} onChange={onChange} error={error} />;
  if (dp.kind === 'date') return <DateField dataPoint={dp} value={text} onChange={onChange} error={error} />;
  // The backend's list where the screen has one (it may offer fewer of the catalogue's values), else the catalogue's.
  const choices = options ?? dp.options ?? [];
  if (dp.kind === 'radio')
    return <RadioField dataPoint={dp} value={text} onChange={onChange} error={error} options={choices} />;
  if (dp.kind === 'money') return <MoneyField dataPoint={dp} value={text} onChange={onChange} error={error} />;
  return (
    <BoxField dataPoint={dp} value={text} onChange={onChange} error={error} options={choices} listId={listId}>
      {children}
    </BoxField>
  );
}
