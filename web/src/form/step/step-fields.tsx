import { lazy, Suspense, useState } from 'react';
import type { DataPoint } from '../../../../contract/data-points';
import { Field } from '../field';
import type { FormState } from '../form-state';
import { LookupStatus } from './lookup-status';

// The look-ups talk to the server through RTK Query: their code comes with the step that asks for them.
const PostcodeLookup = lazy(() => import('./lookups').then((m) => ({ default: m.PostcodeLookup })));
const EmployerSuggestions = lazy(() => import('./lookups').then((m) => ({ default: m.EmployerSuggestions })));

const EMPLOYERS_LIST = 'employer-name-suggestions';

/**
 * A step's questions, each with its label, hint and inline error; the postcode fills in the city where the step
 * asks both, and the employer's name offers suggestions as it is typed.
 */
export function StepFields({
  points,
  form,
  errorOf,
  lookupPostcode,
}: {
  points: readonly DataPoint[];
  form: FormState;
  errorOf: (id: string) => string | undefined;
  lookupPostcode: boolean;
}) {
  // The postcode look-up's words, in a status line kept here while the look-up's code loads.
  const [lookupStatus, setLookupStatus] = useState('');
  return points.map((p) => (
    <Field
      key={p.id}
      dataPoint={p}
      value={form.values[p.id]}
      onChange={(value) => form.setValue(p.id, value)}
      error={errorOf(p.id)}
      listId={p.id === 'employer-name' ? EMPLOYERS_LIST : undefined}
    >
      {p.id === 'postal-code' && lookupPostcode && (
        <>
          <Suspense fallback={null}>
            <PostcodeLookup form={form} onStatus={setLookupStatus} />
          </Suspense>
          <LookupStatus>{lookupStatus}</LookupStatus>
        </>
      )}
      {p.id === 'employer-name' && (
        <Suspense fallback={<datalist id={EMPLOYERS_LIST} />}>
          <EmployerSuggestions typed={form.values['employer-name']} listId={EMPLOYERS_LIST} />
        </Suspense>
      )}
    </Field>
  ));
}
