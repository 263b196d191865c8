import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSettled } from '../../lib/use-settled';
import { brand } from 'virtual:brand';
import { validatePostcode } from '../../../../contract/validators';
import type { FormState } from '../form-state';
import { useCompaniesQuery, usePostcodeQuery } from '../lookups-api';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * Fills the town and province from a valid postcode. It only helps: a field the person typed is never
 * overwritten, and when the look-up fails, finds nothing or takes over LOOKUP_TIMEOUT_MS the person is told
 * to type them (the fields were editable all along). Says how it goes through `onStatus`: the status line under
 * the postcode belongs to the step (a live region there from the start, so its first words are heard too).
 */
export function PostcodeLookup({
  form,
  code: codeField,
  fills,
  onStatus,
}: {
  form: FormState;
  /** The postcode's field, and the fields its answer fills in. */
  code: string;
  fills: readonly string[];
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation('form');
  const typed = form.values[codeField];
  const valid = typeof typed === 'string' ? validatePostcode(brand.country, typed) : null;
  const code = useSettled(valid?.ok ? valid.normalized : null, 300);
  const { data, error, isFetching } = usePostcodeQuery(code ?? skipToken);
  // What the look-up last wrote into each field: replaced by the next look-up only if the person left it so.
  const filled = useRef<Partial<Record<string, string>>>({});
  const { getValues, setValue } = form;

  useEffect(() => {
    if (!data || isFetching) return;
    // The catalogue names the places a postcode fills by the look-up's own field names ('city', 'province').
    const place: Partial<Record<string, unknown>> = data;
    for (const name of fills) {
      const value = place[name];
      const current = getValues()[name];
      if (typeof value !== 'string') continue;
      if (current === '' || current === undefined || current === filled.current[name]) {
        setValue(name, value);
        filled.current[name] = value;
      }
    }
  }, [data, isFetching, fills, getValues, setValue]);

  const status = !code
    ? ''
    : isFetching
      ? t('lookup>searching')
      : data
        ? t('lookup>found')
        : error
          ? t(isNotFound(error) ? 'lookup>notFound' : 'lookup>failed')
          : '';
  useEffect(() => onStatus(status), [status, onStatus]);
  return null;
}

/** Employers whose name holds what the person has typed (2+ characters), as a datalist; any name is accepted. */
export function EmployerSuggestions({ typed, listId }: { typed: unknown; listId: string }) {
  const name = useSettled(typeof typed === 'string' ? typed.trim() : '', 250);
  const { data } = useCompaniesQuery(name.length >= 2 ? name : skipToken);
  return (
    <datalist id={listId}>
      {data?.companies.map((c) => <option key={c.name} value={c.name} />)}
    </datalist>
  );
}
