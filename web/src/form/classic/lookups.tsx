import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brand } from 'virtual:brand';
import { validatePostcode } from '../../../../contract/validators';
import { useCompaniesQuery, usePostcodeQuery } from '../lookups-api';

/** A value once it has stopped changing for `ms`: a look-up per pause in typing, not per keystroke. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(handle);
  }, [value, ms]);
  return settled;
}

const PLACE_FIELDS = ['city', 'province'] as const;

/**
 * Fills the town and province from a valid postcode. It only helps: a field the person typed is never
 * overwritten, and when the look-up fails, finds nothing or takes over LOOKUP_TIMEOUT_MS the person is told
 * to type them (the fields were editable all along). Returns the status line to show under the postcode.
 */
export function usePostcodeFill(form: UseFormReturn<FieldValues>, enabled: boolean) {
  const { t } = useTranslation('form');
  const typed: unknown = useWatch({ control: form.control, name: 'postal-code' });
  const valid = enabled && typeof typed === 'string' ? validatePostcode(brand.country, typed) : null;
  const code = useSettled(valid?.ok ? valid.normalized : null, 300);
  const { data, error, isFetching } = usePostcodeQuery(code ?? skipToken);
  // What the look-up last wrote into each field: replaced by the next look-up only if the person left it so.
  const filled = useRef<Partial<Record<(typeof PLACE_FIELDS)[number], string>>>({});

  useEffect(() => {
    if (!data || isFetching) return;
    for (const name of PLACE_FIELDS) {
      const current: unknown = form.getValues(name);
      if (current === '' || current === undefined || current === filled.current[name]) {
        form.setValue(name, data[name], { shouldDirty: true });
        filled.current[name] = data[name];
      }
    }
  }, [data, isFetching, form]);

  const status = !code
    ? ''
    : isFetching
      ? t('lookup>searching')
      : data
        ? t('lookup>found')
        : error
          ? t(isNotFound(error) ? 'lookup>notFound' : 'lookup>failed')
          : '';
  return (
    <p role="status" className="field__hint lookup-status">
      {status}
    </p>
  );
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** Employers whose name holds what the person has typed (2+ characters), as suggestions; any name is accepted. */
export function useEmployerSuggestions(
  form: UseFormReturn<FieldValues>,
  enabled: boolean,
): string[] | undefined {
  const typed: unknown = useWatch({ control: form.control, name: 'employer-name' });
  const name = useSettled(enabled && typeof typed === 'string' ? typed.trim() : '', 250);
  const { data } = useCompaniesQuery(name.length >= 2 ? name : skipToken);
  return enabled ? (data?.companies.map((c) => c.name) ?? []) : undefined;
}
