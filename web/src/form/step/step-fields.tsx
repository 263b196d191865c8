import { lazy, Suspense, useState } from 'react';
import { brand } from 'virtual:brand';
import type { DataPoint } from '../../../../contract/data-points';
import { Field } from '../../ui/field';
import type { FormState } from '../form-state';
import { BIRTH_DATA_IDS } from '../../../../contract/validators/national-id';
import { BirthDataFill } from './birth-data-fill';
import { LookupStatus } from './lookup-status';
import { EmailCheck, PostcodeCheck } from './field-checks';

// The look-ups talk to the server through RTK Query: their code comes with the step that asks for them.
const PostcodeLookup = lazy(() => import('./lookups').then((m) => ({ default: m.PostcodeLookup })));
const EmployerSuggestions = lazy(() => import('./lookups').then((m) => ({ default: m.EmployerSuggestions })));

const EMPLOYERS_LIST = 'employer-name-suggestions';

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
  const [lookupStatus, setLookupStatus] = useState('');
  const [birthDataStatus, setBirthDataStatus] = useState('');
  const asked = new Set(points.map((p) => p.id));
  return points.map((p) => {
    // A postcode helps only where the step asks a place it fills in.
    const lookup =
      p.assist?.kind === 'postcode' && p.assist.fills.some((id) => asked.has(id)) ? p.assist : null;
    const suggest = p.assist?.kind === 'employers';
    // A postcode the step fills nothing from is confirmed instead (GET /postcode/{code}).
    const confirm = p.kind === 'postcode' && !lookup;
    // A national id fills in the birth date and sex where the step asks them.
    const birth =
      p.assist?.kind === 'birth-data' && BIRTH_DATA_IDS.has(brand.country) && asked.has(p.assist.fills.birthDate)
        ? p.assist
        : null;
    return (
      <Field
        key={p.id}
        dataPoint={p}
        value={form.values[p.id]}
        onChange={(value) => form.setValue(p.id, value)}
        error={errorOf(p.id)}
        options={optionsOf?.(p.id)}
        listId={suggest ? EMPLOYERS_LIST : undefined}
      >
        {lookup && (
          <>
            <Suspense fallback={null}>
              <PostcodeLookup form={form} code={p.id} fills={lookup.fills} onStatus={setLookupStatus} />
            </Suspense>
            <LookupStatus>{lookupStatus}</LookupStatus>
          </>
        )}
        {birth && (
          <>
            <BirthDataFill country={brand.country} form={form} code={p.id} fills={birth.fills} onStatus={setBirthDataStatus} />
            <LookupStatus>{birthDataStatus}</LookupStatus>
          </>
        )}
        {confirm && <PostcodeCheck form={form} field={p.id} />}
        {p.kind === 'email' && <EmailCheck form={form} field={p.id} />}
        {suggest && (
          <Suspense fallback={<datalist id={EMPLOYERS_LIST} />}>
            <EmployerSuggestions typed={form.values[p.id]} listId={EMPLOYERS_LIST} />
          </Suspense>
        )}
      </Field>
    );
  });
}
