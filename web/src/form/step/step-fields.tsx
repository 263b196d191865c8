import { memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { brand } from 'virtual:brand';
import type { DataPoint } from '../../../../contract/data-points';
import { Field } from '../../ui/field';
import type { FormState } from '../form-state';
import { lazyNamed } from '../../lib/lazy-named';
import { BIRTH_DATA_IDS } from '../../../../contract/validators/national-id';
import { BirthDataFill } from './birth-data-fill';
import { LookupStatus } from './lookup-status';
import { EmailCheck, PostcodeCheck } from './field-checks';

// The look-ups talk to the server through RTK Query: their code comes with the step that asks for them.
const PostcodeLookup = lazyNamed(() => import('./lookups'), 'PostcodeLookup');
const EmployerSuggestions = lazyNamed(() => import('./lookups'), 'EmployerSuggestions');

const EMPLOYERS_LIST = 'employer-name-suggestions';

type RowProps = {
  point: DataPoint;
  value: unknown;
  error: string | undefined;
  options: readonly string[] | undefined;
  listId: string | undefined;
  setValue: FormState['setValue'];
  /** The help under the input (a look-up, a check), made anew on each render of the step; none for most. */
  assist?: ReactNode;
};

/**
 * One question. A keystroke or a failed press re-renders only the questions whose answer or error it changed
 * (and those with help under them, which read the whole form): on a phone, a page of ten fields re-rendered at
 * every key is what makes typing lag.
 */
const FieldRow = memo(function FieldRow({
  point,
  value,
  error,
  options,
  listId,
  setValue,
  assist,
}: RowProps) {
  const onChange = useCallback((v: string | boolean) => setValue(point.id, v), [setValue, point.id]);
  return (
    <Field
      dataPoint={point}
      value={value}
      onChange={onChange}
      error={error}
      options={options}
      listId={listId}
    >
      {assist}
    </Field>
  );
});

type Statuses = {
  lookup: string;
  setLookup: (status: string) => void;
  birthData: string;
  setBirthData: (status: string) => void;
};

/** The help under a question, if the catalogue names one the step can use; false for most questions. */
function assistOf(p: DataPoint, asked: ReadonlySet<string>, form: FormState, status: Statuses): ReactNode {
  // A postcode helps only where the step asks a place it fills in.
  const lookup =
    p.assist?.kind === 'postcode' && p.assist.fills.some((id) => asked.has(id)) ? p.assist : null;
  const suggest = p.assist?.kind === 'employers';
  // A postcode the step fills nothing from is confirmed instead (GET /postcode/{code}).
  const confirm = p.kind === 'postcode' && !lookup;
  // A national id fills in the birth date and sex where the step asks them.
  const birth =
    p.assist?.kind === 'birth-data' &&
    BIRTH_DATA_IDS.has(brand.country) &&
    asked.has(p.assist.fills.birthDate)
      ? p.assist
      : null;
  if (!lookup && !birth && !confirm && !suggest && p.kind !== 'email') return false;
  return (
    <>
      {lookup && (
        <>
          <Suspense fallback={null}>
            <PostcodeLookup form={form} code={p.id} fills={lookup.fills} onStatus={status.setLookup} />
          </Suspense>
          <LookupStatus>{status.lookup}</LookupStatus>
        </>
      )}
      {birth && (
        <>
          <BirthDataFill
            country={brand.country}
            form={form}
            code={p.id}
            fills={birth.fills}
            onStatus={status.setBirthData}
          />
          <LookupStatus>{status.birthData}</LookupStatus>
        </>
      )}
      {confirm && <PostcodeCheck form={form} field={p.id} />}
      {p.kind === 'email' && <EmailCheck form={form} field={p.id} />}
      {suggest && (
        <Suspense fallback={<datalist id={EMPLOYERS_LIST} />}>
          <EmployerSuggestions typed={form.values[p.id]} listId={EMPLOYERS_LIST} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A step's questions, each with its label, hint and inline error, and the help the catalogue names (`assist`): a
 * postcode fills in the places the step asks, an employer's name offers suggestions as it is typed.
 */
export function StepFields({
  points,
  form,
  errorOf,
  optionsOf,
}: {
  points: readonly DataPoint[];
  form: FormState;
  errorOf: (id: string) => string | undefined;
  /** The choices of a select whose options come from the backend (the catalogue has none for it). */
  optionsOf?: (id: string) => readonly string[] | undefined;
}) {
  // The postcode look-up's words, in a status line kept here while the look-up's code loads.
  const [lookup, setLookup] = useState('');
  const [birthData, setBirthData] = useState('');
  const status = { lookup, setLookup, birthData, setBirthData };
  const asked = new Set(points.map((p) => p.id));
  return points.map((p) => (
    <FieldRow
      key={p.id}
      point={p}
      value={form.values[p.id]}
      error={errorOf(p.id)}
      options={optionsOf?.(p.id)}
      listId={p.assist?.kind === 'employers' ? EMPLOYERS_LIST : undefined}
      setValue={form.setValue}
      assist={assistOf(p, asked, form, status)}
    />
  ));
}
